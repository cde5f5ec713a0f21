## Take a power of P, powers[P] (games/powers.rs).

powers-rules = { $name }: one heap; a move takes a power of { $base } stones (1, { $base }, { $base }², ...).
powers-explain-odd = { $name }({ $heap }) has value { $heap } mod 2 = { $value }: every power of the odd number { $base } is odd, so every move changes the parity of the heap; by induction G(n) = n mod 2 (an even heap can only move to odd heaps, an odd heap can move to an even one by taking 1).
powers-explain-even = { $name }({ $heap }) has value { $value }. Every power of { $base } is ≡ 1 or ≡ -1 (mod { $modulus }) (even powers 1, and odd powers -1), so a move changes the residue r = n mod { $modulus } by -1 or +1, and G depends only on r: G = 0 for even r < { $base }, 1 for odd r, 2 for r = { $base }{ $table }. Here { $heap } ≡ { $residue } (mod { $modulus }), so G = { $value }.
powers-residue-table = {" "}(for r = 0..{ $base }: { $values })
powers-not-a-power = { $name } allows taking a power of { $base } stones, not { $taken }
powers-needs-base = powers[P] needs a base P ≥ 2 (a move takes 1, P, P², ... stones)
powers-params = powers takes one parameter, the base whose powers a move may take: powers[2](10)

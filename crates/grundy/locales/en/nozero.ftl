## Take-away with no digit 0, nozero[K] (games/nozero.rs).

nozero-rules = { $name }: one heap; a move takes x stones where x, written in base { $base }, has no digit 0.
nozero-explain = { $name }({ $heap }) has value { $heap } mod { $base } = { $value }. An amount with no digit 0 in base { $base } ends in a nonzero digit, so it is not a multiple of { $base } and no move keeps the residue mod { $base }; the one-digit amounts 1, ..., { $largest } are all allowed, so every smaller residue can be reached. By induction G(n) = n mod { $base }.
nozero-digit-zero = { $name } allows taking amounts with no digit 0 in base { $base }; { $taken } has one
nozero-needs-base = nozero[K] needs a base K ≥ 2
nozero-params = nozero takes one parameter, the base in which a move's amount has no digit 0: nozero[10](25)

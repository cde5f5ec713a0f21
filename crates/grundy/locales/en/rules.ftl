## How a rule found in a table of values is stated (rule_finder/): proven by a theorem, or
## observed up to the last value checked, with the places where it fails.

rule-proven = proven
rule-observed = observed up to { $checked }
rule-stated = { $rule } ({ $how })
rule-stated-except = { $rule } ({ $how }, except { $name } = { $places })

## The rules themselves, for heaps (rule_finder/heap.rs) and P-positions (p_positions.rs).

# After a rule that holds from $start on.
rule-from = {" "}for n ≥ { $start }
# $n: n or n + 1.
rule-ruler = G(n) = the largest power of 2 dividing { $n }
rule-two-adic = G(n) = ν₂({ $n }), the exponent of 2 in { $n }
rule-two-adic-plus-one = G(n) = ν₂({ $n }) + 1, one more than the exponent of 2 in { $n }
rule-popcount = G(n) = the number of 1s in binary { $n }
rule-popcount-parity = G(n) = 1 if binary { $n } has an odd number of 1s, else 0
# $name: rule-odious or rule-evil; $first: the first of them; $from: 0 or 1.
rule-numbered = G(n) = the n-th { $name } number ({ $first }, counted from n = { $from })
rule-odious = odious
rule-evil = evil
# $count: P-positions before the periodic part, which starts at $start.
rule-p-below = the { $count } P-positions below { $start }
rule-p-none = no P-positions
# $positions: the P-positions, listed or described.
rule-p-only = P-positions: only { $positions }
rule-p-positions = P-positions: { $positions }
rule-p-and = {", and "}
# $firsts: the first members of the set.
rule-p-powers-of-two = P-positions (n ≥ 1): the powers of 2 ({ $firsts })
rule-p-mersenne = P-positions (n ≥ 1): 2^k − 1 ({ $firsts })
rule-p-fibonacci = P-positions (n ≥ 1): the Fibonacci numbers ({ $firsts })
rule-p-triangular = P-positions (n ≥ 1): the triangular numbers k(k + 1)/2 ({ $firsts })
rule-p-squares = P-positions (n ≥ 1): the squares ({ $firsts })
# $alpha: the irrational, as φ; $defined: ", φ = (1 + √5)/2" or nothing.
rule-p-beatty = P-positions (n ≥ 1): ⌊k{ $alpha }⌋ for k ≥ 1 ({ $firsts }){ $defined }

## P-positions of tables (rule_finder/table.rs).

# $lines: how many lines; $form: the lines' form, as b − a; $constants: their constants.
rule-p-lines = P-positions on { $lines ->
    [one] the line
   *[other] the lines
} { $form } = { $constants }
# $pairs: the P-positions before the pattern, listed.
rule-p-pairs-before = { $pairs }, and{" "}
# $before: rule-p-pairs-before or nothing; $a, $b: the irrationals; $first: the first k; $defined: their definitions or nothing.
rule-p-beatty-pairs = P-positions: { $before }(⌊k{ $a }⌋, ⌊k{ $b }⌋) and (⌊k{ $b }⌋, ⌊k{ $a }⌋) for k ≥ { $first }{ $defined }

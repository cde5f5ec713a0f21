## Wythoff's game (games/wythoff.rs).

wythoff-rules = Wythoff's game: two heaps; a move takes any positive number of stones from one heap, or the same positive number from both.
wythoff-take-first = take { $taken } from the first heap of { $term }, leaving { $to }
wythoff-take-second = take { $taken } from the second heap of { $term }, leaving { $to }
wythoff-take-both = take { $taken } from both heaps of { $term }, leaving { $to }
wythoff-explain-beatty = The P-positions of Wythoff's game are the pairs (⌊kφ⌋, ⌊kφ⌋ + k) for k = 0, 1, 2, ... (Wythoff 1907), with ⌊kφ⌋ = (k + ⌊√(5k²)⌋)/2 computed exactly; each difference k occurs in exactly one pair. Here the heaps differ by d = { $d }: ⌊√(5·{ $d }²)⌋ = { $root }, so ⌊dφ⌋ = ({ $d } + { $root })/2 = { $lower } and the P-position with difference { $d } is ({ $lower },{ $upper }). So { $verdict }.{ $value }
wythoff-verdict-p = { $term } is that pair, so it is a P-position: the player to move loses
wythoff-verdict-n = the smaller heap here is { $low }, not { $lower }, so { $term } is not a P-position: the player to move wins
wythoff-value-searched = {" "}Its nim-value, found by searching every smaller position, is { $value }.
wythoff-value-too-large = {" "}Its nim-value has no known formula and the position is too large to search.
wythoff-cannot-move = { $from } cannot move to { $to }: take from one heap, or the same number from both
wythoff-write-two-heaps = write the two heaps after the move, as in `3,5`
wythoff-exactly-two-heaps = wythoff takes exactly two heaps, wythoff(3,5); write a sum as wythoff(3,5) + wythoff(1,2)
wythoff-two-heap-sizes = wythoff takes two heap sizes, as in wythoff(3,5)
# What would need too much memory (limit-memory's $what).
wythoff-memory-table = the table of Wythoff's nim-values for heaps up to { $rows } and { $columns }

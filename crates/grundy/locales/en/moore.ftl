## Moore's Nim, moore[K] (games/moore.rs).

moore-rules = { $name }: heaps of stones; a move takes stones from at least one and at most { $k } heaps (any positive number from each).
moore-take-part = { $taken } from heap { $heap }
moore-take-separator = {" and "}
moore-take = take { $takes } of { $term }, leaving { $to }
moore-more-digits = ... ({ $count } more)
moore-verdict-p = every count is a multiple of { $modulus }, so { $term } is a P-position: the player to move loses
moore-verdict-n = the counts at { $digits } are not multiples of { $modulus }, so { $term } is an N-position: the player to move wins
moore-listing-empty = all heaps are empty
moore-listing = heaps with a 1 in each binary digit: { $columns }
moore-value-searched = {" "}Its nim-value, found by search, is { $value }.
moore-explain = Moore's theorem (1910): with moves touching up to { $k } heaps, write the heaps in binary and count, for each digit, the heaps with a 1 there; the player to move loses exactly when every count is a multiple of k + 1 = { $modulus }. Here the { $listing }; { $verdict }.{ $value }
moore-write-every-heap = write every heap after the move, as in `1,2,0`
moore-write-each-size = there are { $count } heaps: write the size of each after the move
moore-cannot-add = a move cannot add stones to a heap
moore-take-at-least-one = a move must take at least one stone
moore-too-many-heaps = { $name } allows taking from at most { $k } heaps in one move, not { $touched }
# What a parameter is, in parse-below-2-64's $what.
moore-what-k = the number of heaps a move may touch
moore-needs-k = moore[K] needs 1 ≤ K ≤ { $most } (the most heaps a move may touch)
moore-params = moore takes one parameter, the most heaps a move may touch: moore[2](1,2,3)

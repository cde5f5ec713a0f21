## Fibonacci Nim and its k-multiple generalisation, fib[K] (games/fibonacci.rs).

fib-rules = { $name }: one heap; the first move takes 1 to n-1 stones (not all), and afterwards a move takes 1 to { $multiple } times as many stones as the previous move (fib(n,m): the next move may take 1 to m).
fib-take = take { $taken } from { $from }, leaving { $to }
fib-sequence-fibonacci = the Fibonacci numbers 1, 2, 3, 5, 8, 13, ...
fib-sequence = the sequence { $terms }, ... (each term is the previous one plus the smallest term whose { $multiple } times is at least the previous one)
fib-explain-empty = { $term } has no stones left, so the player to move loses.
fib-more-terms = ... ({ $hidden } more terms)
fib-verdict-win = the smallest term { $smallest } is at most { $most }, the most the player to move may take, so they win: taking { $smallest } leaves a heap whose smallest term is more than { $multiple } times { $smallest }, out of the opponent's reach
fib-verdict-lose = the smallest term { $smallest } is more than { $most }, the most the player to move may take, so they lose: whatever they take, the opponent can take the smallest term of what is left
fib-value-searched = {" "}Its nim-value, found by search, is { $value }.
fib-zeckendorf = {" "}(Zeckendorf's representation)
fib-explain = { $term }: write the heap as a sum of { $sequence }, greedily, largest first: { $heap } = { $terms }{ $zeckendorf }. The player to move wins exactly when the smallest term is at most what they may take now (Whinihan 1963; Schwenk 1970). Here { $verdict }.{ $value }
fib-write-heap-and-limit = write the heap left and the next limit, as in `8,4`
fib-take-at-most = { $term } allows taking at most { $most } now, not { $taken }
fib-write-next-limit = after taking { $taken } the next move may take up to { $most }: write `{ $position }`
fib-needs-multiple = fib[K] needs K ≥ 1 (each move takes at most K times the previous)
fib-params = { $name } takes at most one parameter, the multiple: fib[3](10)
fib-position-args = { $name } takes a heap and optionally the most the next move may take: { $name }(10) or { $name }(10,3); write a sum as { $name }(10) + { $name }(7)
fib-needs-heap = { $name } needs a heap size, as in { $name }(10)

## 斐波那契博弈及其 k 倍推广 fib[K]（games/fibonacci.rs）。

fib-rules = { $name }：一堆石子；第一步取走 1 到 n-1 个石子（不能全部取走），之后每一步取走 1 个到上一步所取数目的 { $multiple } 倍个石子（fib(n,m)：下一步可以取走 1 到 m 个）。
fib-take = 从 { $from } 取走 { $taken } 个，剩下 { $to }
fib-sequence-fibonacci = 斐波那契数 1, 2, 3, 5, 8, 13, ...
fib-sequence = 数列 { $terms }, ...（每一项等于前一项加上最小的、其 { $multiple } 倍不小于前一项的项）
fib-explain-empty = { $term } 已经没有石子了，所以先手必败。
fib-more-terms = ...（另有 { $hidden } 项）
fib-verdict-win = 最小的项 { $smallest } 不超过 { $most }，即先手这一步最多能取的数目，所以先手必胜：取走 { $smallest } 个之后，剩下的堆的最小项大于 { $smallest } 的 { $multiple } 倍，对手够不着
fib-verdict-lose = 最小的项 { $smallest } 大于 { $most }，即先手这一步最多能取的数目，所以先手必败：无论先手取多少，对手都能取走剩下部分的最小项
fib-value-searched = 它的 SG值由搜索求得，为 { $value }。
fib-zeckendorf = （Zeckendorf 表示）
fib-explain = { $term }：把这堆石子的数目贪心地（从大到小）写成{ $sequence }之和：{ $heap } = { $terms }{ $zeckendorf }。当且仅当最小的项不超过这一步最多能取的数目时，先手必胜（Whinihan 1963；Schwenk 1970）。这里{ $verdict }。{ $value }
fib-write-heap-and-limit = 请写出剩下的堆和下一步的上限，例如 `8,4`
fib-take-at-most = { $term } 这一步最多只能取走 { $most } 个，不能取走 { $taken } 个
fib-write-next-limit = 取走 { $taken } 个之后，下一步最多可以取 { $most } 个：请写 `{ $position }`
fib-needs-multiple = fib[K] 要求 K ≥ 1（每一步最多取走上一步所取数目的 K 倍）
fib-params = { $name } 最多接受一个参数，即倍数：fib[3](10)
fib-position-args = { $name } 接受一个堆的大小，以及可选的下一步最多可取的数目：{ $name }(10) 或 { $name }(10,3)；几个局面的和要写成 { $name }(10) + { $name }(7)
fib-needs-heap = { $name } 需要一个堆的大小，例如 { $name }(10)

## Wythoff 游戏（games/wythoff.rs）。

wythoff-rules = Wythoff 游戏：两堆石子；每次从其中一堆取走任意正数个石子，或从两堆中取走同样的正数个石子。
wythoff-take-first = 从 { $term } 的第一堆取走 { $taken } 个，剩下 { $to }
wythoff-take-second = 从 { $term } 的第二堆取走 { $taken } 个，剩下 { $to }
wythoff-take-both = 从 { $term } 的两堆各取走 { $taken } 个，剩下 { $to }
wythoff-explain-beatty = Wythoff 游戏的先手必败态（P）是数对 (⌊kφ⌋, ⌊kφ⌋ + k)，k = 0, 1, 2, ...（Wythoff 1907），其中 ⌊kφ⌋ = (k + ⌊√(5k²)⌋)/2 用整数精确计算；每个差 k 恰好出现在一个数对中。这里两堆之差 d = { $d }：⌊√(5·{ $d }²)⌋ = { $root }，所以 ⌊dφ⌋ = ({ $d } + { $root })/2 = { $lower }，差为 { $d } 的先手必败态是 ({ $lower },{ $upper })。{ $verdict }。{ $value }
wythoff-verdict-p = { $term } 正是这个数对，所以它是先手必败态（P）
wythoff-verdict-n = 这里较小的一堆是 { $low } 而不是 { $lower }，所以 { $term } 不是先手必败态：先手必胜
wythoff-value-searched = 搜索所有更小的局面，得到它的 SG值为 { $value }。
wythoff-value-too-large = 它的 SG值没有已知公式，而局面太大，无法搜索。
wythoff-cannot-move = { $from } 不能走到 { $to }：只能从一堆中取，或从两堆中取同样多
wythoff-write-two-heaps = 请写出走完之后的两堆，例如 `3,5`
wythoff-exactly-two-heaps = wythoff 恰好接受两堆：wythoff(3,5)；几个局面的和要写成 wythoff(3,5) + wythoff(1,2)
wythoff-two-heap-sizes = wythoff 需要两个堆的大小，例如 wythoff(3,5)
# What would need too much memory (limit-memory's $what).
wythoff-memory-table = 两堆分别不超过 { $rows } 和 { $columns } 的 Wythoff SG值表

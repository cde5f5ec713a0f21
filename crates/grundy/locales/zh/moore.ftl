## Moore 的 Nim，moore[K]（games/moore.rs）。

moore-rules = { $name }：若干堆石子；每次从至少一堆、至多 { $k } 堆中取走石子（每堆取走任意正数个）。
moore-take-part = 从第 { $heap } 堆取走 { $taken } 个
moore-take-separator = {"，"}
moore-take = 在 { $term } 中{ $takes }，剩下 { $to }
moore-more-digits = ...（另有 { $count } 位）
moore-verdict-p = 每个计数都是 { $modulus } 的倍数，所以 { $term } 是先手必败态（P）
moore-verdict-n = { $digits } 上的计数不是 { $modulus } 的倍数，所以 { $term } 是先手必胜态（N）
moore-listing-empty = 所有堆都是空的
moore-listing = 二进制每一位上为 1 的堆数：{ $columns }
moore-value-searched = 它的 SG值由搜索求得，为 { $value }。
moore-explain = Moore 定理（1910）：每次至多从 { $k } 堆中取石子时，把各堆写成二进制，对每一位数出该位为 1 的堆数；当且仅当每个计数都是 k + 1 = { $modulus } 的倍数时，先手必败。这里{ $listing }；{ $verdict }。{ $value }
moore-write-every-heap = 请写出走完之后的每一堆，例如 `1,2,0`
moore-write-each-size = 共有 { $count } 堆：请写出走完之后每一堆的大小
moore-cannot-add = 不能往堆里加石子
moore-take-at-least-one = 每次至少取走一个石子
moore-too-many-heaps = { $name } 每次至多从 { $k } 堆中取石子，不能从 { $touched } 堆中取
# What a parameter is, in parse-below-2-64's $what.
moore-what-k = 每次可以动的堆数
moore-needs-k = moore[K] 要求 1 ≤ K ≤ { $most }（每次最多可以动的堆数）
moore-params = moore 只接受一个参数，即每次最多可以动的堆数：moore[2](1,2,3)

## Lasker 的 Nim，lasker（games/lasker.rs）。

lasker-rules = Lasker 的 Nim：若干堆石子；每次从某一堆中取走任意正数个石子，或者把一堆分成两个非空的堆。
lasker-split = 把 lasker({ $from }) 分成 { $a } 和 { $b } 两堆
lasker-explain-empty = lasker(0) 无路可走，所以 SG值为 mex {"{}"} = 0：先手必败。
lasker-rule = G(4k+{ $r }) = 4k+{ $image }，所以 G({ $heap }) = 4·{ $q }+{ $image } = { $value }
lasker-explain = lasker({ $heap }) 的 SG值为 { $value }。Lasker 的 Nim 有封闭形式 G(4k+1) = 4k+1，G(4k+2) = 4k+2，G(4k+3) = 4k+4，G(4k+4) = 4k+3（Winning Ways 第 4 章）：SG值 1 2 4 3 循环出现，每过四个加 4。这里 { $heap } = 4·{ $q }+{ $r }，而 { $rule }。
lasker-split-non-empty = 分堆之后的两堆都必须非空
lasker-split-sum = 把 lasker({ $from }) 分成两堆时，两堆加起来必须等于 { $from }，而不是 { $a } + { $b }
lasker-write-move = 请写出新的堆（小于 { $from }），或者分成的两堆，例如 `3,4`
# A request to list moves, as listing-too-many names it.
lasker-listing-term = lasker({ $n }) 走到 SG值 { $target }

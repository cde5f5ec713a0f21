## 翻角游戏 Turning Corners，corners（games/corners.rs）。

corners-rules = corners：翻角游戏（Turning Corners）；硬币放在格子 x:y 上（x、y 从 0 开始计数），列出的格子是正面朝上的硬币。每次选一枚正面朝上的硬币 x:y 以及满足 a < x、b < y 的 a、b，翻转四个角 a:b、a:y、x:b、x:y；硬币 x:y 翻成反面。
corners-move = 翻转四个角 { $a }:{ $b }、{ $a }:{ $y }、{ $x }:{ $b } 和 { $x }:{ $y }（正面 { $x }:{ $y } 翻成反面）
corners-explain = { $term } 的 SG值为 { $total }。翻角游戏是两个“翻转两枚硬币 a < x”游戏（x 上的正面 SG值为 x）的乘积，所以由 Tartan 定理，x:y 上的一个正面的 SG值为 nim 积 x⊗y，整个棋盘的 SG值是所有正面的 SG值的异或和（Winning Ways 第 14 章）。正面朝上的硬币：{ $heads }；{ $values } = { $total }。
corners-write-one-board = 请写出走完之后剩下的正面，作为一个棋盘
corners-illegal = 每一步恰好翻转一个矩形的四个角 a:b、a:y、x:b、x:y，其中 a < x，b < y，并且 x:y 是正面朝上的硬币
corners-too-many-heads = 一个棋盘最多列出 { $most } 枚正面朝上的硬币，而不是 { $count } 枚
corners-bad-head = 正面朝上的硬币写作 x:y，例如 2:3（坐标从 0 开始），而不是 `{ $text }`
# What x and y of x:y are, in parse-below-2-64's $what.
corners-what-coordinate = 坐标
corners-head-twice = 正面朝上的硬币 { $x }:{ $y } 列出了两次

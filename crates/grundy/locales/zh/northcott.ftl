## Northcott 游戏（games/northcott.rs）。

northcott-rules = northcott：若干行 W:B:N，每行宽 N 格（从 1 开始编号），白子在第 W 列，黑子在第 B 列。每次选一行，把其中一枚棋子朝另一枚棋子滑动任意格，但不能落在它上面或越过它。（Northcott 原本的游戏中，每人只能移动自己颜色的棋子，而且可以后退；胜负不变，见 explain。）
northcott-explain = { $term } 的 SG值为 { $gap }：两枚棋子之间有 |{ $white } - { $black }| - 1 = { $gap } 个空格，朝另一枚棋子移动可以消去其中任意多个，所以这一行就是一堆 { $gap } 个石子的 Nim。（在 Northcott 原本的游戏中）后退没有用：对手把自己的棋子跟上同样的距离，空格数恢复原样，而这样的交换会把两枚棋子推向后退一方的边缘，不能无限进行下去。
northcott-move-white = 把白子从第 { $from } 列移到第 { $to } 列（空格数从 { $gap } 变为 { $after }）
northcott-move-black = 把黑子从第 { $from } 列移到第 { $to } 列（空格数从 { $gap } 变为 { $after }）
northcott-write-row = 请按 W:B:N 写出走完之后的这一行
northcott-width = 这一行宽 { $width } 列
northcott-one-piece = 每次恰好滑动一枚棋子
northcott-no-jump = 棋子不能落在另一枚棋子上，也不能越过它
northcott-towards = 每次只能朝另一枚棋子移动（不考虑后退：后退从不改变胜负）
northcott-bad-row = 一行写作 W:B:N（白子所在的列、黑子所在的列、这一行的宽度，从 1 开始编号），例如 2:7:8，而不是 `{ $text }`
northcott-white-column = 白子所在的列必须在 1 到宽度 { $width } 之间，而不是 { $value }
northcott-black-column = 黑子所在的列必须在 1 到宽度 { $width } 之间，而不是 { $value }
northcott-same-column = 同一行的两枚棋子必须在不同的列

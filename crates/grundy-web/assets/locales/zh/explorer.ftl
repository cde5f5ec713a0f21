## 探索树（explorer.js）：把局面的后继状态展开成一棵树，点一下展开一层。

explorer-show = 把后继状态展开成树
explorer-title = 探索树
explorer-about = 展开一个着法，就能看到它之后的着法。每一行给出这一步走到的局面，此时轮到对手行动：那里是 P 表示这一步必胜。
explorer-busy = 正在列出着法…
# $error: why the request failed.
explorer-failed = 无法列出着法：{ $error }
explorer-no-move = 已经无路可走：轮到行动的一方必败。
# $why: why the list was cut.
explorer-cut = 没有列出全部着法：{ $why }
# $why: why the remoteness is unknown.
explorer-remoteness-unknown = 剩余步数未知：{ $why }
explorer-open = 打开这个局面
# $expr: the position, as an expression.
explorer-open-label = 在“局面”页打开 { $expr }
# $expr: the position whose options are listed.
explorer-options-of = { $expr } 的着法
# $value: the nim-value of the position a move leads to.
explorer-value = SG值 { $value }
# $move: the move in words; $to: the position it leads to; $outcome: who wins there.
explorer-node = { $move }，走到 { $to }：{ $outcome }

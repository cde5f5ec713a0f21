## “状态图”视图：index.html 中的这一节、graph.js，以及画出的图和它的侧栏（graphview.js，
## 规则编辑器中也用到）。

graph-title = 状态图
graph-lead = 从起始局面出发能到达的所有局面，每个着法画一个箭头，每个局面标上它的 SG值。点击一个局面，查看它的后继状态。
graph-start-label = 起始局面
graph-limit-label = 最多（局面数）
graph-draw = 画图
graph-examples-name = 起始局面示例
graph-try = 试试：
graph-drawing = 正在画图…
graph-evaluate = 求值
graph-play-from-here = 从这里开始对弈

graph-unreadable = 无法读取服务器画出的图。
graph-legend = 图例
graph-legend-p = P：先手必败
graph-legend-n = N：先手必胜
graph-legend-d = D：平局
graph-legend-selected = 你选中的局面
graph-legend-options = 它的后继状态
graph-drawing-name = 状态图：每个局面都是一个按钮，按 Enter 显示它的后继状态
graph-node-name = { $position }：{ $outcome }，SG值 { $value }
graph-summary = 共 { $count } 个局面：{ $p } 个 P，{ $n } 个 N{ $d ->
        [0] {""}
       *[other] ，{ $d } 个 D
    }。
graph-actual-size = 实际大小

graph-options = 后继状态
graph-options-help = 点击一个局面（或用 Tab 移到它上面再按 Enter），查看它的后继状态。
graph-position = 局面
graph-nim-value = SG值为 { $value }。
graph-listing = 正在列出它的后继状态…
graph-move-to = 走到
graph-option-count = { $count } 个后继状态
graph-no-moves = 无路可走：先手必败。
graph-select-it = 在图中选中它
graph-not-drawn = 没有画出（超出了上限）
graph-option-value = （SG值 { $value }）
graph-not-every-option = 没有列出所有后继状态：{ $why }。
graph-winning-hint = 必胜着法走到 P 局面（橙色）。
graph-options-unavailable = 无法获取它的后继状态：{ $error }

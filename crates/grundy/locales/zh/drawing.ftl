## 状态图（draw/svg.rs、draw/state_graph.rs）：标题和图例。

# $start: the position the graph starts from.
drawing-caption = 从 { $start } 出发能到达的局面
# $start: the position; $count: how many positions are drawn.
drawing-caption-truncated = 从 { $start } 出发能到达的局面：只画出前 { $count } 个（还有更多）
drawing-legend-p = P：先手必败（必败态，上一个走的人获胜）
drawing-legend-n = N：先手必胜（必胜态，轮到走的人获胜）
drawing-legend-d = D：平局（可以一直走下去）
drawing-legend-move = 一步着法
drawing-legend-winning = 必胜着法（走到必败态）

## 文件中给出的有向图上的游戏 graph[FILE]（games/graph.rs）。

graph-rules = { $name }：有向图（{ $vertices } 个顶点，{ $edges } 条边）的一个顶点上有一枚棋子；每次沿一条边移动它。图中可以有环，所以游戏可能永远进行下去：平局。
graph-move = 从 { $from } 走到 { $to }
graph-move-from = 从 { $from } 走一步
graph-explain-no-moves = { $term } 无路可走，所以 SG值为 0：先手必败。
graph-and-more = 另有 { $count } 个
graph-explain-finite = { $term } 的 SG值为 { $value }（{ $options }）：{ $value } 是不在其有限后继状态 SG值中的最小值，而从每个 SG值更大或为无穷的后继状态，对手都能走回 SG值为 { $value } 的局面（Smith 的广义 SG函数）。
graph-explain-loopy = { $term } 的广义 SG值为 { $value }（{ $options }）：它可以让游戏永远进行下去，括号中是它的有限后继状态的 SG值。单独一个它时，{ $alone }；与 SG值为 x 的游戏相加时，当且仅当 x 在括号中时先手必胜，否则为平局。
graph-alone-won = 先手必胜（走到 SG值为 0 的局面）
graph-alone-draw = 是平局

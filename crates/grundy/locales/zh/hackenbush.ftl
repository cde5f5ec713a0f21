## 绿色 Hackenbush，hackenbush（games/hackenbush.rs）。

hackenbush-rules = hackenbush：绿色 Hackenbush；图的边写作 a-b，顶点 0 是地面。每次剪掉一条边，所有不再与地面相连的部分随之掉落。
hackenbush-cut = 剪掉边 { $a }-{ $b }{ $fallen ->
        [0] {""}
       *[other] （另有 { $fallen } 条边随之掉落）
    }
hackenbush-explain = { $term } 的 SG值为 { $value }。
hackenbush-fusion = 融合原理（Fusion principle）：每个环上的顶点融合成一个顶点，环上的边变成自环，一个自环的 SG值为 1。
hackenbush-colon = 冒号原理（Colon principle）：通过一条边挂着的、SG值为 v 的分支，SG值为 v+1；同一顶点上的各分支按异或相加。
hackenbush-ground = 地面
hackenbush-the-ground = 地面
hackenbush-vertex = 顶点 { $vertex }
hackenbush-fused-vertex = 融合顶点 {"{"}{ $members }{"}"}
hackenbush-loops = { $loops ->
        [1] 1 个自环，SG值为 1
       *[other] { $loops } 个自环，每个 SG值为 1，合起来为 { $parity }
    }
hackenbush-branch = 通向{ $to } 的分支，SG值为 { $value }+1 = { $sum }
hackenbush-parts-separator = {"；"}
hackenbush-at = { $vertex }：{ $parts }；总的 SG值为 { $total }。
hackenbush-bad-edge = 边写作用 `-` 连接的两个顶点，例如 0-1（0 是地面），而不是 `{ $text }`
# What the ends of an edge are, in parse-below-2-64's $what.
hackenbush-what-vertex = 顶点
hackenbush-too-many-edges = 一个图最多有 { $most } 条边，而不是 { $count } 条
hackenbush-floating-edge = 边 { $edge } 没有任何路径与地面（顶点 0）相连

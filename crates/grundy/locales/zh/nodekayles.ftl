## 图上的 Node Kayles（games/nodekayles.rs）。

nodekayles-rules = nodekayles：每次取走图中的一个顶点，把它和它的相邻顶点一起删去
nodekayles-take = 取走顶点 { $vertex }
nodekayles-take-with-neighbours = 取走顶点 { $vertex } 及其相邻顶点 { $neighbours }
nodekayles-too-many-vertices = Node-Kayles 的图最多有 { $most } 个顶点；{ $spec } 有 { $count } 个
# $what: one of the nodekayles-what- messages.
nodekayles-expected-number = `{ $spec }` 中应当给出{ $what }（一个数）
nodekayles-what-vertices = 顶点数
nodekayles-what-ladder = 梯子的长度
nodekayles-what-rows = 行数
nodekayles-what-columns = 列数
nodekayles-what-leaves = 叶子数
nodekayles-short-cycle = 环至少要有 3 个顶点，而不是 { $count } 个
nodekayles-bad-grid = 网格写作 grid:RxC，例如 grid:3x4，而不是 `{ $spec }`
nodekayles-no-files = `file:` 会读取文件，这里不允许；请使用生成的图，例如 grid:3x4
nodekayles-cannot-read = 无法读取图 { $path }：{ $error }
nodekayles-unknown-graph = 未知的图 `{ $spec }`：请写 path:N、cycle:N、grid:RxC、ladder:N、star:N、petersen 或 file:PATH
nodekayles-no-vertex = { $spec } 中没有顶点 `{ $vertex }`
nodekayles-deleted-twice = 顶点 `{ $vertex }` 被删除了两次

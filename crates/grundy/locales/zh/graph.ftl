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

## 读不懂的图文件（graph/parse.rs、graph/reader.rs）：语法错误的说明及其所在的行和列，以及所在的文件
## （games/graph.rs）。
# $line, $column: where, from 1; $message: what is wrong there.
graph-syntax = 第 { $line } 行，第 { $column } 列：{ $message }
# $path: the file; $error: the system's words.
graph-file-unreadable = 无法读取图文件 `{ $path }`：{ $error }
# $limit: the limit reached.
graph-file-limit = 读取图文件 `{ $path }` 时：{ $limit }
# $error: graph-syntax, or why the graph is too large.
graph-file-error = 图文件 `{ $path }` 中，{ $error }
# $byte: the byte, as 0xFF.
graph-not-utf8 = 文件在这里不是 UTF-8 文本（字节 { $byte }）；图文件必须是文本
graph-too-many-vertices = 顶点太多（上限是 2^32 - 1 个，名字总共 4 GiB）
# $most: the longest name.
graph-name-too-long = 这个顶点名超过了 { $most } 个字符，这是名字的长度上限
# $start: the name's first characters.
graph-name-cut = { $start }…（超过 { $most } 个字符）
# $arrow: -> or --.
graph-arrow-needs-names = `{ $arrow }` 两边都应该有顶点名（`FROM { $arrow } TO`）
# $name: the third name on the line.
graph-third-name = 一行最多写两个顶点名（`FROM TO`，一步着法），这里却有第三个：`{ $name }`
graph-comment-unclosed = 这个 `/*` 注释没有结束
graph-quote-unclosed = 这个带引号的名字没有闭合（缺少 `"`）
graph-html-unclosed = 这个 `<`（HTML 字符串）没有用 `>` 闭合
# $found: what was found, as written.
graph-expected-name = 这里应为名字、数字或 `->`，却是 `{ $found }`
graph-unexpected = 意外的 `{ $found }`：这里应为名字、`->`，或 {"{"} {"}"} [ ] ; , = : 之一
# $expected: one of the graph-expect- messages; $found: the token found, quoted.
graph-expected-found = 这里应为{ $expected }，却是 { $found }
graph-expected-end-of-file = 这里应为{ $expected }，文件却结束了
graph-expected-nothing-after = 图的结尾 `{"}"}` 之后应该是文件末尾，却是 { $found }
graph-edge-directed = 这里应为 `->`：这是有向图（digraph），边要写作 `->`，而不是 `--`
graph-edge-undirected = 这里应为 `--`：这是无向图，边要写作 `--`，而不是 `->`
# What was expected, after "expected" in graph-expected-found.
graph-expect-start = 开始 DOT 图的 `digraph`（或 `graph`）
graph-expect-open-graph = 开始图中语句的 `{"{"}`
graph-expect-close-graph = 结束图的 `{"}"}`
# $keyword: graph, node or edge, quoted.
graph-expect-attributes = { $keyword } 之后的 `[`（属性）
graph-expect-value = `=` 之后的值
graph-expect-open-subgraph = 开始子图的 `{"{"}`
graph-expect-operand = 顶点名或 `{"{"}`
graph-expect-port = `:` 之后的端口名
graph-expect-attribute-value = `=` 之后的属性值
graph-expect-attribute = 属性 `name=value` 或 `]`
graph-usage = 请把图文件写在方括号里，例如 graph[examples/graphs/cycle.txt](a)
# $usage: graph-usage.
graph-one-parameter = graph 只接受一个参数，即图文件的路径（不能含逗号）；{ $usage }
# $known: the graph's vertices, separated by commas.
graph-no-vertex = 图 { $path } 中没有顶点 `{ $vertex }`；它的顶点有：{ $known }

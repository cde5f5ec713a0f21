## Games on directed graphs read from a file, graph[FILE] (games/graph.rs).

graph-rules = { $name }: a token on a vertex of a directed graph ({ $vertices } vertices, { $edges } edges); a move slides it along an edge. The graph may have cycles, so play can go on forever: a draw.
graph-move = move from { $from } to { $to }
graph-move-from = move from { $from }
graph-explain-no-moves = { $term } has no moves, so its value is 0: the player to move loses.
graph-and-more = and { $count } more
graph-explain-finite = { $term } has value { $value } ({ $options }): { $value } is the smallest value not among its finite options, and from every option of larger or infinite value the opponent can move back to a position of value { $value } (Smith's generalized Sprague-Grundy function).
graph-explain-loopy = { $term } has the loopy value { $value } ({ $options }): it can keep the game going forever, and its finite options have the values in braces. On its own it is { $alone }; added to a game of value x it is won by the player to move exactly when x is in the braces, and drawn otherwise.
graph-alone-won = won by the player to move (who moves to value 0)
graph-alone-draw = a draw

## Graph files that do not read (graph/parse.rs, graph/reader.rs): the message of a syntax
## error, at its line and column, and the file around it (games/graph.rs).
# $line, $column: where, from 1; $message: what is wrong there.
graph-syntax = line { $line }, column { $column }: { $message }
# $path: the file; $error: the system's words.
graph-file-unreadable = cannot read the graph file `{ $path }`: { $error }
# $limit: the limit reached.
graph-file-limit = while reading the graph file `{ $path }`: { $limit }
# $error: graph-syntax, or why the graph is too large.
graph-file-error = in the graph file `{ $path }`, { $error }
# $byte: the byte, as 0xFF.
graph-not-utf8 = the file is not UTF-8 text here (byte { $byte }); graph files are text
graph-too-many-vertices = too many vertices (the limit is 2^32 - 1, and 4 GiB of names)
# $most: the longest name.
graph-name-too-long = this vertex name is longer than { $most } characters, the limit for a name
# $start: the name's first characters.
graph-name-cut = { $start }… (more than { $most } characters)
# $arrow: -> or --.
graph-arrow-needs-names = expected a vertex name on each side of `{ $arrow }` (`FROM { $arrow } TO`)
# $name: the third name on the line.
graph-third-name = expected at most two vertex names on a line (`FROM TO`, a move), found a third: `{ $name }`
graph-comment-unclosed = this `/*` comment is never closed
graph-quote-unclosed = this quoted name is never closed (expected `"`)
graph-html-unclosed = this `<` (an HTML string) is never closed by `>`
# $found: what was found, as written.
graph-expected-name = expected a name, a number or `->`, found `{ $found }`
graph-unexpected = unexpected `{ $found }`: expected a name, `->`, or one of {"{"} {"}"} [ ] ; , = :
# $expected: one of the graph-expect- messages; $found: the token found, quoted.
graph-expected-found = expected { $expected }, found { $found }
graph-expected-end-of-file = expected { $expected }, found the end of the file
graph-expected-nothing-after = expected the end of the file after the graph's closing `{"}"}`, found { $found }
graph-edge-directed = expected `->`: this graph is a digraph, so its edges are written `->`, not `--`
graph-edge-undirected = expected `--`: this graph is undirected, so its edges are written `--`, not `->`
# What was expected, after "expected" in graph-expected-found.
graph-expect-start = `digraph` (or `graph`) to start a DOT graph
graph-expect-open-graph = `{"{"}` to open the graph's statements
graph-expect-close-graph = `{"}"}` to close the graph
# $keyword: graph, node or edge, quoted.
graph-expect-attributes = `[` (attributes) after { $keyword }
graph-expect-value = a value after `=`
graph-expect-open-subgraph = `{"{"}` to open the subgraph
graph-expect-operand = a vertex name or `{"{"}`
graph-expect-port = a port name after `:`
graph-expect-attribute-value = an attribute value after `=`
graph-expect-attribute = an attribute `name=value` or `]`
graph-usage = write the graph file in brackets, as in graph[examples/graphs/cycle.txt](a)
# $usage: graph-usage.
graph-one-parameter = graph takes one parameter, the path of a graph file (without commas); { $usage }
# $known: the graph's vertices, separated by commas.
graph-no-vertex = the graph { $path } has no vertex `{ $vertex }`; its vertices are: { $known }

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

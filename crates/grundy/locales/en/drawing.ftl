## State graphs drawn as SVG (draw/svg.rs, draw/state_graph.rs): the caption and the legend.

# $start: the position the graph starts from.
drawing-caption = positions reachable from { $start }
# $start: the position; $count: how many positions are drawn.
drawing-caption-truncated = positions reachable from { $start }: truncated to the first { $count } (more are reachable)
drawing-legend-p = P-position: the previous player wins (the player to move loses)
drawing-legend-n = N-position: the next player wins (the player to move wins)
drawing-legend-d = D: a draw (play can go on forever)
drawing-legend-move = a move
drawing-legend-winning = a winning move (to a P-position)

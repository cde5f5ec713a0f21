## The State graph view: its section of index.html, graph.js, and the drawn graph with its
## side panel (graphview.js, also in the Rules editor).

graph-title = State graphs
graph-lead = Every position reachable from a start, with an arrow for each move, labelled with its nim-value. Click a position to see its options.
graph-start-label = Start position
graph-limit-label = At most (positions)
graph-draw = Draw
graph-examples-name = Example start positions
graph-try = Try:
graph-drawing = Drawing the graph…
graph-evaluate = Evaluate
graph-play-from-here = Play from here

graph-unreadable = The server's drawing could not be read.
graph-legend = Legend
graph-legend-p = P: the player to move loses
graph-legend-n = N: the player to move wins
graph-legend-d = D: a draw
graph-legend-selected = the position you chose
graph-legend-options = its options
graph-drawing-name = State graph: each position is a button; Enter shows its options
# A node's accessible name: the position, its outcome's letter and its value.
graph-node-name = { $position }: { $outcome }, value { $value }
graph-summary = { $count } { $count ->
        [one] position
       *[other] positions
    }: { $p } P, { $n } N{ $d ->
        [0] {""}
       *[other] , { $d } D
    }.
graph-actual-size = Actual size

graph-options = Options
graph-options-help = Click a position (or Tab to it and press Enter) to see its options.
graph-position = Position
# After the outcome's meaning, which ends a sentence.
graph-nim-value = {" "}Nim-value { $value }.
graph-listing = Listing its options…
# What an option is called when the graph alone gives it.
graph-move-to = move to
graph-option-count = { $count } { $count ->
        [one] option
       *[other] options
    }
graph-no-moves = No moves: the player to move loses.
graph-select-it = Select it in the graph
graph-not-drawn = Not drawn (beyond the limit)
graph-option-value = {" "}(value { $value })
graph-not-every-option = Not every option is listed: { $why }.
graph-winning-hint = A winning move goes to a P-position (orange).
graph-options-unavailable = Its options are not available: { $error }

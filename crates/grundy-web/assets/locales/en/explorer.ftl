## The explorer (explorer.js): a position's options as a tree that unfolds on click.

explorer-show = Explore the options as a tree
explorer-title = Explorer
explorer-about = Open a move to see the moves after it. Each line shows the position a move leads to, for the opponent then to move: P there means the move wins.
explorer-busy = Listing the moves…
# $error: why the request failed.
explorer-failed = The moves could not be listed: { $error }
explorer-no-move = No move is left: the player to move loses.
# $why: why the list was cut.
explorer-cut = Not every move is listed: { $why }
# $why: why the remoteness is unknown.
explorer-remoteness-unknown = Remoteness unknown: { $why }
explorer-open = Open this position
# $expr: the position, as an expression.
explorer-open-label = Open { $expr } in the Position view
# $expr: the position whose options are listed.
explorer-options-of = The moves of { $expr }
# $value: the nim-value of the position a move leads to.
explorer-value = value { $value }
# $move: the move in words; $to: the position it leads to; $outcome: who wins there.
explorer-node = { $move }, to { $to }: { $outcome }

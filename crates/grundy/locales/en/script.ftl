## Games whose rules are a Rhai script, script[FILE] (games/script.rs).

script-rules-computed = { $name }: the moves are those computed by fn moves in { $script }.
script-parts-nothing = nothing
script-more = and { $count } more
script-explain-finite = { $term } has value { $value } ({ $options }), computed on a state graph with cycles ({ $states } states): { $value } is the smallest value not among its finite options, and from every option of larger or infinite value the opponent can move back to a position of value { $value } (Smith's generalized Sprague-Grundy function).
script-explain-loopy = { $term } has the loopy value { $value } ({ $options }; { $states } states reachable): it can keep the game going forever, and its finite options have the values in braces. On its own it is { $alone }; added to a game of value x it is won by the player to move exactly when x is in the braces, and drawn otherwise.
script-loopy-won = won by the player to move (who moves to value 0)
script-loopy-draw = a draw

## The selective compound, any(…) (games/selective.rs).

selective-rules = any(...): the selective compound; each turn the player moves in any non-empty set of components.
selective-move = move in some components
selective-component = { $component } is { $outcome }
selective-explain-p = In any({ $sum }) each turn moves in any non-empty set of components. { $components }. Every component is a P-position, so every move turns one into an N-position, which the opponent answers: the player to move loses.
selective-explain-n = In any({ $sum }) each turn moves in any non-empty set of components. { $components }. The player to move wins by moving in exactly the N-components, each to a P-position, leaving every component P.

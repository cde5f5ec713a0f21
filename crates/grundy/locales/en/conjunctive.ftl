## The conjunctive compound, all(…) (games/conjunctive.rs).

conjunctive-rules = all(...): the conjunctive compound; each turn the player moves in every component, and play stops as soon as one cannot move.
conjunctive-move = move in every component
conjunctive-component = { $component } has remoteness { $remoteness }
conjunctive-explain = In all({ $sum }) each turn moves every component, and play stops as soon as one cannot move, so the game lasts as long as its shortest component: the winner of a component hurries (remoteness = 1 + the least even remoteness among its options), the loser delays (1 + the greatest odd one). { $components }. The least remoteness is { $least }, which is { $parity ->
        [odd] odd, so the player to move wins
       *[even] even, so the player to move loses
    }.

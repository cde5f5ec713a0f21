## Every-SG, every(…) (games/every.rs).

every-rules = every(...): Every-SG; each turn the player moves in every component that still has a move.
every-move = move in every component
every-component = { $component } has suspense { $suspense }
every-explain = In every({ $sum }) each turn moves every component, and the game ends when none can move, so it lasts as long as its longest component: the winner of a component delays its end (suspense = 1 + the greatest even suspense among its options), the loser hurries (1 + the least). The player who makes the last move of the longest component wins. { $components }. The largest suspense is { $largest }, which is { $parity ->
        [odd] odd, so the player to move wins
       *[even] even, so the player to move loses
    }.

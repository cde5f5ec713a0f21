## Staircase Nim (games/staircase.rs).

staircase-rules = Staircase Nim: coins on steps 1, 2, 3, ... (step 1 at the bottom); a move takes any positive number of coins from one step down to the step below, and coins moved down from step 1 leave the game.
staircase-remove = remove { $count } { $count ->
        [one] coin
       *[other] coins
    } from step 1 of { $term }
staircase-move = move { $count } { $count ->
        [one] coin
       *[other] coins
    } from step { $from } to step { $to } of { $term }
staircase-step = { $coins } (step { $step })
staircase-no-odd-steps = there are no odd steps, so the value is 0
staircase-explain = { $term } has value { $value }. In Staircase Nim only the odd steps count: the value is the nim-sum of the coins on steps 1, 3, 5, ..., because moving coins off an odd step is a Nim move on that pile, and moving coins off an even step only enlarges the odd pile below, which the opponent can undo by moving the same coins on down. Here { $sum }.
staircase-write-steps = write the coins on every step after the move, as in `3,1,4`
staircase-step-count = the staircase has { $steps } steps: write the coins on each of them
staircase-cannot-move = { $from } cannot move to { $to }: a move takes coins from one step to the step just below it (or off the staircase from step 1)

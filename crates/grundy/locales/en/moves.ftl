## What every family shares: the value as the mex of the options' values (family.rs), and
## moves that take stones from one heap (games/mod.rs).

mex-value-only = { $term } has value { $value }.
mex-no-moves = { $term } has no moves, so its value is mex {"{}"} = 0: the player to move loses.
mex-explain = { $term } has value { $value }, the smallest value not among its options ({ $options }{ $more ->
        [0] {""}
       *[other] {" "}and { $more } more
    }).
move-not-an-option = { $from } cannot move to { $to }
take-stones = take { $taken } from { $heap }, leaving { $left }
move-heap-to = move { $from } to { $to }
take-at-least-one = a move must take at least one stone: { $left } is not less than { $from }
take-leaves-one-heap = a move here leaves exactly one heap: write its new size (below { $from })
# A move typed in play (sum.rs). $count: the components.
move-component-number = start with a component number from 1 to { $count }, as in `1 -> 2`
# $why: what the rules forbid.
move-illegal = illegal move: { $why }

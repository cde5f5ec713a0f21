## Coin-turning games coins[RULE]: turtles, mock, ruler, run[K] (games/coins.rs).

coins-rules = { $name }: a row of coins (1 = heads, 0 = tails, numbered from 1 at the left); a move may { $statement }, and the rightmost coin turned must go from heads to tails.
coins-turn-turtles = turn one or two coins
coins-turn-mock = turn one, two or three coins
coins-turn-ruler = turn any run of consecutive coins
coins-turn-run = turn exactly { $k } consecutive coins
coins-formula-turtles = a head on coin x is worth x
coins-formula-mock = a head on coin x is worth the x-th odious number (2(x-1) or 2(x-1)+1, whichever has an odd number of 1 bits)
coins-formula-ruler = a head on coin x is worth the largest power of 2 dividing x (the ruler function)
coins-formula-run = a head on coin x is worth 1 if { $k } divides x, otherwise 0
coins-list-and = { $rest } and { $last }
coins-move = turn { $count ->
        [one] coin
       *[other] coins
    } { $coins } of { $from }, leaving { $after }
coins-explain-no-heads = { $term } has no heads, so no move: value 0, the player to move loses.
coins-head-worth = coin { $coin } is worth { $value }
coins-heads-separator = {", "}
coins-explain = { $term } has value { $value }. By the coin-turning principle a row is worth the nim-sum of its heads taken one at a time (Winning Ways ch. 14), and in this game { $formula }. Heads: { $heads }; { $values } = { $value }.
coins-write-one-row = write the row after the move, as one pattern of 0s and 1s
coins-write-all-coins = the row has { $count } coins; write all of them after the move
coins-turn-at-least-one = a move must turn at least one coin
coins-rightmost-heads = the rightmost coin turned (coin { $coin }) must go from heads to tails
coins-not-allowed = { $name } allows a move to { $statement }, not to turn coins { $coins }
coins-usage = coins takes one rule: coins[turtles], coins[mock], coins[ruler] or coins[run[K]]
# $usage: coins-usage.
coins-unknown-rule = unknown coin rule `{ $rule }`: { $usage }
# What K of run[K] is, in parse-below-2-64's $what.
coins-what-run-length = the run length
coins-run-length-range = the run length must be between 1 and { $most }, not { $k }
coins-too-many = a row may have at most { $most } coins, not { $count }
coins-bad-coin = a row of coins is written with 1 (heads) and 0 (tails), found `{ $found }`

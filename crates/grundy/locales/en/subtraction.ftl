## Subtraction games, sub[S] (games/subtraction.rs).

subtraction-rules = { $name }: one heap; a move takes exactly { $amounts } stones.
subtraction-or = { $rest } or { $last }
subtraction-explain = { $name }({ $heap }) has value { $value }. Each value is the mex of the values { $amounts } back, so the sequence repeats once { $largest } consecutive values repeat; it does, with period { $period } (block { $block }){ $preperiod }. { $position }.
subtraction-preperiod = {" "}after the first { $count } values { $values }
subtraction-in-preperiod = { $heap } is in the preperiod
subtraction-in-block = { $heap } is { $offset } places into a block ({ $heap } - { $preperiod } = { $offset } mod { $period })
subtraction-not-allowed = { $name } allows taking { $amounts } stones, not { $taken }
subtraction-needs-set = sub needs its subtraction set, the amounts a move may take: sub[1,3,4](10)
# What a parameter is, in parse-below-2-64's $what.
subtraction-what-amount = an amount
subtraction-amount-range = amounts must be between 1 and { $most }, not { $amount }
# What would need too much memory (limit-memory's $what).
subtraction-memory-values = the values of { $name } up to heap { $heap }

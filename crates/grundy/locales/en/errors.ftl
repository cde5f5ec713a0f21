## Errors every front end shows: expressions that do not read (expr.rs, parse/) and limits
## reached (budget.rs). Each front end adds how its user raises a limit.

parse-error-at = column { $column }: { $message }
parse-error-rendered = error at column { $column }: { $message }
parse-below-2-64 = { $what } must be below 2^64, not { $text }
parse-too-long = the expression is { $bytes } bytes long; the limit is { $limit } bytes (64 KiB)
parse-expected-plus = expected `+` or the end of the expression, found `{ $found }`
parse-expected-game-at-end = expected a game such as nim(3), found the end of the expression
parse-expected-game = expected a game such as nim(3), found `{ $found }`
parse-never-closed = this `{ $bracket }` is never closed
parse-nested-too-deep = brackets nest more than { $limit } deep here
parse-wrong-closer = expected `{ $close }` to close `{ $open }`, found `{ $found }`
parse-expected-closer = expected `{ $close }`, found `{ $found }`
parse-closes-nothing = `{ $found }` closes nothing
parse-expected-value-before = expected a value before `{ $found }`
parse-expected-value-at-end = expected a value at the end
parse-expected-integer = expected a non-negative integer such as 42 or 10^30
parse-expected-integer-found = expected a non-negative integer such as 42 or 10^30, found `{ $found }`
parse-integer-too-large = { $text } is too large: integers are limited to { $bits } bits
parse-bad-game-name = `{ $name }` cannot name a game: use lowercase letters, digits and `_`, starting with a letter
parse-name-taken = `{ $name }` is already the name of a game; choose another name
parse-expected-position = expected `(` and a position, as in { $family }(10)
parse-one-family = expected one family, not a sum
parse-no-rules-given = `rules` is the game of rules given with the expression, and none were given
parse-no-files = `{ $family }` reads a file, which is not allowed here; give the rules inline instead (the family `{ $rules }`)
parse-no-parameters = { $name } takes no parameters in brackets
parse-unknown-game = unknown game `{ $name }`; the games are: { $known }

limit-interrupted = interrupted
limit-timeout = gave up when the time limit of { $limit } ran out
limit-states = gave up after exploring { $limit } positions (the state limit); choose a smaller position or raise the limit
limit-memory = { $what } would need about { $needed }, more than the memory limit of { $limit }

## Why a game cannot be valued (error.rs).

game-cycle = the game is loopy: position { $position } can be reached from itself, so it has no ordinary Sprague-Grundy value
# $value: the generalized value, as ∞{0,2}.
game-infinite = { $position } has the loopy value { $value }: play from it can go on forever, so it has no ordinary Sprague-Grundy value
# $heaps: the largest heap asked for.
quotient-beyond-limits = the misère quotient of { $game } on heaps up to { $heaps } is infinite or larger than these limits

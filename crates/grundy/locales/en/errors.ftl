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
# Why a text is not a size (--max-memory 4G, max_memory="512M"); $text is the text as given.
size-bad-unit = `{ $text }` is not a size: write bytes or a number with K, M, G or T (4G, 512M)
size-bad-number = `{ $text }` is not a size: write a number such as 4G or 512M
size-unusable = `{ $text }` is not a usable size: give at least one byte and at most 16 EiB
# A size under 1 KiB (larger sizes are written with KiB, MiB or GiB).
size-bytes = { $count ->
        [one] 1 byte
       *[other] { $count } bytes
    }

## Why a game cannot be valued (error.rs).

game-cycle = the game is loopy: position { $position } can be reached from itself, so it has no ordinary Sprague-Grundy value
# $value: the generalized value, as ∞{0,2}.
game-infinite = { $position } has the loopy value { $value }: play from it can go on forever, so it has no ordinary Sprague-Grundy value
# $heaps: the largest heap asked for.
quotient-beyond-limits = the misère quotient of { $game } on heaps up to { $heaps } is infinite or larger than these limits

## Positions too large for the method asked for (GameError::TooLarge); $most is the limit.

too-large-svg-positions = the graph has { $positions } positions: too many to draw (an SVG drawing shows at most { $most })
too-large-svg-moves = the graph has { $moves } moves: too many to draw (an SVG drawing shows at most { $most }; draw fewer positions)
too-large-genus-heaps = genera are computed for heaps up to { $most }, not { $heaps }
too-large-quotient-heaps = misère quotients are computed for heaps up to { $most }, not { $heaps }
too-large-quotient-words = the misère quotient needs more than { $cap } words or pairs
too-large-quotient-order = the misère quotient would have more than { $most } elements (quotients are built up to that order)
too-large-graph-file = the file is larger than { $limit }, the limit for a graph file
too-large-graph-file-size = the file is { $size }, more than { $limit }, the limit for a graph file
too-large-graph-vertices = { $count } vertices is more than the { $most } a graph may have
too-large-graph-edge = edge { $from } -> { $to } names a vertex beyond the { $count } of the graph
too-large-graph-edges-changed = the edge source yielded different edges on its second pass
too-large-remoteness-to = the remoteness is listed up to heap { $most } at most (asked for { $to })
too-large-sequence = a sequence up to G({ $to }) is too long; the limit is G({ $most })
too-large-beyond-2-36 = G({ $to }) is beyond what grundy computes (heap sizes below 2^36)
too-large-value-64-bits = G({ $n }) = { $value } no longer fits in 64 bits
too-large-contest-code = contest code holds at most { $most } values, not { $count }
too-large-long-long = a value does not fit in a 64-bit signed integer (long long)
too-large-table = a table of { $rows } x { $cols } has too many cells: at most { $most } cells in all
too-large-cell-64-bits = G({ $a },{ $b }) does not fit in 64 bits
too-large-beyond-2-32 = { $n } is beyond what grundy computes (heap sizes below 2^32)
too-large-2-32-positions = more than 2^32 positions to analyse
too-large-option-is-sum = an option of { $position } is a sum of { $parts } positions; an outcome search needs single positions
too-large-remoteness-64-bits = the remoteness of { $family }({ $n }) is beyond 64 bits
too-large-misere-sequence = a misère sequence up to n = { $to } is too long; the limit is n = { $most }
too-large-not-take-break-values = these are not the values of a take-and-break game: { $why }
too-large-corner-tries = { $term }: finding its moves means trying { $tries } corners (the limit is { $most }); its value, { $value }, is exact
too-large-corner-no-move = { $term }: no move to value { $target } among the first { $most } corners tried, and there are more
too-large-moore-winning-moves = { $term }: its winning moves are too many to list and too much work to count (the limit is { $most } steps); its outcome and a winning move are exact
too-large-moore-values = { $term }: nim-values have no known formula for K ≥ 2 and are searched only for small positions (at most { $most } smaller positions); the outcome and a winning move are exact at any size
too-large-chomp-two-rows = a bar of two rows (or columns) of { $a } and { $b } squares is too much work (about { $work } steps; at most { $most })
too-large-chomp = { $term }: { $what }; Chomp is solved by exhaustive search only, so choose a smaller bar
too-large-moves-to-value = { $family }({ $heap }) has { $count } moves to value { $target }, too many to list one by one (the limit is { $most })
too-large-no-period = { $name }: no period found in the first { $most } heap sizes
too-large-wythoff = wythoff({ $a },{ $b }): Wythoff's game has no known formula for nim-values, and the table of every smaller position (about { $cells } cells) is far too large; its outcome and winning moves are exact
too-large-options = { $term } has { $count } options, too many to list one by one (the limit is { $most })
too-large-fibonacci-heap = { $family }: the heap { $n } is too large (its representation needs more than { $most } terms of the sequence 1, 2, 3, ...)
too-large-fibonacci-values = { $family }: nim-values have no known formula and are searched only for heaps up to { $most }, not { $n }; the outcome and winning moves are exact at any size
# $why: too-large-octal-unproven or too-large-octal-unequal.
too-large-octal-heap = { $family }({ $heap }) is beyond what can be computed: { $why } (grundy seq "{ $family }" computes further)
too-large-octal-count = { $family }({ $heap }) has too many options to count: counting three-heap splits of huge heaps is not supported
too-large-octal-search = { $family }({ $heap }) has too many options to search one by one (the limit is { $most })
too-large-octal-list = { $family }({ $heap }) has too many options to list one by one (the limit is { $most })
too-large-octal-unproven = no period is proven within the first { $proof } heap sizes, and heaps are computed directly only up to { $direct }
too-large-octal-unequal = no theorem proves a period for a game with unequal splits, and heaps are computed directly only up to { $direct }
too-large-combined-moves = { $family }({ $sum }) has more than { $most } combined moves, too many to list

## What a method cannot do at all, whatever the size (GameError::Unsupported); $most is a limit.

unsupported-no-heap = { $family } has no heap of { $n }
unsupported-no-pair = { $family } has no position ({ $a }, { $b })
unsupported-not-one-heap = { $family } is not a one-heap family (a single heap of any size)
unsupported-not-two-parameters = { $family } is not a two-parameter family
unsupported-no-sequence = { $family } is not a one-heap game, so it has no nim-sequence
unsupported-no-natural-end = { $family } is not a take-and-break game, so its sequence has no natural end: give the last heap size (`to`)
# $what: one of the seq-only-* requests below; $family: the family asked for.
unsupported-take-break-only = { $what } for take-and-break games (kayles, dawson, octal[CODE], grundy), not { $family }
seq-only-freq = value frequencies are
seq-only-stats = engine statistics are
seq-only-engine = the choice of engine is
seq-only-proof-limit = a limit on the search for a proof is
seq-only-threads = the choice of threads is
unsupported-no-provable-end = no theorem can prove a period for { $family } (its splits must be unequal), so there is no natural end: give the last heap size (`to`)
unsupported-no-quotient = misère quotients are computed for take-and-break games (octal[CODE], kayles, dawson, grundy ...), not { $family }
unsupported-empty-table = a table needs at least one row and one column, and at most { $most } cells (asked for { $rows } x { $cols })
unsupported-no-table = { $family } has no two-parameter positions, so it has no table; tables work for families such as script[examples/queen.rhai], whose states are pairs
unsupported-no-misere-sequence = { $family } has no one-heap positions, so it has no sequence
unsupported-no-misere-table = { $family } has no two-parameter positions, so it has no table
unsupported-misere-loopy = misère play of { $sum } can go on forever (a loopy component can repeat a position), and misère play is decided only for games that always end
unsupported-form-loopy = { $position } can repeat a position, and misère forms exist only for games that always end
unsupported-form-too-long = { $position } lasts more than { $most } moves, too long for its misère form
unsupported-form-too-deep = a form of birthday { $birthday } is too deep for its genus
unsupported-sweep-no-values = a sweep computes at least one value of each code
unsupported-not-a-code = `{ $code }` is not an octal code: { $error }
unsupported-sweep-extra-row = a row for { $code } was given, but the sweep has no such code
unsupported-sweep-two-rows = two rows were given for { $code }
unsupported-sweep-no-row = no row was given for { $code } (nor for a code that is the same game by its rules)

## The command line's own texts (crates/grundy-cli): labels of `eval`, the prompts and
## messages of `play`, and the hints that name its flags. The library's texts (rules,
## explanations, errors) are in crates/grundy/locales.

error-prefix = error: { $message }
hint-timeout = { $limit }; raise it with --timeout
hint-state-limit = { $limit } with --state-limit
hint-max-memory = { $limit }; raise it with --max-memory
line-too-long = the line is longer than { $kib } KiB
line-not-utf8 = the line is not valid UTF-8 text

eval-position = position:  { $position }
eval-outcome = outcome:   { $outcome } ({ $words })
eval-misere-play = play:      misère (the player who makes the last move loses)
eval-method = method:    { $method }
eval-genera = genera:    { $genera }
eval-form = form:      { $form } (Conway's notation)
eval-form-options = options:   { $options }
eval-form-too-long = form:      (too long to write out; its size and genus follow)
eval-form-size = size:      { $size } forms reachable, birthday { $birthday }
eval-genus = genus:     { $genus } ({ $tameness })
eval-tame = tame: plays like a Nim heap in misère sums of tame games
eval-restive = restive: among Nim heaps it counts as a heap of its misère value or of its normal value
eval-restless = restless: not tame, every option tame, normal value at least 2 and misère value at most 1
eval-wild = wild
eval-remoteness-rule = remoteness: { $rule }
eval-remoteness-unknown = remoteness: unknown ({ $reason })
eval-nim-value = nim-value: { $value }
eval-nim-value-unknown = nim-value: unknown ({ $reason })
eval-nim-value-not-known = nim-value: unknown (not known)
eval-loopy-value = value:     { $value } (loopy: play can go on forever; the braces hold the values of its finite options)
eval-loses-no-move = the player to move loses: no move is left
eval-wins-no-move = the player to move wins: no move is left
eval-loses-in = the player to move loses in { $moves } { $moves ->
        [one] move
       *[other] moves
    }
eval-wins-in = the player to move wins in { $moves } { $moves ->
        [one] move
       *[other] moves
    }
eval-draw-no-winning-move = winning moves: none (a draw: no move leads to a position where the opponent loses)
eval-no-winning-move = winning moves: none (every move leads to a position where the opponent wins)
eval-winning-moves = winning moves: { $count }
eval-moves-counted = winning moves: { $count }, counted but not listed ({ $reason })
eval-moves-unlisted = winning moves: not listed ({ $reason })

play-perfect = Playing { $position } against a perfect opponent.
play-level = Playing { $position } against the computer at level { $level } ({ $description }; seed { $seed }: `--seed { $seed }` replays it).
play-misere = Misère play: whoever makes the last move loses. Type `help` for the commands.
play-normal = Whoever cannot move loses. Type `help` for the commands.
play-ask-first = Do you want to move first? [y/n]{" "}
play-answer-y-or-n = Please answer y or n.
play-over-you-stuck = No moves left for you: the computer wins.
play-over-computer-stuck = No moves left for the computer: you win!
play-over-misere-you-win = No moves left: the computer made the last move, so you win!
play-over-misere-computer-wins = No moves left: you made the last move, so the computer wins.
play-computer = Computer: { $step } ({ $why })
play-position = Position: { $position }
play-prompt = Your move (`C -> NEW`, or hint, moves, rules, help, quit):{" "}
play-line-ignored = error: { $reason }; it was ignored (type a move, or help)
play-bye = Bye.
play-no-hint = No hint: { $reason }
play-you = You: { $step }
play-help =
    Type a move as `C -> NEW`: component number C (as listed) becomes NEW, written like the
    arguments of the game (`1 -> 2` leaves 2 stones in heap 1; a split writes both heaps,
    `1 -> 3,6`; nothing after `->` removes the component).
    hint: the winning moves   moves: every move   rules: the rules   quit: stop
play-draw-hint = This is a draw: no move wins, but { $syntax } ({ $step }) keeps the game going without losing.
play-hint-p = This is a P-position: every move leaves the opponent winning. Play on and hope for a mistake.
play-winning-moves = Winning moves:
play-winning-some-counted = Winning moves: { $count }, too many to list; { $shown } of them:
play-winning-some = Winning moves: too many to list ({ $reason }); { $shown } of them:
play-and-more = ... and { $more } more

verdict-won = a winning move: no move is left for you
verdict-fastest-win = a winning move: it wins in at most { $moves } more moves
verdict-slowest-loss = no winning move exists, so it makes the game last: with your best play it ends in { $moves } more moves
verdict-winning = a winning move
verdict-plays-on = no winning move exists, so it plays on
verdict-keeps-draw = no winning move exists, so it keeps the game drawn
verdict-random = a move chosen at random, as its level does

games-example = e.g. { $example }

seq-header = { $family }: G(n) for n = 0..={ $last }
seq-computed = { $family }: { $count } values computed
seq-period-none = period: none known
seq-period-none-in = period: none proven or observed in the first { $count } values
seq-period-none-observed = period: none observed in the first { $count } values (no theorem applies to unequal splits)
seq-p-positions = P-positions (n ≤ { $to }): { $listed }
seq-p-positions-none = none
seq-p-positions-more = { $listed }, … ({ $count } in all)
period-plain = period { $period } from n = { $start }
period-arithmetic = arithmetic period { $period } with saltus { $saltus } from n = { $start }: G(n + { $period }) = G(n) + { $saltus }
period-proven-closed-form = proven by the closed form
period-proven-by-values = proven by the values up to n = { $to }
period-observed-to = observed in the values up to n = { $to }, not proven
period-observed = observed, not proven
period-stated = { $shape } ({ $how })
rules-header = rules:

options-header = moves: { $count } (each with the position it leads to, for the player then to move: P, the move wins; N, it loses; D, a draw)
options-to = to
options-value = value
options-remoteness = remoteness
options-move = move
options-truncated = (not every move is listed: { $reason })

## seq --stats, --freq and --out.
# $count: how many values; $path: the file.
seq-values-written = values G(0..{ $count }) written to { $path }
seq-freq-header = value frequencies (value: heap sizes, share):
seq-stats-values-computed = values computed
seq-stats-engine = engine
seq-stats-bytes-per-value = bytes per value
seq-stats-largest-value = largest value
# $value: the largest value; $at: the first heap with it.
seq-stats-largest-value-at = { $value } (first at n = { $at })
seq-stats-rare-mask = rare mask
# $mask: the mask in decimal; $binary: in binary.
seq-stats-rare-mask-value = { $mask } (binary { $binary })
seq-stats-rare-positions = rare positions
seq-stats-last-rare = last rare position
seq-stats-none = none
seq-stats-mask-changes = mask changes
seq-stats-helpers = prepared by helpers
# $count: how many heaps the helper threads prepared.
seq-stats-helper-heaps = { $count } heaps
seq-stats-rate = heaps/s
seq-stats-resumed-at = resumed at
# $from, $to: the heaps of the window; $rate: heaps a second; $rare: rare positions so far.
seq-profile = heaps { $from }..{ $to }: { $rate }, rare { $rare }
# $count: how many heaps of the window were computed in this run.
seq-profile-part = heaps { $from }..{ $to } ({ $count } computed): { $rate }, rare { $rare }
seq-profile-too-quick = too quick to time

## sweep: its summary and why it stopped (the table's columns and statuses stay as they are:
## they are field names, the same as in CSV and JSON).
# $codes: codes given; $games: distinct games; $limit: the flag (--max N or --to N); $proven, $observed, $open: rows of each status.
sweep-summary = { $codes } codes, { $games } games ({ $limit }): { $proven } proven, { $observed } observed, { $open } open
sweep-no-values = a sweep computes at least one value of each code (--max 0 is too few)
# $limit: the flag (--max N or --to N).
sweep-beyond = { $limit } is beyond what grundy computes (heap sizes below 2^32)
# $path: the checkpoint; $done, $total, $todo: codes.
sweep-resuming = resuming from { $path }: { $done } of { $total } codes done, { $todo } to compute
# $codes: the codes that resume from values saved by an earlier run; $dir: where those are.
sweep-resuming-under-way = resuming { $codes } from the values under way in { $dir }
# $code: the code; $dir: the directory; $error: why.
sweep-certificate-unwritten = could not write the certificate of { $code } in { $dir }: { $error }
# $path: the checkpoint file.
sweep-checkpoint-kept = ; the checkpoint { $path } holds the finished codes: run the same command again to resume
sweep-checkpoint-hint = {" "}(give --checkpoint FILE to keep finished codes)
# $done, $total: codes; $saved: sweep-checkpoint-kept or sweep-checkpoint-hint.
sweep-interrupted = interrupted after { $done } of { $total } codes{ $saved }
# $why: the error; $done, $total: codes; $saved: sweep-checkpoint-kept or sweep-checkpoint-hint.
sweep-stopped = { $why }; stopped after { $done } of { $total } codes{ $saved }

## verify
# $failed: certificates that did not verify; $total: certificates given.
verify-failed = { $failed } of { $total } certificates did not verify
# $checkpoint: the file; $found, $asked: the flags (--max N or --to N).
sweep-checkpoint-other-limit = the checkpoint { $checkpoint } is of a sweep with { $found }, not { $asked }: give another --checkpoint file, or the same limit
# Added to a pattern's error when a digit is hexadecimal.
sweep-give-hex = : give --hex for hexadecimal codes
# The start of the library's parse-error-rendered, and what it becomes when several patterns are given.
sweep-pattern-headline = error at column
# $index: the pattern, counted from 1.
sweep-pattern-headline-numbered = error in pattern { $index } at column
# The progress bar: "sweep [00:00:03] ███ 12/64 codes (ETA 5s) 0.17 proven".
sweep-progress-prefix = sweep
sweep-progress-codes = codes
sweep-progress-eta = ETA

## The progress line of long computations (on a terminal): what is under way, how far it is.
progress-working = working
progress-computing = computing
progress-sweeping = sweeping
progress-verifying = verifying
progress-ctrl-c = {"  "}(Ctrl-C stops)
# Beside a bar of its own (a sweep's codes): $how, how far the code under way is; $before, the bar's text (the last code finished).
progress-under-way = under way: { $how }
progress-beside = { $before } · { $under_way }
# With --progress-every, the lines of the values of the code under way in a sweep.
progress-code-values = values of the code under way

## bench: timings of reference workloads (numbers are written by the code, seconds with "s").
bench-debug-build = note: this is a debug build; build with --release for meaningful times
# $game: a game or code; $to: how far, as 2^20.
bench-to = { $game } to { $to }
bench-until-proven = { $game } until proven
bench-workload = workload
bench-seconds = seconds
bench-target = target
bench-speed-up = speed-up
bench-result = result
bench-no-period = no period
# $count: values computed; $checksum: their checksum; $period: the period found, or bench-no-period.
bench-values = { $count } values (checksum { $checksum }); { $period }
bench-identical = identical
bench-differ = DIFFER
# $one, $two: seconds on one and two threads; $ratio: how many times faster; $values: bench-identical or bench-differ.
bench-second-thread = second thread, { $workload }: one thread { $one } s, two { $two } s: { $ratio }x faster; values { $values }
# $naive, $sparse, $alone: seconds of each engine (the sparse one on one thread); $ratio, $alone_ratio: times faster.
bench-engines = { $workload }: naive { $naive } s; sparse { $sparse } s, { $ratio }x faster (one thread { $alone } s, { $alone_ratio }x; target 20x); values { $values } (checksum { $checksum })
bench-engines-disagree = the engines disagree
# $rate: millions of heaps a second; $rare, $mask, $changes: the sparse engine's statistics.
bench-scale = { $workload }: { $seconds } s, { $rate }M heaps/s; rare { $rare } (mask { $mask }), { $changes } mask changes; checksum { $checksum }
# $from, $to: the heaps of the window; $ratio: times slower than its neighbours.
bench-slowest-window = slowest window against its neighbours: heaps { $from }..{ $to }, { $ratio }x slower per heap (target: at most 2x)
bench-game = game
bench-heaps = heaps
bench-order = order
bench-pairs = pairs
bench-period = period
# $period, $heap: the period and the heap it starts from.
bench-period-proven = proven: period { $period } from heap { $heap }
bench-period-observed = observed: period { $period } from heap { $heap }
bench-period-none = none seen
bench-stopped = stopped: { $error }
bench-values-seconds = values s
bench-rules-seconds = rules s
bench-share = share
bench-rules-found = rules found
bench-base-seconds = base s
bench-remoteness-seconds = remoteness s
bench-ratio = ratio
bench-remoteness-against-values = { $workload }: R vs G
bench-remoteness-against-outcome = { $expr }: R vs outcome
bench-board = board
bench-value = value
bench-positions = positions

## table: the header of the grid, the patterns seen in it, why it stopped.
# $name: the family; $symbol: G, G⁻ or R; $rows, $cols: the last row and column.
table-header = { $name }: { $symbol }(a,b) for a = 0..={ $rows } (rows), b = 0..={ $cols } (columns)
table-patterns = Patterns (observed in this table, not proven):
# $count: the P-positions; $listed: the first of them, as (a,b); $more: table-p-positions-more, or nothing.
table-p-positions = P-positions: { $count }: { $listed }{ $more }
# $more: the P-positions not listed.
table-p-positions-more = {" "}and { $more } more
# $count: how many lines; $form: their form, as a + b; $constants: the constant of each, as 0, 3, 8.
table-p-lines = all lie on the { $count ->
        [one] line
       *[other] lines
    } { $form } = { $constants }
# $along_a, $along_b: the periods along a and b.
table-p-lattice = whether (a,b) is a P-position depends only on (a mod { $along_a }, b mod { $along_b })
# $row, $column: the most P-positions in one row and in one column.
table-p-most = at most { $row } in a row and { $column } in a column
table-symmetric-yes = symmetric: yes, G(a,b) = G(b,a)
table-symmetric-no = symmetric: no
# $along: the index the rows (columns) are sequences in; $periodic: those that look periodic; $count: all of them.
table-rows-periodic = rows that look periodic (as sequences in { $along }): { $periodic } of { $count }
table-columns-periodic = columns that look periodic (as sequences in { $along }): { $periodic } of { $count }
# $index: a (rows) or b (columns); $i: the row or column; $description: its period, or table-no-period.
table-row = row { $index }={ $i }: { $description }
table-column = column { $index }={ $i }: { $description }
table-no-period = no period visible
# $done: rows computed; $rows: rows asked for; $why: the limit reached.
table-stopped = stopped after { $done } of { $rows } rows: { $why }
table-misere-no-code = --format cpp or python is for normal play; with --misere use --format text, csv or json
table-remoteness-no-code = --format cpp or python writes nim-values; with --remoteness use --format text, csv or json

## seq: what it refuses, its --misere, --remoteness and parameter sweeps, its checkpoints.
# $message: a note on standard error.
note-prefix = note: { $message }
# $format: csv, cpp or python.
seq-format-prints-values = --format { $format } prints the values, so it cannot go with --no-values or --out
seq-stats-format = --stats and --freq are printed with --format text or json, not { $format }
# After a flag (--stats, --out, ...): why it is refused. $family: the game.
seq-take-break-only = is for take-and-break games (kayles, dawson, octal[CODE], grundy), not { $family }
seq-one-sequence-only = is for one sequence; a sweep of a parameter prints its rows as text, csv or json
# $flag: --misere.
seq-normal-play-only = is for normal play; with { $flag } use --format text, csv or json
# $flag: --remoteness.
seq-nim-values-only = is for nim-values; with { $flag } use --format text, csv or json
# $example: the command with --to, as grundy seq "sub[1,2]" --to 30.
seq-give-to = give the last heap size with --to N (e.g. { $example })
# $count: how many values --plot keeps, for a memory-limit error.
seq-memory-plot = the { $count } values to plot
# $n: the heap; $value: its value.
seq-too-large-to-plot = G({ $n }) = { $value } is too large to plot
seq-too-large-for-code = G({ $n }) = { $value } is too large for contest code
# The title of --plot; $family: the game.
seq-plot-title = G(n) of { $family }
# $to: the last heap; $count: the values.
seq-too-many-for-terminal = --to { $to } would print { $count } values to the terminal; write them to a file with --out FILE (or give --no-values)
# $path: the checkpoint file.
seq-checkpoint-kept = ; the checkpoint { $path } holds them: run the same command again to resume
seq-checkpoint-none = {" "}(no --checkpoint was given, so they are lost)
# $why: the limit or the storage error; $count: values computed; $saved: seq-checkpoint-kept or seq-checkpoint-none.
seq-stopped = { $why }; stopped after computing { $count } values{ $saved }
seq-interrupted = interrupted after computing { $count } values{ $saved }
# $error: why.
seq-checkpoint-unsaved = could not save the checkpoint: { $error }
# $path: the checkpoint; $error: what is wrong with it.
seq-cannot-resume-from = cannot resume from the checkpoint { $path }: { $error } (delete it to start over)
seq-cannot-resume = cannot resume from the checkpoint: { $error } (delete it to start over)
seq-mapped-needs-file = --mapped keeps the values in a file: give --checkpoint FILE or --out FILE
# $family: the game; $path: the checkpoint; $count: the values it holds.
seq-resuming = resuming { $family } from { $path } ({ $count } values)
seq-resuming-mapped = resuming { $family } from { $path } ({ $count } values, mapped)
# $path: the checkpoint; $found: the game it is of; $family: the game asked for.
seq-checkpoint-other-game = the checkpoint { $path } belongs to { $found }, not { $family }: give another --checkpoint file
# The progress bar's message.
seq-progress-until-proven = until the period is proven
# $rare: rare positions; $mask: the rare mask; $largest: the largest value.
seq-progress-rare = rare: { $rare } (mask { $mask }), largest value { $largest }
# $family: the game; $last: the last heap.
seq-remoteness-header = { $family }: remoteness R(n), the moves perfect play lasts, for n = 0..={ $last }
# $done: heaps computed; $heaps: heaps asked for; $why: the limit reached.
seq-remoteness-stopped = stopped after { $done } of { $heaps } heaps: { $why }
# $family: the game; $what: G⁻(n) or seq-misere-outcome; $last: the last heap.
seq-misere-header = { $family } in misère play (the player who makes the last move loses): { $what } for n = 0..={ $last }
seq-misere-outcome = the outcome (N: the player to move wins; P: the other player)
# $method: how the outcomes were decided.
seq-misere-values-not-computed = misère values G⁻(n): not computed (the sums these heaps split into are too many to search; the outcomes need only the { $method })
seq-misere-outcomes-by = outcomes by { $method }
# A sweep of a parameter: $pattern: the family with its parameter, as powers[P]; $name: the parameter; $first, $last: its range.
seq-sweep-header = { $pattern } for { $name } = { $first }..{ $last }
seq-sweep-family = family
seq-sweep-period = period
seq-sweep-rule = rule
# $period: the period; $start: where it starts; $saltus: its saltus.
seq-sweep-period-from = { $period } from { $start }
seq-sweep-period-saltus = { $period } from { $start }, saltus { $saltus }
seq-sweep-proven = {" "}(proven)
seq-sweep-none = none
# $error: why the row has no sequence.
seq-sweep-no-sequence = no sequence: { $error }
seq-sweep-no-rule = no rule found
seq-sweep-summary = summary (observed for { $name } = { $first }..{ $last }, not proven):

## eval: what it refuses, and its one-line answers to positions read from standard input (`-`).
eval-one-position-only = --explain, --dot, --svg, --options, --board and --setup take one position; with `-` (positions read from standard input) use --json or the default one-line summaries
# $line: the line of input; $column: where in it; $message: what is wrong.
eval-line-error-at = line { $line }: error at column { $column }: { $message }
eval-line-error = line { $line }: error: { $message }
# $failed: lines with an error; $lines: lines read.
eval-lines-failed = { $failed } of { $lines } lines could not be evaluated (see their output lines)
# $position: the position; $outcome: N, P or D; $lasting: eval-line-lasting, or nothing; $value: eval-line-nim-value, eval-line-loopy-value or eval-line-nim-value-unknown; $moves: the winning moves, or why none are listed.
eval-line = { $position }: { $outcome }{ $lasting }, { $value }, winning moves: { $moves }
eval-line-misere = { $position }: { $outcome }{ $lasting } in misère play, winning moves: { $moves }
# $moves: how many moves perfect play lasts.
eval-line-lasting = {" "}in { $moves }
# $value: the nim-value, or the loopy value as ∞{0,2}.
eval-line-nim-value = nim-value { $value }
eval-line-loopy-value = value { $value }
eval-line-nim-value-unknown = nim-value unknown
eval-line-none = none
eval-line-draw = none (a draw)
# $count: the winning moves.
eval-line-moves-counted = { $count }, not listed
eval-line-moves-unlisted = not listed
eval-limit-zero = --limit must be at least 1 (the start position)
# $most: the most positions an SVG drawing shows; $limit: the --limit given.
eval-svg-limit = --svg draws at most { $most } positions (--limit is { $limit })
# $shown: the positions drawn.
eval-draw-truncated = more positions are reachable; the graph shows the first { $shown } (--limit is { $limit })
# $stats: what the searches did (the library's search-stats); $seconds: the time taken.
eval-stats = stats: { $stats }; { $seconds } s

## graph: the table of vertices, its legend, the caption of its drawings.
# $file: the graph file; $vertices, $edges: their numbers; $p, $n, $d: the vertices of each outcome.
graph-summary = { $file }: { $vertices } vertices, { $edges } edges; { $p } P, { $n } N, { $d } D (draw)
# The headings of the table's columns.
graph-vertex = vertex
graph-outcome = outcome
graph-value = value
graph-best-moves = best moves
# $more: the best moves not listed.
graph-table-and-more = {" "}(and { $more } more)
# $moves: the best moves.
graph-win = win: { $moves }
graph-keep-draw = keep the draw: { $moves }
graph-legend = ∞{"{...}"}: play can go on forever; the braces hold the values of the finite options (see --help).
# $file: the graph file.
graph-caption = game graph { $file }
# $count: its vertices; $limit: the --limit given; $most: the most --svg draws.
graph-too-many-to-draw = { $file } has { $count } vertices: too many to draw (--limit is { $limit }; --svg draws at most { $most })

## Every command: a failure that is a bug, and the output of the smaller commands.
# $panic: what failed, and where.
internal-error = internal error (a bug in grundy; please report it): { $panic }
command-failed = the command failed
# $name: the subcommand asked for; $names: the subcommands.
man-no-subcommand = grundy has no subcommand `{ $name }`; the subcommands are { $names }
# $path: the SVG file; $error: why.
plot-failed = cannot draw { $path }: { $error }
# $url: where the page is served.
serve-ready = grundy playground at { $url }  (Ctrl-C stops it)
# $address: the address and port; $error: why; $hint: serve-port-in-use, serve-address-unavailable or nothing.
serve-cannot-listen = cannot listen on { $address }: { $error }{ $hint }
serve-port-in-use = ; choose another with --port N (0 picks a free one)
serve-address-unavailable = ; --bind takes an address of this machine

## Values of options refused while the arguments are read (clap frames them).
# $most: the most jobs.
sweep-jobs-range = --jobs takes 1 to { $most }
# $code: the value given to --lang; $known: the languages, as "en, zh".
lang-unknown = no language "{ $code }" (known: { $known })
# $text: the value given to --timeout.
limits-not-seconds = `{ $text }` is not a number of seconds
limits-not-a-time = `{ $text }` is not a usable time
# $text: the value given to --progress-every.
limits-interval-too-short = --progress-every `{ $text }` is too short: at least 0.1 seconds

## The help of the command line (grundy --help, grundy SUBCOMMAND --help) and its messages
## about arguments it cannot read. Ids: help-COMMAND-about (the line under the usage),
## help-COMMAND-after (the examples and notes after the options), help-COMMAND-arg-ARGUMENT,
## help-COMMAND-value-ARGUMENT-VALUE (a possible value); COMMAND is grundy for the command itself.
## Example lines keep their indentation (Fluent removes only the indentation common to all
## lines); { and } are written {"{"} and {"}"}, and a [ opening a line {"["}.

## The headings and clap's own flags.
help-heading-usage = Usage:{" "}
help-heading-commands = Commands
help-heading-arguments = Arguments
help-heading-options = Options
help-flag-help = Print help
help-flag-help-short = Print help (see more with '--help')
help-flag-help-long = Print help (see a summary with '-h')
help-flag-version = Print version
# After an option's help: $value, its default; $values, the values it takes.
help-default = [default: { $value }]
help-possible-values = [possible values: { $values }]
# Above the list of an option's values, each with its meaning (in the long help, --help).
help-possible-values-list = Possible values:
help-command-help = Print this message or the help of the given subcommand(s)

## grundy
help-grundy-about = Impartial games: outcomes, Sprague-Grundy values, winning moves, sequences and play
help-grundy-after =
    Positions are sums of games, `GAME (+ GAME)*`, each written name[params](args):
      nim(3,4,5)        Nim with heaps 3, 4 and 5 (the same as nim(3)+nim(4)+nim(5))
      bash[3](10)       one heap of 10; a move takes 1 to 3 stones
      sub[1,3,4](10)    one heap of 10; a move takes 1, 3 or 4 stones
      script[examples/lasker.rhai](10)   a game whose rules are a Rhai script (fn moves)
      script[examples/queen.rhai](3,5)   ... whose state is the pair (3,5)
      kayles(10)        Kayles (octal 0.77); also dawson(10), grundy(10), octal[0.137](10)
    Integers may be written in full or as powers: nim(10^30, 7).

    Examples:
      grundy eval "nim(3,4,5)"
      grundy eval "nim(10^30, 7) + sub[1,3,4](10)" --json
      grundy seq "sub[1,3,4]" --to 30
      grundy seq "octal[0.137]"              # until its period is proven
      grundy play "nim(3,4,5)" --first computer
      grundy table "script[examples/queen.rhai]" --rows 10 --cols 10
      grundy graph examples/graphs/cycle.txt
      grundy quotient "octal[0.75]"             # misère quotient: order, presentation, P-portion
      grundy eval "graph[examples/graphs/cycle.txt](a) + nim(1)"
      grundy sweep "0.???" --jobs 2          # every code 0.000..0.777 to a proven period
      grundy bench                            # time the take-and-break engine
      grundy eval - < positions.txt           # one position per line, one result per line
      grundy seq nim --to 10^8 --format csv | head
      grundy completions bash > /etc/bash_completion.d/grundy
      grundy man | man -l -
      grundy serve                            # the web playground at http://127.0.0.1:8080/

    Limits (every subcommand): --state-limit N (positions one search may hold, default 1000000),
    --max-memory SIZE (one table, sequence, search or graph, default 4G), --timeout SECONDS (none
    by default). Ctrl-C stops any command within a second. Long work shows its progress on a
    terminal; --progress-every SECONDS writes it as one line every SECONDS, to a log as well.

    Language: --lang en or zh (简体中文); by default the locale's (LANG=zh_CN.UTF-8 gives Chinese).

    Colour: --color auto (the default: on a terminal, unless the NO_COLOR environment variable is
    set and not empty), always or never.

    Exit status: 0 on success; 2 on bad input (the message names the column) or when a limit is
    reached (the message names the limit and the flag that raises it); 130 when interrupted.
help-grundy-arg-state-limit = The most positions one exhaustive search may hold (misère sums without a theorem, scripts, Chomp, state graphs)
help-grundy-arg-max-memory = The most memory one table, sequence, search or graph may take: bytes, or with a unit (512M, 4G) [default: 4G; for each request of `grundy serve`, 64M]. What a command allocates is counted; the values `seq --mapped` keeps in its file are not (they are pages of the file, which the system writes out and reads back as needed)
help-grundy-arg-timeout = Give up after this many seconds (decimals allowed); no time limit by default (for each request of `grundy serve`, 5 seconds)
help-grundy-arg-progress-every = Write the progress of long work to standard error as one line every this many seconds (at least 0.1), also when it is not a terminal: for the log of a long run. By default the progress is a line redrawn in place, on a terminal only
help-grundy-arg-color = When to colour the output: auto (on a terminal, unless NO_COLOR is set), always, never
help-grundy-value-color-auto = When writing to a terminal and NO_COLOR is unset or empty
help-grundy-value-color-always = Always, even into a pipe or a file, and despite NO_COLOR
help-grundy-value-color-never = Never
help-grundy-arg-lang = The language of explanations, prompts and errors: en (English) or zh (简体中文). By default the locale's (LC_ALL, LC_MESSAGES, LANG), English when it is neither
help-exit-status =
    Exit status: 0 on success; 2 on bad input or when a limit is reached; 130 when interrupted
    (see grundy --help for the limits every subcommand shares).

## grundy eval
help-eval-about = Print who wins a position, its nim-value and every winning move
help-eval-after =
    Examples:
      grundy eval "nim(3,4,5)"
      grundy eval "nim(7,11,13)"              # three winning moves
      grundy eval "bash[3](10) + sub[1,3,4](10^30)" --json
      grundy eval "nim(3,4,5)" --explain         # the reasoning, step by step
      grundy eval "nim(1,1,1)" --misere          # the last player to move loses
      grundy eval "cram(4,5)" --stats            # a board game, searched; what the search did
      grundy eval "cram(6,7)" --db cram.db       # keep what the search found, reuse it next time
      grundy eval "cram(5,8)" --value-only      # the value alone, not every winning move

    JSON output: {"{"}"expr", "outcome": "N"|"P", "nimber", "remoteness", "winning_moves":
    {"["}{"{"}"component", "move", "to"{"}"}]{"}"}. "remoteness" is how many moves the game lasts when the
    winner hurries and the loser delays (even exactly when the player to move loses): by a
    family's closed form ("remoteness_rule" names it) or by a bounded search of the
    positions, and null beyond that ("remoteness_unknown" says why) or for a draw. "component" counts the components of the sum from 0 (nim(3,4,5) has
    three); "to" is the whole resulting position. Integers beyond 64 bits are strings.
    "nimber" is null when only the outcome is known (a lone huge Wythoff position, say) and
    "winning_moves" is null when they are too many to list ("winning_moves_unlisted" then says why,
    and "winning_move_count" gives their number when it can be counted).
    With a loopy component of infinite value (a graph with cycles), "outcome" may be "D" (a
    draw), "nimber" is null and "loopy_value": {"{"}"text": "∞{"{"}0,2{"}"}", "escapes": [0, 2]{"}"}.
    With --misere: {"{"}"expr", "convention": "misere", "outcome", "method", "remoteness",
    "winning_moves"{"}"} and, when the components' genera decided it ("method": "tame", Conway's
    theorem on tame games, "restive", one restive component among Nim heaps, or "small-heaps",
    one other game among Nim heaps of 1, 2 and 3 but one), "genera": the components' genera; the loser makes the last move, so "remoteness" is odd exactly when the
    player to move loses (0: no move is left, a win); absent beyond the search.

    With EXPR `-`, positions are read from standard input, one per line (blank lines are
    skipped), and each gets one line of output: with --json, one JSON object per line (JSON
    Lines), each with a "line" number; otherwise a one-line summary. A line that cannot be read
    or evaluated gets an error in its place ({"{"}"line", "input", "error", "column"{"}"} with
    --json; "column" is null when the error is not about one place), the next lines are still
    read, and the exit status is 2 at the end. Lines are at most 64 KiB.
      printf 'nim(1,2,3)\nnim(3,4,5)\n' | grundy eval - --json

    --svg draws the graph of positions reachable from EXPR (at most --limit of them, up to 5000)
    as an SVG image instead: each position labelled with its value, P-positions orange, N-positions
    blue, winning moves darker; --dot prints the same graph in Graphviz DOT:
      grundy eval "nim(2,2)" --svg > g.svg
      grundy eval "nim(2,2)" --dot | dot -Tpng > g.png
help-eval-arg-expr = The position, e.g. "nim(3,4,5)" or "bash[3](10) + nim(7)"; `-` reads one position per line from standard input
help-eval-arg-json = Print one JSON object instead of text
help-eval-arg-dot = Print the graph of reachable positions in Graphviz DOT instead
help-eval-arg-svg = Draw the graph of reachable positions as an SVG image instead
help-eval-arg-limit = With --dot or --svg: the most positions drawn
help-eval-arg-explain = Explain the reasoning: the rules, each component's value, the nim-sum and why each winning move wins
help-eval-arg-misere = Misère play: the player who makes the last move loses
help-eval-arg-form = With --misere: print the position's misère simplest form (Conway), its genus g^{"{"}γ0γ1...{"}"}, its class (tame, restive, restless or wild), and the form's size and birthday, instead of the winning moves
help-eval-arg-stats = Afterwards, print to standard error what the component search did (board games such as cram and nodekayles): positions searched, table look-ups and hits, and the time
help-eval-arg-db = Keep the values of components that took long to search (cram, nodekayles) in FILE, created when missing, and reuse those it holds: a second run, or a run started again after it was stopped, skips what an earlier one found. Safe against the process being killed
help-eval-arg-threads = Search board games (cram, nodekayles) on N threads sharing one table; by default on every core (at most 8). A search that lasts more than a few thousand positions starts its helpers: on 2 cores cram(4,9) takes half the time of one thread, for about the same CPU
help-eval-arg-options = List every move, not only the winning ones, each with the outcome, nim-value and remoteness of the position it leads to (P there: the move wins)
help-eval-arg-board = Print the position as pictures to draw, in JSON: each component its game draws (Nim, Chomp, Cram, Wythoff) as parts on a grid, and every move with the parts clicked to make it, the parts it changes, the position it leads to and whether it wins (normal play): what the web page draws and lets you click
help-eval-arg-setup = Print the set-up editor's pictures of the position, in JSON: each component whose game has an editor (every game drawn) with the places a click adds to, and each click as a move to the position it sets up (`to`); each component's `without` (the position without it) and the `additions` a teacher may add: what the web page's editor uses
help-eval-arg-max-options = With --options: the most moves listed
help-eval-arg-value-only = Print only the nim-value (and so the outcome), without looking for the winning moves: on a large board each move is a search of its own

## grundy seq
help-seq-about = Print the nim-sequence G(0..=N) of a one-heap family
help-seq-after =
    Examples:
      grundy seq "sub[1,3,4]" --to 30
      grundy seq "bash[3]" --to 20 --json
      grundy seq nim --to 10^6 --format csv > nim.csv
      grundy seq kayles                        # until its period is proven
      grundy seq kayles --format cpp           # an array and sg(n) for every n, for a contest
      grundy seq "sub[1,2]" --to 30 --misere    # the last player to move loses
      grundy seq "sub[1,2]" --to 30 --remoteness  # how many moves perfect play lasts
      grundy seq "powers[2..12]" --to 200       # one row per value of the parameter
      grundy seq "octal[0.137]" --stats --freq
      grundy seq grundy --to 1048576 --out grundy.gv --stats
      grundy seq "octal[0.6]" --to 10^8 --out officers.gv --checkpoint officers.ckpt
      grundy seq grundy --to 2^33 --mapped --checkpoint grundy.gv --no-values

    The family is written without its heap: `sub[1,3,4]`, not `sub[1,3,4](10)`.
    Values are printed as they are computed, so long sequences take little memory and
    `| head` stops the work at once.
    CSV output (--format csv): a header row `n,value`, then one row per heap size; the values
    only (no period).
    Contest code (--format cpp, --format python): the values as an array SG, the rules found as
    comments, and, when a theorem proves the period, a function sg(n) giving G(n) for every n
    (docs/rules.md).
    JSON output (--format json or --json): {"{"}"family", "values": [G(0), ..., G(N)], "period": {"{"}"preperiod", "period",
    "saltus", "proven", "checked_to"{"}"} or null{"}"}, plus "freq" and "stats" when asked. A period
    means G(n + period) = G(n) + saltus for every n >= preperiod; "proven" says whether a theorem
    guarantees it (the octal periodicity theorem, or a closed form) or it was only observed on the
    first "checked_to" values (null for a closed form). Then, unless --no-rules:
    "p_positions": {"{"}"listed", "count", "checked_to"{"}"} and "rules": [{"{"}"kind", "text", "proven",
    "checked_to", "exceptions"{"}"}]: the rules the first 2^20 values follow (G(n) = n mod 2,
    G(2k) = k, G(2k+1) = G(k), P-positions on the Fibonacci numbers, ...), from the catalogue
    of the rule finder (docs/rules.md), each proven by a theorem or observed up to n = checked_to,
    with the few places it fails, if any.

    Misère play (--misere, with --to): who wins each heap when the player who makes the last move
    loses, decided by Bouton's misère rule or the Anti-SG theorem where only terminal positions
    have value 0, by the misère quotient of a take-and-break game, or else by search of the
    definition; the misère Grundy values G⁻(n) (1 for a heap with no move, else the mex of the
    options'; 0 exactly at P-positions) where the search can value them all; then the P-positions
    and the rules found, stated with G⁻ and observed. CSV: `n,outcome,misere_value`. JSON:
    {"{"}"family", "convention": "misere", "to", "method", "outcomes": ["N", "P", ...], "values":
    {"["}G⁻(0), ...] or null, "p_positions", "rules"{"}"}.

    Remoteness (--remoteness, with --to): R(n), how many moves the game lasts from heap n when the
    winner hurries and the loser delays (0 with no move; even exactly at P-positions; D for a
    draw), by the definition: the plain recursion while no move splits a heap, search of the sums
    otherwise (Kayles reaches far fewer heaps this way; a limit keeps the heaps computed before it
    and says why). Then the P-positions and the rules R follows, observed. CSV: `n,remoteness`.
    JSON: {"{"}"family", "to", "remoteness": [R(0), ...], "computed", "stopped" (when a limit
    stopped it), "p_positions", "rules"{"}"}.

    A parameter swept: a range in the family, A..B as a whole argument in brackets (powers[2..12],
    sub[1,2..6]) or {"{"}A..B{"}"} anywhere (octal[0.{"{"}1..7{"}"}7], coins[run[{"{"}1..6{"}"}]]), at most 64 values,
    prints one row per value (its period and the first rule its values follow, or why that value
    is no game), then a summary of how they depend on the parameter P, observed on these rows and
    not proven: one line for every P ("every P: period P + 1") or one for odd and one for even P.
    CSV: `parameter,family,preperiod,period,saltus,proven,rule,error`. JSON: {"{"}"pattern", "first",
    "last", "rows": [{"{"}"parameter", "family", "period", "rules", "error"{"}"}], "summary"{"}"}.

    Take-and-break games (kayles, dawson, octal[CODE], grundy): without --to, an octal game is
    computed until its period is proven (at most --max heap sizes), and the values printed are the
    preperiod and one period, which determine all others. --out writes the values in the binary
    format documented in the library (grundy::takebreak::values_file): magic GRUNDYv2, width,
    game name, two checksummed commit records, little-endian values (GRUNDYv1 files are still
    read). --checkpoint saves the run every --checkpoint-every seconds and on Ctrl-C, appending
    only the values computed since the last save and then a commit record, so a crash at any
    moment (even kill -9) leaves a checkpoint to resume from; the same command resumes from it
    after checking it belongs to the same game and is undamaged.
    --mapped keeps the values in the --checkpoint file (else the --out file), memory-mapped,
    instead of in memory: a checkpoint then writes only a commit record, resuming reads nothing
    into memory, and the sequence may be larger than --max-memory, which does not count mapped
    values (they are pages of the file, which the system writes out and reads back as needed;
    room on disk is reserved as the file grows, so a full disk is a clear error).
help-seq-arg-family = The family, e.g. "sub[1,3,4]", "kayles" or "octal[0.137]"
help-seq-arg-to = The last heap size to compute (integers such as 2^20 are accepted)
help-seq-arg-format = How to print: text, csv (the values only, with a header row), json, or contest code (cpp, python: an array and, for a proven period, the lookup for every n)
help-seq-value-format-text = For people: aligned columns and the patterns in words
help-seq-value-format-csv = Comma-separated values with a header row: the values only
help-seq-value-format-json = One JSON object, written as the values are computed
help-seq-value-format-cpp = Contest code in C++: the values as an array and, for a proven period, the lookup `sg(n)` for every n
help-seq-value-format-python = Contest code in Python: the same as a list and a function
help-seq-arg-json = Print one JSON object: the same as --format json
help-seq-arg-engine = The engine for take-and-break games
help-seq-value-engine-naive = The mex over every option (slow; the reference)
help-seq-value-engine-sparse = The rare/common sparse-space method
help-seq-arg-freq = Print how many heap sizes have each value
help-seq-arg-stats = Print the engine's statistics: rare mask, rare positions, largest value
help-seq-arg-out = Write the values to FILE in grundy's binary format (and do not print them)
help-seq-arg-no-values = Do not print the values (only the period and what else is asked for)
help-seq-arg-no-rules = Do not look for the rules the values follow, nor list the P-positions
help-seq-arg-misere = Misère play (the player who makes the last move loses): who wins each heap, its misère value G⁻(n) where computed, the P-positions and their rules
help-seq-arg-remoteness = Remoteness: how many moves perfect play lasts from each heap, R(n), with the P-positions and the rules R follows
help-seq-arg-checkpoint = Save the run's state to FILE periodically and on Ctrl-C, and resume from it
help-seq-arg-mapped = Keep the values in the --checkpoint file (else the --out file), memory-mapped, instead of in memory (for sequences larger than memory; the values are the same)
help-seq-arg-checkpoint-every = Seconds between checkpoints
help-seq-arg-max = Without --to: the most heap sizes computed looking for a proof of the period
help-seq-arg-plot = Also draw G(n) against n as an SVG scatter plot in FILE
help-seq-arg-single-thread = Use one thread (by default the sparse engine runs on two threads when the machine has more than one core; the values are identical)
help-seq-arg-threads = Run the sparse engine on N threads in all: every thread prepares upcoming heaps (step 1 and the scan of step 2), and this one also finishes them in order (default: 2 on a machine with more than one core; the values are identical for any N)

## grundy play
help-play-about = Play against the computer in the terminal
help-play-after =
    Examples:
      grundy play "nim(3,4,5)"
      grundy play "bash[3](21)" --first computer
      grundy play "nim(1,2,3)" --misere           # the last player to move loses
      grundy play "chomp(5,4)" --level beginner --seed 7

    Levels: perfect (the default) wins as fast as it can and, when it is losing, makes the game
    last as long as it can (by remoteness); good plays a random legal move one turn in four and
    the perfect move otherwise; beginner plays at random three turns in four. The random choices
    follow --seed (a seed is chosen and printed when none is given), so a game can be replayed.

    A move names a component by its number and writes what it becomes: `1 -> 2` turns
    component 1 into 2 (in Nim, take stones from heap 1 until 2 are left). At the prompt,
    `hint` shows the winning moves (when they are too many to list, how many there are and a
    few of them), `moves` lists every move, `rules` repeats the rules and `quit` stops.
help-play-arg-expr = The starting position, e.g. "nim(3,4,5)"
help-play-arg-first = Who moves first; asked at the start when not given (you, when input is not a terminal)
help-play-arg-misere = Misère play: the player who makes the last move loses
help-play-arg-level = How well the computer plays: perfect, good (errs one turn in four) or beginner (plays at random three turns in four)
help-play-arg-seed = The seed of the weaker levels' random choices: the same seed replays the same game

## grundy table
help-table-about = Print the table of values G(a, b) of a family whose positions are pairs
help-table-after =
    Examples:
      grundy table "script[examples/queen.rhai]" --rows 12 --cols 12
      grundy table "script[examples/king.rhai]" --rows 8 --cols 8 --json
      grundy table "script[examples/queen.rhai]" --rows 100 --cols 100 --format csv > queen.csv
      grundy table wythoff --rows 10 --cols 10 --misere   # the last player to move loses

    The family is written without a position. Row a, column b holds G(a, b), the value of the
    position with parameters (a, b) (for a script, the state [a, b]). P-positions (value 0) are
    shown in inverse video on a terminal (see --color). Under the table: the rows and columns that look periodic
    and where the P-positions lie, as observed in the table (not proven), and the rules it follows.
    CSV output (--format csv): a header row `a\b,0,1,...` of column indices, then one row per a,
    starting with a; the values only.
    Contest code (--format cpp, --format python): the values as a two-dimensional array SG, with
    the rules found as comments.
    Remoteness (--remoteness): the table holds R(a, b), how many moves the game lasts when the
    winner hurries and the loser delays (even exactly at P-positions, shown in inverse video; D
    for a draw), by search of the definition; a limit keeps the rows computed before it. JSON:
    {"{"}"family", "rows", "cols", "remoteness": [[R(0,0), ...], ...], "stopped" (when a limit
    stopped it), "p_positions": [[a, b], ...], "rules"{"}"}.
    Misère play (--misere): the table holds the misère values G⁻(a, b) (1 for a position with no
    move, else the mex of the options'; 0 exactly where the player to move loses when the last
    player to move loses), found by search of the definition, and the rules are stated with G⁻.
    JSON output (--format json or --json): {"{"}"family", "convention" ("normal" or "misere"), "rows", "cols", "values": [[G(0,0), G(0,1), ...], ...],
    "pattern": {"{"}"rows", "columns", "symmetric", "p_positions", "p_lines", "p_lattice",
    "most_p_in_a_row", "most_p_in_a_column"{"}"}, "rules": [{"{"}"kind", "text", "proven", "checked_to",
    "exceptions"{"}"}]{"}"}: the rules the table follows (G(a, b) = a XOR b, P-positions on Wythoff's
    pairs, ...), from the catalogue of the rule finder (docs/rules.md), each observed on the
    table with the few cells it fails at, if any.
help-table-arg-family = The family, e.g. "script[examples/queen.rhai]"
help-table-arg-rows = How many rows: a = 0..ROWS-1
help-table-arg-cols = How many columns: b = 0..COLS-1
help-table-arg-misere = Misère play (the player who makes the last move loses): the table of misère values G⁻(a, b), whose zeros are the P-positions, with its patterns and rules
help-table-arg-remoteness = The table of remoteness R(a, b): how many moves perfect play lasts from each position
help-table-arg-format = How to print: text, csv (the values only, with a header row), json, or contest code (cpp, python: an array and, for a proven period, the lookup for every n)
help-table-value-format-text = For people: aligned columns and the patterns in words
help-table-value-format-csv = Comma-separated values with a header row: the values only
help-table-value-format-json = One JSON object, written as the values are computed
help-table-value-format-cpp = Contest code in C++: the values as an array and, for a proven period, the lookup `sg(n)` for every n
help-table-value-format-python = Contest code in Python: the same as a list and a function
help-table-arg-json = Print one JSON object: the same as --format json

## grundy graph
help-graph-about = Outcome (P, N or D) and value of every vertex of a game given as a directed graph
help-graph-after =
    A token sits on a vertex; a move slides it along an edge; a player with no move loses. The
    graph may have cycles, so play can go on forever: a draw (D).

    File formats:
      edge list   one move per line, `FROM TO` (or `FROM -> TO`); a line with one name declares a
                  vertex; `#` starts a comment. Names are any tokens without blanks or `#`.
      DOT         digraph G {"{"} a -> b -> c; c -> {"{"}a d{"}"}; "a name" -> a [label=x] {"}"}
                  (chosen for .dot/.gv files or text starting with `digraph`/`graph`)
      limits      files of at most 256 MiB, read a block at a time; vertex names of at most
                  1000 characters; the graph itself within --max-memory

    Values: a finite value behaves like a Nim heap of that size in sums; ∞{"{"}0,2{"}"} is Smith's
    generalized value: the position can keep the game going forever, and 0, 2 are the values of
    its finite options. Sums: graph[FILE](v) + nim(k) is won by the player to move when k is in
    the braces (v infinite), and drawn otherwise.

    Examples:
      grundy graph examples/graphs/cycle.txt
      grundy graph examples/graphs/game.dot --json
      grundy graph examples/graphs/cycle.txt --svg > cycle.svg    # drawn, no Graphviz needed
      grundy graph examples/graphs/cycle.txt --dot | dot -Tpng > cycle.png
      (the DOT output names vertices as the file does: grundy graph reads it back)
      grundy eval "graph[examples/graphs/cycle.txt](a) + nim(1)"

    JSON output: {"{"}"file", "vertices", "edges", "positions": [{"{"}"vertex", "outcome":
    "P"|"N"|"D", "value": 2 | "∞", "escapes": [...] (only for ∞), "text": "∞{"{"}0,2{"}"}",
    "best_moves": [...]{"}"}]{"}"}. The best moves of an N-vertex are its moves to P-vertices (the
    winning moves); of a D-vertex, its moves to D-vertices (the moves that keep the draw).
help-graph-arg-file = The graph file (edge list or DOT)
help-graph-arg-json = Print one JSON object instead of a table
help-graph-arg-dot = Print the graph in Graphviz DOT, vertices labelled with their values and coloured by outcome (P red, N green, D yellow)
help-graph-arg-svg = Draw the graph as an SVG image: vertices labelled with their values, P orange, N blue, D grey, winning moves darker
help-graph-arg-limit = With --svg: the most vertices drawn (at most 5000); a larger graph is refused

## grundy sweep
help-sweep-about = Compute every code of octal-code patterns (0.??? is 512 codes) to a proven period or a bound
help-sweep-after =
    Examples:
      grundy sweep "0.???"                    # 512 codes, to a proven period or 10^6 values
      grundy sweep "4.?7" "0.1?" --max 10^5 --format csv
      grundy sweep "0.??" --hex --max 10^4 --jobs 2
      grundy sweep "0.???" --checkpoint sweep.ckpt --certificates certs/
      grundy verify certs/0.137.json

    A pattern is an octal code with ? for any digit: 0.??? stands for 0.000 to 0.777, 4.?7 for
    4.07 to 4.77; with --hex, ? ranges over 0 to f (8 adds moves that leave three heaps). A ? before
    the point stands for the digits allowed there (0 and 4; with --hex also 8 and c). At most 65536
    codes in all.

    Each code is computed until the octal periodicity theorem proves its period, at most --max
    values (10^6 by default), or with --to N exactly G(0..=N). Status: proven (by the theorem),
    observed (the values end with a period, not proven) or open. Codes that are the same game are
    listed once, their other codes under aliases, each with how that is known: same-rules (0.770 is
    0.77), redundant-moves (a theorem: with a heap of 1 worth 0, removing k tokens reaches the values
    of removing k-1 and leaving a heap of 1 beside, so 0.63 is 0.6; and removing k leaving nothing is
    redundant when heap k has another option of value 0, so 0.761 is 0.76; computed once),
    proven (equal proven periods and equal values up to the preperiod plus one period, which
    determine the rest) or fingerprint (no period proven; the values as far as both were computed
    have equal 128-bit fingerprints: the same game that far, no claim beyond).

    Table columns: code, status, preperiod, period, saltus, largest value, rare (heap sizes with a
    rare value in the sparse engine), values computed, seconds, aliases. CSV (--format csv) has the
    same columns with a header row, plus certified_by (the values the theorem needed) and
    fingerprint. JSON (--format json): {"{"}"limit": {"{"}"max": N{"}"} or {"{"}"to": N{"}"}, "codes", "rows":
    {"["}{"{"}"code", "status", "preperiod", "period", "saltus", "largest_value", "rare_count",
    "values_computed", "certified_by", "seconds", "fingerprint", "aliases": [{"{"}"code",
    "by", "to"{"}"}]{"}"}]{"}"}.

    --checkpoint FILE records each code as it finishes (one JSON line each); after Ctrl-C, a limit
    or a crash, the same command resumes from it without computing those codes again. The codes
    still running keep their values in FILE.codes/ (CODE.max-N.values, the format of seq
    --checkpoint), saved every --checkpoint-every seconds and when stopped, so that a code that
    takes hours resumes where it stopped; a file is removed once its code is recorded.
    --certificates DIR writes, for every proven period, DIR/CODE.json (code, preperiod, period,
    theorem, how far the values were checked, engine version) and the values as the OEIS b-file
    DIR/CODE.b.txt; grundy verify checks one again with the naive engine.
help-sweep-arg-patterns = Octal codes with ? for any digit: 0.???, 4.?7, 0.137
help-sweep-arg-to = Compute exactly G(0..=N) of every code, proven or not
help-sweep-arg-max = Compute each code until its period is proven, at most N values [default: 10^6]
help-sweep-arg-jobs = How many codes to compute at a time [default: the number of cores]
help-sweep-arg-checkpoint = Record finished codes in FILE (and the values of the codes under way in FILE.codes/), and resume from it
help-sweep-arg-checkpoint-every = Seconds between saves of the values of the codes under way
help-sweep-arg-format = How to print: table, csv or json
help-sweep-value-format-table = Aligned columns, for people
help-sweep-value-format-csv = Comma-separated values with a header row
help-sweep-value-format-json = One JSON object
help-sweep-arg-certificates = Write a certificate and a b-file of every proven period to DIR
help-sweep-arg-hex = Let ? range over the hexadecimal digits 0 to f

## grundy verify
help-verify-about = Check certificates of proven periods again with the naive engine
help-verify-after =
    Examples:
      grundy sweep "0.???" --certificates certs/
      grundy verify certs/0.137.json
      grundy verify certs/*.json --timeout 600

    A certificate (CODE.json) claims that the octal game CODE has G(n + period) = G(n) for every
    n >= preperiod, the smallest such preperiod and period, and that its values G(0..checked_to),
    listed in the b-file CODE.b.txt beside it, prove this by the octal periodicity theorem. verify
    computes those values again with the naive engine (the mex over every option, independent of
    the sparse engine that found the period), and checks that they equal the b-file, that the
    theorem's form is the one the code's moves call for and has enough values, that the period
    holds on them, and that no smaller period or preperiod does. The first disagreement is named.
    Exit status 0 when every certificate verifies, 2 otherwise.
help-verify-arg-certificates = Certificates (JSON files written by grundy sweep --certificates)

## grundy quotient
help-quotient-about = Print the misère quotient of a take-and-break game on heaps up to N: its order, presentation, P-portion and the element of each heap
help-quotient-after =
    The misère quotient (Plambeck & Siegel 2008) of a game restricted to heaps of sizes up to N is
    the commutative monoid of its sums modulo misère indistinguishability: two sums are the same
    element when adding any third sum gives both the same misère outcome. A sum is a misère
    P-position exactly when the product of its heaps' elements lies in the P-portion. Each quotient
    printed has been proven: every (element, option elements) pair reachable by adding heaps was
    checked against the rules.

    Examples:
      grundy quotient "octal[0.75]"
      grundy quotient "octal[0.333]" --heaps 3        # misère Nim on heaps up to 3: T2
      grundy quotient kayles --heaps 10 --table
      grundy quotient dawson --heaps 20 --json
      grundy quotient kayles --heaps 12 --genus     # Conway's genus of each heap; tame or wild

    JSON output: {"{"}"game", "code", "heaps", "order", "elements", "p_portion",
    "presentation": {"{"}"generators", "generator_heaps", "relations"{"}"}, "heap_map": [element
    of heap 0, 1, ...], "tame", "changes", "period": {"{"}"preperiod", "period", "checked_to",
    "proven", "heaps_for_proof"{"}"} or null, "verified_pairs", with --table "table" (indices into
    "elements") and with --genus "genus": {"{"}"tame", "heaps": [{"{"}"symbol", "normal", "misere",
    "tame"{"}"} for heap 0, 1, ...], "sums"{"}"}{"}"}. The period is the one seen up to N. It is proven for
    every heap (and the quotient is then that of the whole game) when the moves remove at most t
    tokens (t the last digit of the code) and leave at most two heaps with no condition that they
    differ, and N is at least 2·max(m, 1) + 2p + t − 1 for the period p from heap m
    ("heaps_for_proof"): every larger heap then has the same element and option elements as the heap
    p smaller, so the proof covers it.

    Conway's genus g^{"{"}γ0γ1...{"}"} of a heap (On Numbers and Games, ch. 12): g is its normal-play Grundy
    value and γk the misère Grundy value of the heap plus k copies of *2; the γs end alternating and
    are written up to the first two values of the alternation (*0 = 0^{"{"}120{"}"}, *1 = 1^{"{"}031{"}"}, *2 =
    2^{"{"}20{"}"}). A game is tame when every position has genus 0^{"{"}120{"}"}, 1^{"{"}031{"}"} or a^{"{"}a(a⊕2){"}"}; tame games
    play misère like Nim. Genera value every sum of heaps a heap reaches, so games that split heaps
    reach their limits at smaller heaps than the quotient.
help-quotient-arg-game = The game: octal[CODE], kayles, dawson, grundy, ...
help-quotient-arg-heaps = The largest heap size
help-quotient-arg-json = Print one JSON object instead of text
help-quotient-arg-table = Also print the multiplication table
help-quotient-arg-genus = Also print Conway's genus of each heap, and whether the game is tame

## grundy games
help-games-about = List the games the expression language knows
help-games-after =
    Example:
      grundy games

## grundy serve
help-serve-about = Serve the web playground: the page and its JSON API
help-serve-after =
    Examples:
      grundy serve                              # then open http://127.0.0.1:8080/
      grundy serve --port 9000 --timeout 10 --max-memory 512M
      grundy serve --bind 0.0.0.0               # let the whole network in (a classroom)

    Everything is in the binary: nothing to install. The page's files and the API are served by
    this one process; the API is described at /api/openapi.json.

    Each request computes under its own limits, set by the flags every subcommand shares:
    --timeout (5 seconds per request by default), --max-memory (64M per request by default,
    counting all it allocates) and --state-limit. At most --max-concurrent computations run at
    once and a quarter of them may be long (past a quarter of a second; those run at the lowest
    priority); beyond that a request is refused at once (503, or 429 for a long one) rather than
    queued. A request whose client disconnects stops computing. No request reads a file:
    script[FILE] and graph[FILE] are refused, and rules are sent inline.
    Ctrl-C stops the server.
help-serve-arg-bind = The address to listen on. The default, loopback, lets in only this machine; 0.0.0.0 lets in everyone who can reach it
help-serve-arg-port = The port to listen on; 0 picks a free one
help-serve-arg-max-concurrent = How many computations may run at once (a quarter of them long ones)

## grundy bench
help-bench-about = Time the take-and-break engine on the reference workloads
help-bench-after =
    Example (build with optimizations first; a debug build is many times slower):
      cargo run --release -p grundy-cli -- bench

    Workloads: Grundy's game, 0.161 and 0.6 to n = 2^20 (sparse engine); 0.354 until its period is
    proven; 0.346 to n = 200000 (values past 4096, half its heaps rare: the kind of code a 0.???
    sweep spends its time on); Grundy's game to 2^17 with both engines (their ratio). Times are
    wall-clock seconds of one run each; other programs running at the same time slow them down.
    The column "ogsolve rc" holds the seconds measured for ogsolve rc (Beling's engine) on a
    2-core machine, not on this one (none for 0.346). Each line ends with a checksum of the values,
    to check that a faster engine still computes the same sequences.

    --scale runs Grundy's game to 2^26 instead (2^22 with --quick) and prints heaps per second
    window by window of heap sizes, so that a slow stretch shows up.

    --quotients times misère quotients instead (grundy quotient): 0.75, Kayles and 0.31 on 200 heaps
    (their periods proven), Dawson's Kayles, Dawson's Chess, 0.106 (order 844), 0.142 (order 1,324),
    4.7 and Grundy's game on as many heaps as their quotients stay within the default limits, each
    line with the quotient's order, its proof's size and its period (proven or observed). The
    column "MisereSolver" holds the seconds measured for Siegel's MisereSolver on a 2-core
    machine, not on this one.

    --boards times the board-game search instead: Cram on 5 × 7, 4 × 9 and 5 × 8 (4 × 7 and 5 × 6
    with --quick), one thread, each line with the value and the positions searched. The column
    "igs" holds the seconds measured for igsolve (Beling's solver) on a 2-core machine, not on
    this one.

    --rules times the rule finder against the values it reads: 10^5 values of sub[1,3,4], Lasker's
    Nim, Kayles, 0.6 and Grundy's game, and the 300 × 300 table of Wythoff's game, each line with
    the median seconds of three runs for the values and for finding their rules, and the second as
    a share of the first (the target is under 10 %).

    --remoteness times remoteness against what it is compared with: R(n) of sub[1,3,4], 0.33,
    bash[3] and nim to n = 10^6 against their values (the target: at most 3 times), and the
    remoteness of sums and boards that a search values (chomp, cram, kayles with a subtraction
    heap, a graph of Node-Kayles) against their outcome found by the same search of the whole sum
    (the target: at most twice), each line with the medians of three runs and the ratio.
help-bench-arg-quick = Divide every size by 16 (a quick smoke run)
help-bench-arg-scale = Run Grundy's game to 2^26 and print heaps per second per window of heap sizes
help-bench-arg-quotients = Time misère quotients instead
help-bench-arg-boards = Time the board-game search (Cram) instead
help-bench-arg-rules = Time the rule finder against computing the values it reads
help-bench-arg-remoteness = Time remoteness against the values (one heap) or the outcome (sums) it goes with

## grundy completions
help-completions-about = Print a completion script for a shell
help-completions-after =
    Examples:
      grundy completions bash > ~/.local/share/bash-completion/completions/grundy
      grundy completions zsh > ~/.zfunc/_grundy      # with fpath+=(~/.zfunc) in ~/.zshrc
      grundy completions fish > ~/.config/fish/completions/grundy.fish
help-completions-arg-shell = The shell

## grundy man
help-man-about = Print the manual page (roff), of grundy or of one subcommand
help-man-after =
    Examples:
      grundy man | man -l -
      grundy man seq > grundy-seq.1
help-man-arg-subcommand = The subcommand whose page to print (grundy's own page by default)

## Arguments clap rejects, in the shape of clap's own messages (the words are clap's). The
## message follows error-prefix of cli.ftl; tips, the usage and the last line follow it.
# $arg: the argument, as given.
arg-error-unknown-argument = unexpected argument '{ $arg }' found
# $subcommand: the subcommand, as given.
arg-error-unknown-subcommand = unrecognized subcommand '{ $subcommand }'
# $value: the value given; $arg: the option with its value name, as --color <WHEN>.
arg-error-invalid-value = invalid value '{ $value }' for '{ $arg }'
arg-error-value-required = a value is required for '{ $arg }' but none was supplied
# $values: the values the option takes.
arg-error-possible-values = [possible values: { $values }]
# $reason: why the value is refused.
arg-error-value-validation = invalid value '{ $value }' for '{ $arg }': { $reason }
arg-error-too-many-values = unexpected value '{ $value }' for '{ $arg }' found; no more were expected
# The missing arguments follow, one a line.
arg-error-missing-required = the following required arguments were not provided:
# $command: the command; $values: its subcommands.
arg-error-missing-subcommand = '{ $command }' requires a subcommand but one was not provided
arg-error-subcommands = [subcommands: { $values }]
# $arg, $other: two options that do not go together.
arg-error-conflict = the argument '{ $arg }' cannot be used with '{ $other }'
# The other options follow, one a line.
arg-error-conflict-list = the argument '{ $arg }' cannot be used with:
arg-error-conflict-any = the argument '{ $arg }' cannot be used with one or more of the other specified arguments
arg-error-used-twice = the argument '{ $arg }' cannot be used multiple times
arg-error-not-utf8 = invalid UTF-8 was detected in one or more arguments
arg-error-other = the arguments cannot be read
# $names: similar names, quoted; $count: how many.
arg-error-tip-subcommand = tip: { $count ->
        [one] a similar subcommand exists
       *[other] some similar subcommands exist
    }: { $names }
arg-error-tip-argument = tip: { $count ->
        [one] a similar argument exists
       *[other] some similar arguments exist
    }: { $names }
arg-error-tip-value = tip: { $count ->
        [one] a similar value exists
       *[other] some similar values exist
    }: { $names }
# $arg: an argument that looks like an option; $instead: how to give it as a value.
arg-error-tip-as-value = tip: to pass '{ $arg }' as a value, use '{ $instead }'
# $usage: the subcommand with the option, as seq --freq.
arg-error-tip-exists = tip: '{ $usage }' exists
arg-error-tip-remove-dashes = tip: subcommand '{ $subcommand }' exists; to use it, remove the '--' before it
# $flag: --help.
arg-error-try-help = For more information, try '{ $flag }'.

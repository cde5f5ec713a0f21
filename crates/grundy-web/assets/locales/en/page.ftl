## The page's frame (index.html, main.js, i18n.js) and what every view shares (outcome.js,
## api.js). Each view's own texts are in the file named after it.
## A message may hold <code>…</code>, drawn as code; nothing else is markup.

page-title = grundy playground
skip-to-content = Skip to content
brand-playground = playground
nav-sections = Sections
view-position = Position
view-seq = Sequence
view-table = 2-D table
view-graph = State graph
view-quotient = Misère quotient
view-play = Play
view-rules = Rules editor
big-text = Larger text, for a projector
big-text-name = {" "}larger text

outcome-p = The player to move loses
outcome-n = The player to move wins
outcome-d = A draw: play goes on forever
outcome-meaning-p = P-position: whoever moves next loses with perfect play.
outcome-meaning-n = N-position: whoever moves next can force a win.
outcome-meaning-d = Neither player can force a win.
remoteness-none-left = no move is left
remoteness-wins-in = wins in { $moves } { $moves ->
        [one] move
       *[other] moves
    }
remoteness-loses-in = loses in { $moves } { $moves ->
        [one] move
       *[other] moves
    }

api-too-large = The request is too large.
api-too-much = That is more than the server will compute.
api-too-many = Too many requests at once; try again in a moment.
api-busy = The server is busy; try again in a moment.
api-status = The server answered { $status }.
api-unreachable = The server cannot be reached. Is `grundy serve` still running?
full-stop = .

page-description = Impartial games in the browser: who wins, nim-values, winning moves, sequences, tables, state graphs, a perfect opponent and rules of your own.
footer-about = grundy: exact values of impartial games. P = the player to move loses, N = the player to move wins, D = a draw.

## An error under the input it is about (errors.js), in bold before the server's message.

errors-error = Error:{" "}
errors-at-column = Error at column { $column }:{" "}
errors-go-to-column = Go to column { $column }

## The line a view shows while the server computes (working.js).
# $text: how far the computation is, as the server words it (42%, about 58s left, or the
# question a board search is answering); $seconds: how long it has run.
progress-detail = — { $text } ({ $seconds }s so far)
progress-bar-name = Share of the work done

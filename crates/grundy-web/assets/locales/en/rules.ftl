## The Rules editor: its section of index.html and rules.js; and the rules a sequence or table
## follows, as the rule finder states them (rulesview.js, in the Sequence and 2-D table views
## and the Rules editor).
## A message may hold <code>…</code>, drawn as code; nothing else is markup.

rules-title = Rules of your own
# The lead paragraph, around the link "Rhai".
rules-lead-start = Write the rules of a game in{" "}
rules-lead-end = : <code>fn moves(state)</code> returns the list of options. An option that splits into independent games is <code>sum([a, b])</code>. A state is a number or a pair <code>[x, y]</code>. The results follow as you type.
rules-examples-name = Starter examples
rules-start-from = Start from:
rules-example-lasker = Lasker's Nim
rules-example-subtraction = Subtraction {"{"}1,3,4{"}"}
rules-example-kayles = Kayles
rules-example-queen = Queen
rules-example-king = King
rules-example-powers = Powers of P
rules-params-label = Parameters
rules-params-hint = Names the rules read, as <code>P=4</code>; a range <code>P=2..12</code> sweeps one.
rules-source-label = Rules (Rhai)
rules-keys = Tab indents; press Escape then Tab to leave the editor. Ctrl+Enter runs at once.
rules-states-are = States are
rules-kind-seq = numbers n
rules-kind-table = pairs (a, b)
rules-to-label = Up to n =
rules-size-label = Table size
rules-start-label = Graph from
rules-run = Run

rules-write-moves = Write fn moves(state) to see its values.
rules-running = Running the rules…
rules-up-to-date = Up to date.
rules-yours = Your rules
# $start: the start, as code.
rules-graph-from = State graph from { $start }
rules-error-at-line = Error in line { $line }:{" "}
rules-error-at = Error in line { $line }, column { $column }:{" "}
rules-go-to-line = Go to line { $line }

## The rules found (rulesview.js).

rules-found-title = { $count ->
        [0] Rule found
        [one] Rule found
       *[other] Rules found
    }
rules-found-proven = proven
rules-found-proven-title = A theorem proves it for every position
# $checked: "n = 300" or "a = 39, b = 39".
rules-found-observed = observed up to { $checked }
rules-found-observed-title = Seen on every value up to { $checked }, not proven
rules-found-except = except at { $places }
rules-found-p-positions = P-positions up to n = { $to }:{" "}
# After the first P-positions listed.
rules-found-more = , … ({ $count } in all)
rules-found-none = No rule of the catalogue fits these values: compute more of them, or look at the pattern yourself.

## The 2-D table view: its section of index.html, table.js, and the heat map with its pattern
## report (tableview.js, used by the Rules editor too).
## A message may hold <code>…</code>, drawn as code; nothing else is markup.

table-title = Tables of two-heap games
table-lead = G(a, b) for every position (a, b) of a game on pairs, as a heat map. P-positions (value 0, the player to move loses) are orange and ringed; the other values are blue, darker when larger. Hover over or move through the grid to read a value.
table-family-label = Family
table-family-wythoff = Wythoff's game: wythoff
table-family-king = A king walking to the corner (rules script)
table-family-queen = A queen walking to the corner (rules script)
table-family-knight = A knight walking to the corner (rules script)
table-rows-label = Rows (a)
table-cols-label = Columns (b)
table-show = Show
table-misere = Misère play
table-misere-note = (whoever makes the last move loses)
# Around a link to the rules editor (table-rules-hint-link).
table-rules-hint-start = Write your own game on pairs in the{" "}
table-rules-hint-link = rules editor
table-rules-hint-end = .
table-computing = Computing the table…
# A link to the Position view; $position: wythoff(3,5).
table-open = Open { $position }

## The heat map.

table-readout-help = Hover over a cell, or focus the grid and use the arrow keys.
# After "G(3, 5) = 0".
table-readout-p = {" "}— a P-position: the player to move loses.
table-readout-n = {" "}— an N-position: the player to move wins.
# $symbol: G, or G⁻ in misère play; $lastA, $lastB: the last row and column.
table-grid-name = { $symbol }(a, b) for a = 0 to { $lastA } (rows) and b = 0 to { $lastB } (columns)
table-corner-title = a down, b across
table-axis-note = Rows are a (down), columns are b (across). In the grid: arrow keys move, Home and End go to a row's ends.

## The patterns.

table-patterns-title = Patterns
table-patterns-observed = observed in this table, not proven
table-p-count = P-positions: { $count }
# Before the list of P-positions.
table-p-list-start = :{" "}
# $form: "b - a", "a + b", "a" or "b"; $constants: "0, 2".
table-p-lines = all lie on the { $count ->
        [one] line
       *[other] lines
    } { $form } = { $constants }
table-p-lattice = Whether (a, b) is a P-position depends only on (a mod { $rows }, b mod { $cols }).
table-most-p = At most { $row } { $row ->
        [one] P-position
       *[other] P-positions
    } in a row and { $column } in a column.
table-symmetric = Symmetric: { $symbol }(a, b) = { $symbol }(b, a).
table-not-symmetric = Not symmetric.
table-no-row-periodic = No row looks periodic.
table-no-column-periodic = No column looks periodic.
table-rows-periodic = Rows that look periodic: { $found } of { $total }
table-columns-periodic = Columns that look periodic: { $found } of { $total }
# $period: seq-period or seq-period-arithmetic, with b (or a) for n.
table-row-period = row a = { $index }: { $period }
table-column-period = column b = { $index }: { $period }
table-more = … and { $count } more

## The report.

# $family: the game's name, as code.
table-report-title = { $family }: { $symbol }(a, b) for a < { $rows }, b < { $cols }
table-report-title-misere = { $family }: { $symbol }(a, b) for a < { $rows }, b < { $cols } in misère play
table-misere-about = In misère play the player who makes the last move loses. G⁻(a, b), the misère value, is 1 where no move is left and otherwise the mex of the options' values; it is 0 exactly at the P-positions.

## Remoteness (tableview.js).
table-computing-remoteness = Computing the remoteness…
table-readout-draw = {" "}— a draw: play goes on forever.
table-readout-no-move = {" "}— a P-position: no move is left.
table-readout-loses-in = {" "}— a P-position: the player to move loses in { $moves } { $moves ->
        [one] move
       *[other] moves
    }.
table-readout-wins-in = {" "}— an N-position: the player to move wins in { $moves } { $moves ->
        [one] move
       *[other] moves
    }.
remoteness-after-rows = after { $rows } { $rows ->
        [one] row
       *[other] rows
    } of { $total }
remoteness-table-heading = : remoteness R(a, b) for a < { $rows }, b < { $cols }
remoteness-table-p-positions = P-positions (even remoteness): { $count }

## Cram (games/cram.rs).

cram-rules = cram: place a domino on two empty cells side by side (in a row or a column); `.` is an empty cell, `#` a filled one, `/` separates rows
cram-move = fill ({ $row1 },{ $column1 })-({ $row2 },{ $column2 })
cram-explain-symmetric = { $term } has value 0 by the symmetry strategy: the board is its own image under a half-turn and no domino covers the centre, so the second player answers every domino with its image and makes the last move.
cram-explain = { $term } has value { $value }: Cram has no formula, so the value was searched. The empty cells form { $regions } region(s) that touch no other (value: the nim-sum of theirs); each region's value is the least k such that no option has value k, searched option by option with a table of regions seen before (up to rotation and reflection).
cram-no-rows-or-columns = a Cram board has at least one row and one column
cram-too-many-cells-of = a Cram board has at most { $most } cells; { $rows } × { $cols } has { $cells }
cram-no-cells = a board has at least one cell: write rows of `.` and `#`
cram-too-many-cells = a Cram board has at most { $most } cells
cram-empty-row = a row has at least one cell
cram-unequal-rows = row { $row } has { $cells } cells but row 1 has { $width }: every row has the same length
cram-bad-cell = expected `.` (an empty cell), `#` (a filled cell) or `/` (the next row), found `{ $found }`
cram-expected-columns = expected the number of columns after the number of rows, as in cram(4,5)
# What the numbers of cram(ROWS,COLUMNS) are, in parse-below-2-64's $what.
cram-what-rows = the number of rows
cram-what-columns = the number of columns
cram-unclosed-quote = this board's quote `"` is never closed

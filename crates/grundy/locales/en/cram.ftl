## Cram (games/cram.rs).

cram-rules = cram: place a domino on two empty cells side by side (in a row or a column); `.` is an empty cell, `#` a filled one, `/` separates rows
cram-move = fill ({ $row1 },{ $column1 })-({ $row2 },{ $column2 })
cram-explain-symmetric = { $term } has value 0 by the symmetry strategy: the board is its own image under a half-turn and no domino covers the centre, so the second player answers every domino with its image and makes the last move.
cram-explain = { $term } has value { $value }: Cram has no formula, so the value was searched. The empty cells form { $regions } region(s) that touch no other (value: the nim-sum of theirs); each region's value is the least k such that no option has value k, searched option by option with a table of regions seen before (up to rotation and reflection).

## The set-up editor (Teaching::setup_picture): the accessible names of the places a click
## adds to, and what a click does.

picture-add-stone = add a stone
# $row, $column: the square's place, from 1.
picture-add-square = add the square in row { $row }, column { $column }
picture-add-row = add a row
picture-add-column = add a column
# $part: the part clicked, by its accessible name.
board-setup-edit = set up: { $part }

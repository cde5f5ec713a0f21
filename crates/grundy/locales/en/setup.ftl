## The set-up editor (Teaching::setup_picture): the accessible names of the places a click
## adds to and of the controls that shorten a row, and what a click does.

picture-add-stone = add a stone
# $row, $column: the square's place, from 1.
picture-add-square = add the square in row { $row }, column { $column }
picture-add-row = add a row
picture-add-column = add a column
# Northcott and Cram: the control that makes a row (a board) one column narrower.
picture-remove-column = remove the last column
# Cram: the control that takes the last row off.
picture-remove-row = remove the last row
# Node-Kayles: $vertex, the vertex's name (a deleted one put back, or a path's next).
picture-add-vertex = add vertex { $vertex }
# A grid's new column or row: $row, $column, where its clicked vertex is, from 1.
picture-add-grid-vertex = add the vertex in row { $row }, column { $column }
# A cycle's new vertex, $vertex, between its last vertex, $last, and its first, $first.
picture-add-cycle-vertex = add vertex { $vertex } between { $last } and { $first }
# Coin rows: $coin, the new coin's number, from 1.
picture-add-coin = add coin { $coin }, tails
# The control that shortens a row of coins: $coin, the last coin's number, from 1.
picture-remove-coin = remove the last coin (coin { $coin })
# Turning Corners: $x, $y, the cell's coordinates, from 0.
picture-add-corner-head = put a head on ({ $x }, { $y })
# Green Hackenbush: a new stalk of one edge on the ground, or an edge up from $vertex.
picture-add-stalk = add a stalk on the ground
picture-add-edge = add an edge up from vertex { $vertex }
# Staircase Nim: $step, the step's number, from 1 at the bottom.
picture-add-step-coin = add a coin on step { $step }
picture-add-step = add a step

# $part: the part clicked, by its accessible name.
board-setup-edit = set up: { $part }

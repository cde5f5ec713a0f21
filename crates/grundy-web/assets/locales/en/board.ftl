## Pictures of positions to click (board.js), in the Position and Play views.

# $parts: the components not drawn, as an expression.
board-not-drawn = Not drawn (too large, or no picture for its game): { $parts }
board-how-to = Click what a move is made with: a stone, a square, a vertex, an edge; a domino takes its two cells, a piece the square it goes to, coins the coins to turn, a corner move its two opposite corners. Choose a chosen part again to make the move of the parts chosen so far. From the keyboard: Tab to the picture, arrows to move, Enter to choose, Escape to start again.
board-title = The position
board-hint = Show the winning moves
board-setup = Set up by clicking
board-setup-how-to = Click a stone, a square, a cell, a coin, a vertex or an edge to take it away, fill it or turn it over, a dashed + to add there, and a dashed − to take off the last coin of a row, the last column or the last row; the expression above follows each click. A component's Remove button takes it out of the sum, and Add puts in a new one.
# The set-up editor's controls for the components of a sum. $expr: the component, as an expression.
board-setup-remove = Remove { $expr } from the sum
board-setup-remove-button = Remove
board-setup-add = Add a game:
board-setup-add-button = Add

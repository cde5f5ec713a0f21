## Pictures of positions to click (board.js), in the Position and Play views.

# $parts: the components not drawn, as an expression.
board-not-drawn = Not drawn (too large, or no picture for its game): { $parts }
board-how-to = Click what a move is made with: a stone, a square, a vertex, an edge; a domino takes its two cells, a piece the square it goes to, coins the coins to turn, a corner move its two opposite corners. Choose a chosen part again to make the move of the parts chosen so far. From the keyboard: Tab to the picture, arrows to move, Enter to choose, Escape to start again.
board-title = The position
board-hint = Show the winning moves
board-setup = Set up by clicking
board-setup-how-to = Click a stone, a square or a cell to take it away or fill it, and a dashed place to add it; the expression above follows each click.

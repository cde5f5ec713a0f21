## Pictures of positions to click (board.js), in the Position and Play views.

# $parts: the components not drawn, as an expression.
board-not-drawn = Not drawn (too large, or no picture for its game): { $parts }
board-how-to = Click a stone or a square to make the move it starts; a domino takes two clicks, one per cell. From the keyboard: Tab to the picture, arrows to move, Enter to choose, Escape to start again.
board-title = The position
board-hint = Show the winning moves
board-setup = Set up by clicking
board-setup-how-to = Click a stone, a square or a cell to take it away or fill it, and a dashed place to add it; the expression above follows each click.

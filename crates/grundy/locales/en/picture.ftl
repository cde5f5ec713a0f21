## Pictures of positions (picture.rs): the accessible names of the parts a page draws.

# $stone: which stone, from 1 at the left; $stones: how many the heap has.
picture-stone = stone { $stone } of { $stones }
picture-square = row { $row }, column { $column }
picture-filled = row { $row }, column { $column }, filled
picture-poison = the poisoned square
# Wythoff's board: the square (a, b), the two heaps a queen on it stands for.
picture-pair = square ({ $a }, { $b })
picture-queen = the queen, on ({ $a }, { $b })
board-moves-unlisted = more than { $limit } moves: make them by typing
# Graphs (Node-Kayles, Hackenbush): $vertex, $a and $b are vertex names as the graph writes them.
picture-vertex = vertex { $vertex }
picture-edge = edge { $a }–{ $b }
# Coins of a row, numbered from 1 at the left.
picture-coin-heads = coin { $coin }, heads
picture-coin-tails = coin { $coin }, tails
# Turning Corners: the coin on (x, y), coordinates from 0 as corners(x:y) writes them.
picture-corner-heads = coin ({ $x }, { $y }), heads
picture-corner-tails = coin ({ $x }, { $y }), tails
# A second (third, …) edge between the same two vertices: $copy counts from 2.
picture-edge-copy = edge { $a }–{ $b }, copy { $copy }
# Northcott's game: the squares of a row, by column from 1, and the two pieces on them.
picture-column = column { $column }
picture-white = white piece, column { $column }
picture-black = black piece, column { $column }
# Staircase Nim: steps from 1 at the bottom; $coin counts a step's coins from the bottom.
picture-step = step { $step }
picture-step-coin = coin { $coin } of { $coins } on step { $step }

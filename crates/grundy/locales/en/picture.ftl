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

## Turning Corners, corners (games/corners.rs).

corners-rules = corners: Turning Corners; coins on cells x:y (x, y counted from 0), the listed cells show heads. A move picks a head x:y and a, b with a < x, b < y, and turns the four corners a:b, a:y, x:b, x:y; the head x:y goes to tails.
corners-move = turn the corners { $a }:{ $b }, { $a }:{ $y }, { $x }:{ $b } and { $x }:{ $y } (the head { $x }:{ $y } goes to tails)
corners-explain = { $term } has value { $total }. Turning Corners is the product of two copies of the game 'turn two coins a < x' (a head on x is worth x), so by the Tartan theorem a head at x:y is worth the nim product x⊗y, and the board is worth the nim-sum of its heads (Winning Ways ch. 14). Heads: { $heads }; { $values } = { $total }.
corners-write-one-board = write the heads left after the move, as one board
corners-illegal = a move turns exactly the four corners a:b, a:y, x:b, x:y of a rectangle with a < x and b < y, where x:y is a head
corners-too-many-heads = a board may list at most { $most } heads, not { $count }
corners-bad-head = a head is written x:y, such as 2:3 (coordinates from 0), not `{ $text }`
# What x and y of x:y are, in parse-below-2-64's $what.
corners-what-coordinate = a coordinate
corners-head-twice = the head { $x }:{ $y } is listed twice

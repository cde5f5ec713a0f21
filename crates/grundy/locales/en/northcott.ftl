## Northcott's game (games/northcott.rs).

northcott-rules = northcott: rows W:B:N, a white and a black piece on columns W and B of a row N wide (from 1). A move slides one piece of one row towards the other piece, any number of squares, but not onto or past it. (Northcott's own game lets each player move only their colour and also retreat; the winner is the same, see explain.)
northcott-explain = { $term } has value { $gap }: there are |{ $white } - { $black }| - 1 = { $gap } empty squares between the pieces, and a move towards the other piece takes any number of them away, so the row is a Nim heap of { $gap }. Retreating (in Northcott's own game) never helps: the opponent follows with their piece the same distance, restoring the gap, and such exchanges push the pair towards the retreating player's edge, so they cannot go on forever.
northcott-move-white = move white from column { $from } to { $to } (gap { $gap } to { $after })
northcott-move-black = move black from column { $from } to { $to } (gap { $gap } to { $after })
northcott-write-row = write the row after the move as W:B:N
northcott-width = the row is { $width } columns wide
northcott-one-piece = a move slides exactly one piece
northcott-no-jump = a piece may not land on or jump over the other piece
northcott-towards = a move goes towards the other piece (retreats are left out: they never change the winner)
northcott-bad-row = a row is written W:B:N (white's column, black's column, the row's width, from 1), such as 2:7:8, not `{ $text }`
northcott-white-column = white's column must be between 1 and the width { $width }, not { $value }
northcott-black-column = black's column must be between 1 and the width { $width }, not { $value }
northcott-same-column = the two pieces of a row must be on different columns

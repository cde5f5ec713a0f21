## Lasker's Nim, lasker (games/lasker.rs).

lasker-rules = Lasker's Nim: heaps of stones; a move takes any positive number of stones from one heap, or splits one heap into two non-empty heaps.
lasker-split = split lasker({ $from }) into { $a } and { $b }
lasker-explain-empty = lasker(0) has no moves, so its value is mex {"{}"} = 0: the player to move loses.
lasker-rule = G(4k+{ $r }) = 4k+{ $image }, so G({ $heap }) = 4·{ $q }+{ $image } = { $value }
lasker-explain = lasker({ $heap }) has value { $value }. Lasker's Nim has the closed form G(4k+1) = 4k+1, G(4k+2) = 4k+2, G(4k+3) = 4k+4, G(4k+4) = 4k+3 (Winning Ways, ch. 4): the values 1 2 4 3 repeat with 4 added per block of four. Here { $heap } = 4·{ $q }+{ $r }, and { $rule }.
lasker-split-non-empty = a split leaves two non-empty heaps
lasker-split-sum = a split of lasker({ $from }) must leave two heaps adding up to { $from }, not { $a } + { $b }
lasker-write-move = write the new heap (below { $from }), or the two heaps of a split, as in `3,4`
# A request to list moves, as listing-too-many names it.
lasker-listing-term = lasker({ $n }) to value { $target }

## Octal games and their relatives: kayles, dawson, grundy, octal[CODE] (games/octal.rs).

octal-title-kayles = Kayles: a row of pins; a move knocks down one pin or two adjacent pins
octal-title-dawson = Dawson's Kayles: a row of pins; a move knocks down two adjacent pins
octal-title-grundy = Grundy's game: split one heap into two non-empty heaps of different sizes
octal-rules = { $title }: { $moves }.
octal-rules-code = { $title } (octal game { $code }): { $moves }.
octal-parts-nothing = nothing
octal-parts-and = { $rest } and { $last }
octal-split = split { $term } into { $parts }
octal-take = take { $taken } from { $term }, leaving { $parts }
octal-certificate = the nim-sequence of { $name } has period { $period } from n = { $preperiod }, proven by the octal periodicity theorem (Guy-Smith): G(n + { $period }) = G(n) holds on the first { $checked } values, which is enough
octal-explain-periodic = { $term } has value { $value }: { $certificate }. { $heap } ≥ { $preperiod }, and ({ $heap } - { $preperiod }) mod { $period } = { $offset }, so G({ $heap }) = G({ $preperiod } + { $offset }) = G({ $index }) = { $value }.
octal-explain-note = {" "}({ $certificate }.)
octal-heaps-non-empty = the heaps a move leaves must be non-empty (leave nothing by writing no heap)
octal-cannot-grow = { $term } cannot grow: the heaps left add up to { $left }
octal-cannot-move = { $term } cannot move to { $to }: { $rules }

## The moves an octal code allows, in words (takebreak/rules.rs).
octal-leave-nothing = nothing
octal-leave-one = one heap
octal-leave-two = two heaps
octal-leave-three = three heaps
octal-leave-or = {" "}or{" "}
octal-split-leaving = split a heap without removing anything, leaving { $leaves }
octal-remove-leaving = remove { $count } { $count ->
        [one] token
       *[other] tokens
    } from a heap, leaving { $leaves }
octal-clause-or = ; or{" "}
octal-no-move = no move is ever possible
octal-move = a move may { $clauses }; the heaps left must be non-empty
octal-move-unequal = a move may { $clauses }; the heaps a split leaves must be non-empty and of different sizes
octal-params = octal takes one parameter, the game's code: octal[0.137](10)
# Why a heap is too large (too-large-octal-heap's $why).
octal-why-three-heaps = its moves may leave three heaps, so the heaps up to n cost about n³/1000 steps, and heaps are computed only up to { $direct } (about { $work } steps)
octal-why-three-heaps-unproven = its moves may leave three heaps, so the heaps up to n cost about n³/1000 steps, and heaps are computed only up to { $direct } (about { $work } steps), with no period proven within the first { $proof }

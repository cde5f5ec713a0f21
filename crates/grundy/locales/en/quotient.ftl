## The text of a misère quotient (report/quotient.rs): grundy quotient, Python's text.

# $game: the game; $code: its octal code; $heaps: the largest heap.
quotient-title = Misère quotient of { $game } ({ $code }) for heaps up to { $heaps }
# $label: a heading; $value: what follows it.
quotient-line = { $label }: { $value }
quotient-order = order
quotient-tame = {" "}(tame)
quotient-presentation = presentation
quotient-generators = generators
# $generator: its name; $heap: the heap it is the element of.
quotient-generator = { $generator } = heap { $heap }
quotient-p-portion = P-portion
quotient-elements = elements
quotient-heap-map = heap map (heap: element):
quotient-heap-map-genus = heap map (heap: element, Conway's genus):
quotient-wild = {"  "}(wild)
# $sums: sums of heaps valued.
quotient-genus-tame = genus: tame: every position of every heap has a tame genus (0^{"{"}120{"}"}, 1^{"{"}031{"}"} or a^{"{"}a(a⊕2){"}"}) ({ $sums } sums of heaps valued)
# $sums: sums of heaps valued.
quotient-genus-wild = genus: wild: some position of a heap has a wild genus ({ $sums } sums of heaps valued)
# $preperiod, $period: the heap map's period; $checked: the heap it was checked to.
quotient-period-proven = heap map stable from heap { $preperiod } with period { $period }, checked to { $checked }: proven for every heap, so this is the quotient of the whole game
# $preperiod, $period: the heap map's period; $checked: the heap it was checked to.
quotient-period-observed = heap map stable from heap { $preperiod } with period { $period }, checked to { $checked } (observed, not proven)
# $preperiod, $period: the heap map's period; $checked: the heap it was checked to; $needed: heaps a proof needs.
quotient-period-observed-needs = heap map stable from heap { $preperiod } with period { $period }, checked to { $checked } (observed, not proven; a proof needs heaps up to { $needed })
# $heaps: the largest heap.
quotient-no-period = no period of the heap map seen up to heap { $heaps }
# $heaps: the heaps, comma-separated.
quotient-grew = the quotient grew at heaps { $heaps }
# $pairs: how many pairs.
quotient-proof = proof: { $pairs } (element, option elements) pairs checked
quotient-table = multiplication table:

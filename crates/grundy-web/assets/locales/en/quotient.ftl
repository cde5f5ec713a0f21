## The Misère quotient view: its section of index.html and quotient.js.
## A message may hold <code>…</code>, drawn as code; nothing else is markup.

quotient-title = Misère quotients
# The lead paragraph, in five pieces: text, the term "misère quotient" (emphasized), text, the
# term "P-portion" (emphasized), text.
quotient-lead-start = In misère play the last player to move loses, and nim-values no longer add up. Instead, the sums of a take-and-break game's heaps form a small multiplication table, the{" "}
quotient-lead-quotient = misère quotient
quotient-lead-middle = {" "}(Plambeck & Siegel): each heap stands for an element, and a sum is lost for the player to move exactly when the product of its heaps' elements lies in the{" "}
quotient-lead-portion = P-portion
quotient-lead-end = .
quotient-game-label = Take-and-break game
quotient-heaps-label = Heaps up to
quotient-genus-switch = Conway's genus
quotient-compute = Compute
quotient-hint = Octal codes such as <code>octal[0.75]</code>, or <code>kayles</code>, <code>dawson</code>, <code>grundy</code>. Every quotient shown is proven for the heaps covered.
quotient-examples-name = Example games
quotient-try = Try:
quotient-example-misere-nim = misère Nim, heaps ≤ 3
quotient-computing = Computing the quotient…

# $game: the game, as code; $code: its octal code when it differs, or nothing.
quotient-report-title = { $game }{ $code }, heaps up to { $heaps }
quotient-order = Order
quotient-p-portion = P-portion
quotient-tame = Tame
quotient-yes = yes
quotient-no = no
# $list: each generator with its heap (quotient-generator-heap), separated by commas.
quotient-generators = Generators: { $list }.
quotient-generator-heap = {" "}= heap { $heap }
# Between the generators.
quotient-separator = {", "}
quotient-tag-proven = proven
quotient-tag-observed = observed
quotient-tag-observed-unproven = observed, not proven
# After a tag (proven, observed): a sentence of its own.
quotient-verified = {" "}Every (element, option elements) pair reachable by adding heaps was checked against the rules: { $count } { $count ->
        [one] pair
       *[other] pairs
    }.
quotient-no-period = {" "}No period of the heap map seen up to heap { $heaps }.
quotient-period-proven = {" "}The heap map repeats with period { $period } from heap { $preperiod } for every heap: this is the quotient of the whole game.
quotient-period-observed = {" "}The heap map repeats with period { $period } from heap { $preperiod }, checked to heap { $checked }.
quotient-period-observed-proof = {" "}The heap map repeats with period { $period } from heap { $preperiod }, checked to heap { $checked } (heaps up to { $proof } would prove it).
# $heaps: the heaps, separated by commas; $count: how many.
quotient-changes = The quotient grew at { $count ->
        [one] heap
       *[other] heaps
    } { $heaps }.

quotient-heap-map-title = Each heap's element
quotient-legend-p = in the P-portion: a lone heap of this size is lost for the player to move
quotient-legend-wild = a wild genus somewhere in the heap
quotient-heap-map-name = Heap sizes and their elements
# A heap's button: $portion is quotient-tile-in-p or nothing, $genus quotient-tile-genus(-wild)
# or nothing.
quotient-tile-name = heap { $heap }: element { $element }{ $portion }{ $genus }. Add it to the sum.
quotient-tile-in-p = , in the P-portion
quotient-tile-genus = , genus { $genus }
quotient-tile-genus-wild = , genus { $genus } (wild)
quotient-sum-help = Click heaps to build a sum, then ask who wins it in misère play.
quotient-sum-who-wins = Who wins it in misère play, and why?
quotient-sum-play = Play it
quotient-sum-clear = Clear

quotient-table-title = Multiplication table
quotient-table-too-large = Of order { $order }: too large to draw here ({ $cells } cells). The API's JSON has it.
quotient-table-help = The product of the row's and the column's elements; products in the P-portion are orange and ringed.
quotient-table-name = The multiplication table of the { $order } elements

quotient-genus-title = Conway's genus
# $g0, $g1, $ga: the tame genera, drawn with raised exponents.
quotient-genus-tame = Tame: every position of every heap has a tame genus ({ $g0 }, { $g1 } or { $ga }), so the game plays misère like Nim.
quotient-genus-wild = Wild: { $count } { $count ->
        [one] heap
       *[other] heaps
    } can reach a position of wild genus, the first being heap { $first }.
# $symbol: g with γ0γ1γ2… raised.
quotient-genus-about = The genus { $symbol } of a heap: g is its normal-play value and γk the misère value of the heap plus k heaps of 2. The γs end alternating, and are written up to the first two values of the alternation. { $count } { $count ->
        [one] sum
       *[other] sums
    } of heaps were valued.

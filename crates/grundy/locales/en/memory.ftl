## What a computation would hold in memory, named in the memory-limit error
## (errors.ftl: limit-memory, "… would need about 3 MiB, more than the memory limit of 1 MiB").
## Each is the argument $what of that message; the callers are Budget::check_memory's.

## Drawings (draw/).
memory-layout = the layout of { $positions } positions and { $moves } moves
memory-layout-bends = the layout's { $count } nodes and bends
memory-svg = the SVG drawing
# $count: the moves; $components: the components of the position.
memory-position-moves = the { $count } moves of a position of { $components } components
memory-reachable-graph = the graph of reachable positions

## Misère quotients and genera (quotient/, misere/).
memory-genera = the genera of the sums of heaps
memory-quotient-heap-map = the misère quotient's heap map
memory-quotient-box = the misère quotient's box of { $size } words
memory-quotient-table = the table of a misère quotient of order { $order }
memory-quotient-proof = a proof of a misère quotient with { $pairs } pairs
memory-trial-quotient = a trial misère quotient of { $size } elements
memory-trial-actions = the actions on a trial misère quotient of { $size } elements
memory-misere-heaps = the misère outcomes and values of { $count } heaps

## Graphs (graph/).
memory-graph = the graph
memory-graph-reading = the graph being read
memory-graph-values = the values of the graph's vertices
memory-graph-outcomes = the outcomes of the graph's vertices

## Searches, sums and reports (solver/, sum.rs, report/).
memory-search = a search of { $count } positions
memory-sums-search = the positions of the search of sums and their options
memory-sum-moves = the list of every move of this position
memory-retrograde-positions = the positions of the retrograde analysis
memory-remoteness-heaps = the remoteness of { $count } heaps
memory-remoteness-table = the remoteness of a table of { $rows } x { $cols }
memory-value-table = a table of { $rows } x { $cols } values

## Take-and-break games and their files (takebreak/, sweep/).
# $rules: the octal code; $count: the heaps.
memory-takebreak-values = the values of { $rules } up to heap { $count }
memory-three-heap-pairs = the table of two-heap values for the three-heap moves of { $code } up to heap { $heap }
memory-value-counts = the table of value counts of the resumed sequence
memory-values-file = the { $count } values in { $path }
memory-checkpoint-reading = reading the checkpoint { $path }

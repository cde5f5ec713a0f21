## The Sequence view: its section of index.html, sequence.js, and the drawing of a
## nim-sequence (seqview.js, used by the Rules editor too).
## A message may hold <code>…</code>, drawn as code; nothing else is markup.

seq-title = Nim-sequences
seq-lead = The values G(0), G(1), …, G(N) of a one-heap game, coloured so that patterns jump out, with the period when there is one.
seq-family-label = Family
seq-to-label = Up to n =
seq-show = Show
seq-misere = Misère play
seq-misere-note = (whoever makes the last move loses)
seq-examples-name = Example families
seq-try = Try:
seq-range-hint = A range of a parameter, such as <code>powers[2..12]</code> or <code>octal[0.{"{"}1..7{"}"}7]</code>, sweeps it: one row per value and how the rule depends on it.
seq-computing = Computing the values…

## The period (also in the 2-D table's rows and columns).

seq-no-period = No period found in these values.
seq-period = Period { $period } from n = { $preperiod }
# G(n + period) = G(n) + saltus from n = preperiod on.
seq-period-arithmetic = Arithmetic period { $period } with saltus { $saltus } from n = { $preperiod }: G(n + { $period }) = G(n) + { $saltus }
seq-tag-proven = proven
seq-tag-observed = observed, not proven
seq-tag-observed-title = Seen in these values, not proven
seq-proven-by-values = Proven by the values up to n = { $to }
seq-proven-by-theorem = Proven by a theorem
seq-checked-to = (checked up to n = { $to })

## The strip, the table of values, the histogram and the plot.

# $symbol: G, or G⁻ in misère play; $last: the last n.
seq-strip-name = The values { $symbol }(0) to { $symbol }({ $last }) as coloured cells
# $period: seq-period or seq-period-arithmetic.
seq-strip-name-period = The values { $symbol }(0) to { $symbol }({ $last }) as coloured cells; { $period }
# Beneath the strip, short.
seq-strip-preperiod = preperiod
seq-strip-period = period { $period }
seq-table-caption = { $symbol }(n) in rows of { $width }
seq-first-values = The first { $limit } of { $count } values.
seq-histogram-name = How often each value occurs among the { $count } values
# $value: a value or a range such as 8–15.
seq-histogram-bar = value { $value }: { $count } { $count ->
        [one] time
       *[other] times
    }
seq-histogram-axis = value
seq-plot-name = A plot of { $symbol }(n) for n = 0 to { $last }
seq-legend-zero = 0: a P-position (the player to move loses)
seq-legend-ramp = { $max }: the larger the value, the darker the blue

## The report of a sequence.

# $family: the family's name, as code.
seq-report-title = { $family }: G(n) for n = 0 to { $last }
seq-values-title = The values
# $select: the choice of the row width.
seq-rows-of = Rows of{ $select }
seq-row-width-period = { $width } (the period)
seq-histogram-title = How often each value occurs
seq-plot-title = G(n) against n

## In misère play.

# After "decided by".
seq-method-bouton = Bouton's misère rule
seq-method-anti-sg = the Anti-SG (SJ) theorem: only terminal positions have value 0
seq-method-quotient = the game's misère quotient (Plambeck and Siegel)
seq-method-search = search of the definition
seq-heap-p = heap { $heap }: the player to move loses
seq-heap-n = heap { $heap }: the player to move wins
seq-outcomes-caption = Who wins each heap, in rows of 10
seq-first-heaps = The first { $limit } of { $count } heaps.
seq-misere-decided = Who wins each heap, decided by { $method }.
seq-misere-no-values = The misère values are not shown: the sums these heaps split into are too many to search.
seq-misere-title = { $family }: G⁻(n) in misère play, n = 0 to { $to }
seq-misere-outcomes-title = { $family }: misère outcomes, n = 0 to { $to }
seq-misere-about = In misère play the player who makes the last move loses. G⁻(n), the misère value, is 1 for a heap with no move and otherwise the mex of its options' values; it is 0 exactly at the P-positions.
seq-misere-values-title = The misère values
seq-misere-outcomes = Who wins each heap

## A range of a parameter (renderParamSweep).

seq-period-none = none
seq-period-cell = { $period } from n = { $preperiod }
seq-period-cell-saltus = { $period } from n = { $preperiod }, saltus { $saltus }
seq-sweep-no-sequence = no sequence: { $error }
seq-sweep-no-rule = no rule found
# $pattern: the family with its range, as code.
seq-sweep-title = { $pattern }: { $name } = { $first } to { $last }
seq-sweep-depends = How the rule depends on { $name }{" "}
seq-sweep-observed = observed on these rows, not proven
seq-sweep-no-common-rule = No rule common to these values of the parameter.
seq-sweep-rows-title = One row per value of the parameter
seq-col-family = family
seq-col-period = period
seq-col-period-observed = (observed unless marked proven)
seq-col-first-rule = first rule

## Remoteness (seqview.js; the table view shares these).
seq-computing-remoteness = Computing the remoteness…
remoteness-meaning = The remoteness is how many moves the game lasts when the winner hurries and the loser delays: 0 when no move is left, even exactly at the P-positions (the player to move loses), odd where the player to move wins; D for a draw.
remoteness-switch = Remoteness
remoteness-switch-note = (how many moves perfect play lasts)
remoteness-legend-even = even: a P-position (the player to move loses)
remoteness-legend-odd = odd
remoteness-legend-odd-note = the player to move wins; the longer the game, the darker the blue
remoteness-legend-draw = D: a draw
remoteness-stopped = Stopped { $what }:{" "}
remoteness-after-heaps = after { $computed } of { $total } heaps
remoteness-seq-heading = : remoteness R(n) for n = 0 to { $last }
remoteness-each-heap = The remoteness of each heap
remoteness-plot = R(n) against n

## The progress of long work (grundy::progress), as the command line and Python report it.
# $percent: the share done; $left: the time left, as 3m 05s.
progress-share-left = { $percent }%, about { $left } left
progress-at-least-left = at least { $percent }%, at most { $left } left
progress-at-least = at least { $percent }%
# The share of a board search's question at the root, measured on the options it settled: an
# estimate of the work done.
progress-share-measured = about { $percent }% of this question
# The same with $left, the time the rest of the question would take at the average pace since
# it began (shown once it has run 10 s and done 1%): an extrapolation, not a forecast.
progress-share-measured-left = about { $percent }% of this question, { $left } more at its pace so far
# $count: steps (positions explored); $rate: steps a second.
progress-steps-rate = { $count } steps, { $rate } a second
progress-steps = { $count } steps
# $left: the time left before the time limit.
progress-time-limit = ; the time limit ends it in { $left }

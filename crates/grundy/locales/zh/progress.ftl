## 长时间计算的进度（grundy::progress），命令行和 Python 的进度报告都用这些话。
# $percent: the share done; $left: the time left, as 3m 05s.
progress-share-left = { $percent }%，大约还需 { $left }
progress-at-least-left = 至少 { $percent }%，最多还需 { $left }
progress-at-least = 至少 { $percent }%
# The share of a board search's question at the root, measured on the options it settled: an
# estimate of the work done.
progress-share-measured = 此问约完成 { $percent }%
# The same with $left, the time the rest of the question would take at the average pace since
# it began (shown once it has run 10 s and done 1%): an extrapolation, not a forecast.
progress-share-measured-left = 此问约完成 { $percent }%，按目前的平均速度约还需 { $left }
# $count: steps (positions explored); $rate: steps a second.
progress-steps-rate = { $count } 步，每秒 { $rate } 步
progress-steps = { $count } 步
# $left: the time left before the time limit.
progress-time-limit = ；时间限制将在 { $left } 后结束计算

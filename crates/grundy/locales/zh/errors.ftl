## 各前端都会显示的错误：无法读懂的表达式（expr.rs、parse/）和超出的限制（budget.rs）。
## 如何放宽限制由各前端补充说明。

parse-error-at = 第 { $column } 列：{ $message }
parse-error-rendered = 错误：第 { $column } 列：{ $message }
parse-below-2-64 = { $what }必须小于 2^64，而不是 { $text }
parse-too-long = 表达式长 { $bytes } 字节，上限是 { $limit } 字节（64 KiB）
parse-expected-plus = 这里应为 `+` 或表达式结束，却是 `{ $found }`
parse-expected-game-at-end = 这里应为一个游戏，例如 nim(3)，表达式却结束了
parse-expected-game = 这里应为一个游戏，例如 nim(3)，却是 `{ $found }`
parse-never-closed = 这个 `{ $bracket }` 没有闭合
parse-nested-too-deep = 括号在这里嵌套超过了 { $limit } 层
parse-wrong-closer = 这里应为 `{ $close }` 来闭合 `{ $open }`，却是 `{ $found }`
parse-expected-closer = 这里应为 `{ $close }`，却是 `{ $found }`
parse-closes-nothing = `{ $found }` 没有可闭合的括号
parse-expected-value-before = `{ $found }` 之前缺少一个值
parse-expected-value-at-end = 末尾缺少一个值
parse-expected-integer = 这里应为非负整数，例如 42 或 10^30
parse-expected-integer-found = 这里应为非负整数，例如 42 或 10^30，却是 `{ $found }`
parse-integer-too-large = { $text } 太大：整数最多 { $bits } 位（二进制）
parse-bad-game-name = `{ $name }` 不能作为游戏名：请用小写字母、数字和 `_`，并以字母开头
parse-name-taken = `{ $name }` 已经是一个游戏的名字，请另选一个
parse-expected-position = 这里应为 `(` 和一个局面，例如 { $family }(10)
parse-one-family = 这里应为一个游戏族，而不是多个游戏之和
parse-no-rules-given = `rules` 指随表达式一起给出的规则，但并没有给出规则
parse-no-files = `{ $family }` 需要读取文件，这里不允许；请改为直接给出规则（游戏族 `{ $rules }`）
parse-no-parameters = { $name } 不接受方括号中的参数
parse-unknown-game = 未知的游戏 `{ $name }`；已知的游戏有：{ $known }

limit-interrupted = 已中断
limit-timeout = 超过时间限制 { $limit }，已放弃
limit-states = 已探索 { $limit } 个局面（状态数上限），已放弃；请换一个更小的局面或放宽上限
limit-memory = { $what }大约需要 { $needed }，超过了内存上限 { $limit }

## 游戏无法求值的原因（error.rs）。

game-cycle = 该游戏有循环：局面 { $position } 可以回到自身，因此没有通常意义下的SG值
# $value: the generalized value, as ∞{0,2}.
game-infinite = { $position } 的循环值为 { $value }：从它出发可以无限地走下去，因此没有通常意义下的SG值
# $heaps: the largest heap asked for.
quotient-beyond-limits = { $game } 在堆大小不超过 { $heaps } 时的反常商是无限的，或者超出了这些限制

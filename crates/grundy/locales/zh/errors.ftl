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
# Why a text is not a size (--max-memory 4G, max_memory="512M"); $text is the text as given.
size-bad-unit = `{ $text }` 不是一个大小：请写字节数，或带 K、M、G、T 单位的数（如 4G、512M）
size-bad-number = `{ $text }` 不是一个大小：请写一个数，如 4G 或 512M
size-unusable = `{ $text }` 不是可用的大小：至少 1 字节，至多 16 EiB
# A size under 1 KiB (larger sizes are written with KiB, MiB or GiB).
size-bytes = { $count } 字节

## 游戏无法求值的原因（error.rs）。

game-cycle = 该游戏有循环：局面 { $position } 可以回到自身，因此没有通常意义下的SG值
# $value: the generalized value, as ∞{0,2}.
game-infinite = { $position } 的循环值为 { $value }：从它出发可以无限地走下去，因此没有通常意义下的SG值
# $heaps: the largest heap asked for.
quotient-beyond-limits = { $game } 在堆大小不超过 { $heaps } 时的反常商是无限的，或者超出了这些限制

## 对所要求的方法来说太大的局面（GameError::TooLarge）；$most 是上限。

too-large-svg-positions = 这个图有 { $positions } 个局面，太多了，画不出来（SVG 图最多显示 { $most } 个）
too-large-svg-moves = 这个图有 { $moves } 步着法，太多了，画不出来（SVG 图最多显示 { $most } 步；请少画一些局面）
too-large-genus-heaps = 亏格只对不超过 { $most } 的堆计算，而不是 { $heaps }
too-large-quotient-heaps = 反常商只对不超过 { $most } 的堆计算，而不是 { $heaps }
too-large-quotient-words = 这个反常商需要超过 { $cap } 个字或对
too-large-quotient-order = 这个反常商会有超过 { $most } 个元素（反常商最多构造到这个阶）
too-large-graph-file = 文件大于 { $limit }，这是图文件的大小上限
too-large-graph-file-size = 文件大小为 { $size }，超过了图文件的大小上限 { $limit }
too-large-graph-vertices = { $count } 个顶点超过了图的顶点上限 { $most }
too-large-graph-edge = 边 { $from } -> { $to } 指向的顶点超出了图的 { $count } 个顶点
too-large-graph-edges-changed = 边的来源在第二遍时给出了不同的边
too-large-remoteness-to = remoteness 最多列到堆 { $most }（要求的是 { $to }）
too-large-sequence = 到 G({ $to }) 的序列太长；上限是 G({ $most })
too-large-beyond-2-36 = G({ $to }) 超出了 grundy 的计算范围（堆的大小须小于 2^36）
too-large-value-64-bits = G({ $n }) = { $value } 已经超出 64 位
too-large-contest-code = 竞赛代码最多容纳 { $most } 个值，而不是 { $count } 个
too-large-long-long = 有一个值超出了 64 位有符号整数（long long）的范围
too-large-table = { $rows } x { $cols } 的表格子太多：总共最多 { $most } 格
too-large-cell-64-bits = G({ $a },{ $b }) 超出了 64 位
too-large-beyond-2-32 = { $n } 超出了 grundy 的计算范围（堆的大小须小于 2^32）
too-large-2-32-positions = 要分析的局面超过 2^32 个
too-large-option-is-sum = { $position } 的一个后继状态是 { $parts } 个局面之和；胜负搜索需要单个局面
too-large-remoteness-64-bits = { $family }({ $n }) 的 remoteness 超出了 64 位
too-large-misere-sequence = 到 n = { $to } 的反常序列太长；上限是 n = { $most }
too-large-not-take-break-values = 这些不是取子分堆游戏的 SG值：{ $why }
too-large-corner-tries = { $term }：找出它的着法要尝试 { $tries } 个角（上限是 { $most }）；它的 SG值 { $value } 是精确的
too-large-corner-no-move = { $term }：在尝试的前 { $most } 个角中没有走到 SG值 { $target } 的着法，而角还有更多
too-large-moore-winning-moves = { $term }：它的必胜着法太多，列不出来，数起来也太费工夫（上限是 { $most } 步）；它的胜负和一个必胜着法是精确的
too-large-moore-values = { $term }：K ≥ 2 时 SG值没有已知公式，只对小局面搜索（至多 { $most } 个更小的局面）；胜负和一个必胜着法对任何大小都是精确的
too-large-chomp-two-rows = 两行（或两列）分别为 { $a } 格和 { $b } 格的巧克力太费工夫（大约 { $work } 步；至多 { $most } 步）
too-large-chomp = { $term }：{ $what }；Chomp 只能靠穷举搜索求解，请选一块更小的巧克力
too-large-moves-to-value = { $family }({ $heap }) 有 { $count } 步着法走到 SG值 { $target }，太多了，无法逐一列出（上限是 { $most }）
too-large-no-period = { $name }：在前 { $most } 个堆大小中没有找到周期
too-large-wythoff = wythoff({ $a },{ $b })：Wythoff 游戏的 SG值没有已知公式，而所有更小局面的表（大约 { $cells } 格）太大了；它的胜负和必胜着法是精确的
too-large-options = { $term } 有 { $count } 个后继状态，太多了，无法逐一列出（上限是 { $most }）
too-large-fibonacci-heap = { $family }：堆 { $n } 太大（表示它需要序列 1, 2, 3, ... 的超过 { $most } 项）
too-large-fibonacci-values = { $family }：SG值没有已知公式，只对不超过 { $most } 的堆搜索，而不是 { $n }；胜负和必胜着法对任何大小都是精确的
# $why: too-large-octal-unproven or too-large-octal-unequal.
too-large-octal-heap = { $family }({ $heap }) 超出了能计算的范围：{ $why }（grundy seq "{ $family }" 能算得更远）
too-large-octal-count = { $family }({ $heap }) 的后继状态太多，数不过来：不支持对巨大的堆计数分成三堆的着法
too-large-octal-search = { $family }({ $heap }) 的后继状态太多，无法逐一搜索（上限是 { $most }）
too-large-octal-list = { $family }({ $heap }) 的后继状态太多，无法逐一列出（上限是 { $most }）
too-large-octal-unproven = 在前 { $proof } 个堆大小内没有证明出周期，而直接计算只到堆 { $direct }
too-large-octal-unequal = 对于分堆不均等的游戏，没有定理能证明周期，而直接计算只到堆 { $direct }
too-large-combined-moves = { $family }({ $sum }) 的组合着法超过 { $most } 步，太多了，无法列出

## 所要求的方法根本无法处理的情形，与大小无关（GameError::Unsupported）；$most 是上限。

unsupported-no-heap = { $family } 没有大小为 { $n } 的堆
unsupported-no-pair = { $family } 没有局面 ({ $a }, { $b })
unsupported-not-one-heap = { $family } 不是单堆游戏族（任意大小的一个堆）
unsupported-not-two-parameters = { $family } 不是双参数游戏族
unsupported-no-sequence = { $family } 不是单堆游戏，所以没有 SG值序列
unsupported-no-natural-end = { $family } 不是取子分堆游戏，所以它的序列没有自然的终点：请给出最后一个堆的大小（`to`）
# $what: one of the seq-only-* requests below; $family: the family asked for.
unsupported-take-break-only = { $what }只适用于取子分堆游戏（kayles、dawson、octal[CODE]、grundy），不适用于 { $family }
seq-only-freq = SG值的频数
seq-only-stats = 引擎的统计
seq-only-engine = 选择引擎
seq-only-proof-limit = 限制对周期证明的搜索
seq-only-threads = 选择线程
unsupported-no-provable-end = 没有定理能证明 { $family } 的周期（它的分堆必须是不均等的），所以没有自然的终点：请给出最后一个堆的大小（`to`）
unsupported-no-quotient = 反常商只对取子分堆游戏（octal[CODE]、kayles、dawson、grundy 等）计算，而不是 { $family }
unsupported-empty-table = 表至少要有一行一列，至多 { $most } 格（要求的是 { $rows } x { $cols }）
unsupported-no-table = { $family } 没有双参数的局面，所以没有表；表适用于状态是数对的游戏族，例如 script[examples/queen.rhai]
unsupported-no-misere-sequence = { $family } 没有单堆局面，所以没有序列
unsupported-no-misere-table = { $family } 没有双参数的局面，所以没有表
unsupported-misere-loopy = { $sum } 的反常博弈可以无限进行下去（有循环的分量可以重复局面），而反常博弈只对总会结束的游戏求解
unsupported-form-loopy = { $position } 可以重复局面，而反常形式只对总会结束的游戏存在
unsupported-form-too-long = { $position } 会持续超过 { $most } 步，太长了，求不出它的反常形式
unsupported-form-too-deep = 生日为 { $birthday } 的形式太深，求不出它的亏格
unsupported-sweep-no-values = sweep 至少要计算每个代码的一个值
unsupported-not-a-code = `{ $code }` 不是八进制代码：{ $error }
unsupported-sweep-extra-row = 给出了 { $code } 的一行，但 sweep 中没有这个代码
unsupported-sweep-two-rows = { $code } 给出了两行
unsupported-sweep-no-row = 没有给出 { $code } 的一行（也没有给出按规则是同一个游戏的代码的一行）

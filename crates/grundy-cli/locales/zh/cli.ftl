## 命令行自己的文字（crates/grundy-cli）：`eval` 的各项标签、`play` 的提示和消息，以及提到命令行
## 选项的提示。库的文字（规则、解释、错误）在 crates/grundy/locales。

error-prefix = 错误：{ $message }
hint-timeout = { $limit }；可用 --timeout 放宽
hint-state-limit = { $limit }（用 --state-limit）
hint-max-memory = { $limit }；可用 --max-memory 放宽
line-too-long = 这一行超过了 { $kib } KiB
line-not-utf8 = 这一行不是有效的 UTF-8 文本

eval-position = 局面：{ $position }
eval-outcome = 结果：{ $outcome }（{ $words }）
eval-misere-play = 规则：反常规则 misère（最后一个行动者输）
eval-method = 方法：{ $method }
eval-genera = 亏格：{ $genera }
eval-form = 最简型：{ $form }（Conway 记号）
eval-form-options = 后继状态：{ $options }
eval-form-too-long = 最简型：（太长，不写出；下面是它的大小和 genus）
eval-form-size = 大小：可达 { $size } 个最简型，生日 { $birthday }
eval-genus = genus：{ $genus }（{ $tameness }）
eval-tame = 驯服（tame）：在驯服游戏的 misère 和中如同一堆 Nim
eval-restive = 躁动（restive）：在 Nim 堆之中相当于大小为其反常规则 SG值或正常规则 SG值的堆
eval-restless = 不安（restless）：不是驯服的，每个后继状态都是驯服的，正常规则 SG值至少为 2，反常规则 SG值至多为 1
eval-wild = 狂野（wild）
eval-remoteness-rule = 步数：{ $rule }
eval-remoteness-unknown = 步数：未知（{ $reason }）
eval-nim-value = SG值：{ $value }
eval-nim-value-unknown = SG值：未知（{ $reason }）
eval-nim-value-not-known = SG值：未知
eval-loopy-value = 值：{ $value }（有环：游戏可以永远进行；花括号中是其后继状态的有限 SG值）
eval-loses-no-move = 先手必败：已无路可走
eval-wins-no-move = 先手必胜：已无路可走
eval-loses-in = 先手必败，{ $moves } 步后输
eval-wins-in = 先手必胜，{ $moves } 步内获胜
eval-draw-no-winning-move = 必胜着法：无（平局：没有一步能走到对手必败的局面）
eval-no-winning-move = 必胜着法：无（每一步都走到对手必胜的局面）
eval-winning-moves = 必胜着法：{ $count } 种
eval-moves-counted = 必胜着法：{ $count } 种，只计数、不列出（{ $reason }）
eval-moves-unlisted = 必胜着法：未列出（{ $reason }）

play-perfect = 与完美对手下 { $position }。
play-level = 与电脑下 { $position }，难度 { $level }（{ $description }；种子 { $seed }：用 `--seed { $seed }` 可重现这一局）。
play-misere = 反常规则（misère）：最后一个行动者输。输入 `help` 查看命令。
play-normal = 无路可走的一方输。输入 `help` 查看命令。
play-ask-first = 你要先手吗？[y/n]{" "}
play-answer-y-or-n = 请回答 y 或 n。
play-over-you-stuck = 你已无路可走：电脑获胜。
play-over-computer-stuck = 电脑已无路可走：你赢了！
play-over-misere-you-win = 已无路可走：最后一步是电脑走的，所以你赢了！
play-over-misere-computer-wins = 已无路可走：最后一步是你走的，所以电脑获胜。
play-computer = 电脑：{ $step }（{ $why }）
play-position = 局面：{ $position }
play-prompt = 你的着法（`C -> NEW`，或 hint、moves、rules、help、quit）：{" "}
play-line-ignored = 错误：{ $reason }；已忽略（请输入着法，或 help）
play-bye = 再见。
play-no-hint = 没有提示：{ $reason }
play-you = 你：{ $step }
play-help =
    着法写作 `C -> NEW`：第 C 个分量（按列出的编号）变为 NEW，写法与游戏的参数相同
    （`1 -> 2` 表示第 1 堆剩 2 个石子；分成两堆时写出两堆，如 `1 -> 3,6`；`->` 后面不写表示去掉该分量）。
    hint：必胜着法   moves：所有着法   rules：规则   quit：退出
play-draw-hint = 这是平局：没有必胜着法，但 { $syntax }（{ $step }）可以让游戏继续而不输。
play-hint-p = 这是先手必败态（P）：每一步都会让对手必胜。继续下，等对手犯错吧。
play-winning-moves = 必胜着法：
play-winning-some-counted = 必胜着法：{ $count } 种，太多无法列出；以下是其中 { $shown } 种：
play-winning-some = 必胜着法：太多无法列出（{ $reason }）；以下是其中 { $shown } 种：
play-and-more = ……还有 { $more } 种

verdict-won = 必胜着法：你已无路可走
verdict-fastest-win = 必胜着法：至多再过 { $moves } 步获胜
verdict-slowest-loss = 没有必胜着法，所以尽量拖延：你若应对完美，再过 { $moves } 步结束
verdict-winning = 必胜着法
verdict-plays-on = 没有必胜着法，所以继续下
verdict-keeps-draw = 没有必胜着法，所以保持平局
verdict-random = 随机选的一步，这个难度就是这样下的

games-example = 例如 { $example }

seq-header = { $family }：SG 函数 G(n)，n = 0..={ $last }
seq-computed = { $family }：已计算 { $count } 个值
seq-period-none = 周期：未知
seq-period-none-in = 周期：在前 { $count } 个值中既未证明也未观察到
seq-period-none-observed = 周期：在前 { $count } 个值中未观察到（对不等分裂没有适用的定理）
seq-p-positions = 必败态 P（n ≤ { $to }）：{ $listed }
seq-p-positions-none = 无
seq-p-positions-more = { $listed }，……（共 { $count } 个）
period-plain = 周期 { $period }，从 n = { $start } 开始
period-arithmetic = 算术周期 { $period }，增量 { $saltus }，从 n = { $start } 开始：G(n + { $period }) = G(n) + { $saltus }
period-proven-closed-form = 由公式证明
period-proven-by-values = 由 n = { $to } 以内的值证明
period-observed-to = 在 n = { $to } 以内的值中观察到，未证明
period-observed = 观察到，未证明
period-stated = { $shape }（{ $how }）
rules-header = 规律：

options-header = 着法：{ $count } 种（每种着法及其走到的局面，对届时行动的一方而言：P 表示这步必胜；N 表示这步会输；D 表示平局）
options-to = 到
options-value = SG值
options-remoteness = 步数
options-move = 着法
options-truncated = （没有列出全部着法：{ $reason }）

## seq --stats, --freq and --out.
# $count: how many values; $path: the file.
seq-values-written = G(0..{ $count }) 的值已写入 { $path }
seq-freq-header = 各 SG 值出现的次数（值：堆的个数，占比）：
seq-stats-values-computed = 已计算的值
seq-stats-engine = 引擎
seq-stats-bytes-per-value = 每个值的字节数
seq-stats-largest-value = 最大的值
# $value: the largest value; $at: the first heap with it.
seq-stats-largest-value-at = { $value }（首次出现在 n = { $at }）
seq-stats-rare-mask = 稀有掩码
# $mask: the mask in decimal; $binary: in binary.
seq-stats-rare-mask-value = { $mask }（二进制 { $binary }）
seq-stats-rare-positions = 稀有局面数
seq-stats-last-rare = 最后一个稀有局面
seq-stats-none = 无
seq-stats-mask-changes = 掩码变化次数
seq-stats-helpers = 辅助线程预备
# $count: how many heaps the helper threads prepared.
seq-stats-helper-heaps = { $count } 个堆
seq-stats-rate = 每秒堆数
seq-stats-resumed-at = 续算起点
# $from, $to: the heaps of the window; $rate: heaps a second; $rare: rare positions so far.
seq-profile = 堆 { $from }..{ $to }：{ $rate }，稀有 { $rare }
# $count: how many heaps of the window were computed in this run.
seq-profile-part = 堆 { $from }..{ $to }（本次计算 { $count } 个）：{ $rate }，稀有 { $rare }
seq-profile-too-quick = 太快，无法计时

## sweep：汇总和中止的原因（表格的列名和状态不翻译：它们是字段名，与 CSV、JSON 相同）。
# $codes: codes given; $games: distinct games; $limit: the flag (--max N or --to N); $proven, $observed, $open: rows of each status.
sweep-summary = { $codes } 个代码，{ $games } 个不同的游戏（{ $limit }）：{ $proven } 个周期已证明，{ $observed } 个观察到周期（未证明），{ $open } 个未定
sweep-no-values = sweep 至少要计算每个代码的一个值（--max 0 太少）
# $limit: the flag (--max N or --to N).
sweep-beyond = { $limit } 超出了 grundy 的计算范围（堆的大小须小于 2^32）
# $path: the checkpoint; $done, $total, $todo: codes.
sweep-resuming = 从 { $path } 继续：{ $total } 个代码中已完成 { $done } 个，还需计算 { $todo } 个
# $codes: the codes that resume from values saved by an earlier run; $dir: where those are.
sweep-resuming-under-way = { $codes } 从 { $dir } 中正在计算的值继续
# $code: the code; $dir: the directory; $error: why.
sweep-certificate-unwritten = 无法把 { $code } 的证书写入 { $dir }：{ $error }
# $path: the checkpoint file.
sweep-checkpoint-kept = ；检查点 { $path } 保存了已完成的代码：再次运行同一命令即可继续
sweep-checkpoint-hint = （加上 --checkpoint FILE 可保存已完成的代码）
# $done, $total: codes; $saved: sweep-checkpoint-kept or sweep-checkpoint-hint.
sweep-interrupted = 在 { $total } 个代码中完成 { $done } 个后被中断{ $saved }
# $why: the error; $done, $total: codes; $saved: sweep-checkpoint-kept or sweep-checkpoint-hint.
sweep-stopped = { $why }；在 { $total } 个代码中完成 { $done } 个后停止{ $saved }

## verify
# $failed: certificates that did not verify; $total: certificates given.
verify-failed = { $total } 个证书中有 { $failed } 个未通过验证
# $checkpoint: the file; $found, $asked: the flags (--max N or --to N).
sweep-checkpoint-other-limit = 检查点 { $checkpoint } 属于用 { $found } 运行的 sweep，而不是 { $asked }：请换一个 --checkpoint 文件，或使用相同的限制
# Added to a pattern's error when a digit is hexadecimal.
sweep-give-hex = ：十六进制的代码请加上 --hex
# The start of the library's parse-error-rendered, and what it becomes when several patterns are given.
sweep-pattern-headline = 错误：第
# $index: the pattern, counted from 1.
sweep-pattern-headline-numbered = 错误：第 { $index } 个模式，第
# The progress bar: "sweep [00:00:03] ███ 12/64 codes (ETA 5s) 0.17 proven".
sweep-progress-prefix = sweep
sweep-progress-codes = 个代码
sweep-progress-eta = 预计剩余

## 长时间计算的进度行（仅在终端上显示）：正在做什么，做到了哪里。
progress-working = 计算中
progress-computing = 计算中
progress-sweeping = 扫描中
progress-verifying = 验证中
progress-ctrl-c = {"  "}（按 Ctrl-C 停止）
progress-under-way = 进行中：{ $how }
progress-beside = { $before } · { $under_way }
progress-code-values = 当前代码的值

## bench：参考任务的计时（数字由代码写出，秒数用 "s"）。
bench-debug-build = 注意：这是调试构建；要得到有意义的时间，请用 --release 构建
# $game: a game or code; $to: how far, as 2^20.
bench-to = { $game } 算到 { $to }
bench-until-proven = { $game } 直到周期得证
bench-workload = 任务
bench-seconds = 秒
bench-target = 目标
bench-speed-up = 加速比
bench-result = 结果
bench-no-period = 没有周期
# $count: values computed; $checksum: their checksum; $period: the period found, or bench-no-period.
bench-values = { $count } 个值（校验和 { $checksum }）；{ $period }
bench-identical = 一致
bench-differ = 不一致
# $one, $two: seconds on one and two threads; $ratio: how many times faster; $values: bench-identical or bench-differ.
bench-second-thread = 第二个线程，{ $workload }：一个线程 { $one } 秒，两个线程 { $two } 秒：快 { $ratio } 倍；结果{ $values }
# $naive, $sparse, $alone: seconds of each engine (the sparse one on one thread); $ratio, $alone_ratio: times faster.
bench-engines = { $workload }：朴素引擎 { $naive } 秒；稀疏引擎 { $sparse } 秒，快 { $ratio } 倍（单线程 { $alone } 秒，{ $alone_ratio } 倍；目标 20 倍）；结果{ $values }（校验和 { $checksum }）
bench-engines-disagree = 两个引擎的结果不一致
# $rate: millions of heaps a second; $rare, $mask, $changes: the sparse engine's statistics.
bench-scale = { $workload }：{ $seconds } 秒，每秒 { $rate }M 个堆；稀有局面 { $rare } 个（掩码 { $mask }），掩码改变 { $changes } 次；校验和 { $checksum }
# $from, $to: the heaps of the window; $ratio: times slower than its neighbours.
bench-slowest-window = 与相邻窗口相比最慢的窗口：堆 { $from }..{ $to }，每个堆慢 { $ratio } 倍（目标：至多 2 倍）
bench-game = 游戏
bench-heaps = 堆数
bench-order = 阶
bench-pairs = 对数
bench-period = 周期
# $period, $heap: the period and the heap it starts from.
bench-period-proven = 已证明：从堆 { $heap } 起周期为 { $period }
bench-period-observed = 观察到：从堆 { $heap } 起周期为 { $period }
bench-period-none = 未见周期
bench-stopped = 已停止：{ $error }
bench-values-seconds = 求值秒数
bench-rules-seconds = 找规律秒数
bench-share = 占比
bench-rules-found = 找到的规律数
bench-base-seconds = 基准秒数
bench-remoteness-seconds = remoteness 秒数
bench-ratio = 倍数
bench-remoteness-against-values = { $workload }：R 对比 G
bench-remoteness-against-outcome = { $expr }：R 对比胜负
bench-board = 棋盘
bench-value = SG值
bench-positions = 搜索的局面数

## table：表头、表中观察到的模式、中止的原因。
# $name: the family; $symbol: G, G⁻ or R; $rows, $cols: the last row and column.
table-header = { $name }：{ $symbol }(a,b)，行 a = 0..={ $rows }，列 b = 0..={ $cols }
table-patterns = 模式（只是在这张表中观察到的，未证明）：
# $count: the P-positions; $listed: the first of them, as (a,b); $more: table-p-positions-more, or nothing.
table-p-positions = 必败态 P：{ $count } 个：{ $listed }{ $more }
# $more: the P-positions not listed.
table-p-positions-more = {" "}……另有 { $more } 个
# $count: how many lines; $form: their form, as a + b; $constants: the constant of each, as 0, 3, 8.
table-p-lines = 全部在 { $count } 条直线 { $form } = { $constants } 上
# $along_a, $along_b: the periods along a and b.
table-p-lattice = (a,b) 是否为必败态只取决于 (a mod { $along_a }, b mod { $along_b })
# $row, $column: the most P-positions in one row and in one column.
table-p-most = 每行至多 { $row } 个，每列至多 { $column } 个
table-symmetric-yes = 对称：是，G(a,b) = G(b,a)
table-symmetric-no = 对称：否
# $along: the index the rows (columns) are sequences in; $periodic: those that look periodic; $count: all of them.
table-rows-periodic = 看起来有周期的行（看作 { $along } 的序列）：{ $count } 行中有 { $periodic } 行
table-columns-periodic = 看起来有周期的列（看作 { $along } 的序列）：{ $count } 列中有 { $periodic } 列
# $index: a (rows) or b (columns); $i: the row or column; $description: its period, or table-no-period.
table-row = 行 { $index }={ $i }：{ $description }
table-column = 列 { $index }={ $i }：{ $description }
table-no-period = 看不出周期
# $done: rows computed; $rows: rows asked for; $why: the limit reached.
table-stopped = 在 { $rows } 行中算完 { $done } 行后停止：{ $why }
table-misere-no-code = --format cpp 或 python 只用于正常规则；用 --misere 时请用 --format text、csv 或 json
table-remoteness-no-code = --format cpp 或 python 写出的是 SG值；用 --remoteness 时请用 --format text、csv 或 json

## seq：拒绝的选项、--misere、--remoteness、参数扫描和检查点。
# $message: a note on standard error.
note-prefix = 注意：{ $message }
# $format: csv, cpp or python.
seq-format-prints-values = --format { $format } 要输出各个值，所以不能与 --no-values 或 --out 同用
seq-stats-format = --stats 和 --freq 只用 --format text 或 json 输出，不能用 { $format }
# After a flag (--stats, --out, ...): why it is refused. $family: the game.
seq-take-break-only = 只用于取子分堆游戏（kayles、dawson、octal[CODE]、grundy），不能用于 { $family }
seq-one-sequence-only = 只用于单个序列；参数扫描的各行只能以 text、csv 或 json 输出
# $flag: --misere.
seq-normal-play-only = 只用于正常规则；用 { $flag } 时请用 --format text、csv 或 json
# $flag: --remoteness.
seq-nim-values-only = 只用于 SG值；用 { $flag } 时请用 --format text、csv 或 json
# $example: the command with --to, as grundy seq "sub[1,2]" --to 30.
seq-give-to = 请用 --to N 给出最后一个堆的大小（例如 { $example }）
# $count: how many values --plot keeps, for a memory-limit error.
seq-memory-plot = 要画出的 { $count } 个值
# $n: the heap; $value: its value.
seq-too-large-to-plot = G({ $n }) = { $value } 太大，画不出来
seq-too-large-for-code = G({ $n }) = { $value } 太大，写不进竞赛代码
# The title of --plot; $family: the game.
seq-plot-title = { $family } 的 G(n)
# $to: the last heap; $count: the values.
seq-too-many-for-terminal = --to { $to } 会向终端输出 { $count } 个值；请用 --out FILE 写入文件（或加上 --no-values）
# $path: the checkpoint file.
seq-checkpoint-kept = ；检查点 { $path } 保存了这些值：再次运行同一命令即可继续
seq-checkpoint-none = （没有给出 --checkpoint，所以这些值没有保存）
# $why: the limit or the storage error; $count: values computed; $saved: seq-checkpoint-kept or seq-checkpoint-none.
seq-stopped = { $why }；计算了 { $count } 个值后停止{ $saved }
seq-interrupted = 计算了 { $count } 个值后被中断{ $saved }
# $error: why.
seq-checkpoint-unsaved = 无法保存检查点：{ $error }
# $path: the checkpoint; $error: what is wrong with it.
seq-cannot-resume-from = 无法从检查点 { $path } 继续：{ $error }（删除它即可从头开始）
seq-cannot-resume = 无法从检查点继续：{ $error }（删除它即可从头开始）
seq-mapped-needs-file = --mapped 把值保存在文件中：请给出 --checkpoint FILE 或 --out FILE
# $family: the game; $path: the checkpoint; $count: the values it holds.
seq-resuming = 从 { $path } 继续计算 { $family }（已有 { $count } 个值）
seq-resuming-mapped = 从 { $path } 继续计算 { $family }（已有 { $count } 个值，内存映射）
# $path: the checkpoint; $found: the game it is of; $family: the game asked for.
seq-checkpoint-other-game = 检查点 { $path } 属于 { $found }，而不是 { $family }：请换一个 --checkpoint 文件
# The progress bar's message.
seq-progress-until-proven = 直到周期得证
# $rare: rare positions; $mask: the rare mask; $largest: the largest value.
seq-progress-rare = 稀有局面：{ $rare }（掩码 { $mask }），最大值 { $largest }
# $family: the game; $last: the last heap.
seq-remoteness-header = { $family }：步数 R(n)（双方都走最优时游戏持续的步数），n = 0..={ $last }
# $done: heaps computed; $heaps: heaps asked for; $why: the limit reached.
seq-remoteness-stopped = 在 { $heaps } 个堆中算完 { $done } 个后停止：{ $why }
# $family: the game; $what: G⁻(n) or seq-misere-outcome; $last: the last heap.
seq-misere-header = { $family } 的反常规则（最后一个行动者输）：{ $what }，n = 0..={ $last }
seq-misere-outcome = 胜负（N：先手必胜；P：先手必败）
# $method: how the outcomes were decided.
seq-misere-values-not-computed = 反常 SG值 G⁻(n)：未计算（这些堆分成的局面之和太多，无法搜索；胜负只需用{ $method }求出）
seq-misere-outcomes-by = 胜负由{ $method }得出
# A sweep of a parameter: $pattern: the family with its parameter, as powers[P]; $name: the parameter; $first, $last: its range.
seq-sweep-header = { $pattern }，{ $name } = { $first }..{ $last }
seq-sweep-family = 游戏族
seq-sweep-period = 周期
seq-sweep-rule = 规律
# $period: the period; $start: where it starts; $saltus: its saltus.
seq-sweep-period-from = { $period }，从 { $start } 起
seq-sweep-period-saltus = { $period }，从 { $start } 起，增量 { $saltus }
seq-sweep-proven = （已证明）
seq-sweep-none = 无
# $error: why the row has no sequence.
seq-sweep-no-sequence = 没有序列：{ $error }
seq-sweep-no-rule = 没有找到规律
seq-sweep-summary = 小结（在 { $name } = { $first }..{ $last } 上观察到，未证明）：

## eval：拒绝的选项，以及对从标准输入（`-`）读入的局面逐行给出的一行回答。
eval-one-position-only = --explain、--dot、--svg、--options、--board 和 --setup 只接受一个局面；用 `-`（从标准输入读入局面）时，请用 --json 或默认的一行小结
# $line: the line of input; $column: where in it; $message: what is wrong.
eval-line-error-at = 第 { $line } 行：错误：第 { $column } 列：{ $message }
eval-line-error = 第 { $line } 行：错误：{ $message }
# $failed: lines with an error; $lines: lines read.
eval-lines-failed = { $lines } 行中有 { $failed } 行无法求值（见输出中对应的行）
# $position: the position; $outcome: N, P or D; $lasting: eval-line-lasting, or nothing; $value: eval-line-nim-value, eval-line-loopy-value or eval-line-nim-value-unknown; $moves: the winning moves, or why none are listed.
eval-line = { $position }：{ $outcome }{ $lasting }，{ $value }，必胜着法：{ $moves }
eval-line-misere = { $position }：反常规则下 { $outcome }{ $lasting }，必胜着法：{ $moves }
# $moves: how many moves perfect play lasts.
eval-line-lasting = （{ $moves } 步）
# $value: the nim-value, or the loopy value as ∞{0,2}.
eval-line-nim-value = SG值 { $value }
eval-line-loopy-value = 值 { $value }
eval-line-nim-value-unknown = SG值未知
eval-line-none = 无
eval-line-draw = 无（平局）
# $count: the winning moves.
eval-line-moves-counted = { $count } 种，未列出
eval-line-moves-unlisted = 未列出
eval-limit-zero = --limit 至少为 1（起始局面）
# $most: the most positions an SVG drawing shows; $limit: the --limit given.
eval-svg-limit = --svg 最多画 { $most } 个局面（--limit 为 { $limit }）
# $shown: the positions drawn.
eval-draw-truncated = 还有更多可达的局面；图中只画出前 { $shown } 个（--limit 为 { $limit }）
# $stats: what the searches did (the library's search-stats); $seconds: the time taken.
eval-stats = 统计：{ $stats }；用时 { $seconds } 秒

## graph：顶点表、图例，以及图的标题。
# $file: the graph file; $vertices, $edges: their numbers; $p, $n, $d: the vertices of each outcome.
graph-summary = { $file }：{ $vertices } 个顶点，{ $edges } 条边；{ $p } 个 P，{ $n } 个 N，{ $d } 个 D（平局）
# The headings of the table's columns.
graph-vertex = 顶点
graph-outcome = 胜负
graph-value = 值
graph-best-moves = 最佳着法
# $more: the best moves not listed.
graph-table-and-more = （另有 { $more } 种）
# $moves: the best moves.
graph-win = 必胜：{ $moves }
graph-keep-draw = 保持平局：{ $moves }
graph-legend = ∞{"{...}"}：游戏可以永远进行下去；花括号中是其有限后继状态的 SG值（见 --help）。
# $file: the graph file.
graph-caption = 博弈图 { $file }
# $count: its vertices; $limit: the --limit given; $most: the most --svg draws.
graph-too-many-to-draw = { $file } 有 { $count } 个顶点，太多了，画不出来（--limit 为 { $limit }；--svg 最多画 { $most } 个）

## 各命令通用：属于程序缺陷的失败，以及较小命令的输出。
# $panic: what failed, and where.
internal-error = 内部错误（这是 grundy 的缺陷，请报告）：{ $panic }
command-failed = 命令执行失败
# $name: the subcommand asked for; $names: the subcommands.
man-no-subcommand = grundy 没有子命令 `{ $name }`；子命令有：{ $names }
# $path: the SVG file; $error: why.
plot-failed = 无法画出 { $path }：{ $error }
# $url: where the page is served.
serve-ready = grundy 练习场：{ $url }（按 Ctrl-C 停止）
# $address: the address and port; $error: why; $hint: serve-port-in-use, serve-address-unavailable or nothing.
serve-cannot-listen = 无法在 { $address } 上监听：{ $error }{ $hint }
serve-port-in-use = ；请用 --port N 换一个端口（0 表示任选一个空闲端口）
serve-address-unavailable = ；--bind 需要本机的一个地址

## Values of options refused while the arguments are read (clap frames them).
# $most: the most jobs.
sweep-jobs-range = --jobs 只能取 1 到 { $most }
# $code: the value given to --lang; $known: the languages, as "en, zh".
lang-unknown = 没有语言 "{ $code }"（可用的有：{ $known }）
# $text: the value given to --timeout.
limits-not-seconds = `{ $text }` 不是秒数
limits-not-a-time = `{ $text }` 不是可用的时间
# $text: the value given to --progress-every.
limits-interval-too-short = --progress-every `{ $text }` 太短：至少 0.1 秒

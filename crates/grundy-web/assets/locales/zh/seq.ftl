## “SG 序列”视图：index.html 中的这一节、sequence.js，以及 SG 序列的绘制
## （seqview.js，规则编辑器也用它）。
## 消息中可以用 <code>…</code> 表示代码，其余都不是标记。

seq-title = SG 函数打表
seq-lead = 单堆游戏的 SG值 G(0), G(1), …, G(N)，按值着色，规律一目了然；有周期时一并给出。
seq-family-label = 游戏
seq-to-label = 直到 n =
seq-show = 打表
seq-misere = 反常规则（misère）
seq-misere-note = （走最后一步的人输）
seq-examples-name = 游戏示例
seq-try = 试试：
seq-range-hint = 把参数写成一个范围，如 <code>powers[2..12]</code> 或 <code>octal[0.{"{"}1..7{"}"}7]</code>，就会逐一取遍：参数的每个值一行，并总结规律如何随参数变化。
seq-computing = 正在计算 SG值…

## 周期（二维表的行和列也用）。

seq-no-period = 在这些值中没有找到周期。
seq-period = 周期为 { $period }，从 n = { $preperiod } 开始
seq-period-arithmetic = 算术周期为 { $period }，增量为 { $saltus }，从 n = { $preperiod } 开始：G(n + { $period }) = G(n) + { $saltus }
seq-tag-proven = 已证明
seq-tag-observed = 观察到，未证明
seq-tag-observed-title = 在这些值中观察到，尚未证明
seq-proven-by-values = 由直到 n = { $to } 的值证明
seq-proven-by-theorem = 由定理证明
seq-checked-to = （已验证到 n = { $to }）

## 色条、SG值表、直方图和函数图像。

seq-strip-name = 用彩色格子表示的 { $symbol }(0) 到 { $symbol }({ $last }) 的值
seq-strip-name-period = 用彩色格子表示的 { $symbol }(0) 到 { $symbol }({ $last }) 的值；{ $period }
seq-strip-preperiod = 预周期
seq-strip-period = 周期 { $period }
seq-table-caption = { $symbol }(n)，每行 { $width } 个
seq-first-values = 共 { $count } 个值，只显示前 { $limit } 个。
seq-histogram-name = { $count } 个值中，每个值出现的次数
seq-histogram-bar = 值 { $value }：出现 { $count } 次
seq-histogram-axis = SG值
seq-plot-name = { $symbol }(n) 的图像，n = 0 到 { $last }
seq-legend-zero = 0：P 局面（先手必败）
seq-legend-ramp = { $max }：值越大，蓝色越深

## SG 序列的结果。

seq-report-title = { $family }：G(n)，n = 0 到 { $last }
seq-values-title = SG值表
seq-rows-of = 每行 { $select } 个
seq-row-width-period = { $width }（周期）
seq-histogram-title = 每个值出现的次数
seq-plot-title = G(n) 随 n 的变化

## 反常规则（misère）。

seq-method-bouton = Bouton 的反常规则定理
seq-method-anti-sg = Anti-SG（SJ）定理：只有终止局面的值为 0
seq-method-quotient = 该游戏的 misère 商（Plambeck 与 Siegel）
seq-method-search = 按定义搜索
seq-heap-p = 堆 { $heap }：先手必败
seq-heap-n = 堆 { $heap }：先手必胜
seq-outcomes-caption = 每一堆的胜负，每行 10 个
seq-first-heaps = 共 { $count } 堆，只显示前 { $limit } 堆。
seq-misere-decided = 每一堆的胜负，判定依据：{ $method }。
seq-misere-no-values = 没有显示 misère 值：这些堆会分裂成太多的和，无法逐一搜索。
seq-misere-title = { $family }：反常规则下的 G⁻(n)，n = 0 到 { $to }
seq-misere-outcomes-title = { $family }：反常规则下的胜负，n = 0 到 { $to }
seq-misere-about = 在反常规则下，走最后一步的人输。misère 值 G⁻(n) 的定义是：无路可走的堆为 1，否则为其后继状态的值的 mex；它恰好在 P 局面处为 0。
seq-misere-values-title = misère 值表
seq-misere-outcomes = 每一堆的胜负

## 参数取一个范围（renderParamSweep）。

seq-period-none = 无
seq-period-cell = { $period }，从 n = { $preperiod } 开始
seq-period-cell-saltus = { $period }，从 n = { $preperiod } 开始，增量 { $saltus }
seq-sweep-no-sequence = 无法求出序列：{ $error }
seq-sweep-no-rule = 没有找到规律
seq-sweep-title = { $pattern }：{ $name } = { $first } 到 { $last }
seq-sweep-depends = 规律如何随 { $name } 变化{" "}
seq-sweep-observed = 在这些行上观察到，未证明
seq-sweep-no-common-rule = 参数取这些值时，没有共同的规律。
seq-sweep-rows-title = 参数的每个值一行
seq-col-family = 游戏
seq-col-period = 周期
seq-col-period-observed = （未标“已证明”的为观察所得）
seq-col-first-rule = 第一条规律

## 步数（remoteness，seqview.js；二维表视图共用）。
seq-computing-remoteness = 正在计算步数……
remoteness-meaning = 步数（remoteness）是双方都走最优（赢的一方尽快取胜，输的一方尽量拖延）时游戏还要进行的步数：无路可走时为 0；恰在必败态（P，先手必败）为偶数，先手必胜时为奇数；D 表示平局。
remoteness-switch = 步数
remoteness-switch-note = （完美博弈下游戏持续的步数）
remoteness-legend-even = 偶数：必败态 P（先手必败）
remoteness-legend-odd = 奇数
remoteness-legend-odd-note = 先手必胜；游戏越长，蓝色越深
remoteness-legend-draw = D：平局
remoteness-stopped = 停止于{ $what }：
remoteness-after-heaps = 已算 { $computed } / { $total } 堆
remoteness-seq-heading = ：步数 R(n)，n = 0 到 { $last }
remoteness-each-heap = 每一堆的步数
remoteness-plot = R(n) 随 n 的变化

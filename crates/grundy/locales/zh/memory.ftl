## 计算要放在内存中的东西，用在超出内存上限的错误中
## （errors.ftl：limit-memory，“……大约需要 3 MiB，超过了内存上限 1 MiB”）。
## 每一条都是该消息的参数 $what；调用者是 Budget::check_memory 的调用者。

## 绘图（draw/）。
memory-layout = { $positions } 个局面和 { $moves } 步着法的布局
memory-layout-bends = 布局中的 { $count } 个节点和拐点
memory-svg = SVG 图
# $count: the moves; $components: the components of the position.
memory-position-moves = 一个由 { $components } 个分量组成的局面的 { $count } 步着法
memory-reachable-graph = 可到达的局面构成的图

## 反常商与亏格（quotient/、misere/）。
memory-genera = 各个堆之和的亏格
memory-quotient-heap-map = 反常商的堆映射
memory-quotient-box = 反常商中由 { $size } 个词组成的词框
memory-quotient-table = { $order } 阶反常商的乘法表
memory-quotient-proof = 含 { $pairs } 对的反常商证明
memory-trial-quotient = 含 { $size } 个元素的试探反常商
memory-trial-actions = 生成元在含 { $size } 个元素的试探反常商上的作用
memory-misere-heaps = { $count } 个堆在反常博弈下的胜负和值

## 图（graph/）。
memory-graph = 这个图
memory-graph-reading = 正在读取的图
memory-graph-values = 图中各顶点的值
memory-graph-outcomes = 图中各顶点的胜负

## 搜索、和与报告（solver/、sum.rs、report/）。
memory-search = 对 { $count } 个局面的搜索
memory-sums-search = 对游戏之和的搜索中的局面及其后继状态
memory-sum-moves = 这个局面全部着法的列表
memory-retrograde-positions = 逆向分析中的局面
memory-remoteness-heaps = { $count } 个堆的 remoteness
memory-remoteness-table = { $rows } x { $cols } 表的 remoteness
memory-value-table = { $rows } x { $cols } 的 SG值表

## 取子分堆游戏及其文件（takebreak/、sweep/）。
# $rules: the octal code; $count: the heaps.
memory-takebreak-values = { $rules } 到堆 { $count } 为止的 SG值
memory-three-heap-pairs = { $code } 中留下三堆的着法所用的两堆 SG值表（到堆 { $heap } 为止）
memory-value-counts = 续算序列的各 SG值计数表
memory-values-file = { $path } 中的 { $count } 个值
memory-checkpoint-reading = 读取检查点 { $path }

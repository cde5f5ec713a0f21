## 反常商的文字（report/quotient.rs）：grundy quotient 与 Python 的 text。

# $game: the game; $code: its octal code; $heaps: the largest heap.
quotient-title = { $game }（{ $code }）在堆大小不超过 { $heaps } 时的反常商
# $label: a heading; $value: what follows it.
quotient-line = { $label }：{ $value }
quotient-order = 阶
quotient-tame = （驯服）
quotient-presentation = 表示
quotient-generators = 生成元
# $generator: its name; $heap: the heap it is the element of.
quotient-generator = { $generator } = 堆 { $heap }
quotient-p-portion = P 部分（必败态）
quotient-elements = 元素
quotient-heap-map = 堆映射（堆：元素）：
quotient-heap-map-genus = 堆映射（堆：元素，Conway 亏格）：
quotient-wild = （野性）
# $sums: sums of heaps valued.
quotient-genus-tame = 亏格：驯服：每个堆的每个局面的亏格都是驯服的（0^{"{"}120{"}"}、1^{"{"}031{"}"} 或 a^{"{"}a(a⊕2){"}"}）（计算了 { $sums } 个堆之和）
# $sums: sums of heaps valued.
quotient-genus-wild = 亏格：野性：某个堆的某个局面的亏格是野性的（计算了 { $sums } 个堆之和）
# $preperiod, $period: the heap map's period; $checked: the heap it was checked to.
quotient-period-proven = 堆映射从堆 { $preperiod } 起稳定，周期为 { $period }，检验到 { $checked }：对每个堆都已证明，所以这就是整个游戏的反常商
# $preperiod, $period: the heap map's period; $checked: the heap it was checked to.
quotient-period-observed = 堆映射从堆 { $preperiod } 起稳定，周期为 { $period }，检验到 { $checked }（观察所得，未证明）
# $preperiod, $period: the heap map's period; $checked: the heap it was checked to; $needed: heaps a proof needs.
quotient-period-observed-needs = 堆映射从堆 { $preperiod } 起稳定，周期为 { $period }，检验到 { $checked }（观察所得，未证明；证明需要堆大小到 { $needed }）
# $heaps: the largest heap.
quotient-no-period = 到堆 { $heaps } 为止未见堆映射的周期
# $heaps: the heaps, comma-separated.
quotient-grew = 反常商在堆 { $heaps } 处变大
# $pairs: how many pairs.
quotient-proof = 证明：检验了 { $pairs } 个（元素，选项元素）对
quotient-table = 乘法表：

## “misère 商”视图：index.html 中的这一节和 quotient.js。
## 消息中可以用 <code>…</code> 表示代码，其余都不是标记。

quotient-title = misère 商
quotient-lead-start = 在反常规则（misère）下，走最后一步的人输，SG值也不能再简单地异或相加。取而代之的是：一个取子分堆游戏各堆的和，构成一张小小的乘法表，即
quotient-lead-quotient = misère 商
quotient-lead-middle = （Plambeck 与 Siegel）：每一堆对应一个元素，一个和对先手必败，当且仅当它各堆元素的乘积落在
quotient-lead-portion = P 部分
quotient-lead-end = 中。
quotient-game-label = 取子分堆游戏
quotient-heaps-label = 堆的大小至多
quotient-genus-switch = Conway 亏格（genus）
quotient-compute = 计算
quotient-hint = 八进制代码，如 <code>octal[0.75]</code>，或 <code>kayles</code>、<code>dawson</code>、<code>grundy</code>。显示的每个商，对所涵盖的堆都已证明。
quotient-examples-name = 游戏示例
quotient-try = 试试：
quotient-example-misere-nim = misère Nim，堆 ≤ 3
quotient-computing = 正在计算商…

quotient-report-title = { $game }{ $code }，堆的大小至多 { $heaps }
quotient-order = 阶
quotient-p-portion = P 部分
quotient-tame = 驯顺
quotient-yes = 是
quotient-no = 否
quotient-generators = 生成元：{ $list }。
quotient-generator-heap = {" "}= 大小为 { $heap } 的堆
quotient-separator = ，
quotient-tag-proven = 已证明
quotient-tag-observed = 观察所得
quotient-tag-observed-unproven = 观察所得，未证明
quotient-verified = {" "}加入若干堆所能到达的每一对（元素，后继状态的元素）都已按规则逐一验证：共 { $count } 对。
quotient-no-period = {" "}直到大小为 { $heaps } 的堆，都没有发现堆映射的周期。
quotient-period-proven = {" "}堆映射从大小为 { $preperiod } 的堆起，以 { $period } 为周期重复，对所有的堆都成立：这就是整个游戏的商。
quotient-period-observed = {" "}堆映射从大小为 { $preperiod } 的堆起，以 { $period } 为周期重复，已验证到大小为 { $checked } 的堆。
quotient-period-observed-proof = {" "}堆映射从大小为 { $preperiod } 的堆起，以 { $period } 为周期重复，已验证到大小为 { $checked } 的堆（验证到大小 { $proof } 即可证明）。
quotient-changes = 商在以下 { $count } 个堆的大小处增大：{ $heaps }。

quotient-heap-map-title = 每一堆对应的元素
quotient-legend-p = 在 P 部分中：只有这样一堆时，先手必败
quotient-legend-wild = 这一堆的某个局面亏格狂野（wild）
quotient-heap-map-name = 各堆的大小及其元素
quotient-tile-name = 大小为 { $heap } 的堆：元素 { $element }{ $portion }{ $genus }。点击把它加入和中。
quotient-tile-in-p = ，在 P 部分中
quotient-tile-genus = ，亏格 { $genus }
quotient-tile-genus-wild = ，亏格 { $genus }（狂野）
quotient-sum-help = 点击若干堆组成一个和，再看反常规则下谁必胜。
quotient-sum-who-wins = 反常规则下谁必胜？为什么？
quotient-sum-play = 对弈这个局面
quotient-sum-clear = 清空

quotient-table-title = 乘法表
quotient-table-too-large = 阶为 { $order }：太大，这里画不下（{ $cells } 格）。API 的 JSON 中有完整的表。
quotient-table-help = 每格是所在行与所在列元素的乘积；落在 P 部分中的乘积标为橙色并加圈。
quotient-table-name = { $order } 个元素的乘法表

quotient-genus-title = Conway 亏格
quotient-genus-tame = 驯顺：每一堆的每个局面的亏格都是驯顺的（{ $g0 }、{ $g1 } 或 { $ga }），所以这个游戏在反常规则下和 Nim 一样。
quotient-genus-wild = 狂野：{ $count } 堆可以走到亏格狂野的局面，第一个是大小为 { $first } 的堆。
quotient-genus-about = 一堆的亏格 { $symbol }：g 是它在常规规则下的 SG值，γk 是这一堆加上 k 堆大小为 2 的堆后在反常规则下的值。各个 γ 最终交替出现，只写到交替部分的前两个值为止。共计算了 { $count } 个由若干堆组成的和。

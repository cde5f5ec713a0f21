## “局面”视图：index.html 中的这一节、position.js，以及推理过程（explain.js）。
## 消息中可以用 <code>…</code> 表示代码，其余都不是标记。

position-title = 谁必胜？怎么走？
position-lead = 输入一个局面：若干游戏的和，例如 <code>nim(3,4,5)</code> 或 <code>sub[1,3,4](10) + kayles(7)</code>。你会看到胜负结果、SG值和所有必胜着法；点击一个着法即可走这一步。
position-label = 局面
position-evaluate = 求值
position-help-line = 局面写作 <code>GAME + GAME + …</code>，每个游戏写作 <code>name[params](args)</code>；也可以写幂，如 <code>10^30</code>。
position-misere = 反常规则（misère）
position-misere-note = （走最后一步的人输）
position-examples-name = 局面示例
position-try = 试试：
position-games-title = 游戏一览
position-games-intro = 整数可以完整写出，也可以写成幂（<code>10^30</code>）；<code>every(EXPR)</code>、<code>all(EXPR)</code> 和 <code>any(EXPR)</code> 每一步同时在多个分量中行动（Every-SG、合取和、选择和）。点击示例即可试一试。
position-games-loading = 正在载入游戏列表…
position-games-reads-file = 需要读取文件，这里不能用：请在{ $link }中编写规则。
position-games-unavailable = 无法获取游戏列表：{ $error }

position-working = 正在计算…
position-misere-tag = {"  "}（反常规则）
position-nim-value = SG值
position-value = 值
position-decided-by = 判定依据
position-component-genera = 各分量的亏格
position-method-quotient = 该游戏的 misère 商
position-method-bouton = Bouton 的 Nim 反常规则定理
position-method-anti-sg = Anti-SG（SJ）定理
position-method-search = 对整个和的穷举搜索
position-method-tame = Conway 的驯服博弈定理（由各分量的亏格判定）
position-method-restive = Conway 的躁动博弈：一个分量是躁动的，其余分量都是 Nim 堆
position-method-small-heaps = 小 Nim 堆中一个博弈的亏格：不是 Nim 堆的分量合起来看作一个博弈，各 Nim 堆除至多一堆外大小都是 1、2 或 3
position-method-canonical = 对各分量反常最简形式之和的搜索
position-winning-move-count = { $count } 种必胜着法
position-winning-moves = 必胜着法
position-too-many = 太多，无法一一列出：{ $why }。
position-moves-unlisted = 无法列出必胜着法。
position-no-winning-move = 没有必胜着法：每一步都会把必胜局面留给对手。
position-play-move = 走 { $move }，得到 { $to }
position-show-rest = 显示其余 { $count } 种着法
position-draw-graph = 画出它的状态图
position-play-it = 与电脑对弈这个局面
position-no-explanation = 没有推理过程：{ $error }

position-remoteness-line = 双方都走最优时，先手 { $words }（赢的一方求快，输的一方求慢）。
position-remoteness-zero = { $words }：先手立即落败。
position-remoteness-zero-misere = { $words }：先手已获胜（反常规则：对手走了最后一步）。
position-remoteness-zero-words = 已无路可走
position-remoteness-unknown = 双方都走最优时的步数未知：{ $why }。
position-remoteness-rule = 规律：{ $rule }

position-every-move-show = 列出所有着法及其结果
position-every-move-busy = 正在逐一计算每个着法…
position-every-move-failed = 无法列出着法：{ $error }
position-move-count = { $count } 种着法
position-every-move-about = 每个着法都附上它走到的局面，此时轮到对手行动：那里是 P 表示这一步必胜，N 表示这一步必败，D 表示平局；“剩余步数”是双方都走最优时还要走的步数。
position-every-move-table = 所有着法
position-col-leads-to = 走到
position-col-value = 值
position-col-remoteness = 剩余步数
position-col-move = 着法
position-play-option = 走 { $move }，得到 { $to }（对手面对 { $outcome }）
position-not-every-move = 没有列出所有着法：{ $why }。
position-remoteness-unknown-short = 剩余步数未知：{ $why }。

## 一步一步的推理（explain.js；对弈视图中的“为什么？”也用它）。

position-explain-title = 为什么：一步一步的推理
position-explain-rules = 规则
position-explain-alternate = 两人轮流行动；轮到谁无法行动，谁就输。
position-explain-its-value = 它的 SG值
position-explain-lone-n = 所以先手必胜（N）：走到 SG值为 0 的局面，对手就必败。
position-explain-lone-p = 所以先手必败（P）：每一步都走到对手必胜的局面。
position-explain-lone-other = 所以{ $outcome }。
position-explain-outcome-p = 先手必败（P）
position-explain-outcome-n = 先手必胜（N）
position-explain-outcome-d = 双方都无法强制获胜：平局（D）
position-explain-components = 每个分量的 SG值
# 服务器给出的分量理由的开头（列表已经写出，所以略去），须与库中“nim(3) 的 SG值为 3”的写法一致。
position-explain-reason-opening = { $expr } 的 SG值为 { $value }
position-explain-loopy-title = 有环局面的值
position-explain-loopy = 有的分量可以让游戏永远进行下去，所以这里用广义 SG值：有环的局面值为 ∞，并带上它的后继状态的有限 SG值集合。这里整个局面的值为 { $value }，所以{ $outcome }。
position-explain-nim-sum-title = 异或和
position-explain-nim-sum-intro = 各分量是并排进行、互不影响的游戏，所以整个局面的 SG值是各分量 SG值的异或和：不进位的二进制加法，记作 ⊕。
position-explain-binary-intro = 写成二进制，和的某一位为 1，当且仅当这一列有奇数个 1（已标出）：
position-explain-binary-caption = 按二进制列计算异或和
position-explain-column = { $value }
position-explain-nim-sum-label = 异或和 { $value }
position-explain-zero = { $verdict }任何一步只改变一个分量的 SG值，使异或和变为非 0，而对手总能再走一步让它回到 0，直到先手无路可走。
position-explain-zero-verdict = 异或和为 0，所以先手必败（P）。
position-explain-nonzero = { $verdict }：走到异或和为 0 的局面即可。在 SG值为 g 的分量里，就是把它走到 SG值为 g ⊕ { $sum } 的后继状态：
position-explain-nonzero-verdict = 异或和为 { $sum }，不为 0，所以先手必胜（N）
position-explain-target = { $component }：{ $value } ⊕ { $sum } = { $target }：
position-explain-target-unreachable = { $component }：{ $value } ⊕ { $sum } = { $target }，但没有一步能走到 SG值 { $target }。
position-explain-target-plain = { $component }：{ $value } ⊕ { $sum } = { $target }。
position-explain-move-giving = { $move }，得到 { $to }
position-explain-winning-after = 必胜着法：{ $count } 种。走完其中任何一步，对手面对 SG值为 0 的局面，即必败态。
position-explain-winning-counted = 必胜着法：{ $count } 种，只计数、不列出（{ $why }）。
position-misere-form = 反常规则下的最简形式
# $size: how many forms it reaches.
position-misere-form-long = 太长，无法写出（共 { $size } 个形式）
# $form: the form in Conway's notation, as 2_{#2}3.
position-misere-form-conway = Conway 记号 { $form }：数字是 Nim 堆，后继状态并排写出，下标 # 表示只有这一个后继状态的游戏，下标 n 表示加上一堆 *n
# $options: the form as the set of its options, as {*2,*3}.
position-misere-form-options = 后继状态：{ $options }
# $genus: Conway's genus, as g^{γ0γ1…}.
position-genus-tame = 亏格 { $genus }，驯服：在驯服游戏的反常和中像一堆 Nim
position-genus-restive = 亏格 { $genus }，躁动：在 Nim 堆之中相当于大小为其反常规则 SG值或正常规则 SG值的堆
position-genus-restless = 亏格 { $genus }，不安：不是驯服的，每个后继状态都是驯服的，正常规则 SG值至少为 2，反常规则 SG值至多为 1
position-genus-wild = 亏格 { $genus }，不驯服，也不躁动、不安

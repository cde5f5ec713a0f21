## 局面的结果，以及 `grundy eval --explain` 写出的推理（report/explain.rs）。
## 用词与课程讲义一致：先手必胜、先手必败、SG值、异或和。

outcome-n = 先手必胜
outcome-p = 先手必败
outcome-d = 平局：双方都无法强制获胜，完美博弈下游戏永不结束

explain-rules = 规则：
explain-players-alternate = 两人轮流行动；轮到谁无法行动，谁就输。
explain-winning-moves = 必胜着法：{ $count } 种。
explain-move-giving = { $step }，得到 { $to }
explain-moves-counted = 必胜着法：{ $count } 种，只计数、不列出（{ $why }）。
explain-lone-p = 所以这是先手必败态（P）：每一步都走到对手必胜的局面。
explain-lone-n = 所以这是先手必胜态（N）：走到对手必败（SG值为 0）的后继状态即可获胜。
explain-lone-d = 所以这是平局（D）：双方都无法强制获胜，完美博弈下游戏永不结束。
explain-loopy-intro = 有的分量可以让游戏永远进行下去，所以这里用广义 SG值（Smith；Fraenkel 与 Yesha）：有环的局面值为 ∞，并带上它的后继状态的有限 SG值集合，记作 ∞{"{"}...{"}"}。
explain-loopy-rule = 一个 ∞{"{"}A{"}"} 与异或和为 x 的有限值相加，当且仅当 x 属于 A 时先手必胜（把有环的分量走到 SG值为 x 的后继状态）；否则，以及有两个分量为无穷时，是平局。这里整体为 { $total }。
explain-loopy-n = 所以先手必胜（N）。
explain-loopy-outcome = 所以结果是 { $outcome }：{ $meaning }。
explain-values-header = 每个分量的 SG值：
explain-nim-sum = 各分量是并排进行、互不影响的游戏，由 Sprague-Grundy 定理，整个局面的 SG值是各分量 SG值的异或和（不进位的二进制加法，记作 ⊕）：
explain-binary = 写成二进制，当且仅当每一列 1 的个数都是偶数时，异或和为 0：
explain-nim-sum-zero = 异或和为 0，所以先手必败（P）：任何一步只改变一个分量的 SG值，使异或和变为非 0，而对手总能再走一步让它回到 0，直到先手无路可走。
explain-nim-sum-nonzero = 异或和为 { $total }，不为 0，所以先手必胜（N）：走到异或和为 0 的局面即可。在 SG值为 g 的分量里，就是走到 SG值为 g ⊕ { $total } 的后继状态：
explain-target-unreachable = { $component }：{ $value } ⊕ { $total } = { $goal }，但没有一步能走到 SG值 { $goal }。
explain-target-move = { $component }：{ $value } ⊕ { $total } = { $goal }：{ $step }，得到 { $to }（异或和为 0）。
explain-winning-moves-after = 必胜着法：{ $count } 种。走完其中任何一步，对手面对异或和为 0 的必败态。

remoteness-beyond-search = 求出它需要搜索超过 { $limit } 个局面

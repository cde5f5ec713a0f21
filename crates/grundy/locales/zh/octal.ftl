## 八进制游戏及其同类：kayles、dawson、grundy、octal[CODE]（games/octal.rs）。

octal-title-kayles = Kayles：一排木瓶；每次击倒一个木瓶，或相邻的两个木瓶
octal-title-dawson = Dawson's Kayles：一排木瓶；每次击倒相邻的两个木瓶
octal-title-grundy = Grundy 游戏：把一堆分成大小不同的两个非空堆
octal-rules = { $title }：{ $moves }。
octal-rules-code = { $title }（八进制游戏 { $code }）：{ $moves }。
octal-parts-nothing = 无
octal-parts-and = { $rest } 和 { $last }
octal-split = 把 { $term } 分成 { $parts }
octal-take = 从 { $term } 取走 { $taken } 个，剩下的堆：{ $parts }
octal-certificate = { $name } 的 SG函数值序列从 n = { $preperiod } 起以 { $period } 为周期，由八进制游戏周期性定理（Guy-Smith）证明：只需验证前 { $checked } 个值满足 G(n + { $period }) = G(n) 即可
octal-explain-periodic = { $term } 的 SG值为 { $value }：{ $certificate }。{ $heap } ≥ { $preperiod }，且 ({ $heap } - { $preperiod }) mod { $period } = { $offset }，所以 G({ $heap }) = G({ $preperiod } + { $offset }) = G({ $index }) = { $value }。
octal-explain-note = （{ $certificate }。）
octal-heaps-non-empty = 一步之后留下的堆都必须非空（什么也不留下时，就不写任何堆）
octal-cannot-grow = { $term } 不能变大：剩下的堆加起来是 { $left }
octal-cannot-move = { $term } 不能走到 { $to }：{ $rules }

## 八进制编码允许的着法（takebreak/rules.rs）。
octal-leave-nothing = 什么也不剩
octal-leave-one = 剩下一堆
octal-leave-two = 剩下两堆
octal-leave-three = 剩下三堆
octal-leave-or = 或
octal-split-leaving = 不取走石子而把一堆分开，{ $leaves }
octal-remove-leaving = 从一堆中取走 { $count } 个石子，{ $leaves }
octal-clause-or = ；或者
octal-no-move = 任何时候都无法行动
octal-move = 每步可以{ $clauses }；剩下的堆不能为空
octal-move-unequal = 每步可以{ $clauses }；分开后的各堆不能为空且大小互不相同
octal-params = octal 只接受一个参数，即游戏的代码：octal[0.137](10)
# Why a heap is too large (too-large-octal-heap's $why).
octal-why-three-heaps = 它的着法可能留下三堆，所以算出 n 以内的所有堆大约需要 n³/1000 步，而堆只直接计算到 { $direct }（约 { $work } 步）
octal-why-three-heaps-unproven = 它的着法可能留下三堆，所以算出 n 以内的所有堆大约需要 n³/1000 步，而堆只直接计算到 { $direct }（约 { $work } 步），并且在前 { $proof } 个堆大小内没有证明出周期

## 各类游戏共用的文字：SG值是后继状态 SG值的 mex（family.rs），以及从一堆中取石子的着法（games/mod.rs）。

mex-value-only = { $term } 的 SG值为 { $value }。
mex-no-moves = { $term } 无路可走，所以 SG值为 mex {"{}"} = 0：先手必败。
mex-explain = { $term } 的 SG值为 { $value }，即不在其后继状态 SG值中的最小非负整数（{ $options }{ $more ->
        [0] {""}
       *[other] ，另有 { $more } 个
    }）。
move-not-an-option = { $from } 不能走到 { $to }
take-stones = 从 { $heap } 取走 { $taken } 个，剩下 { $left } 个
move-heap-to = 把 { $from } 变为 { $to }
take-at-least-one = 每次至少取一个石子：{ $left } 不小于 { $from }
take-leaves-one-heap = 这里一步之后只剩一堆：请写出它的新大小（小于 { $from }）
# A move typed in play (sum.rs). $count: the components.
move-component-number = 请以分量编号（1 到 { $count }）开头，例如 `1 -> 2`
# $why: what the rules forbid.
move-illegal = 不合规则的着法：{ $why }

## 合取复合游戏 all(…)（games/conjunctive.rs）。

conjunctive-rules = all(...)：合取复合游戏；每一回合，行动者要在每个分量中各走一步，只要有一个分量无法再走，游戏就停止。
conjunctive-move = 在每个分量中各走一步
conjunctive-component = { $component } 的 remoteness 为 { $remoteness }
conjunctive-explain = 在 all({ $sum }) 中，每一回合所有分量都要走一步，只要有一个分量无法再走，游戏就停止，所以游戏的长度取决于最短的分量：在一个分量中获胜的一方会加快结束（remoteness = 1 + 后继状态中最小的偶数 remoteness），落败的一方会拖延（1 + 最大的奇数 remoteness）。{ $components }。最小的 remoteness 是 { $least }，{ $parity ->
        [odd] 是奇数，所以先手必胜
       *[even] 是偶数，所以先手必败
    }。

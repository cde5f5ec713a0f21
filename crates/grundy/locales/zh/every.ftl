## Every-SG 游戏 every(…)（games/every.rs）。

every-rules = every(...)：Every-SG；每一回合，行动者要在每个还能走的分量中各走一步。
every-move = 在每个分量中各走一步
every-component = { $component } 的 suspense 为 { $suspense }
every-explain = 在 every({ $sum }) 中，每一回合所有还能走的分量都要走一步，所有分量都无法再走时游戏结束，所以游戏的长度取决于最长的分量：在一个分量中获胜的一方会拖延它的结束（suspense = 1 + 后继状态中最大的偶数 suspense），落败的一方会加快结束（1 + 最小的 suspense）。在最长的分量中走最后一步的人获胜。{ $components }。最大的 suspense 是 { $largest }，{ $parity ->
        [odd] 是奇数，所以先手必胜
       *[even] 是偶数，所以先手必败
    }。

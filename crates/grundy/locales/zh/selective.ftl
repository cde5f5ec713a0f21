## 选择复合游戏 any(…)（games/selective.rs）。

selective-rules = any(...)：选择复合游戏；每一回合，行动者任选一个非空的分量集合，在其中每个分量中各走一步。
selective-move = 在若干分量中各走一步
selective-component = { $component } 是 { $outcome } 态
selective-explain-p = 在 any({ $sum }) 中，每一回合可以在任意非空的一组分量中各走一步。{ $components }。每个分量都是先手必败态（P），所以任何一步都会把某个分量变成先手必胜态（N），对手再应对这一步即可：先手必败。
selective-explain-n = 在 any({ $sum }) 中，每一回合可以在任意非空的一组分量中各走一步。{ $components }。先手恰好在所有 N 态分量中各走一步，把每个都走到先手必败态（P），使所有分量都成为 P 态，即可获胜。

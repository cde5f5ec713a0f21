## 电脑在 `play` 和网页中的难度（opponent.rs）。

level-perfect = 总走完美的一步：能赢时最快获胜，必败时拖得最久
level-good = 每四步中有一步随机走，其余走完美的一步
level-beginner = 每四步中有三步随机走，其余走完美的一步

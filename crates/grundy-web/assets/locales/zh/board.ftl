## Pictures of positions to click (board.js), in the Position and Play views.

board-not-drawn = 未画出（太大，或该游戏没有图示）：{ $parts }
board-how-to = 点击一颗石子或一个格子即走出由它开始的一步；放一张骨牌要点两下，每个格子各一下。键盘操作：用 Tab 移到图上，方向键移动，Enter 选择，Escape 重新开始。
board-title = 局面图示
board-hint = 标出必胜着法
board-setup = 点击摆局面
board-setup-how-to = 点击石子、格子或方格可以拿走或填上它，点击虚线框可以添上它；上面的表达式随每次点击更新。

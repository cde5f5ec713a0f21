## Pictures of positions to click (board.js), in the Position and Play views.

board-not-drawn = 未画出（太大，或该游戏没有图示）：{ $parts }
board-how-to = 点击走这一步所用的东西：一颗石子、一个格子、一个顶点、一条边；放骨牌点它的两个格子，走棋子点棋子和它要去的格子，翻硬币点要翻的各枚硬币，翻角点矩形的两个对角。再点一下已选的部分，即走出由已选部分组成的一步。键盘操作：用 Tab 移到图上，方向键移动，Enter 选择，Escape 重新开始。
board-title = 局面图示
board-hint = 标出必胜着法
board-setup = 点击摆局面
board-setup-how-to = 点击石子、格子、方格、硬币、顶点或边可以拿走、填上或翻转它，点击虚线框里的 + 可以在那里添上，点击虚线框里的 − 可以去掉一行的最后一枚硬币、最后一列或最后一行；上面的表达式随每次点击更新。点某个分量下的“移除”按钮可以把它从和中去掉，点“添加”可以加入一个新的分量。
# The set-up editor's controls for the components of a sum. $expr: the component, as an expression.
board-setup-remove = 从和中移除 { $expr }
board-setup-remove-button = 移除
board-setup-add = 添加一个游戏：
board-setup-add-button = 添加

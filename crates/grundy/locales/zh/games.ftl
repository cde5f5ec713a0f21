## 每个游戏族规则的一句话简介，`grundy games`、`/api/games` 和 Python 的 `games()` 列出它们（parse/registry.rs）。

summary-nim = 若干堆石子；每次从某一堆取走任意正数个
summary-bash = 从一堆中取走 1 到 K 个石子（巴什博弈）
summary-sub = 减法游戏：每次从一堆中恰好取走 S1、S2、... 个石子
summary-lasker = Lasker 的 Nim：从一堆中取走任意正数个，或把一堆分成两堆
summary-kayles = Kayles（八进制 0.77）：从一排瓶中击倒一个或相邻的两个
summary-dawson = Dawson 的 Kayles（八进制 0.07）：从一排瓶中击倒相邻的两个
summary-octal = 八进制游戏，编码为 d0.d1d2...（十六进制数字 8-f 允许分成三堆）
summary-grundy = Grundy 游戏：把一堆分成大小不等的两堆
summary-powers = 从一堆中取走 P 的幂个石子（1、P、P^2、...）
summary-nozero = 从一堆中取走 x 个石子，x 的 K 进制表示中没有数字 0
summary-wythoff = 威佐夫博弈：从一堆取任意个，或从两堆取同样多个
summary-fib = 斐波那契博弈：第一次取 1..N-1 个，之后至多取上一次的 K 倍（默认 2）；M 限制下一次取的数目
summary-staircase = 阶梯 Nim：把某一级台阶上的硬币移到下一级（第 1 级的移出台阶）
summary-moore = Moore 的 Nim：每次从 1 到 K 堆中各取走任意正数个
summary-coins = 翻硬币：一排 0/1 硬币；RULE 为 turtles、mock、ruler 或 run[K]
summary-beans = 分豆子：从第 i 个瓶中拿走一颗豆子，在第 j 和第 k 个瓶中各放一颗（i < j <= k）
summary-hackenbush = 绿色 Hackenbush：剪掉图中一条边（地面为顶点 0）；与地面断开的部分随之消失
summary-corners = 翻角：列出的格子为正面；翻转一个矩形的四个角
summary-chomp = Chomp（吃巧克力）：吃掉一格及其右下方的所有格子；左上角的格子有毒
summary-cram = Cram：在棋盘上两个相邻的空格放一张多米诺骨牌；ROWS 写作 "..#./...."（`.` 为空格，`#` 为已占，`/` 分隔各行）
summary-nodekayles = Node-Kayles：取走一个顶点，连同它的邻点一起删去；GRAPH 为 path:N、cycle:N、grid:RxC、ladder:N、star:N、petersen 或 file:PATH
summary-northcott = Northcott 游戏：在某一行中把一枚棋子向另一枚棋子滑动；各行写作 W:B:N
summary-script = 规则由 Rhai 脚本 FILE 给出的游戏（fn moves(state) 列出后继状态）；STATE 为整数、"字符串" 或元组 3,4
summary-graph = 有向图 FILE（边表或 DOT）顶点上的一枚棋子；每次沿一条边移动；允许有环（平局）
summary-every = Every-SG：每一回合，在每个还能走的分量中各走一步
summary-all = 合取复合（conjunctive）：每一回合在每个分量中各走一步；一个分量无法行动时游戏结束
summary-any = 选择复合（selective）：每一回合在任意非空的一组分量中各走一步
## Errors in naming a family (parse/mod.rs).

games-family-only = 请只写游戏族，不写局面（只写 `{ $name }`）：堆的大小会自动给出
games-no-brackets = { $name } 不接受方括号里的参数：请写 { $name }(STATE)

## Chomp 游戏（吃巧克力，games/chomp.rs）。

chomp-rules = chomp：一块巧克力，按各行的长度给出（从最上面一行写起）；每次吃掉一个方块，以及它下方和右方的所有方块。左上角的方块有毒，永远不能吃：只剩下它的玩家输。
chomp-move = 吃掉第 { $row } 行第 { $column } 列的方块，以及它下方和右方的所有方块
chomp-move-to = 走到 chomp({ $rows })
chomp-explain-two-heaps = { $by_mex }这块巧克力就是两堆 Nim 石子：毒块右边的 { $right } 个方块和它下面的 { $below } 个方块，所以它的 SG值是两者的异或和。
chomp-explain-two-rows = { $by_mex }Chomp 没有公式；两行（或两列）的巧克力，依次求出它的每一块子巧克力的 SG值即可。
chomp-explain-searched = { $by_mex }Chomp 没有公式：这个值是穷举搜索从这块巧克力出发能到达的全部 { $states } 个局面得到的。
chomp-single-row = 只有一行 n 个方块时，它就是一堆 n-1 个石子的 Nim（毒块右边可以吃掉任意多个方块）。
chomp-rectangle = 和所有大于 1x1 的矩形一样，策略窃取论证表明先手必胜：如果吃掉右下角的方块会输，那么对手对它的应对就是一个必胜的第一步，先手可以直接走这一步。
# What would need too much memory (limit-memory's $what).
chomp-memory-two-rows = 两行 Chomp 的 SG值集合
# Why a bar is too large to search (too-large-chomp's $what).
chomp-too-many-states = 可到达的局面超过 { $limit } 个（状态数上限）
chomp-too-much-work = 可到达 { $states } 个局面，每个局面最多 { $squares } 种着法，计算量太大
# What a row length is, in parse-below-2-64's $what.
chomp-what-row-length = 行的长度
chomp-empty-row = 每一行至少要有一个方块
chomp-longer-row = 行的长度不能自上而下增加：{ $length } 比上一行（{ $above }）长
chomp-too-many-squares = 一块巧克力最多有 { $most } 个方块

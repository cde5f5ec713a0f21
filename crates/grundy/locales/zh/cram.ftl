## Cram 游戏（games/cram.rs）。

cram-rules = cram：在横向或纵向相邻的两个空格上放一张多米诺骨牌；`.` 表示空格，`#` 表示已占的格子，`/` 分隔各行
cram-move = 在 ({ $row1 },{ $column1 })-({ $row2 },{ $column2 }) 放一张骨牌
cram-explain-symmetric = 由对称策略，{ $term } 的 SG值为 0：棋盘旋转半圈后与自身重合，并且没有骨牌能盖住中心，所以后手每次都放在先手那张骨牌的对称位置上，最后一步总是后手走：先手必败。
cram-explain = { $term } 的 SG值为 { $value }：Cram 没有公式，这个值是搜索得到的。空格组成 { $regions } 个互不相邻的区域（整体的 SG值是各区域 SG值的异或和）；每个区域的 SG值是最小的、没有后继状态取到的 k，即后继状态 SG值的 mex，逐个后继状态搜索求得，并用一张表记下见过的区域（旋转和翻转后相同的区域视为同一个）。
cram-no-rows-or-columns = Cram 棋盘至少要有一行和一列
cram-too-many-cells-of = Cram 棋盘最多有 { $most } 个格子；{ $rows } × { $cols } 有 { $cells } 个
cram-no-cells = 棋盘至少要有一个格子：请用 `.` 和 `#` 逐行写出
cram-too-many-cells = Cram 棋盘最多有 { $most } 个格子
cram-empty-row = 每一行至少要有一个格子
cram-unequal-rows = 第 { $row } 行有 { $cells } 个格子，但第 1 行有 { $width } 个：每一行的长度必须相同
cram-bad-cell = 这里应当是 `.`（空格）、`#`（已占的格子）或 `/`（换到下一行），却是 `{ $found }`
cram-expected-columns = 行数后面应当跟着列数，例如 cram(4,5)
# What the numbers of cram(ROWS,COLUMNS) are, in parse-below-2-64's $what.
cram-what-rows = 行数
cram-what-columns = 列数
cram-unclosed-quote = 这个棋盘的引号 `"` 没有闭合

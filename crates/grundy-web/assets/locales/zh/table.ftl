## “二维表”视图：index.html 中的这一节、table.js，以及热力图和它的规律报告
## （tableview.js，规则编辑器也用它）。
## 消息中可以用 <code>…</code> 表示代码，其余都不是标记。

table-title = 双堆游戏的 SG 表
table-lead = 对以数对为状态的游戏，求出每个局面 (a, b) 的 G(a, b)，画成热力图。P 局面（SG值为 0，先手必败）标为橙色并加圈；其余的值为蓝色，值越大颜色越深。把鼠标移到格子上，或用键盘在表中移动，即可读出 SG值。
table-family-label = 游戏
table-family-wythoff = 威佐夫博弈：wythoff
table-family-king = 国王走向角落（规则脚本）
table-family-queen = 皇后走向角落（规则脚本）
table-family-knight = 骑士走向角落（规则脚本）
table-rows-label = 行数（a）
table-cols-label = 列数（b）
table-show = 打表
table-misere = 反常规则（misère）
table-misere-note = （走最后一步的人输）
table-rules-hint-start = 在
table-rules-hint-link = 规则编辑器
table-rules-hint-end = 里编写你自己的以数对为状态的游戏。
table-computing = 正在打表…
table-open = 打开 { $position }

## 热力图。

table-readout-help = 把鼠标移到格子上，或者聚焦表格后用方向键移动。
table-readout-p = {" "}— P 局面：先手必败。
table-readout-n = {" "}— N 局面：先手必胜。
table-grid-name = { $symbol }(a, b)，a = 0 到 { $lastA }（行），b = 0 到 { $lastB }（列）
table-corner-title = a 向下，b 向右
table-axis-note = 行是 a（向下），列是 b（向右）。在表格中：方向键移动，Home 和 End 跳到一行的两端。

## 规律。

table-patterns-title = 规律
table-patterns-observed = 在这张表中观察到，未证明
table-p-count = P 局面：{ $count } 个
table-p-list-start = ：
table-p-lines = { $count ->
       *[other] 全都落在直线 { $form } = { $constants } 上
    }
table-p-lattice = (a, b) 是否为 P 局面，只取决于 (a mod { $rows }, b mod { $cols })。
table-most-p = 每行至多 { $row } 个 P 局面，每列至多 { $column } 个。
table-symmetric = 对称：{ $symbol }(a, b) = { $symbol }(b, a)。
table-not-symmetric = 不对称。
table-no-row-periodic = 没有哪一行看起来有周期。
table-no-column-periodic = 没有哪一列看起来有周期。
table-rows-periodic = 看起来有周期的行：{ $total } 行中有 { $found } 行
table-columns-periodic = 看起来有周期的列：{ $total } 列中有 { $found } 列
table-row-period = 行 a = { $index }：{ $period }
table-column-period = 列 b = { $index }：{ $period }
table-more = …… 另有 { $count } 个

## 结果。

table-report-title = { $family }：{ $symbol }(a, b)，a < { $rows }，b < { $cols }
table-report-title-misere = { $family }：反常规则下的 { $symbol }(a, b)，a < { $rows }，b < { $cols }
table-misere-about = 在反常规则下，走最后一步的人输。misère 值 G⁻(a, b) 的定义是：无路可走处为 1，否则为各后继状态的值的 mex；它恰好在 P 局面处为 0。

## 步数（remoteness，tableview.js）。
table-computing-remoteness = 正在计算步数……
table-readout-draw = {" "}—— 平局：游戏永远进行下去。
table-readout-no-move = {" "}—— 必败态 P：已无路可走。
table-readout-loses-in = {" "}—— 必败态 P：先手 { $moves } 步后输。
table-readout-wins-in = {" "}—— 必胜态 N：先手 { $moves } 步内获胜。
remoteness-after-rows = 已算 { $rows } / { $total } 行
remoteness-table-heading = ：步数 R(a, b)，a < { $rows }，b < { $cols }
remoteness-table-p-positions = 必败态 P（步数为偶数）：{ $count } 个

## 摆局面的编辑器（Teaching::setup_picture）：可以点击添加的位置、缩短一行的按钮的名称，以及点击的作用。

picture-add-stone = 添一颗石子
# $row, $column: the square's place, from 1.
picture-add-square = 添上第 { $row } 行第 { $column } 列的格子
picture-add-row = 添一行
picture-add-column = 添一列
# Northcott and Cram: the control that makes a row (a board) one column narrower.
picture-remove-column = 去掉最后一列
# Cram: the control that takes the last row off.
picture-remove-row = 去掉最后一行
# Node-Kayles: $vertex, the vertex's name (a deleted one put back, or a path's next).
picture-add-vertex = 添上顶点 { $vertex }
picture-add-grid-vertex = 添上第 { $row } 行第 { $column } 列的顶点
# A cycle's new vertex, $vertex, between its last vertex, $last, and its first, $first.
picture-add-cycle-vertex = 在顶点 { $last } 和 { $first } 之间添上顶点 { $vertex }
# Coin rows: $coin, the new coin's number, from 1.
picture-add-coin = 添上硬币 { $coin }，反面
# The control that shortens a row of coins: $coin, the last coin's number, from 1.
picture-remove-coin = 去掉最后一枚硬币（硬币 { $coin }）
# Turning Corners: $x, $y, the cell's coordinates, from 0.
picture-add-corner-head = 在 ({ $x }, { $y }) 放一枚正面朝上的硬币
# Green Hackenbush: a new stalk of one edge on the ground, or an edge up from $vertex.
picture-add-stalk = 在地面上添一根茎
picture-add-edge = 从顶点 { $vertex } 向上添一条边
# Staircase Nim: $step, the step's number, from 1 at the bottom.
picture-add-step-coin = 在第 { $step } 级台阶上添一枚硬币
picture-add-step = 添一级台阶

# $part: the part clicked, by its accessible name.
board-setup-edit = 摆局面：{ $part }

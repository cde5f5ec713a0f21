## 摆局面的编辑器（Teaching::setup_picture）：可以点击添加的位置的名称，以及点击的作用。

picture-add-stone = 添一颗石子
# $row, $column: the square's place, from 1.
picture-add-square = 添上第 { $row } 行第 { $column } 列的格子
picture-add-row = 添一行
picture-add-column = 添一列
# $part: the part clicked, by its accessible name.
board-setup-edit = 摆局面：{ $part }

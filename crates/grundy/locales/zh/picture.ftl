## Pictures of positions (picture.rs): the accessible names of the parts a page draws.

picture-stone = 第 { $stone } 颗石子（共 { $stones } 颗）
picture-square = 第 { $row } 行第 { $column } 列
picture-filled = 第 { $row } 行第 { $column } 列，已占
picture-poison = 有毒的格子
picture-pair = 格子 ({ $a }, { $b })
picture-queen = 皇后，位于 ({ $a }, { $b })
board-moves-unlisted = 着法超过 { $limit } 种：请输入着法

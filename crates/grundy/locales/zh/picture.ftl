## Pictures of positions (picture.rs): the accessible names of the parts a page draws.

picture-stone = 第 { $stone } 颗石子（共 { $stones } 颗）
picture-square = 第 { $row } 行第 { $column } 列
picture-filled = 第 { $row } 行第 { $column } 列，已占
picture-poison = 有毒的格子
picture-pair = 格子 ({ $a }, { $b })
picture-queen = 皇后，位于 ({ $a }, { $b })
board-moves-unlisted = 着法超过 { $limit } 种：请输入着法
picture-vertex = 顶点 { $vertex }
picture-edge = 边 { $a }–{ $b }
picture-coin-heads = 硬币 { $coin }，正面
picture-coin-tails = 硬币 { $coin }，反面
picture-corner-heads = 硬币 ({ $x }, { $y })，正面
picture-corner-tails = 硬币 ({ $x }, { $y })，反面
picture-edge-copy = 边 { $a }–{ $b }（第 { $copy } 条）
picture-column = 第 { $column } 列
picture-white = 白子，第 { $column } 列
picture-black = 黑子，第 { $column } 列
picture-step = 第 { $step } 级台阶
picture-step-coin = 第 { $step } 级台阶上的第 { $coin } 枚硬币（共 { $coins } 枚）

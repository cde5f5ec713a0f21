## 阶梯 Nim（games/staircase.rs）。

staircase-rules = 阶梯 Nim：第 1, 2, 3, ... 级台阶上各有若干枚硬币（第 1 级在最下面）；每次从某一级取任意正数枚硬币移到下一级，从第 1 级移下的硬币离开游戏。
staircase-remove = 从 { $term } 的第 1 级移走 { $count } 枚硬币
staircase-move = 从 { $term } 的第 { $from } 级把 { $count } 枚硬币移到第 { $to } 级
staircase-step = { $coins }（第 { $step } 级）
staircase-no-odd-steps = 没有奇数级台阶，所以 SG值为 0
staircase-explain = { $term } 的 SG值为 { $value }。阶梯 Nim 中只有奇数级台阶起作用：SG值是第 1, 3, 5, ... 级上硬币数的异或和。因为从奇数级移走硬币，就是在那一堆上走一步 Nim；而从偶数级移下硬币，只会让下面的奇数级那一堆变大，对手可以把同样的硬币继续往下移，抵消这一步。这里 { $sum }。
staircase-write-steps = 请写出走完之后每一级上的硬币数，例如 `3,1,4`
staircase-step-count = 这个阶梯有 { $steps } 级：请写出每一级上的硬币数
staircase-cannot-move = { $from } 不能走到 { $to }：每次从某一级把硬币移到紧挨着的下一级（或从第 1 级移出阶梯）

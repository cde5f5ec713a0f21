## 减法游戏 sub[S]（games/subtraction.rs）。

subtraction-rules = { $name }：一堆石子；每次恰好取走 { $amounts } 个石子。
subtraction-or = { $rest } 或 { $last }
subtraction-explain = { $name }({ $heap }) 的 SG值为 { $value }。每个 SG值都是往前 { $amounts } 个位置上的 SG值的 mex，所以只要连续 { $largest } 个 SG值重复出现，整个序列就从此循环；事实正是如此，周期为 { $period }（周期块 { $block }）{ $preperiod }。{ $position }。
subtraction-preperiod = ，前 { $count } 个值 { $values } 不在周期内
subtraction-in-preperiod = { $heap } 在预周期内
subtraction-in-block = { $heap } 位于一个周期块的第 { $offset } 个位置（{ $heap } - { $preperiod } = { $offset } mod { $period }）
subtraction-not-allowed = { $name } 只允许取走 { $amounts } 个石子，不能取 { $taken } 个

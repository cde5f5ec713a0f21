## 减法游戏 sub[S]（games/subtraction.rs）。

subtraction-rules = { $name }：一堆石子；每次恰好取走 { $amounts } 个石子。
subtraction-or = { $rest } 或 { $last }
subtraction-explain = { $name }({ $heap }) 的 SG值为 { $value }。每个 SG值都是往前 { $amounts } 个位置上的 SG值的 mex，所以只要连续 { $largest } 个 SG值重复出现，整个序列就从此循环；事实正是如此，周期为 { $period }（周期块 { $block }）{ $preperiod }。{ $position }。
subtraction-preperiod = ，前 { $count } 个值 { $values } 不在周期内
subtraction-in-preperiod = { $heap } 在预周期内
subtraction-in-block = { $heap } 位于一个周期块的第 { $offset } 个位置（{ $heap } - { $preperiod } = { $offset } mod { $period }）
subtraction-not-allowed = { $name } 只允许取走 { $amounts } 个石子，不能取 { $taken } 个
subtraction-needs-set = sub 需要它的减法集合，即每次可以取走的数目：sub[1,3,4](10)
# What a parameter is, in parse-below-2-64's $what.
subtraction-what-amount = 取走的数目
subtraction-amount-range = 取走的数目必须在 1 到 { $most } 之间，而不是 { $amount }
# What would need too much memory (limit-memory's $what).
subtraction-memory-values = { $name } 直到堆 { $heap } 的 SG值

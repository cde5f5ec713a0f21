## 对游戏族参数的扫描，例如 powers[1..12] 或 octal[0.{1..7}7]
## （report/param_sweep.rs）：写错的范围，以及各行如何随参数变化的总结。

# $why: one of the sweep-range-* reasons below.
sweep-bad-range = `{ $pattern }` 中{ $why }：请只写一个参数范围，整个方括号参数写成 A..B（powers[1..12]），或在任意位置写成 {"{"}A..B{"}"}（octal[0.{"{"}1..7{"}"}7]）
sweep-two-ranges = 有不止一个范围
sweep-range-no-number = 范围的 `..` 两边都必须有数
sweep-range-too-large = 范围的两端必须是小于 2^64 的数
sweep-range-needs-braces = 写在参数内部的范围需要加花括号
sweep-range-backwards = 范围是倒过来的
sweep-too-many-values = `{ $pattern }` 的参数有 { $count } 个取值；一次 sweep 最多 { $most } 个
sweep-no-range = `{ $pattern }` 中没有参数范围（例如 powers[1..12]）

# $name: the parameter (P); $rule: a rule of the values, a period or sweep-summary-no-rule.
sweep-summary-every = 所有 { $name }：{ $rule }
sweep-summary-odd = { $name } 为奇数：{ $rule }
sweep-summary-even = { $name } 为偶数：{ $rule }
sweep-summary-no-rule = 没有共同的规律
# $period, $preperiod, $saltus: lines in the parameter, as P + 1.
sweep-period = 周期 { $period }
sweep-period-from = 从 n = { $preperiod } 起周期为 { $period }
sweep-period-saltus = 周期 { $period }，增量（saltus）{ $saltus }
sweep-period-from-saltus = 从 n = { $preperiod } 起周期为 { $period }，增量（saltus）{ $saltus }

# 扫描（`sweep --checkpoint`）中正在计算的代码的值，保存下来以便续算。
# $code：八进制代码；$error：值文件的问题（其中写明了文件）。
sweep-under-way-unusable = 无法续算 { $code }：{ $error }（删除该文件即可从头计算这个代码）
# $path：值文件；$found：文件所属的游戏。
sweep-under-way-other-game = { $path } 存的是 { $found } 的值
sweep-under-way-unsaved = 无法保存正在计算的值：{ $error }

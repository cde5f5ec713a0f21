## 写错的八进制代码，例如 octal[0.9x]（takebreak/rules.rs）。带 `?` 的代码模式见
## certificate.ftl（pattern-*）。

# $character: where in the code, counted from 1; $message: one of the code-* errors below.
code-error-at = 第 { $character } 个字符：{ $message }
code-empty = 这里应为一个八进制代码，例如 0.137
code-no-point = `{ $text }` 不是八进制代码：请写一位数字、一个小数点，再依次写出取走 1 个、2 个……石子的数字，例如 0.137
code-one-digit-before = 八进制代码的小数点前恰好有一位数字（对应什么也不取走的着法），例如 0.137 或 4.07
code-not-a-digit = `{ $digit }` 不是八进制代码的数字（应为 0 到 7，或表示留下三堆的着法的 8 到 f）
code-first-digit = 小数点前的数字说的是什么也不取走的着法，所以它只能分堆（0、4、8 或 c），而不是 { $digit }：什么也不取走而留下一堆会形成循环
code-too-long = 代码的小数点后最多 { $limit } 位数字
# Grundy's game and its kin: $code, whose splits must leave heaps of different sizes.
code-unequal-splits = { $code }（分堆须分成大小不等的堆）

## 用来续算取子分堆序列、却不可能是其 SG值的数（takebreak/mod.rs），
## 接在 errors.ftl 的 too-large-not-take-break-values 之后。

resume-first-not-zero = G(0) = { $value }，而不是 0
# $before: n - 1; $bound: the power of 2 above G(0) to G($before).
resume-value-too-large = G({ $n }) = { $value }，但 G(0) 到 G({ $before }) 都小于 { $bound }，所以 G({ $n }) 至多为 { $bound }

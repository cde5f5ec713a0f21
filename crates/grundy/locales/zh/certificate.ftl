## 已证周期的证书（sweep/certificate.rs）：grundy verify 的输出。

certificate-form-subtraction = 无分堆着法的游戏的形式
certificate-form-two-heaps = 着法至多留下两堆的形式
certificate-form-three-heaps = 着法留下三堆的形式
# $code: the octal code; $period, $preperiod: the verified period; $checked: values checked; $form: the theorem's form.
certificate-verified = { $code }：已验证从 n = { $preperiod } 起周期为 { $period }：朴素引擎算出的 G(0..{ $checked }) 与 b-file 一致，并从 n = { $preperiod } 起以周期 { $period } 重复，满足八进制游戏周期性定理（{ $form }）的要求，且没有更小的周期或预周期成立
# $why: what could not be read (a certificate-* message below, or the system's words).
certificate-unreadable = 无法验证：{ $why }
# $why: the claim or value that disagrees (a certificate-* message below).
certificate-refuted = 证书有误：{ $why }

## 证书无法读取的原因（certificate-unreadable 的 $why）。

# $line: the line of the b-file; $what: what is wrong with it; $text: the line.
certificate-bfile-line = 第 { $line } 行：{ $what }：`{ $text }`
certificate-bfile-expected-pair = 应为 `n 值`
certificate-bfile-expected-n = 应为 n = { $n } 的值
certificate-bfile-not-u32 = 该值不是小于 2^32 的数
# $size, $most: bytes.
certificate-too-long = { $path } 有 { $size } 字节；证书最多 { $most } 字节
# $error: the JSON reader's error.
certificate-not-json = { $path } 不是 grundy 的周期证书：{ $error }
certificate-values-name = 证书的 `values` 必须是它所在目录中的一个文件名，而不是 `{ $name }`
# $size: bytes; $count: the values it should list.
certificate-bfile-too-long = { $path } 有 { $size } 字节，超过了 { $count } 个值所能占用的大小
# What would need memory (limit-memory's $what).
certificate-reading = 读取 { $path }
# $why: a certificate-bfile-line.
certificate-not-bfile = { $path } 不是 b-file：{ $why }
certificate-other-format = 格式是 `{ $found }`，而不是 { $format }
# $error: why the code does not read.
certificate-not-a-code = `{ $code }` 不是八进制代码：{ $error }

## 证书有误的原因（certificate-refuted 的 $why）。

certificate-no-form = 八进制游戏周期性定理（Guy 与 Smith 1956；《Winning Ways》第 4 章）没有适用于 { $code } 的形式
# $used, $needed: certificate-form-*.
certificate-wrong-form = 证书用的是{ $used }，但 { $code } 需要的是{ $needed }
certificate-wrong-last-digit = 证书说 { $code } 最后一个非零数字在第 { $claimed } 位，实际在第 { $actual } 位
certificate-saltus = 证书声称增量（saltus）为 { $saltus }，但定理只证明普通周期（增量为 0）
certificate-period-zero = 证书声称周期为 0
# $needed, $checked: how many values the theorem needs and the certificate checks.
certificate-too-few-values = 由定理，从 n = { $preperiod } 起的周期 { $period } 需要检验 G(0..{ $needed })，但只检验了 G(0..{ $checked })
certificate-bfile-count = b-file 列出了 { $count } 个值，但证书说的是 G(0..{ $checked })
certificate-value-differs = b-file 给出 G({ $n }) = { $listed }，但朴素引擎算出 G({ $n }) = { $value }
# $later = $n + $period; $shifted: its value; $value: the value of $n.
certificate-period-fails = G({ $later }) = { $shifted }，但 G({ $n }) = { $value }：周期 { $period } 从 n = { $preperiod } 起不成立
# $later = $earlier + the period; $earlier = $preperiod - 1.
certificate-preperiod-not-smallest = G({ $later }) = G({ $earlier }) 也成立：周期从 n = { $earlier } 起就已成立，所以 { $preperiod } 不是最小的预周期
# $divisor: a smaller period that holds.
certificate-period-not-smallest = 从 n = { $preperiod } 起周期 { $divisor } 也成立，所以 { $period } 不是最小的周期

## sweep 的代码模式（sweep/code_pattern.rs）。

# $index: the pattern, counted from 1; $error: what is wrong, with its column.
pattern-error = 第 { $index } 个模式，{ $error }
pattern-two-points = 一个代码只有一个小数点
pattern-not-a-digit = `{ $found }` 不是数字或 `?`：模式是像 0.137 这样的代码，用 `?` 表示任意数字（0.???）
pattern-hex-digit = `{ $digit }` 是十六进制数字（留下三堆的着法）
pattern-first-digit = 小数点前的数字说的是什么也不取走的着法，所以它只能分堆：只能是 0、4、8、c 或 ?，而不是 { $digit }
pattern-empty = 这里应为一个模式，例如 0.??? 或 4.?7
pattern-no-point = 模式是用 `?` 表示任意数字的八进制代码，小数点前有一位数字：0.???、4.?7
pattern-one-digit-before = 小数点前必须恰好有一位数字（或 ?），例如 0.??? 或 4.?7
pattern-nothing-after = 小数点后应有数字或 `?`
pattern-too-long = 代码的小数点后最多 { $limit } 位数字
# $count: the codes, or pattern-beyond-2-128; $most: the most a sweep takes.
pattern-too-many = 这个模式代表 { $count } 个代码；一次 sweep 最多 { $most } 个
pattern-sweep-too-many = 加上这个模式，sweep 的代码超过了 { $most } 个，这是一次 sweep 的上限
pattern-beyond-2-128 = 超过 2^128

## Certificates of proven periods (sweep/certificate.rs): what grundy verify says.

certificate-form-subtraction = form for games without splits
certificate-form-two-heaps = form for moves that leave at most two heaps
certificate-form-three-heaps = form for moves that leave three heaps
# $code: the octal code; $period, $preperiod: the verified period; $checked: values checked; $form: the theorem's form.
certificate-verified = { $code }: verified period { $period } from n = { $preperiod }: the naive engine's G(0..{ $checked }) equal the b-file and repeat with period { $period } from n = { $preperiod }, as the octal periodicity theorem ({ $form }) needs, and no smaller period or preperiod fits
# $why: what could not be read (a certificate-* message below, or the system's words).
certificate-unreadable = cannot verify: { $why }
# $why: the claim or value that disagrees (a certificate-* message below).
certificate-refuted = the certificate is wrong: { $why }

## Why a certificate cannot be read (certificate-unreadable's $why).

# $line: the line of the b-file; $what: what is wrong with it; $text: the line.
certificate-bfile-line = line { $line }: { $what }: `{ $text }`
certificate-bfile-expected-pair = expected `n value`
certificate-bfile-expected-n = expected the value of n = { $n }
certificate-bfile-not-u32 = the value is not a number below 2^32
# $size, $most: bytes.
certificate-too-long = { $path } is { $size } bytes; a certificate is at most { $most }
# $error: the JSON reader's error.
certificate-not-json = { $path } is not a grundy period certificate: { $error }
certificate-values-name = the certificate's `values` must name a file in its own directory, not `{ $name }`
# $size: bytes; $count: the values it should list.
certificate-bfile-too-long = { $path } is { $size } bytes, more than { $count } values can take
# What would need memory (limit-memory's $what).
certificate-reading = reading { $path }
# $why: a certificate-bfile-line.
certificate-not-bfile = { $path } is not a b-file: { $why }
certificate-other-format = the format is `{ $found }`, not { $format }
# $error: why the code does not read.
certificate-not-a-code = `{ $code }` is not a code: { $error }

## Why a certificate is wrong (certificate-refuted's $why).

certificate-no-form = no form of the octal periodicity theorem (Guy and Smith 1956; Winning Ways, chapter 4) applies to { $code }
# $used, $needed: certificate-form-*.
certificate-wrong-form = it uses the { $used }, but { $code } calls for the { $needed }
certificate-wrong-last-digit = it gives the last non-zero digit of { $code } at position { $claimed }, not { $actual }
certificate-saltus = it claims saltus { $saltus }, but the theorem proves ordinary periods (saltus 0)
certificate-period-zero = it claims period 0
# $needed, $checked: how many values the theorem needs and the certificate checks.
certificate-too-few-values = period { $period } from n = { $preperiod } needs G(0..{ $needed }) by the theorem, but only G(0..{ $checked }) are checked
certificate-bfile-count = the b-file lists { $count } values, but the certificate says G(0..{ $checked })
certificate-value-differs = the b-file gives G({ $n }) = { $listed }, but the naive engine computes G({ $n }) = { $value }
# $later = $n + $period; $shifted: its value; $value: the value of $n.
certificate-period-fails = G({ $later }) = { $shifted } but G({ $n }) = { $value }: period { $period } does not hold from n = { $preperiod }
# $later = $earlier + the period; $earlier = $preperiod - 1.
certificate-preperiod-not-smallest = G({ $later }) = G({ $earlier }) as well: the period holds from n = { $earlier } already, so { $preperiod } is not the smallest preperiod
# $divisor: a smaller period that holds.
certificate-period-not-smallest = period { $divisor } holds as well from n = { $preperiod }, so { $period } is not the smallest period

## Patterns of codes for a sweep (sweep/code_pattern.rs).

# $index: the pattern, counted from 1; $error: what is wrong, with its column.
pattern-error = pattern { $index }, { $error }
pattern-two-points = a code has only one point
pattern-not-a-digit = `{ $found }` is not a digit or `?`: a pattern is a code such as 0.137 with `?` for any digit (0.???)
pattern-hex-digit = `{ $digit }` is a hexadecimal digit (a move that leaves three heaps)
pattern-first-digit = the digit before the point concerns removing nothing, so it may only split a heap: 0, 4, 8, c or ?, not { $digit }
pattern-empty = expected a pattern such as 0.??? or 4.?7
pattern-no-point = a pattern is an octal code with `?` for any digit, with one digit before the point: 0.???, 4.?7
pattern-one-digit-before = exactly one digit (or ?) comes before the point, as in 0.??? or 4.?7
pattern-nothing-after = expected digits or `?` after the point
pattern-too-long = codes are limited to { $limit } digits after the point
# $count: the codes, or pattern-beyond-2-128; $most: the most a sweep takes.
pattern-too-many = this pattern stands for { $count } codes; a sweep takes at most { $most }
pattern-sweep-too-many = with this pattern the sweep has more than { $most } codes, the most a sweep takes
pattern-beyond-2-128 = more than 2^128

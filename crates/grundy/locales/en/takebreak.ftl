## Octal codes written wrongly, as in octal[0.9x] (takebreak/rules.rs). Patterns of codes
## with `?` are in certificate.ftl (pattern-*).

# $character: where in the code, counted from 1; $message: one of the code-* errors below.
code-error-at = character { $character }: { $message }
code-empty = expected an octal code such as 0.137
code-no-point = `{ $text }` is not an octal code: write one digit, a point and the digits for removing 1, 2, ... tokens, as in 0.137
code-one-digit-before = an octal code has exactly one digit (for removing nothing) before the point, as in 0.137 or 4.07
code-not-a-digit = `{ $digit }` is not a digit of an octal code (0 to 7, or 8 to f for three-heap moves)
code-first-digit = the digit before the point concerns removing nothing, so it may only split a heap (0, 4, 8 or c), not { $digit }: removing nothing and leaving one heap would be a loop
code-too-long = codes are limited to { $limit } digits after the point
# Grundy's game and its kin: $code, whose splits must leave heaps of different sizes.
code-unequal-splits = { $code } with unequal splits

## Values given to resume a take-and-break sequence that cannot be its values (takebreak/mod.rs),
## after errors.ftl's too-large-not-take-break-values.

resume-first-not-zero = G(0) = { $value }, not 0
# $before: n - 1; $bound: the power of 2 above G(0) to G($before).
resume-value-too-large = G({ $n }) = { $value }, but G(0) to G({ $before }) are below { $bound }, so G({ $n }) is at most { $bound }

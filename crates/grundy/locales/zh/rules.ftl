## 如何陈述在 SG值表中找到的规律（rule_finder/）：由定理证明，或在检验到的范围内观察成立，
## 并列出不成立的位置。

rule-proven = 已证明
rule-observed = 观察到 { $checked } 为止成立
rule-stated = { $rule }（{ $how }）
rule-stated-except = { $rule }（{ $how }，{ $name } = { $places } 除外）

## 规律本身：单堆（rule_finder/heap.rs）与必败态（p_positions.rs）。

# After a rule that holds from $start on.
rule-from = （n ≥ { $start }）
# $n: n or n + 1.
rule-ruler = G(n) = 整除 { $n } 的最大的 2 的幂
rule-two-adic = G(n) = ν₂({ $n })，即 { $n } 中因子 2 的指数
rule-two-adic-plus-one = G(n) = ν₂({ $n }) + 1，即 { $n } 中因子 2 的指数加一
rule-popcount = G(n) = { $n } 的二进制表示中 1 的个数
rule-popcount-parity = G(n) = 1（若 { $n } 的二进制表示中有奇数个 1），否则为 0
# $name: rule-odious or rule-evil; $first: the first of them; $from: 0 or 1.
rule-numbered = G(n) = 第 n 个{ $name }（{ $first }，从 n = { $from } 起计数）
rule-odious = 奇恶数（odious number）
rule-evil = 偶恶数（evil number）
# $count: P-positions before the periodic part, which starts at $start.
rule-p-below = 小于 { $start } 的 { $count } 个必败态
rule-p-none = 没有必败态
# $positions: the P-positions, listed or described.
rule-p-only = 必败态（P）：只有 { $positions }
rule-p-positions = 必败态（P）：{ $positions }
rule-p-and = {"；以及 "}
# $firsts: the first members of the set.
rule-p-powers-of-two = 必败态（P，n ≥ 1）：2 的幂（{ $firsts }）
rule-p-mersenne = 必败态（P，n ≥ 1）：2^k − 1（{ $firsts }）
rule-p-fibonacci = 必败态（P，n ≥ 1）：斐波那契数（{ $firsts }）
rule-p-triangular = 必败态（P，n ≥ 1）：三角形数 k(k + 1)/2（{ $firsts }）
rule-p-squares = 必败态（P，n ≥ 1）：平方数（{ $firsts }）
# $alpha: the irrational, as φ; $defined: ", φ = (1 + √5)/2" or nothing.
rule-p-beatty = 必败态（P，n ≥ 1）：⌊k{ $alpha }⌋，k ≥ 1（{ $firsts }）{ $defined }

## 表的必败态（rule_finder/table.rs）。

# $lines: how many lines; $form: the lines' form, as b − a; $constants: their constants.
rule-p-lines = 必败态（P）在{ $lines ->
    [one] 直线
   *[other] 这些直线
} { $form } = { $constants } 上
# $pairs: the P-positions before the pattern, listed.
rule-p-pairs-before = { $pairs }，以及{" "}
# $before: rule-p-pairs-before or nothing; $a, $b: the irrationals; $first: the first k; $defined: their definitions or nothing.
rule-p-beatty-pairs = 必败态（P）：{ $before }(⌊k{ $a }⌋, ⌊k{ $b }⌋) 和 (⌊k{ $b }⌋, ⌊k{ $a }⌋)，k ≥ { $first }{ $defined }

## 如何陈述在 SG值表中找到的规律（rule_finder/）：由定理证明，或在检验到的范围内观察成立，
## 并列出不成立的位置。

rule-proven = 已证明
rule-observed = 观察到 { $checked } 为止成立
rule-stated = { $rule }（{ $how }）
rule-stated-except = { $rule }（{ $how }，{ $name } = { $places } 除外）

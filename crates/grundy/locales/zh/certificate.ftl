## 已证周期的证书（sweep/certificate.rs）：grundy verify 的输出。

certificate-form-subtraction = 无分堆着法的游戏的形式
certificate-form-two-heaps = 着法至多留下两堆的形式
certificate-form-three-heaps = 着法留下三堆的形式
# $code: the octal code; $period, $preperiod: the verified period; $checked: values checked; $form: the theorem's form.
certificate-verified = { $code }：已验证从 n = { $preperiod } 起周期为 { $period }：朴素引擎算出的 G(0..{ $checked }) 与 b-file 一致，并从 n = { $preperiod } 起以周期 { $period } 重复，满足八进制游戏周期性定理（{ $form }）的要求，且没有更小的周期或预周期成立
# $why: what could not be read (its details stay English).
certificate-unreadable = 无法验证：{ $why }
# $why: the claim or value that disagrees (its details stay English).
certificate-refuted = 证书有误：{ $why }

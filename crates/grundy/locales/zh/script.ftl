## 规则由 Rhai 脚本给出的游戏 script[FILE]（games/script.rs）。

script-rules-computed = { $name }：着法就是 { $script } 中 fn moves 算出的着法。
script-parts-nothing = 无
script-more = 另有 { $count } 个
script-explain-finite = { $term } 的 SG值为 { $value }（{ $options }），在有环的状态图上求得（共 { $states } 个状态）：{ $value } 是不在其有限后继状态 SG值中的最小非负整数，而从每个 SG值更大或为无穷的后继状态，对手都能走回 SG值为 { $value } 的局面（Smith 的广义 SG函数）。
script-explain-loopy = { $term } 的有环 SG值为 { $value }（{ $options }；可到达 { $states } 个状态）：它可以让游戏永远进行下去，花括号中是它的有限后继状态的 SG值。单独来看，它{ $alone }；与 SG值为 x 的游戏相加时，当且仅当 x 在花括号中时先手必胜，否则是平局。
script-loopy-won = 先手必胜（走到 SG值为 0 的局面）
script-loopy-draw = 是平局

## 规则由 Rhai 脚本给出的游戏 script[FILE]（games/script.rs）。

script-rules-computed = { $name }：着法就是 { $script } 中 fn moves 算出的着法。
script-parts-nothing = 无
script-more = 另有 { $count } 个
script-explain-finite = { $term } 的 SG值为 { $value }（{ $options }），在有环的状态图上求得（共 { $states } 个状态）：{ $value } 是不在其有限后继状态 SG值中的最小非负整数，而从每个 SG值更大或为无穷的后继状态，对手都能走回 SG值为 { $value } 的局面（Smith 的广义 SG函数）。
script-explain-loopy = { $term } 的有环 SG值为 { $value }（{ $options }；可到达 { $states } 个状态）：它可以让游戏永远进行下去，花括号中是它的有限后继状态的 SG值。单独来看，它{ $alone }；与 SG值为 x 的游戏相加时，当且仅当 x 在花括号中时先手必胜，否则是平局。
script-loopy-won = 先手必胜（走到 SG值为 0 的局面）
script-loopy-draw = 是平局

## 脚本的错误（script/）：位置（$file、$line、$column）和出错的原因（$message）。

script-error = { $file }：{ $message }
script-error-line = { $file }，第 { $line } 行：{ $message }
script-error-column = { $file }，第 { $column } 列：{ $message }
script-error-line-column = { $file }，第 { $line } 行，第 { $column } 列：{ $message }
# $error: the system's reason.
script-unreadable = 无法读取脚本：{ $error }
script-not-a-file = 无法读取脚本：它不是文件
script-not-utf8 = 无法读取脚本：它不是 UTF-8 文本（在第 { $byte } 字节处）
script-too-long = 脚本超过 { $limit } 字节（1 MiB），这是脚本的大小上限
script-undefined = `{ $name }` 没有定义（脚本的参数要在表达式中给出，例如 { $name }=3）
# $error: Rhai's words for the error.
script-syntax = 语法错误：{ $error }
script-no-moves = 脚本没有定义 `fn moves(state)`；它必须返回一个局面的后继状态数组
# $call: the call, as moves(3); $message: what it did wrong (script-not-an-array, script-malformed-option).
script-call-returned = { $call } { $message }
# $value: script-the-state or a state-* description.
script-not-an-array = 返回了 { $value }，而不是后继状态的数组
script-malformed-option = 返回的第 { $index } 个后继状态格式不对：{ $why }
script-start-returned = start() 返回了 { $why }
script-the-state = 状态 { $state }
# $what: the limit or error; $call: the call, or script-somewhere-in.
script-in-call = { $what }，发生在 { $call }
script-somewhere-in = { $call } 中，在 fn { $function }（从第 { $line } 行开始）或它调用的某个函数里
script-too-many-operations = 脚本在一次调用中执行了超过 { $limit } 次运算（死循环？）
script-too-deep = 函数调用嵌套超过 { $limit } 层（无限递归？）
script-too-slow = 脚本在一次调用中运行了超过 { $seconds } 秒
# $what: Rhai's name for what grew (a string, an array, a map).
script-too-large = { $what } 太大了（上限：字符串 { $strings } 个字符，数组 { $arrays } 个元素，映射 { $maps } 个条目）
script-sum-part = sum([...]) 的第 { $index } 部分不是状态：{ $why }
script-empty-sum = sum([])（空）
# $option: the move, as sum([1, 2]).
script-loopy-split = { $name }：从状态 { $start } 出发的对局可能重复出现某个状态（该游戏有循环），而从它可以到达的状态 { $state } 有一步走到 { $option }，把游戏分成了几个游戏之和；有循环的脚本不支持分拆的着法，因为它们的值来自单个状态构成的图

## 脚本的参数，script[FILE, P=3]。

script-parameter-syntax = `{ $item }` 不是参数：请写成 NAME=INTEGER，例如 P=3
script-parameter-name = `{ $name }` 不能作为参数名：须以字母开头，后面是字母、数字或 _
script-parameter-integer = 参数 { $name } 必须是 -2^63 到 2^63 - 1 之间的整数，而不是 `{ $value }`
script-parameter-twice = 参数 { $name } 给出了两次
script-parameters-too-many = 一个脚本最多接受 { $limit } 个参数

## 脚本返回的不是状态（script/state.rs）。

state-nested-too-deep = 数组嵌套超过 { $limit } 层
state-element = { $why }（数组的第 { $index } 个元素）
state-unit = ()（单元值：是不是漏了返回值？）
state-float = 浮点数 { $value }
state-map = 一个对象映射（map）
# $kind: Rhai's name of the value's type.
state-other = { $value }（类型为 { $kind }）
# $what: one of the state-* descriptions above.
state-not-a-state = { $what }；状态必须是整数、字符串或由状态组成的数组
state-tuples-too-deep = 元组最多嵌套 { $limit } 层

## 表达式中写出的状态，script[FILE](STATE)（script/state.rs）。

state-power-too-large = { $text } 超出了脚本整数的范围：脚本用 64 位整数计算，最大为 { $most }
state-expected = 这里应为一个状态：整数（如 10）、字符串（如 "abc"）或元组（如 (3,4)），却是 `{ $found }`
state-text-after-string = 结尾的 `"` 之后不应再有文字
state-bad-escape = 在字符串中，`\` 后面只能是 `"`、`\` 或 `n`
state-string-not-closed = 这个字符串缺少结尾的 `"`
state-integer-too-large = { $text } 超出了脚本整数的范围：脚本用 64 位整数计算，范围是 { $least } 到 { $most }
script-needs-file = script 需要把它的规则文件写在方括号里：script[examples/lasker.rhai](10)
script-no-start = { $script } 没有定义 `fn start()`，所以请写出一个状态：{ $name }(10)、{ $name }(3,4)
script-tuple-sum = 逗号组成一个元组状态，`+` 连接几个状态：数对的和要写成 (1,2) + (3,4)
script-empty-summand = `+` 的两边都应当有一个状态

## “规则编辑器”：index.html 中的这一节和 rules.js；以及规律查找器给出的序列或表格所遵循的
## 规律（rulesview.js，用于 SG 序列、二维表和规则编辑器）。
## 消息中可以用 <code>…</code> 表示代码，其余都不是标记。

rules-title = 自定义规则
rules-lead-start = 用{" "}
rules-lead-end = {" "}编写游戏的规则：<code>fn moves(state)</code> 返回后继状态的列表。分裂成若干独立游戏的后继状态写作 <code>sum([a, b])</code>。状态是一个数或一个数对 <code>[x, y]</code>。边输入边出结果。
rules-examples-name = 入门示例
rules-start-from = 从这里开始：
rules-example-lasker = Lasker 的 Nim
rules-example-subtraction = 减法游戏 {"{"}1,3,4{"}"}
rules-example-kayles = Kayles
rules-example-queen = 皇后
rules-example-king = 国王
rules-example-powers = 取 P 的幂
rules-params-label = 参数
rules-params-hint = 规则读取的参数，如 <code>P=4</code>；写成范围 <code>P=2..12</code> 则逐一计算。
rules-source-label = 规则（Rhai）
rules-keys = Tab 键用于缩进；先按 Esc 再按 Tab 可以离开编辑器。Ctrl+Enter 立即运行。
rules-states-are = 状态是
rules-kind-seq = 数 n
rules-kind-table = 数对 (a, b)
rules-to-label = 直到 n =
rules-size-label = 表格大小
rules-start-label = 状态图起点
rules-run = 运行

rules-write-moves = 写出 fn moves(state)，即可看到它的 SG值。
rules-running = 正在运行规则…
rules-up-to-date = 已是最新。
rules-yours = 你的规则
rules-graph-from = 从 { $start } 出发的状态图
rules-error-at-line = 第 { $line } 行出错：
rules-error-at = 第 { $line } 行第 { $column } 列出错：
rules-go-to-line = 跳到第 { $line } 行

## 找到的规律（rulesview.js）。

rules-found-title = { $count ->
       *[other] 找到的规律
    }
rules-found-proven = 已证明
rules-found-proven-title = 有定理证明它对每个局面都成立
rules-found-observed = 已验证到 { $checked }
rules-found-observed-title = 直到 { $checked } 的每个值都符合，但未证明
rules-found-except = 例外：{ $places }
rules-found-p-positions = 直到 n = { $to } 的 P 局面：
rules-found-more = ，…（共 { $count } 个）
rules-found-none = 规律库中没有符合这些值的规律：多算一些值，或者自己找找规律。

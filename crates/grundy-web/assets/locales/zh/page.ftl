## 网页的框架（index.html、main.js、i18n.js）和各视图共用的文字（outcome.js、api.js）。
## 每个视图自己的文字在以该视图命名的文件里。
## 消息中可以用 <code>…</code> 表示代码，其余都不是标记。

page-title = grundy 游乐场
skip-to-content = 跳到正文
brand-playground = 游乐场
nav-sections = 栏目
view-position = 局面
view-seq = SG 序列
view-table = 二维表
view-graph = 状态图
view-quotient = misère 商
view-play = 对弈
view-rules = 规则编辑器
big-text = 放大文字，适合投影
big-text-name = {" "}放大文字

outcome-p = 先手必败
outcome-n = 先手必胜
outcome-d = 平局：游戏永远进行下去
outcome-meaning-p = 必败态（P）：完美博弈下，下一个行动的人必输。
outcome-meaning-n = 必胜态（N）：下一个行动的人可以强制获胜。
outcome-meaning-d = 双方都无法强制获胜。
remoteness-none-left = 已无路可走
remoteness-wins-in = { $moves } 步内获胜
remoteness-loses-in = { $moves } 步后输

api-too-large = 请求太大。
api-too-much = 超出了服务器愿意计算的范围。
api-too-many = 同时请求太多，请稍后再试。
api-busy = 服务器正忙，请稍后再试。
api-status = 服务器返回了 { $status }。
api-unreachable = 无法连接服务器。`grundy serve` 还在运行吗？
full-stop = 。

page-description = 在浏览器里研究公平组合游戏：谁必胜、SG值、必胜着法、SG 序列、二维表、状态图、一个完美的对手，还有你自己定义的规则。
footer-about = grundy：公平组合游戏的精确值。P = 先手必败，N = 先手必胜，D = 平局。

## 显示在相应输入框下方的错误（errors.js），以粗体写在服务器的消息之前。

errors-error = 错误：
errors-at-column = 第 { $column } 列出错：
errors-go-to-column = 跳到第 { $column } 列

## 计算进行时显示的进度（working.js）。
progress-detail = — { $text }（已用 { $seconds } 秒）
progress-bar-name = 已完成的工作比例

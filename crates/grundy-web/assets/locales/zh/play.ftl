## “对弈”视图：index.html 中的这一节和 play.js。

play-title = 与电脑对弈
play-lead = “完美”水平下，电脑能赢时会尽快取胜；必败时则尽量拖长对局，等你失误。你能赢它吗？从先手必胜的局面开始，并且自己先走；或者选一个弱一些的水平。
play-start-label = 起始局面
play-who-starts = 谁先走
play-first-you = 你
play-first-computer = 电脑
play-convention = 规则
play-normal = 常规规则
play-misere = 反常规则（misère）
play-level-label = 电脑的水平
play-seed-label = 随机种子
play-new-game = 新对局
play-levels-name = 各级水平
play-seed-about = 随机种子决定电脑的随机着法：同样的种子，加上你同样的着法，会重现同一盘棋。新对局会抽取新的种子；“重新开始”则保留它。
play-examples-name = 游戏示例
play-try = 试试：
play-choose = 选好起始局面、谁先走和电脑的水平，然后点“新对局”。

## 各级水平：名称（列表中）、句中的名称、具体做法。

play-level-perfect = 完美
play-level-good = 良好
play-level-beginner = 初学者
play-level-perfect-word = “完美”
play-level-good-word = “良好”
play-level-beginner-word = “初学者”
play-level-perfect-short = ：能赢时最快获胜，必败时拖得最久。
play-level-good-short = ：每四步中有一步随机走。
play-level-beginner-short = ：每四步中有三步随机走。
play-level-perfect-about = 总走完美的一步：能赢时最快获胜，必败时拖得最久
play-level-good-about = 每四步中有一步随机走，其余走完美的一步
play-level-beginner-about = 每四步中有三步随机走，其余走完美的一步
play-level-about = { $level }：{ $about }。
play-seed-invalid = 随机种子是 0 到 { $max } 之间的整数。
play-seed-invalid-kept = 随机种子是 0 到 { $max } 之间的整数；本局仍用原来的种子 { $seed }。

## 对局。

play-position-after = 走了 { $count } 步后的局面{ $misere ->
        [yes] {" · 反常规则"}
       *[no] {""}
    } · 水平：{ $level } · 种子：{ $seed }
play-your-turn = 轮到你走。
play-computer-turn = 轮到电脑走。
play-computer-thinking = 电脑正在思考…
play-listing-moves = 正在列出着法…
play-computer-failed = 电脑无法选出着法：{ $error }
play-truncated-unknown = 没有列出所有着法
play-hint = 提示
play-undo = 悔棋
play-restart = 重新开始
play-restart-title = 从同一局面、用同一个种子重新开始
play-your-move-choices = 你的着法：共 { $count } 种选择
play-not-every-move = 没有列出所有着法：{ $why }。
play-in-component = 第 { $number } 个分量
play-in-component-named = 第 { $number } 个分量：{ $name }
play-wins-mark = 必胜
play-you-win = 你赢了！
play-computer-wins = 电脑赢了。
play-end-you-normal = 你已无路可走，而无法行动的一方输。
play-end-you-misere = 你已无路可走，而在反常规则下，无法行动的一方赢。
play-end-computer-normal = 电脑已无路可走，而无法行动的一方输。
play-end-computer-misere = 电脑已无路可走，而在反常规则下，无法行动的一方赢。

## 提示。

play-looking = 正在寻找必胜着法…
play-no-hint = 没有提示：{ $error }
play-hint-lost = 这里没有必胜着法：这是先手必败态（P），对方走最优时每一步都会输。尽量拖长对局，等对方失误吧。
play-hint-lost-perfect = 这里没有必胜着法：这是先手必败态（P），对方走最优时每一步都会输。尽量拖长对局，等对方失误吧（不过它不会失误）。
play-hint-moves = { $count } 种必胜着法，已在下方标为“必胜”。
play-hint-many = { $count } 种必胜着法：太多，无法一一标出。
play-hint-many-unknown = 必胜着法很多：太多，无法一一标出。

## 对局记录、每步之后的剩余步数，以及电脑的理由。

play-history = 对局记录
play-started-you = 从 { $start } 开始；你先走。
play-started-computer = 从 { $start } 开始；电脑先走。
play-no-moves-yet = 还没有走过。
play-by-you = 你：
play-by-computer = 电脑：
play-why = 为什么？
play-why-name = 电脑第 { $number } 步为什么这样走？
play-thinking-back = 正在回想…
play-full-reasoning = 完整的推理过程
play-strip-title = 每步之后的剩余步数
play-strip-help = 从该局面起，双方都走最优时还要走多少步。{ $p } 先手必败；{ $n } 先手必胜。
play-strip-start = 开局
play-strip-after = 第 { $index } 步后
play-strip-pending = { $when }：正在计算
play-strip-unknown = { $when }：未知（{ $why }）
play-strip-draw = { $when }：D，平局
play-strip-entry = { $when }：{ $outcome }，{ $left }
play-strip-left = 还剩 { $count } 步
play-strip-left-none = 已无路可走
play-strip-left-unknown = 剩余步数未知

play-computer-played = 电脑走了：
play-computer-reason = ——{ $reason }。
play-reason-leaves-no-move = 必胜着法：走完后你已无路可走
play-reason-fastest-win = 必胜着法：至多再走 { $count } 步就能获胜
play-reason-winning-move = 必胜着法
play-reason-slowest-loss = 没有必胜着法，所以尽量拖长对局：你走最优时还要再走 { $count } 步
play-reason-slowest-loss-unknown = 没有必胜着法，所以尽量拖长对局
play-reason-winning = 必胜着法（游戏太大，算不出还要走多少步）
play-reason-keeps-draw = 保持平局的一步
play-reason-any-move = 没有必胜着法（游戏太大，算不出还要走多少步），所以随便走了一步合法的着法
play-reason-random = 随机的一步，这是它的水平所决定的

## “为什么？”：电脑以第一人称解释它的着法。

play-random-good = 每四步中有一步
play-random-beginner = 每四步中有三步
play-random-some = 有些步
play-why-random = 在{ $level }水平下，我{ $often }随机走，这一步正是其中之一：我没有看 SG值。
play-why-random-lost = 在{ $level }水平下，我{ $often }随机走，这一步正是其中之一：我没有看 SG值。反正 { $from } 对我来说已经是必败的了。
play-why-random-won = 在{ $level }水平下，我{ $often }随机走，这一步正是其中之一：我没有看 SG值。{ $from } 是先手必胜的局面，所以这一步随机着法很可能把胜利让给了你：找一找必胜着法吧。
play-method-bouton = Bouton 的 Nim 反常规则定理
play-method-anti-sg = Anti-SG 定理
play-method-quotient = 该游戏的 misère 商
play-method-search = 穷举搜索
play-method-tame = Conway 的驯服博弈定理
play-method-restive = Conway 关于 Nim 堆中一个躁动博弈的定理
play-method-small-heaps = 小 Nim 堆中一个博弈的亏格
play-method-canonical = 各分量的反常最简形式
play-why-misere-win = 在反常规则下，{ $from } 先手必胜（依据：{ $method }），而 { $to } 是一个轮到你走、但在对方走最优时你必败的局面。
play-why-misere-loss = 在反常规则下，{ $from } 对我来说是必败态：对方走最优时，每一步都会输。
play-why-win = { $from } 的 SG值为 { $value }，不为 0，所以先手必胜。我走到了 SG值为 0 的 { $to }：无论你怎么走，我都能走回 SG值为 0 的局面，直到你无路可走。
play-why-win-count = （我有 { $count } 种必胜着法。）
play-why-lose = { $from } 的 SG值为 0：每一步都会走到 SG值非 0 的局面，你从那里可以获胜。
play-why-fastest = 在我的必胜着法中，我选了让对局最快结束的一步：无论你怎么走，至多再走 { $count } 步。
play-why-slowest = 所以我选了让对局拖得最久的一步：如果你走最优，还要再走 { $count } 步，你有足够的时间失误。
play-why-any = 游戏太大，算不出每一步之后还要走多少步，所以我随便选了一步，盼着你失误。

## 翻硬币游戏 coins[RULE]：turtles、mock、ruler、run[K]（games/coins.rs）。

coins-rules = { $name }：一排硬币（1 = 正面，0 = 反面，从左往右从 1 开始编号）；每次可以{ $statement }，并且翻转的硬币中最右边的一枚必须从正面翻成反面。
coins-turn-turtles = 翻转一枚或两枚硬币
coins-turn-mock = 翻转一枚、两枚或三枚硬币
coins-turn-ruler = 翻转任意一段连续的硬币
coins-turn-run = 恰好翻转连续的 { $k } 枚硬币
coins-formula-turtles = 第 x 枚硬币单独正面朝上时，SG值为 x
coins-formula-mock = 第 x 枚硬币单独正面朝上时，SG值为第 x 个 odious 数（2(x-1) 与 2(x-1)+1 中二进制下 1 的个数为奇数的那一个）
coins-formula-ruler = 第 x 枚硬币单独正面朝上时，SG值为整除 x 的最大的 2 的幂（ruler 函数）
coins-formula-run = 第 x 枚硬币单独正面朝上时，若 { $k } 整除 x 则 SG值为 1，否则为 0
coins-list-and = { $rest } 和 { $last }
coins-move = 翻转 { $from } 中的第 { $coins } 枚硬币{ $count ->
        [1] {""}
       *[other] （共 { $count } 枚）
    }，剩下 { $after }
coins-explain-no-heads = { $term } 没有正面朝上的硬币，无路可走：SG值为 0，先手必败。
coins-head-worth = 硬币 { $coin } 的 SG值为 { $value }
coins-heads-separator = {"，"}
coins-explain = { $term } 的 SG值为 { $value }。由翻硬币游戏的原理，一排硬币的 SG值等于每枚正面硬币单独存在时的 SG值的异或和（Winning Ways 第 14 章），而在这个游戏中，{ $formula }。正面朝上的硬币：{ $heads }；{ $values } = { $value }。
coins-write-one-row = 请写出走完之后的这一排硬币，写成一串 0 和 1
coins-write-all-coins = 这一排有 { $count } 枚硬币；请写出走完之后的全部硬币
coins-turn-at-least-one = 每一步至少要翻转一枚硬币
coins-rightmost-heads = 翻转的硬币中最右边的一枚（硬币 { $coin }）必须从正面翻成反面
coins-not-allowed = { $name } 每次只能{ $statement }，不能翻转硬币 { $coins }
coins-usage = coins 只接受一条规则：coins[turtles]、coins[mock]、coins[ruler] 或 coins[run[K]]
# $usage: coins-usage.
coins-unknown-rule = 未知的翻硬币规则 `{ $rule }`：{ $usage }
# What K of run[K] is, in parse-below-2-64's $what.
coins-what-run-length = 连续翻转的硬币数
coins-run-length-range = 连续翻转的硬币数必须在 1 到 { $most } 之间，而不是 { $k }
coins-too-many = 一排最多有 { $most } 枚硬币，而不是 { $count } 枚
coins-bad-coin = 一排硬币用 1（正面）和 0（反面）表示，这里却是 `{ $found }`

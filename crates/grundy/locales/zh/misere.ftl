## 反Nim / misère 规则：最后一个行动者输。`grundy eval --misere --explain` 写出的推理
## （misere/mod.rs、misere/by_quotient.rs）。

misere-last-mover-loses = 在 misère 规则下，最后一个行动者输。
misere-decided-by = { $sum } 的胜负由如下方法判定：{ $rule }。
misere-rule-bouton = Bouton 的反Nim规则——先手必败，当且仅当某堆石子多于 1 个且异或和为 0，或者每堆都至多 1 个且异或和为 1（大小为 1 的堆有奇数个）
misere-rule-anti-sg = Anti-SG（SJ）定理（每个分量中只有终止局面的 SG值为 0，所以适用）——先手必胜，当且仅当异或和不为 0 且某个分量的 SG值大于 1，或者异或和为 0 且每个分量的 SG值都至多为 1
misere-rule-quotient = 这个游戏的 misère 商（Plambeck 与 Siegel）——每一堆对应一个交换幺半群中的元素，先手必败当且仅当各堆元素之积属于商的 P 部分
misere-rule-tame = Conway 的驯服（tame）博弈定理——每个分量都是驯服的（其最简型的每个局面的亏格都与某个 Nim 局面相同），所以整个和就像反常 Nim：亏格为 0^{"{"}120{"}"} 或 1^{"{"}031{"}"} 的分量相当于大小为 0 或 1 的堆，其余分量相当于 SG值相同、大小至少为 2 的堆
misere-rule-restive = Conway 的躁动（restive）博弈——恰有一个分量是躁动的（不是驯服的，但它的后继状态都是驯服的，正常规则 SG值至多为 1，反常规则 SG值 γ 至少为 2），其余分量都是 Nim 堆；若每堆的大小都是 0、1、γ 或 γ⊕1，它相当于大小为 γ 的堆，否则相当于大小为其正常规则 SG值的堆，此时先手必败当且仅当异或和为 0
misere-rule-small-heaps = 小 Nim 堆中一个博弈的亏格（Conway）——不是 Nim 堆的分量合起来看作一个博弈，其余分量都是 Nim 堆，且除至多一堆外每堆的大小都是 1、2 或 3；因为在 misère 规则下 * + * = 0、*2 + * = *3，这些小堆相当于 k 个大小为 2 的堆，可能再加一个大小为 1 的堆，该博弈加上它们后的反常规则 SG值就是其亏格中的 γk（有大小为 1 的堆时再异或 1），这个和先手必败当且仅当该值等于剩下的那一堆（没有则为 0）
misere-rule-canonical = misère 标准型（Conway）——每个分量换成它的最简型（在任何 misère 和中都与它相等），整个和的胜负即各最简型之和的胜负
misere-rule-search = 对整个和的穷举搜索（没有定理能把这个 misère 和化归为 SG值）
misere-component-values = 各分量的 SG值：{ $values }。
misere-tame-genera = 各分量的亏格（g^{"{"}γ0γ1…{"}"}：先是正常规则下的 SG值，再是加上 0、1、2…… 个大小为 2 的堆后反常规则下的 SG值），都是驯服的：{ $genera }。
misere-tame-sum = 所以这个和也是驯服的，亏格为 { $genus }：它是必败态当且仅当它在反常规则下的 SG值（上标的第一个数）为 0。
misere-restive-genera = 各分量的亏格：{ $genera }。
misere-restive-counts = { $component } 是躁动的（亏格 { $genus }：不是驯服的，但每个后继状态都是驯服的）。在堆 { $heaps } 之中，{ $why }；所以这个和先手必败，当且仅当各堆与 { $size } 的异或和为 0。
misere-no-heaps = （无）
misere-restive-as-misere = 各堆的大小都是 0、1、{ $gamma } 或 { $other }，它相当于大小为其反常规则 SG值 { $gamma } 的堆
misere-restive-as-normal = 并非各堆的大小都是 0、1、{ $gamma } 或 { $other }，它相当于大小为其正常规则 SG值 { $normal } 的堆
misere-small-heaps-game = { $component } 的亏格为 { $genus }，其余分量都是 Nim 堆：{ $heaps }。
misere-small-heaps-value = 大小为 1、2、3 的堆相当于 { $twos } 个大小为 2 的堆{ $one ->
        [1] 和一个大小为 1 的堆
       *[other] ，没有大小为 1 的堆
    }；该博弈加上 { $twos } 个大小为 2 的堆后，反常规则 SG值为 γ{ $twos } = { $gamma }{ $one ->
        [1] ，再加上大小为 1 的堆后为 { $value }
       *[other] {""}
    }。
misere-small-heaps-verdict = 这个和先手必败，当且仅当该值等于剩下的那一堆 { $other }（每堆都至多为 3 时为 0）：{ $equal ->
        [yes] 相等。
       *[other] 不相等。
    }
misere-p = 所以先手必败（P）：每一步都会留下对手必胜的局面。
misere-n = 所以先手必胜（N）。必胜着法：{ $count } 种。
misere-d = 所以是平局（D）。
misere-quotient = { $rules } 在堆大小不超过 { $heaps } 时的 misère 商的阶为 { $order }：{ $presentation }，P 部分为 {"{"}{ $p_portion }{"}"}。
misere-generator = { $name } = 大小为 { $heap } 的堆
misere-generators = 生成元：{ $generators }。
misere-elements = 各堆的元素：{ $elements }。
misere-heap-period = 大小超过 { $heaps } 的堆，与比它小 { $period } 的某个倍数的堆对应同一个元素（堆到元素的映射从大小为 { $from } 的堆起以 { $period } 为周期，已证明）。
misere-genus = 大小为 { $heap } 的堆：{ $genus }
misere-genus-wild = 大小为 { $heap } 的堆：{ $genus }（wild）
misere-genera = Conway 的 genus（g^{"{"}γ0γ1…{"}"}：先是正常规则下的 SG值，然后依次是加上 0, 1, 2, … 个大小为 2 的堆后的 misère 值）：{ $genera }。
misere-product-in-p = 它们的积是 { $product }，属于 P 部分。
misere-product-not-in-p = 它们的积是 { $product }，不属于 P 部分。

## How a misère outcome was decided (MisereMethod), for people.
misere-method-bouton = Bouton 的反常 Nim 规则
misere-method-anti-sg = Anti-SG（SJ）定理
misere-method-quotient = 反常商（misère 商）
misere-method-tame = 驯服博弈（亏格）
misere-method-restive = Nim 堆中的一个躁动博弈
misere-method-small-heaps = 小 Nim 堆中的一个博弈（亏格）
misere-method-canonical = 反常规则下的最简形式
misere-method-search = 穷举搜索

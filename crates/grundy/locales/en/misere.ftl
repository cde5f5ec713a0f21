## Misère play, where the last player to move loses: what `grundy eval --misere --explain`
## writes (misere/mod.rs, misere/by_quotient.rs).

misere-last-mover-loses = In misère play the player who makes the last move loses.
misere-decided-by = { $sum } is decided by { $rule }.
misere-rule-bouton = Bouton's misère rule: the player to move loses exactly when some heap is larger than 1 and the nim-sum is 0, or every heap is at most 1 and the nim-sum is 1 (an odd number of 1-heaps)
misere-rule-anti-sg = the Anti-SG (SJ) theorem, which applies because in every component only terminal positions have value 0: the player to move wins exactly when the nim-sum is non-zero and some component has value above 1, or the nim-sum is 0 and every component has value at most 1
misere-rule-quotient = the game's misère quotient (Plambeck & Siegel): each heap stands for an element of a commutative monoid, and the player to move loses exactly when the product of the heaps' elements lies in the quotient's P-portion
misere-rule-tame = Conway's theorem on tame games: every component is tame (each position of its simplest form has the genus of a Nim position), so the sum plays like misère Nim in which a component of genus 0^{"{"}120{"}"} or 1^{"{"}031{"}"} is a heap of 0 or 1 and any other a heap of 2 or more with the same nim-value
misere-rule-restive = Conway's restive games: one component is restive (not tame, its options tame, normal value at most 1 and misère value γ at least 2) and every other one is a Nim heap; it counts as a heap of γ when every heap is 0, 1, γ or γ⊕1, otherwise as a heap of its normal value, and the sum is then a P-position exactly when the nim-sum is 0
misere-rule-small-heaps = the genus of one game among small Nim heaps (Conway): the components that are no Nim heap make the game, and the others are Nim heaps, all of size 1, 2 or 3 but one; as * + * = 0 and *2 + * = *3 in misère play, the small heaps count as k heaps of 2 and perhaps one of 1, the game with them has the misère value γk of its genus (⊕ 1 with the heap of 1), and the sum is a P-position exactly when that value is the remaining heap (0 when there is none)
misere-rule-canonical = misère canonical forms (Conway): each component is replaced by its simplest form, equal to it in every misère sum, and the sum's outcome is that of the sum of the forms
misere-rule-search = exhaustive search of the whole sum (no theorem reduces this misère sum to nim-values)
misere-component-values = Component values: { $values }.
misere-tame-genera = Genera of the components (g^{"{"}γ0γ1…{"}"}: the normal-play value, then the misère values with 0, 1, 2, … heaps of 2 added), each tame: { $genera }.
misere-tame-sum = So the sum is tame, of genus { $genus }: it is a P-position exactly when its misère value (the first exponent) is 0.
misere-restive-genera = Genera of the components: { $genera }.
# $component: the restive component; $genus: its genus; $heaps: the other components' heap sizes; $why: misere-restive-as-misere or -as-normal; $size: the heap it counts as.
misere-restive-counts = { $component } is restive (genus { $genus }: not tame, every option tame). Among the heaps { $heaps }, { $why }; so the sum is a P-position exactly when the nim-sum of the heaps and { $size } is 0.
misere-no-heaps = (none)
# $gamma: the restive game's misère value; $other: γ ⊕ 1.
misere-restive-as-misere = all of sizes 0, 1, { $gamma } or { $other }, it counts as a heap of its misère value { $gamma }
misere-restive-as-normal = not all of sizes 0, 1, { $gamma } or { $other }, it counts as a heap of its normal value { $normal }
# $component: the components that are no Nim heap, joined by +; $genus: the genus of their sum; $heaps: the heaps' sizes.
misere-small-heaps-game = { $component } has genus { $genus }, and every other component is a Nim heap: { $heaps }.
# $twos: the heaps of 2 and 3; $one: 1 when a heap of 1 is left over, else 0; $gamma: γ at $twos; $value: $gamma ⊕ $one.
misere-small-heaps-value = The heaps of 1, 2 and 3 count as { $twos } { $twos ->
        [one] heap
       *[other] heaps
    } of 2 { $one ->
        [1] and one heap of 1
       *[other] and no heap of 1
    }, and the game with { $twos ->
        [one] one heap
       *[other] { $twos } heaps
    } of 2 has the misère value γ{ $twos } = { $gamma }{ $one ->
        [1] , so { $value } with the heap of 1
       *[other] {""}
    }.
# $other: the heap larger than 3, 0 when there is none; $equal: yes or no.
misere-small-heaps-verdict = The sum is a P-position exactly when that value is the remaining heap, { $other } (0 when every heap is at most 3): { $equal ->
        [yes] it is.
       *[other] it is not.
    }
misere-p = So the player to move loses (P): every move leaves a position the opponent wins.
misere-n = So the player to move wins (N). Winning moves: { $count }.
misere-d = So the game is a draw (D).
misere-quotient = The misère quotient of { $rules } for heaps up to { $heaps } has order { $order }: { $presentation }, with P-portion {"{"}{ $p_portion }{"}"}.
misere-generator = { $name } = heap { $heap }
misere-generators = Generators: { $generators }.
misere-elements = Elements: { $elements }.
misere-heap-period = A heap larger than { $heaps } has the element of the heap a multiple of { $period } smaller (the heap map's period from heap { $from } on, proven).
misere-genus = heap { $heap }: { $genus }
misere-genus-wild = heap { $heap }: { $genus } (wild)
misere-genera = Conway's genera (g^{"{"}γ0γ1…{"}"}: the normal-play value, then the misère values with 0, 1, 2, … heaps of 2 added): { $genera }.
misere-product-in-p = Their product is { $product }, which lies in the P-portion.
misere-product-not-in-p = Their product is { $product }, which does not lie in the P-portion.

## How a misère outcome was decided (MisereMethod), for people.
misere-method-bouton = Bouton's misère rule
misere-method-anti-sg = Anti-SG (SJ) theorem
misere-method-quotient = misère quotient
misere-method-tame = tame games (genus)
misere-method-restive = a restive game among Nim heaps
misere-method-small-heaps = one game among small Nim heaps (genus)
misere-method-canonical = canonical forms
misere-method-search = exhaustive search

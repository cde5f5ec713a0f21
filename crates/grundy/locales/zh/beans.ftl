## 分豆子游戏 beans（games/beans.rs）。

beans-rules = beans：编号 0..n-1 的瓶子里装着豆子；每次从某个瓶子 i 中拿出一颗豆子，再往瓶子 j 和瓶子 k 中各放一颗，其中 i < j <= k <= n-1（j = k 时往同一个瓶子里放两颗）。最后一个瓶子里的豆子再也不能移动。
beans-move-two = (i,j,k) = ({ $i },{ $j },{ $k })：从瓶子 { $i } 中拿出一颗豆子，往瓶子 { $j } 中放两颗
beans-move-split = (i,j,k) = ({ $i },{ $j },{ $k })：从瓶子 { $i } 中拿出一颗豆子，往瓶子 { $j } 和瓶子 { $k } 中各放一颗
beans-explain = { $term } 的 SG值为 { $value }。每颗豆子都是一个独立的游戏；瓶子 i 中的一颗豆子的 SG值为 g(n-1-i)，其中 g(0) = 0，g(d) 是所有 a ≤ b < d 的 g(a) ⊕ g(b) 的 mex。同一个瓶子里的两颗豆子互相抵消，所以只有豆子数的奇偶性有影响。各瓶子的 SG值（瓶子:SG值）{ $table }；{ $sum }；{ $verdict }。
beans-sum-none = 没有哪个瓶子装着奇数颗豆子，所以 SG值为 0
beans-sum = 装着奇数颗豆子的瓶子：{ $bottles }；SG值 = { $arithmetic }
beans-verdict-lose = 每一步都会留下非零的 SG值：先手必败
beans-verdict-win = 必胜着法 (i,j,k) 需要满足 g_i ⊕ g_j ⊕ g_k = { $value }；共有 { $count } 种不同的必胜着法，其中字典序最小的是 ({ $i },{ $j },{ $k })
beans-verdict-none = 没有必胜着法
beans-write-all-bottles = 请写出走完之后全部 { $count } 个瓶子中的豆子数
beans-illegal = 每一步从瓶子 i 中拿出一颗豆子，再往瓶子 j 和瓶子 k 中各放一颗，其中 i < j <= k
beans-too-many-bottles = beans 最多有 { $most } 个瓶子，而不是 { $count } 个

## The bean-splitting game beans (games/beans.rs).

beans-rules = beans: bottles 0..n-1 hold beans; a move takes one bean from a bottle i and puts one bean into each of bottles j and k with i < j <= k <= n-1 (j = k puts two beans into one bottle). A bean in the last bottle is stuck.
beans-move-two = (i,j,k) = ({ $i },{ $j },{ $k }): take a bean from bottle { $i }, put two into bottle { $j }
beans-move-split = (i,j,k) = ({ $i },{ $j },{ $k }): take a bean from bottle { $i }, put one into bottle { $j } and one into bottle { $k }
beans-explain = { $term } has value { $value }. Each bean is its own game; a bean in bottle i is worth g(n-1-i), where g(0) = 0 and g(d) = mex of g(a) ⊕ g(b) over a ≤ b < d. Two beans in one bottle cancel, so only odd counts matter. Values by bottle (bottle:value) { $table }; { $sum }; { $verdict }.
beans-sum-none = no bottle holds an odd number of beans, so the value is 0
beans-sum = bottles with an odd number of beans: { $bottles }; value = { $arithmetic }
beans-verdict-lose = every move leaves a non-zero value: the player to move loses
beans-verdict-win = a winning move (i,j,k) needs g_i ⊕ g_j ⊕ g_k = { $value }; { $count ->
        [one] there is 1 distinct winning move, so
       *[other] there are { $count } distinct winning moves;
    } the lexicographically smallest is ({ $i },{ $j },{ $k })
beans-verdict-none = no winning move
beans-write-all-bottles = write all { $count } bottles' counts after the move
beans-illegal = a move takes one bean from bottle i and adds one bean to each of bottles j and k, with i < j <= k
beans-too-many-bottles = beans takes at most { $most } bottles, not { $count }

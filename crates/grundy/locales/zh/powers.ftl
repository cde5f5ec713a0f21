## 每次取走 P 的幂个石子 powers[P]（games/powers.rs）。

powers-rules = { $name }：一堆石子；每次取走 { $base } 的幂个石子（1, { $base }, { $base }², ...）。
powers-explain-odd = { $name }({ $heap }) 的 SG值为 { $heap } mod 2 = { $value }：奇数 { $base } 的每个幂都是奇数，所以每一步都改变堆的奇偶性；由归纳法，G(n) = n mod 2（偶数堆只能走到奇数堆，奇数堆取走 1 个就能走到偶数堆）。
powers-explain-even = { $name }({ $heap }) 的 SG值为 { $value }。{ $base } 的每个幂都满足 ≡ 1 或 ≡ -1 (mod { $modulus })（偶次幂为 1，奇次幂为 -1），所以每一步把余数 r = n mod { $modulus } 改变 -1 或 +1，G 只取决于 r：r < { $base } 且为偶数时 G = 0，r 为奇数时 G = 1，r = { $base } 时 G = 2{ $table }。这里 { $heap } ≡ { $residue } (mod { $modulus })，所以 G = { $value }。
powers-residue-table = （r = 0..{ $base } 时依次为：{ $values }）
powers-not-a-power = { $name } 只允许取走 { $base } 的幂个石子，不能取 { $taken } 个
powers-needs-base = powers[P] 要求底数 P ≥ 2（每次取走 1, P, P², ... 个石子）
powers-params = powers 只接受一个参数，即底数 P（每次取走 P 的某个幂个石子），例如 powers[2](10)

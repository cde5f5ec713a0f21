## 取走的数不含数字 0 的取石子游戏 nozero[K]（games/nozero.rs）。

nozero-rules = { $name }：一堆石子；每次取走 x 个石子，x 写成 { $base } 进制时不含数字 0。
nozero-explain = { $name }({ $heap }) 的 SG值为 { $heap } mod { $base } = { $value }。{ $base } 进制下不含数字 0 的数，末位不是 0，所以不是 { $base } 的倍数，任何一步都会改变模 { $base } 的余数；而一位数 1, ..., { $largest } 都可以取，所以每个更小的余数都能走到。由归纳法，G(n) = n mod { $base }。
nozero-digit-zero = { $name } 只允许取走 { $base } 进制下不含数字 0 的个数；{ $taken } 含有数字 0
nozero-needs-base = nozero[K] 要求进制 K ≥ 2
nozero-params = nozero 只接受一个参数，即进制 K（每次取走的数目写成 K 进制时不含数字 0），例如 nozero[10](25)

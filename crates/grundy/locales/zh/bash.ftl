## 巴什博弈 bash[K]（games/bash.rs）。

bash-rules = { $name }：一堆石子；每次取走 1 到 { $limit } 个石子。
bash-explain = { $name }({ $heap }) 的 SG值为 { $heap } mod { $modulus } = { $value }：大小为 n 的堆的后继状态是 n-1, ..., n-{ $limit }，它们的 SG值恰好取遍模 { $modulus } 的其余各个余数，所以 G(n) = n mod { $modulus }。
bash-take-too-many = { $name } 每次只能取走 1 到 { $limit } 个石子，不能取走 { $taken } 个
bash-needs-limit = bash[K] 要求 K ≥ 1（每次最多取走的石子数）
bash-params = bash 只接受一个参数，即每次最多可以取走的石子数：bash[3](10)
# What would need too much memory (limit-memory's $what).
bash-memory-remoteness = { $count } 个堆的 remoteness

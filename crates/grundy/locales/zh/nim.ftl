## Nim 游戏（games/nim.rs）。

nim-rules = Nim：若干堆石子；每次从某一堆中取走任意正数个石子。
nim-explain = nim({ $heap }) 的 SG值为 { $heap }：大小为 n 的一堆可以走到任何更小的堆，所以 SG值为 mex {"{"}0, ..., n-1{"}"} = n（Bouton）。
# What would need too much memory (limit-memory's $what).
nim-memory-remoteness = { $count } 个堆的 remoteness

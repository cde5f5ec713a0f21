## Nim (games/nim.rs).

nim-rules = Nim: heaps of stones; a move takes any positive number of stones from one heap.
nim-explain = nim({ $heap }) has value { $heap }: a Nim heap of n can move to every smaller heap, so its value is mex {"{"}0, ..., n-1{"}"} = n (Bouton).
# What would need too much memory (limit-memory's $what).
nim-memory-remoteness = the remoteness of { $count } heaps

## Nim (games/nim.rs).

nim-rules = Nim: heaps of stones; a move takes any positive number of stones from one heap.
nim-explain = nim({ $heap }) has value { $heap }: a Nim heap of n can move to every smaller heap, so its value is mex {"{"}0, ..., n-1{"}"} = n (Bouton).

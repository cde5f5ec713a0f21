## Bash, Bachet's game bash[K] (games/bash.rs).

bash-rules = { $name }: one heap; a move takes 1 to { $limit } stones.
bash-explain = { $name }({ $heap }) has value { $heap } mod { $modulus } = { $value }: the options of a heap of n are n-1, ..., n-{ $limit }, whose values are the other residues mod { $modulus }, so G(n) = n mod { $modulus }.
bash-take-too-many = { $name } allows taking 1 to { $limit } stones, not { $taken }
bash-needs-limit = bash[K] needs K ≥ 1 (the most stones a move takes)
bash-params = bash takes one parameter, the most stones a move may take: bash[3](10)
# What would need too much memory (limit-memory's $what).
bash-memory-remoteness = the remoteness of { $count } heaps

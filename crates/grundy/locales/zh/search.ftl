## 一次计算中的搜索做了什么，供 `--stats` 使用（search/stats.rs）。

# $rate: the hits per look-up, as a percentage with one decimal (76.1).
search-stats = 搜索了 { $positions } 个局面，查表 { $lookups } 次，命中 { $hits } 次（{ $rate }%），{ $theorems } 个局面由定理求值

# The question a board search is answering at the root, shown with the share of it done: the
# value of a position is found by asking "is it 0?", "is it 1?", … in turn.
search-question = SG值是否为 { $value }？

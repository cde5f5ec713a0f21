## 一个游戏族一次最多列出多少：着法太多或太大，无法列出（games/listing.rs）。

listing-too-many = { $term }：{ $count } 种着法、涉及 { $bits } 位的数，太多了，无法逐一列出（上限为 { $limit } 种着法，总计 { $limit_bits } 位）
listing-too-many-count = { $term }：{ $count } 种着法太多了，无法逐一列出（上限为 { $limit } 种着法）
listing-abbreviated = { $head }...{ $tail }（共 { $length } 个字符）

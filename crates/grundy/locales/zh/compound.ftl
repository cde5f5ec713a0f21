## 复合游戏 every(…)、all(…)、any(…) 共用的文字（games/compound.rs）。

compound-move-with = { $rule }：{ $moves }
compound-play-stops = 有一个分量已无剩余，游戏就此停止
compound-move-separator = ；
compound-list-separator = ，
# What would need too much memory (limit-memory's $what); $name is every, all or any.
compound-memory-moves = { $name }(…) 的 { $count } 种组合着法
compound-one-expression = { $name } 只接受一个表达式：{ $name }(nim(1,2) + bash[3](7))

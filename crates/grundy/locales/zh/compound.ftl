## 复合游戏 every(…)、all(…)、any(…) 共用的文字（games/compound.rs）。

compound-move-with = { $rule }：{ $moves }
compound-play-stops = 有一个分量已无剩余，游戏就此停止
compound-move-separator = ；
compound-list-separator = ，

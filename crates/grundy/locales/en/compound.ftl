## What the compounds every(…), all(…) and any(…) share (games/compound.rs).

compound-move-with = { $rule }: { $moves }
compound-play-stops = a component has nothing left, so play stops
compound-move-separator = {"; "}
compound-list-separator = {", "}
# What would need too much memory (limit-memory's $what); $name is every, all or any.
compound-memory-moves = the { $count } combined moves of { $name }(…)
compound-one-expression = { $name } takes one expression: { $name }(nim(1,2) + bash[3](7))

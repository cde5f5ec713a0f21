## What the compounds every(…), all(…) and any(…) share (games/compound.rs).

compound-move-with = { $rule }: { $moves }
compound-play-stops = a component has nothing left, so play stops
compound-move-separator = {"; "}
compound-list-separator = {", "}

## Chomp (games/chomp.rs).

chomp-rules = chomp: a bar given by its row lengths (top row first); a move eats a square and every square below and to the right of it. The top-left square is poisoned and can never be eaten: the player left with only it loses.
chomp-move = eat the square in row { $row }, column { $column } and everything below and right of it
chomp-move-to = move to chomp({ $rows })
chomp-explain-two-heaps = { $by_mex } This bar is two Nim heaps: the { $right } squares right of the poison and the { $below } below it, so its value is their nim-sum.
chomp-explain-two-rows = { $by_mex } Chomp has no formula; a bar of two rows (or columns) is valued by valuing each of its sub-bars in turn.
chomp-explain-searched = { $by_mex } Chomp has no formula: this was found by exhaustive search over the { $states } positions reachable from the bar.
chomp-single-row = {" "}A single row of n squares is a Nim heap of n-1 (any number of squares right of the poison may be eaten).
chomp-rectangle = {" "}As for every rectangle larger than 1x1, strategy stealing shows the first player wins: if eating the bottom-right square lost, the answer to it would be a winning first move instead.
# What would need too much memory (limit-memory's $what).
chomp-memory-two-rows = the sets of values of two-row Chomp
# Why a bar is too large to search (too-large-chomp's $what).
chomp-too-many-states = more than { $limit } positions are reachable (the state limit)
chomp-too-much-work = { $states } reachable positions with up to { $squares } moves each is too much work
# What a row length is, in parse-below-2-64's $what.
chomp-what-row-length = a row length
chomp-empty-row = rows must have at least one square
chomp-longer-row = row lengths must not increase downwards: { $length } is longer than the row above ({ $above })
chomp-too-many-squares = a bar may have at most { $most } squares

## What the searches of a computation did, for `--stats` (search/stats.rs).

# $rate: the hits per look-up, as a percentage with one decimal (76.1).
search-stats = { $positions } positions searched, { $lookups } table look-ups, { $hits } hits ({ $rate }%), { $theorems } valued by a theorem

# The question a board search is answering at the root, shown with the share of it done: the
# value of a position is found by asking "is it 0?", "is it 1?", … in turn.
search-question = is the value { $value }?

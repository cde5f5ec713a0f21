## What the searches of a computation did, for `--stats` (search/stats.rs).

# $rate: the hits per look-up, as a percentage with one decimal (76.1).
search-stats = { $positions } positions searched, { $lookups } table look-ups, { $hits } hits ({ $rate }%), { $theorems } valued by a theorem

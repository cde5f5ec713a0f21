## How much a family may list at once: moves too many or too large to list (games/listing.rs).

listing-too-many = { $term }: { $count } moves on numbers of { $bits } bits are too many to list one by one (the limit is { $limit } moves, and { $limit_bits } bits in all)
listing-too-many-count = { $term }: { $count } moves are too many to list one by one (the limit is { $limit } moves)
listing-abbreviated = { $head }...{ $tail } ({ $length } characters)

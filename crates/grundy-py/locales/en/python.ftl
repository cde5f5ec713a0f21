## The Python package's own texts: the hints that name its keyword arguments, and what a
## sequence or a count of values would hold in memory. The library's texts are the library's.

# $limit: the library's sentence saying which limit was reached.
python-limit-timeout = { $limit }; raise it with timeout=SECONDS
python-limit-states = { $limit } with state_limit=N
python-limit-memory = { $limit }; raise it with max_memory=SIZE ("8G")

# What would not fit in the memory limit, in the memory-limit error.
# $family: the family, as written; $last: the last heap.
python-memory-sequence = the values of { $family } up to G({ $last })
# $largest: the largest value.
python-memory-value-counts = a count for each value up to { $largest }

# $what: what went wrong, as Rust tells it.
python-internal-error = internal error (a bug in grundy; please report it): { $what }

# progress_every=: what a line of progress calls work that gives itself no name.
python-progress-work = working

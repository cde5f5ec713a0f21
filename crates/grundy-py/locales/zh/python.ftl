## Python 包自己的文字：提到关键字参数的提示，以及序列或数值计数所需的内存。库的文字由库提供。

# $limit: the library's sentence saying which limit was reached.
python-limit-timeout = { $limit }；可用 timeout=秒数 放宽
python-limit-states = { $limit }（用 state_limit=N）
python-limit-memory = { $limit }；可用 max_memory=大小（如 "8G"）放宽

# What would not fit in the memory limit, in the memory-limit error.
# $family: the family, as written; $last: the last heap.
python-memory-sequence = { $family } 直到 G({ $last }) 的SG值
# $largest: the largest value.
python-memory-value-counts = 每个不超过 { $largest } 的SG值的计数

# $what: what went wrong, as Rust tells it.
python-internal-error = 内部错误（grundy 的缺陷，请报告）：{ $what }

# progress_every=: what a line of progress calls work that gives itself no name.
python-progress-work = 计算中

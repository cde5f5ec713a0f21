## grundy 在两次运行之间保存的文件读不出来时的说明：取子分堆游戏的值文件和检查点
## （takebreak/values_file.rs、mapped.rs）、sweep 的检查点（sweep/checkpoint.rs）和残局数据库
## （search/db.rs）。

# $path: the file; $reason: one of the values-file- messages below.
values-file-invalid = { $path } 不是有效的 grundy 值文件：{ $reason }
# $size: the file's bytes.
values-file-too-short = 文件太短（{ $size } 字节）
values-file-not-grundy = 文件开头不是 GRUNDYv2 或 GRUNDYv1
values-file-too-many = 值太多
# $count: the values.
values-file-values-damaged = 最后一次提交的 { $count } 个值与校验和不符（文件已损坏）
# $width: the width the header gives.
values-file-bad-width = 值的宽度 { $width } 不对
# $bytes: the length the header gives.
values-file-name-too-long = 游戏名长达 { $bytes } 字节
# $offset: where the header says the values start.
values-file-header-truncated = 文件头已损坏，或文件被截断（值从第 { $offset } 字节开始，而文件只有 { $size } 字节）
values-file-header-damaged = 文件头与校验和不符（文件已损坏）
values-file-name-not-utf8 = 游戏名不是 UTF-8 文本
values-file-no-commit = 文件中没有一条完整的提交记录（已损坏）
# A note, not an error: the values are read all the same. $count: the values read.
values-file-torn = 最新的提交记录不完整（写入时程序崩溃）：只读取到前一次提交为止，共 { $count } 个值
# $count, $width: the values the last commit counts, and their bytes each.
values-file-commit-truncated = 文件有 { $size } 字节，但最后一次提交记录了从第 { $offset } 字节起的 { $count } 个值，每个 { $width } 字节（文件被截断或已损坏）
values-file-v1-truncated = 文件有 { $size } 字节，但文件头声明了 { $count } 个值，每个 { $width } 字节（文件被截断或已损坏）
values-file-checksum = 校验和不符（文件已损坏）
values-file-big-endian = 只有在小端序的机器上才能内存映射这些值
values-file-locked = 另一个 grundy 进程正在使用它（值被内存映射时文件是锁定的）
# $bytes: the length the file would need.
values-file-too-long = { $bytes } 字节的文件太长了
values-file-too-large-to-map = 太大，无法内存映射

# $checkpoint: the file; $reason: one of the checkpoint- messages below.
checkpoint-invalid = { $checkpoint } 不是可用的 sweep 检查点：{ $reason }（删除它即可从头开始）
# $size: the file's bytes; $most: the most a checkpoint has.
checkpoint-too-large = 文件有 { $size } 字节；检查点最多 { $most } 字节
checkpoint-no-header = 第一行不是 sweep 检查点的文件头
# $line: the line, from 1; $why: checkpoint-not-utf8, checkpoint-not-a-record or checkpoint-checksum.
checkpoint-line = 第 { $line } 行：{ $why }
checkpoint-not-utf8 = 不是 UTF-8 文本
# $error: what the JSON reader said.
checkpoint-not-a-record = 不是一条记录：{ $error }
checkpoint-checksum = 校验和不符（已损坏）
# $found, $asked: checkpoint-limit-to or checkpoint-limit-max, of the checkpoint and of this sweep.
checkpoint-other-limit = 检查点 { $checkpoint } 属于{ $found }的 sweep，而不是{ $asked }的：请换一个检查点，或使用相同的限制
# $to: the last heap.
checkpoint-limit-to = 计算到堆 { $to }
# $max: the most values.
checkpoint-limit-max = 至多计算 { $max } 个值

# $path: the database file; $error: what the system said.
db-cannot-open = 无法打开数据库 { $path }：{ $error }
db-cannot-read = 无法读取数据库 { $path }：{ $error }
db-cannot-write = 无法写入数据库 { $path }：{ $error }
db-not-a-database = { $path } 不是 grundy 残局数据库

## Files grundy keeps between runs that do not read: values files and checkpoints of
## take-and-break games (takebreak/values_file.rs, mapped.rs), sweep checkpoints
## (sweep/checkpoint.rs) and endgame databases (search/db.rs).

# $path: the file; $reason: one of the values-file- messages below.
values-file-invalid = { $path } is not a valid grundy values file: { $reason }
# $size: the file's bytes.
values-file-too-short = it is too short ({ $size } bytes)
values-file-not-grundy = it does not start with GRUNDYv2 or GRUNDYv1
values-file-too-many = too many values
# $count: the values.
values-file-values-damaged = the { $count } values of its last commit do not match their checksum (the file is damaged)
# $width: the width the header gives.
values-file-bad-width = bad value width { $width }
# $bytes: the length the header gives.
values-file-name-too-long = the game name is { $bytes } bytes long
# $offset: where the header says the values start.
values-file-header-truncated = its header is damaged or it is truncated (values from byte { $offset }, in a file of { $size } bytes)
values-file-header-damaged = its header does not match its checksum (the file is damaged)
values-file-name-not-utf8 = the game name is not UTF-8
values-file-no-commit = it holds no whole commit record (damaged)
# A note, not an error: the values are read all the same. $count: the values read.
values-file-torn = its newest commit record is torn (a crash while it was written): the values are read up to the commit before it, { $count } values
# $count, $width: the values the last commit counts, and their bytes each.
values-file-commit-truncated = it is { $size } bytes, but its last commit counts { $count } values of { $width } bytes from byte { $offset } (truncated or damaged)
values-file-v1-truncated = it is { $size } bytes, but its header announces { $count } values of { $width } bytes (truncated or damaged)
values-file-checksum = the checksum does not match (the file is damaged)
values-file-big-endian = values can be memory-mapped only on a little-endian machine
values-file-locked = another grundy run is using it (it is locked while its values are mapped)
# $bytes: the length the file would need.
values-file-too-long = { $bytes } bytes is too long a file
values-file-too-large-to-map = too large to map

# $checkpoint: the file; $reason: one of the checkpoint- messages below.
checkpoint-invalid = { $checkpoint } is not a usable sweep checkpoint: { $reason } (delete it to start over)
# $size: the file's bytes; $most: the most a checkpoint has.
checkpoint-too-large = it is { $size } bytes; a checkpoint is at most { $most }
checkpoint-no-header = its first line is not a sweep checkpoint's header
# $line: the line, from 1; $why: checkpoint-not-utf8, checkpoint-not-a-record or checkpoint-checksum.
checkpoint-line = line { $line }: { $why }
checkpoint-not-utf8 = it is not UTF-8 text
# $error: what the JSON reader said.
checkpoint-not-a-record = not a record: { $error }
checkpoint-checksum = its checksum does not match (damaged)
# $found, $asked: checkpoint-limit-to or checkpoint-limit-max, of the checkpoint and of this sweep.
checkpoint-other-limit = the checkpoint { $checkpoint } is of a sweep with { $found }, not { $asked }: use another checkpoint, or the same limit
# $to: the last heap.
checkpoint-limit-to = values up to heap { $to }
# $max: the most values.
checkpoint-limit-max = at most { $max } values

# $path: the database file; $error: what the system said.
db-cannot-open = cannot open the database { $path }: { $error }
db-cannot-read = cannot read the database { $path }: { $error }
db-cannot-write = cannot write the database { $path }: { $error }
db-not-a-database = { $path } is not a grundy endgame database

"""``grundy.sweep``: every code of some octal-code patterns, on this machine or on a Dask
cluster, as a pandas DataFrame with one row per game.

The work is the library's, in three steps: the codes of the patterns
(``_grundy.sweep_codes``), the rows of some codes (``_grundy.sweep_rows``: on this process's
threads, or in one Dask task per chunk of codes on any worker) and one row per game
(``_grundy.sweep_group``, here). Rows travel as the library's JSON, so a row computed on
another machine is the row the command line prints.
"""

from __future__ import annotations

import asyncio
import json
import time
import uuid
from typing import TYPE_CHECKING, Any, Iterable, List, Optional, Union

from . import _grundy
from ._errors import TimeLimitError

if TYPE_CHECKING:
    import pandas

Size = Union[int, str, None]

#: The DataFrame's columns: the library's (``SweepRow::COLUMNS``), as in ``sweep --format csv``.
COLUMNS = list(_grundy.SWEEP_COLUMNS)

#: The columns that may be missing (None in the JSON): nullable integers in the DataFrame.
_OPTIONAL_INTEGERS = ["preperiod", "period", "saltus", "largest_value", "rare_count", "certified_by"]


def _pandas() -> Any:
    try:
        import pandas
    except ImportError:
        raise ImportError(
            "grundy.sweep returns a pandas DataFrame: install pandas "
            "(pip install pandas, or the package's extra: pip install 'grundy[sweep]')"
        ) from None
    return pandas


def _rows_of_chunk(
    codes: List[str],
    to: Optional[int],
    max: Optional[int],
    deadline: Optional[float],
    max_memory: Size,
) -> List[str]:
    """The rows (JSON) of some codes, one after another: the task a Dask worker runs. It stops
    at the sweep's ``deadline`` (seconds since the epoch: the clocks of a cluster's machines
    agree well enough for that)."""
    timeout = None
    if deadline is not None:
        timeout = deadline - time.time()
        if timeout <= 0:
            raise TimeLimitError("the sweep reached its time limit (timeout=)", "time")
    return _grundy.sweep_rows(codes, to, max, 1, timeout, max_memory)


def _remaining(deadline: Optional[float]) -> Optional[float]:
    if deadline is None:
        return None
    left = deadline - time.monotonic()
    if left <= 0:
        raise TimeLimitError("the sweep reached its time limit (timeout=)", "time")
    return left


def _rows_on(
    client: Any,
    distinct: List[str],
    to: Optional[int],
    max: Optional[int],
    chunk: int,
    deadline: Optional[float],
    max_memory: Size,
) -> List[str]:
    """The rows of ``distinct``, one Dask task per ``chunk`` codes on ``client``'s workers."""
    from distributed import wait

    chunks = [distinct[i : i + chunk] for i in range(0, len(distinct), chunk)]
    left = _remaining(deadline)
    sweep_id = uuid.uuid4().hex[:8]
    futures = client.map(
        _rows_of_chunk,
        chunks,
        to=to,
        max=max,
        deadline=None if left is None else time.time() + left,
        max_memory=max_memory,
        # Task names the dashboard shows: the sweep, then the chunk's first code.
        key=[f"grundy-sweep-{sweep_id}-{chunk[0]}" for chunk in chunks],
    )
    try:
        try:
            wait(futures, timeout=_remaining(deadline))
        except (TimeoutError, asyncio.TimeoutError):
            raise TimeLimitError("the sweep reached its time limit (timeout=)", "time") from None
        return [row for rows in client.gather(futures) for row in rows]
    finally:
        # Whatever stopped the sweep (a time limit, Ctrl-C, a failed task), none of its tasks
        # is left queued on the cluster; running ones stop at the deadline.
        client.cancel(futures)


def sweep(
    patterns: Union[str, Iterable[str]],
    *,
    to: Optional[int] = None,
    max: Optional[int] = None,
    hex: bool = False,
    client: Any = None,
    jobs: Optional[int] = None,
    chunk: int = 1,
    timeout: Optional[float] = None,
    max_memory: Size = None,
    progress_every: Optional[float] = None,
) -> "pandas.DataFrame":
    """Every code of octal-code patterns, each computed until the octal periodicity theorem
    proves its period (at most ``max`` values, 10^6 by default) or exactly ``G(0..=to)``, as a
    pandas DataFrame with one row per game: the table of the command line's ``grundy sweep``.

    A pattern is an octal code with ``?`` for any digit: ``"0.???"`` is the 512 codes 0.000 to
    0.777, ``"4.?7"`` the 8 codes 4.07 to 4.77; with ``hex=True`` ``?`` ranges over 0 to f.
    Columns: ``code``, ``status`` (``"proven"`` by the theorem, ``"observed"``: the values end
    with a period, not proven; or ``"open"``), ``preperiod``, ``period``, ``saltus``,
    ``largest_value``, ``rare_count``, ``values_computed``, ``certified_by`` (how many values
    the proof needed), ``seconds``, ``fingerprint`` and ``aliases``: the other codes that are
    the same game, as ``{"code", "by", "to"}`` dicts (``by`` is ``"same-rules"``,
    ``"redundant-moves"``, ``"proven"`` or ``"fingerprint"``, as in the command line's help). ``df.attrs`` holds the
    ``limit`` and the number of ``codes``.

    Without ``client`` the codes run on ``jobs`` threads of this process (all cores by
    default). With a ``dask.distributed.Client`` each ``chunk`` of codes is a Dask task on the
    cluster's workers (which need grundy installed); a task lost with its worker is run again
    by Dask, and the table is the same as on one machine but for ``seconds``. ``timeout`` and
    ``max_memory`` bound the whole sweep (and each task on a cluster); Ctrl-C stops it and
    cancels its tasks. ``progress_every`` writes the progress of a sweep run in this process
    to ``sys.stderr`` (on a cluster, Dask's dashboard shows the tasks).

    >>> import grundy
    >>> games = grundy.sweep("0.?7", max=10**4)  # 0.07 ... 0.77: Dawson's Kayles ... Kayles
    >>> games[["code", "status", "preperiod", "period"]].head(3)
       code  status  preperiod  period
    0  0.07  proven         53      34
    1  0.17  proven         33      34
    2  0.27  proven          1       4
    >>> kayles = games.set_index("code").loc["0.77"]
    >>> int(kayles.preperiod), int(kayles.period), kayles.status
    (71, 12, 'proven')
    >>> [alias["code"] for alias in grundy.sweep(["0.6", "0.61"], to=500).aliases[0]]
    ['0.61']
    """
    pandas = _pandas()
    if isinstance(patterns, str):
        patterns = [patterns]
    patterns = list(patterns)
    if not patterns:
        raise ValueError("give at least one pattern, such as \"0.???\"")
    if not isinstance(chunk, int) or chunk < 1:
        raise ValueError(f"chunk={chunk!r}: give a number of codes of at least 1")
    deadline = None if timeout is None else time.monotonic() + timeout
    codes, distinct = _grundy.sweep_codes(patterns, hex, to, max, max_memory)
    if client is None:
        rows = _grundy.sweep_rows(distinct, to, max, jobs, timeout, max_memory, progress_every)
    else:
        rows = _rows_on(client, distinct, to, max, chunk, deadline, max_memory)
    report = json.loads(
        _grundy.sweep_group(codes, rows, to, max, _remaining(deadline), max_memory)
    )
    frame = pandas.DataFrame(report["rows"], columns=COLUMNS)
    for column in _OPTIONAL_INTEGERS:
        frame[column] = frame[column].astype("Int64")
    frame["values_computed"] = frame["values_computed"].astype("int64")
    frame.attrs["limit"] = report["limit"]
    frame.attrs["codes"] = report["codes"]
    return frame

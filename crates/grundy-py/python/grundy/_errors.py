"""The exceptions grundy raises.

Every error about games is a :class:`GrundyError`; bad argument types and values (a negative
length, a list where a str is wanted) are the usual ``TypeError`` and ``ValueError``.
Interrupting a call (Ctrl-C) raises ``KeyboardInterrupt`` as usual.
"""

from __future__ import annotations

from typing import Optional


class GrundyError(Exception):
    """A game, position or family that cannot be valued as asked (too large for the method,
    loopy where values are needed, a family without the positions asked for...). The base of
    every other error of grundy.

    >>> import grundy
    >>> try:
    ...     grundy.seq("wythoff", 10)
    ... except grundy.GrundyError as error:
    ...     print(error)
    wythoff is not a one-heap game, so it has no nim-sequence
    """


class ParseError(GrundyError, ValueError):
    """An expression or family that cannot be read. ``column`` is where the problem is (1 is
    the first character); the message quotes the text around it.

    >>> import grundy
    >>> try:
    ...     grundy.eval("nim(3,,4)")
    ... except grundy.ParseError as error:
    ...     print(error.column)
    ...     print(error)
    7
    column 7: expected a value before `,`
      nim(3,,4)
            ^
    """

    def __init__(self, message: str, column: Optional[int] = None) -> None:
        super().__init__(message)
        self.column = column


class LimitError(GrundyError):
    """A limit of the call was reached. ``limit`` says which: ``"time"`` (``timeout=``),
    ``"memory"`` (``max_memory=``) or ``"states"`` (``state_limit=``); the subclasses are
    :class:`TimeLimitError`, :class:`MemoryLimitError` and :class:`StateLimitError`.

    >>> import grundy
    >>> try:
    ...     grundy.eval("cram(5,6) + bash[3](20)", misere=True, state_limit=1000)
    ... except grundy.LimitError as error:
    ...     print(error.limit)
    states
    """

    limit: str = ""


class TimeLimitError(LimitError):
    """The call ran past its ``timeout`` (seconds).

    >>> import grundy
    >>> grundy.seq("octal[0.8]", 10**6, timeout=0.2)
    Traceback (most recent call last):
      ...
    grundy._errors.TimeLimitError: gave up when the time limit of 0.2 s ran out; raise it with timeout=SECONDS
    """

    limit = "time"


class MemoryLimitError(LimitError):
    """A table, sequence, search or graph would need more than ``max_memory``.

    >>> import grundy
    >>> grundy.seq("nim", 10**6, max_memory="1M")
    Traceback (most recent call last):
      ...
    grundy._errors.MemoryLimitError: the values of nim up to G(1000000) would need about 7.6 MiB, more than the memory limit of 1 MiB; raise it with max_memory=SIZE ("8G")
    """

    limit = "memory"


class StateLimitError(LimitError):
    """A search would hold more positions than ``state_limit``.

    >>> import grundy
    >>> grundy.eval("cram(5,6) + bash[3](20)", misere=True, state_limit=100)
    Traceback (most recent call last):
      ...
    grundy._errors.StateLimitError: gave up after exploring 100 positions (the state limit); choose a smaller position or raise the limit with state_limit=N
    """

    limit = "states"


class RulesError(GrundyError):
    """A game's rules failed: its Python function raised an exception (then the exception's
    ``__cause__``) or returned something that is not a state, or a Rhai script failed.

    >>> import grundy
    >>> def broken(n):
    ...     return [n / 2]
    >>> try:
    ...     grundy.eval("broken(3)", games=[grundy.rules(broken)])
    ... except grundy.RulesError as error:
    ...     print(error)
    broken: moves(3) returned 1.5 (a float); a state must be an int, a str or a tuple of states (option 0)
    """

"""Impartial combinatorial games, exactly: outcomes, Sprague-Grundy values, sums and every
winning move; nim-sequences as NumPy arrays with their periods; tables of two-parameter games;
game rules written as Python functions; sweeps of octal codes as pandas DataFrames, on one
machine or a Dask cluster.

Positions are written as in the ``grundy`` command line: sums of games ``name[params](args)``
such as ``"nim(3,4,5) + sub[1,3,4](10)"``; families without their arguments (``"sub[1,3,4]"``,
``"octal[0.137]"``). :func:`games` lists them all.

>>> import grundy
>>> result = grundy.eval("nim(7,11,13)")
>>> result.outcome, result.nimber
('N', 1)
>>> [move.to for move in result.winning_moves]
['nim(6,11,13)', 'nim(7,10,13)', 'nim(7,11,12)']
>>> grundy.seq("sub[1,3,4]", 13)
array([0, 1, 0, 1, 2, 3, 2, 0, 1, 0, 1, 2, 3, 2], dtype=uint8)
>>> grundy.period("kayles")
Period(preperiod=71, period=12, saltus=0, proven=True, checked_to=168)

**Limits.** Every function computing something takes the keyword arguments ``timeout``
(seconds), ``max_memory`` (bytes, or a size such as ``"512M"``) and ``state_limit`` (the
positions one exhaustive search may hold; 1,000,000 by default), and raises a
:class:`LimitError` when one is reached. The work runs on a worker thread with the GIL
released; Ctrl-C (KeyboardInterrupt) stops it within a fraction of a second.
``progress_every=SECONDS`` (at least 0.1) writes how far long work has gone to
``sys.stderr`` every so many seconds, as the command line's ``--progress-every`` does:
``[00:05:00] is the value 2? about 7% of this question, 1h 10m more at its pace so far``.

**Your own games.** :func:`rules` makes a game of a Python function giving the options of a
state; pass it in ``games=`` to use it in expressions, or directly as a family.
"""

from __future__ import annotations

import json

from typing import TYPE_CHECKING, Any, Callable, Dict, Iterable, List, Optional, Union

from . import _grundy
from ._errors import (
    GrundyError,
    LimitError,
    MemoryLimitError,
    ParseError,
    RulesError,
    StateLimitError,
    TimeLimitError,
)
from ._grundy import (
    Evaluation,
    MisereSequence,
    Move,
    Period,
    Quotient,
    Rule,
    Rules,
    Split,
    StateGraph,
)
from . import _sweep
from ._sweep import sweep

if TYPE_CHECKING:
    import numpy
    import pandas

__all__ = [
    "eval",
    "computer_move",
    "options",
    "board",
    "misere_form",
    "seq",
    "period",
    "freq",
    "table",
    "find_rules",
    "misere_seq",
    "remoteness_seq",
    "remoteness_table",
    "param_sweep",
    "quotient",
    "rules",
    "games",
    "sweep",
    "Evaluation",
    "Move",
    "StateGraph",
    "Period",
    "Rule",
    "MisereSequence",
    "Quotient",
    "Rules",
    "Split",
    "GrundyError",
    "ParseError",
    "LimitError",
    "TimeLimitError",
    "MemoryLimitError",
    "StateLimitError",
    "RulesError",
]

Games = Union[Rules, Iterable[Rules], None]
Size = Union[int, str, None]
Family = Union[str, Rules]


def eval(
    expr: str,
    misere: bool = False,
    *,
    games: Games = None,
    timeout: Optional[float] = None,
    max_memory: Size = None,
    state_limit: Optional[int] = None,
    progress_every: Optional[float] = None,
) -> Evaluation:
    """Who wins the position ``expr``, its nim-value and every winning move.

    ``misere=True`` plays the misère convention (the player who makes the last move loses):
    Bouton's rule for Nim, the Anti-SG theorem where it applies, exhaustive search otherwise
    (``method`` names which). ``games`` are games made by :func:`rules`, usable in ``expr`` by
    their names. The result (:class:`Evaluation`) has ``outcome``, ``nimber``, ``remoteness``
    (how many moves perfect play lasts), ``winning_moves``, ``winning_move_count``,
    ``explain()``, ``to_dict()`` (the command line's ``eval --json``) and ``graph()``, and
    shows itself in notebooks.

    >>> import grundy
    >>> result = grundy.eval("nim(3,4,5) + bash[3](10)")
    >>> result.nimber, result.winning_move_count
    (0, 0)
    >>> grundy.eval("nim(10^30, 7)").nimber
    1000000000000000000000000000007
    >>> grundy.eval("nim(3,4,5)", misere=True).method
    'bouton'
    >>> def take12(n):
    ...     return [n - k for k in (1, 2) if k <= n]
    >>> grundy.eval("take12(5) + nim(2)", games=[grundy.rules(take12)]).outcome
    'P'
    """
    return _grundy.eval(expr, misere, games, timeout, max_memory, state_limit, progress_every)


def options(
    expr: str,
    limit: int = 500,
    *,
    games: Games = None,
    timeout: Optional[float] = None,
    max_memory: Size = None,
    state_limit: Optional[int] = None,
    progress_every: Optional[float] = None,
) -> Dict[str, Any]:
    """Every move of ``expr`` (the first ``limit``), each with the outcome, nim-value and
    remoteness of the position it leads to, for the player then to move (``"P"`` there: the
    move wins): the dict of ``grundy eval --options --json``, with ``options`` (``component``,
    ``move``, ``replacement``, ``to``, ``outcome``, ``nimber``, ``remoteness``) and
    ``truncated``.

    >>> import grundy
    >>> [(o["to"], o["outcome"], o["remoteness"]) for o in grundy.options("nim(1,2)")["options"]]
    [('nim(0,2)', 'N', 1), ('nim(1,1)', 'P', 2), ('nim(1,0)', 'N', 1)]
    """
    return _grundy.options(expr, limit, games, timeout, max_memory, state_limit, progress_every)


def board(
    expr: str,
    *,
    setup: bool = False,
    games: Games = None,
    timeout: Optional[float] = None,
    max_memory: Size = None,
    state_limit: Optional[int] = None,
    progress_every: Optional[float] = None,
) -> Dict[str, Any]:
    """``expr`` as pictures to draw and click: the dict of ``grundy eval --board``, with
    ``components`` (each ``expr`` and its ``picture``: ``width``, ``height`` and ``parts``, each
    ``id``, ``kind``, ``x``, ``y`` and ``label``, and for a line (an edge) ``to``, the cell of
    its other end, and maybe ``via``, the cell it bends towards; ``None`` when its game draws
    none or it is too large) and ``moves`` (each ``component``, ``anchor``: the parts clicked to
    make it, ``touched``: the parts it changes, ``description``, ``to`` and ``winning``, in
    normal play). Nim, Chomp, Cram, Wythoff, Node-Kayles, coins, Turning Corners, Green
    Hackenbush, Northcott and Staircase Nim are drawn.

    >>> import grundy
    >>> b = grundy.board("chomp(2,1)")
    >>> [p["kind"] for p in b["components"][0]["picture"]["parts"]]
    ['poison', 'square', 'square']
    >>> [(m["anchor"], m["to"], m["winning"]) for m in b["moves"]]  # a P-position: no move wins
    [(['r0c1'], 'chomp(1,1)', False), (['r1c0'], 'chomp(2)', False)]

    With ``setup=True``, the set-up editor's pictures (``grundy eval --setup``): the places a
    click adds to are parts of kind ``slot``, and each click is a move to the position it sets
    up, so a position is set up by clicking and its expression is the move's ``to``.

    >>> s = grundy.board("nim(2)", setup=True)
    >>> [(m["anchor"], m["to"]) for m in s["moves"]]
    [(['s0'], 'nim(0)'), (['s1'], 'nim(1)'), (['s2'], 'nim(3)')]

    Each component says whether it has an editor (``editor``, in both). In the editor's dict a
    component also has ``without``, the whole position without it (``None`` for the only one),
    and ``additions`` lists the components the editor may add, one per family with an editor
    (those of the position first): each ``family``, ``expr`` (its default position) and ``to``.

    >>> s = grundy.board("nim(2) + staircase(1)", setup=True)
    >>> [(c["editor"], c["without"]) for c in s["components"]]
    [(True, 'staircase(1)'), (True, 'nim(2)')]
    >>> s["additions"][1]["to"]
    'nim(2) + staircase(1) + staircase(2,1,3)'
    """
    return _grundy.board(expr, setup, games, timeout, max_memory, state_limit, progress_every)


def misere_form(
    expr: str,
    *,
    games: Games = None,
    timeout: Optional[float] = None,
    max_memory: Size = None,
    state_limit: Optional[int] = None,
    progress_every: Optional[float] = None,
) -> Dict[str, Any]:
    """The misère simplest form of ``expr`` (Conway, *On Numbers and Games*, ch. 12): the dict
    of ``grundy eval --misere --form``, with ``conway`` (the form in Conway's notation: ``2_2``
    is ``*2 + *2``, ``2_#`` is ``{*2}``, ``42`` is ``{*4,*2}``), ``form`` (``0``, ``*``, ``*n`` or
    options in braces; each absent when too long to write), ``outcome``, ``genus`` (``g^{γ0γ1…}``), ``normal``,
    ``misere`` (the γ values), ``tame``, ``class`` (Conway's class: ``"tame"``, ``"restive"``,
    ``"restless"`` or ``"wild"``), ``size`` and ``birthday``. Two positions are equal in misère
    play exactly when their forms are.

    >>> import grundy
    >>> f = grundy.misere_form("nim(2,2)")
    >>> (f["conway"], f["form"], f["genus"], f["tame"])
    ('2_2', '{*2,*3}', '0^{02}', True)
    >>> grundy.misere_form("nim(1,1)")["form"]  # * + * = 0 in misère play
    '0'
    >>> [grundy.misere_form(g)["class"] for g in ("kayles(5)", "chomp(3,2,1)", "kayles(9)")]
    ['restless', 'restive', 'wild']
    """
    return _grundy.misere_form(expr, games, timeout, max_memory, state_limit, progress_every)


def computer_move(
    expr: str,
    level: str = "perfect",
    seed: int = 0,
    ply: int = 0,
    misere: bool = False,
    *,
    games: Games = None,
    timeout: Optional[float] = None,
    max_memory: Size = None,
    state_limit: Optional[int] = None,
    progress_every: Optional[float] = None,
) -> Dict[str, Any]:
    """The computer's move from ``expr``, as ``grundy play`` and the page's Play view make it.

    ``level`` is ``"perfect"`` (the winning move of least remoteness, or when losing the move
    of greatest remoteness), ``"good"`` (a random legal move one turn in four) or
    ``"beginner"`` (a random move three turns in four). ``seed`` (the game's) and ``ply`` (the
    number of moves made so far) fix the random choices, so a game replays. The result is a
    dict: ``chosen`` (``component``, ``move``, ``replacement``, ``to``; None when no move is
    left), ``reason`` (``"fastest-win"``, ``"slowest-loss"``, ``"random"``, ...) and
    ``remoteness_after``.

    >>> import grundy
    >>> answer = grundy.computer_move("chomp(5,4)")
    >>> answer["chosen"]["to"], answer["reason"], answer["remoteness_after"]
    ('chomp(4,4)', 'slowest-loss', 7)
    >>> grundy.computer_move("nim(2,2,3)")["chosen"]["to"]
    'nim(2,2,0)'
    """
    return _grundy.computer_move(expr, level, seed, ply, misere, games, timeout, max_memory, state_limit, progress_every)


def seq(
    family: Family,
    to: Optional[int] = None,
    *,
    max: Optional[int] = None,
    games: Games = None,
    timeout: Optional[float] = None,
    max_memory: Size = None,
    state_limit: Optional[int] = None,
    progress_every: Optional[float] = None,
) -> "numpy.ndarray":
    """The nim-sequence ``G(0), G(1), ..., G(to)`` of a one-heap family, as a NumPy array of
    the narrowest unsigned type that holds its values.

    ``family`` is written without its heap (``"sub[1,3,4]"``, ``"kayles"``,
    ``"octal[0.137]"``) or is a game made by :func:`rules`. Take-and-break games (kayles,
    dawson, ``octal[CODE]``, grundy) run on the sparse engine and their array is, as a rule, the
    engine's own buffer, handed over without a copy; without ``to``, an octal game is computed
    until its period is proven (at most ``max`` values, 2^26 by default) and the array holds the
    preperiod and one period, which determine every other value (see :func:`period`).

    >>> import grundy
    >>> grundy.seq("bash[3]", 10)
    array([0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2], dtype=uint8)
    >>> grundy.seq("nim", 300).dtype  # G(300) = 300 needs two bytes
    dtype('uint16')
    >>> len(grundy.seq("kayles"))  # preperiod 71 and one period of 12
    83
    """
    return _grundy.seq(family, to, max, games, timeout, max_memory, state_limit, progress_every)


def period(
    family: Family,
    max: Optional[int] = None,
    *,
    games: Games = None,
    timeout: Optional[float] = None,
    max_memory: Size = None,
    state_limit: Optional[int] = None,
    progress_every: Optional[float] = None,
) -> Optional[Period]:
    """The period of a one-heap family's nim-sequence, ``G(n + period) = G(n) + saltus`` for
    every n from ``preperiod`` on, as a :class:`Period`; None when none is known or seen.

    Octal games are computed until the periodicity theorem proves their period (within ``max``
    values, 2^26 by default; if none is proven by then, the period the values show, if any, is
    returned with ``proven=False``). Families with a closed form know theirs. Other families
    (and take-and-break games no theorem covers) report the period observed in their first
    ``max`` values (10,000 by default), with ``proven=False``.

    >>> import grundy
    >>> grundy.period("octal[0.137]")
    Period(preperiod=52, period=34, saltus=0, proven=True, checked_to=175)
    >>> grundy.period("nim")
    Period(preperiod=0, period=1, saltus=1, proven=True, checked_to=None)
    >>> print(grundy.period("octal[0.16]", max=1000))
    None
    """
    return _grundy.period(family, max, games, timeout, max_memory, state_limit, progress_every)


def freq(
    family: Family,
    to: Optional[int] = None,
    *,
    max: Optional[int] = None,
    games: Games = None,
    timeout: Optional[float] = None,
    max_memory: Size = None,
    state_limit: Optional[int] = None,
    progress_every: Optional[float] = None,
) -> "numpy.ndarray":
    """How many heap sizes of the sequence :func:`seq` returns have each value: ``counts[v]``
    is the number of n with ``G(n) = v`` (``numpy.bincount`` of the sequence, computed without
    keeping the sequence in Python).

    >>> import grundy
    >>> grundy.freq("sub[1,3,4]", 69)  # 0 1 0 1 2 3 2, ten times
    array([20, 20, 20, 10])
    >>> grundy.freq("dawson", 1000)
    array([151, 236, 123, 205, 116,  86,   0,  29,  28,  27])
    """
    return _grundy.freq(family, to, max, games, timeout, max_memory, state_limit, progress_every)


def table(
    family: Family,
    rows: int,
    cols: int,
    *,
    misere: bool = False,
    games: Games = None,
    timeout: Optional[float] = None,
    max_memory: Size = None,
    state_limit: Optional[int] = None,
    progress_every: Optional[float] = None,
) -> "numpy.ndarray":
    """The values ``G(a, b)`` of a two-parameter family for ``a < rows`` (rows) and
    ``b < cols`` (columns), as a 2-D NumPy array of the narrowest unsigned type. Families such
    as ``wythoff``, and games whose states are pairs (a script or a :func:`rules` game taking
    ``(a, b)``).

    >>> import grundy
    >>> grundy.table("wythoff", 3, 4)
    array([[0, 1, 2, 3],
           [1, 2, 0, 4],
           [2, 0, 1, 5]], dtype=uint8)
    >>> def rook(state):  # a rook moving left or down: two Nim heaps, so G(a, b) = a XOR b
    ...     a, b = state
    ...     return [(x, b) for x in range(a)] + [(a, y) for y in range(b)]
    >>> grundy.table(grundy.rules(rook), 4, 4)
    array([[0, 1, 2, 3],
           [1, 0, 3, 2],
           [2, 3, 0, 1],
           [3, 2, 1, 0]], dtype=uint8)
    >>> grundy.table("nim", 4, 4)
    Traceback (most recent call last):
      ...
    grundy._errors.GrundyError: nim has no two-parameter positions, so it has no table; ...

    ``misere=True`` gives the misère values ``G⁻(a, b)`` instead (the player who makes the last
    move loses; 1 where no move is left, else the mex of the options' values; 0 exactly at the
    P-positions), by search of the definition:

    >>> grundy.table("wythoff", 3, 3, misere=True)
    array([[1, 0, 2],
           [0, 2, 1],
           [2, 1, 0]], dtype=uint8)
    """
    return _grundy.table(family, rows, cols, misere, games, timeout, max_memory, state_limit, progress_every)


def find_rules(
    family: Family,
    to: Optional[int] = None,
    *,
    rows: Optional[int] = None,
    cols: Optional[int] = None,
    max: Optional[int] = None,
    misere: bool = False,
    games: Games = None,
    timeout: Optional[float] = None,
    max_memory: Size = None,
    state_limit: Optional[int] = None,
    progress_every: Optional[float] = None,
) -> List[Rule]:
    """The rules the values of a family follow, simplest first, as :class:`Rule` objects: of the
    nim-sequence ``G(0..=to)`` of a one-heap family (``to`` and ``max`` as in :func:`seq`), or of
    the table ``G(a, b)``, ``a < rows``, ``b < cols``, of a two-parameter family. Each rule comes
    from the rule finder's catalogue of shapes (periods, ``G(n) = ⌊n/k⌋``, halving rules, the
    binary digits, P-positions on the Fibonacci numbers or on Beatty pairs, ``a XOR b``, ...); it
    is ``proven`` only when a theorem proves it, otherwise observed on the values computed.

    >>> import grundy
    >>> for rule in grundy.find_rules("fib", to=100):
    ...     print(rule)
    P-positions (n ≥ 1): the Fibonacci numbers (1, 2, 3, 5, …) (observed up to n = 100)
    >>> def half(n):  # take at least one and at most half of the heap
    ...     return [n - take for take in range(1, n // 2 + 1)]
    >>> [rule.text for rule in grundy.find_rules(grundy.rules(half), to=200)]
    ['G(2k) = k, G(2k+1) = G(k)', 'P-positions (n ≥ 1): 2^k − 1 (1, 3, 7, 15, …)']
    >>> [rule.kind for rule in grundy.find_rules("wythoff", rows=30, cols=30)]
    ['symmetric', 'p_beatty_pairs']

    ``misere=True`` finds the rules of misère play (stated with ``G⁻``, the misère value; all
    observed), as :func:`misere_seq` and ``table(..., misere=True)`` compute them:

    >>> [rule.text for rule in grundy.find_rules("nim", to=100, misere=True)]
    ['G⁻(n) = n for n ≥ 2', 'P-positions: only 1']
    """
    return _grundy.find_rules(
        family, to, rows, cols, max, misere, games, timeout, max_memory, state_limit, progress_every
    )


def misere_seq(
    family: Family,
    to: int,
    *,
    games: Games = None,
    timeout: Optional[float] = None,
    max_memory: Size = None,
    state_limit: Optional[int] = None,
    progress_every: Optional[float] = None,
) -> MisereSequence:
    """Misère play of heaps ``0..=to`` of a one-heap family (the player who makes the last move
    loses), as a :class:`MisereSequence`: who wins each heap (``outcomes``), the misère values
    ``G⁻(n)`` (``values``, a NumPy array, or None when the sums the heaps split into are too many
    to search), how the outcomes were decided (``method``: Bouton's misère rule, the Anti-SG
    theorem, the game's misère quotient, or search of the definition), the ``p_positions`` and
    the ``rules`` they follow; ``to_dict()`` is ``grundy seq F --to N --misere --json``.

    >>> import grundy
    >>> m = grundy.misere_seq("kayles", 100)  # misère Kayles, by its quotient
    >>> m.method, m.values is None, m.p_positions
    ('quotient', True, [1, 4, 9, 12, 20])
    >>> grundy.misere_seq("nim", 5).values
    array([1, 0, 2, 3, 4, 5], dtype=uint8)
    """
    return _grundy.misere_seq(family, to, games, timeout, max_memory, state_limit, progress_every)


def remoteness_seq(
    family: Family,
    to: int,
    *,
    games: Games = None,
    timeout: Optional[float] = None,
    max_memory: Size = None,
    state_limit: Optional[int] = None,
    progress_every: Optional[float] = None,
) -> Dict[str, Any]:
    """How many moves perfect play lasts from each heap ``0..=to`` of a one-heap family: the
    remoteness ``R(n)`` (0 with no move; even exactly at P-positions; None for a drawn heap),
    as the dict of ``grundy seq --remoteness --json``: ``remoteness``, ``computed`` (fewer than
    ``to + 1`` when a limit stopped the search, and ``stopped`` then says why),
    ``p_positions`` and ``rules`` (observed).

    >>> import grundy
    >>> r = grundy.remoteness_seq("sub[1,2]", 30)
    >>> r["remoteness"][:9]
    [0, 1, 1, 2, 3, 3, 4, 5, 5]
    >>> r["rules"][0]["text"]
    'R(n + 3) = R(n) + 2'
    """
    return _grundy.remoteness_seq(family, to, games, timeout, max_memory, state_limit, progress_every)


def remoteness_table(
    family: Family,
    rows: int,
    cols: int,
    *,
    games: Games = None,
    timeout: Optional[float] = None,
    max_memory: Size = None,
    state_limit: Optional[int] = None,
    progress_every: Optional[float] = None,
) -> Dict[str, Any]:
    """The remoteness ``R(a, b)`` of the positions of a two-parameter family, ``a < rows``,
    ``b < cols``: the dict of ``grundy table --remoteness --json`` (``remoteness`` row by row,
    ``p_positions``, ``rules``, and ``stopped`` when a limit cut it short).

    >>> import grundy
    >>> grundy.remoteness_table("wythoff", 3, 4)["remoteness"][1]
    [1, 1, 2, 3]
    """
    return _grundy.remoteness_table(family, rows, cols, games, timeout, max_memory, state_limit, progress_every)


def param_sweep(
    pattern: str,
    to: Optional[int] = None,
    *,
    games: Games = None,
    timeout: Optional[float] = None,
    max_memory: Size = None,
    state_limit: Optional[int] = None,
    progress_every: Optional[float] = None,
) -> "pandas.DataFrame":
    """A family swept over one integer parameter, as a pandas DataFrame with one row per value:
    ``parameter``, ``family``, ``preperiod``, ``period``, ``saltus``, ``proven``, ``rule`` (the
    first rule its values follow) and ``error`` (why that value is no game, if it is none). The
    summary of how the rows depend on the parameter ``P`` (observed on these rows, not proven)
    is ``df.attrs["summary"]``; the library's report (``grundy seq PATTERN --json``) is
    ``df.attrs["report"]``.

    The parameter is a range in the family: ``A..B`` as a whole argument in brackets
    (``"powers[2..12]"``, ``"sub[1,2..6]"``) or ``{A..B}`` anywhere (``"octal[0.{1..7}7]"``),
    at most 64 values; ``to`` is the last heap of each sequence (optional for take-and-break
    games, computed until their period is proven).

    >>> import grundy
    >>> df = grundy.param_sweep("powers[2..9]", to=200)
    >>> df["period"].tolist()[:4]
    [3, 2, 5, 2]
    >>> df.attrs["summary"]
    ['P odd: G(n) = n mod 2', 'P even: period P + 1']
    """
    pandas = _sweep._pandas()
    report_json, rows = _grundy.param_sweep(pattern, to, games, timeout, max_memory, state_limit, progress_every)
    report = json.loads(report_json)
    frame = pandas.DataFrame(rows, columns=_grundy.PARAM_SWEEP_COLUMNS)
    # Whole numbers with gaps (a value that is no game has no period) stay whole numbers.
    for column in frame.columns:
        if frame[column].map(lambda cell: cell is None or (isinstance(cell, int) and not isinstance(cell, bool))).all():
            frame[column] = frame[column].astype("Int64")
    frame.attrs["summary"] = report["summary"]
    frame.attrs["report"] = report
    return frame




def quotient(
    game: str,
    heaps: int = 30,
    table: bool = False,
    genus: bool = False,
    *,
    timeout: Optional[float] = None,
    max_memory: Size = None,
    state_limit: Optional[int] = None,
    progress_every: Optional[float] = None,
) -> Quotient:
    """The misère quotient of a take-and-break game on heaps of sizes up to ``heaps``
    (Plambeck & Siegel): the commutative monoid of its sums modulo misère indistinguishability.

    ``game`` is ``"octal[CODE]"``, ``"kayles"``, ``"dawson"``, ``"grundy"``... The result
    (:class:`Quotient`) has ``order``, ``elements``, ``p_portion``, ``presentation``,
    ``heap_map`` (each heap's element), ``tame``, with ``table=True`` the multiplication
    ``table`` and with ``genus=True`` Conway's ``genus`` of each heap; ``to_dict()`` is the
    command line's ``quotient --json``; ``outcome(heaps)`` and ``winning_moves(heaps)`` answer
    misère sums of its heaps at once. Every quotient returned has been proven for the heaps it
    covers; one too large for the limits raises a :class:`LimitError` (or :class:`GrundyError`)
    whose message ends by saying that the quotient is infinite or larger than the limits.

    >>> import grundy
    >>> q = grundy.quotient("octal[0.333]", heaps=3)  # misère Nim on heaps up to 3: T2
    >>> q.order, q.p_portion, q.heap_map
    (6, ['a', 'b^2'], ['1', 'a', 'b', 'ab'])
    >>> q.outcome([1, 1, 1]), q.outcome([2, 3])
    ('P', 'N')
    >>> grundy.quotient("kayles", heaps=3, genus=True).genus
    ['0^{120}', '1^{031}', '2^{20}', '3^{31}']
    """
    return _grundy.quotient(game, heaps, table, genus, timeout, max_memory, state_limit, progress_every)


def rules(
    moves: Callable[[Any], Iterable[Any]],
    name: Optional[str] = None,
    *,
    show: Optional[Callable[[Any], str]] = None,
    start: Any = None,
    description: Optional[str] = None,
) -> Rules:
    """A game whose rules are the Python function ``moves(state)``, returning the options of
    ``state`` (a list, tuple, set or generator of states).

    States are ints (64-bit), strs and tuples of states, as in Rhai scripts
    (``script[FILE]``): ``name(10)`` is the state ``10``, ``name(3,4)`` the tuple ``(3, 4)``.
    An option that splits the game into independent games is ``Split(a, b)``. ``name`` is the
    game's name in expressions (by default the function's name); ``show(state)`` writes a state
    in move descriptions; ``start`` is the state of ``name()``; ``description`` the rules in
    words. The game is valued like a script: memoized (for the life of the object), loopy games
    included, under the call's ``state_limit``. The function runs holding the GIL, so it is the
    slow part: keep it simple.

    Use the game in expressions with ``games=[game]``, or as the family of :func:`seq`,
    :func:`table`, :func:`period` and :func:`freq`:

    >>> import grundy
    >>> def lasker_nim(n):  # take any number of stones, or split the heap in two
    ...     yield from range(n)
    ...     for a in range(1, n // 2 + 1):
    ...         yield grundy.Split(a, n - a)
    >>> game = grundy.rules(lasker_nim)
    >>> grundy.eval("lasker_nim(11) + nim(3)", games=[game]).nimber
    15
    >>> grundy.seq(game, 8).tolist()
    [0, 1, 2, 4, 3, 5, 6, 8, 7]
    """
    return _grundy.rules(moves, name, show=show, start=start, description=description)


def games() -> List[Dict[str, Any]]:
    """Every game family of the expression language, as dicts with ``name``, ``usage``,
    ``summary``, ``example`` and ``reads_files``.

    >>> import grundy
    >>> [family["usage"] for family in grundy.games()][:3]
    ['nim(N, ...)', 'bash[K](N, ...)', 'sub[S1,S2,...](N, ...)']
    """
    return _grundy.games()


__version__: str = _grundy.__version__

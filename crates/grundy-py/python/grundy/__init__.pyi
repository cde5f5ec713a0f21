# Type stubs of the grundy package (the functions are in __init__.py, the classes in the Rust
# extension grundy._grundy). tests/test_stubs.py checks that they match the package.

from typing import Any, Callable, Dict, Iterable, Iterator, List, Optional, Tuple, Union

import numpy
import numpy.typing
import pandas

from ._errors import (
    GrundyError as GrundyError,
    LimitError as LimitError,
    MemoryLimitError as MemoryLimitError,
    ParseError as ParseError,
    RulesError as RulesError,
    StateLimitError as StateLimitError,
    TimeLimitError as TimeLimitError,
)

__version__: str
__all__: List[str]

# A state of a game given by rules(): an int (64-bit), a str, or a tuple of states.
State = Union[int, str, Tuple[Any, ...]]
Games = Union["Rules", Iterable["Rules"], None]
Size = Union[int, str, None]
Family = Union[str, "Rules"]
UIntArray = numpy.typing.NDArray[Union[numpy.uint8, numpy.uint16, numpy.uint32, numpy.uint64]]

def eval(
    expr: str,
    misere: bool = False,
    *,
    games: Games = None,
    timeout: Optional[float] = None,
    max_memory: Size = None,
    state_limit: Optional[int] = None,
    progress_every: Optional[float] = None,
) -> Evaluation: ...
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
) -> UIntArray: ...
def period(
    family: Family,
    max: Optional[int] = None,
    *,
    games: Games = None,
    timeout: Optional[float] = None,
    max_memory: Size = None,
    state_limit: Optional[int] = None,
    progress_every: Optional[float] = None,
) -> Optional[Period]: ...
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
) -> numpy.typing.NDArray[numpy.int64]: ...
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
) -> UIntArray: ...
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
) -> List[Rule]: ...
def misere_seq(
    family: Family,
    to: int,
    *,
    games: Games = None,
    timeout: Optional[float] = None,
    max_memory: Size = None,
    state_limit: Optional[int] = None,
    progress_every: Optional[float] = None,
) -> MisereSequence: ...
def param_sweep(
    pattern: str,
    to: Optional[int] = None,
    *,
    games: Games = None,
    timeout: Optional[float] = None,
    max_memory: Size = None,
    state_limit: Optional[int] = None,
    progress_every: Optional[float] = None,
) -> pandas.DataFrame: ...
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
) -> Quotient: ...
def rules(
    moves: Callable[[Any], Iterable[Union[State, Split]]],
    name: Optional[str] = None,
    *,
    show: Optional[Callable[[Any], str]] = None,
    start: Optional[State] = None,
    description: Optional[str] = None,
) -> Rules: ...
def games() -> List[Dict[str, Any]]: ...
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
) -> "pandas.DataFrame": ...

def options(
    expr: str,
    limit: int = 500,
    *,
    games: Games = None,
    timeout: Optional[float] = None,
    max_memory: Size = None,
    state_limit: Optional[int] = None,
    progress_every: Optional[float] = None,
) -> Dict[str, Any]: ...
def board(
    expr: str,
    *,
    setup: bool = False,
    games: Games = None,
    timeout: Optional[float] = None,
    max_memory: Size = None,
    state_limit: Optional[int] = None,
    progress_every: Optional[float] = None,
) -> Dict[str, Any]: ...
def misere_form(
    expr: str,
    *,
    games: Games = None,
    timeout: Optional[float] = None,
    max_memory: Size = None,
    state_limit: Optional[int] = None,
    progress_every: Optional[float] = None,
) -> Dict[str, Any]: ...
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
) -> Dict[str, Any]: ...

def remoteness_seq(
    family: Family,
    to: int,
    *,
    games: Games = None,
    timeout: Optional[float] = None,
    max_memory: Size = None,
    state_limit: Optional[int] = None,
    progress_every: Optional[float] = None,
) -> Dict[str, Any]: ...
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
) -> Dict[str, Any]: ...

class Evaluation:
    """Who wins a position, its nim-value and every winning move."""

    @property
    def remoteness(self) -> Optional[int]: ...
    @property
    def remoteness_unknown(self) -> Optional[str]: ...

    @property
    def expr(self) -> str: ...
    @property
    def misere(self) -> bool: ...
    @property
    def outcome(self) -> str: ...
    @property
    def nimber(self) -> Optional[int]: ...
    @property
    def winning_moves(self) -> Optional[List[Move]]: ...
    @property
    def winning_move_count(self) -> Optional[int]: ...
    @property
    def winning_moves_unlisted(self) -> Optional[str]: ...
    @property
    def loopy_value(self) -> Optional[str]: ...
    @property
    def method(self) -> Optional[str]: ...
    @property
    def genera(self) -> Optional[List[str]]: ...
    def to_dict(self) -> Dict[str, Any]: ...
    def explain(self, *, lang: str = "en") -> str: ...
    def graph(self, limit: int = 200) -> StateGraph: ...
    def _repr_html_(self) -> str: ...

class Quotient:
    """The misère quotient of a take-and-break game on heaps up to some size."""

    @property
    def game(self) -> str: ...
    @property
    def code(self) -> str: ...
    @property
    def heaps(self) -> int: ...
    @property
    def order(self) -> int: ...
    @property
    def elements(self) -> List[str]: ...
    @property
    def p_portion(self) -> List[str]: ...
    @property
    def presentation(self) -> Dict[str, Any]: ...
    @property
    def heap_map(self) -> List[str]: ...
    @property
    def tame(self) -> bool: ...
    @property
    def table(self) -> Optional[List[List[int]]]: ...
    @property
    def genus(self) -> Optional[List[str]]: ...
    def to_dict(self) -> Dict[str, Any]: ...
    def outcome(self, heaps: List[int]) -> str: ...
    def winning_moves(self, heaps: List[int]) -> List[Tuple[int, List[int]]]: ...
    def _repr_html_(self) -> str: ...

class Move:
    """A move of a sum: the component moved in, the move in words, the position it leads to."""

    def __init__(self, component: int, move: str, to: str) -> None: ...
    @property
    def component(self) -> int: ...
    @property
    def move(self) -> str: ...
    @property
    def to(self) -> str: ...
    def __iter__(self) -> Iterator[Union[int, str]]: ...
    def __hash__(self) -> int: ...

class StateGraph:
    """The positions reachable from a position, and the moves between them."""

    @property
    def positions(self) -> List[str]: ...
    @property
    def edges(self) -> List[Tuple[int, int]]: ...
    @property
    def truncated(self) -> bool: ...
    def to_dot(self) -> str: ...
    def to_svg(self) -> str: ...
    def _repr_svg_(self) -> Optional[str]: ...
    def __len__(self) -> int: ...

class Rule:
    """A rule the values follow, from the rule finder's catalogue, proven or observed."""

    @property
    def kind(self) -> str: ...
    @property
    def text(self) -> str: ...
    @property
    def proven(self) -> bool: ...
    @property
    def checked_to(self) -> Union[int, Tuple[int, int]]: ...
    @property
    def exceptions(self) -> List[Union[int, Tuple[int, int]]]: ...
    def to_dict(self) -> Dict[str, Any]: ...

class MisereSequence:
    """Misère play of heaps 0..=to: outcomes, misère values G⁻(n), P-positions and rules."""

    @property
    def family(self) -> str: ...
    @property
    def method(self) -> str: ...
    @property
    def outcomes(self) -> str: ...
    @property
    def values(self) -> Optional[UIntArray]: ...
    @property
    def p_positions(self) -> List[int]: ...
    @property
    def rules(self) -> List[Rule]: ...
    def to_dict(self) -> Dict[str, Any]: ...

class Period:
    """G(n + period) = G(n) + saltus for every n >= preperiod."""

    def __init__(
        self, preperiod: int, period: int, saltus: int, proven: bool, checked_to: Optional[int]
    ) -> None: ...
    @property
    def preperiod(self) -> int: ...
    @property
    def period(self) -> int: ...
    @property
    def saltus(self) -> int: ...
    @property
    def proven(self) -> bool: ...
    @property
    def checked_to(self) -> Optional[int]: ...
    def to_dict(self) -> Dict[str, Any]: ...
    def __hash__(self) -> int: ...

class Rules:
    """A game whose rules are a Python function, made by grundy.rules."""

    @property
    def name(self) -> str: ...
    @property
    def moves(self) -> Callable[[Any], Iterable[Union[State, Split]]]: ...

class Split:
    """An option that splits a game into independent games."""

    def __init__(self, *parts: State) -> None: ...
    @property
    def parts(self) -> Tuple[State, ...]: ...

"""A tiny, obviously correct Sprague-Grundy solver in pure Python: the reference the package
is checked against. Games are one-heap families given by their options; a position is a list of
(family, heap) components."""

from functools import lru_cache
from typing import Callable, Dict, FrozenSet, Iterable, List, Tuple

Heaps = Tuple[int, ...]


def mex(values: Iterable[int]) -> int:
    seen = set(values)
    n = 0
    while n in seen:
        n += 1
    return n


def nim_options(n: int) -> List[Heaps]:
    return [(k,) if k else () for k in range(n)]


def subtraction_options(subtraction: FrozenSet[int]) -> Callable[[int], List[Heaps]]:
    def options(n: int) -> List[Heaps]:
        return [(n - k,) if n - k else () for k in sorted(subtraction) if k <= n]

    return options


def kayles_options(n: int) -> List[Heaps]:
    """Knock down 1 or 2 adjacent pins of a row of n, leaving rows a and b (a <= b)."""
    found = set()
    for k in (1, 2):
        for a in range(0, (n - k) // 2 + 1):
            b = n - k - a
            if b >= 0:
                found.add(tuple(sorted(h for h in (a, b) if h)))
    return sorted(found)


class Family:
    """A one-heap game given by its options (each a tuple of heaps left)."""

    def __init__(self, name: str, options: Callable[[int], List[Heaps]]) -> None:
        self.name = name
        self.options = options
        self.value = lru_cache(maxsize=None)(self._value)

    def _value(self, n: int) -> int:
        return mex(nim_sum(self.value(h) for h in option) for option in self.options(n))


def nim_sum(values: Iterable[int]) -> int:
    total = 0
    for value in values:
        total ^= value
    return total


NIM = Family("nim", nim_options)
KAYLES = Family("kayles", kayles_options)


def subtraction(subtraction: FrozenSet[int]) -> Family:
    name = "sub[" + ",".join(str(k) for k in sorted(subtraction)) + "]"
    return Family(name, subtraction_options(subtraction))


Position = Tuple[Tuple[Family, int], ...]


def expression(position: Position) -> str:
    return " + ".join(f"{family.name}({heap})" for family, heap in position)


def value(position: Position) -> int:
    return nim_sum(family.value(heap) for family, heap in position)


def winning_move_count(position: Position) -> int:
    """Moves (component, distinct option) to a position of value 0."""
    total = value(position)
    count = 0
    for family, heap in position:
        target = total ^ family.value(heap)
        count += sum(
            1 for option in family.options(heap) if nim_sum(family.value(h) for h in option) == target
        )
    return count


def misere_wins(position: Position) -> bool:
    """Whether the player to move wins when the last player to move loses, by search."""
    return _misere_wins(_canonical(position))


def _canonical(position: Position) -> Tuple[Tuple[str, int], ...]:
    return tuple(sorted((family.name, heap) for family, heap in position))


_FAMILIES: Dict[str, Family] = {}


@lru_cache(maxsize=None)
def _misere_wins(position: Tuple[Tuple[str, int], ...]) -> bool:
    moved = False
    for index, (name, heap) in enumerate(position):
        family = _FAMILIES[name]
        for option in family.options(heap):
            moved = True
            rest = position[:index] + position[index + 1 :] + tuple((name, h) for h in option)
            if not _misere_wins(tuple(sorted(rest))):
                return True
    # No move at all: the previous player made the last move and lost, so this one wins.
    return not moved


def remoteness(position: Position) -> int:
    """How many moves the game lasts when the winner hurries and the loser delays, by search."""
    return _remoteness(_canonical(position), False)


def misere_remoteness(position: Position) -> int:
    """How many moves the game lasts in misère play when the winner hurries and the loser
    delays, by search: the loser makes the last move, so it is odd exactly when the player to
    move loses, and 0 (a win) when no move is left."""
    return _remoteness(_canonical(position), True)


@lru_cache(maxsize=None)
def _remoteness(position: Tuple[Tuple[str, int], ...], misere: bool) -> int:
    options = []
    for index, (name, heap) in enumerate(position):
        family = _FAMILIES[name]
        for option in family.options(heap):
            rest = position[:index] + position[index + 1 :] + tuple((name, h) for h in option)
            options.append(_remoteness(tuple(sorted(rest)), misere))
    # An option is lost for the opponent when its remoteness is even (odd in misère play).
    wins = [r for r in options if r % 2 == (1 if misere else 0)]
    if wins:
        return 1 + min(wins)
    return 1 + max(options) if options else 0


def register(family: Family) -> Family:
    _FAMILIES[family.name] = family
    return family


register(NIM)
register(KAYLES)


def octal_values(code: str, count: int) -> List[int]:
    """G(0), ..., G(count - 1) of the octal (or hexadecimal) game ``code``, by the definition.
    Digit k of the code (k = 0 before the point) says what removing k tokens from a heap may
    leave: bit 1 nothing, bit 2 one heap, bit 4 two heaps, bit 8 three heaps (all nonempty)."""
    whole, _, fraction = code.partition(".")
    digits = [int(whole, 16)] + [int(d, 16) for d in fraction]
    values: List[int] = []
    for n in range(count):
        options = set()
        for k, digit in enumerate(digits):
            rest = n - k
            if rest < 0 or (k == 0 and rest == 0):
                continue
            if digit & 1 and rest == 0:
                options.add(0)
            if digit & 2 and rest >= 1:
                options.add(values[rest])
            if digit & 4:
                options.update(values[a] ^ values[rest - a] for a in range(1, rest // 2 + 1))
            if digit & 8:
                options.update(
                    values[a] ^ values[b] ^ values[rest - a - b]
                    for a in range(1, rest // 3 + 1)
                    for b in range(a, (rest - a) // 2 + 1)
                )
        values.append(mex(options))
    return values

"""grundy.rules: games whose rules are Python functions, against the same games as Rhai scripts
(examples/*.rhai) and built-in families; states, splits, loopy games and errors."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

import grundy


def lasker_moves(n):
    yield from range(n)
    for a in range(1, n // 2 + 1):
        yield grundy.Split(a, n - a)


def kayles_moves(n):
    for k in (1, 2):
        for a in range(0, (n - k) // 2 + 1):
            if k <= n:
                b = n - k - a
                yield grundy.Split(a, b) if a else b


def queen_moves(state):
    x, y = state
    moves = [(x - k, y) for k in range(1, x + 1)] + [(x, y - k) for k in range(1, y + 1)]
    return moves + [(x - k, y - k) for k in range(1, min(x, y) + 1)]


def springs_moves(n):
    """examples/springs.rhai in Python: a loopy game with draws."""
    moves = [n - k for k in (1, 2) if n >= k]
    if n in (5, 9):
        moves.append(n + 3)
    return moves


LASKER = grundy.rules(lasker_moves)
KAYLES = grundy.rules(kayles_moves)
QUEEN = grundy.rules(queen_moves)
SPRINGS = grundy.rules(springs_moves, show=lambda n: f"square {n}", start=10)


def test_a_split_game_equals_its_rhai_script_and_its_family(example):
    lasker_rhai = f"script[{example('lasker.rhai')}]"
    assert grundy.seq(LASKER, 60).tolist() == grundy.seq(lasker_rhai, 60).tolist()
    assert grundy.seq(LASKER, 60).tolist() == grundy.seq("lasker", 60).tolist()
    kayles_rhai = f"script[{example('kayles.rhai')}]"
    assert grundy.seq(KAYLES, 100).tolist() == grundy.seq(kayles_rhai, 100).tolist()
    assert grundy.seq(KAYLES, 100).tolist() == grundy.seq("kayles", 100).tolist()


@given(st.lists(st.integers(0, 40), min_size=1, max_size=3), st.integers(0, 40))
def test_sums_with_a_python_game_equal_sums_with_the_family(heaps, other):
    python = " + ".join(f"kayles_moves({n})" for n in heaps) + f" + nim({other})"
    family = f"kayles({','.join(map(str, heaps))}) + nim({other})"
    mine, theirs = grundy.eval(python, games=[KAYLES]), grundy.eval(family)
    assert (mine.outcome, mine.nimber) == (theirs.outcome, theirs.nimber)
    assert mine.winning_move_count == theirs.winning_move_count
    assert [m.component for m in mine.winning_moves] == [m.component for m in theirs.winning_moves]


@given(st.frozensets(st.integers(1, 7), min_size=1, max_size=4), st.integers(0, 80))
def test_a_subtraction_game_equals_sub(subtraction, to):
    game = grundy.rules(lambda n: [n - k for k in subtraction if k <= n], name="take")
    family = "sub[" + ",".join(map(str, sorted(subtraction))) + "]"
    assert grundy.seq(game, to).tolist() == grundy.seq(family, to).tolist()
    # A Python game has no theorem: its period is the one its first 200 values show.
    observed, proven = grundy.period(game, max=200), grundy.period(family)
    assert (observed.preperiod, observed.period, observed.saltus) == (
        proven.preperiod,
        proven.period,
        proven.saltus,
    )
    assert (observed.proven, observed.checked_to, proven.proven) == (False, 200, True)


def test_a_pair_game_makes_the_table_of_its_rhai_script(example):
    queen_rhai = f"script[{example('queen.rhai')}]"
    python = grundy.table(QUEEN, 12, 12)
    assert python.tolist() == grundy.table(queen_rhai, 12, 12).tolist()
    assert python.tolist() == grundy.table("wythoff", 12, 12).tolist()
    assert grundy.eval("queen_moves(3,5)", games=QUEEN).outcome == "P"


@pytest.mark.parametrize("square", range(13))
def test_a_loopy_game_equals_its_rhai_script(example, square):
    springs_rhai = f"script[{example('springs.rhai')}]"
    for extra in ("", " + nim(1)", " + nim(2)"):
        mine = grundy.eval(f"springs_moves({square}){extra}", games=[SPRINGS])
        theirs = grundy.eval(f"{springs_rhai}({square}){extra}")
        assert (mine.outcome, mine.nimber, mine.loopy_value) == (
            theirs.outcome,
            theirs.nimber,
            theirs.loopy_value,
        )


def test_show_start_and_description_are_used():
    result = grundy.eval("springs_moves()", games=[SPRINGS])
    assert result.expr == "springs_moves(10)"
    assert result.outcome == "D"
    described = grundy.rules(lambda n: [n - 1] if n else [], name="steps", show=lambda n: f"step {n}")
    move = grundy.eval("steps(3)", games=[described]).winning_moves[0]
    assert move.move == "move step 3 to step 2"


def test_states_may_be_strings_and_nested_tuples():
    # Delete any one character: the value of a word is its length mod 2.
    shorten = grundy.rules(lambda word: {word[:i] + word[i + 1 :] for i in range(len(word))}, name="shorten")
    assert grundy.eval('shorten("abc")', games=[shorten]).nimber == 1
    assert grundy.eval('shorten("abcd")', games=[shorten]).nimber == 0
    # A pair of pairs: two Nim heaps written as ((a,), (b,)).
    nested = grundy.rules(
        lambda s: [((a,), s[1]) for a in range(s[0][0])] + [(s[0], (b,)) for b in range(s[1][0])],
        name="nested",
    )
    for a in range(5):
        for b in range(5):
            assert grundy.eval(f"nested(({a}),({b}))", games=[nested]).nimber == a ^ b


def test_a_game_can_be_used_by_name_or_as_a_family():
    assert grundy.eval("lasker_moves(10)", games=LASKER).nimber == 10
    assert grundy.seq("lasker_moves", 5, games=[LASKER]).tolist() == [0, 1, 2, 4, 3, 5]
    with pytest.raises(grundy.ParseError) as raised:
        grundy.eval("lasker_moves(10)")
    assert raised.value.column == 1


def test_the_function_runs_once_per_state():
    calls = []

    def counted(n):
        calls.append(n)
        return range(n)

    game = grundy.rules(counted)
    assert grundy.eval("counted(30)", games=[game]).nimber == 30
    # The values, the remoteness search and the moves all read the options the game
    # remembers: the function runs once for each state.
    assert sorted(calls) == list(range(31))
    result = grundy.eval("counted(30) + counted(20)", games=[game])
    assert result.nimber == 30 ^ 20 and result.remoteness is not None
    assert sorted(calls) == list(range(31))
    # A new state, and only it, is asked for.
    assert grundy.eval("counted(31)", games=[game]).nimber == 31
    assert sorted(calls) == list(range(32))


def test_names_are_checked():
    with pytest.raises(ValueError, match="already the name of a game"):
        grundy.rules(lambda n: [], name="nim")
    with pytest.raises(ValueError, match="cannot name a game"):
        grundy.rules(lambda n: [], name="My Game")
    with pytest.raises(ValueError, match="give the game a name"):
        grundy.rules(lambda n: [])
    with pytest.raises(TypeError):
        grundy.rules(42, name="x")
    one, other = grundy.rules(lambda n: [], name="same"), grundy.rules(lambda n: [], name="same")
    with pytest.raises(ValueError, match="two games are named"):
        grundy.eval("same(1)", games=[one, other])
    with pytest.raises(TypeError, match="games must hold games"):
        grundy.eval("nim(1)", games=["nim"])


def test_an_exception_in_the_function_is_the_cause_of_the_error():
    def fragile(n):
        if n == 3:
            raise ZeroDivisionError("three is too many")
        return range(n)

    with pytest.raises(grundy.RulesError) as raised:
        grundy.eval("fragile(5)", games=[grundy.rules(fragile)])
    error = raised.value
    assert isinstance(error.__cause__, ZeroDivisionError)
    text = str(error)
    assert text.startswith("fragile: moves(3) raised ZeroDivisionError: three is too many (at test_rules.py, line")
    assert len(text) < 200 and "\n" not in text


@pytest.mark.parametrize(
    "returned, why",
    [
        ([1.5], "1.5 (a float); a state must be an int, a str or a tuple of states (option 0)"),
        ([[1, 2]], "(write a tuple instead of a list)"),
        ([True], "True (a bool)"),
        ([2**70], "does not fit in a state integer"),
        ([None], "None (a NoneType)"),
        (None, "returned None (a NoneType), not an iterable of states"),
        ("ab", "not an iterable of states"),
        ([(1, {})], "(element 1 of a tuple)"),
    ],
)
def test_what_is_not_a_state_is_refused_with_a_reason(returned, why):
    game = grundy.rules(lambda n: returned if n else [], name="odd")
    with pytest.raises(grundy.RulesError, match=None) as raised:
        grundy.eval("odd(1)", games=[game])
    assert why in str(raised.value)
    assert raised.value.__cause__ is None


def test_numpy_integers_are_states():
    import numpy as np

    game = grundy.rules(lambda n: list(np.arange(n)), name="npnim")
    assert grundy.eval("npnim(9)", games=[game]).nimber == 9


def test_splits_are_checked_when_made():
    assert grundy.Split(1, (2, "a")).parts == (1, (2, "a"))
    assert repr(grundy.Split(1, "a", (2,))) == "Split(1, 'a', (2,))"
    with pytest.raises(ValueError, match="part 1 of Split"):
        grundy.Split(1, [2])


def test_an_endless_game_reaches_the_state_limit():
    up = grundy.rules(lambda n: [n + 1], name="up")
    with pytest.raises(grundy.StateLimitError):
        grundy.eval("up(0)", games=[up], state_limit=5000)

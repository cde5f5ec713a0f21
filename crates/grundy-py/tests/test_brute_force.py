"""eval, seq and freq against the pure-Python mex solver of brute.py, on random small positions
of Nim, subtraction games and Kayles."""

import numpy as np
from hypothesis import given
from hypothesis import strategies as st

import grundy

import brute

subtraction_sets = st.frozensets(st.integers(1, 6), min_size=1, max_size=4)


@st.composite
def families(draw):
    kind = draw(st.sampled_from(["nim", "sub", "kayles"]))
    if kind == "nim":
        return brute.NIM
    if kind == "kayles":
        return brute.KAYLES
    return brute.register(brute.subtraction(draw(subtraction_sets)))


positions = st.lists(st.tuples(families(), st.integers(0, 25)), min_size=1, max_size=4).map(tuple)


@given(positions)
def test_eval_matches_the_brute_force(position):
    result = grundy.eval(brute.expression(position))
    expected = brute.value(position)
    assert result.nimber == expected
    assert result.outcome == ("P" if expected == 0 else "N")
    assert result.winning_move_count == brute.winning_move_count(position)
    assert len(result.winning_moves) == result.winning_move_count
    for move in result.winning_moves:
        assert grundy.eval(move.to).nimber == 0, move


@given(st.lists(st.tuples(families(), st.integers(0, 9)), min_size=1, max_size=3).map(tuple))
def test_remoteness_and_the_computer_move_match_the_brute_force(position):
    result = grundy.eval(brute.expression(position))
    expected = brute.remoteness(position)
    assert result.remoteness == expected
    assert (expected % 2 == 0) == (result.outcome == "P")
    answer = grundy.computer_move(brute.expression(position), level="perfect")
    if expected == 0:
        assert answer["chosen"] is None
    else:
        # It wins in one move fewer, or loses as late as it can: one move fewer as well.
        assert answer["remoteness_after"] == expected - 1
        assert grundy.eval(answer["chosen"]["to"]).remoteness == expected - 1


@given(st.lists(st.tuples(families(), st.integers(0, 7)), min_size=1, max_size=3).map(tuple))
def test_misere_outcomes_match_the_brute_force(position):
    result = grundy.eval(brute.expression(position), misere=True)
    assert result.outcome == ("N" if brute.misere_wins(position) else "P")
    assert result.remoteness == brute.misere_remoteness(position)
    assert result.winning_move_count == len(result.winning_moves)
    for move in result.winning_moves:
        assert grundy.eval(move.to, misere=True).outcome == "P", move


@given(families(), st.integers(0, 300))
def test_seq_matches_the_brute_force(family, to):
    values = grundy.seq(family.name, to)
    assert values.tolist() == [family.value(n) for n in range(to + 1)]
    # The narrowest unsigned type that holds the values.
    assert values.dtype == (np.uint8 if values.max() < 256 else np.uint16)
    assert grundy.freq(family.name, to).tolist() == np.bincount(values).tolist()


@given(subtraction_sets, st.integers(0, 200))
def test_a_period_predicts_the_values(subtraction, n):
    family = brute.subtraction(subtraction)
    found = grundy.period(family.name)
    assert found is not None and found.proven
    reduced = n
    if n >= found.preperiod + found.period:
        reduced = found.preperiod + (n - found.preperiod) % found.period
    assert family.value(n) == family.value(reduced) + found.saltus * ((n - reduced) // max(found.period, 1))


@given(families(), st.integers(0, 40))
def test_remoteness_seq_matches_the_brute_force(family, to):
    if family is brute.KAYLES:
        to = min(to, 14)
    found = grundy.remoteness_seq(family.name, to)
    assert found["computed"] == to + 1
    assert found["remoteness"] == [brute.remoteness(((family, n),)) for n in range(to + 1)]
    assert found["p_positions"]["listed"] == [n for n, r in enumerate(found["remoteness"]) if r % 2 == 0]

"""find_rules against the command line's `seq --json` and `table --json` (the same rule finder of
the library), the Rule objects, and bad arguments."""

import json
import os
import subprocess

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

import brute
import grundy


EXAMPLES = os.path.join(os.path.dirname(__file__), "..", "..", "..", "examples")


def cli_rules(grundy_bin, *args):
    done = subprocess.run([grundy_bin, *args, "--json"], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)["rules"]


@pytest.mark.parametrize(
    "family, to",
    [("sub[1,3,4]", 100), ("fib", 60), ("lasker", 40), ("powers[4]", 80), ("kayles", None), ("nim", 30)],
)
def test_sequence_rules_are_those_of_the_command_line(grundy_bin, family, to):
    rules = grundy.find_rules(family, to)
    args = ["seq", family] + (["--to", str(to)] if to is not None else [])
    assert [rule.to_dict() for rule in rules] == cli_rules(grundy_bin, *args)


def test_table_rules_are_those_of_the_command_line(grundy_bin):
    rules = grundy.find_rules("wythoff", rows=25, cols=30)
    assert [rule.to_dict() for rule in rules] == cli_rules(grundy_bin, "table", "wythoff", "--rows", "25", "--cols", "30")
    beatty = next(rule for rule in rules if rule.kind == "p_beatty_pairs")
    assert beatty.checked_to == (24, 29)
    assert beatty.exceptions == []
    assert not beatty.proven


def test_a_rule_reads_as_words_and_as_a_value():
    (values, outcomes) = grundy.find_rules("sub[1,2]", to=30)
    assert values.kind == "periodic" and values.text == "G(n) = n mod 3" and values.proven
    assert str(outcomes) == "P-positions: n ≡ 0 (mod 3) (proven)"
    assert values.checked_to == 30
    assert values == grundy.find_rules("sub[1,2]", to=30)[0]
    assert repr(values) == "Rule(kind='periodic', text='G(n) = n mod 3', proven=True, checked_to=30, exceptions=[])"


def test_a_rule_broken_at_one_place_names_it():
    # Take at most half, except that a heap of 300 is stuck: G(300) = 0 instead of 150 (the
    # last heap, so no other value changes with it).
    def moves(n):
        return [] if n == 300 else [n - take for take in range(1, n // 2 + 1)]

    (rule, *_) = grundy.find_rules(grundy.rules(moves), to=300)
    assert rule.text == "G(2k) = k, G(2k+1) = G(k)"
    assert rule.exceptions == [300]
    assert str(rule).endswith("(observed up to n = 300, except n = 300)")


@settings(max_examples=15, deadline=None)
@given(subtraction=st.sets(st.integers(1, 9), min_size=1, max_size=4))
@example(subtraction={2, 5, 7, 9})  # period 26, written up to "…"
def test_every_rule_found_holds_on_the_values(subtraction):
    family = "sub[" + ",".join(map(str, sorted(subtraction))) + "]"
    values = grundy.seq(family, 120)
    for rule in grundy.find_rules(family, 120):
        assert rule.exceptions == []
        if rule.kind == "periodic" and "mod" in rule.text and "[" in rule.text:
            # A long block is written up to "…": its first values are checked.
            written = rule.text.split("[")[1].split("]")[0].split(", ")
            block = [int(v) for v in written if v != "…"]
            period = int(rule.text.split("mod ")[1].split("]")[0])
            assert len(block) == period or written[-1] == "…"
            start = int(rule.text.split("n ≥ ")[1]) if "n ≥" in rule.text else 0
            for n in range(start, len(values)):
                if n % period < len(block):
                    assert values[n] == block[n % period], (rule.text, n)


@pytest.mark.parametrize(
    "kwargs, message",
    [
        ({"rows": 3}, "a table needs both rows and cols"),
        ({"to": 5, "rows": 3, "cols": 3}, "not both"),
        ({"to": -1}, "to=-1"),
    ],
)
def test_bad_arguments_say_what_is_wrong(kwargs, message):
    with pytest.raises(ValueError, match=message):
        grundy.find_rules("wythoff", **kwargs)


# Misère play: the sequence, the table and the rules, against brute force and the command line.


@settings(max_examples=25, deadline=None)
@given(st.frozensets(st.integers(1, 6), min_size=1, max_size=3))
def test_misere_sequences_are_the_definition(moves):
    family = brute.register(brute.subtraction(moves))
    m = grundy.misere_seq(family.name, 25)
    expected = "".join("N" if brute.misere_wins(((family, n),)) else "P" for n in range(26))
    assert m.outcomes == expected
    assert [int(v) == 0 for v in m.values] == [o == "P" for o in expected]
    assert m.p_positions == [n for n, o in enumerate(expected) if o == "P"]


def test_misere_kayles_uses_its_quotient_and_agrees_with_search():
    m = grundy.misere_seq("kayles", 60)
    assert m.method == "quotient"
    assert m.values is None
    expected = "".join("N" if brute.misere_wins(((brute.KAYLES, n),)) else "P" for n in range(16))
    assert m.outcomes[:16] == expected


def test_misere_reports_are_those_of_the_command_line(grundy_bin):
    done = subprocess.run(
        [grundy_bin, "seq", "bash[3]", "--to", "40", "--misere", "--json"], capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    assert grundy.misere_seq("bash[3]", 40).to_dict() == json.loads(done.stdout)
    rules = grundy.find_rules("wythoff", rows=30, cols=30, misere=True)
    assert [rule.to_dict() for rule in rules] == cli_rules(
        grundy_bin, "table", "wythoff", "--rows", "30", "--cols", "30", "--misere"
    )
    assert rules[-1].text.startswith("P-positions: (0, 1), (1, 0), (2, 2), and (⌊kφ⌋, ⌊kφ²⌋)")
    table = grundy.table("wythoff", 30, 30, misere=True)
    assert table.tolist() == json.loads(
        subprocess.run(
            [grundy_bin, "table", "wythoff", "--rows", "30", "--cols", "30", "--misere", "--json"],
            capture_output=True,
            text=True,
            timeout=120,
        ).stdout
    )["values"]


def test_misere_arguments_are_checked():
    with pytest.raises(grundy.GrundyError, match="no one-heap positions"):
        grundy.misere_seq("wythoff", 10)
    with pytest.raises(grundy.GrundyError, match="give to"):
        grundy.find_rules("nim", misere=True)
    with pytest.raises(ValueError, match="at least 0"):
        grundy.misere_seq("nim", -1)


# Sweeps of a parameter.


def test_param_sweep_is_the_command_line_s(grundy_bin):
    df = grundy.param_sweep("powers[1..10]", to=150)
    done = subprocess.run(
        [grundy_bin, "seq", "powers[1..10]", "--to", "150", "--json"], capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    assert df.attrs["report"] == json.loads(done.stdout)
    assert df.attrs["summary"] == ["P odd: G(n) = n mod 2", "P even: period P + 1"]
    assert list(df["parameter"]) == list(range(1, 11))
    assert df["error"][0] is not None and df["period"].isna()[0]
    # Take 1..K: period K + 1, checked against the brute force of each game.
    df = grundy.param_sweep("sub[1,2..5]", to=60)
    for row in df.itertuples():
        moves = frozenset({1, row.parameter})
        values = [brute.subtraction(moves).value(n) for n in range(61)]
        assert row.rule is not None
        assert all(values[n] == values[n + row.period] for n in range(row.preperiod, 61 - row.period))


def test_param_sweep_of_a_script_parameter(grundy_bin):
    # examples/powers.rhai reads P from its expression: the sweep is that of powers[P].
    script = os.path.join(EXAMPLES, "powers.rhai")
    df = grundy.param_sweep(f"script[{script}, P=2..9]", to=100)
    assert df.attrs["summary"] == ["P odd: G(n) = n mod 2", "P even: period P + 1"]
    builtin = grundy.param_sweep("powers[2..9]", to=100)
    assert list(df["period"]) == list(builtin["period"])
    with pytest.raises(grundy.GrundyError, match="`P` is not defined"):
        grundy.seq(f"script[{script}]", to=10)


def test_param_sweep_refuses_bad_ranges():
    with pytest.raises(grundy.GrundyError, match="more than one range"):
        grundy.param_sweep("sub[1..2,3..4]", to=10)
    with pytest.raises(grundy.GrundyError, match="at most 64"):
        grundy.param_sweep("bash[1..1000]", to=10)

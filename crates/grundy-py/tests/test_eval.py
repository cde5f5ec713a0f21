"""grundy.eval and its result: the same dictionary as the command line's `eval --json`, the
explanation, the notebook display, limits and errors."""

import json
import pickle
import re
import subprocess
import time

import pytest

import grundy

POSITIONS = [
    "nim(3,4,5)",
    "nim(7,11,13)",
    "nim(10^30, 7) + sub[1,3,4](10)",
    "kayles(10^30)",
    "bash[3](10) + dawson(12) + grundy(9)",
    "wythoff(3,5) + lasker(10)",
    "coins[mock](0110) + moore[2](1,2,3)",
    "every(nim(3,4))",
]


def cli_json(grundy_bin, *args):
    done = subprocess.run(
        [grundy_bin, "eval", *args, "--json"], capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


@pytest.mark.parametrize("expr", POSITIONS)
def test_to_dict_is_the_command_lines_json(grundy_bin, expr):
    assert grundy.eval(expr).to_dict() == cli_json(grundy_bin, expr)


@pytest.mark.parametrize(
    "expr",
    ["nim(1,1,1)", "nim(3,4,5)", "bash[3](4,5) + sub[1,2](3)", "cram(3,3) + chomp(4,4)"],
)
def test_misere_to_dict_is_the_command_lines_json(grundy_bin, expr):
    assert grundy.eval(expr, misere=True).to_dict() == cli_json(grundy_bin, expr, "--misere")


def test_a_misere_sum_of_tame_games_names_their_genera():
    result = grundy.eval("cram(3,3) + chomp(4,4) + bash[2](3)", misere=True)
    assert (result.method, result.genera) == ("tame", ["0^{120}", "5^{57}", "0^{120}"])
    assert result.outcome == "N"
    assert grundy.eval("chomp(3,3,1) + nim(4,5)", misere=True).genera is None
    assert grundy.eval("nim(1,2)", misere=True).genera is None


def test_one_game_among_small_heaps_is_decided_by_its_genus():
    result = grundy.eval("kayles(5) + nim(2,3)", misere=True)
    assert (result.method, result.genera) == ("small-heaps", ["4^{146}", "2^{20}", "3^{31}"])
    # Kayles' heap of 5 plus heaps 2 and 3 has the misère value 7: a win, by taking one pin.
    assert result.outcome == "N"
    assert result.to_dict()["winning_moves"][0]["to"] == "kayles(4) + nim(2,3)"
    assert "γ2 = 6, so 7 with the heap of 1" in result.explain()


def test_a_loopy_position_with_rules_from_a_file(grundy_bin, example):
    expr = f"script[{example('springs.rhai')}](10) + nim(1)"
    result = grundy.eval(expr)
    assert result.to_dict() == cli_json(grundy_bin, expr)
    assert (result.outcome, result.nimber) == ("D", None)
    assert grundy.eval(f"script[{example('springs.rhai')}](10)").loopy_value.startswith("∞")


def test_the_attributes_agree_with_the_dict():
    for expr in POSITIONS:
        result = grundy.eval(expr)
        data = result.to_dict()
        assert result.expr == data["expr"]
        assert result.outcome == data["outcome"]
        nimber = data["nimber"]
        assert result.nimber == (int(nimber) if nimber is not None else None)
        if data["winning_moves"] is None:
            assert result.winning_moves is None
            assert result.winning_move_count == int(data["winning_move_count"])
            assert result.winning_moves_unlisted == data["winning_moves_unlisted"]
        else:
            moves = [
                {"component": m.component, "move": m.move, "to": m.to} for m in result.winning_moves
            ]
            assert moves == data["winning_moves"]
            assert result.winning_move_count == len(moves)


def test_huge_values_are_exact_ints():
    result = grundy.eval("nim(10^30, 7)")
    assert result.nimber == 10**30 ^ 7
    assert result.to_dict()["nimber"] == str(10**30 ^ 7)


def test_moves_are_values():
    move = grundy.eval("nim(3,4,5)").winning_moves[0]
    assert move == grundy.eval("nim(3,4,5)").winning_moves[0]
    assert move != grundy.eval("nim(3,4,5) + nim(0)").winning_moves[0]
    component, description, to = move
    assert (component, to) == (0, "nim(1,4,5)")
    assert description == move.move == "take 2 from nim(3), leaving 1"
    assert hash(move) == hash(grundy.eval("nim(3,4,5)").winning_moves[0])
    assert move == grundy.Move(0, "take 2 from nim(3), leaving 1", "nim(1,4,5)")
    assert pickle.loads(pickle.dumps(move)) == move
    period = grundy.period("kayles")
    assert pickle.loads(pickle.dumps(period)) == period == grundy.Period(71, 12, 0, True, 168)


def test_explain_is_the_command_lines_explain(grundy_bin):
    for expr, flags in [("nim(3,4,5)", []), ("bash[3](10)", []), ("nim(2,2)", ["--misere"])]:
        done = subprocess.run(
            [grundy_bin, "eval", expr, "--explain", *flags], capture_output=True, text=True
        )
        assert done.returncode == 0, done.stderr
        assert grundy.eval(expr, misere=bool(flags)).explain() == done.stdout


def test_explain_in_chinese_is_the_command_lines_explain_in_chinese(grundy_bin):
    for expr, flags in [("nim(3,4,5)", []), ("nim(1,1)", [])]:
        done = subprocess.run(
            [grundy_bin, "eval", expr, "--explain", "--lang", "zh", *flags],
            capture_output=True,
            text=True,
        )
        assert done.returncode == 0, done.stderr
        assert grundy.eval(expr).explain(lang="zh") == done.stdout
    assert "先手必胜" in grundy.eval("nim(1,2)").explain(lang="zh")
    assert "先手必败" in grundy.eval("nim(1,1)").explain(lang="zh")
    # The language is the call's: the next call is English again.
    assert "the player to move loses" in grundy.eval("nim(1,1)").explain()
    with pytest.raises(ValueError, match='no language "fr"'):
        grundy.eval("nim(1)").explain(lang="fr")


def test_the_notebook_display_names_the_value_and_the_moves():
    html = grundy.eval("nim(3,4,5)")._repr_html_()
    assert "<code>nim(3,4,5)</code>" in html and "<b>N</b>" in html
    assert "take 2 from nim(3), leaving 1" in html and "nim-value" in html
    misere = grundy.eval("nim(1,1,1)", misere=True)._repr_html_()
    assert "misère" in misere and "Bouton" in misere
    many = grundy.eval("nim(" + ",".join(["1"] * 31) + ")")._repr_html_()
    assert "and 11 more" in many
    unlisted = grundy.eval("kayles(10^30)")._repr_html_()
    assert "too many to list" in unlisted
    # Text from the position is escaped.
    script = grundy.rules(lambda s: [], name="words", show=lambda s: "<b>" + s + "</b>")
    assert "<b>x" not in grundy.eval('words("x") + nim(1)', games=[script])._repr_html_()


def test_repr():
    assert repr(grundy.eval("nim(3,4,5)")) == (
        "<grundy.Evaluation nim(3,4,5): N, nim-value 2, 1 winning move>"
    )
    assert repr(grundy.eval("nim(1,1)", misere=True)) == (
        "<grundy.Evaluation nim(1,1): N in misère play, 2 winning moves>"
    )


def test_the_state_graph_is_the_command_lines_dot(grundy_bin):
    graph = grundy.eval("nim(2,1)").graph()
    done = subprocess.run([grundy_bin, "eval", "nim(2,1)", "--dot"], capture_output=True, text=True)
    assert graph.to_dot() == done.stdout
    assert graph.positions[0] == "nim(2,1)"
    assert all(0 <= a < len(graph) and 0 <= b < len(graph) for a, b in graph.edges)
    with pytest.raises(ValueError):
        grundy.eval("nim(1)").graph(limit=0)


def test_the_drawing_is_the_command_lines_svg(grundy_bin):
    graph = grundy.eval("nim(2,1) + bash[2](2)").graph()
    done = subprocess.run(
        [grundy_bin, "eval", "nim(2,1) + bash[2](2)", "--svg"], capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr
    assert graph.to_svg() == done.stdout
    assert graph._repr_svg_() == graph.to_svg()
    # Too large to draw: no drawing in a notebook (the repr shows instead), an error if asked.
    huge = grundy.eval("nim(40,40,40)").graph(limit=6000)
    assert len(huge) == 6000 and huge._repr_svg_() is None
    with pytest.raises(grundy.GrundyError, match="too many to draw"):
        huge.to_svg()


def test_parse_errors_name_the_column():
    with pytest.raises(grundy.ParseError) as raised:
        grundy.eval("nim(3) + bash[0](2)")
    assert raised.value.column == 15
    assert isinstance(raised.value, ValueError) and isinstance(raised.value, grundy.GrundyError)
    long = "nim(" + "1," * 5000 + "x)"
    with pytest.raises(grundy.ParseError) as raised:
        grundy.eval(long)
    assert len(str(raised.value)) < 300


@pytest.mark.parametrize(
    "limits, error, limit",
    [
        ({"state_limit": 100}, grundy.StateLimitError, "states"),
        ({"timeout": 0.05}, grundy.TimeLimitError, "time"),
        ({"timeout": 0}, grundy.TimeLimitError, "time"),
    ],
)
def test_limits_raise_limit_errors(limits, error, limit):
    with pytest.raises(error) as raised:
        grundy.eval("cram(5,6) + bash[3](20)", misere=True, **limits)
    assert raised.value.limit == limit and isinstance(raised.value, grundy.LimitError)


def test_the_memory_limit():
    with pytest.raises(grundy.MemoryLimitError, match="max_memory="):
        grundy.seq("nim", 10**6, max_memory="1M")
    with pytest.raises(grundy.MemoryLimitError):
        grundy.seq("nim", 10**6, max_memory=1 << 20)
    assert len(grundy.seq("nim", 10**5, max_memory="1.5M")) == 10**5 + 1


@pytest.mark.parametrize(
    "limits",
    [
        {"timeout": -1},
        {"timeout": float("nan")},
        {"max_memory": "lots"},
        {"max_memory": 0},
        {"state_limit": 0},
        {"progress_every": 0.01},
        {"progress_every": float("nan")},
    ],
)
def test_unusable_limits_are_value_errors(limits):
    with pytest.raises(ValueError):
        grundy.eval("nim(1)", **limits)


def test_progress_every_writes_stamped_lines_to_stderr(capsys):
    """The lines of the command line's --progress-every, from the same library code: stamped with
    the time elapsed, naming the work and how far it is; none without the keyword."""

    def slow(n):  # take one or two; 5 ms a position, so that the sequence lasts a second
        time.sleep(0.005)
        return [n - k for k in (1, 2) if k <= n]

    game = grundy.rules(slow)
    assert grundy.seq(game, 200, progress_every=0.1).tolist()[:7] == [0, 1, 2, 0, 1, 2, 0]
    lines = capsys.readouterr().err.splitlines()
    assert len(lines) >= 3, lines
    for line in lines:
        assert re.fullmatch(r"\[00:00:0\d\] working .+", line), line
    assert any(re.search(r"\d+(%|,? steps)", line) for line in lines), lines
    grundy.seq(grundy.rules(slow, name="slow2"), 20)
    assert capsys.readouterr().err == ""
    with pytest.raises(ValueError, match="progress_every=0.05"):
        grundy.eval("nim(1)", progress_every=0.05)


def test_other_refusals_are_grundy_errors(example):
    with pytest.raises(grundy.GrundyError, match="loopy"):
        grundy.eval(f"graph[{example('graphs/cycle.txt')}](trap) + nim(1)", misere=True)
    with pytest.raises(TypeError):
        grundy.eval(42)


def test_the_computer_move_replays_from_its_seed_and_refuses_unknown_levels():
    moves = [grundy.computer_move("nim(5,6,7)", level="beginner", seed=11, ply=ply) for ply in range(12)]
    again = [grundy.computer_move("nim(5,6,7)", level="beginner", seed=11, ply=ply) for ply in range(12)]
    assert moves == again
    assert {m["reason"] for m in moves} <= {"random", "fastest-win"}
    assert any(m["reason"] == "random" for m in moves)
    with pytest.raises(ValueError, match="perfect, good, beginner"):
        grundy.computer_move("nim(1)", level="expert")


def test_remoteness_beyond_the_search_is_unknown_not_guessed():
    result = grundy.eval("kayles(10^30)")
    assert result.remoteness is None
    assert "too many" in result.remoteness_unknown
    assert grundy.eval("bash[3](10^30)").remoteness == 5 * 10**29


def test_board_is_the_command_line_s(grundy_bin):
    expr = "nim(3,4,5) + wythoff(2,3)"
    done = subprocess.run([grundy_bin, "eval", expr, "--board"], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    board = grundy.board(expr)
    assert board == json.loads(done.stdout)
    # The winning moves on the pictures are the position's winning moves.
    winning = {m["to"] for m in board["moves"] if m["winning"]}
    assert winning == {m.to for m in grundy.eval(expr).winning_moves}
    with pytest.raises(grundy.GrundyError):
        grundy.board("nim(")


def test_setup_is_the_command_line_s_and_each_click_sets_up_a_position(grundy_bin):
    expr = "chomp(3,1) + cram(2,2)"
    done = subprocess.run([grundy_bin, "eval", expr, "--setup"], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    setup = grundy.board(expr, setup=True)
    assert setup == json.loads(done.stdout)
    # Each click writes a position that reads back as itself, and none wins anything.
    for edit in setup["moves"]:
        assert not edit["winning"]
        assert grundy.eval(edit["to"]).expr == edit["to"]
    slots = [p["id"] for p in setup["components"][0]["picture"]["parts"] if p["kind"] == "slot"]
    assert slots == ["r0c3", "r1c1", "r2c0"]
    added = {m["anchor"][0]: m["to"] for m in setup["moves"] if m["component"] == 0}
    assert added["r2c0"] == "chomp(3,1,1) + cram(2,2)"


def test_misere_form_is_the_command_line_s_and_decides_misere_equality(grundy_bin):
    expr = "kayles(6) + chomp(3,2)"
    done = subprocess.run(
        [grundy_bin, "eval", expr, "--misere", "--form", "--json"], capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    form = grundy.misere_form(expr)
    assert form == json.loads(done.stdout)
    # Equal forms, equal misère games: the outcome agrees with the misère evaluation.
    assert form["outcome"] == grundy.eval(expr, misere=True).outcome
    assert grundy.misere_form("nim(1,1)")["form"] == "0"
    # *2 + *2 + * in Conway's notation: *2 + *3 (misère * + *2 = *3), written 2_3.
    assert grundy.misere_form("nim(2,2,1)")["conway"] == "2_3"
    assert grundy.misere_form("nim(2)")["genus"] == grundy.misere_form("nim(2) + nim(1,1)")["genus"]
    with pytest.raises(grundy.GrundyError):
        grundy.misere_form("nim(")

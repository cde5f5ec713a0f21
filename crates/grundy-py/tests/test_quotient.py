"""grundy.quotient: the same dictionary as the command line's `quotient --json`, the notebook
table, and misère sums answered by the quotient exactly as grundy.eval answers them."""

import json
import re
import subprocess

import pytest
from hypothesis import given
from hypothesis import strategies as st

import grundy


def cli_json(grundy_bin, *args):
    done = subprocess.run(
        [grundy_bin, "quotient", *args, "--json"], capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


@pytest.mark.parametrize(
    "game, heaps, table, genus",
    [
        ("octal[0.75]", 30, False, False),
        ("octal[0.333]", 3, True, False),
        ("kayles", 12, True, True),
        ("dawson", 20, False, True),
        ("octal[0.312]", 8, False, True),
    ],
)
def test_to_dict_is_the_command_lines_json(grundy_bin, game, heaps, table, genus):
    flags = (["--table"] if table else []) + (["--genus"] if genus else [])
    expected = cli_json(grundy_bin, game, "--heaps", str(heaps), *flags)
    q = grundy.quotient(game, heaps=heaps, table=table, genus=genus)
    assert q.to_dict() == expected
    # The attributes are the dictionary's fields.
    assert q.order == expected["order"]
    assert q.elements == expected["elements"]
    assert q.p_portion == expected["p_portion"]
    assert q.presentation == expected["presentation"]
    assert q.heap_map == expected["heap_map"]
    assert q.tame == expected["tame"]
    assert q.table == expected.get("table")
    assert q.genus == (
        [h["symbol"] for h in expected["genus"]["heaps"]] if genus else None
    )


def test_the_notebook_table_shows_the_heap_map_and_the_products():
    q = grundy.quotient("octal[0.75]", heaps=12, table=True, genus=True)
    html = q._repr_html_()
    assert "order <b>8</b>" in html
    # Every heap's element and every product is a cell; P cells are marked.
    cells = re.findall(r"<td[^>]*>([^<]*)</td>", html)
    products = [q.elements[y] for row in q.table for y in row]
    heaps = [str(h) for h in range(13)]
    assert cells == heaps + q.heap_map + q.genus + products
    marked = re.findall(r"<td[^>]*box-shadow[^>]*>([^<]*)</td>", html)
    assert marked == [e for e in q.heap_map + products if e in q.p_portion]
    assert "order 8" in repr(q)


def test_errors_and_limits():
    with pytest.raises(grundy.GrundyError, match="take-and-break"):
        grundy.quotient("nim")
    with pytest.raises(grundy.ParseError):
        grundy.quotient("octal[0.7x]")
    # 0.3122 on heaps up to 7 has an infinite quotient: the limit stops it.
    beyond = r"state_limit=N\nthe misère quotient of octal\[0.3122\] on heaps up to 7 is infinite"
    with pytest.raises(grundy.StateLimitError, match=beyond):
        grundy.quotient("octal[0.3122]", heaps=7, state_limit=2000)
    q = grundy.quotient("kayles", heaps=5)
    with pytest.raises(ValueError, match="beyond the heaps"):
        q.outcome([3, 6])


def after_move(heaps, index, parts):
    left = heaps[:index] + heaps[index + 1 :] + list(parts)
    return sorted(h for h in left if h > 0)


def heaps_of(to):
    """The non-empty heaps of a position written `game(3,5)` or `game(3) + game(5)`."""
    numbers = ",".join(re.findall(r"\(([\d,\s]*)\)", to))
    return sorted(int(h) for h in numbers.split(",") if h.strip() and int(h) > 0)


QUOTIENTS = {game: grundy.quotient(game, heaps=9) for game in ["octal[0.75]", "kayles", "dawson"]}


@given(
    game=st.sampled_from(sorted(QUOTIENTS)),
    heaps=st.lists(st.integers(0, 9), min_size=1, max_size=4),
)
def test_sums_are_answered_as_eval_answers_them(game, heaps):
    q = QUOTIENTS[game]
    result = grundy.eval(f"{game}({','.join(map(str, heaps))})", misere=True)
    assert q.outcome(heaps) == result.outcome
    by_quotient = sorted({tuple(after_move(heaps, i, parts)) for i, parts in q.winning_moves(heaps)})
    by_eval = sorted({tuple(heaps_of(m.to)) for m in result.winning_moves})
    assert by_quotient == by_eval

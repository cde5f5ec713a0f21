"""seq, period and table against the command line's `seq --json` and `table --json` (the same
report of the library), the arrays' types, and computation that leaves other Python threads
running (the GIL is released)."""

import json
import subprocess
import threading
import time

import numpy as np
import pytest

import grundy


def cli_json(grundy_bin, *args):
    done = subprocess.run([grundy_bin, *args, "--json"], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


@pytest.mark.parametrize(
    "family, to",
    [
        ("kayles", None),
        ("octal[0.137]", None),
        ("dawson", 500),
        ("octal[4.7]", 200),
        ("grundy", 300),
        ("sub[1,3,4]", 100),
        ("bash[5]", 40),
        ("nim", 300),
        ("lasker", 90),
    ],
)
def test_seq_is_the_command_lines_sequence(grundy_bin, family, to):
    args = ["seq", family] + ([] if to is None else ["--to", str(to)])
    expected = cli_json(grundy_bin, *args)
    values = grundy.seq(family, to)
    assert values.tolist() == expected["values"]
    period = grundy.period(family) if to is None else None
    if period is not None:
        assert period.to_dict() == expected["period"]


@pytest.mark.parametrize("family", ["kayles", "octal[0.137]", "octal[0.07]", "dawson"])
def test_period_is_the_command_lines_period(grundy_bin, family):
    expected = cli_json(grundy_bin, "seq", family, "--no-values")["period"]
    assert grundy.period(family).to_dict() == expected


@pytest.mark.parametrize(
    "last, dtype",
    [(255, np.uint8), (256, np.uint16), (65535, np.uint16), (65536, np.uint32)],
)
def test_the_narrowest_unsigned_type(last, dtype):
    values = grundy.seq("nim", last)
    assert values.dtype == dtype
    assert values[-1] == last and len(values) == last + 1


def test_take_and_break_arrays_are_narrowed_to_the_values_asked_for():
    # G(3833) = 256 is the first value of octal 0.64 beyond a byte: the engine widens its buffer
    # to two bytes there, also when it computes that far for a shorter sequence.
    values = grundy.seq("octal[0.64]", 4000)
    assert values.dtype == np.uint16 and values.max() == 256 == values[3833]
    assert values[:3833].max() <= 255
    shorter = grundy.seq("octal[0.64]", 3832)
    assert shorter.dtype == np.uint8 and shorter.tolist() == values[:3833].tolist()


@pytest.mark.parametrize(
    "family, rows, cols",
    [("wythoff", 12, 9), ("script[knight.rhai]", 8, 8), ("script[king.rhai]", 5, 11)],
)
def test_table_is_the_command_lines_table(grundy_bin, example, family, rows, cols):
    if family.startswith("script["):
        family = f"script[{example(family[7:-1])}]"
    expected = cli_json(grundy_bin, "table", family, "--rows", str(rows), "--cols", str(cols))
    values = grundy.table(family, rows, cols)
    assert values.shape == (rows, cols)
    assert values.tolist() == expected["values"]


def test_bad_counts_are_value_errors():
    for call in [
        lambda: grundy.seq("nim", -1),
        lambda: grundy.table("wythoff", -1, 3),
        lambda: grundy.period("kayles", max=-5),
    ]:
        with pytest.raises(ValueError):
            call()
    with pytest.raises(TypeError):
        grundy.seq(["kayles"], 10)


def test_other_threads_run_while_a_call_computes():
    # A three-heap code takes seconds to 10^6; it is stopped by its timeout.
    raised = []

    def long_call():
        try:
            grundy.seq("octal[0.8]", 10**6, timeout=1.5)
        except grundy.TimeLimitError as error:
            raised.append(error)

    worker = threading.Thread(target=long_call)
    worker.start()
    time.sleep(0.2)
    # Python code runs meanwhile: with the GIL held by the call, this loop would wait for it.
    started = time.monotonic()
    total = sum(range(200_000))
    elapsed = time.monotonic() - started
    still_computing = worker.is_alive()
    worker.join()
    assert total == 199_999 * 200_000 // 2
    assert still_computing and elapsed < 0.8, elapsed
    assert len(raised) == 1

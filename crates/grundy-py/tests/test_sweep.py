"""grundy.sweep: the command line's sweep table as a DataFrame, on this process or on a Dask
cluster (a LocalCluster of two worker processes here), the same either way; its periods checked
against the definition; a worker killed mid-sweep loses and duplicates nothing."""

import json
import os
import signal
import subprocess
import threading
import time

import distributed
import pandas
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import grundy
from brute import octal_values


def records(frame):
    """The rows as the command line's JSON has them (missing values None), but seconds."""
    rows = []
    for row in frame.to_dict("records"):
        rows.append(
            {
                key: (None if value is pandas.NA else value)
                for key, value in row.items()
                if key != "seconds"
            }
        )
    return rows


def cli_rows(grundy_bin, *args):
    output = subprocess.run(
        [grundy_bin, "sweep", *args, "--format", "json"],
        check=True,
        capture_output=True,
        text=True,
        timeout=600,
    ).stdout
    report = json.loads(output)
    for row in report["rows"]:
        del row["seconds"]
    return report


def test_a_sweep_is_the_command_lines_table(grundy_bin):
    frame = grundy.sweep(["0.??", "0.??0"], max=10**4)
    report = cli_rows(grundy_bin, "0.??", "0.??0", "--max", "10^4")
    assert records(frame) == report["rows"]
    assert frame.attrs == {"limit": report["limit"], "codes": report["codes"]} == {
        "limit": {"max": 10**4},
        "codes": 128,
    }
    assert list(frame.columns) == grundy._sweep.COLUMNS
    assert str(frame["period"].dtype) == "Int64"


def test_published_periods():
    # Kayles (0.77) period 12 from 71 (OEIS A002186), Dawson's Chess (0.137) period 34 from 52
    # and Dawson's Kayles (0.07) period 34 from 53 (OEIS A002187).
    frame = grundy.sweep(["0.77", "0.137", "0.07"]).set_index("code")
    assert frame.loc["0.77", ["preperiod", "period", "saltus"]].tolist() == [71, 12, 0]
    assert frame.loc["0.137", ["preperiod", "period"]].tolist() == [52, 34]
    assert frame.loc["0.07", ["preperiod", "period"]].tolist() == [53, 34]
    assert set(frame["status"]) == {"proven"}


def holds(values, preperiod, period, saltus):
    return all(values[n + period] == values[n] + saltus for n in range(preperiod, len(values) - period))


codes = st.builds(
    lambda first, digits: f"{first}." + "".join(str(d) for d in digits),
    st.sampled_from([0, 4]),
    st.lists(st.integers(0, 7), min_size=1, max_size=3),
)


@settings(max_examples=40)
@given(codes)
def test_rows_agree_with_the_definition(code):
    row = grundy.sweep(code, max=400).iloc[0]
    values = octal_values(code, 1200)
    assert row.largest_value == max(values[: row.values_computed]), code
    if row.status == "proven":
        # The period holds far beyond the values the proof used, and is the smallest: no
        # shorter period, and no earlier start, holds on the values.
        pre, period, saltus = int(row.preperiod), int(row.period), int(row.saltus)
        assert holds(values, pre, period, saltus), code
        assert not any(holds(values, pre, p, s) for p in range(1, period) for s in (0, saltus))
        assert pre == 0 or not holds(values, pre - 1, period, saltus), code
    else:
        assert row.values_computed == 400, code


def test_codes_that_are_the_same_game_are_listed_once():
    frame = grundy.sweep(["0.6", "0.61", "0.60", "0.161", "0.360"], to=500)
    assert frame["code"].tolist() == ["0.6", "0.161"]
    assert frame["aliases"][0] == [
        {"code": "0.61", "by": "redundant-moves", "to": None},
        {"code": "0.60", "by": "same-rules", "to": None},
    ]
    # Different rules with nothing redundant, the same values as far as computed.
    assert frame["aliases"][1] == [{"code": "0.360", "by": "fingerprint", "to": 501}]


def test_bad_arguments_are_named():
    with pytest.raises(grundy.ParseError) as error:
        grundy.sweep(["0.??", "0.7x"])
    assert error.value.column == 4
    with pytest.raises(ValueError, match="not both"):
        grundy.sweep("0.7", to=10, max=10)
    with pytest.raises(ValueError, match="max=0"):
        grundy.sweep("0.7", max=0)
    with pytest.raises(ValueError, match="at least 0"):
        grundy.sweep("0.7", to=-1)
    with pytest.raises(ValueError, match=r"to=4294967296 is beyond"):
        grundy.sweep("0.7", to=2**32)
    with pytest.raises(ValueError, match="chunk"):
        grundy.sweep("0.7", chunk=0)
    with pytest.raises(ValueError, match="at least one pattern"):
        grundy.sweep([])
    with pytest.raises(grundy.GrundyError, match="65536"):
        grundy.sweep("0.??????")


def test_a_sweep_stops_at_its_time_limit():
    started = time.monotonic()
    with pytest.raises(grundy.TimeLimitError):
        grundy.sweep("0.???", max=10**6, timeout=0.3)
    assert time.monotonic() - started < 5


@pytest.fixture(scope="module")
def client():
    cluster = distributed.LocalCluster(
        n_workers=2,
        threads_per_worker=1,
        processes=True,
        host="127.0.0.1",
        dashboard_address=None,
    )
    with distributed.Client(cluster) as client:
        yield client
    cluster.close()


def test_a_cluster_gives_the_same_table(client):
    local = grundy.sweep(["0.??", "4.?7"], max=10**4)
    for chunk in (1, 7):
        remote = grundy.sweep(["0.??", "4.?7"], max=10**4, client=client, chunk=chunk)
        assert records(remote) == records(local)
        assert remote.attrs == local.attrs


def test_a_killed_worker_loses_and_duplicates_nothing(client):
    # 95 codes of some 40 ms each: long enough to catch a worker computing one.
    patterns = ["0.??", "0.1??"]
    expected = records(grundy.sweep(patterns, max=5000))
    result = {}

    def run():
        result["frame"] = grundy.sweep(patterns, max=5000, client=client)

    sweeper = threading.Thread(target=run)
    sweeper.start()
    # Once tasks are running, kill the process of a worker computing one (as the kernel's OOM
    # killer or a lost node would): Dask runs its tasks again on the other worker and the
    # restarted one.
    killed = None
    deadline = time.monotonic() + 60
    while killed is None and time.monotonic() < deadline and sweeper.is_alive():
        busy = [worker for worker, tasks in client.processing().items() if tasks]
        if busy:
            pids = client.run(os.getpid, workers=busy[:1])
            killed = next(iter(pids.values()))
            os.kill(killed, signal.SIGKILL)
        else:
            time.sleep(0.01)
    sweeper.join(timeout=600)
    assert killed is not None, "no task was seen running"
    assert records(result["frame"]) == expected
    codes = result["frame"]["code"].tolist()
    assert len(codes) == len(set(codes))


def test_a_cluster_sweep_stops_at_its_time_limit(client):
    started = time.monotonic()
    with pytest.raises(grundy.TimeLimitError):
        grundy.sweep("0.???", max=10**6, client=client, timeout=0.5)
    assert time.monotonic() - started < 10
    # The cancelled tasks are gone from the workers.
    deadline = time.monotonic() + 10
    while any(client.processing().values()) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not any(client.processing().values())

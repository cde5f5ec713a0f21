"""The Python package's speed figures (issue 12): the time of one small `grundy.eval`, and
`grundy.seq` of a long octal sequence against the command line computing the same sequence.

    python crates/grundy-py/benches/speed.py [--grundy target/release/grundy] [--repeat 5]

Run it in an environment where the package is installed as users get it (a release build:
`pip install ./crates/grundy-py`), with the release binary of the command line
(`cargo build --release -p grundy-cli`). Timings are the best of `--repeat` runs, the Python
and command-line runs interleaved so that both see the same machine; the sequences are timed
by the wall clock and by CPU time (user and system), which other processes disturb less on a
busy machine. Targets: eval under 20 µs per call; seq within 10 % of the command line.

    python crates/grundy-py/benches/speed.py --sweep "0.???" --max 100000

times a sweep instead, three ways: `grundy sweep PATTERN --jobs 1`, `--jobs 2`, and
`grundy.sweep([PATTERN], client=...)` on a LocalCluster of two worker processes, and checks
that the three tables are equal but for the seconds column.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import time
import timeit
from pathlib import Path

import grundy

REPO = Path(__file__).resolve().parents[3]
EVAL_EXPR = "nim(3,4,5)"
SEQ_FAMILY = "octal[0.161]"
SEQ_TO = 2**20


def eval_per_call(repeat: int) -> tuple[float, float]:
    """Seconds per `grundy.eval(EVAL_EXPR)`: the best and the median of `repeat` rounds."""
    timer = timeit.Timer(lambda: grundy.eval(EVAL_EXPR))
    calls, _ = timer.autorange()
    rounds = [t / calls for t in timer.repeat(repeat=repeat, number=calls)]
    return min(rounds), statistics.median(rounds)


def cpu_seconds(who: int) -> float:
    usage = resource.getrusage(who)
    return usage.ru_utime + usage.ru_stime


def timed(work, who: int) -> tuple[float, float]:
    """Wall-clock and CPU seconds of `work()`; CPU time of this process (`RUSAGE_SELF`) or of
    the children it waited for (`RUSAGE_CHILDREN`)."""
    cpu = cpu_seconds(who)
    started = time.perf_counter()
    work()
    return time.perf_counter() - started, cpu_seconds(who) - cpu


def seq_against_cli(binary: str, repeat: int) -> dict[str, list[tuple[float, float]]]:
    """Wall-clock and CPU seconds of `grundy.seq(SEQ_FAMILY, SEQ_TO)` and of the command line
    printing the same sequence (to /dev/null), and computing it without printing
    (`--no-values`)."""
    commands = {
        "cli": [binary, "seq", SEQ_FAMILY, "--to", str(SEQ_TO)],
        "cli --no-values": [binary, "seq", SEQ_FAMILY, "--to", str(SEQ_TO), "--no-values"],
    }
    times: dict[str, list[tuple[float, float]]] = {"python": [], **{name: [] for name in commands}}
    for _ in range(repeat):
        times["python"].append(
            timed(lambda: grundy.seq(SEQ_FAMILY, SEQ_TO), resource.RUSAGE_SELF)
        )
        for name, command in commands.items():
            run = lambda: subprocess.run(command, stdout=subprocess.DEVNULL, check=True)  # noqa: E731
            times[name].append(timed(run, resource.RUSAGE_CHILDREN))
    return times


def same_values(binary: str) -> bool:
    """Whether the package and the command line give the same sequence (checked once)."""
    done = subprocess.run(
        [binary, "seq", SEQ_FAMILY, "--to", str(SEQ_TO), "--format", "csv"],
        capture_output=True,
        text=True,
        check=True,
    )
    lines = done.stdout.split()
    cli = [int(line.rsplit(",", 1)[-1]) for line in lines[1:]]
    return cli == grundy.seq(SEQ_FAMILY, SEQ_TO).tolist()


def sweep_three_ways(binary: str, pattern: str, max_values: int) -> int:
    """Wall-clock seconds of a sweep on one thread, on two, and on a 2-worker LocalCluster."""
    import json

    from distributed import Client, LocalCluster

    def cli(jobs: int) -> tuple[float, list]:
        command = [binary, "sweep", pattern, "--max", str(max_values), "--jobs", str(jobs)]
        started = time.perf_counter()
        done = subprocess.run(command + ["--format", "json"], capture_output=True, text=True, check=True)
        return time.perf_counter() - started, json.loads(done.stdout)["rows"]

    def without_seconds(rows: list) -> list:
        return [{key: value for key, value in row.items() if key != "seconds"} for row in rows]

    one_wall, one_rows = cli(1)
    print(f"grundy sweep {pattern!r} --max {max_values} --jobs 1: {one_wall:.1f} s")
    two_wall, two_rows = cli(2)
    print(f"grundy sweep {pattern!r} --max {max_values} --jobs 2: {two_wall:.1f} s")
    with LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None) as cluster:
        with Client(cluster) as client:
            client.wait_for_workers(2)
            started = time.perf_counter()
            frame = grundy.sweep([pattern], max=max_values, client=client)
            dask_wall = time.perf_counter() - started
    print(f"grundy.sweep([{pattern!r}], max={max_values}, client=<2-worker LocalCluster>): {dask_wall:.1f} s")
    dask_rows = json.loads(frame.to_json(orient="records"))
    same = without_seconds(one_rows) == without_seconds(two_rows) == without_seconds(dask_rows)
    print(f"{len(one_rows)} games; the three tables are {'equal' if same else 'DIFFERENT'}")
    return 0 if same else 1


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--grundy",
        default=os.environ.get("GRUNDY_BIN", str(REPO / "target" / "release" / "grundy")),
        help="the command-line binary (default: GRUNDY_BIN or target/release/grundy)",
    )
    parser.add_argument("--repeat", type=int, default=5, help="rounds of each measurement")
    parser.add_argument("--sweep", metavar="PATTERN", help="time a sweep of PATTERN instead")
    parser.add_argument("--max", type=int, default=10**6, help="the sweep's --max (default 10^6)")
    args = parser.parse_args()
    if not os.access(args.grundy, os.X_OK):
        parser.error(f"{args.grundy} is not an executable: cargo build --release -p grundy-cli")
    if args.sweep:
        return sweep_three_ways(args.grundy, args.sweep, args.max)

    print(f"grundy {grundy.__version__}, Python {sys.version.split()[0]}, {os.cpu_count()} CPUs")
    best, median = eval_per_call(args.repeat)
    verdict = "under" if best < 20e-6 else "OVER"
    print(
        f'grundy.eval("{EVAL_EXPR}"): {best * 1e6:.1f} µs per call '
        f"(median {median * 1e6:.1f} µs; {verdict} the 20 µs target)"
    )

    if not same_values(args.grundy):
        print(f"grundy.seq({SEQ_FAMILY!r}, {SEQ_TO}) differs from the command line!")
        return 1
    times = seq_against_cli(args.grundy, args.repeat)
    python_wall = min(wall for wall, _ in times["python"])
    python_cpu = min(cpu for _, cpu in times["python"])
    for name in ("cli", "cli --no-values"):
        cli_wall = min(wall for wall, _ in times[name])
        cli_cpu = min(cpu for _, cpu in times[name])
        print(
            f'grundy.seq("{SEQ_FAMILY}", 2**20) against `grundy seq {SEQ_FAMILY} --to {SEQ_TO}'
            f"{name[3:]}`: wall {python_wall:.3f} s / {cli_wall:.3f} s = {python_wall / cli_wall:.2f}; "
            f"CPU {python_cpu:.3f} s / {cli_cpu:.3f} s = {python_cpu / cli_cpu:.2f}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())

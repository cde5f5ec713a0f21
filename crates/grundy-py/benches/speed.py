"""The Python package's speed figures (issue 12): the time of one small `grundy.eval`, and
`grundy.seq` of a long octal sequence against the command line computing the same sequence.

    python crates/grundy-py/benches/speed.py [--grundy target/release/grundy] [--repeat 5]

Run it in an environment where the package is installed as users get it (a release build:
`pip install ./crates/grundy-py`), with the release binary of the command line
(`cargo build --release -p grundy-cli`). Timings are the best of `--repeat` runs, the Python
and command-line runs interleaved so that both see the same machine; the sequences are timed
by the wall clock and by CPU time (user and system), which other processes disturb less on a
busy machine. Targets: eval under 20 µs per call; seq within 10 % of the command line.
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


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--grundy",
        default=os.environ.get("GRUNDY_BIN", str(REPO / "target" / "release" / "grundy")),
        help="the command-line binary (default: GRUNDY_BIN or target/release/grundy)",
    )
    parser.add_argument("--repeat", type=int, default=5, help="rounds of each measurement")
    args = parser.parse_args()
    if not os.access(args.grundy, os.X_OK):
        parser.error(f"{args.grundy} is not an executable: cargo build --release -p grundy-cli")

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

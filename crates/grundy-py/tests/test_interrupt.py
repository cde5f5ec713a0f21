"""Ctrl-C (KeyboardInterrupt) stops a long call within a second: the call's budget is cancelled,
the worker thread stops, and the exception is raised; later calls work as before. Calls from
many threads, and from processes made by fork(), find worker threads of their own."""

import _thread
import multiprocessing
import signal
import subprocess
import sys
import threading
import time

import pytest

import grundy

LONG_CALLS = {
    # Misère play of this sum has no theorem and a large board: a search of millions of positions.
    "misere search": "grundy.eval('cram(5,6) + bash[3](20)', misere=True, state_limit=10**9)",
    # A three-heap code: about n^2/12 options for a heap of n.
    "three-heap sequence": "grundy.seq('octal[0.8]', 10**6)",
    # Open codes to a million values each, on every core.
    "sweep": "grundy.sweep('0.???', max=10**6)",
    # A game whose Python function is slow: the worker takes the GIL for each call.
    "python rules": (
        "grundy.eval('slow(100000)', state_limit=10**9, "
        "games=[grundy.rules(lambda n: (time.sleep(0.001), [n - 1] if n else [])[1], name='slow')])"
    ),
}


@pytest.mark.skipif(sys.platform == "win32", reason="SIGINT is a POSIX signal")
@pytest.mark.parametrize("call", sorted(LONG_CALLS))
def test_sigint_stops_a_long_call_within_a_second(call):
    code = (
        "import signal, sys, time, grundy\n"
        # As a terminal's Ctrl-C finds it, whatever the disposition this process inherited.
        "signal.signal(signal.SIGINT, signal.default_int_handler)\n"
        "print('ready', flush=True)\n"
        f"{LONG_CALLS[call]}\n"
        "print('finished', flush=True)\n"
    )
    child = subprocess.Popen(
        [sys.executable, "-c", code], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    try:
        assert child.stdout.readline().strip() == "ready"
        time.sleep(0.7)  # well into the call
        assert child.poll() is None, "the call ended before it could be interrupted"
        sent = time.monotonic()
        child.send_signal(signal.SIGINT)
        child.wait(timeout=10)
        elapsed = time.monotonic() - sent
    finally:
        child.kill()
    stdout, stderr = child.stdout.read(), child.stderr.read()
    assert "finished" not in stdout
    assert stderr.rstrip().endswith("KeyboardInterrupt"), stderr
    assert elapsed < 1.0, f"{call} took {elapsed:.2f} s to stop"


def test_keyboard_interrupt_in_the_calling_thread_and_the_next_call():
    timer = threading.Timer(0.3, _thread.interrupt_main)
    timer.start()
    started = time.monotonic()
    with pytest.raises(KeyboardInterrupt):
        grundy.seq("octal[0.8]", 10**6)
    assert time.monotonic() - started < 1.3
    timer.join()
    # The pool's worker stopped and takes the next call.
    assert grundy.eval("nim(3,4,5)").nimber == 2
    assert grundy.seq("kayles", 11).tolist() == [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]


def test_calls_from_many_threads_run_side_by_side():
    results = {}

    def work(n):
        results[n] = grundy.seq("sub[1,3,4]", 1000 + n).tolist()

    threads = [threading.Thread(target=work, args=(n,)) for n in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    for n in range(8):
        assert results[n] == [(0, 1, 0, 1, 2, 3, 2)[k % 7] for k in range(1001 + n)]


def nimber(expr):
    return grundy.eval(expr).nimber


@pytest.mark.skipif(sys.platform == "win32", reason="fork is POSIX")
def test_processes_made_by_fork_compute():
    # The parent's worker threads are not copied into a child made by fork(): the child starts
    # its own instead of waiting for them.
    assert nimber("nim(1)") == 1
    with multiprocessing.get_context("fork").Pool(2) as pool:
        found = pool.map_async(nimber, ["nim(3,4,5)", "kayles(10)", "nim(7,11,13)"]).get(timeout=60)
    assert found == [2, 2, 1]

"""Shared settings of the Python suite: where the repository is, where hypothesis keeps its
examples, and the command-line binary the results are compared with."""

import os
import shutil
import signal
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings
from hypothesis.database import DirectoryBasedExampleDatabase

REPO = Path(__file__).resolve().parents[3]
EXAMPLES = REPO / "examples"

# In CI the same examples every run, so that a failure can be reproduced (and no examples
# database, which derandomized runs do not use); elsewhere new examples each run, and the
# failing ones kept under target/ to be tried first next time.
IN_CI = os.environ.get("CI", "").lower() not in ("", "0", "false")
settings.register_profile(
    "grundy",
    # Values are computed by the library (fast) and by the brute force here (slow on the
    # largest cases): no deadline per example.
    deadline=None,
    max_examples=int(os.environ.get("GRUNDY_HYPOTHESIS_EXAMPLES", "150")),
    database=None if IN_CI else DirectoryBasedExampleDatabase(str(REPO / "target" / "hypothesis")),
    suppress_health_check=[HealthCheck.too_slow],
    derandomize=IN_CI,
)
settings.load_profile("grundy")

# Python installs its KeyboardInterrupt handler only if SIGINT is not ignored when it starts, and
# a background job of a non-interactive shell (`.ci/run &`) starts with SIGINT ignored: then
# neither Ctrl-C nor `_thread.interrupt_main()` would reach the calls the interrupt tests stop.
# Those tests are about grundy's handling of KeyboardInterrupt, so install Python's own handler.
signal.signal(signal.SIGINT, signal.default_int_handler)


@pytest.fixture
def example():
    """The path of a file in examples/, as expressions write it."""

    def path(name: str) -> str:
        found = EXAMPLES / name
        assert found.exists(), found
        return str(found)

    return path


@pytest.fixture(scope="session")
def grundy_bin():
    """The grundy command-line binary: GRUNDY_BIN, or the workspace's debug or release build."""
    candidates = [os.environ.get("GRUNDY_BIN")] + [
        str(REPO / "target" / profile / "grundy") for profile in ("debug", "release")
    ]
    for candidate in candidates:
        if candidate and Path(candidate).is_file() and os.access(candidate, os.X_OK):
            return candidate
    found = shutil.which("grundy")
    if found:
        return found
    pytest.fail(
        "the grundy binary is needed to compare with the command line: build it with "
        "`cargo build -p grundy-cli` or set GRUNDY_BIN (scripts/test-python.sh does this)"
    )

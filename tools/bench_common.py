"""What the benchmark tools share: the release calendar-serve they measure."""

import os
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

BINARY_HELP = "calendar-serve to run [default: build the release one]"


def calendar_serve(binary, log):
    """`binary` if given, else the release calendar-serve, built first (under $CARGO_TARGET_DIR,
    else target/, as cargo puts it)."""
    if binary is not None:
        return binary
    log("cargo build --release -p calendar-edge")
    subprocess.run(["cargo", "build", "--release", "-q", "-p", "calendar-edge"], cwd=ROOT, check=True)
    return str(Path(ROOT, os.environ.get("CARGO_TARGET_DIR", "target"), "release", "calendar-serve"))

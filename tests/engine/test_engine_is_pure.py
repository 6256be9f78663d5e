"""D1: the engine is a pure library that never imports Django."""

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_importing_and_running_the_engine_loads_no_django_module() -> None:
    code = (
        "import sys, engine\nfrom engine.format.scenario import load_library\nfor s in "
        "load_library('engine/scenarios'):\n    engine.run(s)\nbad = sorted(m for m in "
        "sys.modules if m == 'django' or m.startswith('django.'))\nprint(bad)\nsys.exit(1 if bad "
        "else 0)\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=False
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_no_engine_source_file_imports_django() -> None:
    importing = re.compile(r"^\s*(import|from)\s+django\b", re.MULTILINE)
    offenders = [
        p
        for p in (ROOT / "engine").rglob("*.py")
        if importing.search(p.read_text(encoding="utf-8"))
    ]
    assert offenders == []

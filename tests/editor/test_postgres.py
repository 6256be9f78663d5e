"""The editor and ruling links on a real PostgreSQL server, started here (#9).

A throw-away cluster (tests/editor/pg.py); a database made on it; the migrations; the example
folder imported with `loadscenarios PATH`; a save / play / share / open / export / recheck
round trip (pg_roundtrip.py); then the editor's model and view tests again, in a pytest of
their own whose settings point at that server. Each step is a subprocess with a timeout.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from django.db import connection

from tests.editor.pg import postgres_server

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.skipif(
    connection.vendor == "postgresql", reason="already the run on PostgreSQL that this starts"
)
def test_models_and_views_on_a_real_postgresql_server(tmp_path: Path) -> None:
    with postgres_server() as server:
        server.create_database("rulesviz")
        env = {
            k: v
            for k, v in os.environ.items()
            if k not in ("DJANGO_ALLOW_ASYNC_UNSAFE", "RULESVIZ_DB")
        }
        env.update(DATABASE_URL=server.url("rulesviz"), PYTHONPATH=str(ROOT))

        def manage(*args: str, timeout: float = 300) -> str:
            done = subprocess.run(
                [sys.executable, "manage.py", *args],
                cwd=ROOT,
                env=env,
                timeout=timeout,
                capture_output=True,
                text=True,
            )
            assert done.returncode == 0, done.stdout + done.stderr
            return done.stdout

        manage("migrate", "--noinput")
        with server.connect("rulesviz") as conn:
            tables = {r[0] for r in conn.execute("SELECT tablename FROM pg_tables").fetchall()}
        assert {"editor_savedscenario", "editor_ruling", "live_livesession"} <= tables
        assert "stored 3 new" in manage("loadscenarios", "docs/examples")

        done = subprocess.run(
            [sys.executable, "-m", "tests.editor.pg_roundtrip"],
            cwd=ROOT,
            env=env,
            timeout=300,
            capture_output=True,
            text=True,
        )
        assert done.returncode == 0 and "OK" in done.stdout, done.stdout + done.stderr

        # The model and view tests, on PostgreSQL (Django makes and drops test_rulesviz).
        done = subprocess.run(
            [
                sys.executable,
                "-m",
                "pytest",
                "tests/editor",
                "tests/live/test_views.py",
                "-m",
                "not e2e",
                "-q",
                "-p",
                "no:cacheprovider",
                "-p",
                "no:randomly",
                "--junitxml",
                str(tmp_path / "pg.xml"),
            ],
            cwd=ROOT,
            env=env,
            timeout=900,
            capture_output=True,
            text=True,
        )
        assert done.returncode == 0, done.stdout[-6000:] + done.stderr[-3000:]
        passed = re.search(r"(\d+) passed", done.stdout)
        assert passed and int(passed.group(1)) >= 80, done.stdout[-2000:]

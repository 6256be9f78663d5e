"""A throw-away PostgreSQL server for tests: Debian's binaries, a cluster made with initdb in a
temporary folder, listening only on a free loopback port, stopped by its own PID.

PostgreSQL refuses to run as root, so when the tests run as root (as CI does) the cluster
belongs to, and the server runs as, the `postgres` user Debian's package creates (else
`nobody`). Every step has a bounded timeout.
"""

from __future__ import annotations

import contextlib
import os
import pwd
import shutil
import signal
import subprocess
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tests.live.servers import free_port

HINT = (
    "the PostgreSQL test needs Debian's postgresql; `make test` installs it as root, or: "
    "apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y postgresql"
)


def binaries() -> Path:
    """The folder of initdb and postgres: the newest /usr/lib/postgresql/N/bin, else PATH."""
    found = sorted(
        Path("/usr/lib/postgresql").glob("*/bin/initdb"),
        key=lambda p: int(p.parts[-3]) if p.parts[-3].isdigit() else 0,
    )
    if found:
        return found[-1].parent
    initdb = shutil.which("initdb")
    if initdb is None:
        raise RuntimeError(HINT)
    return Path(initdb).resolve().parent


def run_as() -> pwd.struct_passwd | None:
    """The user to run PostgreSQL as: None for the current one, unless that is root."""
    if os.geteuid() != 0:
        return None
    for name in ("postgres", "nobody"):
        try:
            return pwd.getpwnam(name)
        except KeyError:
            continue
    raise RuntimeError("running as root, and neither a postgres nor a nobody user exists")


@dataclass
class Server:
    port: int
    user: str = "postgres"

    def url(self, database: str) -> str:
        return f"postgres://{self.user}@127.0.0.1:{self.port}/{database}"

    def connect(self, database: str = "postgres", timeout: int = 2) -> Any:
        import psycopg

        return psycopg.connect(
            host="127.0.0.1",
            port=self.port,
            user=self.user,
            dbname=database,
            connect_timeout=timeout,
            autocommit=True,
        )

    def create_database(self, name: str) -> None:
        with self.connect() as conn:
            conn.execute(f'CREATE DATABASE "{name}"')


def _stop(proc: subprocess.Popen[bytes], timeout: float) -> None:
    if proc.poll() is not None:
        return
    proc.send_signal(signal.SIGINT)  # "fast" shutdown: roll back, disconnect, stop
    try:
        proc.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait(timeout=timeout)


@contextlib.contextmanager
def postgres_server(timeout: float = 60) -> Iterator[Server]:
    bin_dir = binaries()
    user = run_as()
    as_user: dict[str, Any] = (
        {} if user is None else {"user": user.pw_uid, "group": user.pw_gid, "extra_groups": []}
    )
    root = Path(tempfile.mkdtemp(prefix="rulesviz-pg-"))
    proc: subprocess.Popen[bytes] | None = None
    try:
        if user is not None:
            os.chown(root, user.pw_uid, user.pw_gid)
        env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "LC_ALL": "C", "LANG": "C"}
        data = root / "data"
        subprocess.run(
            [
                str(bin_dir / "initdb"),
                "-D",
                str(data),
                "-U",
                "postgres",
                "-A",
                "trust",
                "-E",
                "UTF8",
                "--no-locale",
                "--no-sync",
            ],
            cwd=root,
            env=env,
            check=True,
            timeout=120,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            **as_user,
        )
        port = free_port()
        with open(root / "server.log", "wb") as log:
            proc = subprocess.Popen(
                [
                    str(bin_dir / "postgres"),
                    "-D",
                    str(data),
                    "-p",
                    str(port),
                    "-k",
                    str(root),
                    "-c",
                    "listen_addresses=127.0.0.1",
                    "-c",
                    "fsync=off",
                    "-c",
                    "synchronous_commit=off",
                    "-c",
                    "full_page_writes=off",
                ],
                cwd=root,
                env=env,
                stdout=log,
                stderr=log,
                **as_user,
            )
        server = Server(port)
        deadline = time.monotonic() + timeout
        while True:
            if proc.poll() is not None:
                raise RuntimeError(
                    f"postgres exited with {proc.returncode}: "
                    + (root / "server.log").read_text(errors="replace")[-2000:]
                )
            try:
                server.connect(timeout=1).close()
                break
            except Exception:
                if time.monotonic() > deadline:
                    raise TimeoutError(f"postgres was not ready within {timeout} s") from None
                time.sleep(0.2)
        yield server
    finally:
        if proc is not None:
            _stop(proc, timeout=30)
        shutil.rmtree(root, ignore_errors=True)

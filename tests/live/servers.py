"""Real servers for live-session tests and benchmarks: redis-server and daphne processes on
free loopback ports, each started and stopped here with bounded waits.

Every process is started directly (no shell), so the PID kept is the listener's own, and is
stopped by that PID: terminate, then kill if it has not gone within the timeout.
"""

from __future__ import annotations

import contextlib
import os
import resource
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator, Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
REDIS_HINT = (
    "the live-session tests need Debian's redis-server; `make test` installs it as root, or: "
    "apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y redis-server"
)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def wait_for(what: str, check: object, timeout: float, proc: subprocess.Popen[bytes]) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"{what} exited with {proc.returncode} before it was ready")
        try:
            if check():  # type: ignore[operator]
                return
        except OSError:
            pass
        time.sleep(0.1)
    raise TimeoutError(f"{what} was not ready within {timeout} s")


def stop(proc: subprocess.Popen[bytes], timeout: float = 10) -> None:
    if proc.poll() is None:
        proc.terminate()
        try:
            proc.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(timeout=timeout)


@contextlib.contextmanager
def redis_server(timeout: float = 15, port: int | None = None) -> Iterator[str]:
    """A throw-away redis-server on a free loopback port (or this one); yields its URL."""
    binary = shutil.which("redis-server")
    if binary is None:
        raise RuntimeError(REDIS_HINT)
    port = port or free_port()
    proc = subprocess.Popen(
        [
            binary,
            "--bind",
            "127.0.0.1",
            "--port",
            str(port),
            "--save",
            "",
            "--appendonly",
            "no",
            "--daemonize",
            "no",
            "--loglevel",
            "warning",
        ],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )

    def pong() -> bool:
        with socket.create_connection(("127.0.0.1", port), timeout=1) as s:
            s.sendall(b"PING\r\n")
            return s.recv(16).startswith(b"+PONG")

    try:
        wait_for("redis-server", pong, timeout, proc)
        yield f"redis://127.0.0.1:{port}/0"
    finally:
        stop(proc)


def server_env(db: Path, redis_url: str | None) -> dict[str, str]:
    env = {
        k: v for k, v in os.environ.items() if k not in ("REDIS_URL", "DJANGO_ALLOW_ASYNC_UNSAFE")
    }
    env.update(
        DJANGO_SETTINGS_MODULE="rulesviz.settings",
        RULESVIZ_DB=str(db),
        PYTHONPATH=str(ROOT),
    )
    if redis_url:
        env["REDIS_URL"] = redis_url
    return env


def migrate(db: Path, timeout: float = 120) -> None:
    subprocess.run(
        [sys.executable, "manage.py", "migrate", "--noinput", "-v", "0"],
        cwd=ROOT,
        env=server_env(db, None),
        check=True,
        timeout=timeout,
    )


@contextlib.contextmanager
def asgi_servers(
    count: int,
    db: Path,
    redis_url: str | None,
    *,
    server: str = "daphne",
    app: str = "rulesviz.asgi:application",
    timeout: float = 60,
    extra_env: dict[str, str] | None = None,
) -> Iterator[Sequence[str]]:
    """`count` server processes of rulesviz on free ports; yields their base URLs."""
    env = {**server_env(db, redis_url), **(extra_env or {})}
    procs: list[subprocess.Popen[bytes]] = []
    urls: list[str] = []
    try:
        for _ in range(count):
            port = free_port()
            if server == "uvicorn":
                cmd = [
                    sys.executable,
                    "-m",
                    "uvicorn",
                    "--host",
                    "127.0.0.1",
                    "--port",
                    str(port),
                    "--log-level",
                    "warning",
                    "--no-access-log",
                    "--backlog",
                    "2048",
                    # rulesviz's protocol: the hub writes one frame to every socket (server.py).
                    "--ws",
                    "rulesviz.live.server:FanoutWebSocketProtocol",
                    app,
                ]
            else:
                cmd = [
                    sys.executable,
                    "-m",
                    "daphne",
                    "-b",
                    "127.0.0.1",
                    "-p",
                    str(port),
                    "-v",
                    "0",
                    app,
                ]
            # Each server's output goes to a file beside the database, to read when it fails.
            with open(db.parent / f"server-{port}.log", "wb") as log:
                procs.append(subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=log, stderr=log))
            urls.append(f"http://127.0.0.1:{port}")
        for proc, url in zip(procs, urls, strict=True):

            def up(url: str = url) -> bool:
                with urllib.request.urlopen(url + "/live/", timeout=2) as response:
                    return bool(response.status == 200)

            wait_for(f"{server} at {url}", up, timeout, proc)
        yield urls
    finally:
        for proc in procs:
            stop(proc)


def raise_file_limit(followers: int) -> None:
    """Every follower is a socket here and one in a server (which inherit this limit)."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    want = 2 * followers + 512
    if soft < want:
        if hard != resource.RLIM_INFINITY and hard < want:
            raise RuntimeError(
                f"{followers} followers need {want} file descriptors; the limit is {hard}"
            )
        resource.setrlimit(resource.RLIMIT_NOFILE, (want, hard))

"""The project's plumbing: the ASGI app, the library command, a broken library."""

from __future__ import annotations

from io import StringIO
from pathlib import Path

import pytest
from asgiref.testing import ApplicationCommunicator
from channels.routing import ProtocolTypeRouter
from django.core.management import CommandError, call_command
from django.test import Client, override_settings

from rulesviz.asgi import application
from tests.web.test_views import LIBRARY


def test_asgi_app_routes_http_through_channels() -> None:
    assert isinstance(application, ProtocolTypeRouter)


async def asgi_get(path: str) -> tuple[int, bytes]:
    """One HTTP GET through the ASGI app, as daphne would send it."""
    scope = {
        "type": "http",
        "http_version": "1.1",
        "method": "GET",
        "path": path,
        "raw_path": path.encode(),
        "query_string": b"",
        "headers": [(b"host", b"127.0.0.1")],
        "client": ("127.0.0.1", 40000),
        "server": ("127.0.0.1", 8000),
    }
    communicator = ApplicationCommunicator(application, scope)
    await communicator.send_input({"type": "http.request", "body": b"", "more_body": False})
    start = await communicator.receive_output(5)
    body = b""
    while True:
        chunk = await communicator.receive_output(5)
        body += chunk.get("body", b"")
        if not chunk.get("more_body"):
            break
    await communicator.wait(5)
    return start["status"], body


@pytest.mark.asyncio
async def test_asgi_app_serves_the_gallery_and_static_files() -> None:
    status, body = await asgi_get("/")
    assert status == 200
    assert b'id="gallery"' in body
    status, body = await asgi_get("/static/django_htmx/htmx-2.min.js")
    assert status == 200
    assert b"htmx" in body


def test_loadscenarios_reports_how_many_scenarios_the_library_has() -> None:
    out = StringIO()
    call_command("loadscenarios", stdout=out)
    assert f"Loaded {len(LIBRARY)} scenarios" in out.getvalue()


def test_loadscenarios_names_the_file_and_line_of_a_bad_scenario(tmp_path: Path) -> None:
    (tmp_path / "bad.yaml").write_text("format: rulesviz/1\nid: bad\ntitle: Bad\nplayers: [A]\n")
    with pytest.raises(CommandError, match=r"bad\.yaml"):
        call_command("loadscenarios", str(tmp_path), stdout=StringIO())


def test_a_broken_library_shows_which_file_is_wrong(tmp_path: Path) -> None:
    (tmp_path / "bad.yaml").write_text("format: rulesviz/1\nid: bad\ntitle: Bad\nplayers: [A]\n")
    with override_settings(RULESVIZ_SCENARIO_DIR=tmp_path):
        response = Client().get("/")
    assert response.status_code == 500
    assert "bad.yaml" in response.content.decode()

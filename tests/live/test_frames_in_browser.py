"""Chromium follows a session served by uvicorn with rulesviz's websocket protocol (#21): its
socket negotiates permessage-deflate, as every browser's does, and the hub's uncompressed
frames (rulesviz/live/server.py) arrive beside the compressed hello and are shown."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, WebSocket, expect

from .servers import asgi_servers, migrate
from .test_frames import start

pytestmark = pytest.mark.e2e


@pytest.fixture(scope="module")
def uvicorn_base(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    db = Path(tmp_path_factory.mktemp("frames-browser")) / "live.sqlite3"
    migrate(db)
    with asgi_servers(1, db, None, server="uvicorn", extra_env={"RULESVIZ_DEBUG": "0"}) as urls:
        yield urls[0]


def test_a_browser_follows_the_hubs_frames_on_a_deflating_socket(
    browser: Browser, uvicorn_base: str
) -> None:
    presenter, code = start(uvicorn_base)
    context = browser.new_context()
    try:
        page = context.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda error: errors.append(str(error)))
        sockets: list[WebSocket] = []
        steps: list[bytes] = []

        def opened(ws: WebSocket) -> None:
            if not sockets:  # the page's own (the one evaluated below comes later)
                ws.on(
                    "framereceived",
                    lambda payload: (
                        steps.append(payload)
                        if isinstance(payload, bytes) and payload.startswith(b'{"t":"step"')
                        else None
                    ),
                )
            sockets.append(ws)

        page.on("websocket", opened)
        page.goto(f"{uvicorn_base}/live/{code}/")
        expect(page.locator("#live-status")).to_have_attribute("data-state", "live")
        extensions = page.evaluate(
            """(path) => new Promise((resolve, reject) => {
                const ws = new WebSocket(location.origin.replace('http', 'ws') + path);
                ws.onopen = () => { resolve(ws.extensions); ws.close(); };
                ws.onerror = reject;
            })""",
            f"/ws/live/{code}/?lang=en",
        )
        assert "permessage-deflate" in extensions
        for step in (0, 1, 2):
            status, _ = presenter.post(f"/live/{code}/move/", {"step": str(step)})
            assert status == 200
            expect(page.locator("#player")).to_have_attribute("data-step", str(step))
        expect(page.locator("#live-status")).to_have_attribute("data-state", "live")
        # Every step came pushed on the page's first socket, which is still open (a frame the
        # browser refused would have closed it, and the page would have fetched the steps).
        assert len(steps) == 3 and not sockets[0].is_closed() and len(sockets) == 2
        assert page.locator("#live").get_attribute("data-live-missed") is None
        assert errors == []
    finally:
        context.close()

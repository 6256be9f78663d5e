"""Run against a real PostgreSQL database (DATABASE_URL): save a scenario through the editor,
play it, share a step, open the short link, export it, recheck; then read the rows back with
plain SQL, to be sure they are in PostgreSQL. Prints OK and exits 0, or fails loudly."""

from __future__ import annotations

import os

import django


def main() -> None:
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "rulesviz.settings")
    django.setup()
    from io import StringIO

    from django.core.management import call_command
    from django.db import connection
    from django.test import Client
    from django.test.utils import setup_test_environment

    from rulesviz.editor.models import Ruling, SavedScenario
    from rulesviz.editor.views import TEMPLATE
    from rulesviz.present import player_url

    assert connection.vendor == "postgresql", connection.vendor
    setup_test_environment()  # the test client's ALLOWED_HOSTS
    client = Client()
    text = TEMPLATE.replace("id: my-scenario", "id: on-postgres")
    response = client.post("/edit/save/", {"text": text, "action": "save"})
    assert response.status_code == 302, response.status_code
    row = SavedScenario.objects.get(scenario_id="on-postgres")
    assert client.get(player_url(row.player_id, step=2)).status_code == 200
    response = client.post(
        "/r/new/", {"to": player_url(row.player_id, step=2), "question": "Où ?", "answer": "Ici."}
    )
    assert response.status_code == 302, response.status_code
    ruling = Ruling.objects.get(scenario=row)
    page = client.get(f"/r/{ruling.short}/").content.decode()
    assert 'data-step="2"' in page and "Où ?" in page
    assert "Où ?" in client.get(f"/r/{ruling.short}/ruling.md").content.decode()
    assert client.get(f"/r/{ruling.short}/card.png")["Content-Type"] == "image/png"
    assert client.get(f"/download/{row.player_id}/").content.decode().startswith("format:")
    out = StringIO()
    call_command("recheck", "--fail", stdout=out)
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT s.sha256, r.step, r.question, r.answers IS NULL FROM editor_ruling r "
            "JOIN editor_savedscenario s ON s.id = r.scenario_id WHERE r.short = %s",
            [ruling.short],
        )
        assert cursor.fetchone() == (row.sha256, 2, "Où ?", True)
    print("OK", row.player_id, ruling.short, out.getvalue().strip().splitlines()[-1])


if __name__ == "__main__":
    main()

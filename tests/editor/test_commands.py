"""`manage.py loadscenarios PATH` imports a folder; `manage.py recheck` replays rulings."""

from __future__ import annotations

from io import StringIO
from pathlib import Path

import pytest
from django.core.management import CommandError, call_command

from rulesviz.editor import store
from rulesviz.editor.models import Ruling, SavedScenario
from tests.editor.helpers import VALID, with_error

pytestmark = pytest.mark.django_db

EXAMPLES = Path(__file__).resolve().parents[2] / "docs" / "examples"


def run(*args: str) -> str:
    out = StringIO()
    call_command(*args, stdout=out)
    return out.getvalue()


def test_loadscenarios_path_imports_a_folder_once() -> None:
    files = sorted(EXAMPLES.glob("*.yaml"))
    out = run("loadscenarios", str(EXAMPLES))
    assert f"Loaded {len(files)} scenarios" in out and f"stored {len(files)} new" in out
    rows = SavedScenario.objects.all()
    assert {r.origin for r in rows} == {SavedScenario.IMPORT}
    assert {r.sha256 for r in rows} == {
        store.sha256(store.normalize(f.read_text(encoding="utf-8"))) for f in files
    }
    assert "stored 0 new" in run("loadscenarios", str(EXAMPLES))
    assert SavedScenario.objects.count() == len(files)


def test_loadscenarios_imports_nothing_if_one_file_is_bad(tmp_path: Path) -> None:
    (tmp_path / "good.yaml").write_text(VALID)
    bad, line = with_error()
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "bad.yaml").write_text(bad)
    (tmp_path / "big.yaml").write_text("#" * (store.MAX_FILE_BYTES + 1))
    with pytest.raises(CommandError) as raised:
        run("loadscenarios", str(tmp_path))
    message = str(raised.value)
    assert f"bad.yaml:{line}:" in message and "big.yaml" in message and "128 KiB" in message
    assert not SavedScenario.objects.exists()


def test_loadscenarios_path_that_does_not_exist(tmp_path: Path) -> None:
    with pytest.raises(CommandError, match="no such file"):
        run("loadscenarios", str(tmp_path / "nope"))
    with pytest.raises(CommandError, match="no scenario files"):
        run("loadscenarios", str(tmp_path))


def test_loadscenarios_without_path_still_only_checks_the_library() -> None:
    assert "Loaded" in run("loadscenarios")
    assert not SavedScenario.objects.exists()


def test_recheck_lists_only_the_rulings_whose_outcome_changed() -> None:
    row, _ = store.save(VALID)
    same, _ = store.share(row.player_id, None, None, 3)
    changed, _ = store.share(row.player_id, None, None, 4, "Q")
    Ruling.objects.filter(pk=changed.pk).update(outcome={**changed.outcome, "final": "x"})
    out = run("recheck")
    assert f"CHANGED /r/{changed.short}/" in out and "the board at the end" in out
    assert same.short not in out
    assert "Rechecked 2 rulings" in out and "1 changed" in out
    with pytest.raises(CommandError, match="1 changed"):
        run("recheck", "--fail")


def test_recheck_lists_saved_scenarios_that_no_longer_load() -> None:
    row, _ = store.save(VALID)
    SavedScenario.objects.filter(pk=row.pk).update(text="format: rulesviz/1\n")
    out = run("recheck")
    assert f"BROKEN  {row.player_id}" in out
    assert "1 saved scenarios do not load" in out

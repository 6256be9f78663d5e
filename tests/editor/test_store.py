"""Saved scenarios and rulings: content addressing, forks, snapshots, recheck."""

from __future__ import annotations

import pytest

import engine
from rulesviz import library
from rulesviz.editor import store
from rulesviz.editor.models import Ruling, SavedScenario
from tests.editor.helpers import VALID, renamed, with_error

pytestmark = pytest.mark.django_db

LIBRARY_ID = "s002-04-watchful-sentry"


def test_normalize_ignores_line_endings_trailing_spaces_and_final_blank_lines() -> None:
    text = "a: 1  \r\nb: 2\t\r\n\r\n\r\n"
    assert store.normalize(text) == "a: 1\nb: 2\n"
    assert store.normalize("\ufeffa: 1") == "a: 1\n"
    assert store.normalize(store.normalize(VALID)) == store.normalize(VALID)


def test_the_same_scenario_saved_twice_is_one_row_with_one_id() -> None:
    first, created = store.save(VALID)
    again, created_again = store.save(VALID.replace("\n", "  \r\n") + "\n\n")
    assert created and not created_again
    assert again.pk == first.pk
    assert first.sha256 == store.sha256(store.normalize(VALID))
    assert first.short == store.public_digest(first.sha256)[:12]
    assert first.player_id == "x_" + first.short
    assert SavedScenario.objects.count() == 1


def test_an_edit_is_a_new_scenario_that_remembers_its_fork() -> None:
    original, _ = store.save(VALID)
    fork, created = store.save(renamed("my-fork"), forked_from=original.player_id)
    assert created and fork.pk != original.pk
    assert fork.forked_from == original.player_id
    assert original.text == store.normalize(VALID)  # the original is untouched


def test_an_invalid_scenario_is_refused_with_its_line_and_nothing_is_stored() -> None:
    text, line = with_error()
    with pytest.raises(engine.ScenarioError) as raised:
        store.save(text)
    assert raised.value.line == line
    assert "bf9" in raised.value.message
    assert SavedScenario.objects.count() == 0


def test_a_short_id_taken_by_another_text_grows_longer() -> None:
    text = store.normalize(VALID)
    public = store.public_digest(store.sha256(text))
    SavedScenario.objects.create(
        sha256="f" * 64, short=public[:12], text="x", scenario_id="other", title="other"
    )
    row, _ = store.save(VALID)
    assert row.short == public[:16]
    assert store.saved(row.player_id) == row


def test_the_player_resolves_a_saved_id_and_runs_it_under_that_id() -> None:
    row, _ = store.save(VALID)
    scenario = library.get_scenario(row.player_id)
    assert scenario is not None and scenario.id == row.player_id
    timeline = library.replay(scenario, None, None)
    assert timeline.steps[0].kind == "start"
    assert library.get_scenario("x_000000000000") is None
    assert library.get_scenario(LIBRARY_ID) is not None


def test_a_library_scenario_is_copied_in_when_shared() -> None:
    ruling, created = store.share(LIBRARY_ID, None, None, 1, "What dies?", "The Sentry.")
    assert created
    copy = ruling.scenario
    assert copy.origin == SavedScenario.SNAPSHOT
    assert copy.forked_from == LIBRARY_ID
    assert ruling.library_id == LIBRARY_ID
    source = store.source(LIBRARY_ID)
    assert source is not None and copy.text == store.normalize(source.text)


def test_sharing_the_same_step_twice_gives_the_same_link() -> None:
    row, _ = store.save(VALID)
    a, created = store.share(row.player_id, None, None, 3, "Q", "A")
    b, created_again = store.share(row.player_id, None, None, 3, "Q", "A")
    c, _ = store.share(row.player_id, None, None, 4, "Q", "A")
    assert created and not created_again
    assert a.pk == b.pk and c.pk != a.pk
    assert len(a.short) == 10


def test_a_ruling_records_the_rules_edition_and_the_engine_version() -> None:
    row, _ = store.save(VALID)
    ruling, _ = store.share(row.player_id, None, None, 2)
    assert ruling.rules_edition == engine.RULES_EDITION
    assert ruling.engine_version == engine.ENGINE_VERSION
    assert set(ruling.outcome) >= {"state", "rules", "final", "steps"}


@pytest.mark.parametrize(
    ("variant", "answers", "step"),
    [("nope", None, 1), (None, ["pick:nobody"], 1), (None, None, 999)],
)
def test_a_step_that_does_not_replay_cannot_be_shared(
    variant: str | None, answers: list[str] | None, step: int
) -> None:
    row, _ = store.save(VALID)
    with pytest.raises(store.BadRuling):
        store.share(row.player_id, variant, answers, step)
    assert not Ruling.objects.exists()


def test_recheck_finds_nothing_when_the_engine_gives_the_same_outcome() -> None:
    row, _ = store.save(VALID)
    ruling, _ = store.share(row.player_id, None, None, 5)
    assert store.recheck(ruling) == []


def test_recheck_names_what_changed() -> None:
    row, _ = store.save(VALID)
    ruling, _ = store.share(row.player_id, None, None, 5)
    ruling.outcome = {**ruling.outcome, "state": "0" * 16, "rules": ["999.9"]}
    ruling.save()
    assert store.recheck(ruling) == ["the rules the step cites", "the board at the step"]
    ruling.step = 10_000
    assert store.recheck(ruling) == ["the step no longer exists"]

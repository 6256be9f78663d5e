"""The seed scenarios strengthened by issue #15: each expectation is shown to fail on a run with
the bug it names, either by a scenario text rewritten to behave as that bug would (the engine
itself unchanged) or by the same timeline with the bug's difference put into it."""

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

import engine
from engine.record.expect import check

from .conftest import LIBRARY

Write = Callable[..., Path]


def path(stem: str) -> Path:
    (found,) = LIBRARY.glob(f"{stem}*.yaml")
    return found


def problems(sc: engine.Scenario, variant: str | None = None, **kw: object) -> list[str]:
    return check(engine.run(sc, variant, **kw), sc.path_for(variant)[2])  # type: ignore[arg-type]


def rewritten(write: Write, stem: str, old: str, new: str) -> engine.Scenario:
    text = path(stem).read_text(encoding="utf-8")
    assert old in text, old
    return engine.load_scenario(write(text.replace(old, new), header=False))


def test_every_strengthened_seed_passes_as_written() -> None:
    for stem in (
        "s000-04",
        "s001-03",
        "s002-04",
        "s002-08",
        "s002-09-corrective",
        "s002-11",
        "s002-12",
        "s003-02",
        "s003-03",
        "s004-10",
    ):
        sc = engine.load_scenario(path(stem))
        for variant in [None, *(v.id for v in sc.variants)]:
            assert problems(sc, variant) == [], (stem, variant)


def test_s000_04_the_battlefield_chooser_is_asserted() -> None:
    """An engine where a battlefield is never the subject of an event asks no third question."""
    sc = engine.load_scenario(path("s000-04"))
    tl = engine.run(sc)
    asked = [i for i, s in enumerate(tl.steps) if s.decision is not None]
    tl.steps = [replace(s, decision=None) if i == asked[-1] else s for i, s in enumerate(tl.steps)]
    assert any(p.startswith("expected decided") for p in check(tl, sc.expect))


def test_s001_03_prevention_to_a_smaller_amount(write: Write) -> None:
    broken = rewritten(write, "s001-03", "prevent: 1}", "prevent: all}")
    found = problems(broken, "prevent-part-of-it")
    assert "expected to happen: {'damage': 'unit', 'amount': 2}" in found


def test_s001_03_nothing_triggers_on_prevented_damage() -> None:
    sc = engine.load_scenario(path("s001-03"))
    tl = engine.run(sc)
    tl.log = [*tl.log, {"kind": "trigger", "subject": "Abstract omen", "of": "unit"}]
    assert "expected not to happen: {'trigger': 'Abstract omen'}" in check(tl, sc.expect)


def test_s002_04_the_draw_comes_after_the_death() -> None:
    sc = engine.load_scenario(path("s002-04"))
    tl = engine.run(sc)
    die = next(e for e in tl.log if e["kind"] == "die")
    tl.log = [die, *[e for e in tl.log if e is not die]][::-1]  # the draw before the death
    assert any(p.startswith("expected in order") for p in check(tl, sc.expect))


def test_s002_08_b_is_asked() -> None:
    sc = engine.load_scenario(path("s002-08"))
    tl = engine.run(sc)
    tl.steps = [
        replace(s, decision=replace(s.decision, matters=False)) if s.decision else s
        for s in tl.steps
    ]
    assert any(p.startswith("expected decided") for p in check(tl, sc.expect))


def test_s002_09_the_order_of_the_cleanup_steps() -> None:
    sc = engine.load_scenario(path("s002-09-corrective"))
    tl = engine.run(sc)
    tl.log = list(reversed(tl.log))
    assert any(p.startswith("expected in order") for p in check(tl, sc.expect))


def test_s002_11_the_combat_cleanup_heals_after_the_deaths() -> None:
    """Healing before the lethal-damage check would leave the picket alive: no death in the log."""
    sc = engine.load_scenario(path("s002-11"))
    tl = engine.run(sc, "combat-cleanup")
    kinds = [(s.kind, s.rules) for s in tl.steps]
    lethal = kinds.index(("cleanup", ("323.3", "323.4")))
    heal = kinds.index(("cleanup", ("466.1",)))
    recall = kinds.index(("recall", ("466.1",)))
    assert lethal < heal < recall
    tl.log = [e for e in tl.log if e != {"kind": "die", "subject": "picket"}]
    found = check(tl, sc.path_for("combat-cleanup")[2])
    assert "expected in order: {'die': 'picket'} after the previous ones" in found


def test_s002_12_the_activation_is_attempted_and_refused(write: Write) -> None:
    """An engine that let the dying unit heal would record no refusal."""
    broken = rewritten(write, "s002-12", "      - {activate: medic, ability: 1, by: B}\n", "")
    assert any(
        p.startswith("expected a play refused by rule 381")
        for p in problems(broken, "the-heal-attempted-too-late")
    )


def test_s003_02_each_trigger_returns_its_own_card_in_its_own_turn() -> None:
    """Were the first to resolve to return every banished card, x would come back first."""
    sc = engine.load_scenario(path("s003-02"))
    found = check(engine.run(sc, answers=["order:c4>c3"]), sc.expect)
    assert any(p.startswith("expected in order") for p in found)


def test_s003_03_a_later_instruction_reads_the_event_that_really_happened(write: Write) -> None:
    """An engine that took the replaced kill as done would draw: as a draw that never checks."""
    broken = rewritten(write, "s003-03", "if_you_do: [{draw: 1}]", "then: [{draw: 1}]")
    assert "expected not to happen: {'draw': 'A'}" in problems(
        broken, "a-later-instruction-reads-it"
    )


def test_s004_10_no_card_in_hand_and_no_counting_as_0(write: Write) -> None:
    for bug in ("{draw: 0}", "{draw: 4}"):  # the missing Might as 0; the card in hand's Might
        broken = rewritten(write, "s004-10", "{draw: its_might}]}", bug + "]}")
        assert "expected not to happen: {'draw': 'A'}" in problems(
            broken, "returned-first-no-if-you-do"
        ), bug

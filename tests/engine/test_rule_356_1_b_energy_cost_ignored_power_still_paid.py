"""Rules 356 and 358: a card an effect plays "without paying its Energy cost (its Power cost is
still paid)" (`replay` with `cost: power`: Soulgorger, The Harrowing, Fizz, Trickster) pays only
its Power as it finalizes; a player who cannot pay it cannot play it, and the card stays in the
trash. A spell played this way chooses its targets as it finalizes (355), and with none to choose
it cannot be played (358.5)."""

from __future__ import annotations

import engine

HEAD = "format: rulesviz/1\nid: t\ntitle: t\n"


def _run(body: str, answers: list[str] | None = None) -> engine.Timeline:
    return engine.run(engine.load_text(HEAD + body, "t.yaml"), None, answers)


def _raise(runes: str) -> engine.Timeline:
    return _run(
        f"players: [{{id: A, deck: 3, runes: [{runes}]}}, B]\n"
        "objects:\n"
        "  - {id: rite, owner: A, zone: hand, card: {name: Rite, type: spell, energy: 0, "
        "power: 0, targets: {raised: unit in your trash}, "
        "effect: [{replay: $raised, cost: power}]}}\n"
        "  - {id: u, card: {name: U, type: unit, might: 4, domains: [Fury], energy: 5, "
        "power: 1}, owner: A, zone: trash}\n"
        "script:\n  - {play: rite, by: A, targets: {raised: u}}\n  - {pass: until_empty}\n"
    )


def test_356_only_the_power_cost_is_paid() -> None:
    timeline = _raise("Fury")
    assert timeline.error is None, timeline.error
    assert timeline.final_state["objects"]["u"]["zone"] == "base"
    paid = [s.text["en"] for s in timeline.steps if s.kind == "pay" and "for U" in s.text["en"]]
    assert paid == ["A pays 1 Fury Power for U: recycles 1 Fury rune(s) for Power."], paid


def test_358_a_power_cost_that_cannot_be_paid_leaves_the_card_in_the_trash() -> None:
    timeline = _raise("Calm")
    assert timeline.error is None, timeline.error
    assert timeline.final_state["objects"]["u"]["zone"] == "trash"
    assert any(s.kind == "skip" and "358" in s.rules for s in timeline.steps)


def _zap(foe: bool) -> engine.Timeline:
    return _run(
        "players: [{id: A, deck: 3}, B]\n"
        "objects:\n"
        '  - {id: fizz, card: "Fizz, Trickster", owner: A, zone: hand}\n'
        "  - {id: zap, card: {name: Zap, type: spell, energy: 1, power: 0, "
        "targets: {target: enemy unit}, effect: [{kill: $target}]}, owner: A, zone: trash}\n"
        + (
            "  - {id: foe, card: {name: Foe, type: unit, might: 2}, owner: B, zone: base}\n"
            if foe
            else ""
        )
        + "script:\n  - {play: fizz, by: A}\n  - {pass: until_empty}\n",
        ["accept:yes"],
    )


def test_355_a_spell_played_from_the_trash_chooses_its_target_as_it_finalizes() -> None:
    timeline = _zap(foe=True)
    assert timeline.error is None, timeline.error
    objects = timeline.final_state["objects"]
    assert objects["foe"]["zone"] == "trash"
    assert objects["zap"]["zone"] == "deck"  # Fizz: then recycle it


def test_358_5_with_no_legal_target_the_spell_goes_back_to_the_trash() -> None:
    timeline = _zap(foe=False)
    assert timeline.error is None, timeline.error
    assert timeline.final_state["objects"]["zap"]["zone"] == "trash"
    assert any(s.kind == "undone" and "358.5" in s.rules for s in timeline.steps)

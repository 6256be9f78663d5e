"""Rule 355.9.a: a target's description says where it is chosen from; "a unit from your trash"
is a unit card in its chooser's own trash when it is chosen (engine/vocabulary/targets.py, kinds
with `in_trash`). Also the count those cards read, which never includes the card being played
(354, 419.1: it is already on its way to the chain)."""

from __future__ import annotations

import engine

HEAD = "format: rulesviz/1\nid: t\ntitle: t\n"


def _run(body: str, answers: list[str] | None = None) -> engine.Timeline:
    return engine.run(engine.load_text(HEAD + body, "t.yaml"), None, answers)


def _raise(raised: str, zone: str = "trash", owner: str = "A") -> engine.Timeline:
    return _run(
        "players: [{id: A, deck: 3}, B]\n"
        "objects:\n"
        "  - {id: pawn, card: {name: Pawn, type: unit, might: 2, energy: 2, power: 0}, "
        "owner: A, zone: base}\n"
        "  - {id: old, card: {name: Old, type: unit, might: 1, energy: 2, power: 0}, "
        f"owner: {owner}, zone: {zone}}}\n"
        "  - {id: big, card: {name: Big, type: unit, might: 5, energy: 3, power: 0}, "
        "owner: A, zone: trash}\n"
        "  - {id: res, card: Heedless Resurrection, owner: A, zone: hand}\n"
        "script:\n"
        f"  - {{play: res, by: A, targets: {{victim: pawn, raised: {raised}}}}}\n"
        "  - {pass: until_empty}\n"
    )


def test_355_9_a_a_unit_in_your_trash_is_chosen_from_there_and_played_again() -> None:
    timeline = _raise("old")
    assert timeline.error is None
    objects = timeline.final_state["objects"]
    assert objects["old"]["zone"] == "base"
    assert objects["pawn"]["zone"] == "trash"


def test_355_9_a_a_unit_on_the_board_is_not_a_unit_in_your_trash() -> None:
    timeline = _raise("pawn")
    assert timeline.error is not None and "(rule 355)" in timeline.error["en"]
    assert timeline.final_state["objects"]["pawn"]["zone"] == "base"


def test_355_9_a_another_players_trash_is_not_yours() -> None:
    timeline = _raise("old", owner="B")
    assert timeline.error is not None and "(rule 355)" in timeline.error["en"]


def test_355_9_a_a_unit_costing_more_than_the_killed_unit_is_not_a_legal_choice() -> None:
    timeline = _raise("big")
    assert timeline.error is not None and "(rule 355)" in timeline.error["en"]


def test_355_5_b_a_deathknell_target_in_the_trash_is_offered_as_it_finalizes() -> None:
    # Glasc Mixologist: only units costing at most 3 Energy and 1 Power are offered
    body = (
        "players: [B, A]\n"
        "battlefields: [{id: bf1, controller: A}]\n"
        "objects:\n"
        "  - {id: glasc, card: Glasc Mixologist, owner: A, zone: bf1}\n"
        "  - {id: cheap, card: {name: Cheap, type: unit, might: 1, energy: 3, power: 1}, "
        "owner: A, zone: trash}\n"
        "  - {id: pricey, card: {name: Pricey, type: unit, might: 4, energy: 4, power: 0}, "
        "owner: A, zone: trash}\n"
        "  - {id: cheap2, card: {name: Cheap two, type: unit, might: 1, energy: 1, power: 0}, "
        "owner: A, zone: trash}\n"
        "  - {id: k, owner: B, zone: hand, card: {name: K, type: spell, targets: {target: unit}, "
        "effect: [{kill: $target}]}}\n"
        "script:\n  - {play: k, by: B, targets: {target: glasc}}\n  - {pass: until_empty}\n"
    )
    timeline = _run(body, ["accept:yes"])
    assert timeline.decision is not None
    offered = {o.key for o in timeline.decision.options}
    assert offered == {"pick:cheap", "pick:cheap2"}


def _curse(copies_in_trash: int, from_trash: bool) -> int:
    objects = "".join(
        f"  - {{id: c{i}, card: Consuming Curse, owner: A, zone: trash}}\n"
        for i in range(copies_in_trash)
    )
    played = "c0" if from_trash else "h"
    body = (
        "players: [{id: A, deck: 3}, B]\n"
        "battlefields: [{id: bf1, controller: B}]\n"
        "objects:\n"
        "  - {id: foe, card: {name: Foe, type: unit, might: 9}, owner: B, zone: bf1}\n"
        "  - {id: h, card: Consuming Curse, owner: A, zone: hand}\n"
        "  - {id: g, owner: A, zone: hand, card: {name: G, type: gear, abilities: "
        "[{triggered: {when: you_play_me, effect: [{allow_playing: cards, from: trash, "
        "duration: permanent}]}}]}}\n" + objects + "script:\n"
        "  - {play: g, by: A}\n  - {pass: until_empty}\n"
        f"  - {{play: {played}, by: A, targets: {{target: foe}}}}\n  - {{pass: until_empty}}\n"
    )
    timeline = _run(body)
    assert timeline.error is None, timeline.error
    return int(timeline.final_state["objects"]["foe"]["damage"])


def test_419_1_bonus_damage_counts_the_other_copies_in_the_trash_never_the_card_itself() -> None:
    assert _curse(0, from_trash=False) == 2
    assert _curse(2, from_trash=False) == 4
    assert _curse(1, from_trash=True) == 2
    assert _curse(3, from_trash=True) == 4


def _fizz(order: list[str]) -> engine.Timeline:
    body = (
        "players: [{id: A, deck: 3}, B]\n"
        "objects:\n"
        "  - {id: er, owner: A, zone: base, card: {name: ER, type: gear, abilities: "
        "[{replacement: {would: leave_chain, subject: your_card, condition: {to: trash}, "
        "instead: [{banish: it}]}}]}}\n"
        "  - {id: fz, owner: A, zone: hand, card: {name: FZ, type: unit, might: 3, "
        "targets: {s: spell in your trash costing at most 3 Energy}, abilities: "
        "[{triggered: {when: you_play_me, effect: [{replay: $s}, {then_recycle: $s}]}}]}}\n"
        "  - {id: sp, card: {name: SP, type: spell, energy: 3, effect: [{draw: 1}]}, "
        "owner: A, zone: trash}\n"
        "  - {id: big, card: {name: BIG, type: spell, energy: 4, effect: [{draw: 1}]}, "
        "owner: A, zone: trash}\n"
        "script:\n  - {play: fz, by: A}\n  - {pass: until_empty}\n"
    )
    answers = ["order:" + ">".join(order)]
    return _run(body, answers)


def test_390_3_a_then_recycle_it_whichever_replacement_applies_first() -> None:
    for order in (["FZ", "ER"], ["ER", "FZ"]):
        timeline = _fizz(order)
        assert timeline.error is None, timeline.error
        objects = timeline.final_state["objects"]
        assert objects["sp"]["zone"] == "deck", order  # 370.2: banishing still leaves the chain
        assert objects["big"]["zone"] == "trash"  # 4 Energy: never a legal choice


def test_355_9_a_kaisa_offers_only_spells_costing_less_energy_than_your_points() -> None:
    body = (
        "players: [{id: A, deck: 3, score: 2}, B]\n"
        "battlefields: [{id: bf1}]\n"
        "objects:\n"
        '  - {id: kai, card: "Kai\'Sa, Evolutionary", owner: A, zone: base}\n'
        "  - {id: two, card: {name: Two, type: spell, energy: 2, effect: [{draw: 1}]}, "
        "owner: A, zone: trash}\n"
        "  - {id: one, card: {name: One, type: spell, energy: 1, effect: [{draw: 1}]}, "
        "owner: A, zone: trash}\n"
        "  - {id: three, card: {name: Three, type: spell, energy: 3, effect: [{draw: 1}]}, "
        "owner: A, zone: trash}\n"
        "script:\n  - {move: [kai], to: bf1, by: A}\n  - {pass: until_showdown_ends}\n"
        "  - {pass: until_empty}\n"
    )
    timeline = _run(body, ["accept:yes"])
    assert timeline.decision is not None
    # conquering made it 3 points: spells of Energy 1 and 2 only
    assert {o.key for o in timeline.decision.options} == {"pick:one", "pick:two"}

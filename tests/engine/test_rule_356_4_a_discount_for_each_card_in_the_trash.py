"""Rule 356.4: a discount may be "N less for each card named like me in your trash" (a
discount's `per:`, engine/vocabulary/counts.py). The card played from the trash is already on
its way to the chain (354, 419.1), so it never lowers its own cost; nor does it see itself for
"I come into play ready if your trash holds a card with my name" (359.2)."""

from __future__ import annotations

import engine

HEAD = "format: rulesviz/1\nid: t\ntitle: t\n"
PERMISSION = (
    "  - {id: g, owner: A, zone: hand, card: {name: G, type: gear, energy: 0, power: 0, "
    "abilities: [{triggered: {when: you_play_me, effect: [{allow_playing: cards, from: trash, "
    "duration: permanent}]}}]}}\n"
)


def _run(body: str) -> engine.Timeline:
    return engine.run(engine.load_text(HEAD + body, "t.yaml"), None, None)


def _lurker(runes: int, others: int, zone: str = "trash") -> engine.Timeline:
    copies = "".join(
        f"  - {{id: o{i}, card: Shadowblade Lurker, owner: A, zone: trash}}\n"
        for i in range(others)
    )
    return _run(
        f"players: [{{id: A, deck: 3, runes: [{', '.join(['Chaos'] * runes)}]}}, B]\n"
        "objects:\n"
        + PERMISSION
        + copies
        + f"  - {{id: lurker, card: Shadowblade Lurker, owner: A, zone: {zone}}}\n"
        "script:\n  - {play: g, by: A}\n  - {pass: until_empty}\n  - {play: lurker, by: A}\n"
    )


def test_356_4_two_less_for_each_other_copy_in_the_trash() -> None:
    assert _lurker(runes=3, others=1).error is None  # 5 - 2
    assert _lurker(runes=1, others=2).error is None  # 5 - 4
    assert _lurker(runes=1, others=3).error is None  # never below 0 (356.6)


def test_356_4_the_card_played_from_the_trash_does_not_count_itself() -> None:
    refused = _lurker(runes=2, others=1)  # costs 3, not 1
    assert refused.error is not None and "(rule 358)" in refused.error["en"]
    alone = _lurker(runes=4, others=0)  # costs 5
    assert alone.error is not None and "(rule 358)" in alone.error["en"]


def test_356_4_played_from_the_hand_every_copy_in_the_trash_counts() -> None:
    assert _lurker(runes=1, others=2, zone="hand").error is None


def test_359_2_shadow_assassin_enters_ready_only_if_another_copy_is_in_the_trash() -> None:
    timeline = _run(
        "players: [{id: A, deck: 3}, B]\n"
        "objects:\n" + PERMISSION + "  - {id: a1, card: Shadow Assassin, owner: A, zone: trash}\n"
        "  - {id: a2, card: Shadow Assassin, owner: A, zone: trash}\n"
        "  - {id: a3, card: Shadow Assassin, owner: A, zone: hand}\n"
        "script:\n  - {play: g, by: A}\n  - {pass: until_empty}\n"
        "  - {play: a1, by: A}\n  - {play: a2, by: A}\n  - {play: a3, by: A}\n"
    )
    assert timeline.error is None, timeline.error
    objects = timeline.final_state["objects"]
    assert objects["a1"]["exhausted"] is False  # a2 still in the trash
    assert objects["a2"]["exhausted"] is True  # only itself was left there
    assert objects["a3"]["exhausted"] is True  # the trash is empty now


def _played(card: str, zone: str, runes: int, trash: int = 0) -> engine.Timeline:
    junk = "".join(
        f"  - {{id: j{i}, card: {{name: Junk {i}, type: spell}}, owner: A, zone: trash}}\n"
        for i in range(trash)
    )
    return _run(
        f"players: [{{id: A, deck: 3, runes: [{', '.join(['Chaos'] * runes)}]}}, B]\n"
        "objects:\n" + PERMISSION + junk + f"  - {{id: c, card: {card}, owner: A, zone: {zone}}}\n"
        "script:\n  - {play: g, by: A}\n  - {pass: until_empty}\n  - {play: c, by: A}\n"
    )


def test_356_4_void_drone_costs_2_less_only_when_played_from_anywhere_but_the_hand() -> None:
    assert _played("Void Drone", "trash", runes=1).error is None  # 3 - 2
    refused = _played("Void Drone", "hand", runes=1).error  # 3
    assert refused is not None and "(rule 358)" in refused["en"]


def test_356_4_rhasa_costs_1_less_for_each_other_card_in_the_trash() -> None:
    assert _played("Rhasa the Sunderer", "hand", runes=6, trash=4).error is None  # 10 - 4
    refused = _played("Rhasa the Sunderer", "trash", runes=6, trash=3).error  # 10 - 3
    assert refused is not None and "(rule 358)" in refused["en"]


def _loyalty(tags: str) -> engine.Timeline:
    return _run(
        "players: [{id: A, deck: 3, runes: [Order]}, B]\n"
        "objects:\n"
        f"  - {{id: pet, card: {{name: Pet, type: unit, might: 2, energy: 2, power: 0, "
        f"tags: [{tags}]}}, owner: A, zone: trash}}\n"
        "  - {id: l, card: Undying Loyalty, owner: A, zone: hand}\n"
        "script:\n  - {play: l, by: A, targets: {raised: pet}}\n  - {pass: until_empty}\n"
    )


def test_356_4_undying_loyalty_costs_2_less_when_it_picks_a_poro() -> None:
    timeline = _loyalty("Poro")
    assert timeline.error is None, timeline.error  # 2 + 1 - 2: one Order rune pays it
    assert timeline.final_state["objects"]["pet"]["zone"] == "base"
    refused = _loyalty("Yordle").error  # 2 Energy + 1 Power: one rune is not enough
    assert refused is not None and "(rule 358)" in refused["en"]

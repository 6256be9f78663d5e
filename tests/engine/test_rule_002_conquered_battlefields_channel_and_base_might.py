"""Rule 002 (a card's text beats the rules) for: "play me only to a battlefield you conquered this
turn" (Perched Grimwyrm, beside 355); "while I'm at a battlefield, players channel only 1 rune at
the start of their Channel Phase" (Sandstone Chimera, beside 315.2's 2); a Brush's "Bird, Cat,
Dog, Poro and Ivern units here have +1 Might" (710); and "its base Might becomes 5 this turn"
(Dragon Form, 143: the modifiers still apply on top, and it ends with the turn, 317.2)."""

from collections.abc import Callable

import engine


def test_002_perched_grimwyrm_goes_only_where_its_player_conquered_this_turn(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    body = """
players: [A, B]
battlefields:
  - {id: bf1}
  - {id: bf2, controller: A}
objects:
  - {id: w, card: "Perched Grimwyrm", owner: A, zone: hand}
  - {id: r, card: {name: Raider, type: unit, might: 2}, owner: A, zone: base}
  - {id: h, card: {name: Holder, type: unit, might: 2}, owner: A, zone: bf2}
script:
"""
    assert engine.run(scenario(body + "  - {play: w, by: A}\n")).refused_rule == "002"
    # bf2 is A's, but was not conquered this turn
    assert engine.run(scenario(body + "  - {play: w, by: A, at: bf2}\n")).refused_rule == "002"
    conquer = "  - {move: [r], to: bf1, by: A}\n  - {pass: until_showdown_ends}\n"
    tl = engine.run(scenario(body + conquer + "  - {play: w, by: A, at: bf1}\n"))
    assert tl.error is None, tl.error
    assert tl.final_state["objects"]["w"]["location"] == "bf1"


def _channel(scenario: Callable[[str], engine.Scenario], zone: str) -> int:
    body = f"""
players:
  - {{id: A, runes: [Calm], rune_deck: [Calm, Calm, Calm]}}
  - {{id: B, runes: [Calm], rune_deck: [Calm, Calm, Calm]}}
battlefields:
  - {{id: bf1, controller: A}}
objects:
  - {{id: c, card: "Sandstone Chimera", owner: A, zone: {zone}}}
  - {{id: h, card: {{name: Holder, type: unit, might: 1}}, owner: A, zone: bf1}}
script:
  - {{end_turn: full}}
"""
    tl = engine.run(scenario(body))
    assert tl.error is None, tl.error
    return len(next(p for p in tl.final_state["players"] if p["id"] == "B")["runes"])


def test_002_sandstone_chimera_at_a_battlefield_lets_players_channel_only_1_rune(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    assert _channel(scenario, "base") == 3  # 1 + the usual 2 (315.2)
    assert _channel(scenario, "bf1") == 2  # 1 + only 1


def test_710_brush_gives_bird_cat_dog_poro_and_ivern_units_here_1_might(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    body = """
players: [A, B]
battlefields:
  - {id: bf1, controller: A, card: "Brush"}
objects:
  - {id: cat, card: {name: Cat, type: unit, might: 2, tags: [Cat]}, owner: A, zone: bf1}
  - {id: iv, card: {name: Ivern, type: unit, might: 2, tags: [Ivern]}, owner: A, zone: bf1}
  - {id: man, card: {name: Man, type: unit, might: 2, tags: [Demacia]}, owner: A, zone: bf1}
  - {id: far, card: {name: Far cat, type: unit, might: 2, tags: [Cat]}, owner: A, zone: base}
script:
  - {end_turn: true}
"""
    tl = engine.run(scenario(body))
    assert tl.error is None, tl.error
    objects = tl.final_state["objects"]
    assert [objects[p]["might"] for p in ("cat", "iv", "man", "far")] == [3, 3, 2, 2]


def test_143_dragon_form_sets_the_base_might_for_this_turn(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    body = """
players: [A, B]
battlefields:
  - {id: bf1}
objects:
  - {id: df, card: "Dragon Form", owner: A, zone: hand}
  - {id: u, card: {name: Small, type: unit, might: 2}, owner: A, zone: base}
  - {id: ff, card: "Feral Strength", owner: A, zone: hand}
script:
  - {play: ff, by: A, targets: {target: u}}
  - {pass: until_empty}
  - {play: df, by: A, targets: {target: u}}
  - {pass: until_empty}
"""
    tl = engine.run(scenario(body))
    assert tl.error is None, tl.error
    assert tl.final_state["objects"]["u"]["might"] == 7  # base 5, and +2 this turn
    tl = engine.run(scenario(body + "  - {end_turn: true}\n"))
    assert tl.error is None, tl.error
    assert tl.final_state["objects"]["u"]["might"] == 2

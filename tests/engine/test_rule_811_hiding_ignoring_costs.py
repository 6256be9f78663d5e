"""Rule 811 (Hidden): Guerilla Warfare returns up to two cards with [Hidden] from its player's
trash to their hand (no other card), and for the rest of the turn they hide cards without paying
the 1 Power (so with an empty pool the hide is not refused under 358)."""

import engine
from tests.engine.instructions_helpers import unmet

BODY = """\
    players:
      - {id: A, pool: {energy: 2, power: {Mind: 1}}}
      - B
    battlefields: [{id: bf1, controller: A}]
    objects:
      - {id: gw, card: Guerilla Warfare, owner: A, zone: hand}
      - {id: u, card: {name: "U", type: unit, might: 2}, owner: A, zone: bf1}
      - {id: h1, card: {name: "Sneaky", type: spell, keywords: [Hidden]}, owner: A, zone: trash}
      - {id: h2, owner: A, zone: trash,
         card: {name: "Sneaky unit", type: unit, might: 1, keywords: [Hidden]}}
      - {id: plain, card: {name: "Plain", type: spell}, owner: A, zone: trash}
    script:
      - {play: gw, by: A}
      - {pass: until_empty}
      - {hide: h1, by: A, at: bf1}
    choices:
      - {pick: [h1]}
      - {pick: [h2]}
    expect:
      objects: {h1: {zone: "facedown:bf1"}, h2: {zone: hand}, plain: {zone: trash}}
"""


def test_811_guerilla_warfare_returns_hidden_cards_and_hiding_is_free(scenario) -> None:  # type: ignore[no-untyped-def]
    assert unmet(scenario(BODY)) == []


def test_811_without_guerilla_warfare_hiding_with_no_power_is_refused(scenario) -> None:  # type: ignore[no-untyped-def]
    tl = engine.run(
        scenario("""\
        players:
          - {id: A, pool: {energy: 2}}
          - B
        battlefields: [{id: bf1, controller: A}]
        objects:
          - {id: u, card: {name: "U", type: unit, might: 2}, owner: A, zone: bf1}
          - {id: h1, card: {name: "Sneaky", type: spell, keywords: [Hidden]}, owner: A, zone: hand}
        script:
          - {hide: h1, by: A, at: bf1}
        """)
    )
    assert tl.refused_rule == "358"

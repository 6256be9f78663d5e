"""Rule 161 (channel): "that player channels" names who channels (Retreat: the returned unit's
owner, who need not be the spell's controller)."""

import engine
from tests.engine.instructions_helpers import unmet


def test_161_retreat_its_owner_channels_a_rune_exhausted(scenario) -> None:  # type: ignore[no-untyped-def]
    s = scenario("""\
        players:
          - {id: A, rune_deck: [Mind], pool: {energy: 1}}
          - {id: B, rune_deck: [Fury]}
        objects:
          - {id: r, card: Retreat, owner: A, zone: hand}
          - {id: u, card: {name: "Borrowed", type: unit, might: 2}, owner: B, controller: A,
             zone: base}
        script:
          - {play: r, by: A, targets: [u]}
          - {pass: until_empty}
        expect:
          objects: {u: {zone: hand, owner: B}}
          players: {B: {hand: 1}}
        """)
    assert unmet(s) == []
    state = engine.run(s).final_state
    runes = {p["id"]: p.get("runes") for p in state["players"]}
    assert runes["B"] == [{"domain": "Fury", "exhausted": True}] and runes["A"] == []

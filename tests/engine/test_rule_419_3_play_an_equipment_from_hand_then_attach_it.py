"""Rules 419.3, 356.1.b and 387-388: Rell, Magnetic ("when I attack, you may play an Equipment with
Energy cost no more than 2 from your hand, ignoring its cost; if you do, then do this: attach it to
me"): `play_from_your_hand` with `max_energy` offers only an Equipment costing 2 Energy or less,
plays it for nothing, and the reflexive "then do this" attaches it to Rell."""

from __future__ import annotations

import engine

HEAD = "format: rulesviz/1\nid: t\ntitle: t\n"

BODY = """
players: [{id: A, runes: [Fury]}, B]
battlefields: [{id: bf1, controller: B}]
objects:
  - {id: rell, card: "Rell, Magnetic", owner: A, zone: base}
  - {id: wall, card: {name: Wall, type: unit, might: 3}, owner: B, zone: bf1}
  - {id: axe, owner: A, zone: hand, card: {name: Axe, type: gear, energy: 2, power: 1,
      keywords: [Equipment], might_bonus: 2}}
  - {id: big, owner: A, zone: hand, card: {name: Big, type: gear, energy: 3, keywords: [Equipment]}}
  - {id: rock, owner: A, zone: hand, card: {name: Rock, type: gear, energy: 1}}
script:
  - {move: rell, to: bf1, by: A}
  - {pass: until_empty}
"""


def test_419_3_rell_plays_a_cheap_equipment_for_free_and_attaches_it() -> None:
    tl = engine.run(engine.load_text(HEAD + BODY, "t.yaml"), None, ["accept:yes"])
    assert tl.error is None, tl.error
    objects = tl.final_state["objects"]
    assert objects["axe"]["zone"] == "bf1" and objects["axe"]["attached_to"] == "rell"
    assert objects["big"]["zone"] == "hand" and objects["rock"]["zone"] == "hand"
    a = next(p for p in tl.final_state["players"] if p["id"] == "A")
    assert a["runes"][0]["exhausted"] is False  # 356.1.b: nothing paid, the Fury rune untouched
    declined = engine.run(engine.load_text(HEAD + BODY, "t.yaml"), None, ["accept:no"])
    assert declined.final_state["objects"]["axe"]["zone"] == "hand"

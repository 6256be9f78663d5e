"""Rule 705: spending buffs one unit at a time — "for each of your units, you may spend its buff
to ready it, then buff every friendly unit" (Overt Operation) and "spend as many buffs as you
like; per buff spent, channel 1 rune exhausted" (Albus Ferros). A spent buff takes its +1 Might
with it."""

import engine

BOARD = """\
    players:
      - {{id: A, runes: [Body, Body, Body, Body, Body, Body, Body, Order, Order, Order, Order],
         rune_deck: [Order, Order, Order]}}
      - B
    objects:
      - {{id: u1, owner: A, zone: base, buffed: true, exhausted: true,
         card: {{name: "One", type: unit, might: 2}}}}
      - {{id: u2, owner: A, zone: base, buffed: true, exhausted: true,
         card: {{name: "Two", type: unit, might: 2}}}}
      - {{id: u3, owner: A, zone: base, card: {{name: "Three", type: unit, might: 2}}}}
      - {{id: card, owner: A, zone: hand, card: "{card}"}}
    script:
      - {{play: card, by: A}}
      - {{pass: until_empty}}
      - {{pass: until_empty}}
    choices:
      - {{accept: true}}
      - {{accept: false}}
    """


def test_705_overt_operation_readies_each_unit_whose_buff_is_spent_then_buffs_them_all(
    scenario,
) -> None:  # type: ignore[no-untyped-def]
    tl = engine.run(scenario(BOARD.format(card="Overt Operation")))
    assert tl.error is None
    objs = tl.final_state["objects"]
    assert objs["u1"]["exhausted"] is False and objs["u2"]["exhausted"] is True
    assert all(objs[u]["buffed"] for u in ("u1", "u2", "u3"))
    assert [objs[u]["might"] for u in ("u1", "u2", "u3")] == [3, 3, 3]


def test_705_albus_ferros_channels_one_exhausted_rune_per_buff_spent(
    scenario,
) -> None:  # type: ignore[no-untyped-def]
    tl = engine.run(scenario(BOARD.format(card="Albus Ferros")))
    assert tl.error is None
    objs = tl.final_state["objects"]
    assert objs["u1"]["buffed"] is False and objs["u1"]["might"] == 2
    assert objs["u2"]["buffed"] is True
    channels = [st for st in tl.steps if st.kind == "channel" and "exhausted" in st.text["en"]]
    assert len(channels) == 1

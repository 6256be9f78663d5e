"""Rule 801.3: keywords given by other cards. Deflect given by a static ability ("friendly units
have [Deflect]", "while I'm at a battlefield, your other units here have [Deflect]") or by an
Equipment's effect text (136.2) taxes an opponent's spell that chooses the unit as printed Deflect
does (809), each instance adding its value to the printed one; Vision given by an aura ("your Mechs
have [Vision]") triggers as the unit is played (817.1.b)."""

import engine

BODY = """\
    players:
      - {{id: A, runes: [Mind, Mind, Mind]}}
      - B
    battlefields: [{{id: bf1}}]
    objects:
      - {{id: monument, owner: B, zone: {where}, card: {{name: "Aura source", type: unit, might: 1,
          abilities: [{{static: {{keyword_aura: Deflect, to: "{to}"{cond}}}}}]}}}}
      - {{id: poro, owner: B, zone: {where}, card: {{name: "Poro", type: unit, might: 1{kw}}}}}
      - {{id: bolt, owner: A, zone: hand,
         card: {{name: "Bolt", type: spell, energy: 1, keywords: [Action],
             targets: {{target: unit}}, effect: [{{damage: 1, to: $target}}]}}}}
    script:
      - {{play: bolt, by: A, targets: [poro]}}
    """


def cost(tl: engine.Timeline) -> str:
    return str(next(s for s in tl.steps if s.kind == "cost").text["en"])


def test_809_a_deflect_aura_taxes_the_units_it_reaches(scenario) -> None:  # type: ignore[no-untyped-def]
    tl = engine.run(scenario(BODY.format(where="base", to="friendly units", cond="", kw="")))
    assert tl.error is None, tl.error
    assert cost(tl).startswith("Total cost of Bolt: 1 Energy + 1 Power of any domain")


def test_809_given_deflect_adds_to_the_printed_one(scenario) -> None:  # type: ignore[no-untyped-def]
    board = BODY.format(where="base", to="friendly units", cond="", kw=", keywords: [Deflect]")
    tl = engine.run(scenario(board))
    assert tl.error is None, tl.error
    assert cost(tl).startswith("Total cost of Bolt: 1 Energy + 2 Power of any domain")


def test_809_a_conditional_deflect_aura_only_while_it_holds(scenario) -> None:  # type: ignore[no-untyped-def]
    cond = ", while: at_a_battlefield"
    board = BODY.format(where="base", to="other friendly units here", cond=cond, kw="")
    tl = engine.run(scenario(board))
    assert tl.error is None, tl.error
    assert "Deflect" not in cost(tl)  # the source is in a base
    board = BODY.format(where="bf1", to="other friendly units here", cond=cond, kw="")
    tl = engine.run(scenario(board))
    assert tl.error is None, tl.error
    assert "Deflect of Poro" in cost(tl)


def test_136_2_an_equipments_deflect_taxes_the_equipped_unit(scenario) -> None:  # type: ignore[no-untyped-def]
    board = BODY.format(where="base", to="me", cond="", kw="")
    board = board.replace(
        """      - {id: bolt""",
        """      - {id: drinker, owner: B, attached_to: poro, card: {name: "Abstract Equipment",
          type: gear, keywords: [Equipment],
          grants: [{static: {keyword_aura: Deflect, to: me}}]}}
      - {id: bolt""",
    )
    tl = engine.run(scenario(board))
    assert tl.error is None, tl.error
    assert "Deflect of Poro" in cost(tl)


VISION = """\
    players:
      - A
      - B
    battlefields: [{id: bf1}]
    objects:
      - {id: seer, owner: A, zone: base, card: {name: "Aura source", type: unit, might: 2,
          abilities: [{static: {keyword_aura: Vision, to: "friendly Mech units"}}]}}
      - {id: top, owner: A, zone: deck, card: {name: "Top card", type: spell}}
      - {id: bot, owner: A, zone: hand, card: {name: "%s", type: unit, might: 1, tags: [%s]}}
    script:
      - {play: bot, by: A}
      - {pass: until_empty}
"""


def test_817_vision_given_by_an_aura_triggers_as_the_unit_is_played(scenario) -> None:  # type: ignore[no-untyped-def]
    tl = engine.run(scenario(VISION % ("Mech", "Mech") + "    choices: [{accept: true}]\n"))
    assert tl.error is None, tl.error
    assert [s.text["en"].split(" triggers")[0] for s in tl.steps if s.kind == "trigger"] == [
        "Vision — Mech"
    ]
    assert [e["subject"] for e in tl.log if e["kind"] == "recycle"] == ["top"]
    tl = engine.run(scenario(VISION % ("Poro", "Poro")))
    assert tl.error is None, tl.error
    assert not [s for s in tl.steps if s.kind == "trigger"]  # not a Mech: no Vision

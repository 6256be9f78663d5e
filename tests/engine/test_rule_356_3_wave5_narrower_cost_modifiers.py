"""Rules 356.3, 356.4, 356.4.c: cost modifiers that reach fewer cards — only while their source is
at a battlefield (Eager Apprentice), only cards of a tag (Herald of Scales: "your Dragons"), only
Repeat costs (Marai Spire), only Flow spells played from the trash (Stargazer), only Reaction
cards in showdowns at a battlefield (Mystic Vortex), only spells that choose the source (Irelia,
Graceful) or friendly units at a battlefield (Sandswept Tomb). Battlefields carry cost modifiers
too: "while you control this battlefield"."""

import engine


def _total(tl: engine.Timeline, name: str) -> str:
    return next(
        s for s in tl.steps if s.kind == "cost" and s.text["en"].startswith(f"Total cost of {name}")
    ).text["en"]


ZAP = '{name: "Zap", type: spell, domains: [Mind], energy: 3, effect: [{draw: 1}]}'


def _apprentice(zone: str) -> str:
    held = ", controller: A" if zone == "bf1" else ""
    return f"""\
        players:
          - {{id: A, deck: 2, runes: [Mind, Mind, Mind]}}
          - B
        battlefields: [{{id: bf1{held}}}]
        objects:
          - {{id: ea, owner: A, zone: {zone}, card: "Eager Apprentice"}}
          - {{id: zap, owner: A, zone: hand, card: {ZAP}}}
        script:
          - {{play: zap, by: A}}
        """


def test_356_4_a_discount_while_its_source_is_at_a_battlefield(
    scenario,
) -> None:  # type: ignore[no-untyped-def]
    there = engine.run(scenario(_apprentice("bf1")))
    home = engine.run(scenario(_apprentice("base")))
    assert _total(there, "Zap").startswith("Total cost of Zap: 2 Energy")
    assert _total(home, "Zap").startswith("Total cost of Zap: 3 Energy")


def test_356_4_a_discount_for_cards_of_one_tag_never_below_its_minimum(
    scenario,
) -> None:  # type: ignore[no-untyped-def]
    text = """\
        players:
          - {{id: A, runes: [Body, Body, Body]}}
          - B
        objects:
          - {{id: herald, owner: A, zone: base, card: "Herald of Scales"}}
          - {{id: d, owner: A, zone: hand,
             card: {{name: "Drake", type: unit, might: 2, tags: [{tag}], energy: {energy}}}}}
        script:
          - {{play: d, by: A}}
        """
    dragon = engine.run(scenario(text.format(tag="Dragon", energy=3)))
    small = engine.run(scenario(text.format(tag="Dragon", energy=2)))
    other = engine.run(scenario(text.format(tag="Poro", energy=3)))
    assert _total(dragon, "Drake").startswith("Total cost of Drake: 1 Energy")
    assert _total(small, "Drake").startswith("Total cost of Drake: 1 Energy")  # minimum 1
    assert _total(other, "Drake").startswith("Total cost of Drake: 3 Energy")


def test_356_4_c_a_battlefield_you_control_discounts_only_your_repeat_costs(
    scenario,
) -> None:  # type: ignore[no-untyped-def]
    text = """\
        players:
          - {{id: A, deck: 3, runes: [Mind, Mind, Mind]}}
          - B
        battlefields: [{{id: bf1, card: "Marai Spire", controller: {who}}}]
        objects:
          - {{id: holder, owner: {who}, zone: bf1, card: {{name: "Holder", type: unit, might: 1}}}}
          - {{id: s, owner: A, zone: hand,
             card: {{name: "Study", type: spell, energy: 1, keywords: [Repeat],
                    repeat: {{energy: 2}}, effect: [{{draw: 1}}]}}}}
        script:
          - {{play: s, by: A, pay: [Repeat]}}
        """
    mine = engine.run(scenario(text.format(who="A")))
    theirs = engine.run(scenario(text.format(who="B")))
    assert _total(mine, "Study").startswith("Total cost of Study: 2 Energy")
    assert "1 Energy less: Marai Spire" in _total(mine, "Study")
    assert _total(theirs, "Study").startswith("Total cost of Study: 3 Energy")


def test_356_4_flow_spells_played_from_the_trash_cost_less_not_from_the_hand(
    scenario,
) -> None:  # type: ignore[no-untyped-def]
    text = """\
        players:
          - {{id: A, deck: 2, runes: [Chaos, Chaos, Chaos, Chaos, Chaos]}}
          - B
        objects:
          - {{id: sg, owner: A, zone: base, card: "Stargazer"}}
          - {{id: tide, owner: A, zone: {zone},
             card: {{name: "Tide", type: spell, keywords: [Flow], domains: [Chaos], energy: 4,
                    flow: {{energy: 3}}, effect: [{{draw: 1}}]}}}}
        script:
          - {{play: tide, by: A{pay}}}
        """
    trash = engine.run(scenario(text.format(zone="trash", pay=", pay: [Flow]")))
    hand = engine.run(scenario(text.format(zone="hand", pay="")))
    assert _total(trash, "Tide").startswith("Total cost of Tide: 1 Energy")
    assert _total(hand, "Tide").startswith("Total cost of Tide: 4 Energy")


def test_356_3_reaction_cards_cost_a_rune_more_in_a_showdown_there(
    scenario,
) -> None:  # type: ignore[no-untyped-def]
    text = """\
        players:
          - {{id: A, deck: 3, runes: [Calm, Calm]}}
          - B
        battlefields: [{{id: bf1, card: "Mystic Vortex"}}]
        objects:
          - {{id: u, owner: A, zone: base, card: {{name: "Scout", type: unit, might: 2}}}}
          - {{id: r, owner: A, zone: hand,
             card: {{name: "Quick", type: spell, keywords: [{kw}], domains: [Calm], energy: 1,
                    effect: [{{draw: 1}}]}}}}
        script:
          - {{move: [u], to: bf1, by: A}}
          - {{play: r, by: A}}
        """
    reaction = engine.run(scenario(text.format(kw="Reaction")))
    action = engine.run(scenario(text.format(kw="Action")))
    assert _total(reaction, "Quick").startswith("Total cost of Quick: 1 Energy + 1 Power")
    assert _total(action, "Quick").startswith("Total cost of Quick: 1 Energy (")


def test_356_4_a_spell_that_chooses_me_costs_one_less_energy_or_one_less_power(
    scenario,
) -> None:  # type: ignore[no-untyped-def]
    text = """\
        players:
          - {{id: A, runes: [Body, Body, Body]}}
          - B
        objects:
          - {{id: irelia, owner: A, zone: base, card: "Irelia, Graceful"}}
          - {{id: other, owner: A, zone: base, card: {{name: "Other", type: unit, might: 2}}}}
          - {{id: boost, owner: A, zone: hand,
             card: {{name: "Boost", type: spell, domains: [Body], energy: 2, power: {power},
                    targets: {{t: unit}}, effect: [{{might: 1, to: $t, duration: this_turn}}]}}}}
        script:
          - {{play: boost, by: A, targets: [{aim}]}}
        """
    energy = engine.run(scenario(text.format(power=0, aim="irelia")))
    power = engine.run(scenario(text.format(power=1, aim="irelia")))
    elsewhere = engine.run(scenario(text.format(power=0, aim="other")))
    assert _total(energy, "Boost").startswith("Total cost of Boost: 1 Energy")
    assert _total(power, "Boost").startswith("Total cost of Boost: 2 Energy (")  # the rune off
    assert _total(elsewhere, "Boost").startswith("Total cost of Boost: 2 Energy")


def test_356_4_a_spell_choosing_a_unit_here_friendly_to_it_costs_a_rune_less(
    scenario,
) -> None:  # type: ignore[no-untyped-def]
    text = """\
        players:
          - {{id: {who}, runes: [Body, Body, Body]}}
          - {{id: {other}, runes: [Body, Body, Body]}}
        battlefields: [{{id: bf1, card: "Sandswept Tomb", controller: B}}]
        objects:
          - {{id: mine, owner: A, zone: base, card: {{name: "Mine", type: unit, might: 2}}}}
          - {{id: theirs, owner: B, zone: bf1, card: {{name: "Theirs", type: unit, might: 2}}}}
          - {{id: boost, owner: {who}, zone: hand,
             card: {{name: "Boost", type: spell, domains: [Body], energy: 1, power: 1,
                    keywords: [Reaction], targets: {{t: unit}},
                    effect: [{{might: 1, to: $t, duration: this_turn}}]}}}}
        script:
          - {{play: boost, by: {who}, targets: [{aim}]}}
        """
    enemy = engine.run(scenario(text.format(aim="theirs", who="A", other="B")))
    # B's spell (B's turn), B's unit
    friendly = engine.run(scenario(text.format(aim="theirs", who="B", other="A")))
    # A's unit in its base
    elsewhere = engine.run(scenario(text.format(aim="mine", who="A", other="B")))
    assert _total(friendly, "Boost").startswith("Total cost of Boost: 1 Energy (")
    assert _total(enemy, "Boost").startswith("Total cost of Boost: 1 Energy + 1 Body")
    assert _total(elsewhere, "Boost").startswith("Total cost of Boost: 1 Energy + 1 Body")


def test_356_4_only_the_first_non_token_gear_you_play_each_turn_costs_less(
    scenario,
) -> None:  # type: ignore[no-untyped-def]
    s = scenario("""\
        players:
          - {id: A, runes: [Order, Order, Order, Order]}
          - B
        battlefields: [{id: bf1, card: "Ornn's Forge", controller: A}]
        objects:
          - {id: holder, owner: A, zone: bf1, card: {name: "Holder", type: unit, might: 1}}
          - {id: g1, owner: A, zone: hand, card: {name: "Anvil", type: gear, energy: 2}}
          - {id: g2, owner: A, zone: hand, card: {name: "Tongs", type: gear, energy: 2}}
        script:
          - {play: g1, by: A}
          - {play: g2, by: A}
        """)
    tl = engine.run(s)
    assert tl.error is None
    assert _total(tl, "Anvil").startswith("Total cost of Anvil: 1 Energy")
    assert _total(tl, "Tongs").startswith("Total cost of Tongs: 2 Energy")


def test_356_3_holding_vaults_of_helia_makes_your_units_cost_1_more_this_turn_only(
    scenario,
) -> None:  # type: ignore[no-untyped-def]
    s = scenario("""\
        players:
          - {id: A, deck: 5, runes: [Order, Order, Order, Order, Order]}
          - {id: B, deck: 5}
        battlefields: [{id: bf1, card: "Vaults of Helia", controller: A}]
        objects:
          - {id: holder, owner: A, zone: bf1, card: {name: "Holder", type: unit, might: 1}}
          - {id: u, owner: A, zone: hand, card: {name: "Pawn", type: unit, might: 1, energy: 2}}
          - {id: s, owner: A, zone: hand,
             card: {name: "Ping", type: spell, energy: 1, effect: [{draw: 1}]}}
        script:
          - {end_turn: true}
          - {end_turn: true}
          - {pass: until_empty}
          - {play: s, by: A}
          - {pass: until_empty}
          - {play: u, by: A}
        """)
    tl = engine.run(s)
    assert tl.error is None
    assert _total(tl, "Ping").startswith("Total cost of Ping: 1 Energy")  # a spell: untouched
    assert _total(tl, "Pawn").startswith("Total cost of Pawn: 3 Energy")
    assert "Vaults of Helia, 356.3" in _total(tl, "Pawn")

"""Rule 356.4: discounts that count something as the card is played — "1 less per card you have
played this turn (minimum 1)" (Battering Ram), "1 less per card in your trash" (Rhasa the
Sunderer), "2 less per card named like me in your trash" (Shadowblade Lurker)."""

import engine


def _total(tl: engine.Timeline, name: str) -> str:
    return next(
        s for s in tl.steps if s.kind == "cost" and s.text["en"].startswith(f"Total cost of {name}")
    ).text["en"]


def test_356_4_per_card_played_this_turn_counts_the_cards_before_it_down_to_its_minimum(
    scenario,
) -> None:  # type: ignore[no-untyped-def]
    s = scenario("""\
        players:
          - {id: A, runes: [Fury, Fury, Fury, Fury, Fury, Fury, Fury, Fury]}
          - B
        objects:
          - {id: a, owner: A, zone: hand, card: {name: "Ping", type: spell, effect: [{draw: 1}]}}
          - {id: b, owner: A, zone: hand, card: {name: "Pong", type: spell, effect: [{draw: 1}]}}
          - {id: ram, owner: A, zone: hand, card: "Battering Ram"}
        script:
          - {play: a, by: A}
          - {pass: until_empty}
          - {play: b, by: A}
          - {pass: until_empty}
          - {play: ram, by: A}
        """)
    tl = engine.run(s)
    assert tl.error is None
    assert _total(tl, "Battering Ram").startswith("Total cost of Battering Ram: 3 Energy")


def test_356_4_per_card_in_your_trash(scenario) -> None:  # type: ignore[no-untyped-def]
    s = scenario("""\
        players:
          - {id: A, runes: [Chaos, Chaos, Chaos, Chaos, Chaos, Chaos, Chaos, Chaos]}
          - B
        objects:
          - {id: t1, owner: A, zone: trash, card: {name: "Old", type: spell}}
          - {id: t2, owner: A, zone: trash, card: {name: "Older", type: spell}}
          - {id: t3, owner: B, zone: trash, card: {name: "Theirs", type: spell}}
          - {id: rhasa, owner: A, zone: hand, card: "Rhasa the Sunderer"}
        script:
          - {play: rhasa, by: A}
        """)
    tl = engine.run(s)
    total = _total(tl, "Rhasa")
    assert total.startswith("Total cost of Rhasa the Sunderer: 8 Energy + 1 Chaos Power")


def test_356_4_per_card_named_like_me_in_your_trash(scenario) -> None:  # type: ignore[no-untyped-def]
    s = scenario("""\
        players:
          - {id: A, runes: [Fury, Fury, Fury, Fury, Fury]}
          - B
        objects:
          - {id: t1, owner: A, zone: trash, card: "Shadowblade Lurker"}
          - {id: t2, owner: A, zone: trash, card: {name: "Other", type: spell}}
          - {id: me, owner: A, zone: hand, card: "Shadowblade Lurker"}
        script:
          - {play: me, by: A}
        """)
    tl = engine.run(s)
    assert _total(tl, "Shadowblade").startswith("Total cost of Shadowblade Lurker: 3 Energy")

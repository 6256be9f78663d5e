"""Rule 416 (recycle): "when you conquer here, recycle one of your runes" (Sigil of the Storm):
the conquering player picks which kind of rune goes to the bottom of their rune deck."""

import engine

BODY = """\
    players:
      - {id: A, runes: [Fury, {domain: Calm, exhausted: true}], rune_deck: [Mind]}
      - B
    battlefields: [{id: bf1, card: Sigil of the Storm}]
    objects:
      - {id: u, card: {name: "U", type: unit, might: 2}, owner: A, zone: base}
    script:
      - {move: [u], to: bf1, by: A}
      - {pass: until_showdown_ends}
      - {pass: until_empty}
    choices:
      - {pick: [mode2]}
    """


def test_416_sigil_of_the_storm_recycles_the_rune_its_player_picks(scenario) -> None:  # type: ignore[no-untyped-def]
    tl = engine.run(scenario(BODY))
    a = tl.final_state["players"][0]
    assert a["runes"] == [{"domain": "Fury", "exhausted": False}] and a["rune_deck"] == 2
    assert tl.unused_answers == []

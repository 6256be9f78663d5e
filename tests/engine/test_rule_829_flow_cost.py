"""Rule 829: a Flow card played from the trash is paid with its Flow cost (the base cost replaced,
356.1), not its printed cost."""

import engine
from tests.engine.economy import runes


def test_829_played_with_flow_it_costs_its_flow_cost(scenario) -> None:  # type: ignore[no-untyped-def]
    s = scenario("""\
        players:
          - {id: A, deck: 2, runes: [Chaos, Chaos]}
          - B
        objects:
          - id: tide
            owner: A
            zone: trash
            card: {name: "Tide", type: spell, keywords: [Flow], domains: [Chaos], energy: 4,
                power: 1,
                   flow: {energy: 1, power: 1}, effect: [{draw: 1}]}
        script:
          - {play: tide, by: A, pay: [Flow]}
          - {pass: until_empty}
        """)
    tl = engine.run(s)
    assert tl.error is None
    total = next(st for st in tl.steps if st.kind == "cost").text["en"]
    assert total.startswith("Total cost of Tide: 1 Energy + 1 Chaos Power (Flow cost")
    assert runes(tl.final_state, "A") == [("Chaos", False)]
    assert tl.final_state["objects"]["tide"]["zone"] == "banishment"


def test_829_a_library_flow_card_pays_its_flow_cost_from_the_trash(scenario) -> None:  # type: ignore[no-untyped-def]
    s = scenario("""\
        players:
          - {id: A, deck: 2, runes: [Mind, Mind]}
          - B
        objects:
          - {id: dredge, card: Dredge Up, owner: A, zone: trash}
        script:
          - {play: dredge, by: A, pay: [Flow]}
          - {pass: until_empty}
        """)
    tl = engine.run(s)
    assert tl.error is None
    assert "Flow cost 2 Energy" in next(st for st in tl.steps if st.kind == "cost").text["en"]
    assert runes(tl.final_state, "A") == [("Mind", True), ("Mind", True)]
    assert tl.final_state["objects"]["dredge"]["zone"] == "banishment"

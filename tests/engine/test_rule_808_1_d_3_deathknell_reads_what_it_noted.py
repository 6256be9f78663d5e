"""Rule 808.1.d.3: a Deathknell reads the information noted as its unit died (location, Might,
controller), each Deathknell its own, never the card's later state in the trash."""

import engine
from engine.record.expect import check

from .conftest import LIBRARY

R808 = LIBRARY / "r808-each-deathknell-reads-what-it-noted.yaml"


def test_808_1_d_3_each_deathknell_draws_by_its_own_noted_might() -> None:
    sc = engine.load_scenario(R808)
    tl = engine.run(sc)
    assert check(tl, sc.expect) == []
    draws = [e["amount"] for e in tl.log if e["kind"] == "draw"]
    # the card in the trash has Might 1: reading it would draw 1 and 1 (or nothing, as null)
    assert draws == [1, 3]
    assert tl.final_state["objects"]["big"]["might"] == 1
    reads = [s for s in tl.steps if s.rules == ("808.1.d.3",) and s.kind == "lookback"]
    assert [s.text["en"].rsplit(": ", 1)[-1] for s in reads] == ["1.", "3."]


def test_808_1_d_3_the_noted_location_is_here_for_a_deathknell(scenario) -> None:  # type: ignore[no-untyped-def]
    sc = scenario(
        """
        players: [A, B]
        battlefields:
          - {id: bf1, controller: B}
        objects:
          - id: bomb
            owner: B
            zone: bf1
            card:
              name: "Abstract bomb"
              type: unit
              might: 1
              keywords: [Deathknell]
              abilities:
                - triggered: {when: i_die, effect: [{damage: my_might, to: "all units here"}]}
          - {id: guard, card: {name: G, type: unit, might: 3}, owner: B, zone: bf1}
          - {id: far, card: {name: F, type: unit, might: 3}, owner: B, zone: base}
        script:
          - {act: {kill: bomb}, by: A}
          - {pass: until_empty}
        """
    )
    tl = engine.run(sc)
    objects = tl.final_state["objects"]
    assert objects["guard"]["damage"] == 1 and objects["far"]["damage"] == 0


def test_808_1_d_killed_gear_is_not_cited_as_a_deathknell_death() -> None:
    """808.1.d is about a unit's death; Guardian Angel killed in its own replacement only goes to
    the trash, and its step must not cite the Deathknell rule."""
    sc = engine.load_scenario(LIBRARY / "s000-05-guardian-angel-and-tactical-retreat.yaml")
    tl = engine.run(sc, "guardian-angel-first")
    deaths = [s for s in tl.steps if s.kind == "die"]
    assert deaths and all(s.state["objects"][s.objects[0]]["zone"] == "trash" for s in deaths)
    angel = [s for s in deaths if s.objects[0] == "angel"]
    assert angel and all("808.1.d" not in s.rules for s in angel)
    for lib in engine.load_library(LIBRARY):
        for variant in [None, *(v.id for v in lib.variants)]:
            for step in engine.run(lib, variant).steps:
                if step.kind == "die" and "808.1.d" in step.rules:
                    died = step.objects[0]
                    kinds = {o.id: o.card.type for o in lib.objects}
                    assert kinds.get(died, "unit") == "unit", (lib.id, variant, died)

"""Rules 383.3.b and 404.2: a cost opening a triggered ability's effect is paid as the ability
finalizes; who cannot pay it sees the ability removed from the chain."""

import engine
from tests.engine.economy import runes

BODY = """\
    players:
      - {{id: A, runes: {runes}}}
      - B
    battlefields: [{{id: bf1}}]
    objects:
      - id: hunter
        owner: A
        zone: base
        card:
          name: "Hunter"
          type: unit
          might: 3
          abilities:
            - triggered:
                when: i_conquer
                effect: [{{pay: {{energy: 1}}}}, {{return_to_hand: self}}]
    script:
      - {{move: hunter, to: bf1, by: A}}
      - {{pass: until_showdown_ends}}
    """


def test_383_3_b_the_cost_is_paid_at_finalization_before_it_resolves(scenario) -> None:  # type: ignore[no-untyped-def]
    tl = engine.run(scenario(BODY.format(runes="[Fury]")))
    kinds = [s.kind for s in tl.steps]
    assert kinds.index("pay") < kinds.index("finalize", kinds.index("trigger"))
    assert tl.final_state["chain"] and runes(tl.final_state, "A") == [("Fury", True)]


def test_404_2_who_cannot_pay_the_cost_sees_the_ability_removed(scenario) -> None:  # type: ignore[no-untyped-def]
    tl = engine.run(scenario(BODY.format(runes="[]")))
    removed = [s for s in tl.steps if s.kind == "removed"]
    assert removed and "404.2" in removed[0].rules
    assert tl.final_state["chain"] == []
    assert tl.final_state["objects"]["hunter"]["zone"] == "bf1"

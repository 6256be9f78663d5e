"""Rule 205 (with 357.2.a): "you may pay X. If you do, ..." inside an effect is an instruction, not
a cost: its controller decides as it executes, and "if you do" checks the payment happened."""

import engine
from tests.engine.economy import runes

BODY = """\
    players:
      - {{id: A, deck: 3, runes: {runes}}}
      - B
    objects:
      - id: s
        owner: A
        zone: hand
        card:
          name: "Offer"
          type: spell
          effect: [{{pay: {{energy: 1}}, may: true}}, {{if_you_do: [{{draw: 2}}]}}]
    script:
      - {{play: s, by: A}}
      - {{pass: until_empty}}
{choices}
    """


def test_205_the_controller_decides_to_pay_and_then_the_rest_happens(scenario) -> None:  # type: ignore[no-untyped-def]
    tl = engine.run(scenario(BODY.format(runes="[Body]", choices="")))
    assert tl.decision is not None and (tl.decision.kind, tl.decision.player, tl.decision.rule) == (
        "accept",
        "A",
        "205",
    )
    paid = engine.run(
        scenario(BODY.format(runes="[Body]", choices="    choices:\n      - {accept: true}"))
    )
    assert sum(1 for s in paid.steps if s.kind == "draw") == 1  # one draw step for the 2 cards
    assert runes(paid.final_state, "A") == [("Body", True)]
    declined = engine.run(
        scenario(BODY.format(runes="[Body]", choices="    choices:\n      - {accept: false}"))
    )
    assert not any(s.kind == "draw" for s in declined.steps)
    assert runes(declined.final_state, "A") == [("Body", False)]


def test_205_who_cannot_pay_is_not_asked_and_the_rest_is_skipped(scenario) -> None:  # type: ignore[no-untyped-def]
    tl = engine.run(scenario(BODY.format(runes="[]", choices="")))
    assert tl.decision is None and tl.error is None
    assert not any(s.kind == "draw" for s in tl.steps)

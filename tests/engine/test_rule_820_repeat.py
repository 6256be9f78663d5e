"""Rule 820: Repeat — an optional additional cost chosen as the spell is played (355.1,
356.2.b.1); paid, the spell's instructions execute once more as it resolves (820.1.d.1), its
costs paid once; countered, nothing of it happens (820.3.a)."""

import engine
from tests.engine.economy import runes

BODY = """\
    players:
      - {{id: A, deck: 5, runes: [Mind, Mind, Mind, Mind]}}
      - B
    objects:
      - {{id: s, owner: A, zone: hand,
         card: {{name: "Study", type: spell, energy: 1, keywords: [Repeat], repeat: {{energy: 2}},
                effect: [{{draw: 1}}]}}}}
    script:
      - {{play: s, by: A{pay}}}
      - {{pass: until_empty}}
    """


def _drawn(tl: engine.Timeline) -> int:
    return sum(1 for s in tl.steps if s.kind == "draw")


def test_820_paid_repeat_runs_the_instructions_twice_for_its_extra_cost(scenario) -> None:  # type: ignore[no-untyped-def]
    tl = engine.run(scenario(BODY.format(pay=", pay: [Repeat]")))
    assert tl.error is None and _drawn(tl) == 2
    assert [r for r in runes(tl.final_state, "A") if r[1]] == [("Mind", True)] * 3
    assert any(s.kind == "repeat" and "820.1.d.1" in s.rules for s in tl.steps)


def test_820_unpaid_repeat_runs_once(scenario) -> None:  # type: ignore[no-untyped-def]
    tl = engine.run(scenario(BODY.format(pay="")))
    assert _drawn(tl) == 1 and not any(s.kind == "repeat" for s in tl.steps)


def test_820_a_card_without_a_repeat_cost_cannot_pay_one(scenario) -> None:  # type: ignore[no-untyped-def]
    tl = engine.run(
        scenario(BODY.format(pay=", pay: [Repeat]").replace("repeat: {energy: 2},", ""))
    )
    assert tl.refused_rule == "820"

"""Rules 429.3 and 158.1: Energy an Add ability keeps for spells (Lux, Crownguard) pays only the
cost of playing a spell; a payment an effect asks for ("counter it unless its controller pays 2",
Hard Bargain) cannot use it, and the pool empties it with the rest."""

import engine
from tests.engine.economy import player

SCENARIO = """\
    players:
      - {{id: A, runes: [{runes}]}}
      - {{id: B, runes: [Chaos, Chaos]}}
    objects:
      - {{id: lux, card: "Lux, Crownguard", owner: A, zone: base}}
      - {{id: s, owner: A, zone: hand, card: {{name: "Zap", type: {kind}, energy: 2, might: 1,
           effect: [{{draw: 1}}]}}}}
      - {{id: hb, card: "Hard Bargain", owner: B, zone: hand}}
    script:
{script}
    """


def test_429_3_energy_kept_for_spells_pays_for_a_spell(scenario) -> None:  # type: ignore[no-untyped-def]
    script = "      - {play: s, by: A, add_with: [lux]}"
    tl = engine.run(scenario(SCENARIO.format(runes="", kind="spell", script=script)))
    assert tl.error is None
    pay = next(st for st in tl.steps if st.kind == "pay")
    assert "kept for spells" in pay.text["en"]


def test_429_3_it_does_not_pay_for_a_unit(scenario) -> None:  # type: ignore[no-untyped-def]
    script = "      - {play: s, by: A, add_with: [lux]}"
    tl = engine.run(scenario(SCENARIO.format(runes="", kind="unit", script=script)))
    assert tl.refused_rule == "358"


def test_429_3_the_kept_energy_sits_apart_in_the_pool(scenario) -> None:  # type: ignore[no-untyped-def]
    script = "      - {activate: lux, by: A}"
    tl = engine.run(scenario(SCENARIO.format(runes="Order", kind="spell", script=script)))
    assert tl.error is None
    assert player(tl.final_state, "A")["pool"]["spells_only"] == 2
    assert player(tl.final_state, "A")["pool"]["energy"] == 0


def test_158_1_hard_bargain_counters_when_its_target_cannot_pay(scenario) -> None:  # type: ignore[no-untyped-def]
    script = (
        "      - {play: s, by: A, add_with: [lux]}\n"
        "      - {play: hb, by: B, targets: {target: s}}\n"
        "      - {pass: until_empty}"
    )
    tl = engine.run(scenario(SCENARIO.format(runes="Order", kind="spell", script=script)))
    assert tl.error is None
    assert tl.final_state["objects"]["s"]["zone"] == "trash"
    assert any(e["kind"] == "counter" and e["subject"] == "s" for e in tl.log)

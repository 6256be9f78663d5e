"""Rule 811: hiding a Hidden card — on your turn, in a neutral open state, pay 1 Power of any
domain to put it facedown at a battlefield you control with no facedown card; from your next turn
you may play it with Reaction, ignoring its base cost."""

import engine
from tests.engine.economy import runes

BODY = """\
    players:
      - {{id: A{economy}}}
      - B
    battlefields: [{{id: bf1, controller: A}}]
    objects:
      - {{id: g, owner: A, zone: bf1, card: {{name: "Guard", type: unit, might: 1}}}}
      - {{id: h, owner: A, zone: hand,
         card: {{name: "Sneak", type: spell, keywords: [Hidden], domains: [Calm], energy: 3,
             effect: [{{draw: 1}}]}}}}
    script:
      - {{hide: h, by: A, at: bf1}}
{more}
    """


def test_811_hiding_recycles_a_rune_and_puts_the_card_facedown(scenario) -> None:  # type: ignore[no-untyped-def]
    tl = engine.run(scenario(BODY.format(economy=", runes: [Calm, Fury]", more="")))
    assert tl.decision is not None and tl.decision.kind == "pay"  # which rune pays [A]
    tl = engine.run(
        scenario(
            BODY.format(economy=", runes: [Calm, Fury]", more="    choices:\n      - {pay: [Fury]}")
        )
    )
    assert tl.final_state["objects"]["h"]["zone"] == "facedown:bf1"
    assert runes(tl.final_state, "A") == [("Calm", False)]


def test_811_a_card_hidden_this_turn_cannot_be_played_until_the_next(scenario) -> None:  # type: ignore[no-untyped-def]
    tl = engine.run(
        scenario(BODY.format(economy=", runes: [Calm]", more="      - {play: h, by: A}"))
    )
    assert tl.refused_rule == "811"


def test_811_without_runes_hiding_is_treated_as_paid(scenario) -> None:  # type: ignore[no-untyped-def]
    tl = engine.run(scenario(BODY.format(economy="", more="")))
    assert tl.error is None and "treated as paid" in tl.steps[-1].text["en"]


def test_811_hiding_with_no_power_to_pay_is_refused(scenario) -> None:  # type: ignore[no-untyped-def]
    tl = engine.run(scenario(BODY.format(economy=", runes: []", more="")))
    assert tl.refused_rule == "358"
    assert tl.final_state["objects"]["h"]["zone"] == "hand"


FACEDOWN = """\
    players: [A, B]
    battlefields: [{id: bf1, controller: A, facedown: h}, {id: bf2, controller: B}]
    objects:
      - {id: near, owner: A, zone: bf1, card: {name: "Guard", type: unit, might: 1}}
      - {id: far, owner: B, zone: bf2, card: {name: "Raider", type: unit, might: 2}}
      - {id: h, owner: A, zone: "facedown:bf1",
         card: {name: "Sneak", type: spell, keywords: [Hidden], targets: {target: %s},
             effect: [{stun: $target}]}}
    script:
      - {play: h, by: A, targets: [%s]}
    """


def test_811_1_d_2_a_card_played_from_facedown_chooses_its_targets_where_it_was_hidden(
    scenario,  # type: ignore[no-untyped-def]
) -> None:
    assert engine.run(scenario(FACEDOWN % ("unit", "far"))).refused_rule == "811.1.d.2"
    tl = engine.run(scenario(FACEDOWN % ("unit", "near")))
    assert tl.error is None and tl.final_state["objects"]["h"]["zone"] == "chain"


def test_811_1_b_a_hidden_card_is_hidden_only_from_its_owners_hand(scenario) -> None:  # type: ignore[no-untyped-def]
    body = BODY.format(economy="", more="").replace("zone: hand", "zone: banishment")
    tl = engine.run(scenario(body))
    assert tl.refused_rule == "811.1.b"
    assert tl.final_state["objects"]["h"]["zone"] == "banishment"

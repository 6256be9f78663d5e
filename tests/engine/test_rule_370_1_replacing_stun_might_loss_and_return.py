"""Rule 370.1: a replacement effect replaces only the event it fits. Gangplank, Naval's
"[Empowered] when a spell or ability choosing me would stun me, lower my Might, or send me back to
hand, I get +3 Might instead": the three events are replaceable (`be_stunned`, `lose_might`,
`return_to_hand`), only when the proposing effect chose him (its targets) and only while he is
Empowered (441); a rise of his Might is not a loss."""

from __future__ import annotations

import engine

HEAD = "format: rulesviz/1\nid: t\ntitle: t\nplayers: [A, B]\n"


def run(effect: str, targets: str, *, empower: bool = True) -> engine.Timeline:
    body = (
        f"""\
objects:
  - {{id: gp, card: "Gangplank, Naval", owner: A, zone: base}}
  - {{id: other, card: {{name: "2-Might unit", type: unit, might: 2}}, owner: B, zone: base}}
  - id: spell
    owner: A
    zone: hand
    card: {{name: "Spell", type: spell, keywords: [Reaction], {targets}effect: {effect}}}
script:
"""
        + ("  - {activate: gp, ability: 1, by: A}\n  - {pass: until_empty}\n" if empower else "")
        + "  - {play: spell, by: A"
        + (", targets: [gp]" if targets else "")
        + "}\n"
        + ("  - {pass: until_empty}\n")
    )
    tl = engine.run(engine.load_text(HEAD + body, "t.yaml"))
    assert tl.error is None, tl.error
    return tl


def replaced(tl: engine.Timeline) -> bool:
    return any(e["kind"] == "replacement" and e["subject"] == "Gangplank, Naval" for e in tl.log)


def test_370_1_a_stun_from_a_spell_that_chose_him_becomes_plus_3() -> None:
    tl = run("[{stun: $target}]", "targets: {target: unit}, ")
    gp = tl.final_state["objects"]["gp"]
    assert replaced(tl) and not gp["stunned"] and gp["might"] == 9


def test_370_1_a_stun_that_did_not_choose_him_is_not_replaced() -> None:
    tl = run("[{stun: all units}]", "")
    gp = tl.final_state["objects"]["gp"]
    assert not replaced(tl) and gp["stunned"] and gp["might"] == 6


def test_441_not_empowered_his_ability_does_not_apply() -> None:
    tl = run("[{return_to_hand: $target}]", "targets: {target: unit}, ", empower=False)
    assert not replaced(tl) and tl.final_state["objects"]["gp"]["zone"] == "hand"


def test_370_1_a_loss_of_might_is_replaced_but_a_gain_is_not() -> None:
    lower = run("[{might: -2, to: $target}]", "targets: {target: unit}, ")
    assert replaced(lower) and lower.final_state["objects"]["gp"]["might"] == 9
    raise_ = run("[{might: 2, to: $target}]", "targets: {target: unit}, ")
    assert not replaced(raise_) and raise_.final_state["objects"]["gp"]["might"] == 8

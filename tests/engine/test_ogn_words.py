"""Words some Origins cards need: conditions they check as they resolve
(engine/vocabulary/conditions.py: an "if" written after the effect is read as it resolves, not
as it triggers, 383.2.a) and target kinds (engine/vocabulary/targets.py)."""

from __future__ import annotations

import engine

HEAD = "format: rulesviz/1\nid: t\ntitle: t\n"


def _run(body: str, answers: list[str] | None = None) -> engine.Timeline:
    timeline = engine.run(engine.load_text(HEAD + body, "t.yaml"), None, answers)
    assert timeline.error is None, timeline.error
    assert timeline.decision is None, timeline.decision
    return timeline


def _jinx(hand: int) -> int:
    """A's hand after her next Beginning phase, starting with `hand` cards."""
    timeline = _run(
        f"players: [{{id: A, hand: {hand}, deck: 5}}, {{id: B, deck: 5}}]\n"
        "objects:\n"
        '  - {id: jinx, card: "Jinx, Loose Cannon", owner: A, zone: legend}\n'
        "script:\n  - {end_turn: true}\n  - {end_turn: true}\n"
    )
    (a,) = [p for p in timeline.final_state["players"] if p["id"] == "A"]
    return int(a["hand_hidden"]) + len(a["hand"])


def test_383_2_a_jinx_draws_at_her_beginning_phase_only_with_one_card_or_none_in_hand() -> None:
    assert _jinx(1) == 2
    assert _jinx(0) == 1
    assert _jinx(2) == 2


def _chief(stunned: bool) -> dict:  # type: ignore[type-arg]
    return _run(
        "players: [{id: A, deck: 5}, {id: B, deck: 5}]\n"
        "battlefields: [{id: bf1, controller: B}]\n"
        "objects:\n"
        '  - {id: chief, card: "Solari Chief", owner: A, zone: hand}\n'
        '  - {id: e, card: {name: "Enemy", type: unit, might: 2}, owner: B, zone: bf1, '
        f"stunned: {'true' if stunned else 'false'}}}\n"
        "script:\n  - {play: chief, by: A, targets: {target: e}}\n  - {pass: until_empty}\n"
    ).final_state["objects"]["e"]


def test_383_2_a_solari_chief_kills_a_stunned_enemy_and_only_stuns_one_that_is_not() -> None:
    assert _chief(stunned=True)["zone"] == "trash"
    spared = _chief(stunned=False)
    assert (spared["zone"], spared["stunned"]) == ("bf1", True)


def _drake(enemy_exhausted: bool) -> int:
    timeline = _run(
        "players: [{id: A, deck: 5}, {id: B, deck: 5}]\n"
        "battlefields: [{id: bf1, controller: B}]\n"
        "objects:\n"
        '  - {id: drake, card: "Dune Drake", owner: A, zone: base}\n'
        '  - {id: e, card: {name: "Enemy", type: unit, might: 1}, owner: B, zone: bf1, '
        f"exhausted: {'true' if enemy_exhausted else 'false'}}}\n"
        "script:\n  - {move: [drake], to: bf1, by: A}\n  - {pass: until_empty}\n"
    )
    return int(timeline.final_state["objects"]["drake"]["might"])


def test_383_2_a_dune_drake_grows_when_it_attacks_only_if_a_ready_enemy_unit_is_there() -> None:
    assert _drake(enemy_exhausted=False) == 7
    assert _drake(enemy_exhausted=True) == 5


SHOWSTOPPER = """\
players: [{id: A, deck: 5}, {id: B, deck: 5}]
battlefields: [{id: bf1, controller: A}, {id: bf2, controller: B}]
objects:
  - {id: s, card: "Showstopper", owner: A, zone: hand}
  - {id: home, card: {name: "Home unit", type: unit, might: 2}, owner: A, zone: base}
  - {id: foe, card: {name: "Foe unit", type: unit, might: 2}, owner: B, zone: bf2}
  - {id: away, card: {name: "Away unit", type: unit, might: 2}, owner: A, zone: bf1}
script:
  - {play: s, by: A, targets: {target: TARGET}}
  - {pass: until_empty}
"""


def test_359_3_f_showstopper_chooses_only_a_unit_of_yours_in_your_base_and_sends_it_out() -> None:
    timeline = _run(SHOWSTOPPER.replace("TARGET", "home"), ["pick:bf2"])
    objects = timeline.final_state["objects"]
    assert (objects["home"]["zone"], objects["home"]["buffed"]) == ("bf2", True)
    (where,) = [s.decision for s in timeline.steps if s.decision and s.decision.kind == "pick"]
    assert "pick:base" not in [o.key for o in where.options]
    refused = engine.run(
        engine.load_text(HEAD + SHOWSTOPPER.replace("TARGET", "away"), "t.yaml"), None, None
    )
    assert refused.error is not None
    assert refused.final_state["objects"]["away"]["buffed"] is False


def _catalyst(rune_deck: str) -> engine.Timeline:
    return _run(
        f"players: [{{id: A, deck: 5, pool: {{energy: 4}}, rune_deck: {rune_deck}}}, "
        "{id: B, deck: 5}]\n"
        "objects:\n"
        '  - {id: c, card: "Catalyst of Aeons", owner: A, zone: hand}\n'
        "script:\n  - {play: c, by: A}\n  - {pass: until_empty}\n"
    )


def test_359_3_e_14_c_catalyst_draws_only_when_it_could_not_channel_both_runes() -> None:
    short = _catalyst("[Body]")
    full = _catalyst("[Body, Calm]")
    assert [e["kind"] for e in short.log].count("draw") == 1
    assert [e["kind"] for e in full.log].count("draw") == 0
    (a,) = [p for p in full.final_state["players"] if p["id"] == "A"]
    assert len(a["runes"]) == 2


TIRED = "{domain: Fury, exhausted: true}"


def _ready_runes_after(objects: str, script: str, battlefields: str = "[{id: bf1}]") -> int:
    """How many of A's five exhausted runes are ready once A's turn has ended."""
    timeline = _run(
        f"players: [{{id: A, deck: 5, runes: [{', '.join([TIRED] * 5)}]}}, {{id: B, deck: 5}}]\n"
        f"battlefields: {battlefields}\nobjects:\n{objects}script:\n{script}"
    )
    (a,) = [p for p in timeline.final_state["players"] if p["id"] == "A"]
    return sum(not r["exhausted"] for r in a["runes"])


END = "  - {end_turn: true}\n"


def test_317_1_annie_readies_two_runes_as_her_controllers_turn_ends() -> None:
    annie = '  - {id: annie, card: "Annie, Dark Child", owner: A, zone: legend}\n'
    assert _ready_runes_after(annie, END) == 2
    assert (
        _ready_runes_after(
            "  - {id: u, card: {name: U, type: unit, might: 1}, owner: A, zone: base}\n", END
        )
        == 0
    )


def test_383_2_a_sona_readies_four_runes_only_while_she_is_at_a_battlefield() -> None:
    def sona(zone: str) -> str:
        return f'  - {{id: sona, card: "Sona, Harmonious", owner: A, zone: {zone}}}\n'

    assert _ready_runes_after(sona("bf1"), END, "[{id: bf1, controller: A}]") == 4
    assert _ready_runes_after(sona("base"), END) == 0

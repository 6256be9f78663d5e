"""The legal-actions view (engine/record/legal.py): what a player may add to the script at a
point, each refused action with the rule that refuses it, and the view agreeing with the engine
that runs the script (a listed legal action is never refused when run; a refused one is refused
by the same rule)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import pytest

import engine
from engine.errors import AnswerError
from engine.format.scenario import ScriptStep
from engine.record.legal import Action, legal_actions

BOARD = """\
players: [A, B]
battlefields: [{id: bf1, controller: B}, {id: bf2, controller: A}]
objects:
  - {id: sentry, card: Watchful Sentry, owner: B, zone: bf1}
  - {id: ally, card: {name: "2-Might unit", type: unit, might: 2}, owner: A, zone: base}
  - {id: guard, card: {name: "3-Might unit", type: unit, might: 3}, owner: A, zone: bf2}
  - {id: ray, card: Hextech Ray, owner: A, zone: hand}
  - {id: recruit, card: {name: "1-Might unit", type: unit, might: 1}, owner: A, zone: hand}
  - {id: kill_enemy, card: {name: "Enemy kill", type: spell, targets: {target: enemy unit},
      effect: [{kill: "$target"}]}, owner: A, zone: hand}
  - {id: vengeance, card: Vengeance, owner: B, zone: hand}
  - {id: retreat, card: Tactical Retreat, owner: B, zone: hand}
  - id: medic
    owner: B
    zone: bf1
    card:
      name: "Abstract medic"
      type: unit
      might: 2
      abilities:
        - activated: {cost: [{exhaust: self}], effect: [{heal: self}]}
"""


def the(position, kind: str, card: str | None = None, until: str | None = None) -> Action:  # type: ignore[no-untyped-def]
    return next(
        a
        for a in position.actions
        if a.kind == kind
        and (card is None or a.card == card)
        and (until is None or a.until == until)
    )


@pytest.fixture
def board(scenario: Callable[[str], engine.Scenario]) -> Callable[[str], engine.Scenario]:
    return lambda script: scenario(BOARD + "script:\n" + (script or "  []\n"))


def test_309_1_a_a_play_is_refused_in_a_closed_state_and_a_reaction_is_not(board) -> None:  # type: ignore[no-untyped-def]
    position = legal_actions(board("  - {play: ray, by: A, targets: [sentry]}\n"))
    # the chain holds the Ray: a closed state, where only Reactions can be played (309.1.a)
    vengeance = the(position, "play", "vengeance")
    assert not vengeance.legal and vengeance.refusal.rule == "309.1.a"
    assert "closed state" in vengeance.refusal.text["en"] and vengeance.refusal.text["fr"]
    assert the(position, "play", "retreat").legal, "Tactical Retreat is a Reaction"
    assert the(position, "pass", until="once").legal


def test_312_2_the_non_turn_player_cannot_play_in_a_neutral_open_state(board) -> None:  # type: ignore[no-untyped-def]
    position = legal_actions(board(""))
    vengeance = the(position, "play", "vengeance")
    assert vengeance.refusal is not None and vengeance.refusal.rule == "312.2"
    assert the(position, "play", "ray").legal


def test_355_a_target_that_is_not_legal_is_refused_with_its_rule(board) -> None:  # type: ignore[no-untyped-def]
    play = the(legal_actions(board("")), "play", "kill_enemy")
    assert play.legal
    (slot,) = play.targets
    assert slot.kind == "enemy unit"
    verdicts = {c.value: c for c in slot.choices}
    assert set(slot.legal) == {"sentry", "medic"}
    assert not verdicts["ally"].legal and verdicts["ally"].refusal.rule == "355"
    assert "not a legal target" in verdicts["ally"].refusal.text["en"]


def test_355_a_unit_is_played_only_to_its_base_or_a_battlefield_its_player_controls(board) -> None:  # type: ignore[no-untyped-def]
    play = the(legal_actions(board("")), "play", "recruit")
    places = {c.value: c for c in play.places}
    assert places["base"].legal and places["bf2"].legal
    assert not places["bf1"].legal and places["bf1"].refusal.rule == "355"


def test_355_a_play_with_no_legal_target_is_refused(scenario) -> None:  # type: ignore[no-untyped-def]
    position = legal_actions(
        scenario(
            "players: [A, B]\nbattlefields: [{id: bf1}]\nobjects:\n"
            "  - {id: ray, card: Hextech Ray, owner: A, zone: hand}\nscript: []\n"
        )
    )
    ray = the(position, "play", "ray")
    assert ray.refusal is not None and ray.refusal.rule == "355"
    assert "needs a target" in ray.refusal.text["en"]


def test_309_1_a_an_activated_ability_outside_its_timing_is_refused(board) -> None:  # type: ignore[no-untyped-def]
    # the medic's ability has no Reaction: with the Ray on the chain (closed) it cannot be used
    closed = the(
        legal_actions(board("  - {play: ray, by: A, targets: [sentry]}\n")), "activate", "medic"
    )
    assert closed.by == "B" and closed.refusal is not None and closed.refusal.rule == "309.1.a"


def test_312_2_an_activated_ability_off_its_controllers_turn_is_refused(board) -> None:  # type: ignore[no-untyped-def]
    # neutral open on A's turn: B has no priority to use it (145.2, 381, 312.2)
    neutral = the(legal_actions(board("")), "activate", "medic")
    assert neutral.refusal is not None and neutral.refusal.rule == "312.2"


def test_420_3_a_standard_move_needs_a_ready_unit_of_the_turn_player(board) -> None:  # type: ignore[no-untyped-def]
    position = legal_actions(board(""))
    ally = the(position, "move", "ally")
    assert ally.legal and {c.value for c in ally.places} == {"bf1", "bf2"}
    sentry = the(position, "move", "sentry")
    assert sentry.refusal is not None and sentry.refusal.rule == "420.3"


def test_339_348_passing_needs_something_to_pass_for(board) -> None:  # type: ignore[no-untyped-def]
    position = legal_actions(board(""))
    assert the(position, "pass", until="once").refusal.rule == "339"
    assert the(position, "pass", until="until_showdown_ends").refusal.rule == "348"
    assert the(position, "end_turn").legal


def test_a_position_at_a_decision_lists_no_action_until_it_is_answered() -> None:
    scenario = engine.load_scenario(
        "engine/scenarios/s000-05-guardian-angel-and-tactical-retreat.yaml"
    )
    position = legal_actions(scenario, answers=[])
    assert position.decision is not None and position.decision.kind == "replacement_order"
    assert position.actions == []
    answered = legal_actions(scenario)
    assert answered.decision is None and the(answered, "end_turn").legal


def test_step_writes_the_script_step_of_the_format() -> None:
    scenario = engine.load_scenario(
        "engine/scenarios/s000-05-guardian-angel-and-tactical-retreat.yaml"
    )
    blow = the(legal_actions(scenario, upto=0), "play", "blow")
    assert blow.step({"target": "hero"}) == {
        "play": "blow",
        "by": "A",
        "targets": {"target": "hero"},
    }


# --------------------------------------------------------------------------- agreement with run


def _script_step(action: Action) -> ScriptStep:
    targets = tuple((s.name, s.legal[0]) for s in action.targets if s.legal)
    if action.kind == "move":
        return ScriptStep(
            "move",
            0,
            by=action.by,
            units=(str(action.card),),
            to=next((c.value for c in action.places if c.legal), action.places[0].value)
            if action.places
            else "base",
        )
    if action.kind == "pass":
        return ScriptStep("pass", 0, until=action.until)
    if action.kind == "end_turn":
        return ScriptStep("end_turn", 0)
    return ScriptStep(
        action.kind,
        0,
        by=action.by,
        card=action.card,
        targets=targets,
        ability=action.ability,
        pay=action.pay,
    )


def _paths(scenario: engine.Scenario):  # type: ignore[no-untyped-def]
    yield None, scenario.script, scenario.choices
    for v in scenario.variants:
        yield v.id, v.script, v.choices


def test_every_action_agrees_with_the_engine_when_run_on_the_library() -> None:
    checked = refused = 0
    for scenario in engine.load_library("engine/scenarios"):
        for variant, script, choices in _paths(scenario):
            for upto in range(len(script) + 1):
                position = legal_actions(scenario, variant, upto=upto)
                for action in position.actions:
                    if action.kind == "pass" and action.until == "until_empty" and not action.legal:
                        continue  # the engine runs it as a step that does nothing (legal.py)
                    tried = replace(
                        scenario, script=(*script[:upto], _script_step(action)), variants=()
                    )
                    try:
                        tl = engine.run(tried, None, list(choices))
                    except AnswerError:
                        # the path's answers were for its own script's decisions (a split of
                        # damage, say): the added action asks others, left to their defaults
                        tl = engine.run(tried, None, [])
                    if action.legal:
                        assert all(s.kind != "refused" for s in tl.steps), (
                            scenario.id,
                            variant,
                            upto,
                            action,
                            tl.error,
                        )
                    else:
                        refused += 1
                        assert tl.steps[-1].kind == "refused", (scenario.id, variant, upto, action)
                        assert action.refusal is not None
                        if action.refusal.rule != "—":
                            assert tl.refused_rule == action.refusal.rule, (
                                scenario.id,
                                upto,
                                action,
                            )
                    checked += 1
    assert checked > 500 and refused > 100

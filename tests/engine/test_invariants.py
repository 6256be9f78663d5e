"""The engine keeps its invariants over every library path and over random legal playouts:
cards are conserved, every cleanup loop ends, the same inputs give the same timeline."""

from __future__ import annotations

import dataclasses
import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import engine
from engine.format.scenario import ScriptStep

from .conftest import LIBRARY
from .invariants import check_timeline

SCENARIOS = engine.load_library(LIBRARY)
PATHS = [(s, v) for s in SCENARIOS for v in [None, *(x.id for x in s.variants)]]


@pytest.mark.parametrize(
    ("scenario", "variant"), PATHS, ids=[f"{s.id}[{v}]" if v else s.id for s, v in PATHS]
)
def test_every_library_path_conserves_cards_and_explains_each_step(
    scenario: engine.Scenario, variant: str | None
) -> None:
    assert check_timeline(engine.run(scenario, variant)) == []


def random_step(scenario: engine.Scenario, rng: random.Random) -> ScriptStep:
    """One play, abstract action, move, pass or turn end, chosen among the scenario's own
    objects."""
    from engine.model.card import Instruction

    players = [p.id for p in scenario.players]
    objects = list(scenario.objects)
    places = ["base", *(b.id for b in scenario.battlefields)]
    in_hand = [o for o in objects if o.zone == "hand"]
    roll = rng.random()
    if roll < 0.35 and in_hand:
        card = rng.choice(in_hand)
        targets = tuple((name, rng.choice(objects).id) for name, _ in card.card.targets)
        return ScriptStep(
            "play",
            0,
            by=card.owner,
            card=card.id,
            targets=targets,
            at=rng.choice(places) if card.card.type == "unit" else None,
        )
    if roll < 0.55 and objects:
        op = rng.choice(
            ["kill", "recall", "banish", "return_to_hand", "take_control", "stun", "heal"]
        )
        value: object = (rng.choice(objects).id,) if op == "kill" else rng.choice(objects).id
        return ScriptStep("act", 0, by=rng.choice(players), instruction=Instruction.make(op, value))
    if roll < 0.65 and objects:
        return ScriptStep(
            "move",
            0,
            by=rng.choice(players),
            units=(rng.choice(objects).id,),
            to=rng.choice(places),
        )
    if roll < 0.9:
        return ScriptStep(
            "pass", 0, until=rng.choice(["until_empty", "once", "until_showdown_ends"])
        )
    return ScriptStep("end_turn", 0)


def run_answering(
    scenario: engine.Scenario, script: list[ScriptStep], answers: list[str], rng: random.Random
) -> engine.Timeline:
    """Run, answering each new decision with a random option, as a player clicking through would."""
    scenario = dataclasses.replace(scenario, script=tuple(script), choices=(), variants=[])
    for _ in range(12):
        tl = engine.run(scenario, answers=answers)
        if tl.decision is None:
            return tl
        answers.append(rng.choice(tl.decision.keys()))
    return tl


def random_playout(scenario: engine.Scenario, seed: int, length: int) -> engine.Timeline:
    """A random *legal* playout: a step the rules refuse is dropped and another one drawn
    instead."""
    rng = random.Random(seed)
    script: list[ScriptStep] = []
    answers: list[str] = []
    tl = run_answering(scenario, script, answers, rng)
    for _ in range(length):
        for _attempt in range(8):
            step = random_step(scenario, rng)
            tried = list(answers)
            candidate = run_answering(scenario, [*script, step], tried, rng)
            if candidate.error is None:
                script.append(step)
                answers[:] = tried
                tl = candidate
                break
        if tl.final_state["winner"]:
            break
    return tl


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    index=st.integers(min_value=0, max_value=len(SCENARIOS) - 1),
    seed=st.integers(0, 2**32 - 1),
    length=st.integers(1, 8),
)
def test_random_playouts_keep_the_invariants_and_replay_identically(
    index: int, seed: int, length: int
) -> None:
    scenario = SCENARIOS[index]
    tl = random_playout(scenario, seed, length)
    assert check_timeline(tl) == []
    again = random_playout(scenario, seed, length)
    assert json.dumps(tl.to_dict(), sort_keys=True) == json.dumps(again.to_dict(), sort_keys=True)

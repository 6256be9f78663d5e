"""The vocabulary (#14): a new word of the format is one class, and nothing else.

The word below exists only in this test: defining its class registers it; the loader then reads
it by the shape it declares, the chain resolves it like any other word, and its step shows.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

import engine
from engine.model.card import CONDITIONS, WORDS, Condition, Instruction
from engine.model.events import Event
from engine.model.state import Obj, State
from engine.model.targets import TARGET_KINDS, TargetKind
from engine.model.text import name, t
from engine.model.trigger_kinds import TRIGGER_KINDS, TriggerKind
from engine.record.game import Game
from engine.rules.reading import Context, objects_for

SCENARIO = """
format: rulesviz/1
id: a-test-only-word
title: A word defined by a test
players: [A, B]
objects:
  - {id: u1, card: Watchful Sentry, owner: A, zone: base}
script:
  - cast: {name: Rallying Cry, type: spell, effect: [{cheer: 2, for: u1}]}
    by: A
  - {pass: until_empty}
"""


@pytest.fixture
def cheer() -> Iterator[type[Instruction]]:
    class Cheer(Instruction):
        """`{cheer: N, for: unit}`: the crowd cheers a unit N times (a word only this test
        knows)."""

        __slots__ = ()
        op, main, required = "cheer", "int", {"for": "ref"}

        def execute(self, game: Game, ctx: Context) -> list[Event]:
            for unit in objects_for(game, str(self.arg("for")), ctx, self.op):
                game.step(
                    "cheer",
                    ("000",),
                    t(
                        f"The crowd cheers {name(game.state, unit.pid)} {self.value} times.",
                        f"La foule acclame {name(game.state, unit.pid)} {self.value} fois.",
                    ),
                    [unit.pid],
                )
            return []

        def sentence(self, state: object) -> dict[str, str]:
            return t(f"the crowd cheers {self.value} times", f"la foule acclame {self.value} fois")

    yield Cheer
    del WORDS["cheer"]


def test_a_new_word_is_one_class_loaded_run_and_worded(cheer: type[Instruction]) -> None:
    scenario = engine.load_text(SCENARIO)
    effect = scenario.script[0].inline.effect  # type: ignore[union-attr]
    assert effect == (cheer(2, (("for", "u1"),)),)
    timeline = engine.run(scenario)
    cheered = [s for s in timeline.steps if s.kind == "cheer"]
    assert [s.text for s in cheered] == [
        {
            "en": "The crowd cheers Watchful Sentry 2 times.",
            "fr": "La foule acclame Watchful Sentry 2 fois.",
        }
    ]
    assert timeline.error is None


def test_the_loader_reads_a_new_word_by_the_shape_it_declares(cheer: type[Instruction]) -> None:
    bad = SCENARIO.replace("{cheer: 2, for: u1}", "{cheer: two, for: u1}")
    with pytest.raises(engine.ScenarioError, match="instruction 'cheer': expected a whole number"):
        engine.load_text(bad)
    unknown = SCENARIO.replace("for: u1", "for: nobody")
    with pytest.raises(engine.ScenarioError, match="no object with id 'nobody'"):
        engine.load_text(unknown)


def test_without_its_class_the_word_is_unknown() -> None:
    with pytest.raises(engine.ScenarioError, match="unknown instruction 'cheer'"):
        engine.load_text(SCENARIO)


def test_every_word_of_the_format_is_a_registered_class() -> None:
    assert {"damage", "kill", "draw", "dig", "swap_back", "take_control", "if_you_do"} <= set(WORDS)
    for op, word in WORDS.items():
        assert word.op == op and issubclass(word, Instruction)
        assert word.execute is not Instruction.execute, op


def test_a_new_condition_is_one_class() -> None:
    """An `if` condition is a word too: one class, registered by defining it."""

    class TurnPlayerActs(Condition):
        name = "the_turn_player_acts"
        words = ("the turn player acts", "le joueur du tour agit")

        @classmethod
        def holds(cls, game: Game, ctx: Context) -> bool:
            return ctx.controller == game.state.turn_player

    try:
        text = SCENARIO.replace(
            "[{cheer: 2, for: u1}]", "[{if: the_turn_player_acts, do: [{draw: 1}]}]"
        )
        timeline = engine.run(engine.load_text(text))
        said = [s.text["en"] for s in timeline.steps if s.kind == "condition"]
        assert said == ["Condition 'the turn player acts': met."]
        assert any(s.kind == "draw" for s in timeline.steps)
    finally:
        del CONDITIONS["the_turn_player_acts"]


TARGET_SCENARIO = """
format: rulesviz/1
id: a-test-only-target-kind
title: A target kind defined by a test
players: [A, B]
objects:
  - {id: tired, card: Watchful Sentry, owner: B, zone: base, exhausted: true}
  - {id: fresh, card: Watchful Sentry, owner: B, zone: base}
  - id: nap
    owner: A
    zone: hand
    card:
      name: "Abstract nap"
      type: spell
      targets: {target: exhausted unit}
      effect: [{kill: "$target"}]
      text: {en: "Kill an exhausted unit.", fr: "Éliminez une unité épuisée."}
script:
  - {play: nap, by: A, targets: [tired]}
  - {pass: until_empty}
"""


@pytest.fixture
def exhausted_unit() -> Iterator[type[TargetKind]]:
    class ExhaustedUnit(TargetKind):
        """A unit that is exhausted (a kind only this test knows)."""

        name, words = "exhausted unit", ("exhausted unit", "unité épuisée")

        @classmethod
        def admits(cls, state: State, obj: Obj, controller: str, here: str | None) -> bool:
            return obj.is_unit and obj.exhausted

    yield ExhaustedUnit
    del TARGET_KINDS["exhausted unit"]


def test_a_new_target_kind_is_one_class(exhausted_unit: type[TargetKind]) -> None:
    """Defining the class registers it: the loader accepts it (and 'up to one' of it), and the
    legality test of 355 is the class's own."""
    timeline = engine.run(engine.load_text(TARGET_SCENARIO))
    assert timeline.error is None
    assert any(s.kind == "die" and "tired" in s.objects for s in timeline.steps)
    engine.load_text(
        TARGET_SCENARIO.replace("{target: exhausted unit}", "{target: up to one exhausted unit}")
    )
    refused = engine.run(
        engine.load_text(TARGET_SCENARIO.replace("targets: [tired]", "targets: [fresh]"))
    )
    assert refused.error is not None
    assert "not a legal target" in refused.error["en"]


def test_without_its_class_the_target_kind_is_unknown() -> None:
    with pytest.raises(engine.ScenarioError, match="exhausted unit"):
        engine.load_text(TARGET_SCENARIO)


def test_every_target_kind_of_the_format_is_a_registered_class() -> None:
    assert {"unit", "enemy spell", "another friendly unit", "friendly unit here"} <= set(
        TARGET_KINDS
    )
    for kind_name, kind in TARGET_KINDS.items():
        assert kind.name == kind_name and issubclass(kind, TargetKind)
        assert kind.admits is not TargetKind.admits, kind_name
        assert all(kind.words), kind_name


TRIGGER_SCENARIO = """
format: rulesviz/1
id: a-test-only-trigger-kind
title: A trigger kind defined by a test
players: [A, B]
objects:
  - id: sturdy
    owner: A
    zone: base
    card:
      name: "A grumbling unit"
      type: unit
      might: 3
      abilities:
        - triggered: {when: i_am_dealt_damage, effect: [{draw: 1}]}
      text: {en: "When I am dealt damage, draw 1.", fr: "Quand je subis des dégâts, piochez 1."}
script:
  - cast: {name: Pinprick, type: spell, effect: [{damage: 1, to: sturdy}]}
    by: A
  - {pass: until_empty}
"""


@pytest.fixture
def dealt_damage() -> Iterator[type[TriggerKind]]:
    class IAmDealtDamage(TriggerKind):
        """A unit's "when I am dealt damage" (a kind only this test knows): it waits for the
        damage event and fires for the unit that was dealt it, while it is on the board."""

        name, occasion, holder = "i_am_dealt_damage", "damage", "self"
        words = ("when I am dealt damage", "quand je subis des dégâts")

    yield IAmDealtDamage
    del TRIGGER_KINDS["i_am_dealt_damage"]


def test_a_new_trigger_kind_is_one_class(dealt_damage: type[TriggerKind]) -> None:
    """Defining the class registers it: the loader accepts `when: i_am_dealt_damage`, the rule
    that notices what happened (383.2.c) fires it, and its ability resolves."""
    timeline = engine.run(engine.load_text(TRIGGER_SCENARIO))
    assert timeline.error is None
    triggered = [s for s in timeline.steps if s.kind == "trigger"]
    assert [s.text["en"] for s in triggered] == [
        "A grumbling unit: triggered ability triggers and becomes a pending chain item."
    ]
    assert any(s.kind == "draw" for s in timeline.steps)


def test_without_its_class_the_trigger_kind_is_unknown() -> None:
    with pytest.raises(engine.ScenarioError, match="i_am_dealt_damage"):
        engine.load_text(TRIGGER_SCENARIO)


def test_every_trigger_kind_of_the_format_is_a_registered_class() -> None:
    assert {"i_die", "i_attack", "you_play_me", "i_conquer", "you_conquer_here"} <= set(
        TRIGGER_KINDS
    )
    for kind_name, kind in TRIGGER_KINDS.items():
        assert kind.name == kind_name and issubclass(kind, TriggerKind)
        assert kind.occasion and all(kind.words), kind_name

"""What is legal now: the actions a player may take at a point of a scenario's script.

`legal_actions(scenario, variant, answers, upto)` replays the script up to step `upto` (the whole
script by default) and lists every action a player could add there: play a card (its legal
targets and places), activate an ability, make a standard move, pass, end the turn. Each action is
either legal or carries the refusal of the rule that forbids it, asked of the same checks the
engine runs when the script plays it (rules/chain.py `verify_play`, `verify_activate`, rules/turn.py
`verify_move`), so a listed legal action never comes back refused when it is run, and a refused
one is refused by that rule. It is python-chess's `legal_moves` for this engine; the board builder
offers only what it lists.

Passing with an empty chain is listed as refused (339), though the engine runs `pass:
until_empty` there as a step that does nothing: a builder has no use for it.

When the script stops at a decision, there are no actions: the position's `decision` must be
answered first (its options are the answers). When the game is over, nothing is legal.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.cards import library
from engine.errors import GameOver, IllegalAction
from engine.format.scenario import Scenario
from engine.model.card import referenced_targets
from engine.model.state import Obj, State
from engine.model.targets import UP_TO_ONE, target_kind
from engine.model.text import name, place, t
from engine.model.zones import base_of
from engine.record.game import Game
from engine.record.replay import _do, initial_state
from engine.record.timeline import Decision, NeedDecision
from engine.rules.chain import settle, verify_activate, verify_play
from engine.rules.granted import activated
from engine.rules.reading import meets
from engine.rules.turn import verify_move


@dataclass(frozen=True)
class Refusal:
    """Why the rules forbid something: the rule and the reason in English and French."""

    rule: str
    text: dict[str, str]

    @classmethod
    def of(cls, refused: IllegalAction) -> Refusal:
        return cls(refused.rule, dict(refused.text))


@dataclass(frozen=True)
class Choice:
    """One value a player may give for a part of an action (a target, a place): legal or not."""

    value: str
    refusal: Refusal | None = None

    @property
    def legal(self) -> bool:
        return self.refusal is None


@dataclass(frozen=True)
class TargetSlot:
    """One target a card asks for when it is played (355): its name, kind and the candidates."""

    name: str
    kind: str
    choices: tuple[Choice, ...]

    @property
    def optional(self) -> bool:
        return self.kind.startswith(UP_TO_ONE)

    @property
    def legal(self) -> tuple[str, ...]:
        return tuple(c.value for c in self.choices if c.legal)


@dataclass(frozen=True)
class Action:
    """An action a player could add to the script here, legal or refused with its rule.

    `kind` is the script step's: play, activate, move, pass or end_turn. A play lists its target
    slots and (a unit) the places it may go (`places`); a move lists its destinations; a pass its
    `until`.
    """

    kind: str
    by: str
    card: str | None = None  # play, activate, move: the object id
    ability: int = 1
    until: str | None = None
    pay: tuple[str, ...] = ()
    targets: tuple[TargetSlot, ...] = ()
    places: tuple[Choice, ...] = ()  # a unit played: base or a battlefield; a move: destinations
    refusal: Refusal | None = None

    @property
    def legal(self) -> bool:
        return self.refusal is None

    def step(
        self, targets: dict[str, str] | None = None, place: str | None = None
    ) -> dict[str, Any]:
        """The script step that takes this action, as the scenario format writes it."""
        if self.kind == "pass":
            return {"pass": self.until}
        if self.kind == "end_turn":
            return {"end_turn": True}
        if self.kind == "move":
            return {"move": [self.card], "to": place or "base", "by": self.by}
        step: dict[str, Any] = {self.kind: self.card, "by": self.by}
        if self.kind == "activate" and self.ability != 1:
            step["ability"] = self.ability
        chosen = {k: v for k, v in (targets or {}).items() if v}
        if chosen:
            step["targets"] = chosen
        if self.kind == "play" and place and place != "base":
            step["at"] = place
        if self.pay:
            step["pay"] = list(self.pay)
        return step


@dataclass
class Position:
    """A point of the script: what the board is, and what may be done there."""

    upto: int
    state: State | None = None
    decision: Decision | None = None  # the script stops at a decision: answer it first
    over: bool = False  # a player has won (323.1)
    error: dict[str, str] | None = None  # the prefix itself is refused (its rule in the text)
    actions: list[Action] = field(default_factory=list)

    @property
    def legal(self) -> list[Action]:
        return [a for a in self.actions if a.legal]

    @property
    def refused(self) -> list[Action]:
        return [a for a in self.actions if not a.legal]


def _replayed(
    scenario: Scenario, variant: str | None, answers: list[str] | None, upto: int | None
) -> tuple[Game, Position]:
    script, choices, _ = scenario.path_for(variant)
    upto = len(script) if upto is None else max(0, min(upto, len(script)))
    state = initial_state(scenario)
    game = Game(state, choices if answers is None else answers, None, library())
    position = Position(upto=upto, state=state)
    try:
        settle(game)
        for step in script[:upto]:
            _do(game, step)
    except GameOver:
        state.priority = None
        position.over = True
    except NeedDecision as stop:
        position.decision = stop.decision
    except IllegalAction as refused:
        position.error = Refusal.of(refused).text | {"rule": refused.rule}
    return game, position


def _slot_choices(state: State, kind: str, by: str, asker: str) -> tuple[Choice, ...]:
    """Every object that could be named for a target of this kind, with 355's verdict."""
    kind_class = target_kind(kind)
    choices = []
    for obj in state.objects.values():
        if not kind_class.where_it_must_be(obj):
            continue
        if meets(state, obj, kind, by):
            choices.append(Choice(obj.pid))
        else:
            choices.append(
                Choice(
                    obj.pid,
                    Refusal(
                        "355",
                        t(
                            f"{name(state, obj.pid)} is not a legal target: {asker} needs a "
                            f"{kind}.",
                            f"{name(state, obj.pid)} n'est pas une cible légale : {asker} "
                            f"demande : {kind}.",
                        ),
                    ),
                )
            )
    return tuple(choices)


def _verdict(check: Any) -> Refusal | None:
    try:
        check()
    except IllegalAction as refused:
        return Refusal.of(refused)
    return None


def _named(game: Game, ids: frozenset[str]) -> list[Obj]:
    """The objects a script step can name: those the scenario declares (a token made during the
    run has no name the format can write)."""
    return [o for o in game.state.objects.values() if o.pid in ids]


def _plays(game: Game, ids: frozenset[str]) -> list[Action]:
    state = game.state
    actions: list[Action] = []
    for obj in _named(game, ids):
        card = obj.card
        pay: tuple[str, ...]
        if obj.zone == "hand":
            by, pay = obj.owner, ()
        elif obj.zone.startswith("facedown:") and card.has_keyword("Hidden"):
            by, pay = obj.controller, ()
        elif obj.zone == "trash" and state.has_keyword(obj, "Flow"):
            by, pay = obj.owner, ("Flow",)
        else:
            continue
        chosen_now = referenced_targets(card.effect + card.cost)
        slots = tuple(
            TargetSlot(n, kind, _slot_choices(state, kind, by, card.name))
            for n, kind in card.targets
            if n in chosen_now
        )
        first = {s.name: s.legal[0] for s in slots if s.legal}
        refusal = _verdict(lambda o=obj, b=by, f=first, p=pay: verify_play(game, o, b, f, None, p))
        places: tuple[Choice, ...] = ()
        if card.type == "unit":
            places = (Choice("base"),) + tuple(
                Choice(bf)
                if state.battlefields[bf].controller == by
                else Choice(
                    bf,
                    Refusal(
                        "355",
                        t(
                            f"A unit is played to its controller's base or to a battlefield "
                            f"they control; {by} does not control {place(state, bf)}.",
                            f"Une unité se joue dans la base ou sur un champ de bataille "
                            f"contrôlé ; {by} ne contrôle pas {place(state, bf)}.",
                        ),
                    ),
                )
                for bf in state.battlefields
            )
        actions.append(
            Action("play", by, obj.pid, pay=pay, targets=slots, places=places, refusal=refusal)
        )
    return actions


def _activations(game: Game, ids: frozenset[str]) -> list[Action]:
    state = game.state
    actions = []
    for obj in _named(game, ids):
        if not obj.on_board:
            continue
        for index, (spec, card) in enumerate(activated(state, obj), start=1):
            by = obj.controller
            refusal = _verdict(lambda o=obj, i=index, b=by: verify_activate(game, o, i, b))
            used = referenced_targets(spec.cost + spec.effect)
            slots = tuple(
                TargetSlot(n, kind, _slot_choices(state, kind, by, obj.card.name))
                for n, kind in card.targets
                if n in used
            )
            if refusal is None:
                missing = next((s for s in slots if not s.legal and not s.optional), None)
                if missing is not None:
                    refusal = Refusal(
                        "355",
                        t(
                            f"{obj.card.name}'s ability needs a target ({missing.kind}).",
                            f"La compétence de {obj.card.name} a besoin d'une cible "
                            f"({missing.kind}).",
                        ),
                    )
            actions.append(Action("activate", by, obj.pid, index, targets=slots, refusal=refusal))
    return actions


def _moves(game: Game, ids: frozenset[str]) -> list[Action]:
    """Rule 420.3: each unit on the board may be moved by the turn player to its base or to a
    battlefield it is not at (one unit per action; the format moves several together)."""
    state = game.state
    by = state.turn_player
    actions = []
    for obj in _named(game, ids):
        if not (obj.is_unit and obj.on_board):
            continue
        here = obj.zone
        places = tuple(
            Choice(dest, _verdict(lambda o=obj, d=dest: verify_move(game, (o.pid,), d, by)))
            for dest in ("base", *state.battlefields)
            if (base_of(obj.controller) if dest == "base" else dest) != here
        )
        # Whether the unit may move at all (420.3) does not depend on where: ask it of a move
        # to base. Each destination then has its own verdict (810.1.b: battlefield to
        # battlefield needs Ganking); the move is refused when none is open.
        refusal = _verdict(lambda o=obj: verify_move(game, (o.pid,), "base", by))
        if refusal is None and places and not any(c.legal for c in places):
            refusal = places[0].refusal
        actions.append(Action("move", by, obj.pid, places=places, refusal=refusal))
    return actions


def _passes(game: Game) -> list[Action]:
    state = game.state
    by = state.priority or state.turn_player
    empty = Refusal(
        "339",
        t(
            "The chain is empty: there is nothing to resolve.",
            "La chaîne est vide : rien à résoudre.",
        ),
    )
    no_showdown = Refusal(
        "348",
        t(
            "There is no showdown or combat to pass through.",
            "Il n'y a pas de confrontation ni de combat à passer.",
        ),
    )
    return [
        Action("pass", by, until="once", refusal=None if state.chain else empty),
        Action("pass", by, until="until_empty", refusal=None if state.chain else empty),
        Action(
            "pass",
            by,
            until="until_showdown_ends",
            refusal=None if state.showdown is not None else no_showdown,
        ),
        # the engine ends the turn from any point, passing what is on the chain first (317)
        Action("end_turn", state.turn_player),
    ]


def legal_actions(
    scenario: Scenario,
    variant: str | None = None,
    answers: list[str] | None = None,
    upto: int | None = None,
) -> Position:
    """The position after the first `upto` script steps (all by default) and every action that
    could be added there, each legal or refused with its rule."""
    game, position = _replayed(scenario, variant, answers, upto)
    if position.decision is not None or position.over or position.error is not None:
        return position
    ids = frozenset(o.id for o in scenario.objects)
    position.actions = (
        _plays(game, ids) + _activations(game, ids) + _moves(game, ids) + _passes(game)
    )
    return position

"""A unit that enters ready by another card's text (359.2 overridden, 002): a unit on the board
that says "other friendly units enter ready" (`your_other_units_enter_ready`, Magma Wurm), or an
effect of this turn, "units you play this turn enter ready" (the `units_enter_ready` word,
Confront, Bushwhack: kept in `State.enter_ready_this_turn` until the turn ends)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.model.keywords import static_holds
from engine.model.text import t
from engine.record.timeline import Decision, Option

if TYPE_CHECKING:
    from engine.model.state import Obj, State
    from engine.record.game import Game

ENTRY_STATICS = ("your_other_units_enter_ready", "your_units_enter_ready", "chooses_a_pet_tag")


def ready_by_another(state: State, obj: Obj, controller: str) -> str | None:
    """The name of the card whose text makes unit `obj`, entering under `controller`, enter ready;
    None when none does."""
    if not obj.is_unit:
        return None
    for other in state.objects.values():
        if (
            other.on_board
            and other.pid != obj.pid
            and other.controller == controller
            and other.card.static("your_other_units_enter_ready")
        ):
            return other.card.name
        if (  # "[Level 11] your units arrive ready" (Master Yi, Wuju Master): while it holds
            other.on_board
            and other.controller == controller
            and other.card.static("your_units_enter_ready")
            and static_holds(state, other, "your_units_enter_ready")
        ):
            return other.card.name
    return next(
        (name for player, name in state.enter_ready_this_turn if player == controller), None
    )


def token_enters_ready(state: State, controller: str) -> bool:
    """Whether a unit token created for `controller` enters ready: a unit enters the board
    exhausted (143.4), a token unit too (185.2.d), unless a card of theirs on the board says
    "your other units enter ready" (Magma Wurm) or, while it holds, "your units arrive ready"
    (Master Yi, Wuju Master)."""
    return any(
        o.on_board
        and o.controller == controller
        and (
            o.card.static("your_other_units_enter_ready")
            or static_holds(state, o, "your_units_enter_ready")
        )
        for o in state.objects.values()
    )


PET_TAGS = ("Bird", "Cat", "Dog", "Poro")


def choose_pet_tag(game: Game, obj: Obj, controller: str) -> None:
    """'As you play me, choose Bird, Cat, Dog, or Poro. I gain that tag.' (Ivern, Friend to All,
    `chooses_a_pet_tag`): its controller picks one as it enters (a `pick` decision,
    `{pick: [Cat]}`); the object has that tag until it becomes a new object (124.1;
    State.gained_tags, read by model/keywords.py tags)."""
    if not obj.card.static("chooses_a_pet_tag"):
        return
    state = game.state
    options = tuple(Option(f"pick:{tag}", t(tag, tag)) for tag in PET_TAGS)
    prompt = t(
        f"{controller} chooses Bird, Cat, Dog or Poro for {obj.card.name} to gain.",
        f"{controller} choisit Bird, Cat, Dog ou Poro : {obj.card.name} gagne ce tag.",
    )
    tag = game.decide(Decision("pick", controller, "002", prompt, options)).split(":", 1)[1]
    state.gained_tags[obj.pid] = (obj.rules_id, tag)
    state.board.changed(obj, "gained_tags", None)
    game.step(
        "effect",
        ("002",),
        t(f"{obj.card.name} gains the {tag} tag.", f"{obj.card.name} gagne le tag {tag}."),
        [obj.pid],
    )

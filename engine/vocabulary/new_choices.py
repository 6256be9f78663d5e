"""New choices for a spell on the chain (752-753; Rebuttal: "take control of it and make new
choices for it"): its controller, as this instruction runs, may choose each of its targets again.
Every new choice must be legal then (753.1), for that controller (friendly and enemy are theirs
now), and a card played from facedown still chooses at the battlefield where it was hidden
(811.1.d.2): taking control of the spell changes neither who played it nor from where."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.model.card import Instruction
from engine.model.events import Event
from engine.model.state import ChainItem, Obj
from engine.model.targets import UP_TO_ONE, target_kind
from engine.model.text import name, t
from engine.record.timeline import Decision, Option
from engine.rules.reading import Context, meets

if TYPE_CHECKING:
    from engine.model.state import State
    from engine.record.game import Game


def _candidates(state: State, item: ChainItem, kind: str) -> list[Obj]:
    """The objects `item` could choose for a target of this kind now, for its controller."""
    on_chain = target_kind(kind).on_chain
    hidden_at = (
        item.played_from.split(":", 1)[1]
        if item.played_from and item.played_from.startswith("facedown:")
        else None
    )
    found = []
    for obj in state.objects.values():
        if obj.pid == item.source or not (obj.zone == "chain" if on_chain else obj.on_board):
            continue
        if not meets(state, obj, kind, item.controller):
            continue
        # 811.1.d.2: still at the battlefield where it was hidden, unless its own words name a
        # base (then that battlefield is impossible) or it chooses on the chain
        if hidden_at and not on_chain and "base" not in kind and state.location(obj) != hidden_at:
            continue
        found.append(obj)
    return found


class NewChoices(Instruction):
    """`{new_choices: $target}`: the chosen spell's controller may choose its targets again (752.1;
    one `pick` decision per target, "keep" among the options)."""

    __slots__ = ()
    op, main = "new_choices", "ref"
    title = ("New choices", "Nouveaux choix")
    says = (
        "its controller may make new choices for {value}",
        "son contrôleur peut faire de nouveaux choix pour {value}",
    )

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        state = game.state
        ref = str(self.value)
        chosen = ctx.targets.get(ref[1:]) if ref.startswith("$") else None
        item = next(
            (
                i
                for i in state.chain
                if chosen is not None and i.source == chosen[0] and i.kind == "spell"
            ),
            None,
        )
        if item is None or item.card is None:
            ctx.did = False
            return []
        by = item.controller
        for target_name, kind in item.card.targets:
            if target_name not in item.targets:
                continue
            current = item.targets[target_name][0]
            others = [o for o in _candidates(state, item, kind) if o.pid != current]
            if not others:
                continue
            kept = name(state, current)
            options = (
                Option(f"pick:{current}", t(f"keep {kept}", f"garder {kept}")),
                *(
                    Option(f"pick:{o.pid}", t(name(state, o.pid), name(state, o.pid)))
                    for o in others
                ),
            )
            bare = kind.removeprefix(UP_TO_ONE)
            decision = Decision(
                "pick",
                by,
                "752.1",
                t(
                    f"{by} may make a new choice for {item.label['en']}'s target ({bare}): "
                    "only legal ones (753.1).",
                    f"{by} peut refaire le choix de la cible de {item.label['fr']} ({bare}) : "
                    "seulement parmi les légales (753.1).",
                ),
                options,
                objects=(current, *(o.pid for o in others)),
            )
            picked = game.decide(decision).split(":", 1)[1]
            if picked == current:
                continue
            item.targets[target_name] = (picked, state.objects[picked].rules_id)
            game.step(
                "new_choices",
                ("752.1", "753.1"),
                t(
                    f"{by} makes a new choice for {item.label['en']}: it now targets "
                    f"{name(state, picked)} instead of {name(state, current)}.",
                    f"{by} refait un choix pour {item.label['fr']} : il cible maintenant "
                    f"{name(state, picked)} au lieu de {name(state, current)}.",
                ),
                [item.source or "", picked],
            )
        return []

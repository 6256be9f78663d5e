"""The Replace game action and swapping back (rule 438), for battlefields: `{replace: here, with:
Ancient Tomb}` and `{swap_back: here}`.

Replace is not a replacement effect and not a banish: a token is created in the place of the
original, without being played, and inherits its control, statuses, effects and score history;
the original goes to its owner's banishment as *replaced* (438.5). The place keeps its id, so
what targets or refers to it follows the token (438.1.a).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.errors import IllegalAction
from engine.model.card import Instruction
from engine.model.events import Event, ReplaceBattlefield
from engine.model.state import Battlefield, LogEvent
from engine.model.text import name, place, t
from engine.model.trigger_kinds import waiting_for
from engine.record.timeline import Decision, Option
from engine.rules.moment import perform
from engine.rules.reading import Context, here
from engine.rules.triggers import add_to_chain, held_item, held_triggers, order_new_items

if TYPE_CHECKING:
    from engine.record.game import Game


def replace_battlefield(game: Game, bf: Battlefield, token: str, cause: str | None = None) -> None:
    """Rule 438.1: Replace [the battlefield] with [a token]."""
    cards = game.cards
    if token not in cards or not cards[token].token or cards[token].type != "battlefield":
        raise IllegalAction(
            "438.3",
            f"{token} is not a battlefield token.",
            f"{token} n'est pas une création champ de bataille.",
        )
    # the Replace action happens to the battlefield: an event the pipeline sees (372, 438.1)
    perform(game, [ReplaceBattlefield(obj=bf.id, to=token, cause=cause)])


def swap_back(game: Game, bf: Battlefield) -> None:
    """Rule 438.7: the token ceases to exist and an eligible original returns to its place with the
    token's current effects and statuses (control, score history); none eligible, nothing
    happens."""
    state = game.state
    if not bf.card.token:
        game.step(
            "swap_back",
            ("438.7",),
            t(
                f"{place(game.state, bf.id)} is not a token created by Replace: nothing to swap "
                "back.",
                f"{place(game.state, bf.id)} n'est pas une création de Remplacer : rien à ramener.",
            ),
        )
        return
    eligible = [pid for pid in bf.replaced if state.objects[pid].zone == "banishment"]
    if not eligible:
        game.step(
            "swap_back",
            ("438.7.c",),
            t(
                f"No original of {place(game.state, bf.id)} is in banishment: it cannot swap back.",
                f"Aucun original de {place(game.state, bf.id)} n'est en bannissement : le retour "
                "est impossible.",
            ),
        )
        return
    pid = eligible[-1]
    if len(eligible) > 1:
        options = tuple(
            Option(f"pick:{p}", t(state.objects[p].card.name, state.objects[p].card.name))
            for p in eligible
        )
        key = game.decide(
            Decision(
                "pick",
                bf.controller or state.turn_player,
                "438.7.b.1",
                t("Choose which replaced original returns.", "Choisissez quel original revient."),
                options,
            )
        )
        pid = key.split(":", 1)[1]
    original = state.objects[pid]
    token = bf.card
    state.players[original.owner].banishment.remove(pid)
    original.zone = f"battlefield:{bf.id}"
    bf.card = original.card
    bf.replaced = [p for p in bf.replaced if p != pid]
    state.log.append(LogEvent("swap_back", bf.id, of=pid))
    game.step(
        "swap_back",
        ("438.7", "438.7.b"),
        t(
            f"Swap back: the {token.name} token ceases to exist and {original.card.name} returns "
            f"to its place, inheriting its current control ({bf.controller or 'none'}) and score "
            f"history ({', '.join(bf.scored_this_turn) or 'none'}).",
            f"Retour à l'original : la création {token.name} cesse d'exister et "
            f"{original.card.name} revient à sa place, héritant de son contrôle actuel "
            f"({bf.controller or 'aucun'}) et de son historique de score "
            f"({', '.join(bf.scored_this_turn) or 'aucun'}).",
        ),
        [pid],
        explain=t(
            "The return does not undo what happened in between (438.7.b).",
            "Le retour n'annule pas ce qui s'est passé entre-temps (438.7.b).",
        ),
    )


class _BattlefieldWord(Instruction):
    __slots__ = ()
    main = "ref"

    def place(self, game: Game, ctx: Context) -> Battlefield:
        state = game.state
        place = here(state, ctx) if self.value == "here" else str(self.value)
        if place not in state.battlefields:
            raise IllegalAction(
                "438",
                f"{self.title[0]} works on battlefields; {name(state, place)} is not one.",
                f"« {self.title[1]} » s'applique aux champs de bataille ; {name(state, place)} "
                "n'en est pas un.",
            )
        return state.battlefields[place]


class Replace(_BattlefieldWord):
    __slots__ = ()
    op, required = "replace", {"with": "string"}
    title = ("Replace", "Remplacer")
    says = ("replace {value} with a {with} token", "remplacer {value} par une création {with}")

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        replace_battlefield(game, self.place(game, ctx), str(self.arg("with")), ctx.cause)
        return []


class SwapBack(_BattlefieldWord):
    __slots__ = ()
    op = "swap_back"
    title = ("Swap back", "Retour à l'original")
    says = ("swap {value} back to its original", "ramener l'original de {value}")

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        swap_back(game, self.place(game, ctx))
        return []


class ActivateConquerEffects(_BattlefieldWord):
    """`{activate_conquer_effects: here}` (Reckoner's Arena: "activate the conquer effects of units
    here"): each unit there has its "when I conquer" abilities (its own and those its Equipment
    gives it, 136.2) put on the chain as if it had conquered, controlled by its controller; they
    resolve after the ability that activated them, in the order their controllers choose
    (383.3.d)."""

    __slots__ = ()
    op = "activate_conquer_effects"
    title = ("Activate conquer effects", "Activer les effets de conquête")
    says = (
        "activate the conquer effects of units at {value}",
        "activer les effets de conquête des unités à {value}",
    )

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        state = game.state
        bf = self.place(game, ctx)
        items = [
            held_item(state, unit, spec, gear, unit.controller)
            for unit in state.units_at(bf.id)
            for kind in waiting_for("conquer")
            for spec, gear in held_triggers(state, unit, kind.name)
        ]
        if not items:
            game.step(
                "effect",
                ("383.4.c",),
                t(
                    f"No unit at {place(state, bf.id)} has a conquer effect to activate.",
                    f"Aucune unité à {place(state, bf.id)} n'a d'effet de conquête à activer.",
                ),
            )
            return []
        add_to_chain(game, items)
        for item in items:
            state.log.append(LogEvent("trigger", item.trigger or "", of=item.source))
            game.step(
                "trigger",
                ("383.4.c", "190.6"),
                t(
                    f"{item.label['en']} is activated by {bf.card.name} and becomes a pending "
                    "chain item.",
                    f"{item.label['fr']} est activée par {bf.card.name} et devient un objet de "
                    "chaîne en attente.",
                ),
                [item.source or ""],
            )
        order_new_items(game, items)
        return []

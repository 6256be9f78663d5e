"""Choices a card makes as it is played (355): 'choose one —' (a mode) and a move destination the
player chooses. Each is settled as the item finalizes (engine/rules/choices.py); one that runs
outside a play (inside another word's body, an `act`) chooses as it runs."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.model.card import Instruction
from engine.model.events import Event
from engine.model.text import place, t
from engine.model.zones import base_of
from engine.record.timeline import Decision, Option
from engine.rules.reading import Context, objects_for, run
from engine.vocabulary.multiplayer import choose_opponent

if TYPE_CHECKING:
    from engine.model.state import ChainItem
    from engine.record.game import Game


class ChooseOne(Instruction):
    """`{choose_one: [{draw: 1}, {buff: self}]}`: each item is one mode; the controller picks one
    as the card is played (355) and only that one runs (an answer `{pick: [mode2]}`). With `by:
    $target` the controller of that object picks, as it resolves ("unless its controller lets
    you draw 2"; another player's choice is not made on play, 355.10)."""

    __slots__ = ()
    op, main, optional = "choose_one", "list", {"by": "ref"}
    title = ("Choose one", "Choisissez un")
    says = ("choose one of its modes", "choisir un de ses modes")

    def pick(self, game: Game, player: str) -> Instruction:
        options = tuple(
            Option(f"pick:mode{i + 1}", mode.sentence(game.state))
            for i, mode in enumerate(self.body)
        )
        prompt = t(f"{player} chooses one mode.", f"{player} choisit un mode.")
        key = game.decide(Decision("pick", player, "355", prompt, options))
        return self.body[int(key.removeprefix("pick:mode")) - 1]

    def chosen(self, game: Game, item: ChainItem) -> Instruction:
        if self.arg("by") is not None:  # another player's choice: made as it resolves
            return self
        return self.pick(game, item.controller)

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        player = ctx.controller
        if self.arg("by") is not None:
            found = objects_for(game, str(self.arg("by")), ctx, self.label())
            if not found:
                ctx.did = False
                return []
            player = found[0].controller
        return run(game, (self.pick(game, player),), ctx)


class MoveToChosen(Instruction):
    """`{move_to_chosen: $target}` ("a friendly unit moves"): the controller chooses where, among
    the locations other than the unit's own (355.4.a): its controller's base and each
    battlefield; `to: battlefield` leaves the base out, `to: controlled_battlefield` keeps only the
    battlefields the player controls; `to: base_or_out` ("moves into its base or out of it",
    Yasuo) keeps only the base for a unit away from it and only the battlefields for a unit in it.
    The chosen place is then a plain `move`."""

    __slots__ = ()
    op, main, optional = "move_to_chosen", "ref", {"to": "string"}
    title = ("Move to a chosen place", "Déplacement vers un lieu choisi")
    says = ("move {value} where its player chooses", "déplacer {value} où son joueur choisit")

    def destination(self, game: Game, player: str, ctx: Context) -> Instruction | None:
        state = game.state
        found = objects_for(game, str(self.value), ctx, self.label())
        if not found:
            return None
        unit = found[0]
        here = state.location(unit)
        to = self.arg("to")
        places = [] if to in ("battlefield", "controlled_battlefield") else ["base"]
        places += [
            bf
            for bf, field in state.battlefields.items()
            if to != "controlled_battlefield" or field.controller == player
        ]
        own_base = base_of(unit.controller)
        if to == "base_or_out":
            if unit.zone != own_base:  # into its base: the one place, no choice to make
                return Instruction.make("move", self.value, to="base")
            places = list(state.battlefields)
        places = [p for p in places if (own_base if p == "base" else p) != here]
        options = tuple(
            Option(
                f"pick:{p}",
                t("its base", "sa base") if p == "base" else t(place(state, p), place(state, p)),
            )
            for p in places
        )
        if not options:
            return None
        if len(options) == 1:  # 355.4.a leaves one place: taken without asking, and said so
            game.step(
                "condition",
                ("355.4.a",),
                t(
                    f"{unit.card.name} cannot be moved to where it is (355.4.a): the only "
                    f"destination left is {options[0].label['en']}.",
                    f"{unit.card.name} ne peut pas être déplacée là où elle est (355.4.a) : la "
                    f"seule destination restante est {options[0].label['fr']}.",
                ),
                [unit.pid],
            )
        prompt = t(
            f"{player} chooses where {unit.card.name} moves (not where it is, 355.4.a).",
            f"{player} choisit où {unit.card.name} se déplace (pas là où elle est, 355.4.a).",
        )
        key = game.decide(Decision("pick", player, "355.4.a", prompt, options, objects=(unit.pid,)))
        return Instruction.make("move", self.value, to=key.split(":", 1)[1])

    def chosen(self, game: Game, item: ChainItem) -> Instruction:
        ctx = Context(
            controller=item.controller,
            source=item.source,
            targets=dict(item.targets),
            target_kinds=dict(item.card.targets) if item.card else {},
        )
        return self.destination(game, item.controller, ctx) or self

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        move = self.destination(game, ctx.controller, ctx)
        if move is None:
            ctx.did = False
            return []
        return move.execute(game, ctx)


class OpponentMovesAUnit(Instruction):
    """`{opponent_moves_a_unit: $mine}` ("then an opponent moves one of their units to that
    battlefield"): the opponent picks one of their units on the board that is not already at
    `$mine`'s location, and it moves there. The opponent chooses (355.10: not a target)."""

    __slots__ = ()
    op, main = "opponent_moves_a_unit", "ref"
    title = ("An opponent moves a unit", "Un adversaire déplace une unité")
    says = (
        "an opponent moves one of their units to {value}'s place",
        "un adversaire déplace une de ses unités vers l'endroit de {value}",
    )

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        state = game.state
        found = objects_for(game, str(self.value), ctx, self.label())
        there = state.location(found[0]) if found else None
        opponent = choose_opponent(game, ctx)
        units = [
            o.pid
            for o in state.objects.values()
            if o.is_unit and o.on_board and o.controller == opponent and state.location(o) != there
        ]
        if there is None or not units:
            ctx.did = False
            return []
        options = tuple(
            Option(f"pick:{p}", t(state.objects[p].card.name, state.objects[p].card.name))
            for p in units
        )
        prompt = t(
            f"{opponent} picks one of their units to move to {place(state, there)}.",
            f"{opponent} choisit une de ses unités à déplacer vers {place(state, there)}.",
        )
        key = game.decide(
            Decision("pick", opponent, "355.10", prompt, options, objects=tuple(units))
        )
        pid = key.split(":", 1)[1]
        return Instruction.make("move", pid, to=there).execute(game, ctx)


class ChooseOneNotChosenThisTurn(ChooseOne):
    """`{choose_one_not_chosen_this_turn: [...]}` ("choose one you've not chosen this turn",
    Udyr, Wildman): as `choose_one`, but only among the modes this same object has not had chosen
    yet this turn (a new object starts afresh, 124.1); the pick is remembered until the turn
    ends. With every mode already chosen, nothing happens."""

    __slots__ = ()
    op = "choose_one_not_chosen_this_turn"
    title = ("Choose one not chosen this turn", "Choisissez un mode pas encore choisi ce tour-ci")
    says = (
        "choose one of its modes not chosen this turn",
        "choisir un de ses modes pas encore choisi ce tour-ci",
    )

    @staticmethod
    def _key(game: Game, source: str | None, index: int) -> str:
        obj = game.state.objects.get(source or "")
        rid = obj.rules_id if obj is not None else ""
        return f"mode:{source}#{rid}:{index}"

    def pick_new(self, game: Game, player: str, source: str | None) -> Instruction | None:
        state = game.state
        left = [
            i
            for i in range(len(self.body))
            if self._key(game, source, i) not in state.uses_this_turn
        ]
        if not left:
            game.step(
                "condition",
                ("355",),
                t(
                    "Every mode has already been chosen this turn: nothing happens.",
                    "Chaque mode a déjà été choisi ce tour-ci : rien ne se passe.",
                ),
            )
            return None
        options = tuple(Option(f"pick:mode{i + 1}", self.body[i].sentence(state)) for i in left)
        prompt = t(
            f"{player} chooses one mode not chosen this turn.",
            f"{player} choisit un mode pas encore choisi ce tour-ci.",
        )
        key = game.decide(Decision("pick", player, "355", prompt, options))
        index = int(key.removeprefix("pick:mode")) - 1
        state.uses_this_turn[self._key(game, source, index)] = 1
        return self.body[index]

    def chosen(self, game: Game, item: ChainItem) -> Instruction:
        mode = self.pick_new(game, item.controller, item.source)
        return mode if mode is not None else Instruction.make("then", None)

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        mode = self.pick_new(game, ctx.controller, ctx.source)
        if mode is None:
            ctx.did = False
            return []
        return run(game, (mode,), ctx)

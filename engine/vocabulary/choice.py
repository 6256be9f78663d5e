"""Choices a card makes as it is played (355): 'choose one —' (a mode) and a move destination the
player chooses. Each is settled as the item finalizes (engine/rules/choices.py); one that runs
outside a play (inside another word's body, an `act`) chooses as it runs."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from engine.model.card import Instruction, referenced_targets
from engine.model.events import Event
from engine.model.text import name, place, t
from engine.model.zones import base_of
from engine.record.timeline import Decision, Option
from engine.rules.choices import open_modes
from engine.rules.reading import Context, may_pick, objects_for, run
from engine.vocabulary.multiplayer import choose_opponent

if TYPE_CHECKING:
    from engine.model.state import ChainItem, Obj, State
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

    def pick(
        self, game: Game, player: str, only: list[int] | None = None, again: bool = False
    ) -> Instruction:
        options = tuple(
            Option(f"pick:mode{i + 1}", mode.sentence(game.state))
            for i, mode in enumerate(self.body)
            if only is None or i in only
        )
        prompt = (
            t(
                f"{player} chooses one mode for the Repeat run.",
                f"{player} choisit un mode pour l'exécution répétée.",
            )
            if again
            else t(f"{player} chooses one mode.", f"{player} choisit un mode.")
        )
        key = game.decide(Decision("pick", player, "820.2" if again else "355", prompt, options))
        return self.body[int(key.removeprefix("pick:mode")) - 1]

    def mode_targets(self) -> tuple[frozenset[str], ...]:
        """The card's targets each mode uses: only the chosen mode's are chosen (355), so a
        card may be played with the targets of one mode only. None when another player picks
        the mode as it resolves (its targets are all chosen on play)."""
        if self.arg("by") is not None:
            return ()
        return tuple(frozenset(referenced_targets((mode,))) for mode in self.body)

    def chosen(self, game: Game, item: ChainItem, repeat: bool = False) -> Instruction:
        if self.arg("by") is not None:  # another player's choice: made as it resolves
            return self
        # only a mode whose targets were chosen as the card was played can be picked (355)
        targets = (item.repeat_targets if repeat else item.targets) or {}
        kinds = dict(item.card.targets) if item.card else {}
        only = open_modes(self, targets, kinds)
        if len(only) == 1 < len(self.body):  # the one mode open: taken, and said so
            mode = self.body[only[0]].sentence(game.state)
            game.step(
                "condition",
                ("820.2", "355") if repeat else ("355",),
                t(
                    f"{item.label['en']}"
                    + (" (its Repeat run)" if repeat else "")
                    + f": only the mode '{mode['en']}' had its targets chosen, so it is the mode.",
                    f"{item.label['fr']}"
                    + (" (son exécution répétée)" if repeat else "")
                    + f" : seul le mode « {mode['fr']} » a eu ses cibles choisies ; c'est donc "
                    "le mode.",
                ),
                [item.source or ""],
            )
        return self.pick(game, item.controller, only, again=repeat)

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
    Yasuo) keeps only the base for a unit away from it and only the battlefields for a unit in it;
    `to: beside_its_controllers_units` keeps the places where another unit of the moved unit's
    controller stands (Temptation).
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
        if to == "beside_its_controllers_units":  # "where there's a unit with the same controller"
            places = [
                p
                for p in places
                if any(
                    u.controller == unit.controller and u.pid != unit.pid
                    for u in state.units_at(own_base if p == "base" else p)
                )
            ]
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

    def chosen(self, game: Game, item: ChainItem, repeat: bool = False) -> Instruction:
        mode = self.pick_new(game, item.controller, item.source)
        return mode if mode is not None else Instruction.make("then", None)

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        mode = self.pick_new(game, ctx.controller, ctx.source)
        if mode is None:
            ctx.did = False
            return []
        return run(game, (mode,), ctx)


class ChooseBattlefield(Instruction):
    """`{choose_battlefield: [instructions]}` ("deal 3 to all enemy units at a battlefield",
    Firestorm): the controller chooses a battlefield as the card is played (355, with its other
    choices), and the instructions run with 'here' meaning that battlefield ("enemy units here",
    `bring_here`). `where: yours` keeps the battlefields where the player has units (Moonfall);
    `of: $target` is the battlefield where that target stands as it is chosen ("a battlefield and
    an enemy unit there", Crescent Strike). A battlefield is a place, not an object: choosing it
    sets off no "when chosen" trigger. Outside a play (inside another word) it is chosen as it
    runs."""

    __slots__ = ()
    op, main, optional = (
        "choose_battlefield",
        "list",
        {"where": "string", "of": "ref", "at": "string"},
    )
    title = ("Choose a battlefield", "Choisir un champ de bataille")
    says = ("choose a battlefield", "choisir un champ de bataille")

    def _places(self, game: Game, player: str, ctx: Context) -> list[str]:
        state = game.state
        if self.arg("of") is not None:
            found = objects_for(game, str(self.arg("of")), ctx, self.label())
            there = state.location(found[0]) if found else None
            return [there] if there in state.battlefields else []
        return [
            bf
            for bf in state.battlefields
            if self.arg("where") != "yours"
            or any(u.controller == player for u in state.units_at(bf))
        ]

    def _pick(self, game: Game, player: str, ctx: Context) -> str | None:
        state = game.state
        places = self._places(game, player, ctx)
        if not places:
            return None
        options = tuple(
            Option(f"pick:{bf}", t(place(state, bf), place(state, bf))) for bf in places
        )
        prompt = t(f"{player} chooses a battlefield.", f"{player} choisit un champ de bataille.")
        key = game.decide(Decision("pick", player, "355", prompt, options))
        return key.split(":", 1)[1]

    def chosen(self, game: Game, item: ChainItem) -> Instruction:
        ctx = Context(
            controller=item.controller,
            source=item.source,
            targets=dict(item.targets),
            target_kinds=dict(item.card.targets) if item.card else {},
        )
        bf = self._pick(game, item.controller, ctx)
        if bf is None:
            return self
        state = game.state
        game.step(
            "condition",
            ("355",),
            t(
                f"{item.label['en']}: {item.controller} chooses {place(state, bf)}.",
                f"{item.label['fr']} : {item.controller} choisit {place(state, bf)}.",
            ),
            [item.source or ""],
        )
        return type(self)(self.value, (*self.args, ("at", bf)), self.body)

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        bf = self.arg("at") or self._pick(game, ctx.controller, ctx)
        if bf is None or bf not in game.state.battlefields:
            game.step(
                "skip",
                ("355",),
                t(
                    "Choose a battlefield: there is no battlefield to choose; nothing happens.",
                    "Choisir un champ de bataille : aucun champ de bataille à choisir ; rien ne "
                    "se passe.",
                ),
            )
            ctx.did = False
            return []
        inner = replace(ctx, at=bf)
        happened = run(game, self.body, inner)
        ctx.did, ctx.it = inner.did, inner.it
        return happened


class ChooseUnits(Instruction):
    """`{choose_units: [instructions], of: <selector>, most_might: 8}`: "any number of units
    ... with a total Might of 8 or less" (Tricksy Tentacles, Fox-Fire, Decree of Discord, and
    Volibear's "split among any number of enemy units here"). As the card is played (355, a
    triggered ability as it finalizes) its controller picks units one at a time among those the
    selector names (`{pick: [u1]}`, then `{pick: [none]}`), each keeping the total Might (as
    chosen) within `most_might`; `same_controller` / `same_battlefield: true` keep every pick
    with the first one's controller or battlefield, `domain: Order` only units of that domain. The
    picks are the card's targets (355: each sets off "when chosen", 383.4.b, and one that changed
    zone is skipped, 359.3.e.2); the instructions then name them all as `it`. A `move_to_chosen:
    it` among them has its one destination chosen with the picks."""

    __slots__ = ()
    op, main, required = "choose_units", "list", {"of": "ref"}
    optional = {
        "most_might": "int",
        "same_controller": "bool",
        "same_battlefield": "bool",
        "domain": "string",
        "most": "count",
        "same_location": "bool",
    }  # (and, once chosen, "picked": the chosen units as (id, rules id) pairs)
    own_repeat_choice = True  # a Repeat run picks its own units (820.2)
    title = ("Choose any number of units", "Choisir autant d'unités que voulu")
    says = ("choose any number of units", "choisir autant d'unités que voulu")

    def _fits(self, state: State, unit: Obj, picked: list[Obj]) -> bool:
        if self.arg("most") is not None and len(picked) >= int(self.arg("most")):
            return False
        if (
            picked
            and self.arg("same_location")
            and state.location(unit) != state.location(picked[0])
        ):
            return False
        most = self.arg("most_might")
        total = sum(max(state.might(p) or 0, 0) for p in picked) + max(state.might(unit) or 0, 0)
        if most is not None and total > int(most):
            return False
        if self.arg("domain") and str(self.arg("domain")) not in unit.card.domains:
            return False
        if picked and self.arg("same_controller") and unit.controller != picked[0].controller:
            return False
        first = state.location(picked[0]) if picked else None
        return not (picked and self.arg("same_battlefield") and state.location(unit) != first)

    def pick_units(self, game: Game, player: str, ctx: Context, at: str | None) -> list[Obj]:
        state = game.state
        pool = [
            o
            for o in objects_for(game, str(self.arg("of")), ctx, self.label())
            if o.is_unit
            and o.on_board
            and (not self.arg("same_battlefield") or state.location(o) in state.battlefields)
            and (at is None or state.location(o) == at)  # played from facedown there (811.1.d.2)
            and not (
                o.controller != player and o.card.static("cannot_be_chosen_by_enemies")
            )  # 054.1
        ]
        picked: list[Obj] = []
        while True:
            left = [o for o in pool if o not in picked and self._fits(state, o, picked)]
            if not left:
                return picked
            options = (
                *(Option(f"pick:{o.pid}", t(name(state, o.pid), name(state, o.pid))) for o in left),
                Option("pick:none", t("No more", "Pas d'autre")),
            )
            most = self.arg("most_might")
            prompt = t(
                f"{player} picks a unit (or stops)"
                + (f": total Might {most} or less." if most is not None else "."),
                f"{player} choisit une unité (ou s'arrête)"
                + (f" : puissance totale de {most} ou moins." if most is not None else "."),
            )
            key = game.decide(
                Decision("pick", player, "355", prompt, options, objects=tuple(o.pid for o in left))
            )
            if key == "pick:none":
                return picked
            picked.append(state.objects[key.split(":", 1)[1]])

    def chosen(self, game: Game, item: ChainItem, repeat: bool = False) -> Instruction:
        ctx = Context(
            controller=item.controller,
            source=item.source,
            targets=dict(item.targets),
            target_kinds=dict(item.card.targets) if item.card else {},
        )
        if repeat:
            game.step(
                "condition",
                ("820.2",),
                t(
                    f"{item.label['en']}: its Repeat run makes its own choice of units.",
                    f"{item.label['fr']} : son exécution répétée fait son propre choix d'unités.",
                ),
                [item.source or ""],
            )
        hidden = item.played_from or ""
        at = hidden.split(":", 1)[1] if hidden.startswith("facedown:") else None
        picked = self.pick_units(game, item.controller, ctx, at)
        chosen_for = (
            item.repeat_targets if repeat and item.repeat_targets is not None else item.targets
        )
        for i, o in enumerate(picked, 1):  # the picks are targets (355): chosen, checked
            chosen_for[f"pick{i}"] = (o.pid, o.rules_id)
        made = tuple((o.pid, o.rules_id) for o in picked)
        inner = replace(ctx, made=made, it=made[0][0] if made else None)
        body = tuple(
            inst.destination(game, item.controller, inner) or inst
            if isinstance(inst, MoveToChosen)
            else inst
            for inst in self.body
        )
        return type(self)(self.value, (*self.args, ("picked", made)), body)

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        state = game.state
        made = self.arg("picked")
        if made is None:  # outside a play: chosen as it runs
            made = tuple(
                (o.pid, o.rules_id) for o in self.pick_units(game, ctx.controller, ctx, None)
            )
        kept = tuple(
            (pid, rid)
            for pid, rid in made
            if pid in state.objects
            and state.objects[pid].rules_id == rid
            and state.objects[pid].on_board
        )
        if not kept:
            game.step(
                "skip",
                ("355", "359.3.e.2"),
                t(
                    "Choose any number of units: none was chosen, or none is still there.",
                    "Choisir autant d'unités que voulu : aucune n'a été choisie, ou aucune n'est "
                    "encore là.",
                ),
            )
            ctx.did = False
            return []
        inner = replace(ctx, made=kept, it=kept[0][0])
        happened = run(game, self.body, inner)
        ctx.did = inner.did
        return happened


class ReadyOne(Instruction):
    """`{ready_one: friendly gear}` ("you may ready one of your gear", Veiled Temple): as it
    resolves its controller picks one of the objects the selector names on the board, or none;
    the one picked is readied and is `it` for the next instructions."""

    __slots__ = ()
    op, main = "ready_one", "ref"
    title = ("Ready one", "Redresser un objet")
    says = ("you may ready one {value}", "vous pouvez redresser un(e) {value}")

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        found = [o.pid for o in objects_for(game, str(self.value), ctx, self.label()) if o.on_board]
        prompt = t(
            f"{ctx.controller} may pick one {self.value} to ready.",
            f"{ctx.controller} peut choisir un(e) {self.value} à redresser.",
        )
        chosen = may_pick(game, ctx.controller, "383.3.a", prompt, found) if found else None
        if chosen is None:
            ctx.did = False
            return []
        happened = Instruction.make("ready", chosen).execute(game, ctx)
        ctx.did = True
        ctx.moved_on_to(chosen)
        return happened

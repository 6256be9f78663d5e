"""Delayed abilities left by an effect (389-392): a delayed replacement (390.3), e.g. Tactical
Retreat's 'the next time it would die', and a delayed triggered ability."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.model.card import Instruction, referenced_targets
from engine.model.events import Event
from engine.model.state import ActiveReplacement, DelayedAbility, Obj, State
from engine.model.text import name, t
from engine.rules.reading import Context, here, objects_for, target_is_legal

if TYPE_CHECKING:
    from engine.record.game import Game

DELAYED_WORDS = {
    "you_conquer": ("when {p} conquers", "quand {p} conquiert"),
    "it_is_dealt_damage": (
        "the next time {it} is dealt damage",
        "la prochaine fois que {it} subit des dégâts",
    ),
    "a_unit_is_dealt_damage": (
        "whenever a unit is dealt damage",
        "chaque fois qu'une unité subit des dégâts",
    ),
    "end_of_turn": ("at the end of the turn", "à la fin du tour"),
    "an_opponent_holds": ("when an opponent holds", "quand un adversaire tient"),
    "it_wins_a_combat": ("if {it} wins a combat", "si {it} gagne un combat"),
    "its_owner_holds": ("when the owner of {it} holds", "quand le propriétaire de {it} tient"),
    "it_dies": ("when {it} dies", "quand {it} meurt"),
    "it_conquers": ("when {it} conquers", "quand {it} conquiert"),
    "your_main_phase": (
        "at the start of {p}'s next Main phase",
        "au début de la prochaine phase principale de {p}",
    ),
    "you_play_a_unit": (
        "whenever {p} plays a unit",
        "chaque fois que {p} joue une unité",
    ),
}

# What a replacement waits for, as the step says it: "the next time it would ..."
WOULD_WORDS = {
    "die": ("die", "mourir"),
    "be_dealt_damage": ("be dealt damage", "subir des dégâts"),
    "leave_chain": ("leave the chain", "quitter la chaîne"),
    "draw": ("draw", "piocher"),
    "enter": ("enter", "entrer"),
    "score": ("score", "marquer"),
    "move": ("move", "se déplacer"),
    "recall": ("be recalled", "être rappelé"),
    "banish": ("be banished", "être banni"),
    "be_stunned": ("be stunned", "être étourdi"),
    "lose_might": ("lose Might", "perdre de la puissance"),
    "return_to_hand": ("return to hand", "retourner en main"),
    "be_looked_at": ("be looked at", "être regardé"),
    "be_revealed": ("be revealed", "être révélé"),
}


class DelayedReplacement(Instruction):
    """`{delayed_replacement: {would: die, subject: $target, uses: 1, instead: [...]}}` (390.3)."""

    __slots__ = ()
    op, main = "delayed_replacement", "spec"
    title = ("Delayed replacement", "Remplacement différé")
    says = ("leave a replacement effect", "laisser un effet de remplacement")

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        state = game.state
        spec = self.replacement
        assert spec is not None
        target = None
        if spec.subject.startswith("$"):
            target = ctx.targets.get(spec.subject[1:])
            if target is None or not target_is_legal(
                state,
                target[0],
                target[1],
                ctx.target_kinds.get(spec.subject[1:], "unit"),
                ctx.controller,
            ):
                ctx.did = False
                return []
        state.next_replacement_id += 1
        source_name = (
            state.objects[ctx.source].card.name
            if ctx.source in state.objects
            else (ctx.cause or "effect")
        )
        rep = ActiveReplacement(
            id=f"r{state.next_replacement_id - 1}",
            name=source_name,
            spec=spec,
            controller=ctx.controller,
            source=None,
            target=target,
            uses_left=spec.uses,
            created=state.tick(),
        )
        state.replacements.append(rep)
        whom = name(state, target[0]) if target else "?"
        if target is None and spec.subject == "any_unit" and spec.prevent is not None:
            # "prevent all spell and ability damage this turn" (Unyielding Spirit, 437)
            spells = dict(spec.condition).get("from") == "spells_and_abilities"
            game.step(
                "effect",
                ("390.3", "437"),
                t(
                    f"{source_name}: for the rest of this turn, all damage "
                    + ("spells and abilities would deal" if spells else "that would be dealt")
                    + " to units is prevented.",
                    f"{source_name} : jusqu'à la fin du tour, tous les dégâts "
                    + ("que les sorts et compétences devraient infliger" if spells else "à subir")
                    + " aux unités sont bloqués.",
                ),
            )
            ctx.did = True
            return []
        if spec.double:
            game.step(
                "effect",
                ("390.3", "367"),
                t(
                    f"{source_name} leaves a replacement effect on {whom}: this turn, any damage "
                    "it would be dealt is doubled.",
                    f"{source_name} laisse un effet de remplacement sur {whom} : ce tour-ci, tous "
                    "les dégâts qu'il devrait subir sont doublés.",
                ),
                [target[0]] if target else [],
            )
            ctx.did = True
            return []
        game.step(
            "effect",
            ("390.3", "367"),
            t(
                f"{source_name} leaves a replacement effect on {whom}: the next time it would "
                f"{WOULD_WORDS[spec.would][0]} "
                f"{'this turn' if spec.duration == 'this_turn' else ''}, "
                "something else happens instead.",
                f"{source_name} laisse un effet de remplacement sur {whom} : la prochaine fois "
                f"qu'il devrait {WOULD_WORDS[spec.would][1]} "
                f"{'ce tour-ci' if spec.duration == 'this_turn' else ''}, autre chose se passe à "
                "la place.",
            ),
            [target[0]] if target else [],
        )
        ctx.did = True
        return []


class DelayedTrigger(Instruction):
    """`{delayed_trigger: {when: you_conquer, effect: [...], duration: this_turn, on: $target}}`
    (389)."""

    __slots__ = ()
    op, main = "delayed_trigger", "trigger"
    title = ("Delayed ability", "Compétence différée")
    says = ("create a delayed ability", "créer une compétence différée")

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        state = game.state
        when, duration, on, uses = self.value
        bound = objects_for(game, on, ctx, self.label()) if on else []
        if on and not bound:
            return []
        # an effect choosing targets as it triggers (`$name`) keeps "here" and its source's card
        chooses = bool(_chosen_later(self.body)) and ctx.source in state.objects
        # bound to several ("1 XP per unit this kills", Alpha Strike: `on: it`), one each
        targets: list[Obj | None] = list(bound) or [None]
        for each in targets:
            state.delayed_triggers.append(
                DelayedAbility(
                    when=when,
                    duration=duration,
                    effect=self.body,
                    controller=ctx.controller,
                    link=ctx.cause,
                    uses=1 if duration == "until_triggered" else uses,
                    on=(each.pid, each.rules_id) if each is not None else None,
                    name=name(state, ctx.source) if ctx.source else _battlefield(state, ctx),
                    location=here(state, ctx) if chooses else None,
                    card=state.objects[str(ctx.source)].card if chooses else None,
                )
            )
        named = " / ".join(name(state, b.pid) for b in bound) if bound else name(state, None)
        en, fr = (words.format(p=ctx.controller, it=named) for words in DELAYED_WORDS[when])
        lasting = duration == "until_triggered"
        span = (
            t("once, whenever that is", "une fois, quand que ce soit")
            if lasting
            else t("this turn", "ce tour-ci")
        )
        if duration == "this_cleanup":  # "if this kills it": a kill of this spell (428.5)
            span = t(
                "in the cleanup right after this (a kill of this spell, 428.5)",
                "au nettoyage qui suit (une élimination par ce sort, 428.5)",
            )
        game.step(
            "effect",
            ("389", "392"),
            t(
                f"A delayed ability is created: {en}, {span['en']}.",
                f"Une compétence différée est créée : {fr}, {span['fr']}.",
            ),
            [o for o in (ctx.source, *(b.pid for b in bound)) if o],
        )
        return []


def _chosen_later(body: tuple[Instruction, ...]) -> set[str]:
    """The target names a delayed ability's own effect uses: it chooses them as it triggers."""
    return referenced_targets(body)


def _battlefield(state: State, ctx: Context) -> str:
    """A battlefield's ability has no source object: its delayed ability takes the battlefield's
    name (Targon's Peak), "here" being noted on it."""
    bf = state.battlefields.get(str((ctx.snapshot or {}).get("location")))
    return bf.card.name if bf is not None else "effect"


class NextUnitEntersReady(Instruction):
    """`{next_unit_enters_ready: 1}` ("the next unit you play this turn comes in ready", Sun
    Disc): its controller's next unit played this turn enters the board ready (359.2 overridden,
    002), whoever's effect plays it; unused, it ends with the turn."""

    __slots__ = ()
    op, main = "next_unit_enters_ready", "int"
    title = ("Next unit enters ready", "Prochaine unité redressée")
    says = (
        "the next unit you play this turn enters ready",
        "la prochaine unité que vous jouez ce tour-ci arrive redressée",
    )

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        state = game.state
        key = f"next_unit_ready:{ctx.controller}"
        state.uses_this_turn[key] = state.uses_this_turn.get(key, 0) + int(self.value)
        game.step(
            "effect",
            ("359.2", "002"),
            t(
                f"The next unit {ctx.controller} plays this turn will enter ready.",
                f"La prochaine unité que {ctx.controller} jouera ce tour-ci entrera redressée.",
            ),
        )
        return []


class NextSpellGainsRepeat(Instruction):
    """`{next_spell_gains_repeat: 1}` ("the next spell you play this turn gains [Repeat] equal to
    its cost", Temporal Portal): its controller's next spell played this turn has Repeat priced
    at its printed cost (820; paid with `pay: [Repeat]` on its `play` step); unused, it ends with
    the turn. A card played by an effect (`replay`) does not use it."""

    __slots__ = ()
    op, main = "next_spell_gains_repeat", "int"
    title = ("Next spell gains Repeat", "Prochain sort avec Répétition")
    says = (
        "the next spell you play this turn gains [Repeat] equal to its cost",
        "le prochain sort que vous jouez ce tour-ci gagne [Repeat] égal à son coût",
    )

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        state = game.state
        key = f"next_spell_repeat:{ctx.controller}"
        state.uses_this_turn[key] = state.uses_this_turn.get(key, 0) + int(self.value)
        game.step(
            "effect",
            ("820",),
            t(
                f"The next spell {ctx.controller} plays this turn will gain [Repeat] equal to its "
                "cost.",
                f"Le prochain sort que {ctx.controller} jouera ce tour-ci gagnera [Repeat] égal à "
                "son coût.",
            ),
        )
        return []


class NextSpellBonusDamage(Instruction):
    """`{next_spell_bonus_damage: 1}` ("your next spell this turn deals 1 Bonus Damage", Ravenborn
    Tome): bound to its controller's next spell played this turn (rules/bonus_damage.py
    bind_next_spell_bonus), every instance of damage that spell deals is increased by it
    (437.1.a.1); unused, it ends with the turn."""

    __slots__ = ()
    op, main = "next_spell_bonus_damage", "int"
    title = ("Next spell deals Bonus Damage", "Prochain sort avec dégâts bonus")
    says = (
        "your next spell this turn deals {value} Bonus Damage",
        "votre prochain sort de ce tour-ci inflige {value} dégât(s) bonus",
    )

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        state = game.state
        key = f"next_spell_bonus:{ctx.controller}"
        state.uses_this_turn[key] = state.uses_this_turn.get(key, 0) + int(self.value)
        game.step(
            "effect",
            ("437.1.a.1",),
            t(
                f"The next spell {ctx.controller} plays this turn will deal {self.value} Bonus "
                "Damage.",
                f"Le prochain sort que {ctx.controller} jouera ce tour-ci infligera {self.value} "
                "dégât(s) bonus.",
            ),
        )
        return []

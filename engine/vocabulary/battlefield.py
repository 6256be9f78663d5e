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
from engine.model.events import Event
from engine.model.state import Battlefield, LogEvent, Obj
from engine.model.text import name, place, t
from engine.record.timeline import Decision, Option
from engine.rules.reading import Context, here

if TYPE_CHECKING:
    from engine.record.game import Game


def replace_battlefield(game: Game, bf: Battlefield, token: str) -> None:
    """Rule 438.1: Replace [the battlefield] with [a token]."""
    state = game.state
    cards = game.cards
    if token not in cards or not cards[token].token or cards[token].type != "battlefield":
        raise IllegalAction(
            "438.3",
            f"{token} is not a battlefield token.",
            f"{token} n'est pas une création champ de bataille.",
        )
    old = bf.card
    original_pid: str | None = None
    if old.token:
        note = t(
            f"The replaced {old.name} is a token: it ceases to exist in banishment (438.6).",
            f"Le {old.name} remplacé est une création : il cesse d'exister en bannissement "
            "(438.6).",
        )
    else:
        n = sum(1 for pid in state.objects if pid.startswith(f"{bf.id}~")) + 1
        pid = original_pid = f"{bf.id}~{n}"
        state.objects[pid] = Obj(
            pid=pid,
            card=old,
            owner=bf.owner,
            controller=bf.owner,
            zone="banishment",
            rules_id=state.new_rules_id(),
            since=state.tick(),
        )
        state.players[bf.owner].banishment.append(pid)
        bf.replaced.append(pid)
        note = t(
            f"{old.name} goes to its owner's ({bf.owner}) banishment as replaced, not banished "
            "(438.5).",
            f"{old.name} va dans la zone de bannissement de son propriétaire ({bf.owner}) en tant "
            "que remplacé, pas banni (438.5).",
        )
    bf.card = cards[token]
    state.log.append(LogEvent("replace", bf.id, of=token))
    game.step(
        "replace",
        ("438.1", "438.1.a", "438.5"),
        t(
            f"The battlefield {old.name} is replaced with a {token} token, which is not played and "
            f"inherits its control ({bf.controller or 'none'}) and score history "
            f"({', '.join(bf.scored_this_turn) or 'none'}). " + note["en"],
            f"Le champ de bataille {old.name} est remplacé par une création {token}, qui n'est pas "
            f"jouée et hérite de son contrôle ({bf.controller or 'aucun'}) et de son historique de "
            f"score ({', '.join(bf.scored_this_turn) or 'aucun'}). " + note["fr"],
        ),
        [original_pid] if original_pid else [],
        explain=t(
            "Units and facedown cards there stay; effects that refer to the battlefield follow the "
            "token as the same object (438.1.a).",
            "Les unités et cartes face cachée restent ; les effets qui désignent le champ de "
            "bataille suivent la création comme le même objet (438.1.a).",
        ),
    )


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
        replace_battlefield(game, self.place(game, ctx), str(self.arg("with")))
        return []


class SwapBack(_BattlefieldWord):
    __slots__ = ()
    op = "swap_back"
    title = ("Swap back", "Retour à l'original")
    says = ("swap {value} back to its original", "ramener l'original de {value}")

    def execute(self, game: Game, ctx: Context) -> list[Event]:
        swap_back(game, self.place(game, ctx))
        return []

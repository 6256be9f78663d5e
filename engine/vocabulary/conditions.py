"""The conditions an `if` checks as its effect resolves (383.2.a: a later 'if' clause is not part of
the trigger condition): one class each."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from engine.model.card import Condition
from engine.model.keywords import role
from engine.rules.reading import here

if TYPE_CHECKING:
    from engine.model.state import Obj
    from engine.record.game import Game
    from engine.rules.reading import Context


class DiedAlone(Condition):
    """Read from the information noted at the death (808.1.d.3)."""

    name = "i_died_alone"
    words = ("it died alone", "elle est morte seule")

    @classmethod
    def holds(cls, game: Game, ctx: Context) -> bool:
        return bool((ctx.snapshot or {}).get("alone"))


class AdditionalCostPaid(Condition):
    """Whether it was paid, not who paid it (S004-11)."""

    name = "additional_cost_paid"
    words = ("its additional cost was paid", "son coût supplémentaire a été payé")

    @classmethod
    def holds(cls, game: Game, ctx: Context) -> bool:
        return bool(ctx.paid)


class Legion(Condition):
    """Legion: you played another card this turn."""

    name = "legion"
    words = (
        "Legion: another card was played this turn",
        "Légion : une autre carte a été jouée ce tour-ci",
    )

    @classmethod
    def holds(cls, game: Game, ctx: Context) -> bool:
        return game.state.played_this_turn.get(ctx.controller, 0) >= 2


class NoLegion(Condition):
    name = "no_legion"
    words = ("no other card was played this turn", "aucune autre carte n'a été jouée ce tour-ci")

    @classmethod
    def holds(cls, game: Game, ctx: Context) -> bool:
        return not Legion.holds(game, ctx)


class DidNotDieAlone(Condition):
    """'Unless I died alone' (Loyal Poro), read from the information noted at the death."""

    name = "i_did_not_die_alone"
    words = ("it did not die alone", "elle n'est pas morte seule")

    @classmethod
    def holds(cls, game: Game, ctx: Context) -> bool:
        return ctx.snapshot is not None and not DiedAlone.holds(game, ctx)


class IAmAtABattlefield(Condition):
    """'If I'm at a battlefield': the source is at a battlefield now."""

    name = "i_am_at_a_battlefield"
    words = ("I am at a battlefield", "je suis sur un champ de bataille")

    @classmethod
    def holds(cls, game: Game, ctx: Context) -> bool:
        source = game.state.objects.get(ctx.source or "")
        return source is not None and game.state.location(source) in game.state.battlefields


class YouControlTwoGear(Condition):
    """'If you control at least two gear' (Dropboarder): gear on the board, attached or not."""

    name = "you_control_two_gear"
    words = ("you control at least two gear", "vous contrôlez au moins deux Objets")

    @classmethod
    def holds(cls, game: Game, ctx: Context) -> bool:
        gear = [
            o
            for o in game.state.objects.values()
            if o.on_board and o.card.type == "gear" and o.controller == ctx.controller
        ]
        return len(gear) >= 2


def _target(game: Game, ctx: Context) -> Obj | None:
    """The card's target named `target`, if it is still on the board."""
    chosen = ctx.targets.get("target")
    obj = game.state.objects.get(chosen[0]) if chosen else None
    return obj if obj is not None and obj.on_board else None


class YourHandHasAtMostOneCard(Condition):
    """'If you have one or fewer cards in your hand' (Jinx, Loose Cannon)."""

    name = "your_hand_has_at_most_one_card"
    words = ("you have one card or none in hand", "vous avez une carte ou aucune en main")

    @classmethod
    def holds(cls, game: Game, ctx: Context) -> bool:
        player = game.state.players[ctx.controller]
        return player.hand_hidden + len(player.hand) <= 1


class TargetIsStunned(Condition):
    """'Kill it if it's stunned' (Solari Chief): the card's target `target`, read as it resolves."""

    name = "target_is_stunned"
    words = ("its target is stunned", "sa cible est étourdie")

    @classmethod
    def holds(cls, game: Game, ctx: Context) -> bool:
        obj = _target(game, ctx)
        return obj is not None and obj.stunned


class TargetIsNotStunned(Condition):
    """'Otherwise, stun it' (Solari Chief): the target is still on the board and not stunned."""

    name = "target_is_not_stunned"
    words = ("its target is not stunned", "sa cible n'est pas étourdie")

    @classmethod
    def holds(cls, game: Game, ctx: Context) -> bool:
        obj = _target(game, ctx)
        return obj is not None and not obj.stunned


class AReadyEnemyUnitIsHere(Condition):
    """'If there is a ready enemy unit here' (Dune Drake): 'here' is the source's location as the
    effect resolves (359.3.f.2), 'enemy' judged from its controller."""

    name = "a_ready_enemy_unit_is_here"
    words = ("a ready enemy unit is here", "une unité ennemie redressée est ici")

    @classmethod
    def holds(cls, game: Game, ctx: Context) -> bool:
        state = game.state
        place = here(state, ctx)
        return place is not None and any(
            o.is_unit
            and o.on_board
            and o.controller != ctx.controller
            and not o.exhausted
            and state.location(o) == place
            for o in state.objects.values()
        )


def _runes(game: Game, ctx: Context) -> int:
    player = game.state.players.get(ctx.controller)
    return len(player.runes) if player is not None else 0


class YouControl4RunesOrFewer(Condition):
    """'If you control 4 runes or fewer' (Eclipse Dragon, Renekton, Rage Fueled)."""

    name = "you_control_4_runes_or_fewer"
    words = ("you control 4 runes or fewer", "vous contrôlez 4 runes ou moins")

    @classmethod
    def holds(cls, game: Game, ctx: Context) -> bool:
        return _runes(game, ctx) <= 4


class ExactlyOneOtherFriendlyUnitHere(Condition):
    """'If exactly one other unit of yours is here' (Shen): the source's location, read now."""

    name = "exactly_one_other_friendly_unit_here"
    words = (
        "exactly one other unit of yours is here",
        "exactement une autre de vos unités est ici",
    )

    @classmethod
    def holds(cls, game: Game, ctx: Context) -> bool:
        state = game.state
        source = state.objects.get(ctx.source or "")
        if source is None or not source.on_board:
            return False
        here = state.location(source)
        if here is None:
            return False
        others = [
            u
            for u in state.units_at(here)
            if u.pid != source.pid and u.controller == ctx.controller
        ]
        return len(others) == 1


class YouControlSomethingEmpowered(Condition):
    """'If something you control is [Empowered]' (Shock Blast): a permanent or legend of its
    controller's with the Empowered status (441; the status ends when an object leaves the
    board)."""

    name = "you_control_something_empowered"
    words = ("something you control is Empowered", "vous contrôlez quelque chose d'Empowered")

    @classmethod
    def holds(cls, game: Game, ctx: Context) -> bool:
        return any(
            o.empowered and o.controller == ctx.controller for o in game.state.objects.values()
        )


class YouControl3Gear(Condition):
    """'If you control at least 3 other gear' (Patched Porobot, a unit: every gear is another):
    gear on the board, attached or not."""

    name = "you_control_3_gear"
    words = ("you control at least 3 gear", "vous contrôlez au moins 3 Objets")

    @classmethod
    def holds(cls, game: Game, ctx: Context) -> bool:
        gear = [
            o
            for o in game.state.objects.values()
            if o.on_board
            and o.card.type == "gear"
            and o.controller == ctx.controller
            and o.pid != ctx.source
        ]
        return len(gear) >= 3


class TargetHas4MightOrMore(Condition):
    """`{if: target_has_4_might_or_more, do: [...]}`: the card's target `target` is still on the
    board as the object chosen and has 4 Might or more now (the "or else" of a text that first
    does something to it when it has 3 or less: Wind and Ghosts)."""

    name = "target_has_4_might_or_more"
    words = ("its target has 4 Might or more", "sa cible a 4 puissance ou plus")

    @classmethod
    def holds(cls, game: Game, ctx: Context) -> bool:
        chosen = ctx.targets.get("target")
        if chosen is None:
            return False
        obj = game.state.objects.get(chosen[0])
        return (
            obj is not None
            and obj.on_board
            and obj.rules_id == chosen[1]
            and (game.state.might(obj) or 0) >= 4
        )


class PlayedFromAnywhereButYourHand(Condition):
    """A discount's 'when played from anywhere but your hand' (Void Drone, Drag Under): read as
    the card's cost is worked out, when it is still where it is played from (the trash, say)."""

    name = "played_from_anywhere_but_your_hand"
    words = ("played from anywhere but the hand", "jouée d'ailleurs que la main")

    @classmethod
    def holds(cls, game: Game, ctx: Context) -> bool:
        source = game.state.objects.get(ctx.source or "")
        return source is not None and source.zone != "hand"


class ATargetIsABirdCatDogOrPoro(Condition):
    """Undying Loyalty's discount: 'if you pick a Bird, Cat, Dog or Poro' (one of the card's
    chosen targets has one of those tags), read as its cost is worked out."""

    name = "a_target_is_a_bird_cat_dog_or_poro"
    words = ("a chosen target is a Bird, Cat, Dog or Poro", "une cible est Bird, Cat, Dog ou Poro")

    @classmethod
    def holds(cls, game: Game, ctx: Context) -> bool:
        picked = [game.state.objects.get(pid) for pid, _ in ctx.targets.values()]
        return any(
            o is not None and {"Bird", "Cat", "Dog", "Poro"} & set(o.card.tags) for o in picked
        )


class YouControlAMech(Condition):
    """'While you control a Mech' (Production Surge): a unit of yours on the board tagged Mech."""

    name = "you_control_a_mech"
    words = ("you control a Mech", "vous contrôlez un Mech")

    @classmethod
    def holds(cls, game: Game, ctx: Context) -> bool:
        return any(
            o.on_board and o.is_unit and o.controller == ctx.controller and "Mech" in o.card.tags
            for o in game.state.objects.values()
        )


class YourOtherUnitsHave5MightOrMore(Condition):
    """'If your other units have total Might 5 or more' (Kinkou Initiate): the current Might of
    the units its controller has on the board besides the source, added up (negative read as 0)."""

    name = "your_other_units_have_5_might_or_more"
    words = (
        "your other units have total Might 5 or more",
        "vos autres unités ont une puissance totale de 5 ou plus",
    )

    @classmethod
    def holds(cls, game: Game, ctx: Context) -> bool:
        state = game.state
        total = sum(
            max(state.might(o) or 0, 0)
            for o in state.objects.values()
            if o.is_unit and o.on_board and o.controller == ctx.controller and o.pid != ctx.source
        )
        return total >= 5


class _TargetWas(Condition):
    """'If it was an enemy / a friendly unit' (Blood Money, after killing it): the controller of the
    card's target `target`, on the board now or as it last was there (359.3.f.3), against the
    controller of the spell; never for a target found illegal as it began to resolve."""

    friendly: ClassVar[bool] = True

    @classmethod
    def holds(cls, game: Game, ctx: Context) -> bool:
        state = game.state
        chosen = ctx.targets.get("target")
        if chosen is None or "target" in (ctx.illegal or set()):
            return False
        obj = state.objects.get(chosen[0])
        if obj is None:
            return False
        controller = (
            obj.controller
            if obj.on_board
            else state.last_on_board.get(obj.pid, {}).get("controller", obj.controller)
        )
        return (controller == ctx.controller) == cls.friendly


class TargetWasAFriendlyUnit(_TargetWas):
    name = "target_was_a_friendly_unit"
    words = ("it was a friendly unit", "c'était une unité alliée")


class TargetWasAnEnemyUnit(_TargetWas):
    name, friendly = "target_was_an_enemy_unit", False
    words = ("it was an enemy unit", "c'était une unité ennemie")


class YouPlayedThisFromYourHand(Condition):
    """Back Off: "if you played this from your hand". Not a trigger: it asks who finalized the
    spell's play and from where (419.4.b), so whoever took control of it since did not play it,
    and a card played from facedown (Hidden) was not played from the hand."""

    name = "you_played_this_from_your_hand"
    words = ("you played this from your hand", "vous avez joué ceci depuis votre main")

    @classmethod
    def holds(cls, game: Game, ctx: Context) -> bool:
        state = game.state
        item = next((i for i in state.chain if i.id == state.resolving), None)
        return (
            item is not None
            and item.source == ctx.source
            and item.played_from == "hand"
            and item.played_by == ctx.controller
        )


class TargetIsAttacking(Condition):
    """'Or 4 instead if it is attacking' (Sudden Storm): the target `target` has the attacker
    designation in the combat at its battlefield as the effect resolves (807.1.d)."""

    name = "target_is_attacking"
    words = ("its target is attacking", "sa cible attaque")

    @classmethod
    def holds(cls, game: Game, ctx: Context) -> bool:
        obj = _target(game, ctx)
        return obj is not None and role(game.state, obj) == "attacker"


class TargetIsNotAttacking(Condition):
    """The other branch of `target_is_attacking`."""

    name = "target_is_not_attacking"
    words = ("its target is not attacking", "sa cible n'attaque pas")

    @classmethod
    def holds(cls, game: Game, ctx: Context) -> bool:
        obj = _target(game, ctx)
        return obj is not None and not TargetIsAttacking.holds(game, ctx)


class YouControlAFacedownCard(Condition):
    """'If you control a facedown card' (Monster Harpoon): a card of theirs hidden at a
    battlefield (811), read as the effect resolves."""

    name = "you_control_a_facedown_card"
    words = ("you control a facedown card", "vous contrôlez une carte face cachée")

    @classmethod
    def holds(cls, game: Game, ctx: Context) -> bool:
        return any(
            o.zone.startswith("facedown:") and o.controller == ctx.controller
            for o in game.state.objects.values()
        )


class YouControlNoFacedownCard(Condition):
    """The other branch of `you_control_a_facedown_card`."""

    name = "you_control_no_facedown_card"
    words = ("you control no facedown card", "vous ne contrôlez aucune carte face cachée")

    @classmethod
    def holds(cls, game: Game, ctx: Context) -> bool:
        return not YouControlAFacedownCard.holds(game, ctx)


class YourHandHasAtMostTwoCards(Condition):
    """'If your hand holds two cards or fewer' (Dunebreaker: read as it enters)."""

    name = "your_hand_has_at_most_two_cards"
    words = ("you have two cards or fewer in hand", "vous avez deux cartes ou moins en main")

    @classmethod
    def holds(cls, game: Game, ctx: Context) -> bool:
        player = game.state.players[ctx.controller]
        return player.hand_hidden + len(player.hand) <= 2


class YouControlAnotherDragon(Condition):
    """'If you control a different Dragon' (Direwing): a unit with the Dragon tag on the board,
    not the source itself."""

    name = "you_control_another_dragon"
    words = ("you control another Dragon", "vous contrôlez un autre Dragon")

    @classmethod
    def holds(cls, game: Game, ctx: Context) -> bool:
        return any(
            o.on_board and o.is_unit and o.controller == ctx.controller and "Dragon" in o.card.tags
            for o in game.state.objects.values()
            if o.pid != ctx.source
        )


class YourTrashHasACardWithMyName(Condition):
    """'If your trash holds a card with my name' (Shadow Assassin)."""

    name = "your_trash_has_a_card_with_my_name"
    words = (
        "your trash holds a card of the same name",
        "votre défausse contient une carte du même nom",
    )

    @classmethod
    def holds(cls, game: Game, ctx: Context) -> bool:
        state = game.state
        source = state.objects.get(ctx.source or "")
        if source is None:
            return False
        trash = state.players[ctx.controller].trash
        return any(state.objects[p].card.name == source.card.name for p in trash)


class AnOpponentControlsABattlefield(Condition):
    """'If an opponent controls a battlefield' (Vayne, Hunter)."""

    name = "an_opponent_controls_a_battlefield"
    words = ("an opponent controls a battlefield", "un adversaire contrôle un champ de bataille")

    @classmethod
    def holds(cls, game: Game, ctx: Context) -> bool:
        return any(
            bf.controller not in (None, ctx.controller) for bf in game.state.battlefields.values()
        )


class ItIsABirdCatDogOrPoro(Condition):
    """Ivern, Nurturer: "if the revealed card is a Bird, Cat, Dog or Poro": `it` (the card the
    previous instruction revealed and drew) has one of those tags."""

    name = "it_is_a_bird_cat_dog_or_poro"
    words = ("it is a Bird, Cat, Dog or Poro", "c'est un Bird, Cat, Dog ou Poro")

    @classmethod
    def holds(cls, game: Game, ctx: Context) -> bool:
        it = game.state.objects.get(ctx.it or "")
        return it is not None and bool({"Bird", "Cat", "Dog", "Poro"} & set(it.card.tags))

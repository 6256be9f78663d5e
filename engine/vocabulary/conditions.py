"""The conditions an `if` checks as its effect resolves (383.2.a: a later 'if' clause is not part of
the trigger condition): one class each."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from engine.model.card import Condition
from engine.model.keywords import role, tags
from engine.rules.reading import here
from engine.rules.scoring import victory_score

if TYPE_CHECKING:
    from engine.model.state import Obj, State
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
            o.on_board
            and o.is_unit
            and o.controller == ctx.controller
            and "Mech" in tags(game.state, o)
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


class YouHave7UnitsHere(Condition):
    """'If you have 7+ units here' (The Grand Plaza): the controller's units at the ability's
    battlefield ("here", 359.3.f.2), counted as the effect resolves."""

    name = "you_have_7_units_here"
    words = ("you have 7 units or more here", "vous avez 7 unités ou plus ici")

    @classmethod
    def holds(cls, game: Game, ctx: Context) -> bool:
        place = here(game.state, ctx)
        if place is None:
            return False
        units = [u for u in game.state.units_at(place) if u.controller == ctx.controller]
        return len(units) >= 7


class YouControl7RunesOrMore(Condition):
    """'If you control 7 or more runes' (Siphoning Strike)."""

    name = "you_control_7_runes_or_more"
    words = ("you control 7 runes or more", "vous contrôlez 7 runes ou plus")

    @classmethod
    def holds(cls, game: Game, ctx: Context) -> bool:
        return _runes(game, ctx) >= 7


class YouControl6RunesOrFewer(Condition):
    """The other side of 'if you control 7 or more runes' (Siphoning Strike's '4, or 7 if ...')."""

    name = "you_control_6_runes_or_fewer"
    words = ("you control 6 runes or fewer", "vous contrôlez 6 runes ou moins")

    @classmethod
    def holds(cls, game: Game, ctx: Context) -> bool:
        return _runes(game, ctx) <= 6


class YouHaveExactly4CardsInHandAnd4UnitsAtBattlefields(Condition):
    """Gutter Palace: 'if you have exactly 4 cards in hand and exactly 4 units at battlefields'
    (the controller's units at any battlefield, none in a base), read as the effect resolves."""

    name = "you_have_exactly_4_cards_in_hand_and_4_units_at_battlefields"
    words = (
        "you have exactly 4 cards in hand and exactly 4 units at battlefields",
        "vous avez exactement 4 cartes en main et exactement 4 unités sur les champs de bataille",
    )

    @classmethod
    def holds(cls, game: Game, ctx: Context) -> bool:
        state = game.state
        player = state.players[ctx.controller]
        units = [
            o
            for o in state.objects.values()
            if o.is_unit
            and o.on_board
            and o.controller == ctx.controller
            and state.location(o) in state.battlefields
        ]
        return player.hand_hidden + len(player.hand) == 4 and len(units) == 4


class LegionOnAnAbility(Condition):
    """Legion written on an ability that is not a spell or a play effect (an activated ability:
    Sun Disc, Darius, Hand of Noxus): its controller has played a card this turn, any card,
    even the one whose ability this is (812)."""

    name = "legion_on_an_ability"
    words = (
        "Legion: you played a card this turn",
        "Légion : vous avez joué une carte ce tour-ci",
    )

    @classmethod
    def holds(cls, game: Game, ctx: Context) -> bool:
        return game.state.played_this_turn.get(ctx.controller, 0) >= 1


class YouChoseAnEnemyUnitThisTurn(Condition):
    """'Only after you've chosen an enemy unit this turn' (Hungry Wolf): a spell or ability of its
    controller chose an enemy unit as a target this turn (counted as each finalizes, 383.4.b)."""

    name = "you_chose_an_enemy_unit_this_turn"
    words = (
        "you have chosen an enemy unit this turn",
        "vous avez choisi une unité ennemie ce tour-ci",
    )

    @classmethod
    def holds(cls, game: Game, ctx: Context) -> bool:
        return game.state.uses_this_turn.get(f"chose_enemy_unit:{ctx.controller}", 0) >= 1


class YouChoseEnemiesTwiceThisTurn(Condition):
    """'If this turn you have twice chosen enemy units and/or gear with spells or unit abilities'
    (Ezreal, Prodigal Explorer): two of its controller's spells or units' abilities this turn
    each chose at least one enemy unit or gear as a target."""

    name = "you_chose_enemies_twice_this_turn"
    words = (
        "you have twice chosen enemy units or gear this turn with spells or unit abilities",
        "vous avez choisi deux fois des unités ou Objets ennemis ce tour-ci avec des sorts ou "
        "des compétences d'unité",
    )

    @classmethod
    def holds(cls, game: Game, ctx: Context) -> bool:
        return game.state.uses_this_turn.get(f"chose_enemies:{ctx.controller}", 0) >= 2


class AnOpponentIsWithin3PointsOfVictory(Condition):
    """'If an opponent's score is within 3 points of the Victory Score' (Find Your Center, Leona,
    Zealot): an opponent needs 3 points or fewer to reach the Victory Score in force (323.1)."""

    name = "an_opponent_is_within_3_points_of_victory"
    words = (
        "an opponent is within 3 points of the Victory Score",
        "un adversaire est à 3 points ou moins du score de victoire",
    )

    @classmethod
    def holds(cls, game: Game, ctx: Context) -> bool:
        state = game.state
        goal = victory_score(state)
        return any(p.score >= goal - 3 for pid, p in state.players.items() if pid != ctx.controller)


class AnEnemyUnitDiedThisTurn(Condition):
    """'If an enemy unit died this turn' (Spoils of War): a unit controlled by an opponent of
    this text's controller as it left the board died since the turn began (the log's part of
    this turn, State.turn_log_start)."""

    name = "an_enemy_unit_died_this_turn"
    words = ("an enemy unit died this turn", "une unité ennemie est morte ce tour-ci")

    @classmethod
    def holds(cls, game: Game, ctx: Context) -> bool:
        state = game.state
        for event in state.log[state.turn_log_start :]:
            if event.kind != "die":
                continue
            obj = state.objects.get(event.subject)
            was = state.last_on_board.get(event.subject, {})
            if (
                obj is not None
                and obj.is_unit
                and was.get("controller")
                not in (
                    None,
                    ctx.controller,
                )
            ):
                return True
        return False


class NoAdditionalCostPaid(Condition):
    """'Otherwise' after 'if you do' (Meditation: "if you do, draw 2; otherwise, draw 1"): none of
    its optional additional costs was paid."""

    name = "no_additional_cost_paid"
    words = ("no additional cost was paid", "aucun coût supplémentaire n'a été payé")

    @classmethod
    def holds(cls, game: Game, ctx: Context) -> bool:
        return not ctx.paid


def _played_this_turn(state: State, player: str) -> list[Obj]:
    """The non-token cards `player` played this turn (State.plays_this_turn), a countered one
    left out (it is not considered played, 425.1.b)."""
    countered = {e.subject for e in state.log[state.turn_log_start :] if e.kind == "counter"}
    return [
        o
        for who, pid, _ in state.plays_this_turn
        if who == player
        and pid not in countered
        and (o := state.objects.get(pid)) is not None
        and not o.token
    ]


class YouPlayedAUnitAGearAndASpellThisTurn(Condition):
    """'If this turn you have played a non-token unit, a non-token gear and a spell' (Swain,
    Visionary)."""

    name = "you_played_a_unit_a_gear_and_a_spell_this_turn"
    words = (
        "this turn you played a non-token unit, a non-token gear and a spell",
        "vous avez joué ce tour-ci une unité, un Objet (non-créations) et un sort",
    )

    @classmethod
    def holds(cls, game: Game, ctx: Context) -> bool:
        types = {o.card.type for o in _played_this_turn(game.state, ctx.controller)}
        return {"unit", "gear", "spell"} <= types


class ABattlefieldYouControlHasExactlyTwoUnits(Condition):
    """'If a battlefield you control has exactly two units on it' (Keeper of Law): any units,
    whoever controls them."""

    name = "a_battlefield_you_control_has_exactly_two_units"
    words = (
        "a battlefield you control has exactly two units",
        "un champ de bataille que vous contrôlez a exactement deux unités",
    )

    @classmethod
    def holds(cls, game: Game, ctx: Context) -> bool:
        state = game.state
        return any(
            bf.controller == ctx.controller and len(state.units_at(bf.id)) == 2
            for bf in state.battlefields.values()
        )


class AnOpponentControlsAStunnedUnit(Condition):
    """'If an opponent controls a stunned unit' (Monch)."""

    name = "an_opponent_controls_a_stunned_unit"
    words = ("an opponent controls a stunned unit", "un adversaire contrôle une unité étourdie")

    @classmethod
    def holds(cls, game: Game, ctx: Context) -> bool:
        return any(
            o.is_unit and o.on_board and o.stunned and o.controller != ctx.controller
            for o in game.state.objects.values()
        )


class YouPlayedASpellThisTurn(Condition):
    """'Once you've played a spell this turn' (Crescent Guardian): a spell of theirs played this
    turn, a countered one left out (425.1.b)."""

    name = "you_played_a_spell_this_turn"
    words = ("you played a spell this turn", "vous avez joué un sort ce tour-ci")

    @classmethod
    def holds(cls, game: Game, ctx: Context) -> bool:
        return any(
            o.card.type == "spell" and o.pid != ctx.source
            for o in _played_this_turn(game.state, ctx.controller)
        )


class _YouDiscarded(Condition):
    """Hwei, Brooding Painter: "if the discarded card was a spell / a gear / a unit": the card the
    resolving effect itself discarded, read from what happened since it began to resolve (the
    last discard then); with none discarded, no type holds."""

    card_type: ClassVar[str] = ""

    @classmethod
    def holds(cls, game: Game, ctx: Context) -> bool:
        state = game.state
        for entry in reversed(state.log):
            if entry.kind == "resolve":
                return False
            if entry.kind == "discard" and entry.subject in state.objects:
                return state.objects[entry.subject].card.type == cls.card_type
        return False


class YouDiscardedASpell(_YouDiscarded):
    name, card_type = "you_discarded_a_spell", "spell"
    words = ("the card discarded is a spell", "la carte défaussée est un sort")


class YouDiscardedAGear(_YouDiscarded):
    name, card_type = "you_discarded_a_gear", "gear"
    words = ("the card discarded is a gear", "la carte défaussée est un équipement")


class YouDiscardedAUnit(_YouDiscarded):
    name, card_type = "you_discarded_a_unit", "unit"
    words = ("the card discarded is a unit", "la carte défaussée est une unité")


class IWasNotDealtDamageThisTurn(Condition):
    """Affectionate Poro: no damage was dealt to this object (as it is now) this turn, healed or
    not (noted as damage is dealt)."""

    name = "i_was_not_dealt_damage_this_turn"
    words = ("I was not dealt damage this turn", "je n'ai subi aucun dégât ce tour-ci")

    @classmethod
    def holds(cls, game: Game, ctx: Context) -> bool:
        state = game.state
        me = state.objects.get(ctx.source or "")
        return me is not None and f"damaged:{me.pid}:{me.rules_id}" not in state.uses_this_turn


class TwoOtherUnitsInYourBase(Condition):
    """'If you have two or more other units in your base' (Xin Zhao, Vigilant): units of its
    controller in their base now, the source left out."""

    name = "two_other_units_in_your_base"
    words = (
        "you have two or more other units in your base",
        "vous avez au moins deux autres unités dans votre base",
    )

    @classmethod
    def holds(cls, game: Game, ctx: Context) -> bool:
        state = game.state
        return (
            sum(
                1
                for o in state.objects.values()
                if o.on_board
                and o.is_unit
                and o.pid != ctx.source
                and o.controller == ctx.controller
                and state.location(o) == ctx.controller
            )
            >= 2
        )


class YouControlAnotherMech(Condition):
    """'If you control another Mech' (Breakneck Mech): a unit tagged Mech on the board, not the
    source itself."""

    name = "you_control_another_mech"
    words = ("you control another Mech", "vous contrôlez un autre Mech")

    @classmethod
    def holds(cls, game: Game, ctx: Context) -> bool:
        return any(
            o.on_board
            and o.is_unit
            and o.controller == ctx.controller
            and "Mech" in tags(game.state, o)
            for o in game.state.objects.values()
            if o.pid != ctx.source
        )


class YouControlAPoro(Condition):
    """'If you control a Poro' (Poro Herder): a unit of yours on the board tagged Poro."""

    name = "you_control_a_poro"
    words = ("you control a Poro", "vous contrôlez un Poro")

    @classmethod
    def holds(cls, game: Game, ctx: Context) -> bool:
        return any(
            o.on_board and o.is_unit and o.controller == ctx.controller and "Poro" in o.card.tags
            for o in game.state.objects.values()
        )


class YouControlFewerRunesThanAnOpponent(Condition):
    """'If you control fewer runes than an opponent' (Forsaken Baccai, Oasis Raider)."""

    name = "you_control_fewer_runes_than_an_opponent"
    words = (
        "you control fewer runes than an opponent",
        "vous contrôlez moins de runes qu'un adversaire",
    )

    @classmethod
    def holds(cls, game: Game, ctx: Context) -> bool:
        state = game.state
        mine = _runes(game, ctx)
        return any(len(p.runes) > mine for pid, p in state.players.items() if pid != ctx.controller)


class YourUnitsHaveBirdCatDogAndPoro(Condition):
    """'While your units have all 4 tags' (Daisy!): Bird, Cat, Dog and Poro each carried by at
    least one unit of yours on the board."""

    name = "your_units_have_bird_cat_dog_and_poro"
    words = (
        "your units carry Bird, Cat, Dog and Poro",
        "vos unités portent Bird, Cat, Dog et Poro",
    )

    @classmethod
    def holds(cls, game: Game, ctx: Context) -> bool:
        found = {
            tag
            for o in game.state.objects.values()
            if o.on_board and o.is_unit and o.controller == ctx.controller
            for tag in tags(game.state, o)
        }
        return {"Bird", "Cat", "Dog", "Poro"} <= found


class YouHaveExactlyTwoUnitsHere(Condition):
    """'If you have exactly two units there' (Shadow Dash): the controller's units at the
    battlefield 'here' names (the one the card chose), read as the effect resolves."""

    name = "you_have_exactly_two_units_here"
    words = ("you have exactly two units there", "vous avez exactement deux unités là-bas")

    @classmethod
    def holds(cls, game: Game, ctx: Context) -> bool:
        place = here(game.state, ctx)
        units = game.state.units_at(place) if place is not None else []
        return sum(1 for u in units if u.controller == ctx.controller) == 2


def _named(game: Game, ctx: Context, target_name: str) -> Obj | None:
    chosen = ctx.targets.get(target_name)
    if chosen is None:
        return None
    obj = game.state.objects.get(chosen[0])
    return obj if obj is not None and obj.on_board and obj.rules_id == chosen[1] else None


class TargetHasLessMightThanFriend(Condition):
    """Public Execution, as it resolves: the target `target` still has less Might than the target
    `friend` (both read now, 359.3.e); otherwise the kill is skipped."""

    name = "target_has_less_might_than_friend"
    words = (
        "its target has less Might than the friendly unit",
        "sa cible a moins de puissance que l'unité alliée",
    )

    @classmethod
    def holds(cls, game: Game, ctx: Context) -> bool:
        foe, friend = _named(game, ctx, "target"), _named(game, ctx, "friend")
        state = game.state
        return (
            foe is not None
            and friend is not None
            and (state.might(foe) or 0) < (state.might(friend) or 0)
        )


class TargetCostsAtMostMyMight(Condition):
    """Noxian Demolitionist, as it resolves: the target `target`'s printed Energy cost (206) is
    still at most the source's Might (359.3.e)."""

    name = "target_costs_at_most_my_might"
    words = ("its target costs at most my Might", "sa cible coûte au plus ma puissance")

    @classmethod
    def holds(cls, game: Game, ctx: Context) -> bool:
        gear = _named(game, ctx, "target")
        source = game.state.objects.get(ctx.source or "")
        most = game.state.might(source) if source is not None and source.on_board else None
        return (
            gear is not None and most is not None and (gear.card.printed_cost or (0, 0))[0] <= most
        )


class AnEnemyUnitIsAloneHere(Condition):
    """Isolate: 'if there's an enemy unit alone at that battlefield': an enemy unit with no other
    unit of its controller at the battlefield 'here' names, read as the effect resolves."""

    name = "an_enemy_unit_is_alone_here"
    words = ("an enemy unit is alone there", "une unité ennemie est seule là-bas")

    @classmethod
    def holds(cls, game: Game, ctx: Context) -> bool:
        place = here(game.state, ctx)
        units = game.state.units_at(place) if place is not None else []
        enemies = [u for u in units if u.controller != ctx.controller]
        return any(sum(1 for u in units if u.controller == e.controller) == 1 for e in enemies)


class AUnitDiedThisTurn(Condition):
    """'If a unit died this turn' (Towering Pairofant): any unit, anyone's, this turn (the count
    ends with the turn)."""

    name = "a_unit_died_this_turn"
    words = ("a unit died this turn", "une unité est morte ce tour-ci")

    @classmethod
    def holds(cls, game: Game, ctx: Context) -> bool:
        return game.state.uses_this_turn.get("units_died", 0) > 0


class AFriendlyUnitDiedInYourBeginningPhase(Condition):
    """'If a friendly unit died during your Beginning Phase this turn' (Shadow Watcher): this is
    its controller's turn, and a unit they controlled died while its Beginning phase's start
    abilities and holds were worked out (315.2)."""

    name = "a_friendly_unit_died_in_your_beginning_phase"
    words = (
        "a friendly unit died during your Beginning Phase this turn",
        "une unité alliée est morte pendant votre phase de début ce tour-ci",
    )

    @classmethod
    def holds(cls, game: Game, ctx: Context) -> bool:
        state = game.state
        key = f"died_in_beginning_phase:{ctx.controller}"
        return state.turn_player == ctx.controller and state.uses_this_turn.get(key, 0) > 0


class YouAreNotWithin3PointsOfVictory(Condition):
    """'If your score is not within 3 points of the Victory Score' (Corrupted Dragon): its
    controller needs more than 3 points to reach the points that win (victory_score, Aspirant's
    Climb included)."""

    name = "you_are_not_within_3_points_of_victory"
    words = (
        "your score is not within 3 points of the Victory Score",
        "votre score n'est pas à 3 points ou moins du score de victoire",
    )

    @classmethod
    def holds(cls, game: Game, ctx: Context) -> bool:
        state = game.state
        return state.players[ctx.controller].score < victory_score(state) - 3


class IAmOneOnOne(Condition):
    """'When I attack or defend one on one' (Fiora, Peerless): in a combat, its source is the only
    unit of its side at the battlefield, and one unit stands on the other side."""

    name = "i_am_one_on_one"
    words = ("I am fighting one on one", "je combats en un contre un")

    @classmethod
    def holds(cls, game: Game, ctx: Context) -> bool:
        state = game.state
        showdown = state.showdown
        if showdown is None or not showdown.combat:
            return False

        def here(side: list[str]) -> list[str]:
            return [p for p in side if state.location(state.objects[p]) == showdown.bf]

        attackers, defenders = here(showdown.attackers), here(showdown.defenders)
        return len(attackers) == 1 and len(defenders) == 1 and ctx.source in attackers + defenders


class IDidNotConquerThisTurn(Condition):
    """'If I did not conquer this turn' (Blighted Battleaxe's equipped unit): the source was not at
    a battlefield its controller conquered this turn, as the same object (124)."""

    name = "i_did_not_conquer_this_turn"
    words = ("I did not conquer this turn", "je n'ai pas conquis ce tour-ci")

    @classmethod
    def holds(cls, game: Game, ctx: Context) -> bool:
        state = game.state
        source = state.objects.get(ctx.source or "")
        if source is None:
            return True
        return (source.pid, source.rules_id) not in state.units_conquered_this_turn


class AnOpponentPlayedAnotherSpellThisTurn(Condition):
    """'If an opponent has played another spell this turn' (Crumbling Sands): another spell than
    the one it targets (`target`), played to completion this turn (off the chain by now, 419.4.a;
    a countered one is not played, 425.1.b), by an opponent of its controller."""

    name = "an_opponent_played_another_spell_this_turn"
    words = (
        "an opponent played another spell this turn",
        "un adversaire a joué un autre sort ce tour-ci",
    )

    @classmethod
    def holds(cls, game: Game, ctx: Context) -> bool:
        state = game.state
        aimed = ctx.targets.get("target")
        return any(
            o.card.type == "spell" and o.zone != "chain" and (aimed is None or o.pid != aimed[0])
            for who in state.players
            if who != ctx.controller
            for o in _played_this_turn(state, who)
        )


class YouSpent4EnergyOnASpellThisTurn(Condition):
    """'If a spell cost you 4 or more Energy this turn' (Jhin, Meticulous Killer): a spell its
    controller played this turn for a total cost of 4 Energy or more (356)."""

    name = "you_spent_4_energy_on_a_spell_this_turn"
    words = (
        "a spell cost you 4 Energy or more this turn",
        "un sort vous a coûté 4 Énergie ou plus ce tour-ci",
    )

    @classmethod
    def holds(cls, game: Game, ctx: Context) -> bool:
        state = game.state
        return any(
            who == ctx.controller and energy >= 4 and state.objects[pid].card.type == "spell"
            for who, pid, energy in state.plays_this_turn
            if pid in state.objects
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


class ItIsYourTurn(Condition):
    """'If it's your turn' (Akali, Rogue Assassin): its controller is the turn player."""

    name = "it_is_your_turn"
    words = ("it is your turn", "c'est votre tour")

    @classmethod
    def holds(cls, game: Game, ctx: Context) -> bool:
        return game.state.turn_player == ctx.controller


class TargetHasLessMightThanMe(Condition):
    """Imposing Challenger, as it resolves: the target `target` still has less Might than the
    source (both read now, 359.3.e); otherwise what depends on it is skipped."""

    name = "target_has_less_might_than_me"
    words = ("its target has less Might than me", "sa cible a moins de puissance que moi")

    @classmethod
    def holds(cls, game: Game, ctx: Context) -> bool:
        target = _named(game, ctx, "target")
        source = game.state.objects.get(ctx.source or "")
        if target is None or source is None or not source.on_board:
            return False
        return (game.state.might(target) or 0) < (game.state.might(source) or 0)


class ItIsAnEquipment(Condition):
    """Veiled Temple: "if it is an Equipment": `it` (the gear the previous instruction picked)
    has [Equipment]."""

    name = "it_is_an_equipment"
    words = ("it is an Equipment", "c'est un équipement")

    @classmethod
    def holds(cls, game: Game, ctx: Context) -> bool:
        it = game.state.objects.get(ctx.it or "")
        return it is not None and it.card.has_keyword("Equipment")


class IAmNotEmpowered(Condition):
    """'... (2 instead if I'm [Empowered])' (Akali, Deadly Weapon), its plain branch: the source is
    not on the board with the Empowered status (441) as the effect resolves."""

    name = "i_am_not_empowered"
    words = ("I am not Empowered", "je ne suis pas Empowered")

    @classmethod
    def holds(cls, game: Game, ctx: Context) -> bool:
        source = game.state.objects.get(ctx.source or "")
        return not (source is not None and source.on_board and source.empowered)


class ItIsAUnit(Condition):
    """'If that burns a unit' (Forgotten Relic): `it`, the card the previous instruction named
    (the one card a [Burn 1] put in the trash), is a unit card."""

    name = "it_is_a_unit"
    words = ("it is a unit", "c'est une unité")

    @classmethod
    def holds(cls, game: Game, ctx: Context) -> bool:
        it = game.state.objects.get(ctx.it or "")
        return it is not None and it.card.type == "unit"


class EitherTargetHasTemporary(Condition):
    """Smoke and Mirrors: "if either has [Temporary]": the target `first` or the target `second`
    has the keyword now, printed or granted (read as it resolves, 359.3.e)."""

    name = "either_target_has_temporary"
    words = ("either of them has [Temporary]", "l'une d'elles a [Temporaire]")

    @classmethod
    def holds(cls, game: Game, ctx: Context) -> bool:
        units = (_named(game, ctx, "first"), _named(game, ctx, "second"))
        return any(u is not None and game.state.has_keyword(u, "Temporary") for u in units)


class ItIsYourBeginningPhase(Condition):
    """LeBlanc, Fragmented: "if it's your Beginning Phase": as it resolves, its controller's
    Beginning Phase is under way (315: State.beginning_phase_of, set by rules/turn.py)."""

    name = "it_is_your_beginning_phase"
    words = ("it is your Beginning Phase", "c'est votre phase de début")

    @classmethod
    def holds(cls, game: Game, ctx: Context) -> bool:
        return game.state.beginning_phase_of == ctx.controller


class ItIsNotYourBeginningPhase(Condition):
    """The other branch of LeBlanc, Fragmented's "draw 1, or 2 if it's your Beginning Phase"."""

    name = "it_is_not_your_beginning_phase"
    words = ("it is not your Beginning Phase", "ce n'est pas votre phase de début")

    @classmethod
    def holds(cls, game: Game, ctx: Context) -> bool:
        return game.state.beginning_phase_of != ctx.controller

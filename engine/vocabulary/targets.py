"""The target kinds a card may ask for (355, 359.3.e): one class each, registered by defining it."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from engine.model.keywords import role, tags
from engine.model.targets import TargetKind

if TYPE_CHECKING:
    from engine.model.card import CardDef
    from engine.model.state import ChainItem, Obj, State


class Permanent(TargetKind):
    """A unit or a gear on the board, perhaps friendly or enemy, perhaps restricted to a place."""

    noun: ClassVar[str] = "unit"  # "unit" or "gear"
    side: ClassVar[str | None] = None  # "friendly", "enemy" or any
    where: ClassVar[str | None] = None  # "battlefield" (at a battlefield), "here" or anywhere
    mighty: ClassVar[bool] = False  # Mighty: 5 Might or more

    @classmethod
    def admits(cls, state: State, obj: Obj, controller: str, here: str | None) -> bool:
        if cls.noun == "unit" and not obj.is_unit:
            return False
        if cls.mighty and (state.might(obj) or 0) < 5:
            return False
        if cls.noun == "gear" and obj.card.type != "gear":
            return False
        if cls.side == "friendly" and obj.controller != controller:
            return False
        if cls.side == "enemy" and obj.controller == controller:
            return False
        if cls.where == "here" and (here is None or state.location(obj) != here):
            return False
        return not (cls.where == "battlefield" and state.location(obj) not in state.battlefields)


class Unit(Permanent):
    name, words = "unit", ("unit", "unité")


class FriendlyUnit(Permanent):
    name, words, side = "friendly unit", ("friendly unit", "unité alliée"), "friendly"


class EnemyUnit(Permanent):
    name, words, side = "enemy unit", ("enemy unit", "unité ennemie"), "enemy"


class UnitAtABattlefield(Permanent):
    name, where = "unit at a battlefield", "battlefield"
    words = ("unit at a battlefield", "unité sur un champ de bataille")


class FriendlyUnitAtABattlefield(Permanent):
    name, side, where = "friendly unit at a battlefield", "friendly", "battlefield"
    words = ("friendly unit at a battlefield", "unité alliée sur un champ de bataille")


class EnemyUnitAtABattlefield(Permanent):
    name, side, where = "enemy unit at a battlefield", "enemy", "battlefield"
    words = ("enemy unit at a battlefield", "unité ennemie sur un champ de bataille")


class EnemyUnitHere(Permanent):
    name, side, where = "enemy unit here", "enemy", "here"
    words = ("enemy unit here", "unité ennemie ici")


class UnitHere(Permanent):
    name, where = "unit here", "here"
    words = ("unit here", "unité ici")


class FriendlyUnitHere(Permanent):
    name, side, where = "friendly unit here", "friendly", "here"
    words = ("friendly unit here", "unité alliée ici")


class Gear(Permanent):
    name, words, noun = "gear", ("gear", "équipement"), "gear"


class FriendlyGear(Permanent):
    name, words = "friendly gear", ("friendly gear", "équipement allié")
    noun, side = "gear", "friendly"


class EnemyGear(Permanent):
    name, words, noun, side = "enemy gear", ("enemy gear", "équipement ennemi"), "gear", "enemy"


class Battlefield(TargetKind):
    name, words = "battlefield", ("battlefield", "champ de bataille")

    @classmethod
    def admits(cls, state: State, obj: Obj, controller: str, here: str | None) -> bool:
        return True  # any object on the board, as the format has always read it


class FriendlyMightyUnit(Permanent):
    name, side, mighty = "friendly Mighty unit", "friendly", True
    words = ("friendly Mighty unit", "unité alliée Puissante")


class AnotherUnit(Permanent):
    name, another = "another unit", True
    words = ("another unit", "une autre unité")


class AnotherFriendlyUnit(Permanent):
    name, side, another = "another friendly unit", "friendly", True
    words = ("another friendly unit", "une autre unité alliée")


class AnotherUnitAtABattlefield(Permanent):
    name, where, another = "another unit at a battlefield", "battlefield", True
    words = ("another unit at a battlefield", "une autre unité sur un champ de bataille")


class Spell(TargetKind):
    """A spell on the chain, perhaps an enemy's."""

    name, words, on_chain = "spell", ("spell", "sort"), True
    enemy: ClassVar[bool] = False

    @classmethod
    def admits(cls, state: State, obj: Obj, controller: str, here: str | None) -> bool:
        return (
            obj.card.type == "spell"
            and obj.zone == "chain"
            and (not cls.enemy or obj.controller != controller)
        )


class EnemySpell(Spell):
    name, words, enemy = "enemy spell", ("enemy spell", "sort ennemi"), True


class CheapSpell(TargetKind):
    """Its printed cost (206) is read: at most 4 Energy and 1 Power."""

    name, on_chain = "spell costing at most 4 Energy and 1 Power", True
    words = (
        "spell costing at most 4 Energy and 1 Power",
        "sort coûtant au plus 4 Énergie et 1 Puissance",
    )
    energy, power = 4, 1

    @classmethod
    def admits(cls, state: State, obj: Obj, controller: str, here: str | None) -> bool:
        cost = obj.card.printed_cost or (0, 0)
        return (
            obj.card.type == "spell"
            and obj.zone == "chain"
            and cost[0] <= cls.energy
            and cost[1] <= cls.power
        )


class FriendlyExhaustedUnit(Permanent):
    """'one of your exhausted units' (Arena Bar)."""

    name, side = "friendly exhausted unit", "friendly"
    words = ("friendly exhausted unit", "unité alliée épuisée")

    @classmethod
    def admits(cls, state: State, obj: Obj, controller: str, here: str | None) -> bool:
        return super().admits(state, obj, controller, here) and obj.exhausted


class FriendlyUnitWithoutTemporary(Permanent):
    """'a friendly unit without [Temporary]' (Shadow's Call): printed or given, read now."""

    name, side = "friendly unit without Temporary", "friendly"
    words = ("friendly unit without [Temporary]", "unité alliée sans [Temporary]")

    @classmethod
    def admits(cls, state: State, obj: Obj, controller: str, here: str | None) -> bool:
        return super().admits(state, obj, controller, here) and not state.has_keyword(
            obj, "Temporary"
        )


class UnitAtABattlefieldOrGear(Permanent):
    """'a unit at a battlefield, or a gear' (Fading Memories): any gear, wherever it is."""

    name, noun = "unit at a battlefield or gear", "permanent"
    words = ("unit at a battlefield or gear", "unité sur un champ de bataille ou équipement")

    @classmethod
    def admits(cls, state: State, obj: Obj, controller: str, here: str | None) -> bool:
        if not super().admits(state, obj, controller, here):
            return False
        if obj.is_unit:
            return state.location(obj) in state.battlefields
        return obj.card.type == "gear"


class AnotherFriendlyMech(Permanent):
    """'a different Mech you control' (Bubble Bot): a friendly unit with the Mech tag, never the
    ability's own source."""

    name, side, another = "another friendly Mech", "friendly", True
    words = ("another friendly Mech", "un autre Mech allié")

    @classmethod
    def admits(cls, state: State, obj: Obj, controller: str, here: str | None) -> bool:
        return super().admits(state, obj, controller, here) and "Mech" in tags(state, obj)


class AnotherGear(Permanent):
    """'another gear' (Hextech Formula): any gear on the board, friendly or enemy, never the
    ability's own source."""

    name, noun, another = "another gear", "gear", True
    words = ("another gear", "un autre équipement")


class NonDragonUnit(Permanent):
    """'a non-Dragon unit' (Ocean Drake): a unit without the Dragon tag."""

    name = "non-Dragon unit"
    words = ("non-Dragon unit", "unité non-Dragon")

    @classmethod
    def admits(cls, state: State, obj: Obj, controller: str, here: str | None) -> bool:
        return super().admits(state, obj, controller, here) and "Dragon" not in obj.card.tags


class EnemyChaosUnitOrGear(Permanent):
    """'an enemy unit or gear of the Chaos domain' (Decree of Unity): its card's domains."""

    name, noun, side = "enemy Chaos unit or gear", "permanent", "enemy"
    words = ("enemy Chaos unit or gear", "unité ou équipement ennemi du domaine Chaos")

    @classmethod
    def admits(cls, state: State, obj: Obj, controller: str, here: str | None) -> bool:
        return (
            super().admits(state, obj, controller, here)
            and (obj.is_unit or obj.card.type == "gear")
            and "Chaos" in obj.card.domains
        )


class FriendlyUnitInYourBase(Permanent):
    """'a friendly unit in your base' (Showstopper): one you control, standing in your own base."""

    name, side = "friendly unit in your base", "friendly"
    words = ("friendly unit in your base", "unité alliée dans votre base")

    @classmethod
    def admits(cls, state: State, obj: Obj, controller: str, here: str | None) -> bool:
        return super().admits(state, obj, controller, here) and obj.zone == f"base:{controller}"


class FriendlyEmpoweredUnit(Permanent):
    """'one of your Empowered units' (Aurok General's aura, read as a choice)."""

    name, side = "friendly Empowered unit", "friendly"
    words = ("friendly Empowered unit", "unité alliée Empowered")

    @classmethod
    def admits(cls, state: State, obj: Obj, controller: str, here: str | None) -> bool:
        return super().admits(state, obj, controller, here) and obj.empowered


class UnitInYourTrash(TargetKind):
    """'a unit from your trash' (355.9.a): a unit card in the chooser's own trash when it is
    chosen; a unit still on the board is not one, even one a cost is about to kill. Its printed
    cost (206) may be capped: at most `energy` Energy and `power` Power."""

    name, in_trash = "unit in your trash", True
    words = ("unit in your trash", "unité de votre défausse")
    energy: ClassVar[int | None] = None
    power: ClassVar[int | None] = None

    @classmethod
    def admits(cls, state: State, obj: Obj, controller: str, here: str | None) -> bool:
        energy, power = obj.card.printed_cost or (0, 0)
        return (
            obj.zone == "trash"
            and obj.owner == controller
            and obj.card.type == "unit"
            and (cls.energy is None or energy <= cls.energy)
            and (cls.power is None or power <= cls.power)
        )


class CheapUnitInYourTrash(UnitInYourTrash):
    """Glasc Mixologist: 'a unit from your trash costing at most 3 Energy and 1 Power'."""

    name, energy, power = "unit in your trash costing at most 3 Energy and 1 Power", 3, 1
    words = (
        "unit in your trash costing at most 3 Energy and 1 Power",
        "unité de votre défausse coûtant au plus 3 Énergie et 1 Puissance",
    )


class UnitInYourTrashNoCostlierThanTheKilled(UnitInYourTrash):
    """Heedless Resurrection: a unit in your trash whose printed Energy and Power costs are each no
    more than those of the unit the card's `kill` cost names (its other choice, made with it,
    355.9)."""

    name = "unit in your trash costing no more than the killed unit"
    words = (
        "unit in your trash costing no more than the killed unit",
        "unité de votre défausse ne coûtant pas plus que l'unité éliminée",
    )

    @classmethod
    def fits_with(cls, state: State, obj: Obj, card: CardDef, chosen: dict[str, str]) -> bool:
        kills = [i.value for i in card.cost if i.op == "kill"]
        values = [str(v) for k in kills for v in (k if isinstance(k, tuple) else (k,))]
        refs = [v[1:] for v in values if v.startswith("$")]
        victim = state.objects.get(chosen.get(refs[0], "")) if refs else None
        if victim is None:
            return False
        energy, power = obj.card.printed_cost or (0, 0)
        most_energy, most_power = victim.card.printed_cost or (0, 0)
        return energy <= most_energy and power <= most_power


class CheapSpellInYourTrash(TargetKind):
    """Fizz, Trickster: 'a spell from your trash with Energy cost 3 or less' (printed, 206)."""

    name, in_trash = "spell in your trash costing at most 3 Energy", True
    words = (
        "spell in your trash costing at most 3 Energy",
        "sort de votre défausse coûtant au plus 3 Énergie",
    )

    @classmethod
    def admits(cls, state: State, obj: Obj, controller: str, here: str | None) -> bool:
        energy, _ = obj.card.printed_cost or (0, 0)
        return (
            obj.zone == "trash"
            and obj.owner == controller
            and obj.card.type == "spell"
            and (energy <= 3)
        )


class SpellInYourTrashCheaperThanYourPoints(TargetKind):
    """Kai'Sa, Evolutionary: 'a spell from your trash whose Energy cost is below your points',
    the chooser's score as it is chosen (printed cost, 206)."""

    name, in_trash = "spell in your trash costing less Energy than your points", True
    words = (
        "spell in your trash costing less Energy than your points",
        "sort de votre défausse coûtant moins d'Énergie que vos points",
    )

    @classmethod
    def admits(cls, state: State, obj: Obj, controller: str, here: str | None) -> bool:
        energy, _ = obj.card.printed_cost or (0, 0)
        return (
            obj.zone == "trash"
            and obj.owner == controller
            and obj.card.type == "spell"
            and energy < state.players[controller].score
        )


class VeryCheapUnitInYourTrash(UnitInYourTrash):
    """Undying Loyalty: 'a unit from your trash costing at most 2 Energy and 1 Power'."""

    name, energy, power = "unit in your trash costing at most 2 Energy and 1 Power", 2, 1
    words = (
        "unit in your trash costing at most 2 Energy and 1 Power",
        "unité de votre défausse coûtant au plus 2 Énergie et 1 Puissance",
    )


def _chose_friendly(state: State, item: ChainItem, controller: str) -> bool:
    """Has this chain item chosen (as it finalized) one of `controller`'s units or gear?"""
    for pid, rules_id in item.targets.values():
        obj = state.objects.get(pid)
        if (
            obj is not None
            and obj.rules_id == rules_id
            and obj.on_board
            and obj.controller == controller
            and (obj.is_unit or obj.card.type == "gear")
        ):
            return True
    return False


class EnemySpellOrAbilityThatChoseAFriendly(TargetKind):
    """Not So Fast: an enemy spell or ability on the chain that has chosen one of the chooser's
    units or gear (an ability is a chain item, rules/chain_targets.py; 425: it can be countered)."""

    name, on_chain, items = "enemy spell or ability that chose a friendly unit or gear", True, True
    words = (
        "enemy spell or ability that chose a friendly unit or gear",
        "sort ou compétence ennemie qui a choisi une unité ou un équipement allié",
    )

    @classmethod
    def admits(cls, state: State, obj: Obj, controller: str, here: str | None) -> bool:
        if obj.card.type != "spell" or obj.zone != "chain" or obj.controller == controller:
            return False
        item = next((i for i in state.chain if i.source == obj.pid and i.kind == "spell"), None)
        return item is not None and _chose_friendly(state, item, controller)

    @classmethod
    def admits_item(cls, state: State, item: ChainItem, controller: str) -> bool:
        return (
            item.kind == "ability"
            and item.status != "pending"
            and item.controller != controller
            and _chose_friendly(state, item, controller)
        )


class SpellCosting4EnergyOrLess(TargetKind):
    """Rebuttal: a spell on the chain whose printed Energy cost (206) is at most 4."""

    name, on_chain = "spell costing 4 Energy or less", True
    words = ("spell costing 4 Energy or less", "sort coûtant 4 Énergie ou moins")

    @classmethod
    def admits(cls, state: State, obj: Obj, controller: str, here: str | None) -> bool:
        cost = obj.card.printed_cost or (0, 0)
        return obj.card.type == "spell" and obj.zone == "chain" and cost[0] <= 4


class SpellInYourTrash(TargetKind):
    """A spell card in the chooser's own trash ("a spell in your trash": Kennen, Storm of
    Shuriken). Chosen as the ability finalizes (355.5.b); one that leaves the trash is no longer
    legal."""

    name, in_trash = "spell in your trash", True
    words = ("spell in your trash", "sort de votre défausse")

    @classmethod
    def admits(cls, state: State, obj: Obj, controller: str, here: str | None) -> bool:
        return obj.card.type == "spell" and obj.zone == "trash" and obj.owner == controller


class AnotherFriendlyUnitHere(Permanent):
    """'another of your units here' (Yuumi, Magical Cat): at the ability's source's place."""

    name, side, where, another = "another friendly unit here", "friendly", "here", True
    words = ("another friendly unit here", "une autre unité alliée ici")


class FriendlyExhaustedUnitAtABattlefield(FriendlyExhaustedUnit):
    """'an exhausted friendly unit at a battlefield' (Kha'Zix, Voidreaver)."""

    name, where = "friendly exhausted unit at a battlefield", "battlefield"
    words = (
        "friendly exhausted unit at a battlefield",
        "unité alliée épuisée sur un champ de bataille",
    )


class Legend(TargetKind):
    """'a legend' (Royal Entourage): any player's legend, a game object in its Legend Zone (107.4,
    174); never a unit, gear or battlefield."""

    name, words = "legend", ("legend", "légende")

    @classmethod
    def admits(cls, state: State, obj: Obj, controller: str, here: str | None) -> bool:
        return obj.zone.startswith("legend:") and obj.card.type == "legend"


class FriendlyUnitOrGear(Permanent):
    """'one of your units or gear' (Malzahar, Fanatic's kill cost): a unit or a gear you control,
    wherever it is on the board."""

    name, noun, side = "friendly unit or gear", "permanent", "friendly"
    words = ("friendly unit or gear", "unité ou équipement allié")

    @classmethod
    def admits(cls, state: State, obj: Obj, controller: str, here: str | None) -> bool:
        return super().admits(state, obj, controller, here) and (
            obj.is_unit or obj.card.type == "gear"
        )


class FriendlyDetachedEquipment(Permanent):
    """'one of your detached Equipment' (Jax, Grandmaster at Arms): an Equipment you control on
    the board, attached to nothing."""

    name, noun, side = "friendly detached Equipment", "gear", "friendly"
    words = ("friendly detached Equipment", "équipement allié détaché")

    @classmethod
    def admits(cls, state: State, obj: Obj, controller: str, here: str | None) -> bool:
        return (
            super().admits(state, obj, controller, here)
            and obj.card.has_keyword("Equipment")
            and obj.attached_to is None
        )


class FriendlyAttachedEquipment(Permanent):
    """'one of your attached Equipment' (Jax, Grandmaster at Arms): an Equipment you control,
    attached to a unit."""

    name, noun, side = "friendly attached Equipment", "gear", "friendly"
    words = ("friendly attached Equipment", "équipement allié attaché")

    @classmethod
    def admits(cls, state: State, obj: Obj, controller: str, here: str | None) -> bool:
        return (
            super().admits(state, obj, controller, here)
            and obj.card.has_keyword("Equipment")
            and obj.attached_to is not None
        )


class FriendlyEquipment(Permanent):
    """'an Equipment you control' (Forge of the Fluft): attached or not."""

    name, noun, side = "friendly Equipment", "gear", "friendly"
    words = ("friendly Equipment", "équipement allié")

    @classmethod
    def admits(cls, state: State, obj: Obj, controller: str, here: str | None) -> bool:
        return super().admits(state, obj, controller, here) and obj.card.has_keyword("Equipment")


class EnemyBodyUnit(Permanent):
    """'an enemy Body unit' (Decree of Insight): an enemy unit of the Body domain (its card's
    domains)."""

    name, side = "enemy Body unit", "enemy"
    words = ("enemy Body unit", "unité ennemie du domaine Corps")

    @classmethod
    def admits(cls, state: State, obj: Obj, controller: str, here: str | None) -> bool:
        return super().admits(state, obj, controller, here) and "Body" in obj.card.domains


class EnemyUnitAtAnotherLocation(Permanent):
    """Evelynn, Entrancing: "an enemy unit from another location": at a battlefield or a base
    other than where the ability's source is."""

    name, side = "enemy unit at another location", "enemy"
    words = ("enemy unit at another location", "unité ennemie à un autre emplacement")

    @classmethod
    def admits(cls, state: State, obj: Obj, controller: str, here: str | None) -> bool:
        return super().admits(state, obj, controller, here) and state.location(obj) != here


class UnitOrGearHere(Permanent):
    """'something here' (Tornado Warrior): a unit or a gear at the chooser's location ("here")."""

    name, noun, where = "unit or gear here", "permanent", "here"
    words = ("unit or gear here", "unité ou équipement ici")

    @classmethod
    def admits(cls, state: State, obj: Obj, controller: str, here: str | None) -> bool:
        return (obj.is_unit or obj.card.type == "gear") and super().admits(
            state, obj, controller, here
        )


class EnemyCalmUnit(Permanent):
    """'an enemy Calm unit' (Decree of Rage): an enemy unit whose card has the Calm domain."""

    name, side = "enemy Calm unit", "enemy"
    words = ("enemy Calm unit", "unité ennemie du domaine Calme")

    @classmethod
    def admits(cls, state: State, obj: Obj, controller: str, here: str | None) -> bool:
        return super().admits(state, obj, controller, here) and "Calm" in obj.card.domains


class AttackingUnit(Permanent):
    """'an attacking unit' (Thwonk!): a unit with the attacker designation in the combat at its
    battlefield (807.1.d) as it is chosen and again as the spell resolves (359.3.e)."""

    name, words = "attacking unit", ("attacking unit", "unité attaquante")

    @classmethod
    def admits(cls, state: State, obj: Obj, controller: str, here: str | None) -> bool:
        return super().admits(state, obj, controller, here) and role(state, obj) == "attacker"


class AttackingEnemyUnit(AttackingUnit):
    """'an attacking enemy unit' (Existential Dread)."""

    name, side = "attacking enemy unit", "enemy"
    words = ("attacking enemy unit", "unité ennemie attaquante")


class AttackingEnemyUnitHere(AttackingUnit):
    """'an enemy unit that is attacking here' (Shadow): attacking at the source's battlefield."""

    name, side, where = "attacking enemy unit here", "enemy", "here"
    words = ("attacking enemy unit here", "unité ennemie qui attaque ici")


class GearCosting1EnergyOrLess(Permanent):
    """'a gear whose Energy cost is 1 or less' (Pickpocket): its printed Energy cost (206), any
    controller's; a token gear has no printed cost, so 0."""

    name, noun = "gear costing 1 Energy or less", "gear"
    words = ("gear costing 1 Energy or less", "équipement coûtant 1 Énergie ou moins")

    @classmethod
    def admits(cls, state: State, obj: Obj, controller: str, here: str | None) -> bool:
        energy, _ = obj.card.printed_cost or (0, 0)
        return super().admits(state, obj, controller, here) and energy <= 1


class UnitInABase(Permanent):
    """'a unit in a base' (Rocket Barrage): a unit in any player's base, never at a battlefield."""

    name, words = "unit in a base", ("unit in a base", "unité dans une base")

    @classmethod
    def admits(cls, state: State, obj: Obj, controller: str, here: str | None) -> bool:
        return super().admits(state, obj, controller, here) and obj.zone.startswith("base:")


class GearCostingAtMostMyMight(Permanent):
    """'a gear with Energy cost no more than my Might' (Noxian Demolitionist): any player's gear
    whose printed Energy cost (206) is at most the source's Might as the ability's targets are
    chosen (355.5.b); the effect reads it again as it resolves (`target_costs_at_most_my_might`,
    359.3.e)."""

    name, noun = "gear costing at most my Might", "gear"
    words = ("gear costing at most my Might", "équipement coûtant au plus ma puissance")

    @classmethod
    def fits_source(cls, state: State, obj: Obj, source: Obj | None) -> bool:
        most = state.might(source) if source is not None and source.on_board else None
        return most is not None and (obj.card.printed_cost or (0, 0))[0] <= most


def _chosen_friend(state: State, card: CardDef, chosen: dict[str, str]) -> Obj | None:
    """The card's other target of kind 'friendly unit', as it was chosen with this one."""
    name = next((n for n, k in card.targets if k.startswith("friendly unit")), None)
    pid = chosen.get(name) if name is not None else None
    return state.objects.get(pid) if pid else None


class EnemyUnitWeakerThanTheFriendlyUnit(Permanent):
    """'an enemy unit with less Might than it' (Public Execution): its Might is below that of the
    card's 'friendly unit' target chosen with it (355.9); the effect reads both again as it
    resolves (`target_has_less_might_than_friend`, 359.3.e)."""

    name, side = "enemy unit with less Might than the friendly unit", "enemy"
    words = (
        "enemy unit with less Might than the friendly unit",
        "unité ennemie de puissance inférieure à l'unité alliée",
    )

    @classmethod
    def fits_with(cls, state: State, obj: Obj, card: CardDef, chosen: dict[str, str]) -> bool:
        friend = _chosen_friend(state, card, chosen)
        most = state.might(friend) if friend is not None and friend.on_board else None
        return most is not None and (state.might(obj) or 0) < most


def _fury(obj: Obj | None) -> bool:
    return obj is not None and "Fury" in obj.card.domains


class FriendlyUnitFacingFury(Permanent):
    """Decree of Focus: 'a friendly unit in combat with an enemy Fury unit, or being chosen by an
    enemy Fury spell': in the combat, on the other side from an enemy unit of the Fury domain
    (807.1.d, 814.1.d), or a target of an enemy spell of the Fury domain on the chain (its card's
    domains)."""

    name, side = "friendly unit facing Fury", "friendly"
    words = ("friendly unit facing Fury", "unité alliée face à la Fureur")

    @classmethod
    def admits(cls, state: State, obj: Obj, controller: str, here: str | None) -> bool:
        if not super().admits(state, obj, controller, here):
            return False
        showdown = state.showdown
        mine = role(state, obj)
        if showdown is not None and mine is not None:
            across = showdown.defenders if mine == "attacker" else showdown.attackers
            if any(
                _fury(state.objects.get(p))
                and state.objects[p].controller != controller
                and role(state, state.objects[p]) is not None
                for p in across
            ):
                return True
        return any(
            item.kind == "spell"
            and item.controller != controller
            and _fury(state.objects.get(item.source or ""))
            and any(pid == obj.pid and rid == obj.rules_id for pid, rid in item.targets.values())
            for item in state.chain
        )


def _friendly_units_chosen(state: State, item: ChainItem, controller: str) -> set[str]:
    """The units of `controller`'s that this chain item has chosen (and that are still those)."""
    return {
        pid
        for pid, rules_id in item.targets.values()
        if (obj := state.objects.get(pid)) is not None
        and obj.rules_id == rules_id
        and obj.on_board
        and obj.is_unit
        and obj.controller == controller
    }


class EnemySpellOrAbilityChoosingOnlyTheFriend(TargetKind):
    """Repulse: 'an enemy spell or ability that chooses it and no other friendly unit': on the
    chain, an opponent's, whose chosen friendly units are exactly the card's `friendly unit`
    target chosen with it (355.9; an ability is a chain item, rules/chain_targets.py)."""

    name, on_chain, items = (
        "enemy spell or ability whose only friendly choice is the friendly unit",
        True,
        True,
    )
    words = (
        "enemy spell or ability whose only friendly choice is the friendly unit",
        "sort ou compétence ennemie dont le seul choix allié est l'unité alliée",
    )

    @classmethod
    def _item(cls, state: State, obj: Obj) -> ChainItem | None:
        return next((i for i in state.chain if i.source == obj.pid and i.kind == "spell"), None)

    @classmethod
    def admits(cls, state: State, obj: Obj, controller: str, here: str | None) -> bool:
        if obj.card.type != "spell" or obj.zone != "chain" or obj.controller == controller:
            return False
        item = cls._item(state, obj)
        return item is not None and bool(_friendly_units_chosen(state, item, controller))

    @classmethod
    def admits_item(cls, state: State, item: ChainItem, controller: str) -> bool:
        return (
            item.kind == "ability"
            and item.status != "pending"
            and item.controller != controller
            and bool(_friendly_units_chosen(state, item, controller))
        )

    @classmethod
    def _only_friend(
        cls, state: State, item: ChainItem, card: CardDef, chosen: dict[str, str]
    ) -> bool:
        friend = _chosen_friend(state, card, chosen)
        return friend is not None and _friendly_units_chosen(state, item, friend.controller) == {
            friend.pid
        }

    @classmethod
    def fits_with(cls, state: State, obj: Obj, card: CardDef, chosen: dict[str, str]) -> bool:
        item = cls._item(state, obj)
        return item is not None and cls._only_friend(state, item, card, chosen)

    @classmethod
    def fits_item(
        cls, state: State, item: ChainItem, card: CardDef, chosen: dict[str, str]
    ) -> bool:
        return cls._only_friend(state, item, card, chosen)


class AnotherFriendlyGearUnitOrFacedownCard(Permanent):
    """Pack of Wonders: 'another friendly gear, unit, or [Hidden] card': one of the chooser's
    units or gear on the board, or a card they hid facedown at a battlefield (811), never the
    ability's own source."""

    name, noun, side, another = (
        "another friendly gear, unit or facedown card",
        "permanent",
        "friendly",
        True,
    )
    words = (
        "another friendly gear, unit or facedown card",
        "un autre équipement, une autre unité ou une carte face cachée alliés",
    )

    @classmethod
    def where_it_must_be(cls, obj: Obj) -> bool:
        return obj.on_board or obj.zone.startswith("facedown:")

    @classmethod
    def admits(cls, state: State, obj: Obj, controller: str, here: str | None) -> bool:
        if obj.zone.startswith("facedown:"):
            return obj.controller == controller
        return super().admits(state, obj, controller, here) and (
            obj.is_unit or obj.card.type == "gear"
        )


class EquippedFriendlyUnit(Permanent):
    """'an equipped friendly unit' (Strike Down): one of the chooser's units with at least one
    Equipment attached to it."""

    name, side = "equipped friendly unit", "friendly"
    words = ("equipped friendly unit", "unité alliée équipée")

    @classmethod
    def admits(cls, state: State, obj: Obj, controller: str, here: str | None) -> bool:
        return super().admits(state, obj, controller, here) and any(
            g.on_board for g in state.attachments(obj)
        )


def _unit_gear_or_legend(obj: Obj) -> bool:
    return obj.is_unit or obj.card.type in ("gear", "legend")


class EmpoweredThingYouControl(TargetKind):
    """'something you control' that has the Empowered status (Profiteer's disempower, 441): one
    of the chooser's units, gear or legend, Empowered now."""

    name = "Empowered unit, gear or legend you control"
    words = (
        "Empowered unit, gear or legend you control",
        "unité, équipement ou légende Empowered que vous contrôlez",
    )

    @classmethod
    def admits(cls, state: State, obj: Obj, controller: str, here: str | None) -> bool:
        return _unit_gear_or_legend(obj) and obj.controller == controller and obj.empowered


class UnitGearOrLegend(TargetKind):
    """'a Legend, unit or gear' (Profiteer's empower): anyone's, on the board or a legend."""

    name, words = "legend, unit or gear", ("legend, unit or gear", "légende, unité ou équipement")

    @classmethod
    def admits(cls, state: State, obj: Obj, controller: str, here: str | None) -> bool:
        return _unit_gear_or_legend(obj)


class CardInATrash(TargetKind):
    """Gust Monk: 'a card from any trash': any card in any player's trash."""

    name, in_trash = "card in a trash", True
    words = ("card in a trash", "carte d'une défausse")

    @classmethod
    def admits(cls, state: State, obj: Obj, controller: str, here: str | None) -> bool:
        return obj.zone == "trash"


class EnemyUnitInABase(UnitInABase):
    """'an enemy unit in a base' (Yone, Blademaster): an opponent's unit in any base."""

    name, side = "enemy unit in a base", "enemy"
    words = ("enemy unit in a base", "unité ennemie dans une base")


class EnemyUnitAtABattlefieldWith3MightOrLess(Permanent):
    """'an enemy unit at a battlefield with 3 Might or less' (Mel, Defiant Soul; Conscription):
    its Might as the targets are chosen (355.5.b)."""

    name, side, where = "enemy unit at a battlefield with 3 Might or less", "enemy", "battlefield"
    words = (
        "enemy unit at a battlefield with 3 Might or less",
        "unité ennemie sur un champ de bataille avec 3 de puissance ou moins",
    )

    @classmethod
    def admits(cls, state: State, obj: Obj, controller: str, here: str | None) -> bool:
        return super().admits(state, obj, controller, here) and (state.might(obj) or 0) <= 3


class EmpoweredUnit(Permanent):
    """'an [Empowered] unit' (Sanction): any player's unit with the Empowered status (441) as the
    targets are chosen."""

    name = "Empowered unit"
    words = ("Empowered unit", "unité Empowered")

    @classmethod
    def admits(cls, state: State, obj: Obj, controller: str, here: str | None) -> bool:
        return super().admits(state, obj, controller, here) and obj.empowered


class FriendlyUnitInAShowdown(Permanent):
    """'a friendly unit in a showdown' (Akali, Rogue Assassin): one of the chooser's units at
    the battlefield where a showdown (or a combat) is in progress (344) as it is chosen."""

    name, side, where = "friendly unit in a showdown", "friendly", "battlefield"
    words = ("friendly unit in a showdown", "unité alliée dans une confrontation")

    @classmethod
    def admits(cls, state: State, obj: Obj, controller: str, here: str | None) -> bool:
        showdown = state.showdown
        return (
            super().admits(state, obj, controller, here)
            and showdown is not None
            and state.location(obj) == showdown.bf
        )


class EnemyUnitHereWeakerThanMe(Permanent):
    """'an enemy unit here with lower Might than mine' (Imposing Challenger): an enemy unit at the
    source's location whose Might is below the source's as the ability's targets are chosen
    (355.5.b); the effect reads both again as it resolves (`target_has_less_might_than_me`,
    359.3.e)."""

    name, side, where = "enemy unit here with less Might than me", "enemy", "here"
    words = (
        "enemy unit here with less Might than me",
        "unité ennemie ici de puissance inférieure à la mienne",
    )

    @classmethod
    def fits_source(cls, state: State, obj: Obj, source: Obj | None) -> bool:
        most = state.might(source) if source is not None and source.on_board else None
        return most is not None and (state.might(obj) or 0) < most


class FriendlyUnitOtherThanTheKilled(Permanent):
    """Deathgrip: 'kill a friendly unit; another friendly unit gets ...': a friendly unit that is
    not the card's `killed` target chosen with it (355.9)."""

    name, side = "friendly unit other than the killed one", "friendly"
    words = ("friendly unit other than the killed one", "unité alliée autre que l'unité éliminée")

    @classmethod
    def fits_with(cls, state: State, obj: Obj, card: CardDef, chosen: dict[str, str]) -> bool:
        return chosen.get("killed") != obj.pid


class UnitAtTheBattlefieldILeftOrReached(Permanent):
    """'a unit at the battlefield I left or reached' (Akali, Deadly Weapon, in a move trigger): a
    unit at the source's battlefield now or at the battlefield its last move started from, as
    the ability's targets are chosen (355.5.b); a base is neither."""

    name, where = "unit at the battlefield I left or reached", "battlefield"
    words = (
        "unit at the battlefield I left or reached",
        "unité du champ de bataille que j'ai quitté ou atteint",
    )

    @classmethod
    def fits_source(cls, state: State, obj: Obj, source: Obj | None) -> bool:
        if source is None:
            return False
        places = (state.location(source), state.moved_from.get(source.pid))
        return state.location(obj) in places


class EnemyUnitAtABattlefieldWith3MightOrLessUnlessPaid(Permanent):
    """Conscription: 'an enemy unit at a battlefield with 3 Might or less; any enemy unit at a
    battlefield if you paid the additional cost': the Might limit holds only when no optional
    additional cost of the card (Repeat aside) is paid as it is played (355.9, 356.2.b). As it
    resolves the effect reads it again (`no_additional_cost_paid` then
    `target_has_3_might_or_less`, 359.3.e)."""

    name, side, where = (
        "enemy unit at a battlefield with 3 Might or less unless the extra cost was paid",
        "enemy",
        "battlefield",
    )
    words = (
        "enemy unit at a battlefield with 3 Might or less (any, with the extra cost paid)",
        "unité ennemie sur un champ de bataille de 3 puissance ou moins (n'importe laquelle, "
        "coût supplémentaire payé)",
    )

    @classmethod
    def fits_paid(cls, state: State, obj: Obj, card: CardDef, paid: tuple[str, ...]) -> bool:
        extra = any(c in card.optional_costs and c != "Repeat" for c in paid)
        return extra or max(state.might(obj) or 0, 0) <= 3


class EquipmentSharingTheUnitsController(Permanent):
    """Angle Shot: 'a unit and an Equipment that share a controller': any player's Equipment on
    the board whose controller is that of the card's `unit` target chosen with it (355.9)."""

    name, noun = "Equipment sharing the unit's controller", "gear"
    words = ("Equipment sharing the unit's controller", "équipement du même contrôleur que l'unité")

    @classmethod
    def admits(cls, state: State, obj: Obj, controller: str, here: str | None) -> bool:
        return super().admits(state, obj, controller, here) and obj.card.has_keyword("Equipment")

    @classmethod
    def fits_with(cls, state: State, obj: Obj, card: CardDef, chosen: dict[str, str]) -> bool:
        name = next((n for n, k in card.targets if k == "unit"), None)
        pid = chosen.get(name) if name is not None else None
        unit = state.objects.get(pid) if pid else None
        return unit is not None and unit.on_board and unit.controller == obj.controller


class FriendlyUnitElsewhereThanTheFirst(Permanent):
    """Smoke and Mirrors: 'two of your units at different locations': a friendly unit that is not
    where the card's `first` target (chosen with it) stands (355.9; a base and a battlefield, or
    two battlefields)."""

    name, side = "friendly unit elsewhere than the first", "friendly"
    words = ("friendly unit at another location", "unité alliée à un autre endroit")

    @classmethod
    def fits_with(cls, state: State, obj: Obj, card: CardDef, chosen: dict[str, str]) -> bool:
        pid = chosen.get("first")
        first = state.objects.get(pid) if pid else None
        return (
            first is not None
            and first.on_board
            and first.pid != obj.pid
            and state.location(first) != state.location(obj)
        )


class UnitWithTheNamedTag(Permanent):
    """'one unit bearing that tag' (The List): a unit bearing the tag its source named as it was
    played (`name_a_tag`, State.named), read as the targets are chosen (355.5.b); none fits
    before a tag is named."""

    name = "unit with the named tag"
    words = ("unit bearing the named tag", "unité portant le tag nommé")

    @classmethod
    def fits_source(cls, state: State, obj: Obj, source: Obj | None) -> bool:
        named = None if source is None else state.named.get(source.pid)
        return (
            source is not None
            and named is not None
            and named[0] == source.rules_id
            and named[1] in tags(state, obj)
        )

"""Play triggers on other cards (383.4.a) and targeting triggers (383.4.b): one class per kind.

"When you play a spell" waits for a card's play to be *completed*, by its resolution (350.1,
419.4.a): a unit or gear as it finalizes and enters the board (337.2), a spell once it has resolved
and left the chain, so a countered card sets off none (425.1.b). Their occasion is
`card_played`: the subject is the card played, the player the one who played it. The part of the
condition written right after it (383.2.a.1) is the ability's `condition:` — `tag`, `not_tag`,
`min_energy`, `min_power` (of the card played, as printed, 206) and `holder_at: battlefield` (the
ability's own card is at a battlefield) — checked as the condition is met, never again.

"When a spell of yours chooses me" waits for `chosen`: after the spell or ability that chose the
unit as a target has finished finalizing (383.4.b.2), whether or not it later resolves.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from engine.model.trigger_kinds import Occasion, TriggerKind
from engine.rules.triggers import holder_condition_holds

if TYPE_CHECKING:
    from engine.model.card import TriggerSpec
    from engine.model.state import Battlefield, Obj, State


def _part_of_condition(state: State, holder: Obj, spec: TriggerSpec, played: Obj) -> bool:
    """383.2.a.1: what the condition says of the card played, or of the holder, right after it."""
    energy, power = played.card.printed_cost or (0, 0)
    for key, value in spec.condition:
        if key == "tag" and value not in played.card.tags:
            return False
        if key == "not_tag" and value in played.card.tags:
            return False
        if key == "min_energy" and energy < int(value):
            return False
        if key == "min_power" and power < int(value):
            return False
        if key == "mighty" and value == "True" and (state.might(played) or 0) < 5:
            return False  # "whenever you play a [Mighty] unit" (Volibear, Relentless Storm)
    return holder_condition_holds(state, holder, spec)


class _PlayTrigger(TriggerKind):
    """A card somebody played, seen by a permanent on the board (383.4.a)."""

    occasion, holder = "card_played", "observer"
    who: ClassVar[str] = "you"  # "you", "opponent" or "any"
    card_type: ClassVar[str | None] = None  # "spell", "unit", "gear", or any card
    another: ClassVar[bool] = False  # "another unit": never the holder itself
    nth: ClassVar[int | None] = None  # "your first / second card each turn" (383.1.b)
    opponents_turn: ClassVar[bool] = False  # "during an opponent's turn"
    in_showdown: ClassVar[bool] = (
        False  # "during a showdown": one is going on as the play completes
    )

    @classmethod
    def fires(cls, state: State, holder: Obj, spec: TriggerSpec, occasion: Occasion) -> bool:
        played, player = occasion.subject, occasion.player
        if played is None or player is None or not holder.on_board:
            return False
        if cls.who == "you" and player != holder.controller:
            return False
        if cls.who == "opponent" and player == holder.controller:
            return False
        if cls.card_type is not None and played.card.type != cls.card_type:
            return False
        if cls.another and played.pid == holder.pid:
            return False
        if cls.nth is not None and state.completed_plays.get(player, 0) != cls.nth:
            return False
        if cls.opponents_turn and state.turn_player == player:
            return False
        if cls.in_showdown and state.showdown is None:
            return False
        return _part_of_condition(state, holder, spec, played)


class YouPlayASpell(_PlayTrigger):
    name, card_type = "you_play_a_spell", "spell"
    words = ("when you play a spell", "quand vous jouez un sort")


class YouPlayAGear(_PlayTrigger):
    name, card_type = "you_play_a_gear", "gear"
    words = ("when you play a gear", "quand vous jouez un équipement")


class YouPlayAUnit(_PlayTrigger):
    name, card_type = "you_play_a_unit", "unit"
    words = ("when you play a unit", "quand vous jouez une unité")


class YouPlayAnotherUnit(_PlayTrigger):
    name, card_type, another = "you_play_another_unit", "unit", True
    words = ("when you play another unit", "quand vous jouez une autre unité")


class YouPlayACard(_PlayTrigger):
    name = "you_play_a_card"
    words = ("when you play a card", "quand vous jouez une carte")


class YouPlayYourFirstCardEachTurn(_PlayTrigger):
    name, nth = "you_play_your_first_card_each_turn", 1
    words = (
        "when you play your first card each turn",
        "quand vous jouez votre première carte de chaque tour",
    )


class YouPlayYourSecondCardEachTurn(_PlayTrigger):
    name, nth = "you_play_your_second_card_each_turn", 2
    words = (
        "when you play your second card each turn",
        "quand vous jouez votre deuxième carte de chaque tour",
    )


class YouPlayACardDuringAnOpponentsTurn(_PlayTrigger):
    name, opponents_turn = "you_play_a_card_during_an_opponents_turn", True
    words = (
        "when you play a card during an opponent's turn",
        "quand vous jouez une carte pendant le tour d'un adversaire",
    )


class AnOpponentPlaysACard(_PlayTrigger):
    name, who = "an_opponent_plays_a_card", "opponent"
    words = ("when an opponent plays a card", "quand un adversaire joue une carte")


class AnOpponentPlaysASpell(_PlayTrigger):
    name, who, card_type = "an_opponent_plays_a_spell", "opponent", "spell"
    words = ("when an opponent plays a spell", "quand un adversaire joue un sort")


class AnOpponentPlaysAGear(_PlayTrigger):
    name, who, card_type = "an_opponent_plays_a_gear", "opponent", "gear"
    words = ("when an opponent plays a gear", "quand un adversaire joue un équipement")


class AnOpponentPlaysAUnit(_PlayTrigger):
    name, who, card_type = "an_opponent_plays_a_unit", "opponent", "unit"
    words = ("when an opponent plays a unit", "quand un adversaire joue une unité")


class APlayerPlaysASpell(_PlayTrigger):
    name, who, card_type = "a_player_plays_a_spell", "any", "spell"
    words = ("when a player plays a spell", "quand un joueur joue un sort")


class _Chosen(TriggerKind):
    """The holder was chosen as a target by a spell or ability (383.4.b); the occasion's player
    is the chooser and the subject the chosen object."""

    occasion, holder = "chosen", "self"


class IAmChosen(_Chosen):
    name = "i_am_chosen"
    words = ("when I am chosen", "quand je suis choisi")


class ASpellOfYoursChoosesMe(_Chosen):
    """Only a spell's choice: the occasion's kind says what chose (`chosen_by_spell`,
    `chosen_by_ability`)."""

    name = "a_spell_of_yours_chooses_me"
    words = ("when a spell of yours chooses me", "quand un de vos sorts me choisit")

    @classmethod
    def fires(cls, state: State, holder: Obj, spec: TriggerSpec, occasion: Occasion) -> bool:
        return (
            holder.on_board
            and occasion.kind == "chosen_by_spell"
            and occasion.player == holder.controller
        )


class YouChooseMe(_Chosen):
    """A spell or ability of the holder's controller chose it."""

    name = "you_choose_me"
    words = ("when you choose me", "quand vous me choisissez")

    @classmethod
    def fires(cls, state: State, holder: Obj, spec: TriggerSpec, occasion: Occasion) -> bool:
        return holder.on_board and occasion.player == holder.controller


class AnEnemySpellOrAbilityChoosesMe(_Chosen):
    name = "an_enemy_spell_or_ability_chooses_me"
    words = (
        "when an enemy spell or ability chooses me",
        "quand un sort ou une compétence ennemis me choisissent",
    )

    @classmethod
    def fires(cls, state: State, holder: Obj, spec: TriggerSpec, occasion: Occasion) -> bool:
        return holder.on_board and occasion.player != holder.controller


class YouChooseAFriendlyUnit(TriggerKind):
    """ "Whenever you choose a friendly unit" (Irelia, Blade Dancer): seen by another object of the
    chooser's, as a spell or ability of theirs that chose one of their units as a target finishes
    finalizing (383.4.b); `it` is that unit. Only a choice counts: a word that names a unit
    without choosing it ("ready it", 355.10.d) sets off nothing."""

    name, occasion, holder = "you_choose_a_friendly_unit", "chosen", "observer"
    words = ("when you choose a friendly unit", "quand vous choisissez une unité alliée")

    @classmethod
    def fires(cls, state: State, holder: Obj, spec: TriggerSpec, occasion: Occasion) -> bool:
        chosen = occasion.subject
        return (
            chosen is not None
            and chosen.is_unit
            and occasion.player == holder.controller
            and chosen.controller == holder.controller
        )


class IMoveToABattlefield(TriggerKind):
    """ "When I move to a battlefield": a move of the holder that ends at a battlefield (383.2.a.1:
    the destination is part of the condition, read as the move has happened)."""

    name, occasion, holder = "i_move_to_a_battlefield", "move", "self"
    words = ("when I move to a battlefield", "quand je me déplace vers un champ de bataille")

    @classmethod
    def fires(cls, state: State, holder: Obj, spec: TriggerSpec, occasion: Occasion) -> bool:
        return holder.on_board and state.location(holder) in state.battlefields


class YouPlayACardFromFacedown(_PlayTrigger):
    """Ember Monk, Black Market Broker: "when you play a card from [Hidden]" / "from face down": a
    play completed (419.4.a) of a card its player played from facedown at a battlefield (811.6),
    the holder's own arrival included when it was the hidden card."""

    name = "you_play_a_card_from_facedown"
    words = (
        "when you play a card from facedown",
        "quand vous jouez une carte depuis la face cachée",
    )

    @classmethod
    def fires(cls, state: State, holder: Obj, spec: TriggerSpec, occasion: Occasion) -> bool:
        return (occasion.played_from or "").startswith("facedown:") and super().fires(
            state, holder, spec, occasion
        )


class YouHideACard(TriggerKind):
    """Katarina, Reckless: "each time you hide a card" (811): met as its holder's player hides a
    card facedown at a battlefield; the holder must be on the board."""

    name, occasion, holder = "you_hide_a_card", "card_hidden", "observer"
    words = ("when you hide a card", "quand vous cachez une carte")

    @classmethod
    def fires(cls, state: State, holder: Obj, spec: TriggerSpec, occasion: Occasion) -> bool:
        return holder.on_board and occasion.player == holder.controller


class YouAttachAnEquipmentToMe(TriggerKind):
    """'When you attach an Equipment to me' (Aphelios, Exalted): met as the attachment happens,
    read from the holder as it is then (383.2.c): a unit that only becomes a copy of the holder
    afterwards (Shady Spectacles' copy, added to the same attachment) does not trigger."""

    name = "you_attach_an_equipment_to_me"
    words = ("when you attach an Equipment to me", "quand vous m'attachez un équipement")
    occasion, holder = "equipped", "self"

    @classmethod
    def fires(cls, state: State, holder: Obj, spec: TriggerSpec, occasion: Occasion) -> bool:
        return holder.on_board and occasion.player == holder.controller


class YouPlayASpellDuringAnOpponentsTurn(_PlayTrigger):
    name, card_type, opponents_turn = "you_play_a_spell_during_an_opponents_turn", "spell", True
    words = (
        "when you play a spell during an opponent's turn",
        "quand vous jouez un sort pendant le tour d'un adversaire",
    )


class YouPlayAUnitDuringAShowdown(_PlayTrigger):
    name, card_type, in_showdown = "you_play_a_unit_during_a_showdown", "unit", True
    words = (
        "when you play a unit during a showdown",
        "quand vous jouez une unité pendant une confrontation",
    )


class IMoveFromABattlefield(TriggerKind):
    """ "When I move from a battlefield": a move of the holder that started at a battlefield (the
    origin is part of the condition, 383.2.a.1, noted as the move happened)."""

    name, occasion, holder = "i_move_from_a_battlefield", "move", "self"
    words = ("when I move from a battlefield", "quand je quitte un champ de bataille")

    @classmethod
    def fires(cls, state: State, holder: Obj, spec: TriggerSpec, occasion: Occasion) -> bool:
        return holder.on_board and state.moved_from.get(holder.pid) in state.battlefields


class APlayerPlaysAUnitHere(_PlayTrigger):
    """A battlefield's "whenever a player plays a unit here" (Valley of Idols): the unit's play is
    completed as it enters the board there (419.4.a); the ability is that player's to use, as its
    text says ("they may ..."); `it` is the unit, `here` the battlefield."""

    name, who, card_type = "a_player_plays_a_unit_here", "any", "unit"
    words = ("when a player plays a unit here", "quand un joueur joue une unité ici")
    non_token: ClassVar[bool] = False

    @classmethod
    def fires(cls, state: State, holder: Obj, spec: TriggerSpec, occasion: Occasion) -> bool:
        return False  # a battlefield's ability only (rules/occasions.py asks `seen_here`)

    @classmethod
    def seen_here(cls, state: State, bf: Battlefield, played: Obj) -> bool:
        return state.location(played) == bf.id and not (cls.non_token and played.token)


class APlayerPlaysANonTokenUnitHere(APlayerPlaysAUnitHere):
    """Star Spring's "the first time a player plays a non-token unit here" (`per_turn: 1`, counted
    for the battlefield, whoever plays)."""

    name, non_token = "a_player_plays_a_non_token_unit_here", True
    words = (
        "when a player plays a non-token unit here",
        "quand un joueur joue ici une unité qui n'est pas une création",
    )


class APlayerChoosesAFriendlyUnitHereWithASpell(TriggerKind):
    """The Dreaming Tree's "when a player chooses a friendly unit here with a spell for the first
    time each turn, they draw 1": met once the spell has finished finalizing (383.4.b), for the
    spell's controller and a unit of theirs at the battlefield; its `per_turn` is counted for each
    player. The ability is that player's; `it` is the unit."""

    name, occasion = "a_player_chooses_a_friendly_unit_here_with_a_spell", "chosen_here"
    words = (
        "when a player chooses a friendly unit here with a spell",
        "quand un joueur choisit une unité alliée ici avec un sort",
    )


class YouPlayASpellThatCostYou4EnergyOrMore(_PlayTrigger):
    """ "Whenever you play a spell that cost you 4 or more Energy" (Revna the Lorekeeper): the
    Energy of the total cost it was played for (356: discounts and increases counted, not its
    printed cost), noted as its play began (State.plays_this_turn)."""

    name, card_type = "you_play_a_spell_that_cost_you_4_energy_or_more", "spell"
    words = (
        "when you play a spell that cost you 4 Energy or more",
        "quand vous jouez un sort qui vous a coûté 4 Énergie ou plus",
    )

    @classmethod
    def fires(cls, state: State, holder: Obj, spec: TriggerSpec, occasion: Occasion) -> bool:
        played = occasion.subject
        paid = [e for who, pid, e in state.plays_this_turn if pid == getattr(played, "pid", None)]
        return bool(paid) and paid[-1] >= 4 and super().fires(state, holder, spec, occasion)


class YouPlayMeFromFacedown(YouPlayACardFromFacedown):
    """Edge of Night: "when you play this from face down": the holder's own completed play from
    facedown at a battlefield (811.6, 419.4.a)."""

    name = "you_play_me_from_facedown"
    words = ("when you play me from facedown", "quand vous me jouez depuis la face cachée")
    notes_where_played = True  # the battlefield it was hidden at: `played_at` in its snapshot

    @classmethod
    def fires(cls, state: State, holder: Obj, spec: TriggerSpec, occasion: Occasion) -> bool:
        played = occasion.subject
        return (
            played is not None
            and played.pid == holder.pid
            and super().fires(state, holder, spec, occasion)
        )


class YouPlayMeFromFacedownDuringYourTurn(YouPlayMeFromFacedown):
    """Evelynn, Entrancing: the same, during its player's own turn (part of the condition,
    383.2.a.1)."""

    name = "you_play_me_from_facedown_during_your_turn"
    words = (
        "when you play me from facedown during your turn",
        "quand vous me jouez depuis la face cachée pendant votre tour",
    )

    @classmethod
    def fires(cls, state: State, holder: Obj, spec: TriggerSpec, occasion: Occasion) -> bool:
        return state.turn_player == occasion.player and super().fires(state, holder, spec, occasion)


class YouPlayACardFromAnywhereButYourHand(_PlayTrigger):
    """Kennen, Heart of the Tempest: "whenever you play a card from somewhere other than your
    hand" (383.4.a): a completed play of a card its player played from their trash, deck,
    banishment or facedown at a battlefield (an effect's play included), not from the hand."""

    name = "you_play_a_card_from_anywhere_but_your_hand"
    words = (
        "when you play a card from anywhere but your hand",
        "quand vous jouez une carte d'ailleurs que de votre main",
    )

    @classmethod
    def fires(cls, state: State, holder: Obj, spec: TriggerSpec, occasion: Occasion) -> bool:
        return occasion.played_from not in (None, "hand") and super().fires(
            state, holder, spec, occasion
        )


class YouPlayANonTokenGear(_PlayTrigger):
    """Jayce, Brilliant Inventor: "when you play a non-token gear" (a token gear such as Gold does
    not meet it); with `per_turn: 1`, "the first time each turn"."""

    name, card_type = "you_play_a_non_token_gear", "gear"
    words = ("when you play a non-token gear", "quand vous jouez un équipement non-création")

    @classmethod
    def fires(cls, state: State, holder: Obj, spec: TriggerSpec, occasion: Occasion) -> bool:
        played = occasion.subject
        return (
            played is not None and not played.token and super().fires(state, holder, spec, occasion)
        )


class YourSpellCosting4EnergyWhileThisBattlefieldIsYours(_PlayTrigger):
    """Forgotten Library's "while this battlefield is yours, each spell you play that cost you 4 or
    more Energy lets you ...": a battlefield's ability (rules/occasions.py asks `seen_here`), for a
    spell its controller played paying 4 Energy or more of its total cost (356,
    State.plays_this_turn); the ability is that player's."""

    name, who, card_type = "a_spell_that_cost_you_4_energy_while_this_is_yours", "any", "spell"
    words = (
        "when you play a spell that cost you 4 Energy or more, while this battlefield is yours",
        "quand vous jouez un sort qui vous a coûté 4 Énergie ou plus, tant que ce champ de "
        "bataille est à vous",
    )

    @classmethod
    def fires(cls, state: State, holder: Obj, spec: TriggerSpec, occasion: Occasion) -> bool:
        return False  # a battlefield's ability only

    @classmethod
    def seen_here(cls, state: State, bf: Battlefield, played: Obj) -> bool:
        paid = [e for who, pid, e in state.plays_this_turn if pid == played.pid]
        return bool(paid) and paid[-1] >= 4 and bf.controller == played.controller

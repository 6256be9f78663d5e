"""Counting cards in a zone (engine/model/counting.py): what "for each card named like me in your
trash" reads. A card being played has already left its zone for the chain (354, 419.1), so it
never counts itself: a spell played from the trash is on the chain as it resolves, and as its
cost is worked out (356) it is already on its way there."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.model.counting import Count

if TYPE_CHECKING:
    from engine.model.state import State


class CardsNamedLikeMeInYourTrash(Count):
    """The cards in `player`'s trash with the same name as this card, this card itself left out
    (it is being played, so it is on the chain, 419.1)."""

    name = "cards_named_like_me_in_your_trash"
    words = ("cards named like it in its player's trash", "cartes du même nom dans la défausse")

    @classmethod
    def value(cls, state: State, card_pid: str, player: str) -> int:
        me = state.objects.get(card_pid)
        if me is None:
            return 0
        return sum(
            1
            for o in state.objects.values()
            if o.zone == "trash"
            and o.owner == player
            and o.pid != card_pid
            and o.card.name == me.card.name
        )


class CardsInYourTrash(Count):
    """Every card in `player`'s trash, this card itself left out (Rhasa the Sunderer: "each card
    in your trash lowers my cost"; played from the trash it is on its way to the chain, 419.1)."""

    name = "cards_in_your_trash"
    words = ("cards in its player's trash", "cartes dans la défausse de son joueur")

    @classmethod
    def value(cls, state: State, card_pid: str, player: str) -> int:
        return sum(
            1
            for o in state.objects.values()
            if o.zone == "trash" and o.owner == player and o.pid != card_pid
        )


class CardsPlayedThisTurn(Count):
    """The cards `player` played before this one this turn (Battering Ram: "1 less for each card
    you played this turn"); the card being played is not yet one of them (350.1)."""

    name = "cards_played_this_turn"
    words = ("cards its player played this turn", "cartes jouées ce tour-ci par son joueur")

    @classmethod
    def value(cls, state: State, card_pid: str, player: str) -> int:
        return state.played_this_turn.get(player, 0)

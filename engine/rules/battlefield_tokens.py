"""Battlefield tokens put on the board as a card is played, and where that card then enters
(Baron Nashor and the Baron Pit).

"When you play me, put the Baron Pit battlefield token on the board if it's absent; if you did, I
enter there" is an instruction carried out while the card is being played (135.2.b.3, 187.9),
before it is finalized: the Baron Pit is created, with no controller (439.4.b), and the unit's
entry at the place it was played to is replaced by an entry at the Pit (369.3, 370.1.b). Entering
is a zone change, never a move (446.1, 446.2). If the Pit is already on the board, nothing is put
there and the unit enters where it was played.

A battlefield token made this way has a fixed id, the slug of its name (`baron-pit`), so a
scenario can name it before it exists (docs/scenario-format.md).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.errors import IllegalAction
from engine.model.battlefield_tokens import ENTRY_TOKENS, token_id
from engine.model.state import Battlefield, ChainItem, Obj
from engine.model.text import place, t

if TYPE_CHECKING:
    from engine.record.game import Game


def put_as_played(game: Game, item: ChainItem, obj: Obj, by: str) -> None:
    """135.2.b.3, 187.9: as the card is played, its battlefield token is put on the board if absent;
    if it was, the card will enter there (noted on its chain item)."""
    state = game.state
    for static, token_name in ENTRY_TOKENS.items():
        if not obj.card.static(static):
            continue
        if any(bf.card.name == token_name for bf in state.battlefields.values()):
            game.step(
                "create",
                ("135.2.b.3", "187.9"),
                t(
                    f"{obj.card.name}: {token_name} is already on the board, so none is put there; "
                    f"{obj.card.name} will enter where it was played.",
                    f"{obj.card.name} : {token_name} est déjà sur le plateau, on n'en ajoute donc "
                    f"pas ; {obj.card.name} arrivera là où il a été joué.",
                ),
                [obj.pid],
            )
            continue
        card = game.cards.get(token_name)
        if card is None:
            raise IllegalAction(
                "187.9",
                f"The {token_name} battlefield token is not in the card library.",
                f"La création champ de bataille {token_name} n'est pas dans la bibliothèque.",
            )
        bid = token_id(token_name)
        state.battlefields[bid] = Battlefield(id=bid, card=card, owner=by, controller=None)
        item.snapshot = {**(item.snapshot or {}), "enters_at": bid}
        game.step(
            "create",
            ("135.2.b.3", "187.9", "439.4.b"),
            t(
                f"As {obj.card.name} is played, the {token_name} battlefield token is put on the "
                "board, with no controller.",
                f"Pendant que {obj.card.name} est joué, la création champ de bataille {token_name} "
                "est ajoutée au plateau, sans contrôleur.",
            ),
            [obj.pid],
        )


def entry_replaced(game: Game, item: ChainItem, played_to: str) -> str:
    """369.3, 370.1.b: "if you did, I enter there": the entry at the place it was played to
    becomes an entry at the token; not a move (446.2). Returns the zone it enters."""
    bid = str((item.snapshot or {}).get("enters_at") or "")
    state = game.state
    if not bid or bid not in state.battlefields:
        return played_to
    game.step(
        "replacement",
        ("369.3", "370.1.b"),
        t(
            f"{item.label['en']} enters {place(state, bid)} instead of where it was played: its "
            "entry is replaced, it does not move.",
            f"{item.label['fr']} arrive à {place(state, bid)} au lieu de là où il a été joué : "
            "son arrivée est remplacée, il ne se déplace pas.",
        ),
        [item.source or ""],
    )
    return bid

"""Honest coverage (engine/cards): a partly modelled card runs what is declared, and the run stops
with a clear refusal the moment a scenario reaches a part of its text the engine does not run.

Each thing a card misses (its `needs`, docs/engine.md) is reached at an *occasion*: the moment in a
game where that part of the text would matter. `occasion_of` gives the occasion a need is reached
at by default (a combat keyword in a combat, a conquer trigger when its controller conquers there,
a paid keyword when it is paid); a card's `play` may place a need itself (`gaps: {need:
occasion}`), and a missing part inside an effect is the word `unmodelled` there
(engine/vocabulary/gaps.py). A need with no better place is reached whenever the card is used:
played, activated, or one of its abilities resolving. So a scenario that never reaches the
missing part shows the card's modelled part, and one that does is refused, naming the card and
the part (never a silent half-effect).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.errors import IllegalAction

if TYPE_CHECKING:
    from collections.abc import Iterable

    from engine.model.card import CardDef
    from engine.model.state import Obj, State

# the moments a part of a text may be reached at, with their words
OCCASIONS: dict[str, tuple[str, str]] = {
    "use": ("when the card is used", "quand la carte est utilisée"),
    "play": ("when it is played", "quand elle est jouée"),
    "pay": ("when that cost is paid", "quand ce coût est payé"),
    "chosen": ("when a spell or ability chooses it", "quand un sort ou une compétence la choisit"),
    "attack": ("when it attacks", "quand elle attaque"),
    "defend": ("when it defends", "quand elle défend"),
    "combat": ("when it is in a combat", "quand elle est dans un combat"),
    "move": ("when it moves", "quand elle se déplace"),
    "conquer": ("when its controller conquers there", "quand son contrôleur y conquiert"),
    "hold": ("when its controller holds there", "quand son contrôleur y tient"),
    "turn": ("when its controller's turn begins", "quand le tour de son contrôleur commence"),
    "end": ("when a turn ends", "quand un tour se termine"),
    "players": (
        "when the game has more than two players",
        "quand la partie a plus de deux joueurs",
    ),
    "economy": (
        "when the scenario pays costs with runes",
        "quand le scénario paie les coûts avec des runes",
    ),
    "gear": (
        "when it is played while its player controls an Equipment",
        "quand elle est jouée alors que son joueur contrôle un Équipement",
    ),
    "named_deck": (
        "when it is used while its player's Main Deck holds a named card",
        "quand elle est utilisée alors que le Deck principal de son joueur contient une carte "
        "nommée",
    ),
    "combat_here": (
        "when a combat begins at this battlefield",
        "quand un combat commence sur ce champ de bataille",
    ),
    "performed": (
        "never: the engine performs it already",
        "jamais : le moteur l'exécute déjà",
    ),
    # not a missing mechanism: the official wording and the seed rulings the engine follows read
    # differently (docs/engine.md, "The card pool"); shown with the card, never refused
    "wording": (
        "a wording to check against the seed rulings",
        "une formulation à vérifier face aux décisions de référence",
    ),
}

_KEYWORD_OCCASIONS = {
    "accelerate": "pay",
    "repeat": "pay",
    "empower": "pay",
    "deflect": "chosen",
    "assault": "attack",
    "shield": "defend",
    # Tank is performed (465.2.c, rules/combat.py rank): a `kw:tank` need left in a declaration
    # is stale, never a gap
    "tank": "performed",
    "backline": "combat",
    "ganking": "move",
    "temporary": "turn",
    "vision": "play",
    "quick-draw": "play",  # played as a Reaction straight onto a unit
    # Weaponmaster attaches one of its player's Equipment as it is played: nothing to attach,
    # nothing missed
    "weaponmaster": "gear",
    # the hide (a rune paid to put it facedown, 811) is the missing part: a scenario starts a hidden
    # card facedown, and playing it from there is performed (811.6)
    "hidden": "economy",
    # look at the top card of the Main Deck and maybe recycle it: invisible on an anonymous deck
    "predict": "named_deck",
}
_TRIGGER_OCCASIONS = {
    "attack": "attack",
    "defend": "defend",
    "conquer": "conquer",
    "hold": "hold",
    "move": "move",
    "beginning": "turn",
    "end": "end",
}
# Costs are treated as paid while a scenario leaves the economy out (docs/engine.md): a card's
# cost text is reached only in a scenario that pays with runes, which this engine does not do yet.
_NEVER_WITHOUT_ECONOMY = ("costs", "runes")


def occasion_of(need: str) -> str:
    """Where a need is reached unless the card places it itself."""
    kind, _, what = need.partition(":")
    if kind == "kw":
        return _KEYWORD_OCCASIONS.get(what, "use")
    if kind == "trigger":
        return _TRIGGER_OCCASIONS.get(what, "use")
    if need == "multiplayer":
        return "players"
    if need == "entry":  # how it enters the board ("comes into play exhausted")
        return "play"
    if need in _NEVER_WITHOUT_ECONOMY:
        return "economy"
    return "use"


def refusal(card: CardDef, need: str, occasion: str) -> IllegalAction:
    en, fr = OCCASIONS[occasion]
    return IllegalAction(
        "—",
        f"{card.name} is only partly modelled by the engine: this scenario reaches a part of its "
        f"text that is not modelled yet (missing: {need}, {en}).",
        f"{card.name} n'est que partiellement modélisée par le moteur : ce scénario atteint une "
        f"partie de son texte qui n'est pas encore modélisée (il manque : {need}, {fr}).",
    )


def economy_on(state: State) -> bool:
    """Whether the scenario pays costs with runes (rules/costs.py): only then is a `costs` or
    `runes` need reached; while costs are treated as paid, what a card's cost says is moot."""
    return state.economy


def reach(
    state: State,
    card: CardDef | None,
    *occasions: str,
    paid: Iterable[str] = (),
    player: str | None = None,
) -> None:
    """Refuse when one of `card`'s missing parts is reached at one of these occasions. `use` and
    `play` reach the needs placed at `use`; `pay` reaches a paid keyword's need only when it is
    paid (`paid`); `player` is who uses the card (for the occasions that look at their things)."""
    if card is None or not card.gaps:
        return
    used = "use" in occasions or "play" in occasions
    for need, occasion in card.gaps:
        if _reached(state, need, occasion, occasions, used, {p.lower() for p in paid}, player):
            raise refusal(card, need, occasion)


def _reached(
    state: State,
    need: str,
    occasion: str,
    occasions: tuple[str, ...],
    used: bool,
    paid: set[str],
    player: str | None,
) -> bool:
    if occasion in ("wording", "performed"):
        return False
    if occasion == "players":
        return used and len(state.turn_order) > 2
    if occasion == "economy":
        return used and economy_on(state)
    if occasion == "pay":
        return "play" in occasions and need.partition(":")[2] in paid
    if occasion == "gear":
        return "play" in occasions and any(
            o.on_board and o.controller == player and o.card.has_keyword("Equip")
            for o in state.objects.values()
        )
    if occasion == "named_deck":
        return used and player in state.players and bool(state.players[player].deck)
    if occasion == "use":
        return used
    if occasion == "combat":
        return bool({"attack", "defend", "combat"} & set(occasions))
    return occasion in occasions


def reach_objects(state: State, pids: Iterable[str], *occasions: str) -> None:
    for pid in pids:
        obj: Obj | None = state.objects.get(pid)
        if obj is not None:
            reach(state, obj.card, *occasions, player=obj.controller)

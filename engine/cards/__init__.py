"""The card library: one short declaration per card, in the scenario format's card vocabulary.

Texts are the functional texts of the rules digest (section 8), paraphrased. Rules live in the
engine; an entry here only says what the card does. `python -m engine cards` lists them.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from engine.card import CardDef, CardParser, Refs
from engine.checks import Checker

HEAL_EXHAUST_RECALL = [{"heal": "it"}, {"exhaust": "it"}, {"recall": "it"}]

CARDS: dict[str, dict[str, Any]] = {
    "Watchful Sentry": {
        "type": "unit", "might": 1, "keywords": ["Deathknell"],
        "abilities": [{"triggered": {"when": "i_die", "effect": [{"draw": 1}]}}],
        "text": {"en": "[Deathknell] — Draw 1.", "fr": "[Agonie] — Piochez 1."},
    },
    "Hextech Ray": {
        "type": "spell", "keywords": ["Action"], "targets": {"target": "unit at a battlefield"},
        "effect": [{"damage": 3, "to": "$target"}],
        "text": {"en": "[Action] Deal 3 to a unit at a battlefield.",
                 "fr": "[Action] Infligez 3 dégâts à une unité sur un champ de bataille."},
    },
    "Vengeance": {
        "type": "spell", "targets": {"target": "unit"},
        "effect": [{"kill": "$target"}],
        "text": {"en": "Kill a unit.", "fr": "Éliminez une unité."},
    },
    "Void Seeker": {
        "type": "spell", "keywords": ["Action"], "targets": {"target": "unit at a battlefield"},
        "effect": [{"damage": 4, "to": "$target"}, {"draw": 1}],
        "text": {"en": "[Action] Deal 4 to a unit at a battlefield. Draw 1.",
                 "fr": "[Action] Infligez 4 dégâts à une unité sur un champ de bataille. Piochez 1."},
    },
    "Tactical Retreat": {
        "type": "spell", "keywords": ["Reaction"], "targets": {"target": "friendly unit"},
        "effect": [{"delayed_replacement": {"would": "die", "subject": "$target", "uses": 1,
                                            "duration": "this_turn", "instead": HEAL_EXHAUST_RECALL}}],
        "text": {"en": "[Reaction] Choose a friendly unit. The next time it would die this turn, "
                       "instead heal it, exhaust it and recall it.",
                 "fr": "[Réaction] Choisissez une unité alliée. La prochaine fois qu'elle devrait mourir ce "
                       "tour-ci, à la place soignez-la, épuisez-la et rappelez-la."},
    },
    "Guardian Angel": {
        "type": "gear", "might_bonus": 1, "keywords": ["Equipment"],
        "abilities": [{"replacement": {"would": "die", "subject": "attached_unit",
                                       "instead": [{"kill": "self"}, *HEAL_EXHAUST_RECALL]}}],
        "text": {"en": "[Equip] One Calm power: attach this to a unit you control. Equipped unit: "
                       "if I would die, kill Guardian Angel instead, then heal, exhaust and recall me.",
                 "fr": "[Équipement] Une puissance Calme : attachez cet Objet à une unité que vous contrôlez. "
                       "Unité équipée : si je devais mourir, éliminez Guardian Angel à la place, "
                       "puis soignez-moi, épuisez-moi et rappelez-moi."},
    },
    "Soraka, Wanderer": {
        "type": "unit", "might": 4,
        "abilities": [{"replacement": {"would": "die", "subject": "another_friendly_unit",
                                       "condition": {"less_might_than": "self", "at": "my_location"},
                                       "instead": HEAL_EXHAUST_RECALL}}],
        "text": {"en": "I must be assigned combat damage last. If another unit you control at my location would "
                       "die and has less Might than I do, instead heal it, exhaust it and recall it.",
                 "fr": "Je dois recevoir les dégâts de combat en dernier. Si une autre unité que vous contrôlez à "
                       "mon emplacement devait mourir et a moins de puissance que moi, à la place soignez-la, "
                       "épuisez-la et rappelez-la."},
    },
    "Recruit": {
        "token": True, "type": "unit", "might": 1,
        "text": {"en": "Token. A 1-Might Recruit unit.", "fr": "Création. Une unité Recrue de puissance 1."},
    },
    "Gold": {
        "token": True, "type": "gear", "keywords": ["Reaction"],
        "abilities": [{"activated": {"cost": [{"kill": "self"}, {"exhaust": "self"}],
                                     "effect": [{"add": "one power of any domain"}]}}],
        "text": {"en": "Token. [Reaction] Kill this, exhaust: add one power of any domain.",
                 "fr": "Création. [Réaction] Éliminez ceci, épuisez-le : ajoutez une puissance de n'importe "
                       "quel domaine."},
    },
}

TOKENS = frozenset(name for name, spec in CARDS.items() if spec.get("token"))


@cache
def library() -> dict[str, CardDef]:
    """Every library card, parsed and checked by the same parser as inline cards."""
    parser = CardParser(Checker("engine/cards"), Refs(tokens=TOKENS))
    cards = {}
    for name, spec in CARDS.items():
        fields = {k: v for k, v in spec.items() if k != "token"}
        cards[name] = parser.card({"name": name, **fields}, CARDS, name, token=bool(spec.get("token")))
    return cards

"""The card library: one short declaration per card, in the scenario format's card vocabulary.

Texts are the functional texts of the rules digest (section 8), paraphrased. Rules live in the
engine; an entry here only says what the card does. `python -m engine cards` lists them.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from engine.format.cards import CardParser, Refs
from engine.format.checks import Checker
from engine.model.card import CardDef

HEAL_EXHAUST_RECALL = [{"heal": "it"}, {"exhaust": "it"}, {"recall": "it"}]

CARDS: dict[str, dict[str, Any]] = {
    "Watchful Sentry": {
        "type": "unit",
        "might": 1,
        "keywords": ["Deathknell"],
        "abilities": [{"triggered": {"when": "i_die", "effect": [{"draw": 1}]}}],
        "text": {"en": "[Deathknell] — Draw 1.", "fr": "[Agonie] — Piochez 1."},
    },
    "Hextech Ray": {
        "type": "spell",
        "keywords": ["Action"],
        "targets": {"target": "unit at a battlefield"},
        "effect": [{"damage": 3, "to": "$target"}],
        "text": {
            "en": "[Action] Deal 3 to a unit at a battlefield.",
            "fr": "[Action] Infligez 3 dégâts à une unité sur un champ de bataille.",
        },
    },
    "Vengeance": {
        "type": "spell",
        "targets": {"target": "unit"},
        "effect": [{"kill": "$target"}],
        "text": {"en": "Kill a unit.", "fr": "Éliminez une unité."},
    },
    "Void Seeker": {
        "type": "spell",
        "keywords": ["Action"],
        "targets": {"target": "unit at a battlefield"},
        "effect": [{"damage": 4, "to": "$target"}, {"draw": 1}],
        "text": {
            "en": "[Action] Deal 4 to a unit at a battlefield. Draw 1.",
            "fr": "[Action] Infligez 4 dégâts à une unité sur un champ de bataille. Piochez 1.",
        },
    },
    "Tactical Retreat": {
        "type": "spell",
        "keywords": ["Reaction"],
        "targets": {"target": "friendly unit"},
        "effect": [
            {
                "delayed_replacement": {
                    "would": "die",
                    "subject": "$target",
                    "uses": 1,
                    "duration": "this_turn",
                    "instead": HEAL_EXHAUST_RECALL,
                }
            }
        ],
        "text": {
            "en": "[Reaction] Choose a friendly unit. The next time it would die this turn, "
            "instead heal it, exhaust it and recall it.",
            "fr": "[Réaction] Choisissez une unité alliée. La prochaine fois qu'elle devrait "
            "mourir ce tour-ci, à la place soignez-la, épuisez-la et rappelez-la.",
        },
    },
    "Guardian Angel": {
        "type": "gear",
        "might_bonus": 1,
        "keywords": ["Equipment"],
        "abilities": [
            {
                "replacement": {
                    "would": "die",
                    "subject": "attached_unit",
                    "instead": [{"kill": "self"}, *HEAL_EXHAUST_RECALL],
                }
            }
        ],
        "text": {
            "en": "[Equip] One Calm power: attach this to a unit you control. Equipped unit: "
            "if I would die, kill Guardian Angel instead, then heal, exhaust and recall me.",
            "fr": "[Équipement] Une puissance Calme : attachez cet Objet à une unité que vous "
            "contrôlez. Unité équipée : si je devais mourir, éliminez Guardian Angel à la place, "
            "puis soignez-moi, épuisez-moi et rappelez-moi.",
        },
    },
    "Soraka, Wanderer": {
        "type": "unit",
        "might": 4,
        "abilities": [
            {
                "replacement": {
                    "would": "die",
                    "subject": "another_friendly_unit",
                    "condition": {"less_might_than": "self", "at": "my_location"},
                    "instead": HEAL_EXHAUST_RECALL,
                }
            },
            {"static": {"assigned_last": 1}},
        ],
        "text": {
            "en": "I must be assigned combat damage last. If another unit you control at my "
            "location would "
            "die and has less Might than I do, instead heal it, exhaust it and recall it.",
            "fr": "Je dois recevoir les dégâts de combat en dernier. Si une autre unité que vous "
            "contrôlez à mon emplacement devait mourir et a moins de puissance que moi, à la "
            "place soignez-la, épuisez-la et rappelez-la.",
        },
    },
    "Zhonya's Hourglass": {
        "type": "gear",
        "keywords": ["Hidden"],
        "abilities": [
            {
                "replacement": {
                    "would": "die",
                    "subject": "friendly_unit",
                    "instead": [{"kill": "self"}, *HEAL_EXHAUST_RECALL],
                }
            }
        ],
        "text": {
            "en": "[Hidden] If a friendly unit would die, kill this instead, then heal that unit, "
            "exhaust it and recall it.",
            "fr": "[Caché] Si une unité alliée devait mourir, éliminez ceci à la place, puis "
            "soignez cette unité, épuisez-la et rappelez-la.",
        },
    },
    "Unlicensed Armory": {
        "type": "gear",
        "targets": {"target": "friendly unit"},
        "abilities": [
            {
                "activated": {
                    "cost": [{"discard": 1}, {"exhaust": "self"}],
                    "effect": [
                        {
                            "delayed_replacement": {
                                "would": "die",
                                "subject": "$target",
                                "uses": 1,
                                "optional": True,
                                "duration": "this_turn",
                                "instead": HEAL_EXHAUST_RECALL,
                            }
                        }
                    ],
                }
            }
        ],
        "text": {
            "en": "Discard 1, exhaust: choose a friendly unit. The next time it would die this "
            "turn, you may "
            "pay one power of this card's domain to heal it, exhaust it and recall it instead.",
            "fr": "Défaussez 1, épuisez : choisissez une unité alliée. La prochaine fois qu'elle "
            "devrait mourir ce tour-ci, vous pouvez payer une puissance du domaine de cette carte "
            "pour la soigner, l'épuiser et la rappeler à la place.",
        },
    },
    "Highlander": {
        "type": "spell",
        "keywords": ["Reaction"],
        "targets": {"target": "friendly unit"},
        "effect": [
            {
                "delayed_replacement": {
                    "would": "die",
                    "subject": "$target",
                    "uses": 1,
                    "duration": "this_turn",
                    "instead": HEAL_EXHAUST_RECALL,
                }
            }
        ],
        "text": {
            "en": "[Reaction] Choose a friendly unit. The next time it would die this turn, "
            "instead heal it, exhaust it and recall it.",
            "fr": "[Réaction] Choisissez une unité alliée. La prochaine fois qu'elle devrait "
            "mourir ce tour-ci, à la place soignez-la, épuisez-la et rappelez-la.",
        },
    },
    "Smite": {
        "type": "spell",
        "keywords": ["Action"],
        "targets": {"target": "unit at a battlefield"},
        "effect": [
            {"damage": 3, "to": "$target"},
            {
                "delayed_replacement": {
                    "would": "die",
                    "subject": "$target",
                    "duration": "this_turn",
                    "instead": [{"banish": "it"}],
                }
            },
        ],
        "text": {
            "en": "[Action] Deal 3 to a unit at a battlefield. If it would die this turn, banish "
            "it instead.",
            "fr": "[Action] Infligez 3 dégâts à une unité sur un champ de bataille. Si elle "
            "devait mourir ce tour-ci, bannissez-la à la place.",
        },
    },
    "Counter Strike": {
        "type": "spell",
        "keywords": ["Reaction"],
        "targets": {"target": "unit"},
        "effect": [
            {
                "delayed_replacement": {
                    "would": "be_dealt_damage",
                    "subject": "$target",
                    "uses": 1,
                    "duration": "this_turn",
                    "prevent": "all",
                }
            },
            {"draw": 1},
        ],
        "text": {
            "en": "[Reaction] Choose a unit. Prevent the next damage it would be dealt this turn. "
            "Draw 1.",
            "fr": "[Réaction] Choisissez une unité. Bloquez les prochains dégâts qu'elle devrait "
            "subir ce tour-ci. Piochez 1.",
        },
    },
    "Treasure Hunter": {
        "type": "unit",
        "might": 1,
        "abilities": [
            {"triggered": {"when": "i_move", "effect": [{"create": "Gold", "exhausted": True}]}}
        ],
        "text": {
            "en": "When I move, play a Gold gear token exhausted.",
            "fr": "Quand je me déplace, invoquez une création Objet Or épuisée.",
        },
    },
    "Deathgrip": {
        "type": "spell",
        "keywords": ["Reaction"],
        "targets": {"killed": "friendly unit", "other": "friendly unit"},
        "effect": [
            {"kill": "$killed"},
            {"if_you_do": [{"might": "its_might", "to": "$other", "duration": "this_turn"}]},
            {"draw": 1},
        ],
        "text": {
            "en": "[Reaction] Kill a friendly unit. If you do, give another friendly unit +Might "
            "equal to the killed unit's Might this turn. Draw 1.",
            "fr": "[Réaction] Éliminez une unité alliée. Si vous le faites, donnez à une autre "
            "unité alliée "
            "+puissance égale à la puissance de l'unité éliminée ce tour-ci. Piochez 1.",
        },
    },
    "Falling Star": {
        "type": "spell",
        "targets": {"first": "unit", "second": "unit"},
        "effect": [{"damage": 3, "to": "$first"}, {"damage": 3, "to": "$second"}],
        "text": {
            "en": "Deal 3 to a unit. Deal 3 to a unit.",
            "fr": "Infligez 3 dégâts à une unité. Infligez 3 dégâts à une unité.",
        },
    },
    "Hidden Blade": {
        "type": "spell",
        "keywords": ["Hidden", "Action"],
        "targets": {"target": "unit at a battlefield"},
        "effect": [{"kill": "$target"}, {"draw": 2, "player": "its_controller"}],
        "text": {
            "en": "[Hidden] [Action] Kill a unit at a battlefield. Its controller draws 2.",
            "fr": "[Caché] [Action] Éliminez une unité sur un champ de bataille. Son contrôleur "
            "pioche 2.",
        },
    },
    "Flash": {
        "type": "spell",
        "keywords": ["Reaction"],
        "targets": {"first": "friendly unit", "second": "up to one friendly unit"},
        "effect": [{"move": "$first", "to": "base"}, {"move": "$second", "to": "base"}],
        "text": {
            "en": "[Reaction] Move up to 2 friendly units to base.",
            "fr": "[Réaction] Déplacez jusqu'à 2 unités alliées vers la base.",
        },
    },
    "Viktor, Leader": {
        "type": "unit",
        "might": 4,
        "abilities": [
            {
                "triggered": {
                    "when": "another_friendly_unit_dies",
                    "condition": {"not_tag": "Recruit"},
                    "effect": [{"create": "Recruit"}],
                }
            }
        ],
        "text": {
            "en": "When another non-Recruit unit you control dies, play a 1-Might Recruit unit "
            "token into your base.",
            "fr": "Quand une autre unité non-Recrue que vous contrôlez meurt, invoquez une "
            "création unité Recrue de puissance 1 dans votre base.",
        },
    },
    "Kog'Maw, Caustic": {
        "type": "unit",
        "might": 1,
        "keywords": ["Deathknell"],
        "abilities": [
            {"triggered": {"when": "i_die", "effect": [{"damage": 4, "to": "all units here"}]}}
        ],
        "text": {
            "en": "[Deathknell] — Deal 4 to all units at my battlefield.",
            "fr": "[Agonie] — Infligez 4 dégâts à toutes les unités de mon champ de bataille.",
        },
    },
    "Machine Evangel": {
        "type": "unit",
        "might": 4,
        "keywords": ["Deathknell"],
        "abilities": [
            {"triggered": {"when": "i_die", "effect": [{"create": "Recruit", "count": 3}]}}
        ],
        "text": {
            "en": "[Deathknell] — Play three 1-Might Recruit unit tokens into your base.",
            "fr": "[Agonie] — Invoquez trois créations unité Recrue de puissance 1 dans votre "
            "base.",
        },
    },
    "Honest Broker": {
        "type": "unit",
        "might": 2,
        "keywords": ["Deathknell"],
        "abilities": [
            {"triggered": {"when": "i_die", "effect": [{"create": "Gold", "exhausted": True}]}}
        ],
        "text": {
            "en": "[Deathknell] — Play a Gold gear token exhausted.",
            "fr": "[Agonie] — Invoquez une création Objet Or épuisée.",
        },
    },
    "Lonely Poro": {
        "type": "unit",
        "might": 2,
        "keywords": ["Deathknell"],
        "abilities": [
            {
                "triggered": {
                    "when": "i_die",
                    "effect": [{"if": "i_died_alone", "do": [{"draw": 1}]}],
                }
            }
        ],
        "text": {
            "en": "[Deathknell] — If I died alone, draw 1.",
            "fr": "[Agonie] — Si je suis mort seul, piochez 1.",
        },
    },
    "Ruined Rex": {
        "type": "unit",
        "might": 6,
        "keywords": ["Deathknell"],
        "targets": {"target": "enemy unit"},
        "abilities": [{"triggered": {"when": "i_die", "effect": [{"damage": 4, "to": "$target"}]}}],
        "text": {
            "en": "[Deathknell] — Deal 4 to an enemy unit.",
            "fr": "[Agonie] — Infligez 4 dégâts à une unité ennemie.",
        },
    },
    "Karthus, Eternal": {
        "type": "unit",
        "might": 3,
        "abilities": [{"static": {"deathknell_extra": 1}}],
        "text": {
            "en": "Your Deathknell effects trigger an additional time.",
            "fr": "Vos effets d'Agonie se déclenchent une fois de plus.",
        },
    },
    "Wraith of Echoes": {
        "type": "unit",
        "might": 5,
        "abilities": [
            {"triggered": {"when": "friendly_unit_dies", "per_turn": 1, "effect": [{"draw": 1}]}}
        ],
        "text": {
            "en": "The first time a friendly unit dies each turn, draw 1.",
            "fr": "La première fois qu'une unité alliée meurt à chaque tour, piochez 1.",
        },
    },
    "The Ruination": {
        "type": "spell",
        "effect": [{"kill": "all units"}],
        "text": {"en": "Kill all units.", "fr": "Éliminez toutes les unités."},
    },
    "Frigid Touch": {
        "type": "spell",
        "keywords": ["Reaction"],
        "targets": {"target": "unit"},
        "effect": [{"might": -2, "to": "$target", "duration": "this_turn"}],
        "text": {
            "en": "[Reaction] Give a unit -2 Might this turn.",
            "fr": "[Réaction] Donnez -2 en puissance à une unité ce tour-ci.",
        },
    },
    "Stupefy": {
        "type": "spell",
        "keywords": ["Reaction"],
        "targets": {"target": "unit"},
        "effect": [
            {"might": -1, "to": "$target", "duration": "this_turn", "minimum": 1},
            {"draw": 1},
        ],
        "text": {
            "en": "[Reaction] Give a unit -1 Might this turn, to a minimum of 1. Draw 1.",
            "fr": "[Réaction] Donnez -1 en puissance à une unité ce tour-ci, minimum 1. Piochez 1.",
        },
    },
    "Yasuo, Remorseful": {
        "type": "unit",
        "might": 6,
        "targets": {"target": "enemy unit here"},
        "abilities": [
            {"triggered": {"when": "i_attack", "effect": [{"damage": "my_might", "to": "$target"}]}}
        ],
        "text": {
            "en": "When I attack, deal damage equal to my Might to an enemy unit here.",
            "fr": "Quand j'attaque, infligez des dégâts égaux à ma puissance à une unité ennemie "
            "ici.",
        },
    },
    "Brush": {
        "token": True,
        "type": "battlefield",
        "abilities": [
            {
                "triggered": {
                    "when": "you_score_here",
                    "optional": True,
                    "effect": [{"swap_back": "here"}],
                }
            }
        ],
        "text": {
            "en": "Token battlefield. When you score here, you may replace this with the "
            "battlefield it replaced.",
            "fr": "Création champ de bataille. Quand vous marquez ici, vous pouvez remplacer ceci "
            "par le champ de bataille qu'il a remplacé.",
        },
    },
    "Abandon": {
        "type": "spell",
        "keywords": ["Reaction"],
        "targets": {"target": "spell"},
        "effect": [{"counter": "$target", "to": "hand"}],
        "text": {
            "en": "[Reaction] Counter a spell; put it into its owner's hand instead of their "
            "trash. Then Predict. (Predict is not modelled: it never changes these rulings.)",
            "fr": "[Réaction] Contrez un sort ; mettez-le dans la main de son propriétaire au "
            "lieu de sa défausse. Puis Prédiction. (Prédiction n'est pas modélisée : elle ne "
            "change jamais ces décisions.)",
        },
    },
    "Wind Wall": {
        "type": "spell",
        "keywords": ["Reaction"],
        "targets": {"target": "spell"},
        "effect": [{"counter": "$target"}],
        "text": {"en": "[Reaction] Counter a spell.", "fr": "[Réaction] Contrez un sort."},
    },
    "Portal Rescue": {
        "type": "spell",
        "keywords": ["Action"],
        "targets": {"target": "friendly unit"},
        "effect": [{"banish": "$target"}, {"replay": "it"}],
        "text": {
            "en": "[Action] Banish a friendly unit, then its owner plays it to their base, "
            "ignoring its cost.",
            "fr": "[Action] Bannissez une unité alliée, puis son propriétaire la joue dans sa "
            "base sans payer son coût.",
        },
    },
    "Arcane Shift": {
        "type": "spell",
        "keywords": ["Action"],
        "targets": {"friendly": "friendly unit", "enemy": "enemy unit at a battlefield"},
        "effect": [
            {"banish": "$friendly"},
            {"replay": "it"},
            {"damage": 3, "to": "$enemy"},
            {"banish": "self"},
        ],
        "text": {
            "en": "[Action] Banish a friendly unit, then its owner plays it, ignoring its cost. "
            "Deal 3 to an enemy unit at a battlefield. Banish this.",
            "fr": "[Action] Bannissez une unité alliée, puis son propriétaire la joue sans payer "
            "son coût. "
            "Infligez 3 dégâts à une unité ennemie sur un champ de bataille. Bannissez ceci.",
        },
    },
    "Retreat": {
        "type": "spell",
        "keywords": ["Reaction"],
        "targets": {"target": "friendly unit"},
        "effect": [{"return_to_hand": "$target"}],
        "text": {
            "en": "[Reaction] Return a friendly unit to its owner's hand. (Its owner also "
            "channels 1 rune exhausted; runes are not modelled.)",
            "fr": "[Réaction] Renvoyez une unité alliée dans la main de son propriétaire. (Son "
            "propriétaire canalise aussi 1 rune épuisée ; les runes ne sont pas modélisées.)",
        },
    },
    "Fight or Flight": {
        "type": "spell",
        "keywords": ["Hidden", "Action"],
        "targets": {"target": "unit at a battlefield"},
        "effect": [{"move": "$target", "to": "base"}],
        "text": {
            "en": "[Hidden] [Action] Move a unit from a battlefield to its base.",
            "fr": "[Caché] [Action] Déplacez une unité d'un champ de bataille vers sa base.",
        },
    },
    "Challenge": {
        "type": "spell",
        "keywords": ["Action"],
        "targets": {"friendly": "friendly unit", "enemy": "enemy unit"},
        "effect": [{"fight": "$friendly", "with": "$enemy"}],
        "text": {
            "en": "[Action] Choose a friendly unit and an enemy unit. They deal damage equal to "
            "their Mights to each other.",
            "fr": "[Action] Choisissez une unité alliée et une unité ennemie. Elles s'infligent "
            "mutuellement des dégâts égaux à leur puissance.",
        },
    },
    "Zenith Blade": {
        "type": "spell",
        "keywords": ["Action"],
        "targets": {"target": "enemy unit at a battlefield", "mover": "up to one friendly unit"},
        "effect": [{"stun": "$target"}, {"move": "$mover", "to": "$target"}],
        "text": {
            "en": "[Action] Stun an enemy unit at a battlefield. You may move a friendly unit to "
            "that enemy unit's battlefield.",
            "fr": "[Action] Étourdissez une unité ennemie sur un champ de bataille. Vous pouvez "
            "déplacer une unité alliée vers le champ de bataille de cette unité.",
        },
    },
    "Hostile Takeover": {
        "type": "spell",
        "keywords": ["Hidden"],
        "targets": {"target": "enemy unit at a battlefield"},
        "effect": [
            {"take_control": "$target", "duration": "this_turn"},
            {"ready": "$target"},
            {
                "delayed_trigger": {
                    "when": "end_of_turn",
                    "on": "$target",
                    "effect": [{"recall": "it"}],
                }
            },
        ],
        "text": {
            "en": "[Hidden] Take control of an enemy unit at a battlefield and ready it. At the "
            "end of the turn, lose control of it and recall it.",
            "fr": "[Caché] Prenez le contrôle d'une unité ennemie sur un champ de bataille et "
            "redressez-la. À la fin du tour, perdez-en le contrôle et rappelez-la.",
        },
    },
    "Imperial Decree": {
        "type": "spell",
        "keywords": ["Action"],
        "effect": [
            {"delayed_trigger": {"when": "a_unit_is_dealt_damage", "effect": [{"kill": "it"}]}}
        ],
        "text": {
            "en": "[Action] This turn, whenever any unit takes damage, kill it.",
            "fr": "[Action] Ce tour-ci, chaque fois qu'une unité subit des dégâts, éliminez-la.",
        },
    },
    "Noxian Guillotine": {
        "type": "spell",
        "keywords": ["Action"],
        "targets": {"target": "unit"},
        "effect": [
            {"if": "legion", "do": [{"kill": "$target"}]},
            {
                "if": "no_legion",
                "do": [
                    {
                        "delayed_trigger": {
                            "when": "it_is_dealt_damage",
                            "on": "$target",
                            "uses": 1,
                            "effect": [{"kill": "it"}],
                        }
                    }
                ],
            },
        ],
        "text": {
            "en": "[Action] Choose a unit. Kill it the next time it takes damage this turn. "
            "[Legion] Kill it now instead.",
            "fr": "[Action] Choisissez une unité. Éliminez-la la prochaine fois qu'elle subit des "
            "dégâts ce tour-ci. [Légion] Éliminez-la maintenant à la place.",
        },
    },
    "Navori Fighting Pit": {
        "type": "battlefield",
        "targets": {"target": "unit here"},
        "abilities": [{"triggered": {"when": "you_hold_here", "effect": [{"buff": "$target"}]}}],
        "text": {
            "en": "When you hold here, buff a unit here.",
            "fr": "Quand vous tenez ici, renforcez une unité ici.",
        },
    },
    "Sacrifice": {
        "type": "spell",
        "keywords": ["Reaction"],
        "targets": {"sacrifice": "friendly Mighty unit"},
        "cost": [{"kill": "$sacrifice"}],
        "effect": [{"draw": 2}],
        "text": {
            "en": "[Reaction] As an additional cost, kill a friendly Mighty unit. Draw 2 and "
            "channel 1 rune exhausted. (Runes are not modelled.)",
            "fr": "[Réaction] En coût supplémentaire, éliminez une unité alliée Puissante. "
            "Piochez 2 et canalisez 1 rune épuisée. (Les runes ne sont pas modélisées.)",
        },
    },
    "Cull the Weak": {
        "type": "spell",
        "effect": [{"each_player_kills": 1}],
        "text": {
            "en": "Each player kills one of their units.",
            "fr": "Chaque joueur élimine une de ses unités.",
        },
    },
    "Immortal Phoenix": {
        "type": "unit",
        "might": 3,
        "keywords": ["Assault"],
        "abilities": [
            {
                "triggered": {
                    "when": "you_kill_a_unit_with_a_spell",
                    "active_in": "trash",
                    "optional": True,
                    "effect": [{"replay": "self"}],
                }
            }
        ],
        "text": {
            "en": "[Assault 2] When you kill a unit with a spell, you may pay one Energy and one "
            "Fury power to play me from your trash.",
            "fr": "[Assaut 2] Quand vous éliminez une unité avec un sort, vous pouvez payer une "
            "Énergie et une puissance Fureur pour me jouer depuis votre défausse.",
        },
    },
    "Defy": {
        "type": "spell",
        "keywords": ["Reaction"],
        "energy": 1,
        "power": 1,
        "targets": {"target": "spell costing at most 4 Energy and 1 Power"},
        "effect": [{"counter": "$target"}],
        "text": {
            "en": "[Reaction] Counter a spell whose printed cost is at most 4 Energy and 1 Power.",
            "fr": "[Réaction] Contrez un sort dont le coût imprimé est d'au plus 4 Énergie et 1 "
            "Puissance.",
        },
    },
    "Green Father": {
        "type": "legend",
        "abilities": [
            {
                "triggered": {
                    "when": "you_conquer_or_hold",
                    "optional": True,
                    "effect": [{"exhaust": "self"}, {"replace": "here", "with": "Brush"}],
                }
            }
        ],
        "text": {
            "en": "When you conquer or hold, you may exhaust me to replace that battlefield with "
            "a Brush battlefield token.",
            "fr": "Quand vous conquérez ou tenez, vous pouvez m'épuiser pour remplacer ce champ "
            "de bataille par une création champ de bataille Buisson.",
        },
    },
    "Ashe, Focused": {
        "type": "unit",
        "might": 4,
        "abilities": [
            {
                "triggered": {
                    "when": "you_play_me",
                    "effect": [
                        {"banish_from_hand": "opponent"},
                        {
                            "delayed_trigger": {
                                "when": "an_opponent_holds",
                                "duration": "until_triggered",
                                "effect": [{"return_to_hand": "linked"}],
                            }
                        },
                    ],
                }
            }
        ],
        "text": {
            "en": "When you play me, an opponent reveals their hand; banish a card from it. When "
            "they hold, return that card to their hand (even if I am gone).",
            "fr": "Quand vous me jouez, un adversaire révèle sa main ; bannissez-en une carte. "
            "Quand il tient, renvoyez cette carte dans sa main (même si je ne suis plus là).",
        },
    },
    "The Zero Drive": {
        "type": "gear",
        "keywords": ["Equipment"],
        "targets": {"target": "friendly unit"},
        "abilities": [
            {"activated": {"cost": [], "effect": [{"attach": "self", "to": "$target"}]}},
            {
                "activated": {
                    "cost": [{"banish": "self"}],
                    "only_unattached": True,
                    "effect": [{"replay": "linked"}],
                }
            },
        ],
        "grants": [{"triggered": {"when": "i_die", "effect": [{"banish": "self"}]}}],
        "text": {
            "en": "[Equip] One Energy and one Mind power: attach this to a unit you control. "
            "Three Energy and one Mind power, banish this: play all units banished with this, "
            "ignoring their costs (only while unattached). Equipped unit: [Deathknell] — banish "
            "me.",
            "fr": "[Équipement] Une Énergie et une puissance Esprit : attachez ceci à une unité "
            "que vous contrôlez. Trois Énergie et une puissance Esprit, bannissez ceci : jouez "
            "toutes les unités bannies avec ceci, sans payer leur coût (seulement tant qu'il "
            "n'est pas attaché). Unité équipée : [Agonie] — bannissez-moi.",
        },
    },
    "Akshan, Mischievous": {
        "type": "unit",
        "might": 4,
        "keywords": ["Weaponmaster"],
        "optional_costs": ["Body"],
        "targets": {"gear": "enemy gear"},
        "abilities": [
            {
                "triggered": {
                    "when": "you_play_me",
                    "effect": [
                        {
                            "if": "additional_cost_paid",
                            "do": [
                                {"take_control": "$gear", "duration": "while_source_on_board"},
                                {"move": "$gear", "to": "base"},
                                {"attach": "$gear", "to": "self"},
                            ],
                        }
                    ],
                }
            }
        ],
        "text": {
            "en": "[Weaponmaster] As an optional additional cost, pay two Body power. When you "
            "play me, if you "
            "paid it: move an enemy gear to your base; you control it until I leave the board; if "
            "it is "
            "Equipment, attach it to me. (Weaponmaster is not modelled.)",
            "fr": "[Maître d'armes] En coût supplémentaire optionnel, payez deux puissances "
            "Corps. Quand vous me jouez, si vous l'avez payé : déplacez un Objet ennemi vers "
            "votre base ; vous le contrôlez jusqu'à ce que je quitte le plateau ; si c'est un "
            "équipement, attachez-le-moi. (Maître d'armes n'est pas modélisé.)",
        },
    },
    "Baited Hook": {
        "type": "gear",
        "targets": {"target": "friendly unit"},
        "abilities": [
            {
                "activated": {
                    "cost": [{"exhaust": "self"}],
                    "effect": [
                        {"kill": "$target"},
                        {"dig": 5, "max_might": "its_might", "plus": 1},
                    ],
                }
            }
        ],
        "text": {
            "en": "One Energy and one Order power, exhaust: kill a friendly unit. Look at the top "
            "5 cards of your Main Deck; you may banish a unit among them with Might up to 1 more "
            "than the killed unit and play it, ignoring its cost. Recycle the rest.",
            "fr": "Une Énergie et une puissance Ordre, épuisez : éliminez une unité alliée. "
            "Regardez les 5 premières cartes de votre deck ; vous pouvez bannir une unité parmi "
            "elles de puissance au plus égale à celle de l'unité éliminée plus 1 et la jouer sans "
            "payer son coût. Recyclez le reste.",
        },
    },
    "Recruit": {
        "token": True,
        "type": "unit",
        "might": 1,
        "tags": ["Recruit"],
        "text": {
            "en": "Token. A 1-Might Recruit unit.",
            "fr": "Création. Une unité Recrue de puissance 1.",
        },
    },
    "Gold": {
        "token": True,
        "type": "gear",
        "keywords": ["Reaction"],
        "abilities": [
            {
                "activated": {
                    "cost": [{"kill": "self"}, {"exhaust": "self"}],
                    "effect": [{"add": "one power of any domain"}],
                }
            }
        ],
        "text": {
            "en": "Token. [Reaction] Kill this, exhaust: add one power of any domain.",
            "fr": "Création. [Réaction] Éliminez ceci, épuisez-le : ajoutez une puissance de "
            "n'importe quel domaine.",
        },
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
        cards[name] = parser.card(
            {"name": name, **fields}, CARDS, name, token=bool(spec.get("token"))
        )
    return cards

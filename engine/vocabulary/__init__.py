"""The vocabulary of the scenario format: one class per instruction word, condition,
target kind and trigger kind, registered by its name.

A word is one class in one module here: its loader shape (`main`, `required`, `optional`), what
it does (`execute`) and what it says (`sentence`). Importing this package registers them all
(engine/format/cards.py does, before it reads a card).
"""

from engine.vocabulary import (
    attach,
    battlefield,
    conditions,
    control,
    costs,
    create,
    damage,
    deck,
    delayed,
    empower,
    flow,
    kill,
    might,
    move,
    not_yet,
    runes,
    scoring,
    status,
    targets,
    triggers,
    zones,
)

__all__ = [
    "attach",
    "battlefield",
    "conditions",
    "control",
    "costs",
    "create",
    "damage",
    "deck",
    "delayed",
    "empower",
    "flow",
    "kill",
    "might",
    "move",
    "not_yet",
    "runes",
    "scoring",
    "status",
    "targets",
    "triggers",
    "zones",
]

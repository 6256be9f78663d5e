"""rulesviz's rules engine: scenarios in, timelines of explained steps out. Never imports Django."""

from engine.errors import AnswerError, IllegalAction, ScenarioError
from engine.format.scenario import (
    Scenario,
    Variant,
    load_library,
    load_scenario,
    load_text,
)
from engine.record.budget import BudgetExceeded
from engine.record.legal import Action, Position, Refusal, legal_actions
from engine.record.replay import run
from engine.record.timeline import (
    ENGINE_VERSION,
    RULES_EDITION,
    Decision,
    Option,
    Step,
    Timeline,
)

__version__ = ENGINE_VERSION

__all__ = [
    "ENGINE_VERSION",
    "Action",
    "Position",
    "Refusal",
    "RULES_EDITION",
    "AnswerError",
    "BudgetExceeded",
    "Decision",
    "IllegalAction",
    "Option",
    "Scenario",
    "ScenarioError",
    "Step",
    "Timeline",
    "Variant",
    "load_library",
    "load_scenario",
    "legal_actions",
    "load_text",
    "run",
]

"""rulesviz's rules engine: scenarios in, timelines of explained steps out. Never imports Django."""

from engine.budget import BudgetExceeded
from engine.errors import AnswerError, IllegalAction, ScenarioError
from engine.replay import run
from engine.scenario import Scenario, Variant, load_library, load_scenario, load_text
from engine.timeline import ENGINE_VERSION, RULES_EDITION, Decision, Option, Step, Timeline

__version__ = ENGINE_VERSION

__all__ = [
    "ENGINE_VERSION", "RULES_EDITION", "AnswerError", "BudgetExceeded", "Decision", "IllegalAction", "Option",
    "Scenario", "ScenarioError", "Step", "Timeline",
    "Variant", "load_library", "load_scenario", "load_text", "run",
]

"""rulesviz's rules engine: scenarios in, timelines of explained steps out. Never imports Django."""

from engine.errors import AnswerError, IllegalAction, ScenarioError
from engine.replay import run
from engine.scenario import Scenario, Variant, load_library, load_scenario, load_text
from engine.timeline import Decision, Option, Step, Timeline

__all__ = [
    "AnswerError", "Decision", "IllegalAction", "Option", "Scenario", "ScenarioError", "Step", "Timeline",
    "Variant", "load_library", "load_scenario", "load_text", "run",
]

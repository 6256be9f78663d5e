"""Load the built-in scenario library through the engine and report what it holds.

The engine's files are the source of truth and nothing is copied into the database:
this validates every file (a bad one stops with `path:line: message`) and counts them.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError, CommandParser

import engine


class Command(BaseCommand):
    help = "Load and validate the scenario library (engine/scenarios/) and report how many."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument(
            "path",
            nargs="?",
            default=None,
            help="library folder (default: settings.RULESVIZ_SCENARIO_DIR)",
        )

    def handle(self, *args: Any, **options: Any) -> None:
        root = Path(options["path"] or settings.RULESVIZ_SCENARIO_DIR)
        try:
            scenarios = engine.load_library(root)
        except engine.ScenarioError as error:
            raise CommandError(str(error)) from error
        variants = sum(len(s.variants) for s in scenarios)
        if options["verbosity"] >= 1:
            for s in scenarios:
                self.stdout.write(f"  {s.id}")
        self.stdout.write(
            self.style.SUCCESS(
                f"Loaded {len(scenarios)} scenarios ({variants} variants) from {root}"
            )
        )

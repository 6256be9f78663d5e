"""Upgrade safety (#9): replay every stored ruling with the current engine and list those
whose outcome changed (the board or the rules at the step, where the path ends), and every
saved scenario that no longer loads. Rulings are never rewritten: a changed one keeps saying
what it said, and this list is what a maintainer reviews after changing the engine."""

from __future__ import annotations

from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

import engine
from rulesviz.editor import store
from rulesviz.editor.models import Ruling, SavedScenario


class Command(BaseCommand):
    help = "Replay every stored ruling with the current engine; list those whose outcome changed."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument(
            "--fail", action="store_true", help="exit with an error when anything changed"
        )

    def handle(self, *args: Any, **options: Any) -> None:
        broken = 0
        for row in SavedScenario.objects.order_by("pk").iterator():
            try:
                store.load(row.text, row.syntax, name=row.player_id)
            except engine.ScenarioError as error:
                broken += 1
                self.stdout.write(f"BROKEN  {row.player_id}: {error}")
        changed = total = 0
        for ruling in Ruling.objects.select_related("scenario").order_by("pk").iterator():
            total += 1
            differences = store.recheck(ruling)
            if differences:
                changed += 1
                made = f"Core Rules {ruling.rules_edition}, engine {ruling.engine_version}"
                self.stdout.write(
                    f"CHANGED /r/{ruling.short}/ ({ruling.scenario.player_id}, step {ruling.step}; "
                    f"made with {made}): " + "; ".join(differences)
                )
            elif options["verbosity"] >= 2:
                self.stdout.write(f"ok      /r/{ruling.short}/")
        summary = (
            f"Rechecked {total} rulings with Core Rules {engine.RULES_EDITION}, engine "
            f"{engine.ENGINE_VERSION}: {changed} changed; {broken} saved scenarios do not load"
        )
        if (changed or broken) and options["fail"]:
            raise CommandError(summary)
        style = self.style.WARNING if changed or broken else self.style.SUCCESS
        self.stdout.write(style(summary))

"""Load the built-in scenario library through the engine and report what it holds; or, given
a folder, import its scenarios into the database as saved scenarios (#9).

Without PATH the engine's files are the source of truth and nothing is copied into the
database: this validates every file (a bad one stops with `path:line: message`) and counts
them. With PATH every file is checked first, each bad one reported with its line, and only
if all load are they stored, content-addressed (importing twice stores nothing new).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError, CommandParser
from django.db import transaction

import engine


class Command(BaseCommand):
    help = (
        "Load and validate the scenario library (engine/scenarios/) and report how many; "
        "with PATH, import that folder's scenarios into the database."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument(
            "path",
            nargs="?",
            default=None,
            help="a folder (or file) of scenarios to import as saved scenarios "
            "(default: only check settings.RULESVIZ_SCENARIO_DIR)",
        )

    def handle(self, *args: Any, **options: Any) -> None:
        if options["path"]:
            self._import(Path(options["path"]), options["verbosity"])
            return
        root = Path(settings.RULESVIZ_SCENARIO_DIR)
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

    def _import(self, root: Path, verbosity: int) -> None:
        from rulesviz.editor import store
        from rulesviz.editor.models import SavedScenario

        if root.is_file():
            files = [root]
        elif root.is_dir():
            files = sorted(
                p for p in root.rglob("*") if p.is_file() and p.suffix in (".yaml", ".yml", ".json")
            )
        else:
            raise CommandError(f"{root}: no such file or folder")
        if not files:
            raise CommandError(f"{root}: no scenario files (.yaml, .yml, .json)")
        loaded: list[tuple[Path, str, str, engine.Scenario]] = []
        errors: list[str] = []
        for path in files:
            syntax = "json" if path.suffix == ".json" else "yaml"
            try:
                if path.stat().st_size > store.MAX_FILE_BYTES:
                    raise engine.ScenarioError(
                        str(path),
                        None,
                        f"the file is larger than {store.MAX_FILE_BYTES // 1024} KiB",
                    )
                try:
                    text = path.read_bytes().decode("utf-8")
                except UnicodeDecodeError:
                    raise engine.ScenarioError(
                        str(path), None, "the file is not UTF-8 text"
                    ) from None
                loaded.append((path, text, syntax, store.load(text, syntax, name=str(path))))
            except engine.ScenarioError as error:
                errors.append(str(error))
        if errors:
            raise CommandError(
                f"{len(errors)} of {len(files)} files do not load; nothing was imported:\n"
                + "\n".join(errors)
            )
        new = 0
        with transaction.atomic():
            for path, text, syntax, _scenario in loaded:
                row, created = store.save(text, origin=SavedScenario.IMPORT, syntax=syntax)
                new += created
                if verbosity >= 1:
                    mark = "new" if created else "already saved"
                    self.stdout.write(
                        f"  {row.player_id}  {row.scenario_id}  ({path.name}, {mark})"
                    )
        variants = sum(len(s.variants) for *_rest, s in loaded)
        self.stdout.write(
            self.style.SUCCESS(
                f"Loaded {len(loaded)} scenarios ({variants} variants) from {root}; "
                f"stored {new} new, {len(loaded) - new} already saved"
            )
        )

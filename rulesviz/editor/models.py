"""What the editor and ruling links keep: saved scenarios and rulings, both immutable.

A saved scenario is its text, addressed by the sha256 of that text once normalized
(`store.normalize`), so saving the same scenario twice gives the same id and an id always
means the same scenario. Editing one saves a new one that remembers what it was forked from.

A ruling is one step of one path of a saved scenario (a library scenario is first copied in,
so a ruling never changes meaning when the library file is edited), with an optional
question and answer, the Core Rules edition and engine version it was made with, and a
digest of what the step showed, for `manage.py recheck`.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from django.db import models
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

# Ids the player resolves for saved scenarios: `x_` and hex digits. Library ids are slugs of
# a-z, 0-9 and '-' (the loader refuses anything else), so the two never meet.
SAVED_PREFIX = "x_"
SHORT_LENGTH = 12
RULING_SHORT_LENGTH = 10


class SavedScenario(models.Model):
    EDITOR = "editor"
    UPLOAD = "upload"
    IMPORT = "import"
    SNAPSHOT = "snapshot"
    ORIGINS = [
        (EDITOR, _("written in the editor")),
        (UPLOAD, _("uploaded")),
        (IMPORT, _("imported with loadscenarios")),
        (SNAPSHOT, _("copied from the library for a ruling link")),
    ]

    sha256: models.CharField[str, str] = models.CharField(max_length=64, unique=True)
    short: models.CharField[str, str] = models.CharField(max_length=64, unique=True)
    text: models.TextField[str, str] = models.TextField()
    syntax: models.CharField[str, str] = models.CharField(
        max_length=4, default="yaml"
    )  # "yaml" | "json"
    scenario_id: models.CharField[str, str] = models.CharField(
        max_length=200
    )  # the `id` written in the file
    title: models.CharField[str, str] = models.CharField(
        max_length=300, blank=True, default=""
    )  # English, for lists
    # What it was forked or copied from: a player id (a library id or `x_<short>`), or "".
    forked_from: models.CharField[str, str] = models.CharField(
        max_length=200, blank=True, default=""
    )
    origin: models.CharField[str, str] = models.CharField(
        max_length=10, choices=ORIGINS, default=EDITOR
    )
    created_at: models.DateTimeField[datetime, datetime] = models.DateTimeField(
        default=timezone.now
    )

    class Meta:
        ordering = ["-created_at", "-pk"]

    def __str__(self) -> str:
        return f"{self.player_id} ({self.scenario_id})"

    @property
    def player_id(self) -> str:
        """The id the player, live sessions and embeds know this scenario by."""
        return SAVED_PREFIX + self.short

    @property
    def filename(self) -> str:
        return f"{self.scenario_id}.{self.syntax}"


class Ruling(models.Model):
    short: models.CharField[str, str] = models.CharField(max_length=64, unique=True)
    sha256: models.CharField[str, str] = models.CharField(max_length=64, unique=True)
    scenario: models.ForeignKey[SavedScenario, SavedScenario] = models.ForeignKey(
        SavedScenario, on_delete=models.PROTECT, related_name="rulings"
    )
    library_id: models.CharField[str, str] = models.CharField(
        max_length=200, blank=True, default=""
    )  # shared from there
    variant: models.CharField[str, str] = models.CharField(max_length=200, blank=True, default="")
    # None: the path's own choices, as a player URL without `c`.
    answers: models.JSONField[Any, Any] = models.JSONField(null=True, blank=True, default=None)
    step: models.PositiveIntegerField[int, int] = models.PositiveIntegerField()
    question: models.TextField[str, str] = models.TextField(blank=True, default="")
    answer: models.TextField[str, str] = models.TextField(blank=True, default="")
    # Shown on its scenario's page only when its author asked for it: a link is unlisted, so
    # a question asked about a scenario is seen only by those the link was given to (#19).
    listed: models.BooleanField[bool, bool] = models.BooleanField(default=False)
    rules_edition: models.CharField[str, str] = models.CharField(max_length=20)
    engine_version: models.CharField[str, str] = models.CharField(max_length=40)
    outcome: models.JSONField[Any, Any] = models.JSONField(
        default=dict
    )  # what the step showed, for `recheck`
    created_at: models.DateTimeField[datetime, datetime] = models.DateTimeField(
        default=timezone.now
    )

    class Meta:
        ordering = ["-created_at", "-pk"]

    def __str__(self) -> str:
        return f"ruling {self.short} ({self.scenario.player_id} step {self.step})"

    @property
    def variant_id(self) -> str | None:
        return self.variant or None

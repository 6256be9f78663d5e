"""`manage.py purgelive [--days N]`: delete live sessions that ended more than N days ago
(RULESVIZ_LIVE_KEEP_DAYS, 7 by default), with their followers, quizzes and answers. Starting a
session purges them too; run this from cron on a server where sessions are rarely started."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from django.conf import settings
from django.core.management.base import BaseCommand, CommandParser

from rulesviz.live.models import LiveSession


class Command(BaseCommand):
    help = "Delete live sessions that ended more than --days days ago."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument(
            "--days", type=int, default=getattr(settings, "RULESVIZ_LIVE_KEEP_DAYS", 7)
        )

    def handle(self, *args: Any, **options: Any) -> None:
        count = LiveSession.objects.purge(timedelta(days=options["days"]))
        self.stdout.write(
            f"purged {count} live session(s) ended more than {options['days']} days ago"
        )

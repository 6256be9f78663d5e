"""What a live session keeps: where the presenter is, who follows, and the quizzes asked.

The presenter's control right is a random secret of which only a hash is stored; the join
code is a separate short random string, so nothing about the secret can be derived from it.
A session and its join code live for `LIFETIME`, or until the presenter ends it.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from datetime import datetime, timedelta
from typing import TYPE_CHECKING, Any, ClassVar

from django.conf import settings
from django.db import models
from django.utils import timezone

if TYPE_CHECKING:
    from django.db.models.fields.related_descriptors import RelatedManager

LIFETIME = timedelta(hours=12)

# No 0/O, 1/I/L: a code read off a projector or said aloud is typed right the first time.
CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
CODE_LENGTH = 6


def new_code() -> str:
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def new_secret() -> str:
    """The presenter's control secret: 256 random bits, shown to nobody but the presenter."""
    return secrets.token_urlsafe(32)


def hash_secret(secret: str) -> str:
    # The secret is long and random, so a fast hash is enough (no dictionary to guess from).
    return hashlib.sha256(secret.encode()).hexdigest()


def normalize_code(code: str) -> str:
    return "".join(code.split()).upper()


class LiveSessionManager(models.Manager["LiveSession"]):
    def live(self) -> models.QuerySet[LiveSession]:
        """Sessions not ended: the only ones a join code opens."""
        return self.filter(expires_at__gt=timezone.now())

    def purge(self, keep: timedelta | None = None) -> int:
        """Delete the sessions that ended more than `keep` ago (RULESVIZ_LIVE_KEEP_DAYS days),
        with their followers, quizzes and answers; how many sessions went."""
        if keep is None:
            keep = timedelta(days=getattr(settings, "RULESVIZ_LIVE_KEEP_DAYS", 7))
        old = self.filter(expires_at__lt=timezone.now() - keep)
        count = old.count()
        old.delete()
        return count


class LiveSession(models.Model):
    """One presenter's session: the player's URL state (scenario, variant, answers, step)."""

    code: models.CharField[str, str] = models.CharField(max_length=12, unique=True)
    secret_hash: models.CharField[str, str] = models.CharField(max_length=64)
    scenario_id: models.CharField[str, str] = models.CharField(max_length=200)
    variant: models.CharField[str, str] = models.CharField(max_length=200, blank=True, default="")
    # None: the scenario's (or variant's) own choices, as the player's URL without `c`.
    answers: models.JSONField[Any, Any] = models.JSONField(null=True, blank=True, default=None)
    step: models.PositiveIntegerField[int, int] = models.PositiveIntegerField(default=0)
    # Bumped by every move: followers apply a pushed step only if it is newer than theirs.
    version: models.PositiveIntegerField[int, int] = models.PositiveIntegerField(default=1)
    created_at: models.DateTimeField[datetime, datetime] = models.DateTimeField(
        default=timezone.now
    )
    expires_at: models.DateTimeField[datetime, datetime] = models.DateTimeField()

    objects: ClassVar[LiveSessionManager] = LiveSessionManager()
    if TYPE_CHECKING:
        quizzes: RelatedManager[Quiz]
        followers: RelatedManager[Follower]

    def __str__(self) -> str:
        return f"{self.code} ({self.scenario_id} step {self.step})"

    @classmethod
    def start(
        cls, scenario_id: str, variant: str | None, answers: list[str] | None, step: int
    ) -> tuple[LiveSession, str]:
        """A new session and its control secret (returned once, never stored in clear). Old
        ended sessions are purged first, so a server that is used is also kept clean."""
        cls.objects.purge()
        secret = new_secret()
        now = timezone.now()
        for _ in range(20):
            code = new_code()
            if not cls.objects.filter(code=code).exists():
                break
        session = cls.objects.create(
            code=code,
            secret_hash=hash_secret(secret),
            scenario_id=scenario_id,
            variant=variant or "",
            answers=answers,
            step=step,
            created_at=now,
            expires_at=now + LIFETIME,
        )
        return session, secret

    def is_presenter_secret(self, secret: str | None) -> bool:
        return bool(secret) and hmac.compare_digest(self.secret_hash, hash_secret(secret or ""))

    @property
    def variant_id(self) -> str | None:
        return self.variant or None

    @property
    def is_live(self) -> bool:
        return self.expires_at > timezone.now()

    def open_quiz(self) -> Quiz | None:
        return self.quizzes.filter(state=Quiz.OPEN).first()


def client_hash(address: str) -> str:
    """Who a follower's requests came from, kept as a keyed hash (the address is not stored)."""
    return hmac.new(settings.SECRET_KEY.encode(), address.encode(), hashlib.sha256).hexdigest()[:32]


class Follower(models.Model):
    """Someone who joined with the code: no account, a random key in a cookie, a name if given.

    A cookie-less visit makes a new follower, so the client (its address, hashed) is kept:
    one client adds at most `RULESVIZ_FOLLOWERS_PER_CLIENT` followers to a session (a class
    behind one router is many people on one address); past that it watches without voting.
    """

    session: models.ForeignKey[LiveSession, LiveSession] = models.ForeignKey(
        LiveSession, on_delete=models.CASCADE, related_name="followers"
    )
    key: models.CharField[str, str] = models.CharField(max_length=64, unique=True)
    name: models.CharField[str, str] = models.CharField(max_length=40, blank=True, default="")
    client: models.CharField[str, str] = models.CharField(
        max_length=32, blank=True, default="", db_index=True
    )
    joined_at: models.DateTimeField[datetime, datetime] = models.DateTimeField(default=timezone.now)

    def __str__(self) -> str:
        return self.name or f"follower {self.pk}"


class Quiz(models.Model):
    """'What happens next?' asked at one step: the coming decision's options or written ones."""

    OPEN = "open"
    REVEALED = "revealed"
    STATES = [(OPEN, "open"), (REVEALED, "revealed")]
    DECISION = "decision"
    CUSTOM = "custom"
    KINDS = [(DECISION, "decision"), (CUSTOM, "custom")]

    session: models.ForeignKey[LiveSession, LiveSession] = models.ForeignKey(
        LiveSession, on_delete=models.CASCADE, related_name="quizzes"
    )
    kind: models.CharField[str, str] = models.CharField(max_length=10, choices=KINDS)
    prompt: models.CharField[str, str] = models.CharField(max_length=300, blank=True, default="")
    # Where it was asked: the session's path and step at that moment.
    variant: models.CharField[str, str] = models.CharField(max_length=200, blank=True, default="")
    answers: models.JSONField[Any, Any] = models.JSONField(null=True, blank=True, default=None)
    step: models.PositiveIntegerField[int, int] = models.PositiveIntegerField()
    state: models.CharField[str, str] = models.CharField(
        max_length=10, choices=STATES, default=OPEN
    )
    correct_key: models.CharField[str, str] = models.CharField(
        max_length=300, blank=True, default=""
    )
    created_at: models.DateTimeField[datetime, datetime] = models.DateTimeField(
        default=timezone.now
    )
    revealed_at: models.DateTimeField[datetime | None, datetime | None] = models.DateTimeField(
        null=True, blank=True
    )

    if TYPE_CHECKING:
        options: RelatedManager[QuizOption]
        responses: RelatedManager[QuizResponse]
        id: int

    class Meta:
        ordering = ["created_at", "pk"]

    def __str__(self) -> str:
        return f"quiz {self.pk} at step {self.step}"

    def tally(self) -> list[dict[str, Any]]:
        """Each option with its count and share, in the order shown."""
        counts = dict(
            self.responses.values_list("option_id").annotate(n=models.Count("id")).order_by()
        )
        total = sum(counts.values())
        return [
            {
                "option": o,
                "count": counts.get(o.pk, 0),
                "percent": round(100 * counts.get(o.pk, 0) / total) if total else 0,
                "correct": self.state == Quiz.REVEALED and o.key == self.correct_key,
            }
            for o in self.options.all()
        ]


class QuizOption(models.Model):
    quiz: models.ForeignKey[Quiz, Quiz] = models.ForeignKey(
        Quiz, on_delete=models.CASCADE, related_name="options"
    )
    position: models.PositiveSmallIntegerField[int, int] = models.PositiveSmallIntegerField()
    key: models.CharField[str, str] = models.CharField(max_length=300)
    label_en: models.CharField[str, str] = models.CharField(max_length=300)
    label_fr: models.CharField[str, str] = models.CharField(max_length=300)

    class Meta:
        ordering = ["position"]
        constraints = [models.UniqueConstraint(fields=["quiz", "key"], name="quiz_option_key")]

    def __str__(self) -> str:
        return self.label_en

    def label(self, lang: str) -> str:
        return self.label_fr if lang == "fr" and self.label_fr else self.label_en


class QuizResponse(models.Model):
    """A follower's one answer to one quiz."""

    if TYPE_CHECKING:
        option_id: int

    quiz: models.ForeignKey[Quiz, Quiz] = models.ForeignKey(
        Quiz, on_delete=models.CASCADE, related_name="responses"
    )
    follower: models.ForeignKey[Follower, Follower] = models.ForeignKey(
        Follower, on_delete=models.CASCADE, related_name="responses"
    )
    option: models.ForeignKey[QuizOption, QuizOption] = models.ForeignKey(
        QuizOption, on_delete=models.CASCADE, related_name="responses"
    )
    created_at: models.DateTimeField[datetime, datetime] = models.DateTimeField(
        default=timezone.now
    )

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["quiz", "follower"], name="one_answer_per_follower")
        ]

    def __str__(self) -> str:
        return f"{self.follower} -> {self.option}"

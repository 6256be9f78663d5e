"""Links: the canonical URL of every step, branch and comparison."""

from __future__ import annotations

from collections.abc import Sequence

from django.urls import reverse
from django.utils.http import urlencode


def player_url(
    scenario_id: str,
    variant_id: str | None = None,
    answers: Sequence[str] | None = None,
    step: int | None = None,
) -> str:
    """The canonical URL of a step: `/s/<id>/?v=<variant>&c=<answer>...&step=<n>`."""
    query: list[tuple[str, str]] = []
    if variant_id:
        query.append(("v", variant_id))
    query.extend(("c", answer) for answer in answers or ())
    if step is not None:
        query.append(("step", str(step)))
    base = reverse("player", args=[scenario_id])
    return f"{base}?{urlencode(query)}" if query else base


def compare_url(
    scenario_id: str, variant_id: str | None, a: Sequence[str], b: Sequence[str]
) -> str:
    """`/s/<id>/compare/?v=<variant>&a=<answer>...&b=<answer>...`: two branches' ends."""
    query: list[tuple[str, str]] = []
    if variant_id:
        query.append(("v", variant_id))
    query.extend(("a", x) for x in a)
    query.extend(("b", x) for x in b)
    return f"{reverse('compare', args=[scenario_id])}?{urlencode(query)}"

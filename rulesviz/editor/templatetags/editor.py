from __future__ import annotations

from urllib.parse import urlsplit

from django import template
from django.urls import Resolver404, resolve, reverse

register = template.Library()


@register.simple_tag
def embed_url(player_url: str) -> str:
    """The embed view of the step a player URL (`/s/<id>/?v=&c=&step=`) shows."""
    parts = urlsplit(player_url)
    try:
        match = resolve(parts.path)
    except Resolver404:
        return ""
    url = reverse("editor:embed", args=[match.kwargs.get("scenario_id", "")])
    return f"{url}?{parts.query}" if parts.query else url

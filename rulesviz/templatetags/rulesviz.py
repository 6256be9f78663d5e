from __future__ import annotations

from django import template
from django.utils.html import format_html
from django.utils.safestring import SafeString

register = template.Library()


@register.simple_tag
def step_link(url: str) -> SafeString:
    """Attributes of a link to a step: a real href, and the same URL fetched by htmx into
    the player panel, pushed to the address bar so reload, back and a copied link agree.
    No settle delay: the page animates cards itself (motion.js), not attribute changes."""
    return format_html(
        'href="{0}" hx-get="{0}" hx-target="#player" hx-swap="outerHTML settle:0ms" '
        'hx-push-url="true" hx-sync="#player:replace"',
        url,
    )

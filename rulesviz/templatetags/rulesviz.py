from __future__ import annotations

from collections.abc import Iterable

from django import template
from django.urls import reverse
from django.utils.html import format_html, format_html_join
from django.utils.safestring import SafeString, mark_safe

from rulesviz import rules
from rulesviz.present import current_lang

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


@register.simple_tag
def rule_chip(number: str) -> SafeString:
    """A rule number as a link to its entry on the rules page, with the rule's short text
    shown on hover, focus or tap (and read with the number by screen readers)."""
    text = rules.text(str(number), current_lang())
    url = f"{reverse('rules')}#r-{number}"
    if not text:
        return format_html('<a class="rule" href="{}">{}</a>', url, number)
    return format_html(
        '<a class="rule" href="{}" data-rule="{}"><span class="rule-n">{}</span>'
        '<span class="rule-tip" role="tooltip"><span class="visually-hidden">: </span>{}</span>'
        "</a>",
        url,
        number,
        number,
        text,
    )


# Between two chips: read and copied as ", "; drawn as a gap (app.css).
RULE_SEP = mark_safe('<span class="rule-sep">, </span>')  # noqa: S308 - a constant


@register.simple_tag
def rule_chips(numbers: Iterable[str]) -> SafeString:
    """Rule chips in a list, separated so that copying or reading them aloud gives
    "370.2, 372, 373.2", never "370.2372373.2"."""
    chips = format_html_join(RULE_SEP, "{}", ((rule_chip(n),) for n in numbers))
    return format_html('<span class="rule-chips">{}</span>', chips)


@register.simple_tag
def colon() -> str:
    """The colon after a label: French sets it off with a no-break space ("Chemin :")."""
    return "\u00a0:" if current_lang() == "fr" else ":"

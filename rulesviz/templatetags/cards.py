"""`{{ name|card_url }}`: the card browser's page of a released card, or "" for any other card."""

from __future__ import annotations

from django import template

from rulesviz.cards import url_for_name

register = template.Library()


@register.filter
def card_url(name: object) -> str:
    return url_for_name(str(name)) or ""

"""A ruling in words, for forums: the question, the answer, every step with its rule
numbers (the shared one marked), what it was checked with, and the link.

In Markdown, every text that comes from a user or a scenario file has `&`, `<` and `>`
written as entities: a forum that renders the Markdown shows them as typed and never
receives raw HTML (#19)."""

from __future__ import annotations

import html
from typing import TYPE_CHECKING

from django.utils.translation import gettext as _

from rulesviz import present

if TYPE_CHECKING:
    from engine import Scenario, Timeline

    from .models import Ruling


def _rules(rules: tuple[str, ...] | list[str]) -> str:
    if not rules:
        return ""
    return _("rules %(rules)s") % {"rules": ", ".join(rules)}


def _no_html(text: str) -> str:
    return html.escape(text, quote=False)


def ruling_text(
    ruling: Ruling,
    scenario: Scenario,
    timeline: Timeline,
    url: str,
    lang: str,
    *,
    markdown: bool,
) -> str:
    plain = (lambda text: text) if not markdown else _no_html
    title = plain(present.loc(scenario.title, lang))
    heading = plain(ruling.question) or title
    answer = plain(ruling.answer)
    lines: list[str] = []
    if markdown:
        lines += [f"## {heading}", ""]
    else:
        lines += [heading, "=" * min(len(heading), 72), ""]
    if answer:
        label = _("Answer")
        lines += [f"**{label}:** {answer}" if markdown else f"{label}: {answer}", ""]
    path = _("main line")
    if ruling.variant_id:
        try:
            path = (
                plain(present.loc(scenario.variant(ruling.variant_id).title, lang))
                or ruling.variant_id
            )
        except KeyError:
            path = ruling.variant_id
    scenario_line = _("Scenario: %(title)s (%(path)s)") % {"title": title, "path": path}
    if ruling.answers:
        scenario_line += " · " + _("answers: %(answers)s") % {
            "answers": plain(", ".join(ruling.answers))
        }
    lines += [scenario_line, ""]
    lines += [_("Steps") + ":" if not markdown else "### " + _("Steps"), ""]
    for s in timeline.steps:
        text = plain(present.loc(s.text, lang))
        rules = _rules(s.rules)
        line = f"{s.index}. {text}" + (f" ({rules})" if rules else "")
        if s.index == ruling.step:
            marker = _("this step")
            line = (
                f"{s.index}. **{text}**" + (f" ({rules})" if rules else "") + f" ← *{marker}*"
                if markdown
                else f"{line}  <- {marker}"
            )
        lines.append(line)
    lines.append("")
    checked = _(
        "Checked with the Riftbound Core Rules %(edition)s and rulesviz engine %(engine)s."
    ) % {"edition": ruling.rules_edition, "engine": ruling.engine_version}
    lines += [checked, ""]
    lines.append(f"<{url}>" if markdown else url)
    return "\n".join(lines) + "\n"

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


# Steps that close a run without telling how it ended ("the cleanup is over").
QUIET_KINDS = frozenset({"cleanup", "pass", "end_turn", "start_turn"})


def outcome_text(ruling: Ruling, scenario: Scenario, timeline: Timeline, lang: str) -> str:
    """How the path ends, in words: the scenario's own summary on its own path, else the
    last step that did something."""
    own = ruling.variant_id is None and (
        ruling.answers is None or list(ruling.answers) == list(scenario.choices)
    )
    if own and scenario.summary:
        return present.loc(scenario.summary, lang)
    for s in reversed(timeline.steps):
        if s.kind not in QUIET_KINDS:
            return present.loc(s.text, lang)
    return present.loc(timeline.steps[-1].text, lang)


# What a chat message holds (Discord's limit is 2,000 characters); the short form stays under.
SHORT_LIMIT = 2000


def _cut(text: str, limit: int) -> str:
    text = " ".join(text.split()) if "\n" not in text else text.strip()
    return text if len(text) <= limit else text[: max(limit - 1, 0)].rstrip() + "…"


def _clip(text: str, limit: int) -> str:
    """At most `limit` characters of a user's or a scenario's text (cut with "…"), with HTML
    written as entities (see the module's docstring)."""
    return _no_html(_cut(text, limit))


def ruling_short(
    ruling: Ruling, scenario: Scenario, timeline: Timeline, url: str, lang: str
) -> str:
    """The ruling for a chat message, in Markdown, always under `SHORT_LIMIT` characters:
    the question, the answer, the shared step and how the path ends, its rules, the link.
    Long texts are cut (with "…"); the link leads to the whole ruling."""
    title = present.loc(scenario.title, lang)
    step = timeline.steps[ruling.step]
    last = timeline.steps[-1]
    rules = list(dict.fromkeys(r for s in timeline.steps[: ruling.step + 1] for r in s.rules))
    tail = [
        "",
        _("Checked with the Riftbound Core Rules %(edition)s and rulesviz engine %(engine)s.")
        % {"edition": ruling.rules_edition, "engine": ruling.engine_version},
        f"<{url}>",
    ]
    step_line = (
        _("Step %(n)d / %(last)d") % {"n": ruling.step, "last": len(timeline.steps) - 1}
        + f": {present.loc(step.text, lang)}"
    )
    if step.rules:
        step_line += f" ({_rules(step.rules)})"
    end_line = ""
    if last.index != ruling.step:
        end_line = _("In the end") + f": {outcome_text(ruling, scenario, timeline, lang)}"
    rules_line = (_("Rules") + ": " + ", ".join(rules)) if rules else ""
    fixed = "\n".join([*tail, rules_line])
    budget = SHORT_LIMIT - len(fixed) - 40  # headings, line breaks and a margin
    heading = _clip(ruling.question or title, min(300, budget // 4))
    budget -= len(heading)
    parts = [f"**{heading}**"]
    if ruling.question:
        parts.append(f"*{_clip(title, 120)}*")
        budget -= min(len(title), 120)
    answer = ""
    if ruling.answer:
        answer_label = _("Answer")
        share = max(budget - min(len(step_line), 400) - min(len(end_line), 300), 200)
        answer = f"**{answer_label}:** " + _clip(ruling.answer, share - len(answer_label) - 6)
        budget -= len(answer)
    parts += [answer] if answer else []
    parts.append(_clip(step_line, max(min(budget // 2, 500), 80)))
    budget -= len(parts[-1])
    if end_line:
        parts.append(_clip(end_line, max(budget - 10, 60)))
    if rules_line:
        parts.append(rules_line)
    text = "\n".join([*parts, *tail]) + "\n"
    if len(text) >= SHORT_LIMIT:  # the fixed parts alone are long: cut the prose, keep the link
        keep = "\n".join(tail) + "\n"
        text = _cut("\n".join(parts), SHORT_LIMIT - len(keep) - 2) + "\n" + keep
    return text

"""Checking a timeline against a scenario's `expect` block (format: Expect)."""

from __future__ import annotations

from typing import Any

from engine.format.scenario import Expect
from engine.record.timeline import Decision, Timeline


def _matches(pattern: dict[str, Any], event: dict[str, Any]) -> bool:
    kind = next(k for k in pattern if k not in ("amount", "count", "of", "on", "at", "by"))
    kinds = {"kill": ("die",), "draw": ("draw",), "replay": ("play",)}.get(kind, (kind,))
    if (event["kind"] not in kinds or str(event.get("subject")) != str(pattern[kind])) and not (
        kind in ("trigger", "resolve") and pattern[kind] == "any" and event["kind"] == kind
    ):
        return False
    for narrow, field in (
        ("amount", "amount"),
        ("count", "amount"),
        ("of", "of"),
        ("on", "of"),
        ("at", "at"),
        ("by", "of"),
    ):
        if narrow in pattern and event.get(field) != pattern[narrow]:
            return False
    return True


def decision_matches(pattern: dict[str, Any], decision: Decision) -> bool:
    """Does a `decided:` pattern name this decision? `kind: order` names every kind of order
    (replacement_order, trigger_order), `kind: pick` every pick; `chosen` is the option key or
    its part after the colon; `asked: false` names a decision no one was asked."""
    kind = pattern["kind"]
    if decision.kind != kind and not decision.kind.endswith("_" + kind):
        return False
    if "by" in pattern and decision.player != pattern["by"]:
        return False
    if "rule" in pattern and decision.rule != pattern["rule"]:
        return False
    chosen = decision.chosen or ""
    if "chosen" in pattern and pattern["chosen"] not in (chosen, chosen.split(":", 1)[-1]):
        return False
    return "asked" not in pattern or pattern["asked"] == decision.matters


def _decision_text(d: Decision) -> str:
    return f"{d.kind} by {d.player} (rule {d.rule}, {d.chosen}{'' if d.matters else ', not asked'})"


def check(timeline: Timeline, expect: Expect | None) -> list[str]:
    """Every difference between what happened and what `expect` says, in words; empty when it
    matches."""
    problems: list[str] = []
    wanted_refusal = expect.refused if expect is not None else None
    if wanted_refusal is not None and timeline.refused_rule != wanted_refusal:
        problems.append(
            f"expected a play refused by rule {wanted_refusal}, found "
            + (f"rule {timeline.refused_rule}" if timeline.refused_rule else "no refusal")
        )
    elif timeline.error and wanted_refusal is None:
        problems.append(f"the run stopped: {timeline.error['en']}")
    if timeline.decision:
        problems.append(
            f"an open decision ({timeline.decision.kind} for {timeline.decision.player}) has no "
            f"answer; options: {', '.join(timeline.decision.keys())}"
        )
    if timeline.unused_answers:
        problems.append(f"answers left unused: {', '.join(timeline.unused_answers)}")
    if expect is None:
        return problems
    state = timeline.final_state
    for pid, props in expect.objects.items():
        actual = state["objects"][pid]
        for key, wanted in props.items():
            if actual.get(key, False if key == "empowered" else None) != wanted:
                problems.append(f"{pid}.{key}: expected {wanted!r}, found {actual.get(key)!r}")
    players = {p["id"]: p for p in state["players"]}
    for pid, props in expect.players.items():
        p = players[pid]
        actual_values = {
            "hand": len(p["hand"]) + p["hand_hidden"],
            "score": p["score"],
            "xp": p.get("xp", 0),
            "deck": p["deck"],
            "trash": len(p["trash"]),
            "banishment": len(p["banishment"]),
            "runes": len(p.get("runes", ())),
            "ready_runes": sum(1 for r in p.get("runes", ()) if not r["exhausted"]),
            "rune_deck": p.get("rune_deck", 0),
            "energy": (p.get("pool") or {}).get("energy", 0),
        }
        for key, wanted in props.items():
            if actual_values[key] != wanted:
                problems.append(
                    f"player {pid}.{key}: expected {wanted!r}, found {actual_values[key]!r}"
                )
    battlefields = {b["id"]: b for b in state["battlefields"]}
    for bid, props in expect.battlefields.items():
        b = battlefields[bid]
        actual_bf = {
            "controller": b["controller"],
            "card": b["name"],
            "scored_this_turn": b["scored_this_turn"],
        }
        for key, wanted in props.items():
            if key == "scored_this_turn":
                if sorted(actual_bf[key]) != sorted(wanted):
                    problems.append(f"{bid}.{key}: expected {wanted!r}, found {actual_bf[key]!r}")
            elif actual_bf[key] != wanted:
                problems.append(f"{bid}.{key}: expected {wanted!r}, found {actual_bf[key]!r}")
    if expect.chain is not None:
        actual_chain = [
            c["source"] if c["kind"] == "spell" else (c["trigger"] or c["source"])
            for c in state["chain"]
        ]
        if list(expect.chain) != actual_chain:
            problems.append(f"chain: expected {list(expect.chain)!r}, found {actual_chain!r}")
    log = timeline.log
    for pattern in expect.happened:
        if not any(_matches(pattern, e) for e in log):
            problems.append(f"expected to happen: {pattern}")
    for pattern in expect.not_happened:
        if any(_matches(pattern, e) for e in log):
            problems.append(f"expected not to happen: {pattern}")
    position = 0
    for pattern in expect.in_order:
        found = next((i for i in range(position, len(log)) if _matches(pattern, log[i])), None)
        if found is None:
            problems.append(f"expected in order: {pattern} after the previous ones")
            break
        position = found + 1
    for token, props in expect.tokens.items():
        made = [
            o
            for o in state["objects"].values()
            if o["token"] and o["name"] == token and o["exists"]
        ]
        actual_tokens = {"count": len(made), "exhausted": sum(1 for o in made if o["exhausted"])}
        for key, wanted in props.items():
            if actual_tokens[key] != wanted:
                problems.append(
                    f"{token} tokens.{key}: expected {wanted}, found {actual_tokens[key]}"
                )
    made = [s.decision for s in timeline.steps if s.decision is not None]
    position = 0
    for pattern in expect.decided:
        found = next(
            (i for i in range(position, len(made)) if decision_matches(pattern, made[i])), None
        )
        if found is None:
            problems.append(
                f"expected decided: {pattern}"
                + (" after the previous ones" if position else "")
                + "; decisions made: "
                + ("; ".join(map(_decision_text, made)) or "none")
            )
            break
        position = found + 1
    if expect.focus is not None:
        showdown = state.get("showdown")
        found = showdown["focus"] if showdown else None
        if found != expect.focus:
            problems.append(
                f"focus: expected {expect.focus!r} in a showdown still running, found "
                + (repr(found) if showdown else "no showdown")
            )
    if expect.winner is not None and state["winner"] != expect.winner:
        problems.append(f"winner: expected {expect.winner!r}, found {state['winner']!r}")
    return problems

"""Invariants every step of every run must keep (issue: "proof that the engine keeps its
invariants")."""

from __future__ import annotations

from typing import Any

import engine


def where_listed(state: dict[str, Any]) -> dict[str, list[str]]:
    """Every place a physical id is listed in a snapshot: piles, bases, battlefields, chain,
    attachments."""
    places: dict[str, list[str]] = {}

    def add(pid: str, place: str) -> None:
        places.setdefault(pid, []).append(place)

    for player in state["players"]:
        for pile in ("base", "hand", "trash", "banishment", "legend"):
            for pid in player.get(pile, []):
                add(pid, f"{pile}:{player['id']}")
    for bf in state["battlefields"]:
        for pid in bf["units"]:
            add(pid, bf["id"])
        if bf["facedown"]:
            add(bf["facedown"], f"facedown:{bf['id']}")
    for item in state["chain"]:
        if item["kind"] != "ability" and item["source"]:
            add(item["source"], "chain")
    for pid, obj in state["objects"].items():
        if obj["attached_to"]:
            add(pid, f"attached:{obj['attached_to']}")
        if obj["zone"] in ("deck",) or (obj["zone"] or "").startswith("battlefield:"):
            add(pid, obj["zone"])
    return places


def check_step(state: dict[str, Any], initial: set[str]) -> list[str]:
    """Physical cards are conserved: each non-token card is in exactly one place, matching its
    zone."""
    problems = []
    places = where_listed(state)
    objects = state["objects"]
    for pid in initial:
        if pid not in objects:
            problems.append(f"{pid} vanished")
            continue
        listed = places.get(pid, [])
        if objects[pid]["token"] and not objects[pid]["exists"]:
            if listed:
                problems.append(f"{pid} ceased to exist but is still listed at {listed}")
            continue
        if len(listed) != 1:
            problems.append(f"{pid} is listed {len(listed)} times: {listed}")
    for pid, listed in places.items():
        if len(listed) > 1 and pid not in initial:
            problems.append(f"{pid} is listed {len(listed)} times: {listed}")
    return problems


def check_timeline(tl: engine.Timeline) -> list[str]:
    initial = {pid for pid, o in tl.steps[0].state["objects"].items() if not o["token"]}
    problems = []
    for step in tl.steps:
        problems += [
            f"step {step.index} ({step.kind}): {p}" for p in check_step(step.state, initial)
        ]
        if step.index and not step.rules and step.kind != "refused":
            problems.append(f"step {step.index} ({step.kind}) has no rule number")
        if not step.text["en"] or not step.text["fr"]:
            problems.append(f"step {step.index} ({step.kind}) lacks a text in both languages")
    return problems

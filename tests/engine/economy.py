"""Helpers shared by the economy's rule tests (rules/costs.py): a player's runes and pool as a
step's state shows them."""

from __future__ import annotations

from typing import Any


def player(state: dict[str, Any], pid: str) -> dict[str, Any]:
    return next(p for p in state["players"] if p["id"] == pid)


def runes(state: dict[str, Any], pid: str) -> list[tuple[str, bool]]:
    return [(r["domain"], r["exhausted"]) for r in player(state, pid)["runes"]]

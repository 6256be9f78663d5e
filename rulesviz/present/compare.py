"""The compare view: two branches of one path side by side at their ends, and where they
differ. Presentation only, like the rest of `present`: the engine's final states, read and
diffed."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from django.utils.translation import gettext_lazy as _

from .board import BoardReader, BoardView, CardView
from .labels import current_lang, loc
from .links import compare_url, player_url

if TYPE_CHECKING:
    from django.utils.functional import _StrPromise

    from engine import Scenario, Timeline

# What the compare view holds side by side for each object (the "where they differ").
COMPARED_FIELDS: dict[str, _StrPromise] = {
    "zone": _("zone"),
    "controller": _("controller"),
    "damage": _("damage"),
    "exhausted": _("exhausted"),
    "stunned": _("stunned"),
    "might": _("Might"),
    "attached_to": _("attached to"),
    "exists": _("exists"),
}
PLAYER_FIELDS: dict[str, _StrPromise] = {
    "score": _("score"),
    "hand": _("hand"),
    "trash": _("trash"),
    "banishment": _("banishment"),
}


@dataclass
class Difference:
    what: str  # object or player name
    pid: str  # physical id or player id
    field: str
    a: str
    b: str


@dataclass
class BranchView:
    key: str  # "a" | "b"
    choices: list[str]  # answer keys
    chosen: list[str]  # chosen option labels of the decisions that mattered
    board: BoardView
    last_text: str
    last_index: int
    url: str  # the player at this branch's last step
    open_decision: str  # the prompt where the run stopped, if it did

    @property
    def choices_json(self) -> str:
        return json.dumps(self.choices, ensure_ascii=False)


@dataclass
class ComparePage:
    scenario_id: str
    title: str
    variant_id: str | None
    variant_title: str
    a: BranchView
    b: BranchView
    differences: list[Difference]
    player_url: str
    swapped_url: str

    @property
    def branches(self) -> list[BranchView]:
        return [self.a, self.b]


def zone_label(obj: Mapping[str, Any], board: BoardReader) -> str:
    """Where an object is, in words: "B's base", "Battlefield 1", "A's trash"."""
    if obj.get("exists") is False or obj.get("zone") is None:
        return str(_("nowhere (ceased to exist)"))
    zone = str(obj["zone"])
    controller, owner = obj.get("controller") or obj.get("owner"), obj.get("owner")
    if zone == "base":
        return str(_("%(player)s's base") % {"player": controller})
    words = {
        "hand": _("%(player)s's hand"),
        "trash": _("%(player)s's trash"),
        "banishment": _("%(player)s's banishment"),
        "deck": _("%(player)s's deck"),
    }
    if zone in words:
        return str(words[zone] % {"player": owner})
    if zone == "chain":
        return str(_("the chain"))
    head, _sep, place = zone.partition(":")
    if head == "facedown":
        return str(_("facedown at %(bf)s") % {"bf": board.bf_name(place)})
    if head == "battlefield":
        return str(_("standing at %(bf)s") % {"bf": board.bf_name(place)})
    return board.bf_name(zone)


def _value(obj: Mapping[str, Any] | None, key: str, board: BoardReader) -> str:
    if obj is None:
        return "—"
    if key == "zone":
        return zone_label(obj, board)
    if key == "controller":
        return str(obj.get("controller") or obj.get("owner") or "—")
    if key == "attached_to":
        return board.name(obj.get(key)) if obj.get(key) else "—"
    value = obj.get(key)
    if isinstance(value, bool):
        return str(_("yes")) if value else str(_("no"))
    return "—" if value is None else str(value)


def _player_value(player: Mapping[str, Any], key: str) -> int:
    """A player's count: score, or how many cards in a zone (hand counts unnamed cards)."""
    value = player.get(key)
    if isinstance(value, list):
        extra = int(player.get("hand_hidden") or 0) if key == "hand" else 0
        return len(value) + extra
    return int(value or 0)


def _branch(
    key: str,
    scenario_id: str,
    variant_id: str | None,
    timeline: Timeline,
    lang: str,
    differing: dict[str, list[str]],
    differing_bfs: set[str],
) -> BranchView:
    step = timeline.steps[-1]
    builder = BoardReader(step.state, (), lang)
    board_view = builder.view()
    for area in [*board_view.top, *board_view.bottom]:
        for zone in (area.base, area.hand, area.trash, area.banishment):
            _mark(zone, differing)
    for bf in board_view.battlefields:
        _mark(bf.units, differing)
        if bf.facedown is not None:
            _mark([bf.facedown], differing)
        bf.differs = bf.id in differing_bfs
    for item in board_view.chain:
        if item.card is not None:
            _mark([item.card], differing)
    chosen = [
        loc(o.label, lang) or o.key
        for s in timeline.steps
        if s.decision is not None and s.decision.chosen is not None and s.decision.matters
        for o in s.decision.options
        if o.key == s.decision.chosen
    ]
    return BranchView(
        key=key,
        choices=list(timeline.answers),
        chosen=chosen,
        board=board_view,
        last_text=loc(step.text, lang),
        last_index=step.index,
        url=player_url(scenario_id, variant_id, timeline.answers, step.index),
        open_decision=loc(timeline.decision.prompt, lang) if timeline.decision else "",
    )


def _mark(cards: Sequence[CardView], differing: Mapping[str, list[str]]) -> None:
    for card in cards:
        card.differs = differing.get(card.pid, [])
        _mark(card.attachments, differing)


def compare_page(
    scenario: Scenario,
    variant_id: str | None,
    a: Timeline,
    b: Timeline,
    lang: str | None = None,
) -> ComparePage:
    lang = lang or current_lang()
    state_a, state_b = a.steps[-1].state, b.steps[-1].state
    board_a, board_b = BoardReader(state_a, (), lang), BoardReader(state_b, (), lang)
    objects_a, objects_b = board_a.objects, board_b.objects
    differences: list[Difference] = []
    differing: dict[str, list[str]] = {}
    for pid in [*objects_a, *(p for p in objects_b if p not in objects_a)]:
        oa, ob = objects_a.get(pid), objects_b.get(pid)
        for key, label in COMPARED_FIELDS.items():
            va, vb = _value(oa, key, board_a), _value(ob, key, board_b)
            if va != vb:
                differing.setdefault(pid, []).append(str(label))
                differences.append(
                    Difference(board_a.name(pid) or board_b.name(pid), pid, str(label), va, vb)
                )
    players_b = {p["id"]: p for p in state_b.get("players") or []}
    for pa in state_a.get("players") or []:
        pb = players_b.get(pa["id"]) or {}
        for key, label in PLAYER_FIELDS.items():
            pva, pvb = _player_value(pa, key), _player_value(pb, key)
            if pva != pvb:
                differences.append(
                    Difference(
                        str(_("Player %(name)s") % {"name": pa.get("name") or pa["id"]}),
                        str(pa["id"]),
                        str(label),
                        str(pva),
                        str(pvb),
                    )
                )
    bfs_b = {bf["id"]: bf for bf in state_b.get("battlefields") or []}
    differing_bfs: set[str] = set()
    for bfa in state_a.get("battlefields") or []:
        bfb = bfs_b.get(bfa["id"]) or {}
        for key, label in (("controller", _("controller")), ("name", _("card"))):
            bva, bvb = bfa.get(key), bfb.get(key)
            if bva != bvb:
                differing_bfs.add(str(bfa["id"]))
                differences.append(
                    Difference(
                        str(bfa.get("name") or bfa["id"]),
                        str(bfa["id"]),
                        str(label),
                        str(bva or "—"),
                        str(bvb or "—"),
                    )
                )
    effects_a = sorted(str(e.get("name") or "") for e in state_a.get("effects") or [])
    effects_b = sorted(str(e.get("name") or "") for e in state_b.get("effects") or [])
    if effects_a != effects_b:
        differences.append(
            Difference(
                str(_("Effects in force")),
                "",
                "",
                ", ".join(effects_a) or "—",
                ", ".join(effects_b) or "—",
            )
        )
    variant_title = ""
    if variant_id is not None:
        variant_title = loc(scenario.variant(variant_id).title, lang) or variant_id
    return ComparePage(
        scenario_id=scenario.id,
        title=loc(scenario.title, lang),
        variant_id=variant_id,
        variant_title=variant_title,
        a=_branch("a", scenario.id, variant_id, a, lang, differing, differing_bfs),
        b=_branch("b", scenario.id, variant_id, b, lang, differing, differing_bfs),
        differences=differences,
        player_url=player_url(scenario.id, variant_id, a.answers, len(a.steps) - 1),
        swapped_url=compare_url(scenario.id, variant_id, b.answers, a.answers),
    )

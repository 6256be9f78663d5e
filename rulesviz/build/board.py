"""What the board builder shows: the document's board, its script, and the menus of what may be
added, as the engine's legal-actions view says (no rules here).

`view(text)` reads a scenario's text through the editor's own check (errors at their line); when
it loads, `engine.legal_actions` at the end of its script gives the menus: each legal action with
its legal targets and places, each refused one with its rule.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from django.utils.translation import gettext as _

import engine
from engine.record import budget
from rulesviz import library, present
from rulesviz.editor import store
from rulesviz.editor.views import CheckResult, check_text

from . import doc as docs


@dataclass
class Item:
    """An object as the builder shows it, with what its editor offers."""

    id: str
    name: str
    owner: str
    controller: str
    zone: str
    damage: int
    flags: dict[str, bool]
    attached_to: str
    attachments: list[Item] = field(default_factory=list)


@dataclass
class Zone:
    key: str  # the zone value a place edit sends: base, hand, trash, banishment, a bf id
    label: str
    player: str
    items: list[Item]


@dataclass
class PlayerView:
    id: str
    turn: bool
    deck: int
    hand_hidden: int
    score: int
    zones: list[Zone]


@dataclass
class FieldView:
    id: str
    card: str
    owner: str
    controller: str
    facedown: Item | None
    units: dict[str, Zone]  # by player: the objects of that player standing there


@dataclass
class Menu:
    """One action of the menus: legal (with its legal targets and places) or refused."""

    kind: str
    by: str
    card: str
    label: str
    ability: int = 1
    until: str = ""
    slots: list[dict[str, Any]] = field(default_factory=list)
    places: list[tuple[str, str]] = field(default_factory=list)
    refused_places: list[tuple[str, str]] = field(default_factory=list)
    rule: str = ""
    reason: str = ""


@dataclass
class BuilderView:
    text: str
    check: CheckResult
    loads: bool
    players: list[PlayerView] = field(default_factory=list)
    fields: list[FieldView] = field(default_factory=list)
    effects: list[dict[str, Any]] = field(default_factory=list)
    objects: list[tuple[str, str]] = field(default_factory=list)  # (id, label) for selects
    script: list[str] = field(default_factory=list)
    choices: list[str] = field(default_factory=list)
    legal: list[Menu] = field(default_factory=list)
    refused: list[Menu] = field(default_factory=list)
    decision: dict[str, Any] | None = None
    over: bool = False
    stopped: str = ""
    expect: str = ""  # the captured outcome, as YAML for the expect edit
    lang: str = "en"


def _label(obj: Mapping[str, Any]) -> str:
    return f"{docs.card_name(obj.get('card'))} ({obj.get('id')})"


def _item(obj: Mapping[str, Any]) -> Item:
    owner = str(obj.get("owner", ""))
    return Item(
        id=str(obj.get("id")),
        name=docs.card_name(obj.get("card")),
        owner=owner,
        controller=str(obj.get("controller") or owner),
        zone=str(obj.get("zone") or ""),
        damage=docs.number(obj.get("damage")),
        flags={f: bool(obj.get(f)) for f in docs.FLAGS},
        attached_to=str(obj.get("attached_to") or ""),
    )


def _board(view: BuilderView, doc: Mapping[str, Any]) -> None:
    items = [_item(o) for o in docs.objects(doc)]
    by_id = {i.id: i for i in items}
    for item in items:
        if item.attached_to in by_id:
            by_id[item.attached_to].attachments.append(item)
    loose = [i for i in items if i.attached_to not in by_id]
    labels = {
        "base": _("Base"),
        "hand": _("Hand"),
        "trash": _("Trash"),
        "banishment": _("Banishment"),
    }
    ids = docs.player_ids(doc)
    for n, entry in enumerate(docs.players(doc)):
        pid = str(entry.get("id"))
        zones = [
            Zone(
                z,
                labels[z],
                pid,
                [
                    i
                    for i in loose
                    if i.zone == z and (i.controller if z == "base" else i.owner) == pid
                ],
            )
            for z in docs.ZONES
        ]
        view.players.append(
            PlayerView(
                pid,
                n == 0,
                docs.number(entry.get("deck")),
                docs.number(entry.get("hand")),
                docs.number(entry.get("score")),
                zones,
            )
        )
    for bf in docs.battlefields(doc):
        bid = str(bf.get("id"))
        facedown = next((i for i in items if i.zone == f"facedown:{bid}"), None)
        view.fields.append(
            FieldView(
                bid,
                docs.card_name(bf.get("card")) if bf.get("card") else "",
                str(bf.get("owner") or ""),
                str(bf.get("controller") or ""),
                facedown,
                {
                    pid: Zone(
                        bid, bid, pid, [i for i in loose if i.zone == bid and i.controller == pid]
                    )
                    for pid in ids
                },
            )
        )
    for n, effect in enumerate(docs._list(doc, "effects")):
        if isinstance(effect, dict):
            view.effects.append(
                {
                    "index": n,
                    "card": docs.card_name(effect.get("card")),
                    "controller": str(effect.get("controller", "")),
                    "targets": ", ".join(str(t) for t in docs._list(effect, "targets")),
                }
            )
    view.objects = [(i.id, f"{i.name} ({i.id})") for i in items]
    view.script = [
        docs.dump({"script": [s]}).split("\n", 1)[1].strip().removeprefix("- ")
        for s in docs._list(doc, "script")
    ]
    view.choices = [
        docs.dump({"choices": [c]}).split("\n", 1)[1].strip().removeprefix("- ")
        for c in docs._list(doc, "choices")
    ]


def _menus(view: BuilderView, scenario: engine.Scenario, doc: Mapping[str, Any]) -> None:
    lang = view.lang
    labels = {str(o.get("id")): _label(o) for o in docs.objects(doc)}
    with budget.limit(library.engine_seconds()):
        position = engine.legal_actions(scenario)
        timeline = engine.run(scenario)
    if position.decision is not None:
        d = position.decision
        view.decision = {
            "player": d.player,
            "rule": d.rule,
            "prompt": present.loc(d.prompt, lang),
            "options": [(o.key, present.loc(o.label, lang)) for o in d.options],
        }
    view.over = position.over
    if position.error:
        view.stopped = position.error.get(lang, position.error.get("en", ""))
    for action in position.actions:
        menu = Menu(
            kind=action.kind,
            by=action.by,
            card=action.card or "",
            label=labels.get(action.card or "", ""),
            ability=action.ability,
            until=action.until or "",
        )
        for slot in action.targets:
            menu.slots.append(
                {
                    "name": slot.name,
                    "kind": slot.kind,
                    "optional": slot.optional,
                    "legal": [(v, labels.get(v, v)) for v in slot.legal],
                    "refused": [
                        (
                            labels.get(c.value, c.value),
                            c.refusal.rule,
                            present.loc(c.refusal.text, lang),
                        )
                        for c in slot.choices
                        if c.refusal is not None
                    ],
                }
            )
        menu.places = [(c.value, c.value) for c in action.places if c.legal]
        menu.refused_places = [
            (c.value, present.loc(c.refusal.text, lang))
            for c in action.places
            if c.refusal is not None
        ]
        if action.refusal is not None:
            menu.rule, menu.reason = action.refusal.rule, present.loc(action.refusal.text, lang)
            view.refused.append(menu)
        else:
            view.legal.append(menu)
    view.expect = (
        docs.dump({"e": capture(timeline, doc)}).split("\n", 1)[1] if not timeline.decision else ""
    )


def capture(timeline: engine.Timeline, doc: Mapping[str, Any]) -> dict[str, Any]:
    """The outcome of the run as an `expect` block: each declared object's zone and state at the
    end, and who made each decision (scenario-format.md, Expect)."""
    state = timeline.final_state
    found: dict[str, Any] = {}
    for obj in docs.objects(doc):
        oid = str(obj.get("id"))
        now = state["objects"].get(oid)
        if now is None:
            continue
        if not now.get("exists", True):
            found[oid] = {"exists": False}
            continue
        entry: dict[str, Any] = {"zone": now["zone"]}
        if now.get("type") == "unit" and now["zone"] not in ("hand", "trash", "banishment", "deck"):
            entry.update(damage=now["damage"], exhausted=now["exhausted"])
        if now.get("attached_to"):
            entry["attached_to"] = now["attached_to"]
        if now.get("controller") != now.get("owner"):
            entry["controller"] = now["controller"]
        found[oid] = docs._Flow(entry)
    expect: dict[str, Any] = {"objects": found}
    decided = [
        docs._Flow({"kind": s.decision.kind, "by": s.decision.player, "rule": s.decision.rule})
        for s in timeline.steps
        if s.decision is not None
    ]
    if decided:
        expect["decided"] = decided
    return expect


def view(text: str, lang: str) -> BuilderView:
    text = text.replace("\r\n", "\n")
    result = check_text(text)
    out = BuilderView(text=text, check=result, loads=result.ok, lang=lang)
    doc = docs.parse(text)
    if doc is not None:
        _board(out, doc)
    if result.ok and doc is not None:
        try:
            _menus(out, store.load(text), doc)
        except (engine.ScenarioError, engine.BudgetExceeded) as error:
            out.stopped = str(error)
    return out


def add_action(doc: Mapping[str, Any], p: Mapping[str, str]) -> dict[str, Any]:
    """Append the chosen action to the script, if the engine lists it as legal with these targets
    and this place (the menus offer nothing else; a stale form is refused, never written)."""
    scenario = store.load(docs.dump(doc))
    with budget.limit(library.engine_seconds()):
        position = engine.legal_actions(scenario)
    kind, card, until = p.get("kind", ""), p.get("card", "") or None, p.get("until", "") or None
    ability = int(p.get("ability", "1") or 1) if str(p.get("ability", "1")).isdigit() else 1
    action = next(
        (
            a
            for a in position.legal
            if a.kind == kind and a.card == card and a.until == until and a.ability == ability
        ),
        None,
    )
    if action is None:
        raise docs.BadEdit("that action is not legal now")
    targets: dict[str, str] = {}
    for slot in action.targets:
        chosen = p.get(f"target_{slot.name}", "")
        if chosen and chosen not in slot.legal:
            raise docs.BadEdit(f"{chosen} is not a legal target")
        if not chosen and not slot.optional:
            raise docs.BadEdit("a target is needed")
        if chosen:
            targets[slot.name] = chosen
    place = p.get("place", "") or None
    if place is not None and place not in {c.value for c in action.places if c.legal}:
        raise docs.BadEdit(f"{place} is not a legal place")
    if action.kind == "move" and place is None:
        raise docs.BadEdit("a destination is needed")
    step = action.step(targets, place)
    if action.kind == "play" and len(action.targets) <= 1 and targets:
        step["targets"] = list(targets.values())  # the library's short form: a list in order
    new = dict(doc)
    new["script"] = [*docs._list(doc, "script"), step]
    return new

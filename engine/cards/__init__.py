"""The card pool: every released Riftbound card, declared once, and the cards that are not released
cards (a token printed only on the back of others).

`pool/<set>.yaml` holds one entry per released card: its facts (collector number, name, type,
supertype, domains, Energy and Power cost, Might, tags, keywords, rarity), its functional text in
English and French in our own words, `needs` (what the engine does not model yet, tags listed in
docs/engine.md) and, when the engine can run it, `play`: its behaviour in the card vocabulary of
docs/scenario-format.md (the keys of an inline card; its `text`, when given, words what the engine
runs apart from the card's text). `extra.yaml` holds the others. Everything is
read once, by the project's strict loader and the one card parser, so an error names file:line.

A card is *fully modelled* when nothing is missing (`needs: []`) and its text, if any, has a
declared behaviour; *partly* when it has a behaviour but also needs; *not modelled* otherwise. A
card that is not modelled may stand on the board as a body (its Might, tags, keywords), but playing
it or using its abilities is refused with a message naming what is missing.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from functools import cache
from pathlib import Path
from typing import Any

from engine.errors import ScenarioError
from engine.format.cards import CardParser, Refs
from engine.format.checks import Checker
from engine.format.source import LDict, parse_own_file
from engine.model.card import CardDef
from engine.record import budget
from engine.rules.gaps import OCCASIONS, occasion_of

HERE = Path(__file__).parent
SETS = ("OGN", "OGS", "SFD", "UNL", "VEN")
SET_FILES = {code: HERE / "pool" / f"{code.lower()}.yaml" for code in SETS}
EXTRA = HERE / "extra.yaml"
POOL_FILE_LIMIT = 512 * 1024  # our own files, larger than a scenario's 128 KiB

FACTS = ("id", "name", "type", "domains", "rarity", "text", "needs")
OPTIONAL_FACTS = ("supertype", "energy", "power", "might", "tags", "keywords", "name_fr", "play")
STATUSES = ("full", "partly", "not")
UNDECLARED = "undeclared"  # a need of its own: the text is in today's vocabulary, not written yet


@dataclass(frozen=True)
class PoolCard:
    """One declaration: the facts and texts of a released card, and how far the engine runs it."""

    id: str  # OGN-001, UNL-t03
    set: str
    name: str
    type: str
    supertype: str | None
    domains: tuple[str, ...]
    energy: int | None
    power: int | None
    might: int | None
    tags: tuple[str, ...]
    keywords: tuple[str, ...]
    rarity: str
    text: dict[str, str] = field(compare=False)
    needs: tuple[str, ...]
    declared: bool  # a `play` behaviour is declared
    # the text of what the engine runs, when `play` words it apart from the card's text (the
    # library's cards keep the wording their scenarios and ruling links were made with)
    engine_text: dict[str, str] | None = field(default=None, compare=False)
    name_fr: str | None = None
    source: str = ""  # file:line

    @property
    def number(self) -> str:
        return self.id.split("-", 1)[1]

    @property
    def slug(self) -> str:
        return self.id.lower()

    @property
    def missing(self) -> tuple[str, ...]:
        """What is not modelled: the card's needs, or that its behaviour is not declared yet."""
        if self.needs:
            return self.needs
        if self.text.get("en") and not self.declared:
            return (UNDECLARED,)
        return ()

    @property
    def status(self) -> str:
        if not self.missing:
            return "full"
        return "partly" if self.declared else "not"


def _read(path: Path) -> Any:
    raw = path.read_bytes()
    if len(raw) > POOL_FILE_LIMIT:
        raise ScenarioError(str(path), None, "the card file is too large")
    return parse_own_file(raw.decode("utf-8"), str(path))


def _located(pairs: list[tuple[LDict, str]], base: LDict) -> LDict:
    """A mapping made of keys of several located mappings, each key keeping its own line."""
    out = LDict()
    out.line = base.line
    out.key_lines = {}
    for source, key in pairs:
        out[key] = source[key]
        out.key_lines[key] = source.line_of(key)
    return out


def _entry(check: Checker, entry: Any, container: Any, index: int, code: str) -> PoolCard:
    e = check.mapping(entry, container, index, "card", required=FACTS, optional=OPTIONAL_FACTS)
    cid = check.string(e["id"], e, "id", "card id")
    if not cid.startswith(code + "-"):
        raise check.fail(e, "id", f"card {cid!r} is not in set {code}")
    name = check.string(e["name"], e, "name", "card name")
    raw = check.mapping(e["text"], e, "text", f"{name}: text", required=("en", "fr"))
    text = {k: raw[k] for k in ("en", "fr")}
    if not all(isinstance(v, str) for v in text.values()):
        raise check.fail(e, "text", f"{name}: text.en and text.fr must be strings")
    if bool(text["en"]) != bool(text["fr"]):
        raise check.fail(e, "text", f"{name}: the English and French texts must both be filled")

    def opt_int(key: str) -> int | None:
        return check.integer(e[key], e, key, f"{name}: {key}", minimum=0) if key in e else None

    play = e.get("play")
    if play is not None:
        check.mapping(play, e, "play", f"{name}: play", optional=list(play))
    return PoolCard(
        id=cid,
        set=code,
        name=name,
        type=check.string(e["type"], e, "type", f"{name}: type"),
        supertype=check.string(e["supertype"], e, "supertype", "supertype")
        if "supertype" in e
        else None,
        domains=tuple(check.strings(e["domains"], e, "domains", f"{name}: domains")),
        energy=opt_int("energy"),
        power=opt_int("power"),
        might=opt_int("might"),
        tags=tuple(check.strings(e.get("tags", []), e, "tags", f"{name}: tags")),
        keywords=tuple(check.strings(e.get("keywords", []), e, "keywords", f"{name}: keywords")),
        rarity=check.string(e["rarity"], e, "rarity", f"{name}: rarity"),
        text=text,
        needs=tuple(check.strings(e["needs"], e, "needs", f"{name}: needs")),
        declared=play is not None,
        engine_text=check.text(play["text"], play, "text", f"{name}: play text")
        if play is not None and "text" in play
        else None,
        name_fr=check.string(e["name_fr"], e, "name_fr", "name_fr") if "name_fr" in e else None,
        source=f"{check.path}:{e.line}",
    )


@dataclass(frozen=True)
class Pool:
    cards: tuple[PoolCard, ...]
    by_id: dict[str, PoolCard]
    by_name: dict[str, PoolCard]
    entries: dict[str, LDict]  # name -> the located entry, for the card parser


def load_set(code: str, path: Path) -> list[tuple[PoolCard, LDict]]:
    """One set's file: its declarations, each with its located entry; errors name file:line."""
    try:
        label = str(path.relative_to(HERE.parent.parent))
    except ValueError:
        label = str(path)
    check = Checker(label)
    data = _read(path)
    top = check.mapping(data, data, None, "card file", required=("set", "title", "cards"))
    if top["set"] != code:
        raise check.fail(top, "set", f"expected set {code}, found {top['set']!r}")
    items = check.seq(top["cards"], top, "cards", "cards")
    return [(_entry(check, entry, items, index, code), entry) for index, entry in enumerate(items)]


def pool() -> Pool:
    """Every released card of the five sets, in set and collector order; read once (on the
    engine's own time, not a caller's budget: engine/record/budget.py)."""
    with budget.paused():
        return _pool()


@cache
def _pool() -> Pool:
    cards: list[PoolCard] = []
    entries: dict[str, LDict] = {}
    for code, path in SET_FILES.items():
        for card, entry in load_set(code, path):
            if card.name in entries:
                raise ScenarioError(card.source, None, f"card {card.name!r} is declared twice")
            cards.append(card)
            entries[card.name] = entry
    return Pool(
        cards=tuple(cards),
        by_id={c.id: c for c in cards},
        by_name={c.name: c for c in cards},
        entries=entries,
    )


def _is_token(card: PoolCard) -> bool:
    return card.supertype == "token" or "-t" in card.id


@cache
def _extra() -> list[tuple[str, LDict]]:
    check = Checker(str(EXTRA.relative_to(HERE.parent.parent)))
    data = _read(EXTRA)
    top = check.mapping(data, data, None, "card file", required=("cards",))
    items = check.seq(top["cards"], top, "cards", "cards")
    out = []
    for index, item in enumerate(items):
        e = check.mapping(item, items, index, "card", required=("kind", "card"))
        kind = check.choice(e["kind"], e, "kind", "kind", ("test", "token"))
        out.append(
            (
                kind,
                check.mapping(
                    e["card"],
                    e,
                    "card",
                    "card",
                    required=("name",),
                    optional=list(e["card"]) if isinstance(e["card"], dict) else (),
                ),
            )
        )
    return out


def _tokens() -> frozenset[str]:
    return frozenset(
        [c.name for c in pool().cards if _is_token(c)]
        + [spec["name"] for kind, spec in _extra() if kind == "token"]
    )


def library() -> dict[str, CardDef]:
    """Every card a scenario may name, parsed and checked by the same parser as inline cards;
    built once, on the engine's own time (as `pool`)."""
    with budget.paused():
        return _library()


@cache
def _library() -> dict[str, CardDef]:
    tokens = _tokens()
    cards: dict[str, CardDef] = {}
    p = pool()
    for card in p.cards:
        entry = p.entries[card.name]
        path = card.source.rsplit(":", 1)[0]
        parser = CardParser(Checker(path), Refs(tokens=tokens))
        keys = [(entry, k) for k in ("name", "type", "might", "tags", "keywords", "text")]
        keys += [(entry, k) for k in ("energy", "power", "domains")]
        keys = [(src, k) for src, k in keys if k in src and (k != "text" or card.text["en"])]
        play = entry.get("play")
        if play is not None:
            keys = [(src, k) for src, k in keys if k not in play] + [
                (play, k) for k in play if k != "gaps"
            ]
        spec = _located(keys, entry)
        if "keywords" in spec and "keywords" not in (play or {}):
            # an undeclared Deathknell has nothing to say yet: the card is refused when played
            spec["keywords"] = [k for k in spec["keywords"] if k.lower() != "deathknell"]
        if card.type == "unit" and "might" not in spec:
            spec["might"] = 0  # a token face without Might (Buff): a body of 0 Might
        definition = parser.card(spec, p.entries, card.name, token=_is_token(card))
        if card.status == "not":
            definition = _unmodelled(definition, card.missing)
        elif card.status == "partly":
            definition = replace(definition, gaps=_gaps(card, play or LDict(), path))
        cards[card.name] = definition
    parser = CardParser(Checker(str(EXTRA.relative_to(HERE.parent.parent))), Refs(tokens=tokens))
    for kind, spec in _extra():
        cards[spec["name"]] = parser.card(spec, spec, None, token=kind == "token")
    return cards


def _gaps(card: PoolCard, play: LDict, path: str) -> tuple[tuple[str, str], ...]:
    """Each missing part of a partly modelled card with the occasion it is reached at: the one its
    `play` places it at (`gaps: {need: occasion}`), else the need's own (engine/rules/gaps.py)."""
    check = Checker(path)
    placed = {}
    if "gaps" in play:
        raw = check.mapping(
            play["gaps"], play, "gaps", f"{card.name}: gaps", optional=list(play["gaps"])
        )
        for need in raw:
            if need not in card.needs:
                raise check.fail(raw, need, f"{card.name}: {need!r} is not one of its needs")
            placed[need] = check.choice(raw[need], raw, need, f"{card.name}: gap", tuple(OCCASIONS))
    return tuple((need, placed.get(need) or occasion_of(need)) for need in card.needs)


def _unmodelled(card: CardDef, missing: tuple[str, ...]) -> CardDef:
    return replace(card, unmodelled=missing)


TOKENS = frozenset(_tokens())


@dataclass(frozen=True)
class SetCoverage:
    set: str
    title: str
    total: int
    counts: dict[str, int]  # full, partly, not
    needs: dict[str, int]  # what is missing, over the cards that are not fully modelled


SET_TITLES = {
    "OGN": "Origins",
    "OGS": "Proving Grounds",
    "SFD": "Spiritforged",
    "UNL": "Unleashed",
    "VEN": "Vendetta",
}


def coverage() -> list[SetCoverage]:
    """Per set: how many cards are fully modelled, partly and not, and the tally of what is missing
    (a card counts once for each thing it misses)."""
    out = []
    for code in SETS:
        cards = [c for c in pool().cards if c.set == code]
        counts = {s: sum(c.status == s for c in cards) for s in STATUSES}
        needs: dict[str, int] = {}
        for card in cards:
            for need in card.missing:
                needs[need] = needs.get(need, 0) + 1
        ranked = dict(sorted(needs.items(), key=lambda kv: (-kv[1], kv[0])))
        out.append(SetCoverage(code, SET_TITLES[code], len(cards), counts, ranked))
    return out

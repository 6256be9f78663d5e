"""What a card tile shows, checked on real library steps that exhibit each thing."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from django.template.loader import render_to_string
from django.test import Client
from django.utils import translation

import engine
from rulesviz.present import player_url
from rulesviz.present.board import board
from tests.web.test_views import LIBRARY

Found = tuple[engine.Scenario, list[str], int, str]


def board_objects(state: dict[str, Any]) -> Iterator[str]:
    for p in state["players"]:
        yield from p["base"]
    for bf in state["battlefields"]:
        yield from bf["units"]


def first_step_where(test: Callable[[dict[str, Any]], bool]) -> Found:
    """The first library step with a card on the board that passes `test`."""
    for sc in LIBRARY:
        timeline = engine.run(sc)
        for step in timeline.steps:
            objects = step.state["objects"]
            for pid in board_objects(step.state):
                if test(objects[pid]):
                    return sc, list(timeline.answers), step.index, pid
    pytest.fail("no library step shows this: the library must keep a scenario that does")


def page(found: Found) -> str:
    sc, answers, index, _ = found
    response = Client().get(player_url(sc.id, None, answers, index))
    assert response.status_code == 200
    return response.content.decode()


def tile(html: str, pid: str) -> str:
    """The tile-box and article of one card."""
    card = re.escape(f'data-card="{pid}"')
    pattern = r'<div class="tile-box[^"]*">\s*<article [^>]*' + card + ".*?</article>"
    match = re.search(pattern, html, re.S)
    assert match, pid
    return match.group(0)


def test_an_exhausted_card_leans_and_says_so() -> None:
    found = first_step_where(lambda o: o["exhausted"])
    html = tile(page(found), found[3])
    assert 'class="tile-box is-exhausted"' in html
    assert "exhausted" in html


def test_a_modified_might_strikes_the_printed_value() -> None:
    found = first_step_where(
        lambda o: (
            o["might"] is not None
            and o["printed_might"] is not None
            and o["might"] != o["printed_might"]
        )
    )
    sc, answers, index, pid = found
    obj = engine.run(sc).steps[index].state["objects"][pid]
    html = tile(page(found), pid)
    assert f'<s class="printed" title="Printed Might">{obj["printed_might"]}</s>' in html
    assert f"<strong>{obj['might']}</strong>" in html
    # ... and says where the change comes from
    delta = obj["might"] - obj["printed_might"]
    why = re.search(r'<span class="might-why">\(([^)]*)\)</span>', html)
    assert why, "a changed Might says why"
    assert why.group(1).startswith(f"+{delta}" if delta > 0 else str(delta))
    assert ":" in why.group(1), why.group(1)  # a named source, not just the number


def test_attached_gear_is_tucked_under_its_unit() -> None:
    found = first_step_where(lambda o: bool(o["attachments"]))
    sc, answers, index, pid = found
    gear = engine.run(sc).steps[index].state["objects"][pid]["attachments"][0]
    html = page(found)
    unit_at = html.index(f'data-card="{pid}"')
    attachments_at = html.index('<div class="attachments">', unit_at)
    assert html.index(f'data-card="{gear}"') > attachments_at
    assert html.count(f'data-card="{gear}"') == 1


def test_a_card_controlled_by_someone_else_shows_its_owner() -> None:
    found = first_step_where(lambda o: o["owner"] != o["controller"])
    sc, answers, index, pid = found
    owner = engine.run(sc).steps[index].state["objects"][pid]["owner"]
    assert f"owner {owner}" in tile(page(found), pid)


def test_player_chips_carry_a_letter_not_only_a_colour() -> None:
    sc = LIBRARY[0]
    html = Client().get(player_url(sc.id, None, None, 0)).content.decode()
    chips = re.findall(r'<span class="pl-chip pl-\d+"[^>]*>([^<]*)</span>', html)
    assert chips
    assert all(chip.strip() for chip in chips)


def test_a_counter_aimed_at_an_ability_names_that_ability_on_the_chain() -> None:
    """Not So Fast aimed at a Deathknell trigger (a chain item, not a card): its chain tile names
    the trigger by its label, never by the engine's `@c…` reference."""
    sc = next(s for s in LIBRARY if s.id == "faq-karthus-eternal-2-countering-dual-deathknells")
    timeline = engine.run(sc)
    index = next(
        s.index for s in timeline.steps if s.kind == "play" and "Not So Fast" in s.text["en"]
    )
    html = Client().get(player_url(sc.id, None, list(timeline.answers), index)).content.decode()
    assert "@c" not in html
    assert "Deathknell — Ruined Rex" in html


XP_SCENARIO = """\
format: rulesviz/1
id: xp-shown
title: XP shown
players: [{id: A, xp: 2}, B]
objects:
  - {id: d, card: "Demacian Diplomat", owner: A, zone: hand}
script:
  - {play: d, by: A}
  - {pass: until_empty}
"""


def test_a_players_xp_shows_in_their_area_once_they_have_any() -> None:
    timeline = engine.run(engine.load_text(XP_SCENARIO, "xp.yaml"))
    view = board(timeline.steps[-1], "en")
    players = {p.ref.id: p for p in view.top + view.bottom}
    assert (players["A"].xp, players["B"].xp) == (3, 0)  # 728: 2, then the Diplomat's 1
    with translation.override("fr"):
        html = render_to_string("_player_area.html", {"p": players["A"], "seat": "bottom"})
        none = render_to_string("_player_area.html", {"p": players["B"], "seat": "top"})
    assert re.search(r'class="count xp">expérience \(XP\) <b>3</b>', html)
    assert "count xp" not in none

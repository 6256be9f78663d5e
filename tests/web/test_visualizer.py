"""What the player shows of each step's state, checked on the library steps that exhibit it,
and the page hooks tests and embeds rely on."""

from __future__ import annotations

import functools
import html
import json
import re
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from django.test import Client

import engine
from rulesviz.present import STEP_KINDS, player_url
from tests.web.test_views import LIBRARY, PATHS, parse

S000_05 = "s000-05-guardian-angel-and-tactical-retreat"
Found = tuple[engine.Scenario, str | None, engine.Timeline, engine.Step]


@functools.cache
def timeline_of(scenario_id: str, variant: str | None) -> engine.Timeline:
    (sc,) = [s for s in LIBRARY if s.id == scenario_id]
    return engine.run(sc, variant=variant)


def every_step() -> Iterator[Found]:
    for sc, variant in PATHS:
        timeline = timeline_of(sc.id, variant)
        for step in timeline.steps:
            yield sc, variant, timeline, step


def first_step(test: Callable[[engine.Step], bool]) -> Found:
    for found in every_step():
        if test(found[3]):
            return found
    pytest.fail("no library step shows this: the library must keep a scenario that does")


def get(found: Found, lang: str = "en", **headers: str) -> str:
    sc, variant, timeline, step = found
    url = player_url(sc.id, variant, timeline.answers, step.index)
    response = Client(HTTP_ACCEPT_LANGUAGE=lang).get(url, **headers)
    assert response.status_code == 200, url
    return html.unescape(response.content.decode())


def element(page: str, attribute: str, value: str) -> str:
    """The opening tag of the first element with `attribute="value"`."""
    match = re.search(rf'<[a-z]+ [^>]*{attribute}="{re.escape(value)}"[^>]*>', page)
    assert match, f'{attribute}="{value}"'
    return match.group(0)


def section(page: str, element_id: str) -> str:
    start = page.index(f'id="{element_id}"')
    end = page.index("</section>", start)
    return page[start:end]


def s000_05(index: int, answers: list[str] | None = None) -> str:
    timeline = timeline_of(S000_05, None)
    path = timeline.answers if answers is None else answers
    response = Client(HTTP_ACCEPT_LANGUAGE="en").get(player_url(S000_05, None, path, index))
    assert response.status_code == 200
    return html.unescape(response.content.decode())


# --------------------------------------------------------------------------- hooks


def test_the_player_root_carries_scenario_step_and_choices() -> None:
    timeline = timeline_of(S000_05, None)
    raw = Client().get(player_url(S000_05, None, timeline.answers, 3)).content.decode()
    root = element(raw, "id", "player")
    assert f'data-scenario="{S000_05}"' in root
    assert 'data-step="3"' in root
    choices = re.search(r'data-choices="([^"]*)"', root)
    assert choices and json.loads(html.unescape(choices.group(1))) == list(timeline.answers)


def test_every_card_element_carries_its_physical_id_and_zone() -> None:
    for sc, variant, timeline, step in every_step():
        if step.index not in (0, len(timeline.steps) - 1):
            continue
        page = get((sc, variant, timeline, step))
        tags = re.findall(r"<[a-z]+ [^>]*data-card=\"[^\"]*\"[^>]*>", page)
        assert tags
        for tag in tags:
            pid = re.search(r'data-card="([^"]*)"', tag).group(1)  # type: ignore[union-attr]
            zone = re.search(r'data-zone="([^"]*)"', tag)
            assert zone, (sc.id, pid)
            assert zone.group(1) == (step.state["objects"][pid]["zone"] or ""), (sc.id, pid)


def test_previous_and_next_links_say_so_with_rel() -> None:
    page = parse(s000_05(4).encode())
    rel = {a.get("rel"): a["href"] for a in page.links if a.get("rel")}
    assert "step=3" in rel["prev"] and "step=5" in rel["next"]


def test_decision_options_carry_their_key() -> None:
    timeline = timeline_of(S000_05, None)
    (decision,) = [s for s in timeline.steps if s.decision and s.decision.matters]
    assert decision.decision is not None
    page = s000_05(decision.index)
    keys = re.findall(r'data-option="([^"]*)"', page)
    assert sorted(keys) == sorted(o.key for o in decision.decision.options)


def test_an_option_names_the_cards_its_outcome_speaks_of_for_the_hover_preview() -> None:
    timeline = timeline_of(S000_05, None)
    (decision,) = [s for s in timeline.steps if s.decision and s.decision.matters]
    assert decision.decision is not None and decision.decision.objects
    raw = Client().get(player_url(S000_05, None, timeline.answers, decision.index)).content
    option = re.search(r'<a class="option"[^>]*>', raw.decode())
    assert option and f'data-highlight="{" ".join(decision.decision.objects)}"' in option.group(0)


def test_every_step_kind_of_the_library_has_a_label_in_both_languages() -> None:
    kinds = {step.kind for *_, step in every_step()}
    assert kinds <= set(STEP_KINDS), kinds - set(STEP_KINDS)


# --------------------------------------------------------------------------- state


def test_effects_in_force_say_what_they_wait_for_and_how_long() -> None:
    found = first_step(lambda s: any(e["name"] == "Tactical Retreat" for e in s.state["effects"]))
    page = get(found)
    effects = section(page, "effects")
    assert "Tactical Retreat" in effects
    assert "next time it would die, this turn" in effects
    french = section(get(found, "fr"), "effects")
    assert "Effets en vigueur" in french
    assert "la prochaine fois qu'il devrait mourir, ce tour-ci" in french


def test_an_effect_names_its_target_and_the_target_tile_shows_it() -> None:
    found = first_step(lambda s: any(e["target"] in s.state["objects"] for e in s.state["effects"]))
    effect = next(e for e in found[3].state["effects"] if e["target"] in found[3].state["objects"])
    page = get(found)
    assert f'data-highlight="{effect["target"]}"' in section(page, "effects")
    assert f"⟳</span> {effect['name']}" in page


def test_delayed_abilities_are_effects_in_force_too() -> None:
    found = first_step(lambda s: any(e["kind"] == "delayed_trigger" for e in s.state["effects"]))
    assert "delayed ability" in section(get(found), "effects")


@pytest.mark.parametrize(
    ("state", "label"),
    [
        ("neutral-open", "Neutral Open"),
        ("neutral-closed", "Neutral Closed"),
        ("showdown-open", "Showdown Open"),
        ("showdown-closed", "Showdown Closed"),
    ],
)
def test_the_turn_state_is_shown(state: str, label: str) -> None:
    found = first_step(lambda s: s.state["turn_state"] == state)
    strip = get(found).split('id="turn"', 1)[1].split("</div>", 1)[0]
    assert f'<span class="turn-state" title="The state of the turn">{label}</span>' in strip
    assert "priority" in strip or found[3].state["priority"] is None


def test_a_showdown_names_its_battlefield_and_who_has_focus() -> None:
    found = first_step(lambda s: bool(s.state["showdown"]) and not s.state["showdown"]["combat"])
    showdown = found[3].state["showdown"]
    page = get(found)
    assert "Showdown at " in page
    strip = page.split('id="turn"', 1)[1].split("</div>", 1)[0]
    assert re.search(rf'focus <span class="pl-chip pl-\d">{showdown["focus"]}</span>', strip)
    assert "has-showdown" in element(page, "data-battlefield", showdown["bf"])


def test_a_combat_marks_attackers_and_defenders_on_their_tiles() -> None:
    found = first_step(lambda s: bool((s.state["showdown"] or {}).get("attackers")))
    showdown = found[3].state["showdown"]
    page = get(found)
    assert "Combat at " in page
    for pid in showdown["attackers"]:
        assert "role-attacker" in element(page, "data-card", pid)
    for pid in showdown.get("defenders") or []:
        assert "role-defender" in element(page, "data-card", pid)
    assert "⚔</span> attacker" in page


def test_contested_and_staged_battlefields_are_marked() -> None:
    contested = first_step(lambda s: any(bf["contested_by"] for bf in s.state["battlefields"]))
    assert "contested by" in get(contested)
    staged = first_step(lambda s: any(bf["staged"] for bf in s.state["battlefields"]))
    bf = next(bf for bf in staged[3].state["battlefields"] if bf["staged"])
    assert f"{bf['staged']} staged" in get(staged)


def test_a_token_battlefield_shows_its_card_owner_and_the_original_in_banishment() -> None:
    found = first_step(
        lambda s: any(bf["token"] and bf["replaced"] for bf in s.state["battlefields"])
    )
    bf = next(b for b in found[3].state["battlefields"] if b["token"] and b["replaced"])
    page = get(found)
    start = page.index(f'data-battlefield="{bf["id"]}"')
    block = page[start : page.index("</section>", start)]
    # a released card's name links to its page in the card browser
    assert '<span class="bf-name"><a class="card-link" href="/cards/' in block
    assert f'">{bf["name"]}</a></span>' in block
    assert '<span class="badge token">token</span>' in block
    assert 'owner <span class="pl-chip' in block
    for original in bf["replaced"]:
        assert f'data-highlight="{original}"' in block
        assert "waiting in banishment" in block


@pytest.mark.parametrize("kind", ["replace", "swap_back"])
def test_replace_and_swap_back_mark_the_battlefield_they_change(kind: str) -> None:
    for sc, variant, timeline, step in every_step():
        if step.kind != kind or step.index == 0:
            continue
        before = {b["id"]: b for b in timeline.steps[step.index - 1].state["battlefields"]}
        for bf in step.state["battlefields"]:
            old = before.get(bf["id"])
            if old and (old["name"], old["token"]) != (bf["name"], bf["token"]):
                page = get((sc, variant, timeline, step))
                assert f"change-{kind}" in element(page, "data-battlefield", bf["id"])
                assert "at this step" in page
                return
    pytest.fail(f"no library {kind} step changes a battlefield: the library must keep one")


def test_a_swapped_back_original_is_the_card_standing_at_its_battlefield() -> None:
    found = first_step(
        lambda s: any(
            str(o["zone"]).startswith("battlefield:") for o in s.state["objects"].values()
        )
    )
    pid, obj = next(
        (p, o)
        for p, o in found[3].state["objects"].items()
        if str(o["zone"]).startswith("battlefield:")
    )
    tag = element(get(found), "data-card", pid)
    assert "bf-card" in tag and f'data-zone="{obj["zone"]}"' in tag


def test_a_captured_deathknell_shows_its_snapshot_and_is_provisional() -> None:
    found = first_step(lambda s: any(c["provisional"] and c["snapshot"] for c in s.state["chain"]))
    item = next(c for c in found[3].state["chain"] if c["provisional"])
    chain = section(get(found), "chain")
    assert "is-provisional" in element(chain, "data-chain-item", item["id"])
    assert '<span class="badge provisional"' in chain
    assert "Noted at the death" in chain
    assert f"<dt>Might</dt><dd>{item['snapshot']['might']}</dd>" in chain
    assert "<dt>alone</dt><dd>" in chain


def test_the_step_that_removes_a_captured_deathknell_shows_it_crossed_out() -> None:
    found = first_step(lambda s: s.kind == "capture_removed")
    sc, variant, timeline, step = found
    before = {c["id"]: c for c in timeline.steps[step.index - 1].state["chain"]}
    gone = [i for i in before if i not in {c["id"] for c in step.state["chain"]}]
    assert gone
    chain = section(get(found), "chain")
    for item_id in gone:
        assert "is-removed" in element(chain, "data-chain-item", item_id)
    assert "removed at this step" in chain
    assert "<s>" in chain
    # the next step no longer shows it
    after = get((sc, variant, timeline, timeline.steps[step.index + 1]))
    for item_id in gone:
        assert f'data-chain-item="{item_id}"' not in after


@pytest.mark.parametrize(("kind", "words"), [("null", "Null read"), ("lookback", "Look-back")])
def test_a_null_read_or_a_look_back_is_drawn_apart(kind: str, words: str) -> None:
    found = first_step(lambda s: s.kind == kind)
    panel = section(get(found), "step")
    assert f"kind-{kind} read-kind" in panel
    assert f"</span> {words}:" in panel
    assert found[3].text["en"] in panel


def test_a_banished_card_and_its_source_name_each_other() -> None:
    found = first_step(lambda s: any(link["source"] for link in s.state["links"]))
    link = next(link for link in found[3].state["links"] if link["source"])
    objects = found[3].state["objects"]
    page = get(found)
    banished = element(page, "data-card", link["card"])
    assert f'data-linked-from="{link["source"]} ' in banished
    assert f"banished by {link['source']} ({objects[link['source']]['name']})" in page
    assert f"banished {link['card']} ({objects[link['card']]['name']})" in page
    assert 'class="link-lines"' in page


def test_a_chain_item_names_the_cards_it_targets_for_its_arrows() -> None:
    found = first_step(lambda s: any(c["targets"] for c in s.state["chain"]))
    item = next(c for c in found[3].state["chain"] if c["targets"])
    tag = element(section(get(found), "chain"), "data-chain-item", item["id"])
    assert f'data-targets="{" ".join(item["targets"])}"' in tag


# --------------------------------------------------------------------------- navigation


def test_the_timeline_has_a_cell_per_step_with_decisions_and_cleanup_passes() -> None:
    found = first_step(lambda s: bool(s.state["cleanup"]))
    sc, variant, timeline, step = found
    page = get(found)
    nav = page[page.index('id="timeline"') : page.index("</nav>", page.index('id="timeline"'))]
    cells = re.findall(r'<li class="tl-cell([^"]*)"', nav)
    assert len(cells) == len(timeline.steps)
    assert "is-current" in cells[step.index]
    assert all("is-past" in c for c in cells[: step.index])
    for s, cell in zip(timeline.steps, cells, strict=True):
        assert ("is-decision" in cell) == (s.decision is not None)
        assert ("in-cleanup" in cell) == bool(s.state["cleanup"])
    assert "cleanup pass " in nav
    links = re.findall(r'data-step="(\d+)"', nav)
    assert links == [str(i) for i in range(len(timeline.steps))]


def test_stepping_fills_the_live_region_out_of_band() -> None:
    timeline = timeline_of(S000_05, None)
    url = player_url(S000_05, None, timeline.answers, 2)
    full = Client().get(url).content.decode()
    partial = Client().get(url, HTTP_HX_REQUEST="true").content.decode()
    assert 'hx-swap-oob="innerHTML"' in element(html.unescape(partial), "id", "announcer")
    region = element(full, "id", "announcer")
    assert 'aria-live="polite"' in region and "hx-swap-oob" not in region
    assert full.count('id="announcer"') == 1
    assert (
        html.escape(timeline.steps[2].text["en"], quote=False) in partial.split('id="announcer"')[1]
    )


def test_a_stepping_partial_is_the_same_on_every_request_and_per_language() -> None:
    timeline = timeline_of(S000_05, None)
    url = player_url(S000_05, None, timeline.answers, 5)
    english = [Client().get(url, HTTP_HX_REQUEST="true").content for _ in range(2)]
    french = Client(HTTP_ACCEPT_LANGUAGE="fr").get(url, HTTP_HX_REQUEST="true").content
    assert english[0] == english[1]
    assert french != english[0] and "Étape 5 /".encode() in french


def test_play_controls_wait_for_javascript() -> None:
    page = s000_05(0)
    assert "data-play-controls hidden" in page
    assert re.search(r'<button type="button" id="play"[^>]*aria-pressed="false"', page)
    assert '<select id="speed" data-speed>' in page


# --------------------------------------------------------------------------- compare


def compare(query: str, lang: str = "en") -> Any:
    return Client(HTTP_ACCEPT_LANGUAGE=lang).get(f"/s/{S000_05}/compare/?{query}")


TR_FIRST = "order:Tactical Retreat>Guardian Angel"
GA_FIRST = "order:Guardian Angel>Tactical Retreat"


def test_each_decision_links_to_the_compare_view_of_both_orders() -> None:
    timeline = timeline_of(S000_05, None)
    (decision,) = [s for s in timeline.steps if s.decision and s.decision.matters]
    page = parse(s000_05(decision.index).encode())
    (link,) = [a for a in page.links if "compare-link" in a.get("class", "")]
    assert link["href"].startswith(f"/s/{S000_05}/compare/?")
    assert "Compare both branches" in s000_05(decision.index)
    response = Client().get(link["href"])
    assert response.status_code == 200
    body = html.unescape(response.content.decode())
    for option in decision.decision.options:  # each side says which order it took
        assert f"<li>✓ {option.label['en']}</li>" in body


def test_compare_shows_both_branches_ends_and_where_they_differ() -> None:
    from urllib.parse import urlencode

    response = compare(urlencode([("a", TR_FIRST), ("b", GA_FIRST)]))
    assert response.status_code == 200
    body = html.unescape(response.content.decode())
    a, b = (
        engine.run(LIBRARY_BY_ID[S000_05], answers=[TR_FIRST]),
        engine.run(LIBRARY_BY_ID[S000_05], answers=[GA_FIRST]),
    )
    angel_a = a.final_state["objects"]["angel"]["zone"]
    angel_b = b.final_state["objects"]["angel"]["zone"]
    assert angel_a != angel_b
    table = body[body.index('id="differences"') : body.index("</table>")]
    assert "Guardian Angel" in table and "zone" in table
    assert "B's trash" in table
    assert body.count('id="branch-a"') == 1 and body.count('id="branch-b"') == 1
    # the differing tile is highlighted on both boards, and each side links to its end
    assert len(re.findall(r'class="card[^"]*is-different[^"]*" data-card="angel"', body)) == 2
    links = {a["href"] for a in parse(response.content).links}
    assert player_url(S000_05, None, a.answers, len(a.steps) - 1) in links
    assert player_url(S000_05, None, b.answers, len(b.steps) - 1) in links


def test_compare_of_a_branch_with_itself_finds_no_difference() -> None:
    from urllib.parse import urlencode

    body = compare(urlencode([("a", TR_FIRST), ("b", TR_FIRST)])).content.decode()
    assert "Both branches end in the same position." in body


def test_compare_speaks_french() -> None:
    from urllib.parse import urlencode

    body = html.unescape(
        compare(urlencode([("a", TR_FIRST), ("b", GA_FIRST)]), "fr").content.decode()
    )
    assert "Où les deux branches diffèrent" in body and "défausse de B" in body


@pytest.mark.parametrize(
    "url",
    [
        "/s/no-such-scenario/compare/?a=x&b=y",
        f"/s/{S000_05}/compare/?v=no-such-variant",
        f"/s/{S000_05}/compare/?a=no-such-answer&b={GA_FIRST}",
        f"/s/{S000_05}/compare/?a={TR_FIRST}&b=",
        f"/s/{S000_05}/compare/?a={TR_FIRST}&a={TR_FIRST}&b={GA_FIRST}",
    ],
)
def test_compare_with_a_bad_input_is_a_404(url: str) -> None:
    response = Client().get(url)
    assert response.status_code == 404


LIBRARY_BY_ID = {sc.id: sc for sc in LIBRARY}

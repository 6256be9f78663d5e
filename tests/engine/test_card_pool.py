"""The card pool (engine/cards/pool/): every released card declared once, with both texts, its facts
as the census gives them, and an honest coverage; every fully modelled card plays."""

from __future__ import annotations

import csv
from dataclasses import replace
from pathlib import Path

import pytest

import engine
from engine.cards import SETS, coverage, library, load_set, pool
from engine.cards.sample import sample_scenario
from engine.errors import IllegalAction, ScenarioError
from engine.record.replay import initial_state
from engine.rules.gaps import occasion_of, reach

ROOT = Path(__file__).resolve().parents[2]
CENSUS = {"OGN": 298, "OGS": 24, "SFD": 222, "UNL": 227, "VEN": 167}
TSV = [ROOT / ".." / "shared" / "data" / "cards.tsv", Path("/work/shared/data/cards.tsv")]


def test_the_pool_holds_every_released_card_of_the_five_sets() -> None:
    cards = pool().cards
    assert {code: sum(c.set == code for c in cards) for code in SETS} == CENSUS
    assert len(cards) == 938
    assert len({c.id for c in cards}) == len({c.name for c in cards}) == 938


def test_every_declaration_loads_and_has_both_texts_when_it_has_any() -> None:
    cards = library()
    for card in pool().cards:
        assert card.name in cards, card.id
        assert bool(card.text["en"]) == bool(card.text["fr"]), card.id
        if card.engine_text is not None:  # what the engine runs, worded apart
            assert cards[card.name].text == card.engine_text, card.id
        elif card.text["en"]:
            assert cards[card.name].text == card.text, card.id


def _census() -> list[dict[str, str]]:
    path = next((p for p in TSV if p.is_file()), None)
    if path is None:
        pytest.skip("cards.tsv (../shared/data/cards.tsv) is not available here")
    lines = [line for line in path.read_text(encoding="utf-8").splitlines() if line[:1] != "#"]
    return list(csv.DictReader(lines, delimiter="\t"))


def _listed(value: str) -> tuple[str, ...]:
    return tuple(v for v in value.split("|") if v)


def test_every_cards_facts_match_the_census() -> None:
    by_id = pool().by_id
    rows = _census()
    assert len(rows) == 938
    for row in rows:
        card = by_id[f"{row['set_code']}-{row['collector_number']}"]
        assert (card.name, card.type, card.supertype or "", card.rarity) == (
            row["name"],
            row["type"].lower(),
            row["supertype"].lower(),
            row["rarity"],
        ), card.id
        assert (card.energy, card.power, card.might) == tuple(
            int(row[k]) if row[k] else None for k in ("energy", "power", "might")
        ), card.id
        assert card.domains == _listed(row["domains"]), card.id
        assert card.tags == _listed(row["tags"]), card.id
        assert card.keywords == _listed(row["keywords"]), card.id


def test_coverage_counts_every_card_once_and_gives_each_gap_its_reason() -> None:
    rows = coverage()
    assert {r.set: r.total for r in rows} == CENSUS
    for row in rows:
        assert sum(row.counts.values()) == row.total
        not_full = [c for c in pool().cards if c.set == row.set and c.status != "full"]
        assert all(c.missing for c in not_full)
        assert sum(row.needs.values()) == sum(len(c.missing) for c in not_full)


FULL = [c for c in pool().cards if c.status == "full"]


def _play_sample(card):  # type: ignore[no-untyped-def]
    scenario = engine.load_text(sample_scenario(card), f"{card.id}.yaml")
    answers: list[str] = []
    for _ in range(6):  # a decision (a trigger's target, an optional effect): its first option
        timeline = engine.run(scenario, None, answers)
        if timeline.decision is None:
            break
        keys = [o.key for o in timeline.decision.options]
        answers.append(next((k for k in keys if k != "pick:card"), keys[0]))
    return timeline


@pytest.mark.parametrize("card", FULL, ids=[c.id for c in FULL])
def test_a_modelled_card_plays_in_a_small_generated_scenario(card) -> None:  # type: ignore[no-untyped-def]
    """Every fully modelled card, in the scenario engine/cards/sample.py writes."""
    timeline = _play_sample(card)
    assert timeline.error is None, timeline.error
    assert timeline.decision is None
    definition = library()[card.name]
    if definition.type == "spell":  # it resolved
        assert any(e["kind"] == "resolve" and e["subject"] == "card" for e in timeline.log)
    elif definition.type == "unit" and not definition.token:  # it entered the board
        assert timeline.final_state["objects"]["card"]["location"] is not None
        if definition.optional_costs:  # paid: what it adds happens (or, a cost made of
            # actions, those actions are paid: 356.2.b.1)
            assert any(
                "cost was paid': met" in s.text["en"]
                or (s.kind == "cost" and "optional additional cost (" in s.text["en"])
                for s in timeline.steps
            )
        if definition.triggers("you_play_me"):  # its ability triggered and resolved
            assert any(e["kind"] == "trigger" for e in timeline.log)
            assert any(e["kind"] == "resolve" and e["subject"] != "card" for e in timeline.log) or (
                len(timeline.log) > 1
            ), timeline.log


# a unit the engine cannot run yet, nothing of it declared (whichever one is left)
UNDECLARED = next(
    c
    for c in pool().cards
    if c.status == "not" and not c.declared and c.type == "unit" and not c.keywords and c.might
)


def test_a_card_the_engine_cannot_run_is_refused_naming_what_is_missing() -> None:
    card = UNDECLARED
    missing = ", ".join(card.missing)
    timeline = engine.run(engine.load_text(sample_scenario(card), "undeclared.yaml"))
    assert timeline.error is not None
    assert (
        f"{card.name} is not modelled by the engine yet (missing: {missing})"
        in (timeline.error["en"])
    )
    assert (
        f"n'est pas encore modélisée par le moteur (il manque : {missing})"
        in (timeline.error["fr"])
    )


def test_an_undeclared_card_still_stands_on_the_board_as_a_body() -> None:
    text = sample_scenario(UNDECLARED).replace("zone: hand", "zone: base")
    text = text.split("script:")[0] + "script:\n  - {end_turn: true}\n"
    timeline = engine.run(engine.load_text(text, "body.yaml"))
    assert timeline.error is None
    assert timeline.final_state["objects"]["card"]["might"] == UNDECLARED.might


def test_a_pool_error_names_its_file_and_line(tmp_path: Path) -> None:
    path = tmp_path / "ogn.yaml"
    path.write_text(
        'set: OGN\ntitle: "Origins"\ncards:\n'
        '- {id: OGN-001, name: "X", type: unit, domains: [Fury], rarity: Common, needs: [],\n'
        '   text: {en: "Deal 2.", fr: ""}}\n',
        encoding="utf-8",
    )
    with pytest.raises(ScenarioError) as error:
        load_set("OGN", path)
    assert str(error.value).startswith(f"{path}:5:")
    assert "English and French texts must both be filled" in str(error.value)


def _run(body: str) -> engine.Timeline:
    text = "format: rulesviz/1\nid: t\ntitle: t\nplayers: [{id: A, hand: 2, deck: 5}, {id: B}]\n"
    timeline = engine.run(engine.load_text(text + body, "t.yaml"))
    assert timeline.error is None, timeline.error
    return timeline


def test_464_2_e_an_attack_trigger_of_the_pool_deals_its_damage_as_combat_begins() -> None:
    timeline = _run(
        """\
battlefields: [{id: bf1, controller: B}]
objects:
  - {id: anivia, card: "Anivia, Primal", owner: A, zone: base}
  - {id: e1, card: {name: "2-Might unit", type: unit, might: 2}, owner: B, zone: bf1}
script:
  - {move: [anivia], to: bf1, by: A}
  - {pass: until_showdown_ends}
"""
    )
    assert {"kind": "damage", "subject": "e1", "amount": 3} in timeline.log


def test_a_move_trigger_of_the_pool_draws_when_the_unit_moves() -> None:
    name = pool().by_id["SFD-048"].name
    timeline = _run(
        f"""\
battlefields: [{{id: bf1}}]
objects:
  - {{id: u, card: "{name}", owner: A, zone: base}}
script:
  - {{move: [u], to: bf1, by: A}}
  - {{pass: until_empty}}
"""
    )
    assert any(e["kind"] == "draw" and e["subject"] == "A" for e in timeline.log)


def test_383_4_c_a_battlefields_hold_trigger_of_the_pool_draws_for_the_holder() -> None:
    name = pool().by_id["OGN-280"].name
    timeline = _run(
        f"""\
battlefields: [{{id: bf1, controller: A, card: "{name}"}}]
objects:
  - {{id: u, card: {{name: "1-Might unit", type: unit, might: 1}}, owner: A, zone: bf1}}
script:
  - {{end_turn: true}}
  - {{end_turn: true}}
  - {{pass: until_empty}}
"""
    )
    kinds = [e["kind"] for e in timeline.log]
    assert {"kind": "trigger", "subject": name, "of": "bf1"} in timeline.log, timeline.log
    assert "draw" in kinds[kinds.index("trigger") :]


def test_every_unit_at_a_battlefield_spares_the_bases() -> None:
    name = pool().by_id["OGN-133"].name
    timeline = _run(
        f"""\
battlefields: [{{id: bf1, controller: B}}]
objects:
  - {{id: s, card: "{name}", owner: A, zone: hand}}
  - {{id: home, card: {{name: "1-Might unit", type: unit, might: 1}}, owner: A, zone: base}}
  - {{id: away, card: {{name: "1-Might unit", type: unit, might: 1}}, owner: B, zone: bf1}}
script:
  - {{play: s, by: A}}
  - {{pass: until_empty}}
"""
    )
    objects = timeline.final_state["objects"]
    assert (objects["home"]["zone"], objects["away"]["zone"]) == ("base", "trash")


def test_383_4_c_a_units_when_i_conquer_triggers_when_its_controller_conquers_there() -> None:
    name = pool().by_id["SFD-069"].name  # each time I conquer, a Gold token exhausted
    timeline = _run(
        f"""\
battlefields: [{{id: bf1}}]
objects:
  - {{id: u, card: "{name}", owner: A, zone: base}}
script:
  - {{move: [u], to: bf1, by: A}}
  - {{pass: until_showdown_ends}}
  - {{pass: until_empty}}
"""
    )
    assert {"kind": "trigger", "subject": name, "of": "u"} in timeline.log, timeline.log
    assert any(e["kind"] == "create" for e in timeline.log)


def test_383_4_c_a_units_when_i_hold_triggers_when_its_controller_holds_there() -> None:
    name = pool().by_id["OGN-066"].name  # each time I hold, you score 1 point
    timeline = _run(
        f"""\
battlefields: [{{id: bf1, controller: A}}]
objects:
  - {{id: u, card: "{name}", owner: A, zone: bf1}}
script:
  - {{end_turn: true}}
  - {{end_turn: true}}
  - {{pass: until_empty}}
"""
    )
    assert {"kind": "trigger", "subject": name, "of": "u"} in timeline.log, timeline.log
    score = next(p for p in timeline.final_state["players"] if p["id"] == "A")["score"]
    assert score == 2  # 1 for the hold, 1 from the card


# Honest coverage: a partly modelled card runs its modelled part until a scenario reaches the part
# of its text the engine does not run (engine/rules/gaps.py); there it is refused, naming both.


def _refused(body: str, players: str = "[{id: A, hand: 2, deck: 5}, {id: B}]") -> dict[str, str]:
    text = f"format: rulesviz/1\nid: t\ntitle: t\nplayers: {players}\n"
    timeline = engine.run(engine.load_text(text + body, "t.yaml"))
    assert timeline.error is not None, "the run was expected to be refused"
    return timeline.error


BALLISTA = pool().by_id["OGN-017"].name  # Exhaust: 2 damage


def test_a_modelled_ability_runs_when_the_scenario_reaches_no_missing_part() -> None:
    timeline = _run(
        f"""\
battlefields: [{{id: bf1, controller: B}}]
objects:
  - {{id: b, card: "{BALLISTA}", owner: A, zone: base}}
  - {{id: e, card: {{name: "3-Might unit", type: unit, might: 3}}, owner: B, zone: bf1}}
script:
  - {{activate: b, ability: 1, by: A, targets: {{target: e}}}}
  - {{pass: until_empty}}
"""
    )
    assert {"kind": "damage", "subject": "e", "amount": 2} in timeline.log


def test_a_partly_modelled_card_is_refused_when_the_scenario_reaches_its_missing_part() -> None:
    """A card missing a part reached as it is played is refused when a scenario plays it, with
    the part named. Played through a scenario while the pool still has such a card; once none is
    left, a pool gear given that gap is checked against the same refusal."""
    found = [
        (card.name, need)
        for card in pool().by_id.values()
        if card.status == "partly" and card.type in ("gear", "unit", "spell")
        for need, occasion in library()[card.name].gaps
        if occasion == "play"
    ]
    if found:
        name, need = found[0]
        error = _refused(
            f"""\
objects:
  - {{id: b, card: "{name}", owner: A, zone: hand}}
script:
  - {{play: b, by: A}}
"""
        )
    else:
        gear = next(c for c in pool().by_id.values() if c.status == "full" and c.type == "gear")
        name, need = gear.name, "other: a part not modelled"
        card = replace(library()[gear.name], gaps=((need, "play"),))
        state = initial_state(
            engine.load_text(
                "format: rulesviz/1\nid: gap\ntitle: gap\nplayers: [A, B]\nscript: []\n", "gap.yaml"
            )
        )
        with pytest.raises(IllegalAction) as refused:
            reach(state, card, "play", player="A")
        error = refused.value.text
    assert error["en"] == (
        f"{name} is only partly modelled by the engine: this scenario reaches a part of its "
        f"text that is not modelled yet (missing: {need}, when it is played)."
    )
    assert error["fr"].startswith(f"{name} n'est que partiellement modélisée par le moteur")
    assert f"(il manque : {need}, quand elle est jouée)" in error["fr"]


def test_an_unmodelled_paid_keyword_is_refused_only_when_it_is_paid() -> None:
    """A paid keyword the engine cannot run yet (its need reached at `pay`): the card plays as
    declared when its player does not pay it, and is refused when they do. Every paid keyword of
    the pool runs now, so the card here is a pool unit given that gap."""
    unit = next(c for c in pool().by_id.values() if c.status == "full" and c.type == "unit")
    card = replace(library()[unit.name], gaps=(("kw:accelerate", "pay"),))
    state = initial_state(
        engine.load_text(
            "format: rulesviz/1\nid: gap\ntitle: gap\nplayers: [A, B]\nscript: []\n", "gap.yaml"
        )
    )
    reach(state, card, "play", paid=())  # not paid: nothing of the gap is reached
    with pytest.raises(IllegalAction) as refused:
        reach(state, card, "play", paid=("Accelerate",))
    assert "(missing: kw:accelerate, when that cost is paid)" in refused.value.text["en"]


def test_a_multiplayer_need_is_reached_only_with_more_than_two_players() -> None:
    # no pool card is left with only this need (Ashe, Focused now models its chosen opponent):
    # a fully modelled unit given the gap is played with two players, refused with three
    unit = next(c for c in pool().by_id.values() if c.status == "full" and c.type == "unit")
    card = replace(library()[unit.name], gaps=(("multiplayer", occasion_of("multiplayer")),))

    def state(players: str):  # type: ignore[no-untyped-def]
        text = f"format: rulesviz/1\nid: gap\ntitle: gap\nplayers: {players}\nscript: []\n"
        return initial_state(engine.load_text(text, "gap.yaml"))

    reach(state("[A, B]"), card, "play", player="A")  # two players: nothing reached
    with pytest.raises(IllegalAction) as refused:
        reach(state("[A, B, C]"), card, "play", player="A")
    assert (
        "(missing: multiplayer, when the game has more than two players)"
        in (refused.value.text["en"])
    )


def test_a_cost_the_engine_cannot_work_out_is_refused_only_when_the_scenario_pays_costs() -> None:
    """A `costs` need (a discount or tax the engine does not model) is moot while costs are treated
    as paid; once the scenario gives runes (rules/costs.py), the play is refused naming it. Played
    through a scenario while the pool still has such a unit; once none is left, a pool unit given
    that gap is checked against the same refusal."""
    found = [
        (c.name, need)
        for c in pool().by_id.values()
        if c.status == "partly" and c.type == "unit"
        for need in c.needs
        if occasion_of(need) == "economy"
    ]
    if not found:
        unit = next(c for c in pool().by_id.values() if c.status == "full" and c.type == "unit")
        card = replace(library()[unit.name], gaps=(("costs", "economy"),))
        free = initial_state(
            engine.load_text(
                "format: rulesviz/1\nid: gap\ntitle: gap\nplayers: [A, B]\nscript: []\n",
                "gap.yaml",
            )
        )
        reach(free, card, "play", player="A")  # costs treated as paid: nothing reached
        paying = initial_state(
            engine.load_text(
                "format: rulesviz/1\nid: gap\ntitle: gap\n"
                "players: [{id: A, runes: [Fury]}, B]\nscript: []\n",
                "gap.yaml",
            )
        )
        with pytest.raises(IllegalAction) as refused:
            reach(paying, card, "play", player="A")
        assert (
            "(missing: costs, when the scenario pays costs with runes)"
            in (refused.value.text["en"])
        )
        return
    name, need = found[0]
    card = pool().by_name[name]
    body = """\
objects:
  - {{id: u, card: "{name}", owner: A, zone: hand}}
script:
  - {{play: u, by: A}}
"""
    free_run = _run(body.format(name=name))
    assert free_run.error is None and free_run.final_state["objects"]["u"]["zone"] == "base"
    runes = ", ".join([card.domains[0]] * (card.energy + card.power))
    error = _refused(
        body.format(name=name), players=f"[{{id: A, hand: 2, runes: [{runes}]}}, {{id: B}}]"
    )
    assert f"(missing: {need}, when the scenario pays costs with runes)" in error["en"]

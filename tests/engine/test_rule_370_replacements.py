"""Rules 370-373: replacements change events before they happen; who orders them; apply-once."""

from pathlib import Path

import pytest

import engine
from engine.record.expect import check

EXAMPLES = Path(__file__).resolve().parents[2] / "docs" / "examples"


def s000_05() -> engine.Scenario:
    return engine.load_scenario(EXAMPLES / "s000-05-guardian-angel-and-tactical-retreat.yaml")


def test_372_the_controller_of_the_affected_unit_orders_its_replacements() -> None:
    tl = engine.run(s000_05(), answers=[])
    decision = tl.decision
    assert decision is not None and decision.player == "B" and decision.rule == "372"
    assert decision.keys() == [
        "order:Tactical Retreat>Guardian Angel",
        "order:Guardian Angel>Tactical Retreat",
    ]
    queue = tl.steps[-1].state["queue"]
    assert queue["chooser"] == "B" and [c["name"] for c in queue["candidates"]] == [
        "Tactical Retreat",
        "Guardian Angel",
    ]


@pytest.mark.parametrize(
    ("answer", "angel_zone"),
    [
        ("order:Tactical Retreat>Guardian Angel", "base"),
        ("order:Guardian Angel>Tactical Retreat", "trash"),
    ],
)
def test_370_2_the_first_replacement_leaves_no_death_for_the_second(
    answer: str, angel_zone: str
) -> None:
    tl = engine.run(s000_05(), answers=[answer])
    assert tl.answers == [answer] and tl.decision is None
    objects = tl.final_state["objects"]
    assert objects["hero"]["zone"] == "base" and objects["hero"]["exhausted"]
    assert objects["angel"]["zone"] == angel_zone
    applied = [e["subject"] for e in tl.log if e["kind"] == "replacement"]
    assert len(applied) == 1, "only one replacement applies to the one death (370.2)"


def test_an_answer_that_is_not_an_option_is_an_answer_error() -> None:
    with pytest.raises(engine.AnswerError, match="not an option"):
        engine.run(s000_05(), answers=["order:Nothing"])


def test_an_answered_decision_is_a_step_that_remembers_its_options() -> None:
    tl = engine.run(s000_05())
    step = next(s for s in tl.steps if s.decision is not None)
    assert step.decision.chosen == "order:Tactical Retreat>Guardian Angel"
    assert len(step.decision.options) == 2 and step.rules == ("372",)


def test_370_3_a_replacement_whose_source_arrives_in_the_same_moment_does_not_apply(
    scenario,
) -> None:  # type: ignore[no-untyped-def]
    """S000-07's principle: only sources in their active zone before the batch may replace in it."""
    s = scenario("""\
        players: [A, B]
        objects:
          - {id: u1, card: {name: "1-Might unit", type: unit, might: 1}, owner: B, zone: base}
          - {id: u2, card: {name: "2-Might unit", type: unit, might: 2}, owner: B, zone: base}
        script:
          - {act: {kill: [u1, u2]}, by: A}
        expect:
          objects:
            u1: {zone: trash}
            u2: {zone: trash}
          in_order: [{die: u1}, {die: u2}]
        """)
    tl = engine.run(s)
    assert check(tl, s.expect) == []


def test_371_2_declining_an_optional_replacement_does_not_use_it_up(scenario) -> None:  # type: ignore[no-untyped-def]
    body = """\
        players: [A, B]
        objects:
          - id: keeper
            owner: B
            zone: base
            card:
              name: "Optional saver"
              type: unit
              might: 5
              abilities:
                - replacement: {would: die, subject: another_friendly_unit, optional: true,
                    instead: [{recall: it}]}
          - {id: u1, card: {name: "1-Might unit", type: unit, might: 1}, owner: B, zone: base}
        script:
          - {act: {kill: u1}, by: A}
        """
    s = scenario(body)
    open_decision = engine.run(s, answers=[]).decision
    assert (
        open_decision is not None
        and open_decision.kind == "accept"
        and open_decision.rule == "371.2"
    )
    declined = engine.run(s, answers=["accept:no"])
    assert declined.final_state["objects"]["u1"]["zone"] == "trash"
    accepted = engine.run(s, answers=["accept:yes"])
    assert accepted.final_state["objects"]["u1"]["zone"] == "base"


def test_372_options_are_worded_by_their_outcome() -> None:
    decision = engine.run(s000_05(), answers=[]).decision
    assert decision is not None
    labels = {o.key: o.label["en"] for o in decision.options}
    assert labels["order:Tactical Retreat>Guardian Angel"].endswith(
        "3-Might unit to B's base, exhausted; Guardian Angel stays attached"
    )
    assert labels["order:Guardian Angel>Tactical Retreat"].endswith(
        "3-Might unit to B's base, exhausted; Guardian Angel to the trash"
    )
    assert all("→" in o.label["fr"] for o in decision.options)


SAME_OUTCOME = """\
    players: [A, B]
    objects:
      - {id: u, card: {name: "2-Might unit", type: unit, might: 2}, owner: B, zone: base}
    effects:
      - {card: Tactical Retreat, controller: B, targets: [u]}
      - {card: Highlander, controller: B, targets: [u]}
    script:
      - {act: {kill: u}, by: A}
    """


def test_372_two_rescues_that_end_the_same_are_still_ordered_by_the_controller(scenario) -> None:  # type: ignore[no-untyped-def]
    """Either rescue leaves the unit at base, exhausted, but a different replacement applies: the
    timelines differ, so B, who controls the unit, is asked (372); no end-board shortcut."""
    s = scenario(SAME_OUTCOME)
    tl = engine.run(s, answers=[])
    assert tl.decision is not None and tl.decision.matters
    assert (tl.decision.player, tl.decision.rule) == ("B", "372")
    other = engine.run(s, answers=["order:Highlander>Tactical Retreat"])
    assert other.answers == ["order:Highlander>Tactical Retreat"] and other.unused_answers == []
    assert [e["subject"] for e in other.log if e["kind"] == "replacement"] == ["Highlander"]

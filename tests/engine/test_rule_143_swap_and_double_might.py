"""Might changes (143) that are worked out as the effect resolves: Switcheroo's swap gives the
higher unit -X and the lower +X this turn, X being the difference of their current Might (auras
and equipment included), and later changes to those parts still count; doubling gives +X, X being
the current Might."""

from collections.abc import Callable

import engine


def test_143_a_swap_is_two_modifiers_from_the_current_might(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    sc = scenario(
        """
        players: [A, B]
        battlefields:
          - {id: bf1, controller: A}
        objects:
          - {id: big, card: {name: "2-Might unit", type: unit, might: 2}, owner: A, zone: bf1}
          - {id: blade, card: {name: "An abstract +3 Equipment", type: gear,
              keywords: [Equipment], might_bonus: 3}, owner: A, attached_to: big}
          - {id: small, card: {name: "1-Might unit", type: unit, might: 1}, owner: A, zone: bf1}
          - {id: swap, card: {name: "Abstract swap", type: spell, targets: {first: unit,
              second: unit}, effect: [{swap_might: $first, with: $second}]}, owner: A, zone: hand}
        script:
          - {play: swap, by: A, targets: {first: big, second: small}}
          - {pass: until_empty}
        """
    )
    tl = engine.run(sc)
    assert tl.error is None, tl.error
    objects = tl.final_state["objects"]
    # 5 and 1: a difference of 4, -4 and +4
    assert (objects["big"]["might"], objects["small"]["might"]) == (1, 5)


def test_143_double_might_adds_the_current_might(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    sc = scenario(
        """
        players: [A, B]
        battlefields:
          - {id: bf1, controller: A}
        objects:
          - {id: unit, card: {name: "3-Might unit", type: unit, might: 3}, owner: A, zone: bf1}
        script:
          - {act: {might: 1, to: unit}, by: A}
          - {act: {double_might: unit}, by: A}
          - {end_turn: true}
        """
    )
    tl = engine.run(sc)
    mights = [s.state["objects"]["unit"]["might"] for s in tl.steps]
    assert 8 in mights  # (3 + 1) doubled
    assert tl.final_state["objects"]["unit"]["might"] == 3  # both end with the turn

"""Rule 136.2 (an Equipment's effect text is its unit's) with a condition on when it was attached:
"equipped unit: if this was attached to me this turn, I have +2 Might more" (Brutalizer, beside
its own +1). Attached before this turn, or once the turn is over, only the +1 stays."""

from collections.abc import Callable

import engine

ATTACH = """
players: [A, B]
battlefields:
  - {id: bf1}
objects:
  - {id: u, card: {name: Bearer, type: unit, might: 2}, owner: A, zone: base}
  - {id: b, card: "Brutalizer", owner: A, zone: base}
script:
  - {activate: b, ability: 1, by: A, targets: {target: u}}
  - {pass: until_empty}
"""


def _might(tl: engine.Timeline) -> int:
    assert tl.error is None, tl.error
    return int(tl.final_state["objects"]["u"]["might"])


def test_136_2_attached_this_turn_the_unit_has_3_more(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    assert _might(engine.run(scenario(ATTACH))) == 5


def test_136_2_the_extra_2_end_with_the_turn(scenario: Callable[[str], engine.Scenario]) -> None:
    assert _might(engine.run(scenario(ATTACH + "  - {end_turn: true}\n"))) == 3


def test_136_2_attached_from_the_start_it_has_only_1_more(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    body = ATTACH.replace("owner: A, zone: base}\nscript:", "owner: A, attached_to: u}\nscript:")
    body = body.split("script:")[0] + "script: []\n"
    assert _might(engine.run(scenario(body))) == 3

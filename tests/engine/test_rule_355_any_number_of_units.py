"""Rule 355: "any number of units ... with a total Might of N or less" is chosen as the card is
played, one unit at a time, each kept within the total (Decree of Discord: enemy Order units,
5 or less; Tricksy Tentacles: one controller, 8 or less, all to one place; Fox-Fire: one
battlefield, 4 or less), and "split among any number of enemy units here" as a triggered ability
finalizes (Volibear, Furious). The picks are targets: named as aimed at (383.4.b)."""

from collections.abc import Callable

import pytest

import engine
from engine.errors import AnswerError

BOARD = """
players: [{id: A, deck: 5}, {id: B, deck: 5}]
battlefields:
  - {id: bf1, controller: B}
  - {id: bf2, controller: A}
objects:
  - {id: b1, card: {name: "B one", type: unit, might: 3, domains: [Order]}, owner: B, zone: bf1}
  - {id: b2, card: {name: "B two", type: unit, might: 2, domains: [Order]}, owner: B, zone: bf1}
  - {id: b3, card: {name: "B three", type: unit, might: 1}, owner: B, zone: bf1}
  - {id: a1, card: {name: "A one", type: unit, might: 4}, owner: A, zone: bf2}
  - {id: ff, card: "Fox-Fire", owner: A, zone: hand}
  - {id: tt, card: "Tricksy Tentacles", owner: A, zone: hand}
  - {id: dd, card: "Decree of Discord", owner: A, zone: hand}
"""


def _obj(tl: engine.Timeline, pid: str) -> dict[str, object]:
    return dict(tl.final_state["objects"][pid])


def _run(scenario: Callable[[str], engine.Scenario], rest: str) -> engine.Timeline:
    tl = engine.run(scenario(BOARD + rest))
    assert tl.error is None, tl.error
    return tl


def test_355_decree_of_discord_returns_enemy_order_units_totalling_5_or_less(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = _run(
        scenario,
        "script:\n  - {play: dd, by: A}\n  - {pass: once}\nchoices:\n  - {pick: [b1]}\n"
        "  - {pick: [b2]}\n",
    )
    assert _obj(tl, "b1")["zone"] == "hand" and _obj(tl, "b2")["zone"] == "hand"
    assert _obj(tl, "b3")["zone"] == "bf1"  # not an Order unit
    finalize = next(s for s in tl.steps if s.kind == "finalize")
    assert "B one" in finalize.text["en"] and "B two" in finalize.text["en"]
    one = _run(
        scenario,
        "script:\n  - {play: dd, by: A}\n  - {pass: once}\nchoices:\n  - {pick: [b2]}\n"
        "  - {pick: [none]}\n",
    )
    assert _obj(one, "b2")["zone"] == "hand" and _obj(one, "b1")["zone"] == "bf1"


def test_355_a_pick_over_the_total_might_is_not_offered(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    # Fox-Fire (4 or less): after B one (3), B two (2) is no option, B three (1) is
    with pytest.raises(AnswerError, match="expected one of: pick:b3, pick:none"):
        engine.run(
            scenario(
                BOARD + "script:\n  - {play: ff, by: A}\n  - {pass: once}\nchoices:\n"
                "  - {pick: [b1]}\n  - {pick: [b2]}\n"
            )
        )
    ok = _run(
        scenario,
        "script:\n  - {play: ff, by: A}\n  - {pass: once}\nchoices:\n  - {pick: [b1]}\n"
        "  - {pick: [b3]}\n",
    )
    assert _obj(ok, "b1")["zone"] == "trash" and _obj(ok, "b3")["zone"] == "trash"
    assert _obj(ok, "b2")["zone"] == "bf1"


def test_355_tricksy_tentacles_moves_the_picks_together_to_one_place(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = _run(
        scenario,
        "script:\n  - {play: tt, by: A}\n  - {pass: once}\nchoices:\n  - {pick: [b1]}\n"
        "  - {pick: [b3]}\n  - {pick: [none]}\n  - {pick: [bf2]}\n",
    )
    assert _obj(tl, "b1")["zone"] == "bf2" and _obj(tl, "b3")["zone"] == "bf2"
    assert _obj(tl, "b2")["zone"] == "bf1"


VOLIBEAR = """
players: [A, B]
battlefields:
  - {id: bf1, controller: B}
objects:
  - {id: b1, card: {name: "B one", type: unit, might: 9}, owner: B, zone: bf1}
  - {id: b2, card: {name: "B two", type: unit, might: 9}, owner: B, zone: bf1}
  - {id: b3, card: {name: "B three", type: unit, might: 9}, owner: B, zone: bf1}
  - {id: voli, card: "Volibear, Furious", owner: A, zone: base}
script:
  - {move: voli, to: bf1, by: A}
  - {pass: once}
choices:
  - {pick: [b1]}
  - {pick: [b2]}
  - {pick: [none]}
  - {pick: [b1, b1, b1, b1, b2]}
"""


def test_355_14_volibear_splits_5_among_the_enemy_units_it_picks(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = engine.run(scenario(VOLIBEAR))
    assert tl.error is None, tl.error
    assert _obj(tl, "b1")["damage"] == 4 and _obj(tl, "b2")["damage"] == 1
    assert _obj(tl, "b3")["damage"] == 0  # not picked: no damage at all

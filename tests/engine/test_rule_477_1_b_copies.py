"""Rule 477.1.b: an object that becomes a copy of another takes that card's traits and text (the
trait-altering layer) and keeps what was done to it, the keywords an effect granted it included
(the Shady Spectacles ruling); the copy ends when it leaves the board (124.1)."""

from collections.abc import Callable

import engine

BOARD = """
players: [A, B]
battlefields:
  - {id: bf1, controller: A}
objects:
  - {id: mirror, card: {name: "0-Might unit: becomes a copy", type: unit, might: 0}, owner: A,
      zone: bf1}
  - {id: model, card: {name: "Captain: other friendly units here have +1 Might", type: unit,
      might: 4, keywords: [Tank], abilities: [{static: {might_aura: 1,
      to: "other friendly units here"}}]}, owner: A, zone: bf1}
"""


def test_477_1_b_the_copy_has_the_cards_might_keywords_and_abilities(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = engine.run(
        scenario(
            BOARD
            + """
script:
  - {act: {grant: Backline, to: mirror}, by: A}
  - {act: {become_copy: mirror, of: model}, by: A}
"""
        )
    )
    assert tl.error is None, tl.error
    objects = tl.final_state["objects"]
    # 4 printed, +1 from the model's aura; its own aura gives the model +1 too
    assert objects["mirror"]["might"] == 5 and objects["model"]["might"] == 5
    assert objects["mirror"]["name"] == "Captain: other friendly units here have +1 Might"
    # the granted Backline stays, as the ruling says of a granted Temporary
    assert set(objects["mirror"]["keywords"]) == {"Tank", "Backline"}


def test_124_1_the_copy_ends_when_it_leaves_the_board(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = engine.run(
        scenario(
            BOARD
            + """
script:
  - {act: {become_copy: mirror, of: model}, by: A}
  - {act: {kill: mirror}, by: A}
"""
        )
    )
    objects = tl.final_state["objects"]
    assert objects["mirror"]["zone"] == "trash"
    assert objects["mirror"]["name"] == "0-Might unit: becomes a copy"
    assert objects["model"]["might"] == 4

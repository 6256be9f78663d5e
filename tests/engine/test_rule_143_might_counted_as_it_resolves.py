"""Rule 143 (Might changes) with 359.3: a Might change "for each X" counts X as it resolves, read
from the unit it is given to (Against the Odds: "+2 for each enemy unit there"; Friendship: "+1
for each of Bird, Cat, Dog and Poro among your units"); a condition on the total Might of your
other units (Kinkou Initiate) is read then too; and "each Equipment attached to me gives double its
base Might bonus" (Gearhead) doubles only the Equipment's bonus."""

from __future__ import annotations

from .triggers_helpers import Load, final, run

ODDS = """
players: [A, B]
battlefields: [{id: bf1, controller: B}]
objects:
  - {id: hero, owner: A, zone: base, card: {name: "2-Might unit", type: unit, might: 2}}
  - {id: e1, owner: B, zone: bf1, card: {name: "1-Might unit", type: unit, might: 1}}
  - {id: e2, owner: B, zone: bf1, card: {name: "1-Might unit", type: unit, might: 1}}
  - {id: odds, owner: A, zone: hand, card: {name: "Abstract reaction: +2 per enemy unit there",
      type: spell, keywords: [Reaction], targets: {target: friendly unit at a battlefield},
      effect: [{might: 2, to: $target, per: enemy_units_here}]}}
script:
  - {move: [hero], to: bf1, by: A}
  - {play: odds, by: A, targets: {target: hero}}
  - {pass: until_empty}
"""


def test_143_a_might_change_per_enemy_unit_there(scenario: Load) -> None:
    tl = run(scenario, ODDS)
    assert tl.error is None, tl.error
    changes = [s for s in tl.steps if s.kind == "might"]
    assert len(changes) == 1 and changes[0].state["objects"]["hero"]["might"] == 2 + 4


FRIENDS = """
players: [A, B]
battlefields: [{id: bf1}]
objects:
  - {id: cat, owner: A, zone: base, card: {name: "Cat", type: unit, might: 1, tags: [Cat]}}
  - {id: cat2, owner: A, zone: base, card: {name: "Cat", type: unit, might: 1, tags: [Cat]}}
  - {id: pup, owner: A, zone: base, card: {name: "Dog Poro", type: unit, might: 1,
      tags: [Dog, Poro]}}
  - {id: bird, owner: B, zone: base, card: {name: "Bird", type: unit, might: 1, tags: [Bird]}}
  - {id: friends, owner: A, zone: hand, card: {name: "Abstract: +1 per tag", type: spell,
      targets: {target: unit}, effect: [{might: 1, to: $target,
      per: bird_cat_dog_poro_tags_among_your_units}]}}
script:
  - {play: friends, by: A, targets: {target: bird}}
  - {pass: until_empty}
"""


def test_143_each_tag_among_your_units_counts_once(scenario: Load) -> None:
    tl = run(scenario, FRIENDS)
    assert tl.error is None, tl.error
    # Cat (twice, counted once), Dog and Poro are A's; B's Bird does not count
    assert final(tl, "bird")["might"] == 1 + 3


KINKOU = """
players: [A, B]
battlefields: [{id: bf1}]
objects:
  - {id: ally, owner: A, zone: base, card: {name: "Ally", type: unit, might: %d}}
  - {id: foe, owner: B, zone: base, card: {name: "Foe", type: unit, might: 9}}
  - {id: initiate, owner: A, zone: hand, card: {name: "Abstract initiate", type: unit, might: 9,
      abilities: [{triggered: {when: you_play_me, effect: [{if:
      your_other_units_have_5_might_or_more, do: [{draw: 1}]}]}}]}}
  - {id: top, owner: A, zone: deck, card: {name: "Top card", type: spell}}
script:
  - {play: initiate, by: A}
  - {pass: until_empty}
"""


def test_359_your_other_units_total_might_is_read_as_it_resolves(scenario: Load) -> None:
    assert final(run(scenario, KINKOU % 5), "top")["zone"] == "hand"
    # 4 is not enough: its own 9 Might and the enemy's never count
    assert final(run(scenario, KINKOU % 4), "top")["zone"] == "deck"


def test_143_double_equipment_bonus(scenario: Load) -> None:
    tl = run(
        scenario,
        """
players: [A, B]
battlefields: [{id: bf1}]
objects:
  - {id: head, owner: A, zone: base, card: {name: "3-Might unit", type: unit, might: 3,
      abilities: [{static: {double_equipment_bonus: 1}}]}}
  - {id: sword, owner: A, attached_to: head, card: {name: "Abstract +2 Equipment", type: gear,
      keywords: [Equipment], might_bonus: 2}}
script: []
""",
    )
    assert tl.error is None, tl.error
    assert final(tl, "head")["might"] == 3 + 4


def test_359_all_units_with_2_might_or_less_reads_their_might_now(scenario: Load) -> None:
    tl = run(
        scenario,
        """
players: [A, B]
battlefields: [{id: bf1}]
objects:
  - {id: beast, owner: A, zone: hand, card: "Angler Beast"}
  - {id: small, owner: B, zone: base, card: {name: "2-Might unit", type: unit, might: 2}}
  - {id: mine, owner: A, zone: base, card: {name: "1-Might unit", type: unit, might: 1}}
  - {id: big, owner: B, zone: base, card: {name: "3-Might unit", type: unit, might: 3}}
script:
  - {play: beast, by: A}
  - {pass: until_empty}
""",
    )
    assert tl.error is None, tl.error
    assert final(tl, "small")["zone"] == "hand" and final(tl, "mine")["zone"] == "hand"
    assert final(tl, "big")["zone"] == "base" and final(tl, "beast")["zone"] == "base"


def test_359_damage_equal_to_the_damage_marked_on_it(scenario: Load) -> None:
    tl = run(
        scenario,
        """
players: [A, B]
battlefields: [{id: bf1}]
objects:
  - {id: morgana, owner: A, zone: hand, card: {name: "Abstract unit", type: unit, might: 5,
      targets: {target: unit}, abilities: [{triggered: {when: you_play_me,
      effect: [{damage: target_damage, to: $target}]}}]}}
  - {id: hurt, owner: B, zone: base, damage: 2, card: {name: "5-Might unit", type: unit,
      might: 5}}
script:
  - {play: morgana, by: A}
  - {pass: until_empty}
choices: [{pick: [hurt]}]
""",
    )
    assert tl.error is None, tl.error
    assert final(tl, "hurt")["damage"] == 4  # 2 marked, then 2 more


MONEY = """
players: [A, B]
battlefields: [{id: bf1}]
objects:
  - {id: mine, owner: A, zone: bf1, card: {name: "2-Might unit", type: unit, might: 2}}
  - {id: foe, owner: B, zone: bf1, card: {name: "2-Might unit", type: unit, might: 2}}
  - {id: money, owner: A, zone: hand, card: "Blood Money"}
script:
  - {play: money, by: A, targets: {target: %s}}
  - {pass: until_empty}
"""


def test_359_3_f_3_what_the_killed_target_was_is_read_as_it_last_was(scenario: Load) -> None:
    for victim, gold in (("foe", 1), ("mine", 2)):
        tl = run(scenario, MONEY % victim)
        assert tl.error is None, tl.error
        assert final(tl, victim)["zone"] == "trash"
        made = [p for p, o in tl.final_state["objects"].items() if o["name"] == "Gold"]
        assert len(made) == gold, victim

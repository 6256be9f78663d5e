"""Rule 317.2 (step 3e, with 167): the rune pool empties in the Expiration step; what was not
spent is lost."""

import engine
from tests.engine.economy import player


def test_317_2_the_pool_empties_at_the_end_of_turn(scenario) -> None:  # type: ignore[no-untyped-def]
    s = scenario("""\
        players:
          - {id: A, pool: {energy: 2, power: {Fury: 1}}}
          - B
        script:
          - {end_turn: true}
        """)
    tl = engine.run(s)
    before = next(i for i, s in enumerate(tl.steps) if "3e" in s.text["en"])
    assert player(tl.steps[before - 1].state, "A")["pool"]["energy"] == 2
    assert player(tl.steps[before].state, "A")["pool"] == {"energy": 0, "power": {}}

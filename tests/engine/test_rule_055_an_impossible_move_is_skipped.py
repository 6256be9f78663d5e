"""Rule 055: an instruction that cannot be done is skipped. A unit already in its base that an
effect moves "to base" does not move (there is no move from a place to itself), and the others
named still move."""

import engine
from engine.record.expect import check

from .conftest import LIBRARY

FLASH = LIBRARY / "faq" / "faq-flash-1-target-in-base.yaml"


def test_055_the_unit_in_base_does_not_move_the_other_does() -> None:
    sc = engine.load_scenario(FLASH)
    for variant in (None, "only-the-unit-in-base"):
        tl = engine.run(sc, variant)
        assert check(tl, sc.path_for(variant)[2]) == []
        assert not [e for e in tl.log if e["kind"] == "move" and e["subject"] == "home"]

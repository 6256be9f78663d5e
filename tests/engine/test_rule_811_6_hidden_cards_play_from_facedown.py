"""Rule 811.6: a Hidden card is played from facedown by the player who hid it, and has Reaction
while facedown; a card in no zone it may be played from is refused under 353, never 350."""

from collections.abc import Callable

import engine
from engine.record.expect import check

from .conftest import LIBRARY

R811 = LIBRARY / "r811-a-hidden-card-is-played-from-facedown.yaml"


def test_811_6_a_hidden_card_is_played_from_facedown_in_a_closed_state() -> None:
    sc = engine.load_scenario(R811)
    tl = engine.run(sc)
    assert tl.error is None and check(tl, sc.expect) == []
    play = next(s for s in tl.steps if s.kind == "play" and "hourglass" in s.objects)
    assert "from facedown, with Reaction (811.6)" in play.text["en"]
    assert "depuis la face cachée" in play.text["fr"]


def test_811_6_only_the_player_who_hid_it_plays_it(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    text = R811.read_text(encoding="utf-8")
    body = "players:" + text.split("players:", 1)[1].split("\nscript:", 1)[0]
    tl = engine.run(scenario(body + "\nscript:\n  - {play: hourglass, by: A}\n"))
    assert tl.refused_rule == "353" and "350" not in tl.error["en"]

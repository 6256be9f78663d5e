"""Rule 375 and seed 000: a replacement's own events inherit the modifications of the event they
replace, where they can apply (a token's 'exhausted', never a draw's); and an "as" replacement
adds its action to the event: both happen in the same moment, the event first (370.1.b.1)."""

from collections.abc import Callable
from pathlib import Path

import engine
from engine.model.events import Create, Draw, make_event, modifications
from engine.record.expect import check

from .conftest import LIBRARY

S000_02 = LIBRARY / "s000-02-an-as-replacement-adds-to-the-event.yaml"
S000_10 = LIBRARY / "s000-10-modifications-are-inherited.yaml"


def test_375_an_event_passes_on_only_the_modifications_the_new_kind_can_carry() -> None:
    replaced = Create(player="A", to="Gold", exhausted=True)
    assert modifications(replaced) == {"exhausted": True}
    token = make_event("create", inherited=modifications(replaced), player="A", to="Gold")
    assert isinstance(token, Create) and token.exhausted
    draw = make_event("draw", inherited=modifications(replaced), player="A", amount=1)
    assert isinstance(draw, Draw) and not draw.exhausted  # nothing for it to apply to
    said = make_event("create", inherited={"exhausted": True}, exhausted=False, to="Gold")
    assert isinstance(said, Create) and not said.exhausted  # the word's own says wins


def test_375_both_tokens_of_a_replacement_enter_exhausted() -> None:
    sc = engine.load_scenario(S000_10)
    for variant in (None, "draw-instead"):
        assert check(engine.run(sc, variant), sc.path_for(variant)[2]) == []


def test_s000_02_an_as_replacement_is_part_of_the_same_event() -> None:
    sc = engine.load_scenario(S000_02)
    tl = engine.run(sc)
    assert check(tl, sc.expect) == []
    kinds = [s.kind for s in tl.steps]
    at = kinds.index("replacement")
    # the draw and the token it adds happen together, right after the replacement applies
    assert kinds[at + 1 : at + 3] == ["draw", "create"]


def test_s000_02_the_expectation_fails_when_the_added_action_comes_first(
    write: Callable[..., Path],
) -> None:
    """Rewriting the patron as a replacement that plays the token before the draw (what the old
    engine did with an 'as' action: a moment of its own, before the event) fails the seed's
    expectation."""
    text = S000_02.read_text(encoding="utf-8")
    broken_text = text.replace("also: [{create: Gold}]", "instead: [{create: Gold}, {draw: 1}]")
    assert broken_text != text
    broken = engine.load_scenario(write(broken_text, header=False))
    problems = check(engine.run(broken), broken.expect)
    assert any(p.startswith("expected in order") for p in problems), problems


def test_375_a_linked_modification_reaches_the_replacements_tokens() -> None:
    sc = engine.load_scenario(S000_10)
    tl = engine.run(sc, "a-linked-modification")
    assert check(tl, sc.path_for("a-linked-modification")[2]) == []
    tokens = {o["name"]: o["exhausted"] for o in tl.final_state["objects"].values() if o["token"]}
    assert tokens == {"Recruit": True, "Gold": True}


def test_375_the_linked_expectation_fails_when_it_reaches_nothing(
    write: Callable[..., Path],
) -> None:
    """Were "it" not to name what the create played (the engine before), both would stay ready."""
    text = S000_10.read_text(encoding="utf-8")
    broken_text = text.replace(
        "[{create: Recruit, exhausted: false}, {exhaust: it}]",
        "[{create: Recruit, exhausted: false}, {exhaust: hunter}]",
    )
    assert broken_text != text
    broken = engine.load_scenario(write(broken_text, header=False))
    found = check(
        engine.run(broken, "a-linked-modification"), broken.path_for("a-linked-modification")[2]
    )
    assert "Gold tokens.exhausted: expected 1, found 0" in found

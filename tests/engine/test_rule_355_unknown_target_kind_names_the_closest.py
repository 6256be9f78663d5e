"""A card's `targets:` must name one of the format's target kinds (355: what it may choose). A
mistyped kind is refused at its line with the few kinds closest to it, not the whole list of
every kind and every 'up to one' kind (the old message ran to some two hundred names)."""

from collections.abc import Callable
from pathlib import Path

import pytest

import engine
from engine.errors import ScenarioError
from engine.model.targets import TARGET_KINDS

BODY = """
players: [A, B]
objects:
  - {{id: s, card: {{name: Zap, type: spell, targets: {{target: "{kind}"}},
      effect: [{{stun: $target}}]}}, owner: A, zone: hand}}
script: []
"""


@pytest.mark.parametrize(
    ("typed", "closest"),
    [
        ("enemy unti here", "'enemy unit here'"),  # a typo
        ("gear enemy", "'enemy gear'"),  # the words in another order
        ("up to one attacking units", "'up to one attacking unit'"),  # 'up to one' is kept
    ],
)
def test_355_a_mistyped_target_kind_names_its_closest_kinds(
    write: Callable[[str, str], Path], typed: str, closest: str
) -> None:
    with pytest.raises(ScenarioError) as refused:
        engine.load_scenario(write(BODY.format(kind=typed), "scenario.yaml"))
    message = str(refused.value)
    assert "scenario.yaml:7:" in message  # at the card's line (3 header lines, then the body)
    assert f"unknown target kind {typed!r}" in message
    assert closest in message
    assert len(message) < 600
    assert sum(f"'{k}'" in message for k in TARGET_KINDS) <= 5


def test_355_a_kind_like_none_of_them_points_to_the_format() -> None:
    from engine.model.targets import unknown_kind_message

    said = unknown_kind_message("zzzz")
    assert "docs/scenario-format.md" in said and "closest" not in said
    assert unknown_kind_message(7).startswith("unknown target kind 7")

"""Rule 355: choices made as a card is played (modes, move destinations), before its costs are
paid. A word that asks one defines `chosen(game, item)`, returning the instruction it stands for
once chosen; the finalize step (rules/chain.py) asks each top-level word of the item's effect."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from engine.model.card import referenced_targets

if TYPE_CHECKING:
    from engine.model.card import Instruction
    from engine.model.state import ChainItem
    from engine.record.game import Game


def make_play_choices(game: Game, item: ChainItem) -> None:
    if not any(hasattr(inst, "chosen") for inst in item.effect):
        return
    effect = item.effect
    deferred = deferred_targets(effect)
    item.effect = tuple(
        inst.chosen(game, item) if hasattr(inst, "chosen") else inst for inst in effect
    )
    _drop_unused(item.targets, deferred, item.effect)
    if item.repeat_targets is not None and any(_own_run(inst) for inst in effect):
        # 820.2: a Repeat run makes its own choices, its mode too ("may make different choices")
        item.repeat_effect = tuple(
            inst.chosen(game, item, repeat=True)  # type: ignore[attr-defined]
            if _own_run(inst)
            else inst
            for inst in effect
        )
        _drop_unused(item.repeat_targets, deferred, item.repeat_effect)


def _drop_unused(
    targets: dict[str, tuple[str, int]], deferred: set[str], chosen: tuple[Instruction, ...]
) -> None:
    """A target only an unchosen mode would use is not chosen at all (355): it is let go, so
    nothing reads it (a "when chosen" trigger, 383.4.b, or a later check)."""
    for target_name in deferred - referenced_targets(chosen):
        targets.pop(target_name, None)


def _own_run(inst: Instruction) -> bool:
    """Does a Repeat run make this word's choice again (820.2): a mode, or picked units?"""
    return bool(_modes(inst)) or bool(getattr(inst, "own_repeat_choice", False))


def _modes(inst: Instruction) -> tuple[frozenset[str], ...]:
    """The target names each mode of a mode choice uses (a word defining `mode_targets`)."""
    modes = getattr(inst, "mode_targets", None)
    return modes() if modes is not None else ()


def deferred_targets(effect: tuple[Instruction, ...]) -> set[str]:
    """355: the modes are chosen before the targets, so a target only a mode uses is chosen only
    if that mode is: it may be left out as the card is played."""
    in_modes = {n for inst in effect for mode in _modes(inst) for n in mode}
    elsewhere = referenced_targets(tuple(inst for inst in effect if not _modes(inst)))
    return in_modes - elsewhere


def open_modes(
    inst: Instruction, targets: Mapping[str, object], kinds: Mapping[str, str]
) -> list[int]:
    """The modes (by index) whose every required target was chosen ('up to one' ones may be
    left out)."""
    return [
        i
        for i, mode in enumerate(_modes(inst))
        if all(n in targets or kinds.get(n, "").startswith("up to one ") for n in mode)
    ]


def unchosen_modes_refused(
    effect: tuple[Instruction, ...], targets: Mapping[str, object], kinds: Mapping[str, str]
) -> bool:
    """Does a mode choice have no mode left whose targets were all chosen (355)?"""
    return any(_modes(inst) and not open_modes(inst, targets, kinds) for inst in effect)

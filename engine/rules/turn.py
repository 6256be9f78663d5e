"""The turn (rules 315-317): the standard move of the main phase (144, 420.3), the end of turn with
its Expiration step's special cleanup (317.2), the next turn's Awaken (315.1) and Beginning
phase, where the turn player holds and scores (315.2.b, 469.2)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.errors import IllegalAction
from engine.model.events import Draw, Move, cant_move_key, move_to_base_barred
from engine.model.state import State
from engine.model.text import name, names, t
from engine.model.zones import base_of
from engine.rules.chain import pass_until_empty, settle
from engine.rules.cleanup import cleanup
from engine.rules.costs import awaken_runes, channel_step
from engine.rules.gaps import reach_objects
from engine.rules.moment import perform
from engine.rules.occasions import readied_in_awaken, turn_moment
from engine.rules.scoring import score
from engine.rules.triggers import fire_delayed

if TYPE_CHECKING:
    from engine.record.game import Game


def verify_move(game: Game, units: tuple[str, ...], to: str, by: str) -> None:
    """Raise IllegalAction, citing 420.3 (or 810.1.b for Ganking), when `by` may not move these
    units to `to` now."""
    state = game.state
    if state.chain or by != state.turn_player:
        raise IllegalAction(
            "420.3",
            "A standard move needs the turn player's priority in an open state.",
            "Un déplacement standard demande la priorité du joueur du tour dans un état ouvert.",
        )
    for pid in units:
        obj = state.objects[pid]
        if not obj.is_unit or not obj.on_board or obj.controller != by or obj.exhausted:
            raise IllegalAction(
                "420.3",
                f"{name(state, pid)} cannot move: it must be a ready unit {by} controls on the "
                "board.",
                f"{name(state, pid)} ne peut pas se déplacer : il faut une unité redressée que "
                f"{by} contrôle.",
            )
        if to != "base" and to not in state.battlefields:
            raise IllegalAction(
                "420.3",
                f"There is no battlefield {to!r} on the board (yet).",
                f"Il n'y a pas (encore) de champ de bataille {to!r} sur le plateau.",
            )
        if state.uses_this_turn.get(cant_move_key(by, obj)):
            raise IllegalAction(
                "002",
                f"{name(state, pid)} cannot move: {by} can't move it this turn.",
                f"{name(state, pid)} ne peut pas se déplacer : {by} ne peut pas le déplacer "
                "ce tour-ci.",
            )
        here = state.location(obj)
        barred = move_to_base_barred(state, obj, base_of(by)) if to == "base" else None
        if barred is not None:
            raise IllegalAction(
                "002",
                f"{name(state, pid)} cannot move to base: {barred} says so.",
                f"{name(state, pid)} ne peut pas aller dans la base : {barred} l'interdit.",
            )
        if (
            here in state.battlefields
            and to in state.battlefields
            and not state.has_keyword(obj, "Ganking")
            # Baron Pit: "any unit may move here from any location" (002)
            and not state.battlefields[to].card.static("units_move_here_from_anywhere")
        ):
            raise IllegalAction(
                "810.1.b",
                f"{name(state, pid)} cannot make a standard move from a battlefield to another: "
                "only a unit with Ganking can.",
                f"{name(state, pid)} ne peut pas faire un déplacement standard d'un champ de "
                "bataille à un autre : seule une unité avec [Ganking] le peut.",
            )


def standard_move(game: Game, units: tuple[str, ...], to: str, by: str) -> None:
    """Rule 144/420.3: exhaust the units to move them together, turn player, open state, main
    phase."""
    verify_move(game, units, to, by)
    state = game.state
    reach_objects(state, units, "move")  # partly modelled cards (rules/gaps.py)
    for pid in units:
        state.objects[pid].exhausted = True
    dest = base_of(by) if to == "base" else to
    perform(game, [Move(obj=pid, to=dest, cause="standard move") for pid in units])
    settle(game)


def end_turn(game: Game, full: bool = False) -> None:
    """Rules 317 and 315: the Ending step's "at the end of turn" abilities (317.1), the Expiration
    step's ending special cleanup, repeated while anything went through the chain (317.2.f); then
    the next player's turn begins and its Awaken step readies everything they control (315.1),
    and its Beginning phase runs. `full` (a script's `end_turn: full`) also runs the Channel and
    Draw phases that follow it."""
    state = game.state
    reach_objects(state, [o.pid for o in state.objects.values() if o.on_board], "end")
    fire_delayed(game, "end_of_turn")
    turn_moment(game, "ending_step", state.turn_player)
    if state.chain:
        settle(game)
        pass_until_empty(game)
    while True:
        game.step(
            "end_turn",
            ("317", "317.2"),
            t(
                f"End of {state.turn_player}'s turn: the Expiration step's special cleanup.",
                f"Fin du tour de {state.turn_player} : le nettoyage spécial de l'étape "
                "d'expiration.",
            ),
        )
        cleanup(game, special="end_of_turn")
        if not state.chain:
            break
        settle(game)
        pass_until_empty(game)
    extra = _next_turn(state)
    begun = state.players[state.turn_player]
    if begun.turns is not None:  # "your first three turns" (Ol' Poro) count from here
        begun.turns += 1
    state.uses_this_turn.clear()
    state.units_conquered_this_turn.clear()
    state.played_this_turn.clear()
    state.completed_plays.clear()
    # 317.2 (3d): "this turn" restrictions and permissions end with the other "this turn" effects
    state.restrictions = [r for r in state.restrictions if r.duration != "turn"]
    state.hidden_this_turn.clear()
    state.enter_ready_this_turn.clear()  # "units you play this turn enter ready"
    state.unchoosable_this_turn.clear()  # "it can't be chosen ... this turn"
    state.conquered_this_turn.clear()
    for pid in state.base_might_this_turn:  # "its base Might becomes 5 this turn" ends
        if pid in state.objects:
            state.board.changed(state.objects[pid], "base_might", None)
    state.base_might_this_turn.clear()
    made = state.board.attachments_made  # "if this was attached to me this turn" ends
    for unit in {u for _, u in made if u in state.objects}:
        state.board.changed(state.objects[unit], "attachments_made", None)
    made.clear()
    if state.buff_bonus_this_turn:  # "buffs give +1 more this turn" ends
        for obj in state.objects.values():
            if obj.buffed:
                state.board.changed(obj, "buff_bonus", None)
        state.buff_bonus_this_turn.clear()
    state.one_use_discounts.clear()  # "your next card this turn" (356.4)
    state.turn_log_start = len(state.log)  # "this turn" history starts again
    state.plays_this_turn.clear()
    state.turn_cost_increases.clear()
    state.hold_points_this_turn.clear()
    for bf in state.battlefields.values():
        bf.scored_this_turn.clear()
    readied = [
        o
        for o in state.objects.values()
        if o.on_board
        and o.controller == state.turn_player
        and o.exhausted
        and not o.card.static("cannot_be_readied")  # "nothing can ready me" (Maduli)
    ]
    for obj in readied:
        obj.exhausted = False
    runes = awaken_runes(state)
    state.priority = state.turn_player
    game.step(
        "start_turn",
        ("315.1",),
        t(
            f"{state.turn_player}'s turn begins; Awaken readies what they control"
            + (f" ({names(state, (o.pid for o in readied))})" if readied else "")
            + (f", and {runes} rune(s)." if runes else "."),
            f"Le tour de {state.turn_player} commence ; l'Éveil redresse ce qu'il contrôle"
            + (f" ({names(state, (o.pid for o in readied))})" if readied else "")
            + (f", et {runes} rune(s)." if runes else "."),
        ),
        [o.pid for o in readied],
    )
    if extra:
        game.step(
            "start_turn",
            ("737",),
            t(
                f"This is an additional turn for {state.turn_player}: the turn order does not "
                "change, and the regular turns go on after it.",
                f"C'est un tour supplémentaire pour {state.turn_player} : l'ordre du tour ne "
                "change pas, et les tours normaux reprennent ensuite.",
            ),
        )
    if readied_in_awaken(game, readied, state.turn_player):  # 315.1, 415.1: "when you ready me"
        settle(game)
        pass_until_empty(game)
    beginning_phase(game, full)


def _next_turn(state: State) -> bool:
    """Whose turn comes next: a queued additional turn first (737: the turn order does not
    change; the owner just has the next turn), then the regular turn that was next before it.
    Says whether it is an additional turn."""
    extra = bool(state.extra_turns)
    if extra:
        player = state.extra_turns.pop(0)
        if state.resume_with is None:
            state.resume_with = state.turn_order[1 % len(state.turn_order)]
    elif state.resume_with is not None:
        player, state.resume_with = state.resume_with, None
    else:
        player = state.turn_order[1 % len(state.turn_order)]
    at = state.turn_order.index(player)
    state.turn_order = state.turn_order[at:] + state.turn_order[:at]
    return extra


def beginning_phase(game: Game, full: bool = False) -> None:
    """Rule 315.2: first the abilities waiting for the start of the turn player's Beginning phase,
    Temporary's kill among them, go on the chain and resolve, before scoring (816); then the turn
    player holds each battlefield they control and scores it (315.2.b, 469.2); hold triggers go on
    the chain and resolve before the main phase (the script passes to resolve them). With `full`,
    once they have resolved, the Channel and Draw phases follow."""
    state = game.state
    state.beginning_phase_of = state.turn_player
    mine = [o.pid for o in state.objects.values() if o.on_board]
    reach_objects(
        state, [p for p in mine if state.objects[p].controller == state.turn_player], "turn"
    )
    state.uses_this_turn["in_beginning_phase"] = 1  # deaths now are "during your Beginning Phase"
    if turn_moment(game, "beginning_phase", state.turn_player):
        settle(game)
        pass_until_empty(game)
    for bf in state.battlefields.values():
        if bf.controller == state.turn_player:
            score(game, bf, state.turn_player, "hold")
    state.uses_this_turn.pop("in_beginning_phase", None)
    channel_step(game)  # the economy's Channel step (nothing when the scenario has no runes)
    settle(game)
    if full:
        pass_until_empty(game)
        channel_phase(game, state.turn_player)
        draw_phase(game, state.turn_player)
    state.main_phase_due = state.turn_player
    main_phase(game)


def main_phase(game: Game) -> None:
    """Rule 316.1: once the start of the turn is over — the Beginning phase's abilities resolved, so
    once its chain is empty — the Main phase begins: the abilities waiting for "the start of your
    (next) Main phase" trigger then. Nothing is shown when nothing waits for it."""
    state = game.state
    player = state.main_phase_due
    if player is None or state.chain or state.showdown is not None:
        return
    state.main_phase_due = None
    state.beginning_phase_of = None
    fire_delayed(game, "your_main_phase", player=player)
    if turn_moment(game, "main_phase", player) or state.chain:
        settle(game)


def channel_phase(game: Game, player: str) -> None:
    """Rule 315.3: the turn player channels runes from their rune deck. The runes are the economy's
    (engine/rules of the economy work); this is its hook, and does nothing until a scenario models
    runes."""


def draw_phase(game: Game, player: str) -> None:
    """Rule 315.4: the turn player draws a card; then the main phase begins. A permanent of theirs
    that says "you skip your Draw phase" replaces it with nothing (443.1.a) while it is on the
    board."""
    skipper = next(
        (
            o
            for o in game.state.objects.values()
            if o.on_board and o.controller == player and o.card.static("skip_draw_phase")
        ),
        None,
    )
    if skipper is not None:
        game.step(
            "skip",
            ("443.1.a", "315.4"),
            t(
                f"{player}'s Draw phase is skipped: {name(game.state, skipper.pid)} says so.",
                f"La phase de pioche de {player} est passée : {name(game.state, skipper.pid)} "
                "le dit.",
            ),
            [skipper.pid],
        )
        return
    game.step(
        "phase",
        ("315.4",),
        t(
            f"{player}'s Draw phase: {player} draws 1.",
            f"Phase de pioche de {player} : {player} pioche 1.",
        ),
    )
    perform(game, [Draw(player=player, amount=1, cause="draw-phase")])
    settle(game)

"""`run(scenario, variant, answers) -> Timeline`: a pure function of its inputs (architecture).

The same scenario and answers give the same timeline, byte for byte; that is what makes a
link to a step permanent.
"""

from __future__ import annotations

from typing import Any

from engine.cards import library
from engine.errors import AnswerError, GameOver, IllegalAction, StepBudgetExceeded
from engine.format.scenario import Scenario, ScriptStep
from engine.model.costs import Rune
from engine.model.state import (
    ActiveReplacement,
    Battlefield,
    ControlChange,
    DelayedAbility,
    Obj,
    Player,
    State,
)
from engine.model.text import t
from engine.model.zones import base_of
from engine.record.game import Game
from engine.record.timeline import NeedDecision, Timeline
from engine.rules.chain import (
    act,
    activate,
    cast,
    pass_once,
    pass_until_empty,
    pass_until_showdown_ends,
    play,
    settle,
)
from engine.rules.costs import hide
from engine.rules.triggers import became_mighty
from engine.rules.turn import end_turn, main_phase, standard_move


def _named(state: State, targets: dict[str, str], ref: object) -> Obj | None:
    """The object an effect in force names: one of its targets (`$name`) or an object id."""
    text = str(ref)
    pid = targets.get(text[1:]) if text.startswith("$") else text
    return state.objects.get(pid) if pid else None


def initial_state(scenario: Scenario) -> State:
    """The starting position, taken as written (format: The starting position)."""
    players = {
        p.id: Player(
            id=p.id,
            name=p.name,
            score=p.score,
            xp=p.xp,
            turns=p.turns,
            hand_hidden=p.hand,
            deck_hidden=p.deck,
            runes=[Rune(r.domain, r.exhausted) for r in p.runes],
            rune_deck=list(p.rune_deck),
            energy=p.energy,
            power=dict(p.power),
        )
        for p in scenario.players
    }
    battlefields = {
        b.id: Battlefield(
            id=b.id,
            card=b.card,
            owner=b.owner or b.controller or scenario.players[0].id,
            controller=b.controller,
            scored_this_turn=list(b.scored_this_turn),
            facedown=b.facedown,
        )
        for b in scenario.battlefields
    }
    state = State(
        players=players,
        battlefields=battlefields,
        objects={},
        turn_order=[p.id for p in scenario.players],
        economy=any(p.economy for p in scenario.players),
    )
    specs = {o.id: o for o in scenario.objects}
    for spec in scenario.objects:
        zone = spec.zone or ""
        if spec.attached_to is not None:
            carrier = specs[spec.attached_to]
            zone = base_of(carrier.controller) if carrier.zone == "base" else carrier.zone or ""
        elif zone == "base":
            zone = base_of(spec.controller)
        elif zone == "legend":
            zone = f"legend:{spec.controller}"  # 107.4: each player's Legend Zone
        obj = Obj(
            pid=spec.id,
            card=spec.card,
            owner=spec.owner,
            controller=spec.controller,
            zone=zone,
            rules_id=state.new_rules_id(),
            damage=spec.damage,
            exhausted=spec.exhausted,
            stunned=spec.stunned,
            buffed=spec.buffed,
            # 705: a buff is +1 Might; a unit written `buffed: true` has it from the start
            might_bonus=spec.might_bonus + (1 if spec.buffed else 0),
            attached_to=spec.attached_to,
            token=spec.token,
        )
        state.objects[spec.id] = obj
        pile = players[spec.owner].pile(zone)
        if pile is not None:
            pile.append(spec.id)
    for effect in scenario.effects:
        targets = dict(effect.targets)
        for inst in effect.card.effect:
            # only the lasting effects the card left are in force: "this turn" Might changes,
            # delayed triggered abilities and delayed replacements (format: Effects in force)
            if inst.op == "might" and str(inst.arg("duration", "this_turn")) == "this_turn":
                modified = _named(state, targets, inst.arg("to"))
                if modified is not None and isinstance(inst.value, int):
                    modified.might_bonus += inst.value
                    state.this_turn.append((modified.pid, modified.rules_id, inst.value))
                continue
            if inst.op == "take_control" and inst.arg("duration") == "this_turn":
                taken = _named(state, targets, inst.value)
                if taken is not None:
                    # control taken earlier this turn: it ends with the turn (317.2, 477.1.a)
                    state.control_effects.append(
                        ControlChange(
                            taken.pid, taken.rules_id, taken.owner, to=effect.controller, since=0
                        )
                    )
                    taken.controller = effect.controller
                continue
            if inst.op == "delayed_trigger":
                when, duration, on, uses = inst.value
                bound = _named(state, targets, on) if on else None
                if on and bound is None:
                    continue
                state.delayed_triggers.append(
                    DelayedAbility(
                        when=when,
                        duration=duration,
                        effect=inst.body,
                        controller=effect.controller,
                        link=None,
                        uses=1 if duration == "until_triggered" else uses,
                        on=(bound.pid, bound.rules_id) if bound else None,
                        name=effect.card.name,
                    )
                )
                continue
            if inst.op != "delayed_replacement" or inst.replacement is None:
                continue
            lasting = inst.replacement
            target = None
            if lasting.subject.startswith("$") and lasting.subject[1:] in targets:
                pid = targets[lasting.subject[1:]]
                target = (pid, state.objects[pid].rules_id)
            state.next_replacement_id += 1
            state.replacements.append(
                ActiveReplacement(
                    id=f"r{state.next_replacement_id - 1}",
                    name=effect.card.name,
                    spec=lasting,
                    controller=effect.controller,
                    source=None,
                    target=target,
                    uses_left=lasting.uses,
                    created=0,
                )
            )
    state.priority = state.turn_player
    became_mighty(state)  # "becomes Mighty" is read against the start (708)
    return state


def _start_text(scenario: Scenario, state: State) -> dict[str, str]:
    en = (
        f"Starting position: {state.turn_player}'s turn, main phase, neutral open; "
        f"{state.turn_player} has priority."
    )
    fr = (
        f"Position de départ : tour de {state.turn_player}, phase principale, état neutre ouvert ; "
        f"{state.turn_player} a la priorité."
    )
    if scenario.effects:
        names = ", ".join(f"{e.card.name} ({e.controller})" for e in scenario.effects)
        en += f" Effects in force from earlier this turn: {names}."
        fr += f" Effets en cours, joués plus tôt ce tour-ci : {names}."
    return t(en, fr)


def _do(game: Game, step: ScriptStep) -> None:
    state = game.state
    by = step.by or state.turn_player
    if step.kind == "play" and step.card is not None:
        at = None if step.at == "base" else step.at  # `at: base` is the default: the player's base
        again = None if step.repeat_targets is None else dict(step.repeat_targets)
        play(
            game,
            state.objects[step.card],
            by,
            dict(step.targets),
            at,
            step.pay,
            step.add_with,
            again,
        )
    elif step.kind == "hide" and step.card is not None and step.at is not None:
        hide(game, state.objects[step.card], by, step.at)
        if any(i.status == "pending" for i in state.chain):  # a hide trigger (Katarina)
            settle(game)
    elif step.kind == "activate" and step.card is not None:
        activate(game, state.objects[step.card], step.ability, by, dict(step.targets))
    elif step.kind == "cast" and step.inline is not None:
        cast(game, step.inline, by, dict(step.targets))
    elif step.kind == "act" and step.instruction is not None:
        act(game, step.instruction, by)
    elif step.kind == "move" and step.to is not None:
        standard_move(game, step.units, step.to, by)
    elif step.kind == "end_turn":
        end_turn(game, step.full)
    elif step.kind == "pass" and step.until == "once":
        pass_once(game)
    elif step.kind == "pass" and step.until == "until_empty":
        pass_until_empty(game)
    elif step.kind == "pass" and step.until == "until_showdown_ends":
        pass_until_showdown_ends(game)
    else:
        what = step.until if step.kind == "pass" else step.kind
        raise IllegalAction(
            "—",
            f"The script step '{what}' (line {step.line}) is part of the scenario format, but "
            "this engine cannot run it yet.",
            f"L'étape « {what} » (ligne {step.line}) fait partie du format, mais ce moteur ne sait "
            "pas encore l'exécuter.",
        )
    main_phase(game)  # a Main phase waiting for the Beginning phase's chain to empty (316.1)


def run(
    scenario: Scenario,
    variant: str | None = None,
    answers: list[str] | None = None,
    previews: bool = True,
) -> Timeline:
    """Run the scenario (or one of its variants) with these answers; stop at an unanswered decision.

    With `previews`, each decision's options are worded by the outcome of their branch, found by
    replaying it (without previews, so the cost stays linear in the options).
    """
    script, choices, _ = scenario.path_for(variant)
    state = initial_state(scenario)

    def preview(branch: list[str]) -> tuple[dict[str, Any], list[dict[str, Any]]] | None:
        try:
            ran = run(scenario, variant, branch, previews=False)
        except AnswerError:
            return None
        return ran.final_state, ran.log

    game = Game(
        state, choices if answers is None else answers, preview if previews else None, library()
    )
    timeline = Timeline(scenario=scenario.id, variant=variant)
    game.step("start", ("307", "310"), _start_text(scenario, state))
    try:
        settle(game)
        for step in script:
            _do(game, step)
    except GameOver:
        state.priority = None  # the game is over (323.1): nobody acts again, and the script stops
    except NeedDecision as stop:
        timeline.decision = stop.decision
    except IllegalAction as refused:
        timeline.refused_rule = refused.rule if refused.rule != "—" else None
        timeline.error = {
            k: f"{v} (rule {refused.rule})" if refused.rule != "—" else v
            for k, v in refused.text.items()
        }
        game.step(
            "refused",
            (refused.rule,) if refused.rule != "—" else (),
            t(f"Refused: {refused.text['en']}", f"Refusé : {refused.text['fr']}"),
        )
    except StepBudgetExceeded as runaway:
        timeline.error = t(
            f"The scenario was stopped: {runaway}.", f"Le scénario a été arrêté : {runaway}."
        )
    timeline.steps = game.steps
    timeline.answers = list(game.used_answers)
    timeline.unused_answers = [] if timeline.decision else list(game.pending_answers)
    timeline.log = [e.to_dict() for e in state.log]
    return timeline

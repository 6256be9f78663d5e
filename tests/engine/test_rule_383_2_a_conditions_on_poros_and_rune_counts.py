"""Rule 383.2.a (a later "if" is checked as the effect resolves) with conditions on the board:
"if you control a Poro" (Poro Herder) and "if you control fewer runes than an opponent"
(Forsaken Baccai, Oasis Raider, at the start of their controller's Beginning Phase)."""

from collections.abc import Callable

import engine


def _herder(with_poro: bool) -> str:
    poro = '  - {id: poro, card: "Stalwart Poro", owner: A, zone: base}\n' if with_poro else ""
    return (
        "players: [A, B]\nbattlefields:\n  - {id: bf1}\nobjects:\n"
        '  - {id: h, card: "Poro Herder", owner: A, zone: hand}\n'
        + poro
        + "script:\n  - {play: h, by: A}\n  - {pass: until_empty}\n  - {pass: until_empty}\n"
    )


def test_383_2_a_poro_herder_is_buffed_only_with_a_poro(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    tl = engine.run(scenario(_herder(True)))
    assert tl.error is None, tl.error
    assert tl.final_state["objects"]["h"]["might"] == 4
    tl = engine.run(scenario(_herder(False)))
    assert tl.error is None, tl.error
    assert tl.final_state["objects"]["h"]["might"] == 3


def _raider(card: str, mine: int, theirs: int) -> str:
    def runes(n: int) -> str:
        return ", ".join(["Calm"] * n)

    return (
        f"players:\n  - {{id: A, runes: [{runes(mine)}]}}\n"
        f"  - {{id: B, runes: [{runes(theirs)}]}}\n"
        "battlefields:\n  - {id: bf1}\nobjects:\n"
        f'  - {{id: r, card: "{card}", owner: A, zone: base}}\n'
        "script:\n  - {end_turn: true}\n  - {end_turn: true}\n"
    )


def _raided(scenario: Callable[[str], engine.Scenario], card: str, mine: int, theirs: int) -> dict:  # type: ignore[type-arg]
    tl = engine.run(scenario(_raider(card, mine, theirs)))
    assert tl.error is None, tl.error
    assert tl.decision is None
    return dict(tl.final_state["objects"]["r"])


def test_383_2_a_fewer_runes_than_an_opponent_at_the_start_of_the_beginning_phase(
    scenario: Callable[[str], engine.Scenario],
) -> None:
    raider = _raided(scenario, "Oasis Raider", 1, 2)
    assert raider["might"] == 6 and "Ganking" in raider["keywords"]
    raider = _raided(scenario, "Oasis Raider", 2, 2)
    assert raider["might"] == 4 and "Ganking" not in raider["keywords"]
    assert _raided(scenario, "Forsaken Baccai", 1, 2)["might"] == 3
    assert _raided(scenario, "Forsaken Baccai", 3, 2)["might"] == 2

"""Command line: `python -m engine check PATH...`, `run PATH [--variant ID] [--json]`, `cards`.

Exit codes: 0 all good; 1 a scenario's outcome differs from its `expect`; 2 an invalid file.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence

from engine.cards import coverage, library, pool
from engine.errors import AnswerError, ScenarioError
from engine.format.scenario import Scenario, load_scenario, scenario_files
from engine.record.expect import check
from engine.record.replay import run


def _check(paths: Sequence[str]) -> int:
    files = [f for p in paths for f in scenario_files(p)]
    if not files:
        print(f"no scenario files found in {', '.join(paths)}", file=sys.stderr)
        return 2
    invalid = failed = 0
    for path in files:
        try:
            scenario = load_scenario(path)
        except ScenarioError as error:
            print(error, file=sys.stderr)
            invalid += 1
            continue
        for variant in [None, *(v.id for v in scenario.variants)]:
            label = scenario.id + (f" [{variant}]" if variant else "")
            _, _, expect = scenario.path_for(variant)
            try:
                problems = check(run(scenario, variant), expect)
            except AnswerError as error:
                problems = [str(error)]
            if expect is None:
                problems.append("no expect block")
            if problems:
                failed += 1
                print(f"FAIL {label} ({path})")
                for problem in problems:
                    print(f"     {problem}")
            else:
                print(f"ok   {label}")
    return 2 if invalid else 1 if failed else 0


def _run(path: str, variant: str | None, as_json: bool) -> int:
    try:
        scenario: Scenario = load_scenario(path)
        if variant is not None:
            scenario.variant(variant)
        timeline = run(scenario, variant)
    except ScenarioError as error:
        print(error, file=sys.stderr)
        return 2
    except KeyError:
        print(f"{path}: no variant {variant!r}", file=sys.stderr)
        return 2
    except AnswerError as error:
        print(f"{path}: {error}", file=sys.stderr)
        return 1
    if as_json:
        print(json.dumps(timeline.to_dict(), ensure_ascii=False, indent=1))
        return 0
    for step in timeline.steps:
        rules = f" [{', '.join(step.rules)}]" if step.rules else ""
        print(f"{step.index:3} {step.kind:<15} {step.text['en']}{rules}")
    if timeline.decision:
        d = timeline.decision
        print(f"\nopen decision ({d.kind}, {d.player} chooses, rule {d.rule}): {d.prompt['en']}")
        for option in d.options:
            print(f"   {option.key}    {option.label['en']}")
    if timeline.error:
        print(f"\nstopped: {timeline.error['en']}")
    print("\nfinal state:")
    for pid, obj in timeline.final_state["objects"].items():
        where = obj["zone"] if obj["exists"] else "ceased to exist"
        extra = [k for k in ("exhausted", "stunned") if obj[k]]
        might = f" might {obj['might']}" if obj["might"] is not None else ""
        damage = f" damage {obj['damage']}" if obj["damage"] else ""
        print(
            f"   {pid:<12} {obj['name']:<28} {where} ({obj['location']}){might}{damage} "
            f"{' '.join(extra)}"
        )
    for player in timeline.final_state["players"]:
        print(
            f"   player {player['id']}: score {player['score']}, hand "
            f"{len(player['hand']) + player['hand_hidden']}, deck {player['deck']}, trash "
            f"{len(player['trash'])}, banishment {len(player['banishment'])}"
        )
    return 0


def _cards(show_coverage: bool) -> int:
    if show_coverage:
        return _coverage()
    cards = library()
    for card in pool().cards:
        definition = cards[card.name]
        stats = f", Might {card.might}" if card.might is not None else ""
        stats += f", +{definition.might_bonus} Might" if definition.might_bonus else ""
        missing = f"  [not modelled: {', '.join(card.missing)}]" if card.missing else ""
        print(f"{card.id} {card.name} ({card.type}{stats}) {card.status}{missing}")
        if card.text["en"]:
            print(f"    {card.text['en']}")
    extra = sorted(set(cards) - set(pool().by_name))
    for name in extra:
        print(f"(not a released card) {name} ({cards[name].type})")
        print(f"    {cards[name].text.get('en', '')}")
    return 0


def _coverage() -> int:
    total = {"full": 0, "partly": 0, "not": 0}
    for row in coverage():
        share = 100 * row.counts["full"] / row.total
        print(
            f"{row.set} {row.title}: {row.total} cards, {row.counts['full']} fully modelled "
            f"({share:.0f}%), {row.counts['partly']} partly, {row.counts['not']} not"
        )
        for need, count in row.needs.items():
            print(f"    {count:4}  {need}")
        for status in total:
            total[status] += row.counts[status]
    n = sum(total.values())
    print(
        f"all sets: {n} cards, {total['full']} fully modelled ({100 * total['full'] / n:.0f}%), "
        f"{total['partly']} partly, {total['not']} not"
    )
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m engine", description="rulesviz's Riftbound rules engine"
    )
    commands = parser.add_subparsers(dest="command", required=True)
    check_cmd = commands.add_parser(
        "check", help="run every scenario and variant and compare with its expect"
    )
    check_cmd.add_argument("paths", nargs="+")
    run_cmd = commands.add_parser(
        "run", help="print the numbered steps, open decision and final state"
    )
    run_cmd.add_argument("path")
    run_cmd.add_argument("--variant")
    run_cmd.add_argument("--json", action="store_true")
    cards_cmd = commands.add_parser("cards", help="list every card of the released sets")
    cards_cmd.add_argument(
        "--coverage", action="store_true", help="per set: fully modelled, partly, not, and why"
    )
    args = parser.parse_args(argv)
    if args.command == "check":
        return _check(args.paths)
    if args.command == "run":
        return _run(args.path, args.variant, args.json)
    return _cards(args.coverage)


if __name__ == "__main__":
    sys.exit(main())

"""The riftboundfaq collection (engine/scenarios/faq/): one library scenario per ruling the engine
can show, each naming its ruling on riftboundfaq.com and carrying the CC BY-SA credit; a README that
accounts for every one of the site's 159 rulings exactly once; and the rulings the engine gets
wrong, kept with the ruling's expectation as expected failures."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import engine
from engine.format.scenario import load_scenario
from engine.record.expect import check

from .conftest import LIBRARY

FAQ = LIBRARY / "faq"
DISAGREEMENTS = Path(__file__).resolve().parent / "faq_disagreements"
SCENARIOS = [s for s in engine.load_library(LIBRARY) if Path(s.path).parent == FAQ]
SOURCE = re.compile(
    r"^https://www\.riftboundfaq\.com/(cards|general-rules|mechanics)/([a-z0-9-]+)#([a-z0-9-]+)$"
)
ROW = re.compile(
    r"^\| (Q\d{3}) \| `([a-z-]+/[a-z0-9-]+)` \| \[`([a-z0-9-]+)`\]\((\S+)\) \| (.+) \|$"
)
# the ## headings of the site's rulings pages (cards 113, general-rules 25, mechanics 21)
RULINGS = 159


def readme_rows() -> list[tuple[str, str, str, str, str]]:
    lines = (FAQ / "README.md").read_text(encoding="utf-8").splitlines()
    return [m.groups() for line in lines if (m := ROW.match(line))]  # type: ignore[misc]


def test_the_collection_counts_its_scenarios_in_its_readme() -> None:
    """The README's own tally is the count: "Scenarios here: **N**" and its status table agree
    with the scenario files and with the rows of the 159 rulings."""
    readme = (FAQ / "README.md").read_text(encoding="utf-8")
    assert all(s.id.startswith("faq-") for s in SCENARIOS)
    rows = readme_rows()
    assert len(rows) == RULINGS
    stated = re.search(r"Scenarios here: \*\*(\d+)\*\*", readme)
    assert stated and int(stated.group(1)) == len(SCENARIOS) > 0
    tally = dict(
        re.findall(
            r"^\| (needs mechanics|scenario|engine disagrees|not a board position) \| (\d+) \|$",
            readme,
            re.M,
        )
    )
    kinds = {
        "scenario": sum(status.startswith("scenario `") for *_, status in rows),
        "not a board position": sum(status.startswith("not a single board") for *_, status in rows),
        "needs mechanics": sum(status.startswith("not yet: ") for *_, status in rows),
        "engine disagrees": len(list(DISAGREEMENTS.glob("*.yaml"))),
    }
    assert {k: int(v) for k, v in tally.items()} == kinds
    assert kinds["scenario"] == len(SCENARIOS)


@pytest.mark.parametrize("scenario", SCENARIOS, ids=[s.id for s in SCENARIOS])
def test_each_scenario_names_its_ruling_and_credits_the_site(scenario: engine.Scenario) -> None:
    assert scenario.source is not None
    match = SOURCE.match(scenario.source)
    assert match, scenario.source
    section, page, anchor = match.groups()
    # faq-<page>-<n>-<anchor>: the id says which ruling it is
    assert re.fullmatch(rf"faq-{page}-\d+-{anchor}", scenario.id), scenario.id
    assert scenario.credit is not None
    assert "riftboundfaq.com" in scenario.credit and "CC BY-SA 4.0" in scenario.credit
    assert scenario.summary and scenario.summary.get("en") and scenario.summary.get("fr")
    # the question is asked before the first step, without its answer; the summary answers it
    assert scenario.question and scenario.question.get("en") and scenario.question.get("fr")
    assert scenario.question["en"].endswith("?") and scenario.question["fr"].endswith("?")
    assert scenario.title.get("en") and scenario.title.get("fr")
    for variant in [None, *(v.id for v in scenario.variants)]:
        expect = scenario.path_for(variant)[2]
        assert expect is not None
        # the ruling's point is checked in the events (or the refusal), not only the end state
        assert expect.in_order or expect.happened or expect.not_happened or expect.refused, variant


def test_the_readme_lists_every_ruling_exactly_once() -> None:
    rows = readme_rows()
    keys = [(page, anchor) for _, page, anchor, _, _ in rows]
    assert len(set(keys)) == len(keys) == RULINGS
    numbers = [q for q, *_ in rows]
    assert numbers == [f"Q{n:03d}" for n in range(1, RULINGS + 1)]
    for _, page, anchor, url, status in rows:
        assert url == f"https://www.riftboundfaq.com/{page}#{anchor}"
        assert status.startswith(("scenario `faq-", "not yet: ", "not a single board position: "))


def test_the_readme_and_the_scenarios_agree() -> None:
    by_url = {url: status for _, _, _, url, status in readme_rows()}
    for scenario in SCENARIOS:
        assert by_url[scenario.source or ""].startswith(f"scenario `{scenario.id}`"), scenario.id
    named = {
        m for status in by_url.values() for m in re.findall(r"scenario `(faq-[a-z0-9-]+)`", status)
    }
    assert named == {s.id for s in SCENARIOS}
    for path in DISAGREEMENTS.glob("*.yaml"):
        assert f"faq_disagreements/{path.name}" in "".join(by_url.values()), path.name


def test_every_kept_disagreement_still_disagrees() -> None:
    """A ruling the engine contradicts is kept in tests/engine/faq_disagreements/ with the
    ruling's expectation (none is left today); one the engine now gets right must move into the
    library, so each kept file must still fail its own expectations."""
    for path in sorted(DISAGREEMENTS.glob("*.yaml")):
        scenario = load_scenario(path)
        assert scenario.credit and scenario.source and SOURCE.match(scenario.source), path.name
        problems = [
            problem
            for variant in [None, *(v.id for v in scenario.variants)]
            for problem in check(engine.run(scenario, variant), scenario.path_for(variant)[2])
        ]
        assert problems, f"{path.name}: the engine now agrees; move it into engine/scenarios/faq/"

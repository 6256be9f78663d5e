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


def test_the_collection_has_its_scenarios() -> None:
    assert len(SCENARIOS) == 55
    assert all(s.id.startswith("faq-") for s in SCENARIOS)
    assert len(readme_rows()) == RULINGS


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


DISAGREEING = sorted(DISAGREEMENTS.glob("*.yaml"))


@pytest.mark.xfail(
    strict=True,
    reason="the engine contradicts this ruling (see the README); when it is fixed, move the "
    "scenario (or its missing paths) into engine/scenarios/faq/",
)
@pytest.mark.parametrize("path", DISAGREEING, ids=[p.stem for p in DISAGREEING])
def test_a_ruling_the_engine_still_gets_wrong(path: Path) -> None:
    scenario = load_scenario(path)
    assert scenario.credit and scenario.source and SOURCE.match(scenario.source)
    problems = [
        problem
        for variant in [None, *(v.id for v in scenario.variants)]
        for problem in check(engine.run(scenario, variant), scenario.path_for(variant)[2])
    ]
    assert problems == []

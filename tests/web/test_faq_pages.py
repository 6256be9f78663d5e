"""The riftboundfaq collection on the site: its own chapter in the gallery, and on every step
of each of its scenarios the ruling's source and the credit its licence (CC BY-SA) asks for."""

from __future__ import annotations

import pytest
from django.test import Client

import engine
from rulesviz import library
from rulesviz.present import player_url

FAQ = [s for s in library.library() if s.id.startswith("faq-")]


def test_the_collection_is_in_the_library() -> None:
    assert len(FAQ) >= 40


def test_the_gallery_has_a_chapter_for_the_collection_in_both_languages() -> None:
    english = Client().get("/").content.decode()
    assert "Questions from riftboundfaq.com" in english
    french = Client(headers={"cookie": "django_language=fr"}).get("/").content.decode()
    assert "Questions de riftboundfaq.com" in french


@pytest.mark.parametrize("scenario", FAQ[:5] + FAQ[-5:], ids=lambda s: s.id)
def test_every_step_of_a_faq_scenario_credits_its_source(scenario: engine.Scenario) -> None:
    timeline = engine.run(scenario)
    for step in (0, len(timeline.steps) - 1):
        html = Client().get(player_url(scenario.id, step=step)).content.decode()
        assert f'<a href="{scenario.source}"' in html
        assert "CC BY-SA 4.0" in html and "riftboundfaq.com" in html


def test_a_scenario_without_a_credit_shows_none() -> None:
    plain = next(s for s in library.library() if not s.credit)
    html = Client().get(player_url(plain.id)).content.decode()
    assert 'class="credit"' not in html

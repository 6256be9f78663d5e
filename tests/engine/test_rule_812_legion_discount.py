"""Rule 812: Legion — "if you have played another card this turn": a card's own Legion discount
(`discounts: [{energy: 2, if: legion}]`) applies only after another card was played."""

import engine

BODY = """\
    players:
      - {{id: A, runes: [Order, Order, Order]}}
      - B
    objects:
      - {{id: first, owner: A, zone: hand, card: {{name: "Cheap", type: spell, energy: 0,
          effect: [{{draw: 1}}]}}}}
      - {{id: u, owner: A, zone: hand,
         card: {{name: "Hopeful", type: unit, might: 2, domains: [Order], energy: 3,
                discounts: [{{energy: 2, if: legion}}]}}}}
    script:
{first}
      - {{play: u, by: A}}
    """


def _total(tl: engine.Timeline) -> str:
    return [s for s in tl.steps if s.kind == "cost"][-1].text["en"]


def test_812_legion_discount_applies_after_another_card(scenario) -> None:  # type: ignore[no-untyped-def]
    first = "      - {play: first, by: A}\n      - {pass: until_empty}"
    tl = engine.run(scenario(BODY.format(first=first)))
    assert _total(tl).startswith("Total cost of Hopeful: 1 Energy")


def test_812_no_legion_discount_for_the_first_card_of_the_turn(scenario) -> None:  # type: ignore[no-untyped-def]
    tl = engine.run(scenario(BODY.format(first="")))
    assert _total(tl).startswith("Total cost of Hopeful: 3 Energy")

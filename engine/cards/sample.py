"""A small scenario that uses one card: the card, a target for each of its targets and an empty
board around it. The web app's "Write a scenario with this card" starts from it, and the tests play
every fully modelled card through it."""

from __future__ import annotations

import json

from engine.cards import PoolCard, library
from engine.model.card import ActivatedSpec, StaticSpec, TriggerSpec

# who stands where for each kind of target: (owner, zone, what it is)
_UNIT = {"type": "unit", "might": 2}
_GEAR = {"type": "gear"}
_SPELL = {"name": "A spell", "type": "spell", "energy": 1, "power": 0, "effect": [{"draw": 1}]}


def _target_object(kind: str) -> tuple[str, str, dict[str, object]] | None:
    kind = kind.removeprefix("up to one ").removeprefix("another ")
    if kind == "battlefield":
        return None
    owner = "A" if kind.startswith(("friendly", "equipped friendly")) else "B"
    if kind == "card in a trash":  # any trash: one of B's (Gust Monk)
        return "B", "trash", {**_SPELL, "name": "A spent spell"}
    if "spell in your trash" in kind:  # a cheap spell card of A's in A's trash
        return "A", "trash", {**_SPELL, "name": "A spent spell"}
    if "in your trash" in kind:  # a cheap unit card of A's in A's trash
        return "A", "trash", {"name": "A fallen unit", **_UNIT, "energy": 0, "power": 0}
    if "Empowered" in kind:  # A's unit, empowered by its own ability before the card is played
        empower = {"activated": {"cost": [{"exhaust": "self"}], "effect": [{"empower": "self"}]}}
        return "A", "base", {"name": "2-Might unit", **_UNIT, "abilities": [empower]}
    if kind == "unit or gear here":  # beside the card, played at A's bf2 (Tornado Warrior)
        return "A", "bf2", {"name": "2-Might unit", **_UNIT}
    if kind == "legend":  # B's legend, in B's Legend Zone (107.4)
        return "B", "legend", {"name": "A legend", "type": "legend"}
    if "spell" in kind:  # before "gear": "an enemy spell ... that chose a friendly unit or gear"
        return "B", "chain", {}
    if "Chaos" in kind:  # a domain in the kind (Decree of Unity)
        return owner, "base", {"name": "A Chaos gear", **_GEAR, "domains": ["Chaos"]}
    if "Body" in kind:  # a unit of that domain (Decree of Insight)
        return owner, "base", {"name": "A Body unit", **_UNIT, "domains": ["Body"]}
    if "Calm" in kind:  # a domain in the kind (Decree of Rage)
        return (
            owner,
            "bf2" if owner == "A" else "bf1",
            {"name": "A Calm unit", **_UNIT, "domains": ["Calm"]},
        )
    if kind == "friendly unit elsewhere than the first":  # A's base, the first at A's bf2
        return "A", "base", {"name": "2-Might unit", **_UNIT}
    if kind == "Equipment sharing the unit's controller":  # B's, as is the `unit` (Angle Shot)
        return owner, "base", {"name": "An Equipment", **_GEAR, "keywords": ["Equipment"]}
    if "gear" in kind:
        return owner, "base", {"name": "A gear", **_GEAR}
    if kind.endswith("in your trash"):  # a card of A's own trash (Kennen)
        return "A", "trash", {**_SPELL, "name": "A spell"}
    if "spell" in kind:
        return "B", "chain", {}
    if "Mighty" in kind:
        return owner, "bf2", {"name": "5-Might unit", "type": "unit", "might": 5}
    if "Mech" in kind:
        return owner, "bf2", {"name": "A Mech", **_UNIT, "tags": ["Mech"]}
    if "named tag" in kind:  # the only tag of the sample: the first answer names it (The List)
        return owner, "bf1", {"name": "A Yordle", **_UNIT, "tags": ["Yordle"]}
    if kind.endswith("in your trash"):  # a card in A's trash (Heedless Resurrection)
        return "A", "trash", {"name": "2-Might unit", **_UNIT}
    if kind.endswith("in your base") or kind.endswith("in a base"):
        return owner, "base", {"name": "2-Might unit", **_UNIT}
    if kind.startswith("attacking"):  # B's attacker at A's bf2, where A defends (807.1.d)
        return "B", "bf2", {"name": "2-Might attacker", **_UNIT}
    if "less Might than" in kind:  # weaker than the 2-Might friendly target
        return owner, "bf1", {"name": "1-Might unit", "type": "unit", "might": 1}
    # friendly units stand at bf2 (A's), the others at bf1 (B's): no battlefield is contested
    return owner, "bf2" if owner == "A" else "bf1", {"name": "2-Might unit", **_UNIT}


def _flow(value: object) -> str:
    return json.dumps(value, ensure_ascii=False)


def sample_scenario(card: PoolCard) -> str:
    """The YAML text of a scenario where player A plays (or uses) `card` on a small board."""
    definition = library()[card.name]
    slug = card.slug
    # "if you play me to a battlefield" (a play trigger with `holder_at: battlefield`): the unit
    # is played to bf2, a battlefield A controls, so that its trigger is met; what it names "here"
    # stands there too
    to_field = definition.type == "unit" and any(
        ("holder_at", "battlefield") in t.condition for t in definition.triggers("you_play_me")
    )
    objects: list[str] = []
    targets: dict[str, str] = {}
    script: list[str] = []
    for index, (tname, kind) in enumerate(definition.targets):
        if kind.removeprefix("up to one ") == "battlefield":
            targets[tname] = "bf1"
            continue
        spec = _target_object(kind)
        if spec is None:
            continue
        friend = next(
            (
                targets[n]
                for n, k in definition.targets
                if k.startswith("friendly unit") and n in targets
            ),
            None,
        )
        if spec[1] == "chain" and "only friendly choice" in kind and friend is not None:
            # B's spell chooses the friendly unit A chose first (Repulse), and A answers it
            aimed = {**_SPELL, "targets": {"target": "unit"}, "effect": [{"draw": 1}]}
            objects.append(f"  - {{id: s{index + 1}, card: {_flow(aimed)}, owner: B, zone: hand}}")
            script.append(f"  - {{play: s{index + 1}, by: B, targets: [{friend}]}}")
            targets[tname] = f"s{index + 1}"
            continue
        if spec[1] == "chain" and "chose a friendly" in kind:
            # B's spell first chooses one of A's units (Not So Fast), and A answers it
            aimed = {**_SPELL, "targets": {"target": "unit"}, "effect": [{"draw": 1}]}
            objects.append(f"  - {{id: s{index + 1}, card: {_flow(aimed)}, owner: B, zone: hand}}")
            objects.append(
                f"  - {{id: u{index + 1}, card: {_flow({'name': '2-Might unit', **_UNIT})}, "
                "owner: A, zone: base}"
            )
            script.append(f"  - {{play: s{index + 1}, by: B, targets: [u{index + 1}]}}")
            targets[tname] = f"s{index + 1}"
            continue
        if spec[1] == "chain":  # B plays a spell first (B's turn), and A answers it
            objects.append(f"  - {{id: s{index + 1}, card: {_flow(_SPELL)}, owner: B, zone: hand}}")
            script.append(f"  - {{play: s{index + 1}, by: B}}")
            targets[tname] = f"s{index + 1}"
            continue
        owner, zone, inline = spec
        if tname in definition.together and zone == "bf2":
            zone = "bf1"  # "at the same battlefield": every such target stands at bf1
        if to_field and kind.endswith(" here"):
            zone = "bf2"  # where the card is played
        oid = f"t{index + 1}"
        inline = {**inline, "name": f"{inline['name']} ({oid})"}
        tired = ", exhausted: true" if "exhausted" in kind else ""
        objects.append(
            f"  - {{id: {oid}, card: {_flow(inline)}, owner: {owner}, zone: {zone}{tired}}}"
        )
        targets[tname] = oid
        if kind.removeprefix("up to one ").startswith("attacking"):
            defender = _flow({"name": f"A's defender (d{index + 1})", **_UNIT})
            objects.append(f"  - {{id: d{index + 1}, card: {defender}, owner: A, zone: bf2}}")
        if kind.endswith("facing Fury"):  # B's Fury unit attacks it at A's bf2
            raider = _flow(
                {"name": f"B's Fury attacker (f{index + 1})", **_UNIT, "domains": ["Fury"]}
            )
            objects.append(f"  - {{id: f{index + 1}, card: {raider}, owner: B, zone: bf2}}")
        if "Empowered" in kind:
            script += [f"  - {{activate: {oid}, ability: 1, by: A}}", "  - {pass: until_empty}"]
        if kind.startswith("equipped"):  # an Equipment attached to it (Strike Down)
            gear = _flow(
                {"name": f"An Equipment (e{index + 1})", **_GEAR, "keywords": ["Equipment"]}
            )
            objects.append(
                f"  - {{id: e{index + 1}, card: {gear}, owner: {owner}, attached_to: {oid}}}"
            )
    on_board = definition.type in ("gear",) and any(
        isinstance(a, ActivatedSpec) for a in definition.abilities
    )
    # a unit whose ability stuns "an enemy unit attacking here" (Shadow): it defends at bf2, where
    # B's attacker stands, and A uses the ability there
    stands = (
        definition.type == "unit"
        and any(isinstance(a, ActivatedSpec) for a in definition.abilities)
        and any(k.startswith("attacking") and k.endswith(" here") for _, k in definition.targets)
    )
    on_board = on_board or stands
    zone = "hand"
    if definition.token:
        zone = "base"
    elif definition.type == "legend":
        zone = "legend"
    elif on_board:
        zone = "bf2" if stands else "base"
    elif (
        to_field
        and definition.has_keyword("Hidden")
        and any(k.endswith(" here") for _, k in definition.targets)
    ):
        # an enemy stands where it is played, so a combat is on there: it is hidden at bf2 and
        # played from facedown, as a Reaction (811.6)
        zone = "facedown:bf2"
    # "when played from face down" (811.6): the card waits facedown at A's battlefield
    facedown = any(
        ("from_facedown", "True") in spec.condition for spec in definition.triggers("you_play_me")
    )
    if facedown:
        zone = "facedown:bf2"
    if to_field and not any(
        "owner: A, zone: bf2" in o for o in objects
    ):  # A holds bf2 with a unit (323.6)
        ally = {"name": "A friendly unit", **_UNIT}
        objects.append(f"  - {{id: ally, card: {_flow(ally)}, owner: A, zone: bf2}}")
    held = {
        "bf1": "B" if "zone: bf1" in "".join(objects) else None,
        "bf2": "A" if to_field or facedown or "zone: bf2" in "".join(objects) else None,
    }
    fields = {
        bf: (f", controller: {held[bf]}" if held[bf] else "")
        + (
            f", card: {_flow(card.name)}"
            if definition.type == "battlefield" and bf == "bf1"
            else ""
        )
        for bf in held
    }
    battlefields = [f"  - {{id: {bf}{fields[bf]}}}" for bf in held]
    if definition.optional_actions:  # what pays an optional cost made of actions (356.2.b.1)
        payer = {"name": "Payer unit", **_UNIT}
        objects.append(
            f"  - {{id: payer, card: {_flow(payer)}, owner: A, zone: base, buffed: true}}"
        )
        objects.append(
            f"  - {{id: payer_gear, card: {_flow({'name': 'Payer gear', **_GEAR})}, owner: A, "
            "zone: base}"
        )
    if any(a.op == "require" for _, acts in definition.optional_actions for a in acts):
        # "once you've played a spell this turn", "if a spell cost you 4 Energy": A plays one
        warm = {"name": "Warm-up", "type": "spell", "energy": 4, "effect": [{"draw": 1}]}
        objects.append(f"  - {{id: warmup, card: {_flow(warm)}, owner: A, zone: hand}}")
        script.append("  - {play: warmup, by: A}")
        script.append("  - {pass: until_empty}")
    if definition.type != "battlefield":
        objects.insert(0, f"  - {{id: card, card: {_flow(card.name)}, owner: A, zone: {zone}}}")
    chosen = f", targets: {_flow(targets)}" if targets else ""
    if to_field:
        chosen = ", at: bf2" + chosen
    if definition.optional_costs:  # its optional costs paid, so that what they add shows
        chosen += f", pay: {_flow(list(definition.optional_costs))}"
    if definition.static("only_to_battlefield_conquered_this_turn"):
        # "play me only to a battlefield you conquered this turn": A conquers bf2 first
        conqueror = {"name": "A raider", **_UNIT}
        objects.append(f"  - {{id: raider, card: {_flow(conqueror)}, owner: A, zone: base}}")
        script.append("  - {move: [raider], to: bf2, by: A}")
        script.append("  - {pass: until_showdown_ends}")
        chosen = ", at: bf2" + chosen
    if definition.token:
        script.append("  - {end_turn: true}")
    elif (definition.type in ("unit", "spell") and not stands) or (
        definition.type == "gear" and not on_board
    ):
        at = ", at: bf2" if facedown else ""
        script.append(f"  - {{play: card, by: A{at}{chosen}}}")
        script.append("  - {pass: until_empty}")
        if definition.triggers("you_play_me"):  # the "when you play me" ability resolves too
            script.append("  - {pass: until_empty}")
    elif on_board:
        first = next(a for a in definition.abilities if isinstance(a, ActivatedSpec))
        if first.condition == "legion_on_an_ability":  # Legion: A plays a card first (812)
            objects.append(f"  - {{id: first, card: {_flow(_SPELL)}, owner: A, zone: hand}}")
            script += ["  - {play: first, by: A}", "  - {pass: until_empty}"]
        if any(k == "unit with the named tag" for _, k in definition.targets):
            # "when you play this, name a tag" (The List): A plays it first, naming the tag
            objects[0] = objects[0].replace(f"zone: {zone}}}", "zone: hand}")
            script += ["  - {play: card, by: A}", "  - {pass: until_empty}"]
        script.append(f"  - {{activate: card, ability: 1, by: A{chosen}}}")
        script.append("  - {pass: until_empty}")
    else:
        script.append("  - {end_turn: true}")
    title = _flow({"en": f"{card.name} in play", "fr": f"{card.name} en jeu"})
    # A has the XP its [Level] abilities and its XP costs ask for (824, 730.2), so that they
    # exist and can be paid
    levels = [
        int(v)
        for a in definition.abilities
        if isinstance(a, TriggerSpec)
        for k, v in a.condition
        if k == "min_xp"
    ] + [
        int(c.value)
        for a in definition.abilities
        if isinstance(a, ActivatedSpec)
        for c in a.cost
        if c.op == "spend_xp"
    ]
    levels += [  # an aura's [Level N] (824.1.b.1), on the card or given to an equipped unit
        int(a.condition.removeprefix("level_"))
        for a in definition.abilities + definition.grants
        if isinstance(a, StaticSpec) and a.condition.startswith("level_")
    ]
    levels += [  # an XP spent as an optional additional cost its play pays (356.2.b.1)
        int(c.value)
        for _, actions in definition.optional_actions
        for c in actions
        if c.op == "spend_xp"
    ]
    levels += [  # an activated ability that exists only at a Level (381)
        int(a.condition.removeprefix("level_"))
        for a in definition.abilities
        if isinstance(a, ActivatedSpec) and a.condition.startswith("level_")
    ]
    xp = f", xp: {max(levels)}" if levels else ""
    # what the costs of its activated abilities take from A's trash or hand is there (357)
    costs = [c for a in definition.abilities if isinstance(a, ActivatedSpec) for c in a.cost]
    spent = max((int(c.value) for c in costs if c.op == "recycle_from_your_trash"), default=0)
    objects += [
        f"  - {{id: spent{n}, card: {_flow({'name': f'Spent unit {n}', **_UNIT})}, owner: A, "
        "zone: trash}"
        for n in range(1, spent + 1)
    ]
    objects += [
        f"  - {{id: spare{n}, card: {_flow({'name': f'Spare {c.value}', 'type': c.value})}, "
        "owner: A, zone: hand}"
        for n, c in enumerate((c for c in costs if c.op == "discard_chosen"), 1)
    ]
    lines = [
        "format: rulesviz/1",
        f"id: card-{slug}",
        f"title: {title}",
        "players:",
        *sorted(
            [f"  - {{id: A, hand: 3, deck: 10{xp}}}", "  - {id: B, hand: 3, deck: 10}"],
            reverse=any(step.startswith("  - {play: s") for step in script),
        ),
        "battlefields:",
        *battlefields,
    ]
    if objects:
        lines += ["objects:", *objects]
    lines += ["script:", *script]
    return "\n".join(lines) + "\n"

"""Labels: engine vocabulary words and step kinds in the interface language.

Presentation only: every table maps an engine word to a translated label (glossary-fr.md
for French). `STEP_KINDS` is the registry of step kinds the web app knows; a test checks
that it covers every kind the engine can emit, in both languages.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from django.utils.translation import get_language, ngettext
from django.utils.translation import gettext_lazy as _

if TYPE_CHECKING:
    from django.utils.functional import _StrPromise

# Words of the engine's vocabulary, in the interface language (glossary-fr.md for French).
CARD_TYPES: dict[str, _StrPromise] = {
    "unit": _("Unit"),
    "gear": _("Gear"),
    "spell": _("Spell"),
    "battlefield": _("Battlefield"),
    "legend": _("Legend"),
    "rune": _("Rune"),
}
CHAIN_KINDS: dict[str, _StrPromise] = {"spell": _("Spell"), "ability": _("Ability")}
CHAIN_STATUSES: dict[str, _StrPromise] = {
    "pending": _("pending"),
    "finalized": _("finalized"),
    "resolving": _("resolving"),
}
CANDIDATE_STATUSES: dict[str, _StrPromise] = {
    "candidate": _("candidate"),
    "applied": _("applied"),
    "used": _("used up"),
    "ineligible": _("does not apply"),
}
TURN_STATES: dict[str, _StrPromise] = {
    "neutral-open": _("Neutral Open"),
    "neutral-closed": _("Neutral Closed"),
    "showdown-open": _("Showdown Open"),
    "showdown-closed": _("Showdown Closed"),
}
STEP_KINDS: dict[str, _StrPromise] = {
    "start": _("start"),
    "start_turn": _("start of turn"),
    "end_turn": _("end of turn"),
    "play": _("play"),
    "act": _("action"),
    "effect": _("effect"),
    "finalize": _("finalize"),
    "pass": _("pass"),
    "resolve": _("resolve"),
    "leave_chain": _("leaves the chain"),
    "damage": _("damage"),
    "prevent": _("prevent"),
    "heal": _("heal"),
    "exhaust": _("exhaust"),
    "might": _("Might"),
    "cleanup": _("cleanup"),
    "die": _("death"),
    "kill": _("kill"),
    "queue": _("replacement queue"),
    "replacement": _("replacement"),
    "skip": _("skip"),
    "capture": _("capture"),
    "capture_removed": _("capture removed"),
    "trigger": _("trigger"),
    "draw": _("draw"),
    "create": _("create"),
    "decision": _("decision"),
    "move": _("move"),
    "recall": _("recall"),
    "banish": _("banish"),
    "control": _("control"),
    "contested": _("contested"),
    "staged": _("staged"),
    "showdown": _("showdown"),
    "hidden": _("hidden card"),
    "remove_hidden": _("hidden card removed"),
    "lookback": _("look-back"),
    "replace": _("Replace"),
    "swap_back": _("swap back"),
    "score": _("score"),
    "victory": _("victory"),
    "xp": _("experience (XP)"),
    "refused": _("refused"),
    "return_to_hand": _("return to hand"),
    "counter": _("counter"),
    "combat": _("combat"),
    "removed": _("removed"),
    "condition": _("condition"),
    "ready": _("ready"),
    "null": _("null read"),
    "focus": _("focus"),
    "activate": _("activate"),
    "add": _("add to the rune pool"),
    "attach": _("attach"),
    "buff": _("buff"),
    "cost": _("cost"),
    "discard": _("discard"),
    "look": _("look at the deck"),
    "recycle": _("recycle"),
    "replay": _("played again"),
    "phase": _("turn phase"),
    "reveal": _("reveal"),
    "stun": _("stun"),
    "grant": _("keyword granted"),
    "grant_for_good": _("keyword given for good"),
    "swap": _("Might swap"),
    "copy": _("copy"),
    # the economy (engine rules/costs.py)
    "pay": _("pay"),
    "channel": _("channel runes"),
    "hide": _("hide"),
    "repeat": _("Repeat"),
    "pool_empties": _("rune pool empties"),
    "empower": _("Empowered"),
    "disempower": _("no longer Empowered"),
    "become_empowered": _("becomes Empowered"),
    "discount_spent": _("discount spent"),
    "combat_ends": _("combat ends"),
    # targeting and the chain
    "new_choices": _("new choices"),
    "mill": _("top of the deck to the trash"),
    "grant_flow": _("Flow given"),
    # effects on every player and on the deck (engine vocabulary/multiplayer.py)
    "undone": _("play undone"),
    "trash": _("to the trash"),
    # a card put on the top or bottom of a Main Deck (Altar of Memories, Keeper's Verdict)
    "to_deck": _("to the Main Deck"),
    # leftovers: an Equipment detached by an effect (Strike Down; the same label as fields')
    "detach": _("detach"),
}
# Step kinds drawn apart in the step panel and the timeline: the rules read no information
# (a null read) or read it as it was just before (a look-back).
READ_KINDS = frozenset({"null", "lookback"})
# Steps after which chain items that vanished are still drawn, crossed out, for that step.
GHOST_KINDS = frozenset({"capture_removed", "removed"})
EFFECT_KINDS: dict[str, _StrPromise] = {
    "replacement": _("replacement effect"),
    "delayed_trigger": _("delayed ability"),
}
# What an effect in force waits for: "next time it would die".
WOULD: dict[str, _StrPromise] = {
    "die": _("it would die"),
    "be_dealt_damage": _("it would be dealt damage"),
    "leave_chain": _("it would leave the chain"),
    "draw": _("a player would draw"),
    "enter": _("it would enter the board"),
    "score": _("a player would score"),
    "move": _("it would move"),
    "you_conquer": _("its controller conquers"),
    "you_score": _("its controller scores"),
    "be_stunned": _("it would be stunned"),
    "lose_might": _("it would lose Might"),
    "return_to_hand": _("it would return to hand"),
}
DURATIONS: dict[str, _StrPromise] = {
    "this_turn": _("this turn"),
    "while_active": _("while its source is active"),
    "permanent": _("for the rest of the game"),
}
STAGED: dict[str, _StrPromise] = {"showdown": _("showdown staged"), "combat": _("combat staged")}
ROLES: dict[str, _StrPromise] = {"attacker": _("attacker"), "defender": _("defender")}
# Card keywords as printed, in the interface language (glossary-fr.md); an unknown one as is.
KEYWORDS: dict[str, _StrPromise] = {
    "Action": _("Action"),
    "Reaction": _("Reaction"),
    "Bonus": _("Bonus"),
    "Deathknell": _("Deathknell"),
    "Equipment": _("Equipment"),
    "Flow": _("Flow"),
    "Hidden": _("Hidden"),
}
# The library's topics (a scenario's `tags`), as the gallery shows them.
TAGS: dict[str, _StrPromise] = {
    "abilities": _("abilities"),
    "as": _("“as” replacements"),
    "attachment": _("attachment"),
    "banish": _("banish"),
    "battlefield": _("battlefields"),
    "chain": _("the chain"),
    "cleanup": _("cleanup"),
    "combat": _("combat"),
    "control": _("control"),
    "costs": _("costs"),
    "counter": _("counter"),
    "damage": _("damage"),
    "death": _("death"),
    "deathknell": _("Deathknell"),
    "delayed": _("delayed abilities"),
    "destination": _("destinations"),
    "end-of-turn": _("end of turn"),
    "flow": _("Flow"),
    "focus": _("focus"),
    "hidden": _("hidden cards"),
    "hold": _("holding"),
    "identity": _("identity"),
    "if-you-do": _("“if you do”"),
    "information": _("information"),
    "inheritance": _("inheritance"),
    "instead": _("“instead”"),
    "kill": _("kill"),
    "limits": _("limits"),
    "linked": _("linked cards"),
    "linked-instructions": _("linked instructions"),
    "look-back": _("look-back"),
    "movement": _("movement"),
    "observers": _("observers"),
    "optional": _("optional effects"),
    "ordering": _("ordering"),
    "ownership": _("ownership"),
    "prevent": _("prevent"),
    "recall": _("recall"),
    "replace": _("the Replace action"),
    "replacement": _("replacement effects"),
    "scoring": _("scoring"),
    "showdown": _("showdowns"),
    "simultaneous": _("simultaneous events"),
    "skip": _("skip"),
    "special-cleanup": _("special cleanup"),
    "swap-back": _("swap back"),
    "targeting": _("targeting"),
    "timing": _("timing"),
    "tokens": _("tokens"),
    "turn": _("the turn"),
    "victory": _("victory"),
    "zones": _("zones"),
}


def current_lang() -> str:
    """The interface language as one of the engine's text keys ("en" or "fr")."""
    return "fr" if (get_language() or "en").lower().startswith("fr") else "en"


def loc(text: Mapping[str, str] | str | None, lang: str | None = None) -> str:
    """Pick the language's text from an engine `{"en", "fr"}` dict (English as fallback)."""
    if not text:
        return ""
    if isinstance(text, str):
        return text
    lang = lang or current_lang()
    return text.get(lang) or text.get("en") or ""


def step_kind_label(kind: str) -> str:
    """The label of a step kind ("cleanup", "death"...); a kind without one reads as "step"
    rather than the engine's identifier (a test keeps the registry complete)."""
    label = STEP_KINDS.get(kind)
    return str(label) if label is not None else str(_("step"))


def word(table: Mapping[str, Any], key: str | None) -> str:
    """A translated label for an engine vocabulary word; the word itself if unknown."""
    if key is None:
        return ""
    return str(table.get(key, key))


def effect_summary(effect: Mapping[str, Any]) -> str:
    """ "next time it would die, this turn": when an effect in force acts, and for how long."""
    would = effect.get("would")
    what = word(WOULD, would).replace("_", " ") if would else ""
    duration = word(DURATIONS, effect.get("duration")).replace("_", " ")
    if effect.get("kind") == "delayed_trigger":
        when = _("when %(what)s") % {"what": what} if what else ""
    else:
        uses = effect.get("uses_left")
        if uses == 1:
            when = _("next time %(what)s") % {"what": what}
        elif uses is None:
            when = _("each time %(what)s") % {"what": what}
        else:
            when = ngettext(
                "the next %(n)d time %(what)s", "the next %(n)d times %(what)s", int(uses)
            ) % {"n": int(uses), "what": what}
    return ", ".join(part for part in (str(when), duration) if part)

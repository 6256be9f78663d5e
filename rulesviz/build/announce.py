"""What one builder edit changed, in a sentence for the page's live region (EN/FR): a screen
reader hears it after every redraw, since the board itself is swapped silently."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from django.utils.translation import gettext

from . import doc as docs


def _new_ids(before: Mapping[str, Any], after: Mapping[str, Any], key: str) -> list[str]:
    old = {str(x.get("id")) for x in docs._list(before, key) if isinstance(x, Mapping)}
    return [
        str(x.get("id"))
        for x in docs._list(after, key)
        if isinstance(x, Mapping) and str(x.get("id")) not in old
    ]


def _zone(zone: str) -> str:
    if zone.startswith("facedown:"):
        return gettext("facedown at %(bf)s") % {"bf": zone[9:]}
    names = {
        "base": gettext("Base"),
        "hand": gettext("Hand"),
        "trash": gettext("Trash"),
        "banishment": gettext("Banishment"),
    }
    return names.get(zone, zone)


def change(
    op: str, p: Mapping[str, str], before: Mapping[str, Any], after: Mapping[str, Any]
) -> str:
    """The sentence for `op` with parameters `p`, which turned `before` into `after`."""
    if op == "turn_player":
        return gettext("The turn player is now %(p)s.") % {"p": p.get("player", "")}
    if op == "player":
        return gettext("Player %(p)s's counts changed.") % {"p": p.get("player", "")}
    if op == "add_battlefield":
        added = _new_ids(before, after, "battlefields")
        return gettext("Battlefield %(id)s added.") % {"id": added[0] if added else ""}
    if op == "battlefield":
        return gettext("Battlefield %(id)s changed.") % {"id": p.get("battlefield", "")}
    if op == "battlefield_card":
        return gettext("%(card)s is now the card of battlefield %(id)s.") % {
            "card": p.get("card", ""),
            "id": p.get("battlefield", ""),
        }
    if op == "remove_battlefield":
        return gettext("Battlefield %(id)s removed.") % {"id": p.get("battlefield", "")}
    if op == "place":
        added = _new_ids(before, after, "objects")
        return gettext("%(card)s placed as %(id)s (%(p)s, %(zone)s).") % {
            "card": p.get("card", ""),
            "p": p.get("player", ""),
            "zone": _zone(p.get("zone", "")),
            "id": added[0] if added else "",
        }
    if op == "object":
        old, new = p.get("object", ""), p.get("new_id", "").strip()
        if new and new != old:
            return gettext("%(old)s renamed %(new)s.") % {"old": old, "new": new}
        return gettext("%(id)s changed.") % {"id": old}
    if op == "remove_object":
        return gettext("%(id)s removed from the board.") % {"id": p.get("object", "")}
    if op == "add_effect":
        return gettext("Effect in force added: %(card)s.") % {"card": p.get("card", "")}
    if op == "remove_effect":
        return gettext("Effect in force removed.")
    if op == "act":
        return gettext("Step %(n)s added to the script.") % {"n": len(docs._list(after, "script"))}
    if op == "undo_step":
        return gettext("The last step was removed.")
    if op == "answer":
        return gettext("Decision answered.")
    if op == "unanswer":
        return gettext("The last answer was removed.")
    if op == "expect":
        return gettext("The outcome was captured as the expect block.")
    return ""

"""Words of the format this engine reads but cannot perform yet: the run stops with a clear
refusal."""

from __future__ import annotations

from engine.vocabulary.base import NotYetWord


class Prevent(NotYetWord):
    """`{prevent: 2, to: $target}` as an instruction (Prevent as a replacement is performed,
    437)."""

    __slots__ = ()
    op, main, optional = "prevent", "int", {"to": "ref"}
    title = ("Prevent", "Blocage")
    says = ("prevent {value} damage", "bloquer {value} dégâts")
    names = "to"


class Reveal(NotYetWord):
    __slots__ = ()
    op, main = "reveal", "ref"
    title = ("Reveal", "Révéler")
    says = ("reveal {value}", "révéler {value}")

"""Every URL pattern of the project, with its path parameters, read from Django's resolver,
so a route added later is fuzzed without anyone listing it here."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from django.urls import URLPattern, URLResolver, get_resolver

PARAM = re.compile(r"<(?:(?P<conv>[^>:]+):)?(?P<name>[^>]+)>")


@dataclass(frozen=True)
class Route:
    name: str  # namespaced name, or the route itself when it has none
    route: str  # e.g. "live/<str:code>/quiz/<int:quiz_id>/answer/"
    view: object

    @property
    def params(self) -> list[tuple[str, str]]:
        """(converter, name) of each path parameter, in order."""
        return [(m["conv"] or "str", m["name"]) for m in PARAM.finditer(self.route)]

    def fill(self, values: dict[str, str]) -> str:
        return "/" + PARAM.sub(lambda m: values[m["name"]], self.route)


def _walk(patterns: list[object], prefix: str, namespace: str) -> Iterator[Route]:
    for p in patterns:
        if isinstance(p, URLResolver):
            ns = f"{namespace}{p.namespace}:" if p.namespace else namespace
            yield from _walk(p.url_patterns, prefix + str(p.pattern), ns)
        elif isinstance(p, URLPattern):
            route = prefix + str(p.pattern)
            assert "^" not in route, f"regex routes are not fuzzed yet: {route}"
            yield Route(f"{namespace}{p.name}" if p.name else route, route, p.callback)


def routes() -> list[Route]:
    return list(_walk(get_resolver().url_patterns, "", ""))

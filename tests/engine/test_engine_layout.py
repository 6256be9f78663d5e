"""The engine's layout (#14): its modules import each other in one direction only, at the top of
the file, so each can be read, tested and moved on its own; and a word of the vocabulary is one
class, registered once."""

from __future__ import annotations

import ast
from pathlib import Path

ENGINE = Path(__file__).resolve().parents[2] / "engine"


def module_name(path: Path) -> str:
    parts = path.relative_to(ENGINE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {module_name(p): p for p in ENGINE.rglob("*.py")}


def _is_type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _targets(node: ast.Import | ast.ImportFrom) -> list[str]:
    """The engine modules an import statement loads (a name imported from a package may be a
    module)."""
    if isinstance(node, ast.Import):
        return [a.name for a in node.names if a.name in MODULES]
    if node.module is None or not node.module.startswith("engine"):
        return []
    found = [f"{node.module}.{a.name}" for a in node.names if f"{node.module}.{a.name}" in MODULES]
    return found or ([node.module] if node.module in MODULES else [])


def imports(path: Path) -> tuple[set[str], list[tuple[int, str]]]:
    """(engine modules imported when the module runs, function-level imports as (line, text))."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    top: set[str] = set()
    nested: list[tuple[int, str]] = []

    def visit(nodes: list[ast.stmt], in_function: bool) -> None:
        for node in nodes:
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                if in_function:
                    nested.append((node.lineno, ast.unparse(node)))
                else:
                    top.update(_targets(node))
            elif isinstance(node, ast.If) and _is_type_checking(node):
                continue  # read by the type checker only, never run
            elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                visit(node.body, True)
            elif isinstance(node, ast.ClassDef):
                visit(node.body, in_function)
            else:
                for field in ("body", "orelse", "finalbody", "handlers"):
                    visit(
                        [n for n in getattr(node, field, []) if isinstance(n, ast.stmt)],
                        in_function,
                    )
                for handler in getattr(node, "handlers", []):
                    visit(handler.body, in_function)

    visit(tree.body, False)
    return top, nested


GRAPH = {name: imports(path)[0] - {name} for name, path in MODULES.items()}


def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    state: dict[str, int] = {}
    stack: list[str] = []

    def dfs(node: str) -> list[str] | None:
        state[node] = 1
        stack.append(node)
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == 1:
                return stack[stack.index(nxt) :] + [nxt]
            if nxt not in state and (cycle := dfs(nxt)):
                return cycle
        stack.pop()
        state[node] = 2
        return None

    for node in sorted(graph):
        if node not in state and (cycle := dfs(node)):
            return cycle
    return None


def test_the_import_graph_finds_a_cycle_when_there_is_one() -> None:
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b"}, "b": set(), "c": {"a", "b"}}) is None


def test_no_import_cycle_between_engine_modules() -> None:
    assert len(GRAPH) > 40 and GRAPH["engine.rules.cleanup"]  # the graph is really built
    assert find_cycle(GRAPH) is None


def test_no_function_level_imports_in_the_engine() -> None:
    found = {name: nested for name, path in MODULES.items() if (nested := imports(path)[1])}
    assert found == {}


def test_rules_never_import_the_vocabulary_or_the_format() -> None:
    """Rules run words polymorphically (`word.execute`); they never name one."""
    offenders = {
        name: sorted(m for m in deps if m.startswith(("engine.vocabulary", "engine.format")))
        for name, deps in GRAPH.items()
        if name.startswith(("engine.rules", "engine.model"))
    }
    assert {k: v for k, v in offenders.items() if v} == {}


def test_each_rule_family_has_one_home() -> None:
    """The places a reader looks for first: 373.2, the cleanup loop, Deathknell capture, swap
    back."""
    homes = {
        "373.2": "rules/replacement.py",
        "def cleanup(": "rules/cleanup.py",
        "def capture_own_death(": "rules/triggers.py",
        "def swap_back(": "vocabulary/battlefield.py",
        "def deal_combat_damage(": "rules/combat.py",
        "def take_control(": "rules/control.py",
        "VICTORY_SCORE = ": "rules/scoring.py",
    }
    for needle, home in homes.items():
        holders = sorted(
            str(p.relative_to(ENGINE))
            for p in ENGINE.rglob("*.py")
            if needle in p.read_text(encoding="utf-8")
            and (needle != "373.2" or "def " in needle or p.parent.name == "rules")
        )
        assert home in holders, needle
        if needle.startswith(("def ", "VICTORY")):
            assert holders == [home], needle

"""Reading YAML and JSON while remembering where each value came from.

Mappings and lists come back as `LDict` and `LList`, which carry the line of every key and
item, so that a validator can say "file:line: expected ..." about any value it rejects.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import Any

import yaml
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

from engine.errors import ScenarioError

MAX_FILE_BYTES = 128 * 1024
MAX_DEPTH = 40
# Aliases (`*name`) repeat the anchored value where they stand, so a few hundred bytes of
# aliases of aliases can stand for billions of values (#19). The document is measured as
# expanded, on the composed nodes (each one once), before anything is built from it.
MAX_VALUES = 100_000
_TOO_MANY_DIGITS = f"a number of more than {sys.get_int_max_str_digits():,} digits"
_SURROGATE = re.compile("[\ud800-\udfff]")


class LDict(dict[str, Any]):
    """A mapping read from a file, with the line of each key (1-based)."""

    line: int
    key_lines: dict[str, int]

    def line_of(self, key: str) -> int:
        return self.key_lines.get(key, self.line)


class LList(list[Any]):
    """A list read from a file, with the line of each item (1-based)."""

    line: int
    item_lines: list[int]

    def line_of(self, index: int) -> int:
        return self.item_lines[index] if index < len(self.item_lines) else self.line


def line_of(container: Any, key: Any) -> int | None:
    """The line of `container[key]`, when the container was read from a file."""
    if isinstance(container, LDict) and isinstance(key, str):
        return container.line_of(key)
    if isinstance(container, LList) and isinstance(key, int):
        return container.line_of(key)
    return getattr(container, "line", None)


class _Loader(yaml.SafeLoader):
    """YAML with 1.2 booleans: only true/false. In YAML 1.1 `on`, `no`, `yes` are booleans, and the
    format uses `on:` as a key (`{replacement: X, on: u1}`)."""


_Loader.yaml_implicit_resolvers = {
    first: [(tag, regexp) for tag, regexp in resolvers if tag != "tag:yaml.org,2002:bool"]
    for first, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
}
_Loader.add_implicit_resolver(
    "tag:yaml.org,2002:bool", re.compile(r"^(?:true|True|TRUE|false|False|FALSE)$"), list("tTfF")
)


def _expanded_size(root: Node, path: str) -> int:
    """How many values the document holds once every alias is replaced by what it names;
    refuses it as soon as that passes MAX_VALUES (or an alias names its own container)."""
    sizes: dict[int, int] = {}
    open_nodes: set[int] = set()

    def size(node: Node, depth: int) -> int:
        known = sizes.get(id(node))
        if known is not None:
            return known
        if depth > MAX_DEPTH:
            raise ScenarioError(
                path, node.start_mark.line + 1, f"nesting deeper than {MAX_DEPTH} levels"
            )
        if id(node) in open_nodes:
            raise ScenarioError(
                path, node.start_mark.line + 1, "an alias refers to the value that contains it"
            )
        open_nodes.add(id(node))
        total = 1
        if isinstance(node, MappingNode):
            total += sum(size(k, depth + 1) + size(v, depth + 1) for k, v in node.value)
        elif isinstance(node, SequenceNode):
            total += sum(size(item, depth + 1) for item in node.value)
        open_nodes.discard(id(node))
        if total > MAX_VALUES:
            raise ScenarioError(
                path,
                node.start_mark.line + 1,
                f"with its aliases (*name) expanded, this holds more than {MAX_VALUES:,} values",
            )
        sizes[id(node)] = total
        return total

    return size(root, 0)


def _scalar(loader: _Loader, node: Node, path: str) -> Any:
    line = node.start_mark.line + 1
    try:
        value = loader.construct_object(node)
    except ValueError:  # int() of more than 4,300 digits (Python's own limit)
        raise ScenarioError(path, line, _TOO_MANY_DIGITS) from None
    if isinstance(value, str) and _SURROGATE.search(value):
        # YAML reads `"\ud83d\udca5"` as two halves of one character: join each pair.
        try:
            value = value.encode("utf-16", "surrogatepass").decode("utf-16")
        except UnicodeDecodeError:
            raise ScenarioError(
                path,
                line,
                "invalid text: a lone surrogate escape (such as \\ud800) is no character",
            ) from None
    return value


class _FastLoader(yaml.CSafeLoader):
    """The same YAML 1.2 booleans through libyaml, for the project's own large files (the card
    pool): the same located values, several times faster than the pure-Python parser."""


_FastLoader.yaml_implicit_resolvers = _Loader.yaml_implicit_resolvers


def parse_own_file(text: str, path: str) -> Any:
    """Parse one of the project's own YAML files (the card pool) into located values; a syntax
    error names file:line like `parse_text`."""
    loader = _FastLoader(text)
    try:
        node = loader.get_single_node()
        if node is None:
            raise ScenarioError(path, 1, "the file is empty")
        return _convert(loader, node, path)  # type: ignore[arg-type]
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = mark.line + 1 if mark is not None else None
        raise ScenarioError(path, line, f"invalid YAML: {exc.problem or exc.context}") from None
    finally:
        loader.dispose()


def _convert(loader: _Loader, node: Node, path: str, depth: int = 0) -> Any:
    if depth > MAX_DEPTH:
        raise ScenarioError(
            path, node.start_mark.line + 1, f"nesting deeper than {MAX_DEPTH} levels"
        )
    if isinstance(node, MappingNode):
        result = LDict()
        result.line = node.start_mark.line + 1
        result.key_lines = {}
        for key_node, value_node in node.value:
            if not isinstance(key_node, ScalarNode):
                raise ScenarioError(path, key_node.start_mark.line + 1, "expected a plain key")
            key = _scalar(loader, key_node, path)
            if key == "<<":
                raise ScenarioError(
                    path, key_node.start_mark.line + 1, "merge keys (<<) are not allowed"
                )
            key = str(key)
            if key in result:
                raise ScenarioError(
                    path, key_node.start_mark.line + 1, f"key {key!r} appears twice"
                )
            result[key] = _convert(loader, value_node, path, depth + 1)
            result.key_lines[key] = key_node.start_mark.line + 1
        return result
    if isinstance(node, SequenceNode):
        items = LList()
        items.line = node.start_mark.line + 1
        items.item_lines = []
        for item in node.value:
            items.append(_convert(loader, item, path, depth + 1))
            items.item_lines.append(item.start_mark.line + 1)
        return items
    return _scalar(loader, node, path)


def parse_text(text: str, path: str) -> Any:
    """Parse YAML (or JSON, which is read as YAML after a strict JSON check) into located values."""
    if path.endswith(".json"):
        try:
            json.loads(text)
        except json.JSONDecodeError as exc:
            raise ScenarioError(path, exc.lineno, f"invalid JSON: {exc.msg}") from None
        except ValueError:  # an integer of more than 4,300 digits
            raise ScenarioError(path, None, f"invalid JSON: {_TOO_MANY_DIGITS}") from None
    try:
        loader = _Loader(text)
    except yaml.reader.ReaderError as exc:  # a NUL or another character YAML does not allow
        line = text.count("\n", 0, exc.position) + 1
        raise ScenarioError(
            path, line, f"invalid YAML: the character {chr(exc.character)!r} is not allowed"
        ) from None
    try:
        node = loader.get_single_node()
        if node is None:
            raise ScenarioError(path, 1, "the file is empty; expected a scenario mapping")
        _expanded_size(node, path)
        return _convert(loader, node, path)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        problem = exc.problem or exc.context or "invalid YAML"
        raise ScenarioError(
            path, mark.line + 1 if mark is not None else None, f"invalid YAML: {problem}"
        ) from None
    except yaml.YAMLError as exc:
        raise ScenarioError(path, None, f"invalid YAML: {exc}") from None
    except RecursionError:
        raise ScenarioError(path, None, "the document is nested too deeply") from None
    finally:
        loader.dispose()


def read_file(path: Path) -> Any:
    """Read a scenario or card file from disk, with a clear error for anything unreadable."""
    name = str(path)
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise ScenarioError(name, None, f"cannot read the file: {exc.strerror}") from None
    if len(raw) > MAX_FILE_BYTES:
        raise ScenarioError(name, None, f"the file is larger than {MAX_FILE_BYTES // 1024} KiB")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        raise ScenarioError(name, line, "the file is not valid UTF-8 text") from None
    return parse_text(text, name)

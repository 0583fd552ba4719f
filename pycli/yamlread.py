"""YAML for people, read strictly: states, moves, fixtures and game records
may be written in YAML wherever JSON is read.

PyYAML composes the document (safe: its composer builds no objects); this
module turns the nodes into JSON values itself, so that nothing YAML can
mean beyond JSON gets in, and nothing is silently read as something else:

- anchors, aliases and explicit tags are refused;
- a key given twice is refused;
- a plain (unquoted) scalar means what it means in JSON: null, true,
  false, a decimal integer, a decimal number, otherwise text. A plain
  scalar that YAML 1.1 (PyYAML's own reading) would turn into something
  else, such as `no`, `yes`, `on`, `off` (booleans there), `010` (octal),
  `0x1F`, `1_000`, `1:30` (sexagesimal), `.inf` or `~`, is refused with a
  hint: quote it, or write the JSON value;
- every error names the line and the column.
"""

from __future__ import annotations

import re
from typing import Any


class YamlError(ValueError):
    """Bad YAML: ``where`` is "line L column C" (and the JSON path when
    known), ``message`` what is wrong."""

    def __init__(self, where: str, message: str):
        super().__init__(f"{where}: {message}")
        self.where = where
        self.message = message


_INT = re.compile(r"[-+]?(0|[1-9][0-9]*)\Z")
_FLOAT = re.compile(r"[-+]?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?\Z")
#: What YAML 1.1 reads as not text, where JSON would read text (or the reverse).
_TRAPS = [
    (re.compile(r"(?i:y|yes|n|no|on|off)\Z"), "YAML 1.1 reads it as a boolean"),
    (re.compile(r"(?i:true|false|null)\Z"), "only lower case true, false and null are JSON's"),
    (re.compile(r"~\Z"), "YAML reads ~ as null"),
    (re.compile(r"[-+]?0[0-9_]+\Z"), "a leading zero makes it octal in YAML 1.1"),
    (re.compile(r"[-+]?0[xXoObB][0-9a-fA-F_]+\Z"), "YAML reads it as a number in another base"),
    (re.compile(r"[-+]?[0-9][0-9_]*(\.[0-9_]*)?([eE][-+]?[0-9]+)?\Z"), "YAML 1.1 reads underscores in numbers"),
    (re.compile(r"[-+]?[0-9][0-9_]*(:[0-5]?[0-9])+(\.[0-9_]*)?\Z"), "YAML 1.1 reads it as a sexagesimal number"),
    (re.compile(r"[-+]?\.(?i:inf|nan)\Z"), "YAML reads it as a number that JSON has not"),
    (re.compile(r"[-+]?(\.[0-9]+|[0-9]+\.)([eE][-+]?[0-9]+)?\Z"), "write the number with a digit on both sides of the point"),
    (re.compile(r"(?i:=|<<)\Z"), "YAML 1.1 gives it a meaning of its own"),
]


def _where(node, path: str) -> str:
    mark = node.start_mark
    return f"line {mark.line + 1} column {mark.column + 1} ({path})"


def parse_yaml(text: str) -> Any:
    """The JSON value of a YAML document; raises YamlError."""
    import yaml

    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    try:
        for event in yaml.parse(text, Loader=loader):
            mark = event.start_mark
            where = f"line {mark.line + 1} column {mark.column + 1}"
            if isinstance(event, yaml.AliasEvent) or getattr(event, "anchor", None):
                raise YamlError(where, "anchors and aliases are not read here: write the value out")
            implicit = getattr(event, "implicit", True)
            explicit = implicit is False or (isinstance(implicit, tuple) and not any(implicit))
            if getattr(event, "tag", None) and explicit:
                raise YamlError(where, f"the tag {event.tag} is not read here")
        node = yaml.compose(text, Loader=loader)
    except yaml.MarkedYAMLError as e:
        mark = e.problem_mark or e.context_mark
        where = f"line {mark.line + 1} column {mark.column + 1}" if mark else "the document"
        raise YamlError(where, f"not valid YAML: {e.problem or e.context}") from None
    except yaml.YAMLError as e:
        raise YamlError("the document", f"not valid YAML: {e}") from None
    if node is None:
        raise YamlError("line 1 column 1", "the document is empty")
    return _value(node, "$")


def _value(node, path: str) -> Any:
    import yaml

    if getattr(node, "anchor", None):
        raise YamlError(_where(node, path), "anchors and aliases are not read here: write the value out")
    default_tags = {"tag:yaml.org,2002:map", "tag:yaml.org,2002:seq", "tag:yaml.org,2002:str",
                    "tag:yaml.org,2002:null", "tag:yaml.org,2002:bool", "tag:yaml.org,2002:int",
                    "tag:yaml.org,2002:float"}
    if isinstance(node, yaml.MappingNode):
        if node.tag != "tag:yaml.org,2002:map":
            raise YamlError(_where(node, path), f"the tag {node.tag} is not read here")
        out: dict[str, Any] = {}
        for key_node, value_node in node.value:
            if not isinstance(key_node, yaml.ScalarNode):
                raise YamlError(_where(key_node, path), "a key is text, not a list or a mapping")
            if key_node.tag == "tag:yaml.org,2002:merge":
                raise YamlError(_where(key_node, path), "merge keys (<<) are not read here")
            key = key_node.value
            from .schema import path_join

            where = path_join(path, key)
            if key in out:
                raise YamlError(_where(key_node, where), f"the key {key!r} appears twice in one mapping")
            out[key] = _value(value_node, where)
        return out
    if isinstance(node, yaml.SequenceNode):
        if node.tag != "tag:yaml.org,2002:seq":
            raise YamlError(_where(node, path), f"the tag {node.tag} is not read here")
        return [_value(item, f"{path}[{i}]") for i, item in enumerate(node.value)]
    # A scalar: quoted is text; plain means what it means in JSON.
    if node.style in ("'", '"', "|", ">"):
        if node.tag != "tag:yaml.org,2002:str":
            raise YamlError(_where(node, path), f"the tag {node.tag} is not read here")
        return node.value
    if node.tag not in default_tags:
        raise YamlError(_where(node, path), f"the tag {node.tag} is not read here")
    text = node.value
    if text in ("", "null"):
        return None
    if text == "true":
        return True
    if text == "false":
        return False
    if _INT.match(text):
        from .schema import MAX_INT_DIGITS, too_many_digits

        digits = len(text.lstrip("+-"))
        if digits > MAX_INT_DIGITS:
            raise YamlError(_where(node, path), too_many_digits(digits))
        return int(text)
    if _FLOAT.match(text):
        return float(text)
    for pattern, why in _TRAPS:
        if pattern.match(text):
            raise YamlError(_where(node, path), f"the unquoted {text} is ambiguous ({why}): quote it for text, "
                                                f"or write the JSON value")
    return text

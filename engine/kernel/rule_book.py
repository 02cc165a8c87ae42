"""A game's rule book: its rule sets as data, drafts and digests, built once from the
default rule set (a frozen dataclass with a `version` field and optional `name` and
`note` fields, which are no rule). It gives the ten behaviours the tools ask for: to and
from plain data (one-line errors naming the field and where), a draft's TOML loaded, every
problem of a draft's text, the version, a stable hash, the fields with their comments,
a draft's name and note.

Without hooks everything is read off the dataclass: each field's comment is its
`metadata["doc"]` (see `rule`) or the `docs` map's entry; the field's type (int, bool,
float, text, or a tuple of them) is what a draft must give, and `metadata["must"]` with
`metadata["ok"]` a further check and its wording. A game whose rule sets nest or need
their own checks passes its own converters as hooks; its data format stays its own.
"""

from __future__ import annotations

import dataclasses
import tomllib
import types
import typing
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, Protocol, TypeVar, cast

from engine.kernel.digest import stable_digest
from engine.kernel.values import RuleField


class Versioned(Protocol):
    @property
    def version(self) -> str: ...


R = TypeVar("R", bound=Versioned)

ABOUT = ("name", "note")      # a draft's title and its line: no rule, kept out of the state's digest


def rule(default: Any, doc: str, must: str = "", ok: Callable[[Any], bool] | None = None,
         compare: bool = True) -> Any:
    """A rule-set field with its comment (`doc`) and, optionally, a check on its value
    (`ok`) with the words an error uses (`must`: "1-50")."""
    return field(default=default, compare=compare, metadata={"doc": doc, "must": must, "ok": ok})


@dataclass(frozen=True)
class RuleBook(Generic[R]):
    default: R
    docs: Mapping[str, str] = field(default_factory=dict)        # field -> comment, beside `rule`'s docs
    published: Mapping[str, R] = field(default_factory=dict)     # version -> a published rule set
    # Hooks: a game's own converters (each replaces the generic behaviour it names).
    writes: Callable[[R], dict[str, Any]] | None = None
    reads: Callable[[Any, str], R] | None = None
    loads: Callable[[str, str], R] | None = None
    checks: Callable[[str, str], Sequence[str]] | None = None
    lists: Callable[[R], Sequence[RuleField]] | None = None

    def rule_sets(self) -> tuple[R, ...]:
        """The published rule sets, the default among them (first when it is not listed)."""
        found = tuple(self.published.values())
        return found if any(rules is self.default for rules in found) else (self.default, *found)

    def to_data(self, rules: R) -> dict[str, Any]:
        if self.writes is not None:
            return self.writes(rules)
        data = {f.name: _plain(getattr(rules, f.name)) for f in dataclasses.fields(_cls(rules))}
        return {key: value for key, value in data.items() if key not in ABOUT or value}

    def from_data(self, data: Any, where: str) -> R:
        """The rule set, or ValueError with one line naming the field."""
        if self.reads is not None:
            return self.reads(data, where)
        problems = self.problems(data, where)
        if problems:
            raise ValueError(problems[0])
        values = {f.name: _typed(data[f.name]) for f in dataclasses.fields(_cls(self.default)) if f.name in data}
        # A draft that names no version is a draft of the default's.
        values.setdefault("version", f"{self.default.version}-draft")
        rules: R = dataclasses.replace(cast(Any, self.default), **values)
        return rules

    def load(self, text: str, where: str) -> R:
        """A draft rule set from a TOML text; ValueError with one line naming the field."""
        if self.loads is not None:
            return self.loads(text, where)
        return self.from_data(parse_toml(text, where), where)

    def check_text(self, text: str, where: str) -> Sequence[str]:
        """Every problem of a draft's TOML text, one line each naming its field (not just
        the first, as `load` raises); empty when the draft loads."""
        if self.checks is not None:
            return self.checks(text, where)
        try:
            return self.problems(parse_toml(text, where), where)
        except ValueError as error:
            return [str(error)]

    def problems(self, data: Any, where: str) -> list[str]:
        """Every problem of a rule set's data (the generic reading)."""
        fields = {f.name: f for f in dataclasses.fields(_cls(self.default))}
        if not isinstance(data, dict):
            return [f"{where}: a rule set is a map of fields ({', '.join(fields)})"]
        hints = typing.get_type_hints(_cls(self.default))
        out = [f"{where}: unknown field {key!r}" for key in data if key not in fields]
        for name, f in fields.items():
            if name not in data:
                continue
            ok = f.metadata.get("ok")
            if not _fits(data[name], hints[name]) or (ok is not None and not ok(_typed(data[name]))):
                out.append(f"{where}: field {name!r} must be {f.metadata.get('must') or _words(hints[name])}")
        return out

    def version(self, rules: R) -> str:
        return rules.version

    def hash(self, rules: R) -> str:
        # A draft's name and note are no rule, so the rule set's own digest (and every
        # state's) leaves them out; a replay's header must not change them unnoticed, so
        # its hash covers them when they are set (a rule set with neither keeps its hash).
        name, note = self.name(rules), self.note(rules)
        return stable_digest((rules, name, note)) if name or note else stable_digest(rules)

    def fields(self, rules: R) -> Sequence[RuleField]:
        """The rule set field by field, in a draft's order, each with its comment; written
        as TOML they make a draft that loads to the same values."""
        if self.lists is not None:
            return self.lists(rules)
        return tuple(RuleField(f.name, _plain(getattr(rules, f.name)), self.doc(f))
                     for f in dataclasses.fields(_cls(rules)))

    def doc(self, f: dataclasses.Field[Any]) -> str:
        return str(f.metadata.get("doc") or self.docs.get(f.name, ""))

    def name(self, rules: R) -> str:
        """A draft's title, "" for none (not a rule: replays, reports, the viewer show it)."""
        return str(getattr(rules, "name", ""))

    def note(self, rules: R) -> str:
        """One line about a draft, "" for none."""
        return str(getattr(rules, "note", ""))


def parse_toml(text: str, where: str) -> Any:
    """A draft's TOML text as data, or ValueError with one line naming `where`."""
    try:
        return tomllib.loads(text)
    except ValueError as error:          # TOMLDecodeError, and an integer of thousands of digits
        raise ValueError(f"{where}: not valid TOML ({error})") from None
    except RecursionError:
        raise ValueError(f"{where}: not valid TOML (nested too deeply)") from None


def _cls(rules: Any) -> type[Any]:
    cls = type(rules)
    if not dataclasses.is_dataclass(cls):
        raise TypeError(f"{cls.__name__} is not a dataclass: give the rule book its converters")
    return cls


def _plain(value: Any) -> Any:
    return [_plain(v) for v in value] if isinstance(value, tuple) else value


def _typed(value: Any) -> Any:
    return tuple(_typed(v) for v in value) if isinstance(value, list) else value


def _fits(value: Any, hint: Any) -> bool:
    origin = typing.get_origin(hint)
    if origin is tuple:
        item = typing.get_args(hint)[0]
        return isinstance(value, list) and all(_fits(v, item) for v in value)
    if origin in (typing.Union, types.UnionType):
        return any(_fits(value, arm) for arm in typing.get_args(hint))
    if hint is type(None):
        return value is None
    if hint is float:
        return isinstance(value, (int, float)) and not isinstance(value, bool)
    if hint is int:
        return isinstance(value, int) and not isinstance(value, bool)
    return isinstance(value, hint)


_WORDS = {int: ("an integer", "integers"), bool: ("true or false", "trues and falses"), str: ("a text", "texts"),
          float: ("a number", "numbers")}


def _words(hint: Any) -> str:
    if typing.get_origin(hint) is tuple:
        return f"a list of {_WORDS.get(typing.get_args(hint)[0], ('', 'values'))[1]}"
    return _WORDS.get(hint, (str(hint), ""))[0]

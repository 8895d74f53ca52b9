"""Rule sets: one typed, immutable, serialisable object of named options (docs/rules.md §5).

``OPTIONS`` is the single declared table of option keys: their allowed values,
the boards each applies to and the rule ids it changes; ``PRESET_ROWS`` holds one
row per preset (its board, every option's value, its rule-id map).  The CLI, save
loading and the rules dialog are all built from them.

A rule set chooses its :class:`~.variant.Variant` (the rules code that plays it) once,
when it is built: ``RuleSet.variant`` (see ``registry.py``).
"""
from __future__ import annotations

import reprlib
from dataclasses import dataclass, fields, replace
from typing import Any

from .boards import BOARDS
from .registry import variant_for

__all__ = [
    "Option", "OPTIONS", "OPTION_BY_KEY", "Preset", "PRESET_ROWS", "PRESET_BY_NAME", "PRESETS",
    "PRESET_BOARD", "RuleSet",
    "RuleError", "validate_rules",
]

ALL_BOARDS = frozenset({"parchis68", "russian56", "pachisi96"})
_CROSS = frozenset({"parchis68", "pachisi96"})


_SHOWN = reprlib.Repr()
_SHOWN.maxstring = _SHOWN.maxother = 40
_SHOWN.maxlevel = 3


def shown(value: Any, limit: int = 60) -> str:
    """``repr(value)`` cut short for a message: a 1 MB value in a file must not make a 1 MB
    error (issue 33); nested values are cut without recursion past a few levels."""
    try:
        text = _SHOWN.repr(value)
    except Exception:   # noqa: BLE001 (a value whose repr fails is still named)
        text = f"<{type(value).__name__}>"
    return text if len(text) <= limit else text[:limit - 3] + "..."


class RuleError(ValueError):
    """An invalid option value or combination; ``options`` names the keys involved
    (each cut short in the message, see :func:`shown`)."""

    def __init__(self, options: tuple[str, ...], reason: str):
        self.options = tuple(options)
        self.reason = reason
        names = "/".join(o if len(o) <= 40 else o[:37] + "..." for o in map(str, self.options))
        super().__init__(f"rules.{names}: {reason}")


@dataclass(frozen=True)
class Option:
    key: str
    values: tuple            # allowed values (bool options: (False, True))
    presets: dict            # preset name -> value (filled from the preset rows, PRESET_ROWS)
    boards: frozenset        # boards the option applies to
    rules: tuple             # rule ids the option changes
    group: str               # dialog group

    @property
    def kind(self) -> type:
        return type(self.values[0])


@dataclass(frozen=True)
class Preset:
    """One preset (docs/rules.md §5): its board, the value of every option, and which rule id
    states each concept the engine explains (``Reason.rule``: ``enter``, ``blockade``...)."""

    name: str
    board: str
    options: dict            # option key -> value, every option of OPTIONS
    rule_ids: dict           # concept -> rule id


_B = (False, True)
#: The options: (key, allowed values, rule ids it changes, dialog group[, boards it applies to]).
_OPTION_ROWS = (
    ("dice", (1, 2), ("PL-1", "ES-1"), "dice"),
    ("tokens", (2, 3, 4, 5), ("PL-1", "RU-1", "PA-1"), "dice"),
    ("enter_on", (5, 6), ("PL-2", "RU-2", "PA-3"), "entering"),
    ("enter_by_sum", _B, ("PL-2", "PA-3"), "entering"),
    ("enter_compulsory", _B, ("ES-2",), "entering"),
    ("sum_moves", _B, ("PL-3", "RU-3"), "moving"),
    ("capture_bonus", (0, 10, 20), ("ES-3", "PA-6"), "capturing"),
    ("goal_bonus", (0, 10), ("ES-3",), "home", _CROSS),
    ("extra_roll", ("doubles", "six", "none"), ("PL-14", "ES-4", "RU-12", "PA-10"), "dice"),
    ("six_counts_seven", _B, ("ES-4",), "dice"),
    ("three_in_a_row", ("none", "penalty", "reward"), ("ES-5", "RU-12"), "dice"),
    ("use_larger_die", _B, ("PL-6", "RU-5"), "moving"),
    ("blockades", _B, ("PL-11", "RU-4", "PA-8"), "moving"),
    ("blockade_max_turns", (0, 1, 2, 3, 4, 5), ("PA-9",), "moving"),
    ("open_blockade_on_six", _B, ("ES-6",), "moving"),
    ("shared_safe_squares", _B, ("ES-7", "ES-8", "PL-10"), "safe", _CROSS),
    ("capture_enforcement", ("off", "forced", "mirror"), ("RU-7",), "capturing"),
    ("prisoners", _B, ("RU-6", "RU-8", "RU-9"), "specials"),
    ("rest_cells", _B, ("RU-10", "RU-11"), "specials", {"russian56"}),
    ("mirror", _B, ("RU-13", "RU-14", "RU-15"), "specials", {"russian56"}),
    ("reverse_faces", _B, ("PA-10",), "specials", {"pachisi96"}),
    ("turn_order", ("with_travel", "against_travel"), ("G-2", "PL-4", "ES-1"), "dice"),
    ("play_for_places", _B, ("G-13",), "home"),
    ("teams", _B, ("TM-1", "TM-2", "TM-3", "TM-4"), "home", _CROSS),
)

#: Polish Parchís (docs/rules.md §1), the rules the other presets are told against.
_POLISH = dict(
    dice=2, tokens=4, enter_on=5, enter_by_sum=True, enter_compulsory=False, sum_moves=True,
    capture_bonus=0, goal_bonus=0, extra_roll="doubles", six_counts_seven=False,
    three_in_a_row="none", use_larger_die=False, blockades=True, blockade_max_turns=0,
    open_blockade_on_six=False, shared_safe_squares=False, capture_enforcement="off",
    prisoners=False, rest_cells=False, mirror=False, reverse_faces=False,
    turn_order="against_travel", play_for_places=False, teams=False)
_POLISH_IDS = dict(enter="PL-2", blockade="PL-11", start_blockade="PL-12", safe="PL-10", exact="PL-13",
                   use_roll="PL-6", home="PL-15")


def _row(name: str, board: str, options: dict, rule_ids: dict) -> Preset:
    """A preset told as its differences from Polish Parchís (options and rule ids)."""
    return Preset(name, board, {**_POLISH, **options}, {**_POLISH_IDS, **rule_ids})


#: The presets, one row each.  A new preset built from existing options is one more row
#: here (plus its words in the UI).  Rule ids: the concepts of ``movegen.explain``'s reasons.
PRESET_ROWS: tuple[Preset, ...] = (
    _row("parchis", "parchis68", {}, {}),
    _row("spanish", "parchis68",
         dict(dice=1, enter_by_sum=False, enter_compulsory=True, sum_moves=False, capture_bonus=20,
              goal_bonus=10, extra_roll="six", six_counts_seven=True, three_in_a_row="penalty",
              open_blockade_on_six=True, shared_safe_squares=True, turn_order="with_travel"),
         dict(start_blockade="ES-8", safe="ES-7")),
    _row("russian", "russian56",
         dict(tokens=5, enter_on=6, enter_by_sum=False, sum_moves=False, three_in_a_row="reward",
              use_larger_die=True, blockades=False, capture_enforcement="mirror", prisoners=True,
              rest_cells=True, mirror=True),
         dict(enter="RU-2", blockade="RU-4", start_blockade="RU-2", safe="RU-4", exact="RU-16",
              use_roll="RU-5", home="RU-16")),
    _row("pachisi", "pachisi96",
         dict(capture_bonus=20, blockade_max_turns=3, reverse_faces=True, turn_order="with_travel"),
         dict(enter="PA-3", blockade="PA-8", start_blockade="PA-7", safe="PA-7", exact="PA-11",
              use_roll="PA-4", home="PA-11")),
)
PRESET_BY_NAME: dict[str, Preset] = {p.name: p for p in PRESET_ROWS}
PRESETS: tuple[str, ...] = tuple(PRESET_BY_NAME)
PRESET_BOARD: dict[str, str] = {p.name: p.board for p in PRESET_ROWS}


def _option(key, values, rules, group, boards=ALL_BOARDS) -> Option:
    return Option(key, tuple(values), {p.name: p.options[key] for p in PRESET_ROWS},
                  frozenset(boards), tuple(rules), group)


OPTIONS: tuple[Option, ...] = tuple(_option(*row) for row in _OPTION_ROWS)
OPTION_BY_KEY: dict[str, Option] = {o.key: o for o in OPTIONS}
for _p in PRESET_ROWS:  # every row names every option, once
    assert set(_p.options) == set(OPTION_BY_KEY), (_p.name, set(_p.options) ^ set(OPTION_BY_KEY))
    assert _p.board in BOARDS, _p.name
_BOARD_OF = {p.name: BOARDS[p.board] for p in PRESET_ROWS}   # preset -> its Board table


@dataclass(frozen=True)
class RuleSet:
    """The rules in force.  Immutable; build variants with :meth:`with_options`."""

    preset: str
    dice: int
    tokens: int
    enter_on: int
    enter_by_sum: bool
    enter_compulsory: bool
    sum_moves: bool
    capture_bonus: int
    goal_bonus: int
    extra_roll: str
    six_counts_seven: bool
    three_in_a_row: str
    use_larger_die: bool
    blockades: bool
    blockade_max_turns: int
    open_blockade_on_six: bool
    shared_safe_squares: bool
    capture_enforcement: str
    prisoners: bool
    rest_cells: bool
    mirror: bool
    reverse_faces: bool
    turn_order: str
    play_for_places: bool
    teams: bool = False

    # -- construction ------------------------------------------------------
    @classmethod
    def preset_named(cls, preset: str, **overrides: Any) -> "RuleSet":
        if preset not in PRESETS:
            raise RuleError(("preset",), f"unknown variant {shown(preset)} (known: {', '.join(PRESETS)})")
        base = {o.key: o.presets[preset] for o in OPTIONS}
        rs = cls(preset=preset, **base)
        return rs.with_options(overrides) if overrides else validate_rules(rs)

    def with_options(self, overrides: dict[str, Any]) -> "RuleSet":
        """A copy with ``overrides`` applied, type-checked and validated."""
        values = {}
        for key, value in overrides.items():
            opt = OPTION_BY_KEY.get(key)
            if opt is None:
                raise RuleError((str(key),), "unknown option")
            values[key] = _coerce(opt, value)
        return validate_rules(replace(self, **values))

    @classmethod
    def from_dict(cls, data: Any) -> "RuleSet":
        """Read ``{"preset": name, option: value...}``; missing options take the preset's value."""
        if not isinstance(data, dict):
            raise RuleError(("rules",), "must be an object")
        data = dict(data)
        preset = data.pop("preset", "parchis")
        if not isinstance(preset, str):
            raise RuleError(("preset",), "must be a string")
        return cls.preset_named(preset, **data)

    # -- output ------------------------------------------------------------
    @property
    def board(self) -> str:
        return PRESET_BOARD[self.preset]

    def __post_init__(self) -> None:
        # Derived, not options (so not fields: equality, hashing and to_dict ignore them).
        # Plain attributes, computed once: the engine reads them in the inner loop (a property
        # or cached_property there costs parchis ~5%).
        #   ``rule_ids``: the preset's rule-id map (which rule id states each concept);
        #   ``variant``: the Variant object that plays these rules (registry.variant_for);
        #   ``pipeline``: the whole-roll stages these rules play (engine/stages.py);
        #   ``special_play``: whether the Russian rules take part (pre-roll moves, gifts...).
        row = PRESET_BY_NAME.get(self.preset)
        object.__setattr__(self, "rule_ids", row.rule_ids if row is not None else {})
        variant = variant_for(self, _BOARD_OF[self.preset]) if row is not None else None
        object.__setattr__(self, "variant", variant)
        object.__setattr__(self, "pipeline", variant.pipeline_for(self) if variant is not None else None)
        object.__setattr__(self, "special_play", bool(variant is not None and variant.special))
        #   ``_plays``: mechanics.ring_plays by the roll, the bonuses (and ES-4's nest test).
        object.__setattr__(self, "_plays", {})

    def __getstate__(self) -> dict:
        return {f.name: getattr(self, f.name) for f in fields(self)}

    def __setstate__(self, state: dict) -> None:
        for key, value in state.items():
            object.__setattr__(self, key, value)
        self.__post_init__()

    def to_dict(self) -> dict[str, Any]:
        out = {f.name: getattr(self, f.name) for f in fields(self)}
        # Options added after saves and records existed are written only when on, so that
        # the saves and records of games without them stay as they were (reading fills them in).
        for key in _WRITTEN_WHEN_ON:
            if not out[key]:
                del out[key]
        return out

    def changed(self) -> dict[str, Any]:
        """Options that differ from the preset's values."""
        return {o.key: getattr(self, o.key) for o in OPTIONS
                if getattr(self, o.key) != o.presets[self.preset]}

    def is_modified(self) -> bool:
        return bool(self.changed())


#: See ``RuleSet.to_dict``.
_WRITTEN_WHEN_ON = ("teams",)


def _coerce(opt: Option, value: Any) -> Any:
    kind = opt.kind
    if kind is bool:
        if not isinstance(value, bool):
            raise RuleError((opt.key,), f"must be true or false, not {shown(value)}")
    elif kind is int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise RuleError((opt.key,), f"must be one of {', '.join(map(str, opt.values))}, not {shown(value)}")
    elif not isinstance(value, str):
        raise RuleError((opt.key,), f"must be one of {', '.join(opt.values)}, not {shown(value)}")
    if value not in opt.values:
        raise RuleError((opt.key,), f"must be one of {', '.join(map(str, opt.values))}, not {shown(value)}")
    return value


#: Combinations the engine cannot play: (options, predicate that is True when broken, reason).
_CONFLICTS = (
    (("sum_moves", "dice"), lambda r: r.sum_moves and r.dice == 1, "sum moves need two dice"),
    (("enter_by_sum", "dice"), lambda r: r.enter_by_sum and r.dice == 1,
     "entering by the sum needs two dice"),
    (("extra_roll", "dice"), lambda r: r.extra_roll == "doubles" and r.dice == 1,
     "doubles need two dice"),
    (("use_larger_die", "dice"), lambda r: r.use_larger_die and r.dice == 1,
     "the larger-die rule needs two dice"),
    (("reverse_faces", "dice"), lambda r: r.reverse_faces and r.dice == 1,
     "reverse faces are read on doubles, which need two dice"),
    (("three_in_a_row", "extra_roll"), lambda r: r.three_in_a_row != "none" and r.extra_roll == "none",
     "three in a row counts extra rolls, but no roll gives one"),
    (("blockade_max_turns", "blockades"), lambda r: r.blockade_max_turns > 0 and not r.blockades,
     "a blockade time limit needs blockades"),
    (("open_blockade_on_six", "blockades"), lambda r: r.open_blockade_on_six and not r.blockades,
     "opening blockades on a six needs blockades"),
    (("capture_enforcement", "mirror"), lambda r: r.capture_enforcement == "mirror" and not r.mirror,
     "the mirror penalty needs the mirror"),
    (("six_counts_seven", "dice"), lambda r: r.six_counts_seven and r.dice == 2,
     "a six counting as seven is a one-die rule"),
)


def validate_rules(rules: RuleSet) -> RuleSet:
    """Check a rule set; raise :class:`RuleError` naming the options, else return it."""
    for opt in OPTIONS:
        value = getattr(rules, opt.key)
        _coerce(opt, value)
        if rules.board not in opt.boards and value != opt.presets[rules.preset] and value is not False:
            raise RuleError((opt.key,), f"does not apply to the {rules.preset} board")
    for keys, broken, reason in _CONFLICTS:
        if broken(rules):
            raise RuleError(keys, reason)
    return rules


def option_applies(key: str, preset: str) -> bool:
    """Whether option ``key`` means anything on ``preset``'s board (the dialog disables it if not)."""
    return PRESET_BOARD[preset] in OPTION_BY_KEY[key].boards

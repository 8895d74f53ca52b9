"""Rule sets: one typed, immutable, serialisable object of named options (docs/rules.md §5).

``OPTIONS`` is the single declared table of option keys: their allowed values,
the value in each preset, the boards each applies to and the rule ids it
changes.  The CLI, save loading and the rules dialog are all built from it.
"""
from __future__ import annotations

from dataclasses import dataclass, fields, replace
from typing import Any

__all__ = [
    "Option", "OPTIONS", "OPTION_BY_KEY", "PRESETS", "PRESET_BOARD", "RuleSet",
    "RuleError", "validate_rules",
]

ALL_BOARDS = frozenset({"parchis68", "russian56", "pachisi96"})
_CROSS = frozenset({"parchis68", "pachisi96"})


class RuleError(ValueError):
    """An invalid option value or combination; ``options`` names the keys involved."""

    def __init__(self, options: tuple[str, ...], reason: str):
        self.options = tuple(options)
        self.reason = reason
        super().__init__(f"rules.{'/'.join(self.options)}: {reason}")


@dataclass(frozen=True)
class Option:
    key: str
    values: tuple            # allowed values (bool options: (False, True))
    presets: dict            # preset name -> value
    boards: frozenset        # boards the option applies to
    rules: tuple             # rule ids the option changes
    group: str               # dialog group

    @property
    def kind(self) -> type:
        return type(self.values[0])


_P = ("parchis", "spanish", "russian", "pachisi")


def _opt(key, values, per_preset, rules, group, boards=ALL_BOARDS):
    return Option(key, tuple(values), dict(zip(_P, per_preset)), frozenset(boards), tuple(rules), group)


_B = (False, True)
OPTIONS: tuple[Option, ...] = (
    _opt("dice", (1, 2), (2, 1, 2, 2), ("PL-1", "ES-1"), "dice"),
    _opt("tokens", (2, 3, 4, 5), (4, 4, 5, 4), ("PL-1", "RU-1", "PA-1"), "dice"),
    _opt("enter_on", (5, 6), (5, 5, 6, 5), ("PL-2", "RU-2", "PA-3"), "entering"),
    _opt("enter_by_sum", _B, (True, False, False, True), ("PL-2", "PA-3"), "entering"),
    _opt("enter_compulsory", _B, (False, True, False, False), ("ES-2",), "entering"),
    _opt("sum_moves", _B, (True, False, False, True), ("PL-3", "RU-3"), "moving"),
    _opt("capture_bonus", (0, 10, 20), (0, 20, 0, 20), ("ES-3", "PA-6"), "capturing"),
    _opt("goal_bonus", (0, 10), (0, 10, 0, 0), ("ES-3",), "home", _CROSS),
    _opt("extra_roll", ("doubles", "six", "none"), ("doubles", "six", "doubles", "doubles"),
         ("PL-14", "ES-4", "RU-12", "PA-10"), "dice"),
    _opt("six_counts_seven", _B, (False, True, False, False), ("ES-4",), "dice"),
    _opt("three_in_a_row", ("none", "penalty", "reward"), ("none", "penalty", "reward", "none"),
         ("ES-5", "RU-12"), "dice"),
    _opt("use_larger_die", _B, (False, False, True, False), ("PL-6", "RU-5"), "moving"),
    _opt("blockades", _B, (True, True, False, True), ("PL-11", "RU-4", "PA-8"), "moving"),
    _opt("blockade_max_turns", (0, 1, 2, 3, 4, 5), (0, 0, 0, 3), ("PA-9",), "moving"),
    _opt("open_blockade_on_six", _B, (False, True, False, False), ("ES-6",), "moving"),
    _opt("shared_safe_squares", _B, (False, True, False, False), ("ES-7", "ES-8", "PL-10"), "safe",
         _CROSS),
    _opt("capture_enforcement", ("off", "forced", "mirror"), ("off", "off", "mirror", "off"),
         ("RU-7",), "capturing"),
    _opt("prisoners", _B, (False, False, True, False), ("RU-6", "RU-8", "RU-9"), "specials"),
    _opt("rest_cells", _B, (False, False, True, False), ("RU-10", "RU-11"), "specials", {"russian56"}),
    _opt("mirror", _B, (False, False, True, False), ("RU-13", "RU-14", "RU-15"), "specials",
         {"russian56"}),
    _opt("reverse_faces", _B, (False, False, False, True), ("PA-10",), "specials", {"pachisi96"}),
    _opt("turn_order", ("with_travel", "against_travel"),
         ("against_travel", "with_travel", "against_travel", "with_travel"), ("G-2", "PL-4", "ES-1"),
         "dice"),
    _opt("play_for_places", _B, (False, False, False, False), ("G-13",), "home"),
)
OPTION_BY_KEY: dict[str, Option] = {o.key: o for o in OPTIONS}
PRESETS: tuple[str, ...] = _P
PRESET_BOARD: dict[str, str] = {
    "parchis": "parchis68", "spanish": "parchis68", "russian": "russian56", "pachisi": "pachisi96",
}


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

    # -- construction ------------------------------------------------------
    @classmethod
    def preset_named(cls, preset: str, **overrides: Any) -> "RuleSet":
        if preset not in PRESETS:
            raise RuleError(("preset",), f"unknown variant {preset!r} (known: {', '.join(PRESETS)})")
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
        # ``special_play`` (not an option): whether engine/russian.py takes part (the "Russian
        # hook"s of movegen/position/game): an option it plays is on (``prisoners``,
        # ``rest_cells``, ``mirror``, ``capture_enforcement``, ``three_in_a_row == "reward"``)
        # or the board table asks for RU-4/RU-2 (``no_jumping``, ``bound_entry``).  A plain
        # attribute, computed once: the hooks test it in the inner loop (a property or
        # cached_property there costs parchis ~5%).
        object.__setattr__(self, "special_play", bool(
            self.prisoners or self.rest_cells or self.mirror or self.capture_enforcement != "off"
            or self.three_in_a_row == "reward" or _board_special_play(self.preset)))

    def to_dict(self) -> dict[str, Any]:
        return {f.name: getattr(self, f.name) for f in fields(self)}

    def changed(self) -> dict[str, Any]:
        """Options that differ from the preset's values."""
        return {o.key: getattr(self, o.key) for o in OPTIONS
                if getattr(self, o.key) != o.presets[self.preset]}

    def is_modified(self) -> bool:
        return bool(self.changed())


_BOARD_SPECIAL: dict[str, bool] = {}


def _board_special_play(preset: str) -> bool:
    """Whether ``preset``'s board table asks for engine/russian.py (``no_jumping``/``bound_entry``)."""
    flag = _BOARD_SPECIAL.get(preset)
    if flag is None:
        from .boards import BOARDS
        board = BOARDS.get(PRESET_BOARD.get(preset, ""))
        flag = _BOARD_SPECIAL[preset] = bool(board is not None and (board.no_jumping or board.bound_entry))
    return flag


def _coerce(opt: Option, value: Any) -> Any:
    kind = opt.kind
    if kind is bool:
        if not isinstance(value, bool):
            raise RuleError((opt.key,), f"must be true or false, not {value!r}")
    elif kind is int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise RuleError((opt.key,), f"must be one of {', '.join(map(str, opt.values))}, not {value!r}")
    elif not isinstance(value, str):
        raise RuleError((opt.key,), f"must be one of {', '.join(opt.values)}, not {value!r}")
    if value not in opt.values:
        raise RuleError((opt.key,), f"must be one of {', '.join(map(str, opt.values))}, not {value!r}")
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

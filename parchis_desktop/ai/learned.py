"""The learned value function: win chances from weights trained by TD(lambda) self-play.

``scripts/train_value.py`` trains, per preset and board kind (seats, teams), a linear model
over :data:`.value_features.FEATURES`: each seat's (with ``teams``: each team's) logit is the
dot product of its feature row with the weights, and the win chances are the softmax of the
logits (TM-4: partners share their team's chance).  The weights are data in
``resources/value/``: one JSON file per kind, listed with its SHA-256 in ``manifest.json``.

They are read lazily, the first time a position of that kind asks.  A kind the manifest does
not list (custom rules, the boards and teams no weights were trained for) keeps the hand-made
evaluation silently, by design.  A listed file that is missing or damaged (unreadable, bad
JSON, wrong checksum, wrong shape) keeps the hand-made evaluation too and says so once: a
logged warning, and :func:`problems` for the window to read.

:func:`install` plugs :func:`win_chances` into :func:`.evaluate.win_probabilities` (the one
entry point of the win chances: the statistics window, the game review), done when
:mod:`parchis_desktop.ai` is imported.  The players' search keeps the hand-made evaluation
(it passes its own pips; docs/ai-tuning.md says why).
"""
from __future__ import annotations

import hashlib
import json
import logging
import math
from pathlib import Path

from parchis_desktop.engine import Position, RuleSet

from . import evaluate
from .search import LeafCache, position_key
from .value_features import FEATURES, seat_features, team_rows

__all__ = ["win_chances", "kind_of", "load_model", "problems", "weights_dir", "set_weights_dir", "install",
           "Model", "file_name", "MANIFEST", "utilities", "LearnedLeafCache"]

log = logging.getLogger(__name__)

MANIFEST = "manifest.json"
FORMAT = 1

_PACKAGE_DIR = Path(__file__).resolve().parent.parent


def _default_dir() -> Path:
    """resources/value: inside the package when installed from a wheel, else the checkout's
    (the same rule as parchis_desktop/paths.py, which the ai layer may not import)."""
    installed = _PACKAGE_DIR / "resources" / "value"
    if installed.is_dir():
        return installed
    return _PACKAGE_DIR.parent / "resources" / "value"


_dir: Path | None = None
_models: dict = {}          # kind -> Model | None (None: hand-made evaluation)
_manifest: dict | None = None
_problems: dict = {}        # what went wrong, said once: name -> reason code
_kinds: dict = {}           # id(rules) -> (rules, kind | None)


def weights_dir() -> Path:
    return _dir if _dir is not None else _default_dir()


def set_weights_dir(path: Path | None) -> None:
    """Read the weights from ``path`` (None: the default) and forget what was loaded (tests,
    the training script)."""
    global _dir, _manifest
    _dir = Path(path) if path is not None else None
    _manifest = None
    _models.clear()
    _problems.clear()
    _kinds.clear()


def problems() -> dict[str, str]:
    """Weights files that should be there and could not be used: file name -> ``missing`` /
    ``damaged`` / ``checksum`` (the hand-made evaluation is used for their kinds)."""
    return dict(_problems)


def file_name(preset: str, seats: int, players: int, teams: bool) -> str:
    return f"{preset}-{seats}seats-{players}p{'-teams' if teams else ''}.json"


def kind_of(pos: Position) -> tuple[str, int, int, bool] | None:
    """(preset, seats, players, teams) when the position plays a preset's own rules (with or
    without teams, TM-1), else None: a custom rule set is not what the weights were trained on.
    ``players`` counts the seats the game began with (a duel on the four-seat board is its
    own kind)."""
    rules = pos.rules
    hit = _kinds.get(id(rules))
    if hit is not None and hit[0] is rules:
        kind = hit[1]
        return kind if kind is None else (kind[0], kind[1], len(pos.players), kind[2])
    try:
        plain = RuleSet.preset_named(rules.preset, teams=rules.teams) if rules.teams else RuleSet.preset_named(rules.preset)
    except Exception:  # an unknown preset name: no weights
        plain = None
    kind = (rules.preset, pos.board.seats, bool(rules.teams)) if plain == rules else None
    if len(_kinds) > 64:
        _kinds.clear()
    _kinds[id(rules)] = (rules, kind)
    return kind if kind is None else (kind[0], kind[1], len(pos.players), kind[2])


class Model:
    """A linear model over :data:`FEATURES` for one kind."""

    __slots__ = ("kind", "weights")

    def __init__(self, kind, weights):
        self.kind = kind
        self.weights = tuple(float(w) for w in weights)

    def logits(self, rows) -> list[float]:
        w = self.weights
        return [sum(a * b for a, b in zip(w, r)) for r in rows]


def _say(name: str, reason: str, detail: str = "") -> None:
    if name not in _problems:
        _problems[name] = reason
        log.warning("learned evaluation: weights %s %s%s; the hand-made evaluation is used instead",
                    name, reason, f" ({detail})" if detail else "")


def _read_manifest() -> dict:
    global _manifest
    if _manifest is None:
        path = weights_dir() / MANIFEST
        try:
            data = json.loads(path.read_text("utf-8"))
            files = data["files"]
            if not isinstance(files, dict) or not all(isinstance(v, str) for v in files.values()):
                raise ValueError("files must map names to checksums")
            _manifest = files
        except FileNotFoundError:
            _say(MANIFEST, "missing")
            _manifest = {}
        except (OSError, ValueError, KeyError, TypeError) as e:
            _say(MANIFEST, "damaged", str(e)[:80])
            _manifest = {}
    return _manifest


def load_model(kind) -> Model | None:
    """The model of ``kind`` (loaded once), or None for the hand-made evaluation."""
    if kind in _models:
        return _models[kind]
    model = None
    name = file_name(*kind)
    digest = _read_manifest().get(name)
    if digest is not None:
        path = weights_dir() / name
        try:
            raw = path.read_bytes()
        except FileNotFoundError:
            _say(name, "missing")
        except OSError as e:
            _say(name, "damaged", str(e)[:80])
        else:
            if hashlib.sha256(raw).hexdigest() != digest:
                _say(name, "checksum")
            else:
                try:
                    data = json.loads(raw.decode("utf-8"))
                    if data.get("format") != FORMAT or tuple(data["features"]) != FEATURES:
                        raise ValueError("format or features differ from this version's")
                    weights = [float(w) for w in data["weights"]]
                    if len(weights) != len(FEATURES) or not all(math.isfinite(w) for w in weights):
                        raise ValueError("weights of the wrong shape")
                    model = Model(kind, weights)
                except (ValueError, KeyError, TypeError, UnicodeDecodeError) as e:
                    _say(name, "damaged", str(e)[:80])
    _models[kind] = model
    return model


def softmax(logits: list[float]) -> list[float]:
    top = max(logits)
    ex = [math.exp(z - top) for z in logits]
    z = sum(ex)
    return [e / z for e in ex]


def win_chances(pos: Position, model: Model | None = None, pips: list | None = None) -> list[float] | None:
    """Each seat's win chance by the learned model (teams: its team's), or None when no model
    fits this position (the caller then uses the hand-made evaluation).  ``pips`` (a list) gets
    the hand-made pips of every seat when the features were computed."""
    if model is None:
        kind = kind_of(pos)
        if kind is None:
            return None
        model = load_model(kind)
        if model is None:
            return None
    n = len(pos.tokens)
    out = [0.0] * n
    if pos.rules.teams:
        w = pos.winner
        half = pos.board.seats // 2
        if w is not None:
            out[w % half] = out[w % half + half] = 1.0
            return out
        order, rows = seat_features(pos, pips)
        sides, trows = team_rows(pos, order, rows)
        if not sides:
            return None
        for t, p in zip(sides, softmax(model.logits(trows))):
            out[t] = out[t + half] = p
        return out
    if pos.is_over or pos.finished:
        out[pos.finished[0]] = 1.0
        return out
    order, rows = seat_features(pos, pips)
    if len(order) == 1:
        out[order[0]] = 1.0
        return out
    for s, p in zip(order, softmax(model.logits(rows))):
        out[s] = p
    return out


def utilities(pos: Position, model: Model) -> tuple[float, ...]:
    """:func:`.search._utilities` with the learned win chances: per seat the win chance (teams:
    the team's) plus the same small race term, 2 / -1 for a finished game."""
    n = len(pos.tokens)
    if pos.rules.teams:
        w = pos.winner
        if w is not None:
            half = pos.board.seats // 2
            return tuple(2.0 if s % half == w % half else -1.0 for s in range(n))
    elif pos.finished:
        w = pos.finished[0]
        return tuple(2.0 if s == w else -1.0 for s in range(n))
    pips: list = []
    wp = win_chances(pos, model, pips)
    if not pips:
        return tuple(2.0 * p - (1 - p) for p in wp)
    if pos.rules.teams:
        tp = evaluate.team_pips(pos, pips)
        half = pos.board.seats // 2
        out = [0.0] * n
        for side, mine in tp.items():
            others = [v for t, v in tp.items() if t != side]
            race = (min(others) - mine) if others else 0.0
            out[side] = out[side + half] = wp[side] + 0.0005 * race
        return tuple(out)
    racing = [x for x in pips if x != math.inf]
    out = []
    for s in range(n):
        mine = pips[s]
        if mine == math.inf:
            out.append(0.0)
            continue
        others = [x for t, x in enumerate(pips) if t != s and x != math.inf]
        out.append(wp[s] + 0.0005 * ((min(others) - mine) if others and racing else 0.0))
    return tuple(out)


class LearnedLeafCache(LeafCache):
    """A :class:`.search.LeafCache` whose utilities come from the learned model where weights
    load for the position's kind (the hand-made ones elsewhere): the players' search with the
    learned evaluation (bench/candidates: measured against the baseline, docs/ai-tuning.md).
    With ``only``, a set of (preset, players) pairs, only those games use it (the kinds where it
    measured stronger); ``players`` counts the players the game began with.  With ``model``, that
    model scores the positions of its own kind (whatever the weights folder holds) and the
    hand-made evaluation the others (the training's on-policy self-play, ``value_training``)."""

    def __init__(self, *args, only: frozenset | None = None, model: Model | None = None, **kw):
        super().__init__(*args, **kw)
        self.only = only
        self.model = model

    def values(self, p: Position) -> tuple[float, ...]:
        kind = kind_of(p)
        if kind is not None and self.only is not None and (kind[0], kind[2]) not in self.only:
            kind = None
        if self.model is not None:
            model = self.model if kind == self.model.kind else None
        else:
            model = load_model(kind) if kind is not None else None
        if model is None:
            return super().values(p)
        if p.rules is not self._rules:
            if self._rules is None or p.rules != self._rules:
                self._d.clear()
            self._rules = p.rules
        key = position_key(p)
        v = self._d.get(key)
        if v is None:
            if len(self._d) > self.limit:
                self._d.clear()
            v = self._d[key] = utilities(p, model)
        return v


def install() -> None:
    """Make :func:`.evaluate.win_probabilities` answer from the learned model where weights load."""
    evaluate.LEARNED_WIN_CHANCES[:] = [win_chances]

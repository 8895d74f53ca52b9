"""Training the learned value function (``scripts/train_value.py``): TD(lambda) over self-play.

The games are self-play of the Strong player as the shipped weights were trained on it: its
one-roll planner on the hand-made evaluation (:func:`self_play_bot`; seeded dice and bots: the
same seed plays the same games).  On request (:data:`POLICIES`, ``scripts/train_value.py --policy
learned|mixed --init WEIGHTS``) the games are on-policy instead: the Strong player scoring its plans
with a given model, in every seat or in one seat a game.  Every position before a roll and every third position where a player chooses
is a sample: its feature rows (:mod:`.value_features`, one per seat or, with ``teams``, per team)
and, at the end, who won.

The learning is TD(lambda) in its forward view, as TD-Gammon's: the model's win chances
``p_t`` (a softmax over the seats' logits ``x_t,s . w``) move towards the lambda-return
``G_t = (1 - lambda) p_t+1 + lambda G_t+1`` (``G`` after the last sample: the result), one
game at a time, with the gradient of the cross-entropy, ``sum_s (p_t,s - G_t,s) x_t,s``.
The weights start from the hand-made evaluation (``hand`` = 1, the rest 0), so the model
learns corrections to it.  The update is the batch form (see :func:`train`).  A held-out
set of games (other dice) gives the curve: its log-loss and Brier score after every epoch,
and the hand-made evaluation's on the same samples.

numpy only (installed with pyqtgraph); nothing here imports Qt.  Everything is deterministic:
the same arguments give the same bytes (:func:`weights_json`).
"""
from __future__ import annotations

import json
import math

import numpy as np

from parchis_desktop.engine import Dice, Game, legal_moves

from .bots import make_bot
from .evaluate import CONSTANTS, STRONG_CONSTANTS, win_probabilities
from .learned import LearnedLeafCache
from .search import LeafCache
from .value_features import FEATURES, seat_features, team_rows

__all__ = ["play_game", "self_play_bot", "collect", "train", "weights_json", "scores", "read_weights", "POLICIES",
           "TRAIN_STREAM", "HOLDOUT_STREAM"]

#: Game index offsets of the training and held-out games (``Dice.seeded(seed, offset + i)``):
#: far from the indices bench/ai_calibration.py plays (0, 1, 2, ...) with the same seed.
TRAIN_STREAM = 500_000
HOLDOUT_STREAM = 900_000
MAX_ROLLS = 4000
#: Samples: every position before a roll, and one decision (mid-roll) position in this many.
DECISION_EVERY = 3
#: Who chooses the self-play's moves (:func:`play_game`): ``hand`` the hand-made one-roll Strong
#: player in every seat (the default: what the shipped weights were trained on); ``learned`` the
#: Strong player scoring its plans with a given model in every seat (on-policy, as TD-Gammon);
#: ``mixed`` that player in one seat a game (seat ``index % players`` of the game's seats), the
#: hand-made one in the others -- the games of the ``tdstrong4`` row, one learned player against
#: the baseline's.
POLICIES = ("hand", "learned", "mixed")


def self_play_bot(bot: str, seed, model=None):
    """The self-play player ``bot`` for ``seed``.  The Strong player plays with the hand-made
    evaluation whatever :attr:`.bots.StrongBot.LEARNED_KINDS` says: the shipped weights were
    trained on that player's games (the frozen ``strong-m2`` plays the same moves), and a
    Strong player scoring its plans with the learned model of the weights folder would feed
    whatever that folder holds back into their training: the same command would no longer
    write the same bytes.  With ``model`` (a :class:`.learned.Model`, given explicitly: the
    on-policy self-play), the Strong player scores its plans with that model instead."""
    b = make_bot(bot, seed=seed)
    if bot == "strong":
        if model is None:
            b.cache = LeafCache(STRONG_CONSTANTS, duel_k=CONSTANTS)
        else:
            b.cache = LearnedLeafCache(STRONG_CONSTANTS, duel_k=CONSTANTS, model=model)
    return b


def read_weights(path):
    """(kind, weights) of a weights file (``--init``): kind (preset, seats, players, teams)."""
    with open(path, encoding="utf-8") as f:
        data = json.load(f)
    if data.get("format") != 1 or tuple(data["features"]) != FEATURES or len(data["weights"]) != len(FEATURES):
        raise ValueError(f"{path}: not a weights file of these features")
    kind = (data["preset"], int(data["seats"]), int(data["players"]), bool(data["teams"]))
    return kind, np.asarray([float(v) for v in data["weights"]], dtype=np.float64)


def _rows(pos, seats_or_sides):
    """The feature rows of ``pos`` in the fixed order ``seats_or_sides`` (seat or team indices)."""
    order, rows = seat_features(pos)
    if pos.rules.teams:
        order, rows = team_rows(pos, order, rows)
    by = dict(zip(order, rows))
    return [by[s] for s in seats_or_sides] if all(s in by for s in seats_or_sides) else None


def play_game(preset: str, seats: int, teams: bool, seed: int, index: int, players: int | None = None,
              bot: str = "strong", hand: bool = True, policy: str = "hand", model=None):
    """One self-play game: (samples, winner, hand), ``samples`` a float array [T, sides, F],
    ``winner`` the index of the winning side in the fixed order (None: no result), ``hand`` the
    hand-made evaluation's chances of each side per sample ([T, sides]; with ``hand``).
    ``policy`` (:data:`POLICIES`) and ``model`` (a :class:`.learned.Model` of this kind, for the
    ``learned`` and ``mixed`` policies): who chooses the moves."""
    if policy not in POLICIES:
        raise ValueError(f"policy {policy!r}: one of {', '.join(POLICIES)}")
    if (policy == "hand") != (model is None):
        raise ValueError("a model is given with the learned and mixed policies, and only with them")
    players = players or seats
    game = Game.new(preset, players, seed=Dice.seeded(seed, index).getstate(), seats=seats,
                    rules={"teams": True} if teams else None)
    start = game.position
    if teams:
        half = start.board.seats // 2
        sides = [t for t in range(half) if start.tokens[t] and start.tokens[t + half]]
    else:
        sides = list(start.players)
    seat_list = list(start.players)
    on = set(seat_list) if policy == "learned" else {seat_list[index % len(seat_list)]} if policy == "mixed" else set()
    if model is not None and model.kind != (preset, seats, players, bool(teams)):
        raise ValueError(f"the model is for {model.kind}, the games are {(preset, seats, players, bool(teams))}")
    bots = {s: self_play_bot(bot, Dice.seeded(seed, index, s).getstate(), model if s in on else None)
            for s in start.players}
    samples, chances = [], []

    def sample(pos):
        rows = _rows(pos, sides)
        if rows is not None:
            samples.append(rows)
            if hand:
                wp = win_probabilities(pos, learned=False)
                chances.append([wp[s] for s in sides])

    def done(p):  # the first home wins (teams: the first team home, TM-4)
        return p.is_over or (p.winner is not None if teams else bool(p.finished))

    rolls = decisions = 0
    while not done(game.position) and rolls < MAX_ROLLS:
        pos = game.position
        if pos.needs_roll:
            sample(pos)
            move = bots[pos.to_move].choose(pos)
            if move is not None:
                game.push(move)
                continue
            game.roll()
            rolls += 1
            continue
        moves = legal_moves(pos)
        if not moves:
            game.pass_roll()
        elif len(moves) == 1:
            game.push(moves[0])
        else:
            decisions += 1
            if decisions % DECISION_EVERY == 0:
                sample(pos)
            game.push(bots[pos.to_move].choose(pos))
    end = game.position
    w = end.winner if teams else (end.finished[0] if end.finished else None)
    winner = None
    if w is not None:
        winner = sides.index(w % (end.board.seats // 2)) if teams else sides.index(w)
    x = np.asarray(samples, dtype=np.float64).reshape(len(samples), len(sides), len(FEATURES))
    return x, winner, (np.asarray(chances, dtype=np.float64) if hand else None)


def collect(preset, seats, teams, seed, offset, games, players=None, hand=False, progress=None,
            policy="hand", model=None):
    """``games`` games (``Dice.seeded(seed, offset + i)``) with a result (``policy``, ``model``:
    :func:`play_game`)."""
    out = []
    for i in range(games):
        x, winner, h = play_game(preset, seats, teams, seed, offset + i, players, hand=hand, policy=policy,
                                 model=model)
        if winner is not None and len(x):
            out.append((x, winner, h))
        if progress is not None:
            progress(i + 1, games)
    return out


def _softmax(z):
    z = z - z.max(axis=-1, keepdims=True)
    e = np.exp(z)
    return e / e.sum(axis=-1, keepdims=True)


def scores(games, w=None):
    """(log-loss of the winner, Brier score per side) of the model ``w`` (None: the hand-made
    evaluation recorded with the games) over every sample of ``games``."""
    ll = br = 0.0
    n = nb = 0
    for x, winner, h in games:
        p = h if w is None else _softmax(x @ w)
        onehot = np.zeros(p.shape[1])
        onehot[winner] = 1.0
        ll -= float(np.log(np.maximum(p[:, winner], 1e-9)).sum())
        br += float(((p - onehot) ** 2).sum())
        n += len(p)
        nb += p.size
    return ll / max(1, n), br / max(1, nb)


def initial_weights(teams: bool):
    w = np.zeros(len(FEATURES))
    # The hand-made model: the softmax of ``hand`` (teams: its temperature is 1.2 times the
    # single seats', Constants.team_temp).
    w[FEATURES.index("hand")] = 1.0 / 1.2 if teams else 1.0
    return w


def _targets(games, w, lam):
    """Per game the lambda-returns of the model ``w``: ``G_t = (1 - lam) p_t+1 + lam G_t+1``,
    the result after the last sample."""
    out = []
    for x, winner, _ in games:
        p = _softmax(x @ w)                     # [T, sides]
        target = np.empty_like(p)
        g = np.zeros(p.shape[1])
        g[winner] = 1.0
        for t in range(len(p) - 1, -1, -1):
            target[t] = g
            g = (1 - lam) * p[t] + lam * g
        out.append(target)
    return out


def train(games, holdout, teams: bool, lam: float = 0.9, epochs: int = 6, newton: int = 2, l2: float = 1e-3,
          start=None):
    """TD(lambda) over ``games`` in its batch form: each epoch computes the lambda-returns of the
    current weights, then moves the weights towards them (``newton`` Newton steps on the
    cross-entropy, an L2 pull towards the hand-made weights).  Returns (weights, curve); the
    curve has, per epoch (0: the start, the hand-made model), the held-out log-loss and Brier score.
    ``start``: the weights to start from (default the hand-made model; the pull stays towards it)."""
    w0 = initial_weights(teams)
    w = w0.copy() if start is None else np.asarray(start, dtype=np.float64).copy()
    nf = len(w)
    curve = [scores(holdout, w)]
    n = sum(len(x) for x, _, _ in games)
    for _ in range(epochs):
        targets = _targets(games, w, lam)
        for _ in range(newton):
            grad = l2 * (w - w0)
            hess = l2 * np.eye(nf)
            for (x, _, _), target in zip(games, targets):
                p = _softmax(x @ w)
                grad = grad + np.einsum("ts,tsf->f", p - target, x) / n
                mu = np.einsum("ts,tsf->tf", p, x)
                hess = hess + (np.einsum("ts,tsf,tsg->fg", p, x, x) - mu.T @ mu) / n
            w = w - np.linalg.solve(hess, grad)
        curve.append(scores(holdout, w))
    return w, curve


def weights_json(preset, seats, players, teams, w, curve, meta: dict) -> bytes:
    """The weights file's bytes (deterministic: fixed key order, rounded numbers)."""
    data = {
        "format": 1,
        "preset": preset,
        "seats": seats,
        "players": players,
        "teams": bool(teams),
        "features": list(FEATURES),
        "weights": [float(f"{v:.9g}") for v in w],
        "curve": [[float(f"{a:.6g}"), float(f"{b:.6g}")] for a, b in curve],
        "training": meta,
    }
    return (json.dumps(data, indent=1, sort_keys=True) + "\n").encode("utf-8")

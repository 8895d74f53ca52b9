"""The computer players and the bot-spec language.

A bot is any object with ``choose(pos) -> Move`` (see :class:`Bot`): given a
position whose player to move has legal moves, it returns one of
``legal_moves(pos)``.  Before a roll (``pos.needs_roll``) some variants offer
optional moves (RU-9 exchanges); then ``choose`` may also return ``None``,
meaning "just roll".

Levels (:func:`make_bot` specs)::

    random                  uniform over the legal moves (a yardstick)
    beginner                random with a child's taste for captures, entering and home
    casual                  rules of thumb, one move at a time
    strong                  plans the whole roll, scored by evaluate.py
    expert[@SECONDS|#ITER]  expectimax over the next roll (search.py), 1 s by default
    path/to/bot.py:function a plug-in bot (plugin.py), run in a child process

Every level is deterministic for its seed (the Expert with an iteration budget).
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Protocol, runtime_checkable

from parchis_desktop.engine import Dice, Position, legal_moves, play
from parchis_desktop.engine import partner as mechanics_partner
from parchis_desktop.engine import plays_for
from parchis_desktop.engine.move import Move
from parchis_desktop.engine.position import NEST, SPECIAL

from .evaluate import CONSTANTS, DUEL_CONSTANTS, MAX_REACH, STRONG_CONSTANTS, geometry
from .expectimax import ExpectimaxSearch
from .learned import LearnedLeafCache
from .search import best_first_move, pre_roll_choice

__all__ = ["Bot", "BotSpec", "parse_spec", "make_bot", "LEVELS", "RandomBot", "BeginnerBot", "CasualBot",
           "StrongBot", "ExpertBot", "DEFAULT_EXPERT_SECONDS", "SPEC_LEVELS", "SPEC_HELP"]

#: The levels a player can choose, weakest first: the one definition the window's menus and
#: the command line take their names from.  ``random`` (a yardstick) is a bot spec but no level.
LEVELS = ("beginner", "casual", "strong", "expert")
#: Every level name a bot spec accepts (:func:`parse_spec`).
SPEC_LEVELS = ("random",) + LEVELS
#: The level that takes a budget (``@SECONDS`` or ``#ITERATIONS``).
BUDGET_LEVEL = "expert"
#: Frozen players kept for measuring (``bench/baselines/``): bot specs of the arena and the
#: benches only, never a level of the window.  Each is (module, class) in the source tree;
#: the ``expert-*`` ones take a budget as the Expert does.
#: ``strong-td`` / ``expert-td`` are the players with the learned evaluation under test
#: (bench/candidates/learned.py, docs/ai-tuning.md); ``strong-la`` the Strong player with a one-roll
#: look-ahead on close decisions (bench/candidates/lookahead.py); ``expert-sk`` the Expert with the
#: Strong player's constants in three or more (bench/candidates/strongk.py).
BASELINES = {"strong-m2": ("bench.baselines.m2", "StrongBot"), "expert-m2": ("bench.baselines.m2", "ExpertBot"),
             "strong-td": ("bench.candidates.learned", "StrongBot"),
             "expert-td": ("bench.candidates.learned", "ExpertBot"),
             "strong-la": ("bench.candidates.lookahead", "StrongBot"),
             "expert-sk": ("bench.candidates.strongk", "ExpertBot")}
DEFAULT_EXPERT_SECONDS = 1.0


def _spec_words(sep: str, last: str) -> str:
    """The spec language in words, built from :data:`LEVELS`: ``beginner|casual|...`` (sep "|")."""
    words = [lv + ("[@SECONDS|#ITERATIONS]" if lv == BUDGET_LEVEL else "") for lv in LEVELS]
    return sep.join(words + ["random"]) + last


#: The spec language as the command line's help shows it.
SPEC_HELP = _spec_words("|", "")


@runtime_checkable
class Bot(Protocol):
    """A computer player."""

    def choose(self, pos: Position) -> Move | None:  # pragma: no cover - protocol
        ...


@dataclass(frozen=True)
class BotSpec:
    """A parsed bot spec: a level (with an Expert budget) or a plug-in ``path:function``."""

    text: str
    level: str | None = None          # random/beginner/casual/strong/expert
    seconds: float | None = None      # expert time budget
    iterations: int | None = None     # expert iteration budget
    path: str | None = None           # plug-in file
    function: str | None = None       # plug-in function

    @property
    def is_plugin(self) -> bool:
        return self.path is not None


_LEVEL_RE = re.compile(rf"^({'|'.join(SPEC_LEVELS + tuple(BASELINES))})(?:@([0-9]*\.?[0-9]+)|#([0-9]+))?$")


def _takes_budget(level: str) -> bool:
    return level == BUDGET_LEVEL or (level in BASELINES and level.startswith(BUDGET_LEVEL + "-"))


def parse_spec(spec: str) -> BotSpec:
    """Parse ``beginner|casual|strong|expert[@SECONDS|#ITERATIONS]|random`` or ``path.py:function``."""
    text = str(spec).strip()
    m = _LEVEL_RE.match(text)
    if m:
        level, secs, iters = m.groups()
        if (secs or iters) and not _takes_budget(level):
            raise ValueError(f"bot {text!r}: only the expert takes a budget (@SECONDS or #ITERATIONS)")
        seconds = float(secs) if secs else None
        if seconds is not None and not 0 < seconds <= 3600:
            raise ValueError(f"bot {text!r}: the time budget must be between 0 and 3600 seconds")
        iterations = int(iters) if iters else None
        if iterations is not None and iterations < 1:
            raise ValueError(f"bot {text!r}: the iteration budget must be at least 1")
        if _takes_budget(level) and seconds is None and iterations is None:
            seconds = DEFAULT_EXPERT_SECONDS
        return BotSpec(text, level, seconds, iterations)
    path, sep, func = text.rpartition(":")
    if sep and path.endswith(".py") and func.isidentifier():
        return BotSpec(text, path=path, function=func)
    raise ValueError(f"unknown bot {text!r}: use {_spec_words(', ', ' or path/to/bot.py:function')}")


def make_bot(spec: str | BotSpec, seed: int = 0, **options) -> Bot:
    """A bot for ``spec`` (see :func:`parse_spec`), deterministic for ``seed``.

    Plug-in bots start a child process (``options``: ``limit`` seconds per decision)."""
    if not isinstance(spec, BotSpec):
        spec = parse_spec(spec)
    if spec.is_plugin:
        from .plugin import PluginBot
        return PluginBot(spec.path, spec.function, **options)
    if spec.level in BASELINES:
        cls = _baseline_class(spec.level)
        if _takes_budget(spec.level):
            return cls(seconds=spec.seconds, iterations=spec.iterations, seed=seed)
        return cls(seed)
    if spec.level == BUDGET_LEVEL:
        return ExpertBot(seconds=spec.seconds, iterations=spec.iterations, seed=seed)
    return _SEEDED[spec.level](seed)


def _baseline_class(level: str):
    """The class of a frozen baseline (:data:`BASELINES`), imported from the source tree's
    ``bench/baselines`` (put on the path when the package runs from a checkout)."""
    import importlib
    import sys
    from pathlib import Path

    module, name = BASELINES[level]
    root = Path(__file__).resolve().parents[2]
    if (root / "bench" / "baselines").is_dir() and str(root) not in sys.path:
        sys.path.append(str(root))
    try:
        return getattr(importlib.import_module(module), name)
    except ImportError as e:
        raise ValueError(f"bot {level!r}: a measuring baseline, only in a source checkout (bench/baselines): {e}")


# -- simple levels ------------------------------------------------------------------
class RandomBot:
    """Uniform over the legal moves (never declines a pre-roll move... nor takes one)."""

    def __init__(self, seed: int = 0):
        self.dice = Dice.seeded(seed, 0xB07)

    def choose(self, pos: Position) -> Move | None:
        moves = legal_moves(pos)
        if pos.needs_roll:
            return None
        return moves[self.dice.below(len(moves))]


def _is_home(pos: Position, m: Move) -> bool:
    return m.to == "goal" or m.to.startswith("H")


class BeginnerBot:
    """A child: legal moves with a light preference (captures, coming out, home, safe squares),
    and now and then the sensible move."""

    #: How often (in 100) the child thinks like the Casual player; otherwise it picks at random,
    #: lightly weighted towards captures, coming out, home and safe squares.
    THINKS = 5

    def __init__(self, seed: int = 0):
        self.dice = Dice.seeded(seed, 0xBE6)
        self.casual = CasualBot(seed)

    def choose(self, pos: Position) -> Move | None:
        moves = legal_moves(pos)
        if pos.needs_roll:
            return None
        if self.dice.below(100) < self.THINKS:
            return self.casual.choose(pos)
        g = geometry(pos)
        rs = pos.board.route_square[plays_for(pos, pos.to_move)]
        weights = []
        for m in moves:
            w = 1
            if m.captures:
                w += 4
            if m.kind == "enter":
                w += 2
            if _is_home(pos, m):
                w += 2
            q = rs[m.dst] if 0 <= m.dst < SPECIAL else 0
            if q and (q in g.safe or q in g.semi):
                w += 1
            weights.append(w)
        x = self.dice.below(sum(weights))
        for m, w in zip(moves, weights):
            if x < w:
                return m
            x -= w
        return moves[-1]  # pragma: no cover


class CasualBot:
    """Rules of thumb, one move at a time: capture, reach safety, keep tokens out of the
    opponents' reach (the more so the further a token has come), bring tokens out, run for home.

    The danger of a square is the chance that some opponent's next roll reaches it (each
    opponent's roll enumerated as the Strong player does, but walls and the other tokens
    left alone).  With ``teams`` (TM-1..TM-4) the partner is no opponent: it is never feared
    (nor captured: TM-2 forbids it), a lone partner token is covered by forming a blockade
    with it, and a blockade is not built just in front of the partner's tokens."""

    #: What a capture on a square is feared at: a probability times RISK_BASE plus
    #: RISK_PER_STEP per step the token has come (on the long rings of six and eight seats,
    #: a token far from its start has much to lose: counting heads of hunters within 12
    #: squares, as the first Casual did, let 8-seat games run for tens of thousands of moves,
    #: every token captured again and again -- docs/ai-tuning.md).
    RISK_BASE = 500.0
    RISK_PER_STEP = 6.0
    #: The cost of forming a blockade with a partner token (or one of ours) within
    #: PARTNER_REACH squares behind it on the partner's route (teams).
    PARTNER_BLOCK = 20.0
    PARTNER_REACH = 12

    def __init__(self, seed: int = 0):
        self.dice = Dice.seeded(seed, 0xCA5)

    def choose(self, pos: Position) -> Move | None:
        moves = legal_moves(pos)
        if pos.needs_roll:
            # RU-9: get a token of ours out of prison whenever an exchange is offered, by
            # preference handing over a third seat's prisoner (who then stays a prisoner).
            swaps = [m for m in moves if m.kind == "exchange"]
            if not swaps:
                return None
            return max(swaps, key=lambda m: any(f"P{seat}" != m.frm for seat, _ in m.captures))
        if len(moves) == 1:
            return moves[0]
        g = geometry(pos)
        board = pos.board
        me = plays_for(pos, pos.to_move)
        mod = g.mod
        side = me % mod
        # Opponent tokens that can move along the ring, per seat: who can reach a square.
        hunters = []
        for s, seat in enumerate(pos.tokens):
            if s % mod == side or not seat or s in pos.finished:
                continue
            sp = board.square_progress[s]
            prog = [g.ring_progress(s, c) for c in seat]
            hunters.append((s, sp, [p for p in prog if p is not None], NEST in seat))
        rs = board.route_square[me]
        p_seat = g.p_seat
        cache: dict[int, float] = {}

        def danger(q: int) -> float:
            """Probability that an opponent's next roll reaches ring square ``q``."""
            if not q or q in g.safe:
                return 0.0
            v = cache.get(q)
            if v is not None:
                return v
            keep = 1.0
            for s, sp, prog, nest in hunters:
                pt = sp.get(q)
                if pt is None:
                    continue
                d = nd = 0
                if q in g.semi:  # a start: only its owner's entering token captures (PL-9)
                    if g.start_owner.get(q) == s and nest:
                        nd = 1
                else:
                    for pa in prog:
                        if 0 < pt - pa <= MAX_REACH:
                            d |= 1 << (pt - pa)
                    if nest and pt <= 12:
                        nd = 1 << pt   # entering, then moving on (RU-2: landing on the start)
                if d or nd:
                    keep *= 1.0 - p_seat(d, nd, nest)
            v = cache[q] = 1.0 - keep
            return v

        def stake(c: int) -> float:
            return self.RISK_BASE + self.RISK_PER_STEP * c

        team = g.teams and g.blockades
        partner = mechanics_partner(pos, me)
        if team:  # TM-2: the partner's lone ring tokens, by square (a pair of one team blocks)
            psq = board.route_square[partner]
            lone = {}
            for c in pos.tokens[partner]:
                q = psq[c] if 0 <= c < SPECIAL else 0
                if q:
                    lone[q] = None if q in lone else c
            mine = {}
            for c in pos.tokens[me]:
                q = rs[c] if 0 <= c < SPECIAL else 0
                if q:
                    mine[q] = mine.get(q, 0) + 1
            partner_prog = [g.ring_progress(partner, c) for c in pos.tokens[partner]]
            partner_prog = [p for p in partner_prog if p is not None]

        best, best_score = None, None
        for m in moves:
            score = 0.0
            if m.captures:
                score += 100 * len(m.captures)
            if m.kind == "enter":
                score += 45
            if _is_home(pos, m):
                score += 60 if m.to == "goal" or not board.has_goal else 35
            src_q = rs[m.src] if 0 <= m.src < SPECIAL else 0
            dst_q = rs[m.dst] if 0 <= m.dst < SPECIAL else 0
            d_src = danger(src_q) if src_q else 0.0
            d_dst = danger(dst_q) if dst_q else 0.0
            if dst_q and dst_q in g.safe:
                score += 25
            if team and dst_q and m.token is not None and not m.captures:
                c = lone.get(dst_q)
                if c is not None and dst_q not in mine:
                    # A blockade with the partner's lone token: both are safe there (TM-2).
                    score += d_dst * stake(c)
                    d_dst = 0.0
                if dst_q in lone or mine.get(dst_q) == 1:
                    pq = board.square_progress[partner].get(dst_q)
                    if pq is not None:
                        held = sum(1 for pa in partner_prog if 0 < pq - pa <= self.PARTNER_REACH)
                        score -= self.PARTNER_BLOCK * held
            score += d_src * stake(m.src) - d_dst * stake(m.dst)
            if not m.captures and m.dice and len(pos.remaining) > 1:
                # One move at a time, but not blind: a capture the rest of the roll still allows
                # (and, under the mirror rule RU-7, one left untaken costs a token).
                child = play(pos, m)
                if child.to_move == pos.to_move and child.remaining:
                    if any(c.captures for c in legal_moves(child)):
                        score += 60
            if m.kind == "ransom":
                score += 40
            if m.kind == "rest":
                score += 20
            # Real progress: a mirror jump (RU-13) covers far more squares than its die says.
            gain = m.dst - m.src if 0 <= m.src < SPECIAL and 0 <= m.dst < SPECIAL else (m.steps or 0)
            score += 0.3 * gain + 0.01 * (m.dst if 0 <= m.dst < SPECIAL else 0)
            score += self.dice.below(1000) / 1e5  # seeded tie-break
            if best_score is None or score > best_score:
                best, best_score = m, score
        return best


class StrongBot:
    """Plans the whole roll: every sequence of moves it can make with the dice (and bonuses),
    the resulting positions scored by evaluate.py (exact capture odds, race, specials) or, in
    the games of :attr:`LEARNED_KINDS`, by the learned value function built on it."""

    #: The games, (preset, players the game began with), whose plans the Strong player scores
    #: with the learned value function where its weights load (ai/learned.py): where it measured
    #: stronger than the hand-made evaluation (docs/ai-tuning.md).  Elsewhere, the hand-made one.
    LEARNED_KINDS = frozenset({("parchis", 4), ("spanish", 4), ("russian", 4), ("pachisi", 4), ("russian", 2),
                               ("pachisi", 2)})

    def __init__(self, seed: int = 0, node_limit: int = 400):
        self.seed = seed
        self.node_limit = node_limit
        # Three or more players: STRONG_CONSTANTS; a duel: the evaluation's own CONSTANTS.
        self.cache = LearnedLeafCache(STRONG_CONSTANTS, duel_k=CONSTANTS, only=self.LEARNED_KINDS)

    def choose(self, pos: Position) -> Move | None:
        moves = legal_moves(pos)
        if pos.needs_roll:
            return pre_roll_choice(pos, self.cache)
        if len(moves) == 1:
            return moves[0]
        i, _, _ = best_first_move(pos, self.cache, self.node_limit)
        return moves[i] if i >= 0 else moves[0]


class ExpertBot:
    """Expectimax over the dice with iterative deepening (expectimax.py) within a time budget
    (``seconds``) or a number of replies (``iterations``: deterministic)."""

    #: The opponent's reply to each roll is planned as fully as the Strong player plans its own
    #: roll (rolls.roll_leaves node limit): the model of the reply is the real thing.
    REPLY_NODES = 400
    #: Plans searched: the best TOP_K by the evaluation within MARGIN of the best one
    #: (successive halving trims them when the budget is short); the iterations beyond the
    #: first keep the FINALISTS best of the one before (docs/ai-tuning.md).
    TOP_K = 16
    MARGIN = 1.0
    FINALISTS = 2

    def __init__(self, seconds: float | None = DEFAULT_EXPERT_SECONDS, iterations: int | None = None,
                 seed: int = 0):
        self.seed = seed
        self.search = ExpectimaxSearch(seconds=seconds, nodes=iterations, reply_nodes=self.REPLY_NODES,
                                       top_k=self.TOP_K, margin=self.MARGIN, finalists=self.FINALISTS,
                                       duel_k=DUEL_CONSTANTS)

    def choose(self, pos: Position, should_stop=None) -> Move | None:
        if pos.needs_roll:
            return pre_roll_choice(pos, self.search.cache)
        return self.search.choose(pos, should_stop)


#: The class of every level but the Expert's (which takes a budget), by spec name.
_SEEDED = {"random": RandomBot, "beginner": BeginnerBot, "casual": CasualBot, "strong": StrongBot}
assert set(_SEEDED) | {BUDGET_LEVEL} == set(SPEC_LEVELS)

"""Statistics of the history: career figures and the evidence that the dice are fair.

Pure Python (no Qt, no SciPy): the chi-square p-value comes from the regularized
incomplete gamma function computed here (series and continued fraction, as in
Numerical Recipes §6.2).  Results are numbers and codes; the UI writes the sentences.

The fairness verdict (:func:`verdict`) combines three tests of the app's dice
(physical-dice games are left out: people rolled those):

* the face counts, Pearson's chi-square with 5 degrees of freedom;
* the doubles rate of two-dice rolls against 1/6 (normal approximation, two-sided);
* the longest run of one seat's rolls in one game without an entering roll
  (PL-2, ES-2, RU-2, PA-3: a 5 or 6, by the rule set, or the sum) against the
  exact distribution of the longest run of failures of independent trials.

The smallest p-value is multiplied by the number of tests (Bonferroni).
"""
from __future__ import annotations

import math
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Iterable

__all__ = [
    "gamma_q", "chi_square", "ChiSquare", "normal_p", "DoublesTest", "doubles_test", "entering_chance",
    "is_entering", "WaitTest", "longest_wait_test", "longest_run", "DiceReport", "dice_report",
    "dice_reports", "group_of", "verdict", "combined_p", "VERDICTS", "MIN_FACES", "Career", "Tally", "career",
    "place_of",
]

#: Verdict codes, from the fairness tests' combined p-value.
TOO_FEW, CONSISTENT, DOUBTFUL, BIASED = "too_few", "consistent", "doubtful", "biased"
VERDICTS = (TOO_FEW, CONSISTENT, DOUBTFUL, BIASED)
#: Below this many faces the chi-square is not trusted (an expected count of 5 per face).
MIN_FACES = 30
DOUBTFUL_P, BIASED_P = 0.01, 0.001


# -- the incomplete gamma function and the chi-square test ----------------------------------
def _gamma_p_series(a: float, x: float) -> float:
    term = total = 1.0 / a
    ap = a
    for _ in range(1000):
        ap += 1.0
        term *= x / ap
        total += term
        if abs(term) < abs(total) * 1e-15:
            break
    return total * math.exp(-x + a * math.log(x) - math.lgamma(a))


def _gamma_q_fraction(a: float, x: float) -> float:
    tiny = 1e-300
    b = x + 1.0 - a
    c = 1.0 / tiny
    d = 1.0 / b
    h = d
    for i in range(1, 1000):
        an = -i * (i - a)
        b += 2.0
        d = an * d + b
        d = tiny if abs(d) < tiny else d
        c = b + an / c
        c = tiny if abs(c) < tiny else c
        d = 1.0 / d
        delta = d * c
        h *= delta
        if abs(delta - 1.0) < 1e-15:
            break
    return math.exp(-x + a * math.log(x) - math.lgamma(a)) * h


def gamma_q(a: float, x: float) -> float:
    """The regularized upper incomplete gamma function Q(a, x) = Γ(a, x) / Γ(a)."""
    if a <= 0:
        raise ValueError("a must be positive")
    if x <= 0:
        return 1.0
    if x < a + 1.0:
        return max(0.0, 1.0 - _gamma_p_series(a, x))
    return min(1.0, _gamma_q_fraction(a, x))


@dataclass(frozen=True)
class ChiSquare:
    statistic: float
    df: int
    p: float
    n: int          # observations


def chi_square(counts: list[int], probabilities: list[float] | None = None) -> ChiSquare:
    """Pearson's goodness-of-fit test of ``counts`` against ``probabilities`` (uniform by default).

    >>> round(chi_square([16, 18, 23, 24, 20, 19]).p, 3)
    0.806
    """
    k = len(counts)
    n = sum(counts)
    probs = probabilities or [1.0 / k] * k
    if n == 0:
        return ChiSquare(0.0, k - 1, 1.0, 0)
    x2 = sum((o - n * p) ** 2 / (n * p) for o, p in zip(counts, probs))
    df = k - 1
    return ChiSquare(x2, df, gamma_q(df / 2.0, x2 / 2.0), n)


def normal_p(z: float) -> float:
    """Two-sided p-value of a standard normal statistic."""
    return math.erfc(abs(z) / math.sqrt(2.0))


# -- doubles ------------------------------------------------------------------------------
@dataclass(frozen=True)
class DoublesTest:
    rolls: int      # two-dice rolls
    doubles: int
    expected_rate: float = 1 / 6

    @property
    def rate(self) -> float:
        return self.doubles / self.rolls if self.rolls else 0.0

    @property
    def z(self) -> float:
        if not self.rolls:
            return 0.0
        p = self.expected_rate
        return (self.doubles - self.rolls * p) / math.sqrt(self.rolls * p * (1 - p))

    @property
    def p(self) -> float:
        return normal_p(self.z) if self.rolls else 1.0


def doubles_test(rolls: int, doubles: int) -> DoublesTest:
    return DoublesTest(rolls, doubles)


# -- waiting for the entering roll -----------------------------------------------------------
def entering_chance(rules: dict) -> float:
    """The chance that one roll lets a token leave the nest (PL-2, ES-2, RU-2, PA-3)."""
    face = rules.get("enter_on", 5)
    if rules.get("dice", 2) == 1:
        return 1 / 6
    hits = sum(1 for a in range(1, 7) for b in range(1, 7)
               if is_entering((a, b), face, bool(rules.get("enter_by_sum", False))))
    return hits / 36


def is_entering(dice, face: int, by_sum: bool) -> bool:
    return face in dice or (by_sum and len(dice) == 2 and dice[0] + dice[1] == face)


def longest_run(hits: Iterable[bool]) -> tuple[int, int]:
    """``(trials, longest run of misses)`` of a sequence of hit/miss flags."""
    n = best = run = 0
    for hit in hits:
        n += 1
        run = 0 if hit else run + 1
        best = max(best, run)
    return n, best


def _no_run_probabilities(n_max: int, q: float, length: int) -> list[float]:
    """``A[n]``: the chance that ``n`` trials with hit chance ``q`` have no run of ``length`` misses.

    A run of ``length`` misses ending first at trial n needs a hit (or the start) just
    before it and no such run earlier: A[n] = A[n-1] - q f^L A[n-L-1], A[L] = 1 - f^L."""
    f = 1.0 - q
    fl = f ** length
    a = [1.0] * (n_max + 1)
    for n in range(length, n_max + 1):
        if n == length:
            a[n] = 1.0 - fl
        else:
            a[n] = a[n - 1] - q * fl * a[n - length - 1]
    return a


@dataclass(frozen=True)
class WaitTest:
    longest: int        # the longest observed run of rolls without an entering roll
    expected: float     # its expectation under fair dice
    p: float            # the chance of a run at least this long under fair dice
    sequences: int      # seat-games looked at


def longest_wait_test(sequences: list[tuple[int, int, float]]) -> WaitTest:
    """``sequences``: ``(rolls, longest run of misses, hit chance)`` per seat per game."""
    if not sequences:
        return WaitTest(0, 0.0, 1.0, 0)
    observed = max(s[1] for s in sequences)
    groups: dict[tuple[int, float], int] = defaultdict(int)
    for n, _, q in sequences:
        groups[(n, q)] += 1
    by_q: dict[float, list[tuple[int, int]]] = defaultdict(list)
    for (n, q), m in groups.items():
        by_q[q].append((n, m))

    def none_at_least(length: int) -> float:
        """P(max < length) = prod over sequences of P(no run of ``length`` misses)."""
        log_total = 0.0
        for q, items in by_q.items():
            a = _no_run_probabilities(max(n for n, _ in items), q, length)
            for n, m in items:
                if a[n] <= 0.0:
                    return 0.0
                log_total += m * math.log(a[n])
        return math.exp(log_total)

    expected = 0.0
    n_max = max(n for n, _, _ in sequences)
    for length in range(1, n_max + 1):
        tail = 1.0 - none_at_least(length)
        expected += tail
        if tail < 1e-12:
            break
    p = 1.0 - none_at_least(observed) if observed > 0 else 1.0
    return WaitTest(observed, expected, max(0.0, min(1.0, p)), len(sequences))


# -- a group's dice -----------------------------------------------------------------------------
@dataclass
class DiceReport:
    rolls: int = 0
    faces: list[int] = field(default_factory=lambda: [0] * 6)
    doubles: DoublesTest = field(default_factory=lambda: DoublesTest(0, 0))
    wait: WaitTest = field(default_factory=lambda: WaitTest(0, 0.0, 1.0, 0))
    chi: ChiSquare = field(default_factory=lambda: ChiSquare(0.0, 5, 1.0, 0))

    @property
    def n_faces(self) -> int:
        return sum(self.faces)

    @property
    def expected_face(self) -> float:
        return self.n_faces / 6

    def band(self, z: float = 1.959964) -> tuple[float, float]:
        """The 95 % range of one face's count under fair dice (normal approximation of the binomial)."""
        n = self.n_faces
        sd = math.sqrt(n * (1 / 6) * (5 / 6))
        return max(0.0, n / 6 - z * sd), n / 6 + z * sd

    @property
    def verdict(self) -> str:
        return verdict(self)


def dice_report(rolls: Iterable[tuple], rules_of: dict[int, dict]) -> DiceReport:
    """``rolls``: ``(game, n, seat, d1, d2)`` in game order (as HistoryDB.rolls gives them);
    ``rules_of``: each game's rule set (for the entering roll)."""
    rep = DiceReport()
    two = doubles = 0
    runs: dict[tuple[int, int], list[int]] = {}
    for game, _, seat, d1, d2 in rolls:
        dice = tuple(d for d in (d1, d2) if d is not None)
        if not dice or not all(isinstance(d, int) and 1 <= d <= 6 for d in dice):
            continue
        rep.rolls += 1
        for d in dice:
            rep.faces[d - 1] += 1
        if len(dice) == 2:
            two += 1
            doubles += dice[0] == dice[1]
        rules = rules_of.get(game, {})
        hit = is_entering(dice, rules.get("enter_on", 5), bool(rules.get("enter_by_sum", False)))
        state = runs.setdefault((game, seat), [0, 0, 0])   # rolls, current run, longest run
        state[0] += 1
        state[1] = 0 if hit else state[1] + 1
        state[2] = max(state[2], state[1])
    rep.chi = chi_square(rep.faces)
    rep.doubles = DoublesTest(two, doubles)
    rep.wait = longest_wait_test([(n, longest, entering_chance(rules_of.get(g, {})))
                                  for (g, _), (n, _, longest) in runs.items()])
    return rep


def group_of(seat_info: dict | None) -> str:
    """The fair-dice group of a seat: ``human`` or ``bot:<level>``."""
    if not isinstance(seat_info, dict):
        return "human"
    if seat_info.get("kind") == "bot":
        return f"bot:{seat_info.get('level', '')}"
    return "human"


def dice_reports(rolls: list[tuple], games: dict[int, "object"]) -> dict[str, DiceReport]:
    """A report for all rolls (``"all"``) and one per seat group (see :func:`group_of`).

    ``games`` maps game ids to :class:`~parchis_desktop.store.history.GameRow`-like objects
    (with ``rules`` and ``seats``)."""
    rules_of = {gid: g.rules for gid, g in games.items()}
    split: dict[str, list[tuple]] = defaultdict(list)
    kept = []
    for r in rolls:
        g = games.get(r[0])
        if g is None:
            continue
        kept.append(r)
        seats = g.seats
        info = seats[r[2]] if isinstance(r[2], int) and 0 <= r[2] < len(seats) else None
        split[group_of(info)].append(r)
    out = {"all": dice_report(kept, rules_of)}
    for key, rs in sorted(split.items()):
        out[key] = dice_report(rs, rules_of)
    return out


def combined_p(rep: DiceReport) -> float:
    """The smallest p-value of the tests that apply, times their number (Bonferroni)."""
    ps = [rep.chi.p]
    if rep.doubles.rolls >= 30:
        ps.append(rep.doubles.p)
    if rep.wait.sequences:
        ps.append(rep.wait.p)
    return min(1.0, min(ps) * len(ps))


def verdict(rep: DiceReport) -> str:
    """One of :data:`VERDICTS` for a report (Bonferroni over the tests that apply)."""
    if rep.n_faces < MIN_FACES:
        return TOO_FEW
    p = combined_p(rep)
    if p < BIASED_P:
        return BIASED
    if p < DOUBTFUL_P:
        return DOUBTFUL
    return CONSISTENT


# -- career --------------------------------------------------------------------------------------
@dataclass
class Tally:
    games: int = 0
    wins: int = 0
    place_sum: int = 0

    def add(self, place: int) -> None:
        self.games += 1
        self.wins += place == 1
        self.place_sum += place

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    @property
    def average_place(self) -> float:
        return self.place_sum / self.games if self.games else 0.0


@dataclass
class Career:
    total: Tally = field(default_factory=Tally)
    by_variant: dict[str, Tally] = field(default_factory=dict)
    by_level: dict[str, Tally] = field(default_factory=dict)   # the bots' level; "mixed", "humans"
    unfinished: int = 0
    best_streak: int = 0          # most wins in a row
    current_streak: int = 0       # > 0: wins in a row now, < 0: games without a win in a row now
    captures_made: int = 0
    captures_suffered: int = 0
    penalties: int = 0            # tokens sent home by the third-six penalty (ES-5)
    moves: int = 0                # moves of the player's seats (the sample of the three above)


def _subject_seats(game, name: str | None, computer: str | None = None) -> list[int]:
    """The seats whose record is counted: the humans (called ``name``), or with ``computer``
    the computer players of that level (the only seats of a demo game)."""
    seats = []
    for s, info in enumerate(game.seats):
        if not isinstance(info, dict):
            continue
        if computer is not None:
            if info.get("kind") == "bot" and info.get("level", "") == computer:
                seats.append(s)
            continue
        if info.get("kind") != "human":
            continue
        if name is not None and info.get("name", "") != name:
            continue
        seats.append(s)
    return seats


def _opponents(game, subject: list[int]) -> str | None:
    """The level the subject seats played against: their partners (TM-1) are no opponents;
    "humans" against people only, None when nobody else played (a demo game of one level)."""
    friends = set(subject)
    if _teams(game) and game.seats:
        n = len(game.seats)
        friends |= {(s + n // 2) % n for s in subject}
    others = [info for s, info in enumerate(game.seats)
              if isinstance(info, dict) and info.get("kind") in ("bot", "human") and s not in friends]
    levels = {info.get("level", "") for info in others if info.get("kind") == "bot"}
    if levels:
        return levels.pop() if len(levels) == 1 else "mixed"
    computers = all(game.seats[s].get("kind") == "bot" for s in subject)
    return None if computers and not others else "humans"


def place_of(game, seat: int) -> int:
    """``seat``'s place in a finished game (GameRow-like); with ``teams`` the team's (TM-4:
    the places list the seats team by team, two a team), so both partners of the winning
    team won.  A seat missing from the places comes after them."""
    places = game.places or []
    if seat not in places:
        return (len(places) // 2 if _teams(game) else len(places)) + 1
    index = places.index(seat)
    return index // 2 + 1 if _teams(game) else index + 1


def _teams(game) -> bool:
    rules = getattr(game, "rules", None)
    return isinstance(rules, dict) and rules.get("teams") is True


def career(games: list, moves: list[tuple] = (), variant: str | None = None, name: str | None = None,
           since: float | None = None, until: float | None = None, include_demo: bool = False,
           computer: str | None = None) -> Career:
    """The human players' record (or the seats called ``name``) over ``games`` (GameRow-like,
    any order) and ``moves`` (``(game, seat, move dict)``, as HistoryDB.moves gives them);
    with ``computer`` (a level) the record of the computer players of that level."""
    out = Career()
    picked = {}
    for g in sorted(games, key=lambda g: (g.started, g.id)):
        if (g.demo and not include_demo) or (variant is not None and g.variant != variant):
            continue
        if (since is not None and g.started < since) or (until is not None and g.started >= until):
            continue
        subject = _subject_seats(g, name, computer)
        if not subject:
            continue
        picked[g.id] = set(subject)
        if not g.finished:
            out.unfinished += 1
            continue
        won = False
        against = _opponents(g, subject)
        for s in subject:
            place = place_of(g, s)
            tallies = [out.total, out.by_variant.setdefault(g.variant, Tally())]
            if against is not None:
                tallies.append(out.by_level.setdefault(against, Tally()))
            for tally in tallies:
                tally.add(place)
            won = won or place == 1
        if won:
            out.current_streak = out.current_streak + 1 if out.current_streak > 0 else 1
        else:
            out.current_streak = out.current_streak - 1 if out.current_streak < 0 else -1
        out.best_streak = max(out.best_streak, out.current_streak)
    for gid, seat, move in moves:
        subject = picked.get(gid)
        if subject is None or not isinstance(move, dict):
            continue
        kind = move.get("kind")
        if seat in subject:
            out.moves += 1
            if kind == "penalty":
                out.penalties += 1
        if kind in ("exchange", "swap"):
            continue  # RU-9 hands a prisoner over, RU-11 swaps places: neither is a capture
        for c in move.get("captures") or ():
            victim = c.get("seat") if isinstance(c, dict) else None
            if seat in subject and victim not in subject:
                out.captures_made += 1
            elif victim in subject and seat not in subject:
                out.captures_suffered += 1
    return out

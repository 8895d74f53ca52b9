"""Bot-versus-bot matches (``parchis-cli arena``).

``run_arena(variant, players, bots, games, seed)`` plays ``games`` games.  The
board is the smallest of the preset that seats the players, or ``seats`` (BD-1:
4, 6 or 8); seats are the default ones for the number of players (G-1, BD-4: two
players sit at 0 and 2 on four seats, at 0 and 3 on six); in game ``i`` the
``j``-th seat gets ``bots[(j + i) % N]``, so over every N games each bot sits in
each seat once.

With ``teams`` (TM-1..TM-4) bots ``k`` and ``k + N/2`` are partners (seated
opposite; the rotation keeps them together): ``"strong,casual,strong,casual"``
is a Strong team against a Casual team.  A team wins when it is first home
(TM-4); every bot of the winning team is credited with the win, so a bot's par
is one in the number of teams, and the report adds a ``teams`` list: per team
(its two specs joined by ``+``, identical teams pooled) the games, wins, win
rate and its interval.  Game ``i``'s dice are seeded from
``(seed, i)`` and its bots from ``(seed, i, j)``, so results do not depend on
the number of worker processes.  A win is first place.  A decision with a
single legal move is played without asking the bot (it is not timed).

Identical specs are pooled: their ``seats`` add up, and ``win_rate`` is wins per
seat played (par is 1/N for every entry).  A plug-in bot that fails for good (see
:mod:`.plugin`: it does not load, keeps dying, or kills its parent) is disabled
for the rest of the match: its decisions are forfeited at once, and its entry
says why (``failure``).
"""
from __future__ import annotations

import math
import multiprocessing
import os
import statistics
import time
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, field

from parchis_desktop.engine import Dice, Game, Position, legal_moves

from .bots import BotSpec, make_bot, parse_spec
from .plugin import DEFAULT_LIMIT, PluginBot

__all__ = ["run_arena", "play_game", "wilson", "format_report", "GameResult", "MAX_ROLLS", "ArenaError",
           "team_labels"]

MAX_ROLLS = 4000        # a game still running after this many rolls has no winner
MAX_PRE_ROLL = 8        # optional pre-roll moves (RU-9) one player may make before one roll


class ArenaError(ValueError):
    """Bad arena arguments (``field``: ``reason``)."""

    def __init__(self, field_: str, reason: str):
        super().__init__(f"{field_}: {reason}")
        self.field = field_
        self.reason = reason


@dataclass
class GameResult:
    index: int
    specs: list[str]                      # spec per occupied seat, in seat order
    seats: list[int]
    winner: int | None                    # seat, or None (unfinished)
    rolls: int
    times: dict = field(default_factory=dict)      # spec -> [seconds per decision]
    forfeits: dict = field(default_factory=dict)   # spec -> count
    failures: dict = field(default_factory=dict)   # spec -> why a plug-in was disabled (plugin.py)
    teams: list = field(default_factory=list)      # teams (TM-1): [(label, (seat, partner seat))]


def wilson(wins: int, n: int, z: float = 1.959964) -> tuple[float, float]:
    """95% Wilson score interval of a proportion."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    den = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / den
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / den
    return (max(0.0, centre - half), min(1.0, centre + half))


# -- one game ------------------------------------------------------------------------
_PLUGINS: dict[tuple[str, str, float], PluginBot] = {}   # per process: loaded plug-in bots


def _bot_for(spec: BotSpec, seed: int, limit: float):
    if spec.is_plugin:
        key = (spec.path, spec.function, limit)
        bot = _PLUGINS.get(key)
        if bot is None:
            bot = _PLUGINS[key] = PluginBot(spec.path, spec.function, limit=limit)
        bot.ensure_started()  # loading is not charged to a decision
        return bot
    return make_bot(spec, seed=seed)


def close_plugins() -> None:
    for bot in _PLUGINS.values():
        bot.close()
    _PLUGINS.clear()


def _decide(bot, pos: Position):
    """(move or None, forfeited)."""
    moves = legal_moves(pos)
    if isinstance(bot, PluginBot):
        index, why = bot.decide(pos)
        if why is not None:
            return (None if pos.needs_roll else moves[0]), True
        return (None if index is None else moves[index]), False
    try:
        move = bot.choose(pos)
    except Exception:  # a built-in bot's bug must not stop the arena
        return (None if pos.needs_roll else moves[0]), True
    if move is None and pos.needs_roll:
        return None, False
    if move not in moves:
        return (None if pos.needs_roll else moves[0]), True
    return move, False


def _new_game(variant: str, players: int, seed, seats: int | None, teams: bool) -> Game:
    return Game.new(variant, players, seed=seed, seats=seats, rules={"teams": True} if teams else None)


def team_labels(specs: list[str]) -> list[str]:
    """With teams: the label of team k (bots k and k + N/2), ``"spec+spec"``."""
    half = len(specs) // 2
    return [f"{specs[k]}+{specs[k + half]}" for k in range(half)]


def play_game(variant: str, players: int, specs: list[str], index: int, seed: int,
              limit: float = DEFAULT_LIMIT, seats: int | None = None, teams: bool = False) -> GameResult:
    """Play game ``index`` of a match: seat rotation and seeds as described in the module doc."""
    parsed = [parse_spec(s) for s in specs]
    n = len(parsed)
    game = _new_game(variant, players, Dice.seeded(seed, index).getstate(), seats, teams)
    occupied = list(game.position.players)
    by_seat = {}
    seat_spec = {}
    seat_bot = {}
    for j, s in enumerate(occupied):
        b = (j + index) % n
        spec = parsed[b]
        seat_spec[s] = spec.text
        seat_bot[s] = b
        by_seat[s] = _bot_for(spec, Dice.seeded(seed, index, j).getstate(), limit)
    labels = team_labels([p.text for p in parsed]) if teams else []
    team_list = [(labels[seat_bot[a] % (n // 2)], (a, b)) for a, b in game.position.teams()]
    times: dict[str, list[float]] = {}
    forfeits: dict[str, int] = {}
    rolls = 0
    pre = 0
    clock = time.perf_counter

    def decide(pos):
        """The seat's decision, its time and any forfeit counted for its spec."""
        spec = seat_spec[pos.to_move]
        t0 = clock()
        move, lost = _decide(by_seat[pos.to_move], pos)
        times.setdefault(spec, []).append(clock() - t0)
        if lost:
            forfeits[spec] = forfeits.get(spec, 0) + 1
        return move

    while not game.position.is_over and rolls < MAX_ROLLS:
        pos = game.position
        if pos.needs_roll:
            if pre < MAX_PRE_ROLL and legal_moves(pos):
                move = decide(pos)
                if move is not None:
                    game.push(move)
                    pre += 1
                    continue
            game.roll()
            rolls += 1
            pre = 0
            continue
        moves = legal_moves(pos)
        if not moves:
            game.pass_roll()
            continue
        if len(moves) == 1:
            game.push(moves[0])
            continue
        game.push(decide(pos))
    winner = game.position.winner if game.position.is_over else None
    failures = {seat_spec[s]: b.disabled for s, b in by_seat.items()
                if isinstance(b, PluginBot) and b.disabled is not None}
    return GameResult(index, [seat_spec[s] for s in occupied], occupied, winner, rolls, times, forfeits,
                      failures, team_list)


def _play_chunk(args) -> list[GameResult]:
    variant, players, specs, indices, seed, limit, seats, teams = args
    return [play_game(variant, players, specs, i, seed, limit, seats, teams) for i in indices]


def _worker_exit() -> None:
    close_plugins()


def _init_worker() -> None:
    import atexit
    atexit.register(_worker_exit)


# -- a match -----------------------------------------------------------------------
def run_arena(variant: str, players: int, bots: list[str], games: int, seed: int = 0, workers: int = 1,
              limit: float = DEFAULT_LIMIT, progress=None, seats: int | None = None, teams: bool = False) -> dict:
    """Play a match and return the report (the ``--json`` object plus text-only extras).
    ``seats`` picks the board (BD-1; default the smallest that seats the players); ``teams``
    plays bots k and k + N/2 as partners (TM-1)."""
    from parchis_desktop.engine import PRESETS, PositionError
    from parchis_desktop.engine.boards import board_sizes
    from parchis_desktop.engine.rules import PRESET_BOARD
    if variant not in PRESETS:
        raise ArenaError("variant", f"unknown variant {variant!r} (known: {', '.join(PRESETS)})")
    sizes = board_sizes(PRESET_BOARD[variant])
    if seats is not None and seats not in sizes:
        raise ArenaError("seats", f"{variant} plays on {', '.join(map(str, sizes))} seats, not {seats}")
    seats_available = seats if seats is not None else max(sizes)
    if not 2 <= players <= seats_available:
        raise ArenaError("players", f"must be 2..{seats_available}, not {players}")
    if len(bots) != players:
        raise ArenaError("bots", f"give one bot per player: {players} players, {len(bots)} bots")
    try:
        parsed = [parse_spec(b) for b in bots]
    except ValueError as exc:
        raise ArenaError("bots", str(exc)) from None
    for p in parsed:
        if p.is_plugin:
            if not os.path.isfile(p.path):
                raise ArenaError("bots", f"no such bot file: {p.path}")
    if games < 1:
        raise ArenaError("games", f"must be at least 1, not {games}")
    if limit <= 0:
        raise ArenaError("limit", "must be > 0")
    try:  # TM-1: an even number of players, at least four, partners opposite
        _new_game(variant, players, 0, seats, teams)
    except PositionError as exc:
        raise ArenaError("teams" if exc.field.startswith("rules.teams") else exc.field, exc.reason) from None
    specs = [p.text for p in parsed]
    workers = max(1, min(workers, games))
    started = time.perf_counter()
    results: list[GameResult] = []
    if workers == 1:
        try:
            for i in range(games):
                results.append(play_game(variant, players, specs, i, seed, limit, seats, teams))
                if progress:
                    progress(len(results), games)
        finally:
            close_plugins()
    else:
        # Small chunks keep the workers busy to the end; order does not matter (seeds are per game).
        size = max(1, min(8, games // (workers * 4)))
        jobs = [list(range(i, min(games, i + size))) for i in range(0, games, size)]
        ctx = multiprocessing.get_context("spawn")
        try:
            with ProcessPoolExecutor(max_workers=workers, mp_context=ctx, initializer=_init_worker) as pool:
                for chunk in pool.map(_play_chunk, [(variant, players, specs, j, seed, limit, seats, teams)
                                                       for j in jobs]):
                    results.extend(chunk)
                    if progress:
                        progress(len(results), games)
        except BrokenProcessPool:
            raise RuntimeError("an arena worker process died (killed from outside, or out of memory)") from None
    results.sort(key=lambda r: r.index)
    return summarize(specs, results, games, time.perf_counter() - started, teams=teams)


def _won(r: GameResult, seat: int) -> bool:
    """Whether ``seat`` won game ``r``: took first place, or (teams) its team did (TM-4)."""
    if r.winner is None:
        return False
    if seat == r.winner:
        return True
    return any(seat in pair and r.winner in pair for _, pair in r.teams)


def summarize(specs: list[str], results: list[GameResult], games: int, elapsed: float = 0.0,
              teams: bool = False) -> dict:
    order = list(dict.fromkeys(specs))
    seats = {s: 0 for s in order}
    wins = {s: 0 for s in order}
    lengths = {s: [] for s in order}
    times = {s: [] for s in order}
    forfeits = {s: 0 for s in order}
    failures: dict[str, str] = {}
    unfinished = 0
    for r in results:
        if r.winner is None:
            unfinished += 1
        for seat, spec in zip(r.seats, r.specs):
            seats[spec] += 1
            lengths[spec].append(r.rolls)
            if _won(r, seat):
                wins[spec] += 1
        for spec, ts in r.times.items():
            times[spec].extend(ts)
        for spec, f in r.forfeits.items():
            forfeits[spec] += f
        for spec, why in r.failures.items():
            failures.setdefault(spec, why)
    entries = []
    for s in order:
        ts = sorted(times[s])
        lo, hi = wilson(wins[s], seats[s])
        entries.append({
            "bot": s, "seats": seats[s], "wins": wins[s],
            "win_rate": round(wins[s] / seats[s], 4) if seats[s] else 0.0,
            "ci95": [round(lo, 4), round(hi, 4)],
            "decision_ms": {
                "median": round(1000 * statistics.median(ts), 3) if ts else 0.0,
                "p95": round(1000 * ts[min(len(ts) - 1, int(0.95 * len(ts)))], 3) if ts else 0.0,
                "max": round(1000 * ts[-1], 3) if ts else 0.0,
            },
            "forfeits": forfeits[s],
        })
        if s in failures:  # only for a plug-in that was disabled (plugin.py)
            entries[-1]["failure"] = failures[s]
    report = {"games": games, "bots": entries}
    if teams:
        report["teams"] = _team_entries(specs, results)
    extras = {
        "players": len(specs), "unfinished": unfinished, "elapsed": elapsed,
        "par": 1 / (len(specs) // 2 if teams else len(specs)),
        "avg_rolls": {s: (sum(lengths[s]) / len(lengths[s]) if lengths[s] else 0.0) for s in order},
        "decisions": {s: len(times[s]) for s in order},
        "all_rolls": (sum(r.rolls for r in results) / len(results)) if results else 0.0,
    }
    return {"report": report, "extras": extras}


def _team_entries(specs: list[str], results: list[GameResult]) -> list[dict]:
    """Per team label (identical teams pooled, in the order of the bots): games, wins, rate."""
    order = list(dict.fromkeys(team_labels(specs)))
    played = {t: 0 for t in order}
    wins = {t: 0 for t in order}
    for r in results:
        for label, pair in r.teams:
            played[label] += 1
            if r.winner is not None and r.winner in pair:
                wins[label] += 1
    out = []
    for t in order:
        lo, hi = wilson(wins[t], played[t])
        out.append({"team": t, "games": played[t], "wins": wins[t],
                    "win_rate": round(wins[t] / played[t], 4) if played[t] else 0.0,
                    "ci95": [round(lo, 4), round(hi, 4)]})
    return out


def format_report(summary: dict, variant: str) -> str:
    """The text table of ``parchis-cli arena``."""
    rep, ex = summary["report"], summary["extras"]
    n = ex["players"]
    par = ex.get("par", 1 / n)
    teams = rep.get("teams")
    lines = [f"{rep['games']} games of {variant}, {n} players"
             + (f" in {n // 2} teams" if teams else "")
             + f" (par {100 * par:.1f}%); average game length {ex['all_rolls']:.1f} rolls"
             + (f"; {ex['unfinished']} unfinished" if ex["unfinished"] else "")]
    w = max(4, max(len(e["bot"]) for e in rep["bots"]))
    lines.append(f"{'bot':<{w}}  seats  wins  win rate  95% CI          length  decisions  "
                 f"median ms  p95 ms   max ms  forfeits")
    for e in rep["bots"]:
        d = e["decision_ms"]
        lo, hi = e["ci95"]
        lines.append(f"{e['bot']:<{w}}  {e['seats']:>5}  {e['wins']:>4}  {100 * e['win_rate']:>7.1f}%  "
                     f"[{100 * lo:5.1f}, {100 * hi:5.1f}]  {ex['avg_rolls'][e['bot']]:>6.1f}  "
                     f"{ex['decisions'][e['bot']]:>9}  {d['median']:>9.2f}  {d['p95']:>6.2f}  "
                     f"{d['max']:>7.1f}  {e['forfeits']:>8}")
    if teams:
        tw = max(4, max(len(t["team"]) for t in teams))
        lines.append(f"{'team':<{tw}}  games  wins  win rate  95% CI")
        for t in teams:
            lo, hi = t["ci95"]
            lines.append(f"{t['team']:<{tw}}  {t['games']:>5}  {t['wins']:>4}  {100 * t['win_rate']:>7.1f}%  "
                         f"[{100 * lo:5.1f}, {100 * hi:5.1f}]")
    for e in rep["bots"]:
        if "failure" in e:
            lines.append(f"{e['bot']}: disabled, every later decision forfeited: {e['failure']}")
    return "\n".join(lines)

"""``parchis-cli``: the rules engine from the command line.

Subcommands (each a small ``cmd_*`` function registered in :func:`build_parser`)::

    parchis-cli moves POSITION            legal moves as a JSON list (Move.to_dict, engine order)
    parchis-cli apply POSITION INDEX      the position after move INDEX (full-form JSON, one line)
    parchis-cli play [--variant V] [--players N] [--seats N] [--teams] [--seed S] [--max-events K]
                                          a random-bot game's record as JSON (one line)
    parchis-cli bench [--variant V] [--players N] [--seats N] [--teams] [--seconds T] [--seed S]
                                          "<G> games/s, <M> moves/s" for random games on one core
    parchis-cli arena --bots B1,B2,... [--variant V] [--players N] [--seats N] [--teams]
                      [--games G] [--seed S] [--workers W] [--limit T] [--json]
                                          bot-versus-bot match (parchis_desktop.ai.arena)
    parchis-cli review RECORD [--json] [--nodes N]
                                          the Expert's review of a recorded game (ai/review.py)

``--players`` picks the smallest board of the preset that seats them (BD-1: 4, 6 or 8 seats;
``--seats N`` picks one); ``--teams`` plays partners seated opposite as teams (TM-1).

RECORD is a record file (``parchis-cli play``'s output, the history's export, a save file) or
``-`` for stdin.  POSITION is a file path, inline JSON text starting with ``{``, or ``-`` for stdin
(docs/rules.md §6 minimal or full form), UTF-8 every way in (an initial BOM tolerated).

Exit codes: 0 success; 2 bad input (invalid position or rules, bad move index,
malformed JSON, unreadable file; argparse usage errors too); 1 any other failure.
Errors are one line on stderr: ``parchis-cli: error: FIELD: REASON`` (usage errors:
``parchis-cli: error: usage: ...``), quoted values cut to about 60 characters.
"""
from __future__ import annotations

import argparse
import json
import os
import re
import sys
import time
from typing import Callable, Sequence

from parchis_desktop.ai.bots import SPEC_HELP
from parchis_desktop.engine import (PRESETS, Dice, Game, IllegalMove, Position, PositionError, RecordError,
                                    RuleError, RuleSet, legal_moves)
from parchis_desktop.engine.boards import board_sizes
from parchis_desktop.engine.movegen import random_playout
from parchis_desktop.engine.text import TextEncodingError, decode_json_text

__all__ = ["main", "build_parser", "CliError", "read_position", "new_game", "random_games"]

PROG = "parchis-cli"
EXIT_OK, EXIT_FAILURE, EXIT_USAGE = 0, 1, 2
_MAX_TEXT = 1 << 20  # the engine rejects longer position texts anyway


class CliError(Exception):
    """A failure reported as ``parchis-cli: error: FIELD: REASON`` with exit ``code``."""

    def __init__(self, field: str, reason: str, code: int = EXIT_USAGE):
        super().__init__(f"{field}: {reason}")
        self.field = field
        self.reason = reason
        self.code = code


# -- helpers shared by subcommands (and bench/engine_speed.py) ---------------------
def _dumps(data) -> str:
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)


def read_position(source: str) -> Position:
    """A position from ``source``: ``-`` (stdin), inline JSON starting with ``{``, or a file path.

    Every way in follows one rule (engine/text.py, as ``Position.from_json(bytes)`` does):
    UTF-8, an initial byte-order mark tolerated; anything else is refused, naming the source."""
    if source == "-":
        stream = getattr(sys.stdin, "buffer", sys.stdin)  # bytes: decoded by the rule, not the locale
        data, where = stream.read(_MAX_TEXT + 1), "standard input"
    elif source.lstrip("\ufeff \t\r\n").startswith("{"):
        data, where = source, "the argument"
    else:
        try:
            with open(source, "rb") as fh:
                data = fh.read(_MAX_TEXT + 1)
        except FileNotFoundError:
            raise CliError("position", f"no such file: {source}") from None
        except IsADirectoryError:
            raise CliError("position", f"is a directory: {source}") from None
        except OSError as exc:
            raise CliError("position", f"cannot read {source}: {exc.strerror or exc}") from None
        where = source
    if len(data) > _MAX_TEXT:
        raise CliError("position", f"{where}: too large (more than {_MAX_TEXT} bytes)")
    try:
        text = decode_json_text(data)
    except TextEncodingError as exc:
        raise CliError("position", f"{where}: {exc}") from None
    if not text.strip():
        raise CliError("position", "empty input")
    return Position.from_json(text)


def check_players(variant: str, players: int, seats: int | None = None) -> None:
    """``--players`` against what the variant can seat: 2 up to its largest board (BD-1), or up
    to ``--seats``.  The engine's own words name the board it picked for the count
    ("need 2-4 distinct seats" for 1 player, "2-8" for 9): issue 33."""
    if seats is not None:
        most = seats
    else:
        try:
            most = max(board_sizes(RuleSet.preset_named(variant).board))
        except RuleError:
            return   # an unknown variant: the engine says so
    if not 2 <= players <= most:
        where = f"a {seats}-seat board takes" if seats is not None else f"{variant} is played by"
        raise CliError("players", f"{where} 2 to {most} players, got {players}")


def new_game(variant: str, players: int, seed: int | None, seats: int | None = None,
             teams: bool = False) -> Game:
    """``Game.new`` (kept for bench/ scripts that call it); ``seats`` picks the board (BD-1)."""
    check_players(variant, players, seats)
    return Game.new(variant, players, seed=seed, seats=seats, rules={"teams": True} if teams else None)


def random_games(variant: str, players: int, seconds: float, seed: int = 0,
                 clock: Callable[[], float] = time.perf_counter, seats: int | None = None,
                 teams: bool = False) -> tuple[int, int, float]:
    """Play whole random-bot games until ``seconds`` have passed (the last game is finished).

    Game ``k`` uses the seed ``Dice.seeded(seed, k)``.  Returns ``(games, moves, elapsed)``
    where ``moves`` counts move decisions pushed (not rolls nor passes).
    """
    start_pos = new_game(variant, players, 0, seats, teams).position  # validate before timing
    rules = start_pos.rules
    seats = start_pos.board.seats
    games = moves = 0
    start = clock()
    deadline = start + seconds
    while True:
        # The engine's own loop (no record kept): roll, a uniformly random legal move, pass.
        game = Game(Position.initial(variant, players, rules, seats=seats), Dice.seeded(seed, games))
        game.roll_for_first()
        _, played = random_playout(game.position, game.dice)
        games += 1
        moves += played
        now = clock()
        if now >= deadline:
            return games, moves, now - start


# -- subcommands ---------------------------------------------------------------
def cmd_moves(args: argparse.Namespace) -> int:
    pos = read_position(args.position)
    print(_dumps([m.to_dict() for m in legal_moves(pos)]))
    return EXIT_OK


def cmd_apply(args: argparse.Namespace) -> int:
    pos = read_position(args.position)
    moves = legal_moves(pos)
    if not 0 <= args.index < len(moves):
        if pos.is_over:
            why = "the game is over"
        elif pos.needs_roll:
            why = "the position needs a roll (dice: [])"
        elif not moves:
            why = "there is no legal move (the roll is passed)"
        else:
            why = f"must be 0..{len(moves) - 1}"
        raise CliError("index", f"{args.index} is out of range: {why}")
    print(pos.play(moves[args.index]).to_json_str(full=True))
    return EXIT_OK


def cmd_play(args: argparse.Namespace) -> int:
    game = new_game(args.variant, args.players, args.seed, args.seats, args.teams)
    events = 0
    while (args.max_events is None or events < args.max_events) and game.step_random():
        events += 1
    print(_dumps(game.record))
    return EXIT_OK


def cmd_bench(args: argparse.Namespace) -> int:
    games, moves, elapsed = random_games(args.variant, args.players, args.seconds, args.seed,
                                         seats=args.seats, teams=args.teams)
    print(f"{games / elapsed:.1f} games/s, {round(moves / elapsed)} moves/s")
    return EXIT_OK



def cmd_arena(args: argparse.Namespace) -> int:
    from parchis_desktop.ai.arena import ArenaError, format_report, run_arena
    bots = [b.strip() for b in args.bots.split(",") if b.strip()]
    check_players(args.variant, args.players, args.seats)
    try:
        summary = run_arena(args.variant, args.players, bots, args.games, args.seed,
                            workers=args.workers, limit=args.limit, seats=args.seats, teams=args.teams)
    except ArenaError as exc:
        raise CliError(exc.field, exc.reason) from None
    print(_dumps(summary["report"]) if args.json else format_report(summary, args.variant))
    return EXIT_OK

def _review_source(source: str):
    from parchis_desktop.store.errors import RecordFileError
    from parchis_desktop.store.replay import MAX_RECORD_BYTES, parse_record, read_record_file
    if source == "-":
        stream = getattr(sys.stdin, "buffer", sys.stdin)
        data = stream.read(MAX_RECORD_BYTES + 1)
        return parse_record(data)
    try:
        return read_record_file(source)
    except RecordFileError as exc:
        why = {"not_regular": "not a regular file", "too_large": "too large"}.get(exc.code)
        if why is None:
            why = f"cannot read it ({exc.params.get('reason', exc.code)})"
        raise CliError("record", f"{source}: {why}") from None


def _pts(x: float, sign: bool = False) -> str:
    """A win chance (0..1) in points (percent) with one decimal."""
    return f"{100 * x:+.1f}" if sign else f"{100 * x:.1f}"


def cmd_review(args: argparse.Namespace) -> int:
    from parchis_desktop.ai.review import review_record
    parsed = _review_source(args.record)
    review = review_record(parsed.record, nodes=args.nodes)
    names = [s.get("name") or f"seat {i}" for i, s in enumerate(parsed.seats)]
    if args.json:
        for d in review.decisions:
            print(_dumps({"turn": d.turn, "seat": d.seat, "dice": list(d.dice), "played": d.played, "best": d.best,
                          "win_before": d.win_before, "win_after": d.win_after, "loss": d.loss, "luck": d.luck,
                          "class": d.klass}))
        print(_dumps({"totals": [s.to_json() for s in review.seats], "nodes": review.nodes,
                      "version": review.version, "practice": review.practice}))
        return EXIT_OK
    print(f"{'turn':>4} {'seat':>4} {'dice':<6} {'played':>6} {'best':>4} {'before':>6} {'after':>6} "
          f"{'loss':>5} {'luck':>6}  class")
    for d in review.decisions:
        played = "-" if d.played is None else "roll" if d.played == -1 else str(d.played)
        best = "-" if d.best is None else "roll" if d.best == -1 else str(d.best)
        dice = ",".join(map(str, d.dice)) or "-"
        print(f"{d.turn:>4} {d.seat:>4} {dice:<6} {played:>6} {best:>4} {_pts(d.win_before):>6} "
              f"{_pts(d.win_after):>6} {_pts(d.loss):>5} {_pts(d.luck, True):>6}  {d.klass}")
    print()
    for s in review.seats:
        c = s.counts
        print(f"{names[s.seat] if s.seat < len(names) else s.seat}: accuracy {s.accuracy:.0f}%, "
              f"luck {_pts(s.luck, True)} points, mistakes {_pts(-s.loss, True)} points, "
              f"others' choices {_pts(s.others, True)} points, win chance {_pts(s.start)}% -> {_pts(s.end)}% "
              f"(best {c['best']}, good {c['good']}, inaccuracies {c['inaccuracy']}, mistakes {c['mistake']}, "
              f"blunders {c['blunder']}, forced {c['forced']})")
    if review.practice:
        print("(a practice game)")
    return EXIT_OK


# -- argument parsing ------------------------------------------------------------
def _count(text: str) -> int:
    try:
        n = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not an integer: {text!r}") from None
    if n < 0:
        raise argparse.ArgumentTypeError(f"must be >= 0, not {n}")
    return n


def _seconds(text: str) -> float:
    try:
        t = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None
    if not 0 < t < 1e6:
        raise argparse.ArgumentTypeError(f"must be > 0, not {text}")
    return t


class _Parser(argparse.ArgumentParser):
    """argparse with usage errors on one line (``parchis-cli: error: usage: ...``, exit 2)."""

    def error(self, message: str):
        _error(f"usage: {message} (see '{self.prog} --help')")
        self.exit(EXIT_USAGE)


def _add_game_options(p: argparse.ArgumentParser) -> None:
    p.add_argument("--variant", choices=PRESETS, default="parchis", help="rule preset (default parchis)")
    p.add_argument("--players", type=int, default=4, help="number of players (default 4)")


def _add_board_options(p: argparse.ArgumentParser) -> None:
    p.add_argument("--seats", type=int, default=None, metavar="N",
                   help="board size: 4, 6 or 8 seats where the preset plays on it (BD-1; default: the "
                        "smallest board that seats the players)")
    p.add_argument("--teams", action="store_true",
                   help="partners seated opposite play as teams (TM-1..TM-4)")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog=PROG, description="Parchís rules engine from the command line.",
        epilog="POSITION: a file path, inline JSON starting with '{', or '-' for stdin (docs/rules.md §6).")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)

    p = sub.add_parser("moves", help="list the legal moves of a position as JSON")
    p.add_argument("position", metavar="POSITION")
    p.set_defaults(func=cmd_moves)

    p = sub.add_parser("apply", help="play move INDEX (from `moves`) and print the new position")
    p.add_argument("position", metavar="POSITION")
    p.add_argument("index", metavar="INDEX", type=int)
    p.set_defaults(func=cmd_apply)

    p = sub.add_parser("play", help="play a random-bot game and print its record as JSON")
    _add_game_options(p)
    _add_board_options(p)
    p.add_argument("--seed", type=int, default=None, help="dice seed (default: random)")
    p.add_argument("--max-events", type=_count, default=None, metavar="K",
                   help="stop after K events (rolls, moves, passes); the record stays replayable")
    p.set_defaults(func=cmd_play)

    p = sub.add_parser("bench", help="random-bot games per second on one core")
    _add_game_options(p)
    _add_board_options(p)
    p.add_argument("--seconds", type=_seconds, default=5.0, metavar="T", help="how long to play (default 5)")
    p.add_argument("--seed", type=int, default=0, help="base dice seed (default 0)")
    p.set_defaults(func=cmd_bench)

    p = sub.add_parser("arena", help="bot-versus-bot matches: wins, 95%% intervals, decision times")
    _add_game_options(p)
    _add_board_options(p)
    p.add_argument("--bots", required=True, metavar="B1,B2,...",
                   help=f"one bot per player: {SPEC_HELP} or path/to/bot.py:function")
    p.add_argument("--games", type=_count, default=100, metavar="G", help="games to play (default 100)")
    p.add_argument("--seed", type=int, default=0, help="base seed; game i is seeded from (S, i) (default 0)")
    p.add_argument("--workers", type=_count, default=1, metavar="W", help="worker processes (default 1)")
    p.add_argument("--limit", type=_seconds, default=1.0, metavar="T",
                   help="seconds per plug-in bot decision before it is forfeited (default 1)")
    p.add_argument("--json", action="store_true", help="print one JSON object instead of the table")
    p.set_defaults(func=cmd_arena)

    from parchis_desktop.ai.analysis import DEFAULT_NODES
    p = sub.add_parser("review", help="the Expert's review of a recorded game: loss, class and luck of every "
                                      "decision, per-seat totals")
    p.add_argument("record", metavar="RECORD", help="a game-record file (or '-' for stdin)")
    p.add_argument("--json", action="store_true",
                   help="one JSON object per decision, then one with the per-seat totals")
    p.add_argument("--nodes", type=_count, default=DEFAULT_NODES, metavar="N",
                   help=f"the Expert's replies per rolled position (default {DEFAULT_NODES})")
    p.set_defaults(func=cmd_review)
    return parser


#: Quoted values in error messages are cut to about this many characters (a 100 KB option
#: value must not make a 100 KB error line), and so are other unbroken runs past twice it.
CLIP = 60
_QUOTED = re.compile(r"'(?:[^'\\]|\\.)*'" + r'|"(?:[^"\\]|\\.)*"')
_LONG_RUN = re.compile(r"[^\s:,]{%d,}" % (2 * CLIP + 1))


def clip_message(text: str) -> str:
    """``text`` on one line, its quoted values (``'...'``, ``"..."``) longer than :data:`CLIP`
    cut to that length with ``...`` before the closing quote, and any other run without a
    space longer than twice that cut too."""
    text = " ".join(str(text).split())

    def quoted(m: re.Match) -> str:
        q = m.group(0)
        return q if len(q) <= CLIP else q[:CLIP - 4] + "..." + q[0]

    text = _QUOTED.sub(quoted, text)
    return _LONG_RUN.sub(lambda m: m.group(0)[:CLIP - 3] + "...", text)


def _error(message: str) -> None:
    text = clip_message(message) or "unknown error"
    print(f"{PROG}: error: {text}", file=sys.stderr)


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)  # usage errors: message on stderr, SystemExit(2)
    try:
        return args.func(args)
    except CliError as exc:
        _error(str(exc))
        return exc.code
    except (PositionError, RuleError, RecordError) as exc:
        _error(str(exc))
        return EXIT_USAGE
    except IllegalMove as exc:
        _error(f"move: {exc}")
        return EXIT_USAGE
    except KeyboardInterrupt:
        _error("interrupted")
        return 130
    except BrokenPipeError:  # the reader went away (e.g. `| head`): stop quietly
        try:  # Python's documented recipe: no second error when stdout is flushed at exit
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        except (OSError, ValueError, AttributeError):
            pass
        return EXIT_FAILURE
    except Exception as exc:  # never a traceback
        _error(f"internal: {exc.__class__.__name__}: {exc}")
        return EXIT_FAILURE


if __name__ == "__main__":
    sys.exit(main())

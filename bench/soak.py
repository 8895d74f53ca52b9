"""Soak: many random games with the tests' invariants at every decision, fuzzed positions and
hostile files (issue 24's reliability audit, re-measured).  Not part of ``make test``.

Games
    For each preset and player count, ``--games`` seeded random games (``Game.step_random``,
    which also takes the RU-9 exchanges).  A share of them (``--house``) plays a random
    combination of the house rules of docs/rules.md §5 that the engine accepts
    (``RuleSet.preset_named`` decides; refused combinations are drawn again).  At every
    decision: the tests' position invariants (``check_position`` and ``check_variant`` of
    tests/helpers/invariants.py), the tests' move invariants (``check_move``) for the
    move played (``--every-move``: for every listed move), and ``explain()`` for every token
    of every seat, which must not raise and, for the seat to move with dice on the table,
    must be empty exactly when that token has a legal move.  Every game must end within the
    tests' event cap and its record must replay to the final position.
--fuzz N
    N positions made by mutating real ones (values of other types, deleted or unknown keys,
    whole seats moved home, deep nesting, cut or damaged text, other encodings) go into
    ``Position.from_json``.  A *parser traceback* is any exception that is not
    ``PositionError``.  A position it accepts must pass the same invariants, answer
    ``legal_moves``/``explain`` and end within the cap when played randomly.
--hostile
    Hostile files (FIFO, device links, huge, binary, deeply nested, wrong encodings...) into
    the save loader and the rule-set loader, each in a child process with a time and memory
    limit: each ends as refused, loaded, traceback, hang or memory.

Everything runs on one core (the hostile children one at a time).  Prints the games,
decisions and violations per preset, and one traceback sample (with the seed to reproduce
it) for each distinct failure.  Exit status 1 if anything failed.

    python bench/soak.py [--games 200] [--presets parchis,russian] [--players 2,3,4,6,8]
                         [--house 0.5] [--every-move] [--fuzz 20000] [--hostile] [--seed 1]
"""
from __future__ import annotations

import argparse
import json
import os
import random
import re
import subprocess
import sys
import tempfile
import time
import traceback
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
if str(ROOT) not in sys.path:  # run from a checkout without installing
    sys.path.insert(0, str(ROOT))

from parchis_desktop.engine import (  # noqa: E402
    OPTIONS, PRESETS, Game, Position, PositionError, RuleError, RuleSet, explain, legal_moves, replay,
)
from parchis_desktop.engine.boards import board_sizes  # noqa: E402
from parchis_desktop.engine.rules import PRESET_BOARD  # noqa: E402

# The tests' invariant checks (imported, not copied: a fix there is a fix here).
from tests.helpers import invariants as inv  # noqa: E402

PLAYERS = (2, 3, 4)
ALL_PLAYERS = tuple(range(2, 9))   # 5..8 play on the six- and eight-seat boards (BD-1)
HOSTILE_TIMEOUT = 10.0          # seconds a child may take for one hostile file
HOSTILE_MEMORY = 1 << 30        # bytes of address space a child may use beyond its start


# -- failures ---------------------------------------------------------------------------------
@dataclass
class Failures:
    """Distinct failures (by kind, exception type, place and message shape), with one sample each."""
    counts: Counter = field(default_factory=Counter)
    samples: dict = field(default_factory=dict)

    def add(self, kind: str, exc: BaseException, where: str) -> None:
        tb = traceback.extract_tb(exc.__traceback__)
        ours = [f for f in tb if "parchis_desktop" in f.filename or "/tests/" in f.filename] or tb
        place = f"{Path(ours[-1].filename).name}:{ours[-1].lineno}" if ours else "?"
        shape = re.sub(r"\d+", "#", str(exc).splitlines()[0] if str(exc) else "")[:80]
        key = (kind, type(exc).__name__, place, shape)
        self.counts[key] += 1
        if key not in self.samples:
            text = "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))
            if len(text) > 4000:   # a deep recursion: where it began, and where it broke
                text = f"{text[:1800]}\n    [... {len(text) - 3600} characters ...]\n{text[-1800:]}"
            self.samples[key] = f"{where}\n{text}"

    def total(self, kind: str | None = None) -> int:
        return sum(n for k, n in self.counts.items() if kind is None or k[0] == kind)

    def report(self, out) -> None:
        for key, n in self.counts.most_common():
            kind, name, place, shape = key
            print(f"\n--- {kind}: {n} x {name} at {place}: {shape}", file=out)
            print(self.samples[key].rstrip(), file=out)


# -- rule sets --------------------------------------------------------------------------------
def random_rules(preset: str, rng: random.Random, players: int = 4) -> dict:
    """A random combination of options for ``preset`` that the engine accepts for ``players``
    players ({} = the preset); e.g. ``teams`` (TM-1) only where partners can sit opposite."""
    board = PRESET_BOARD[preset]
    keys = [o for o in OPTIONS if board in o.boards and len(o.values) > 1]
    for _ in range(200):
        picked = rng.sample(keys, rng.randint(1, min(6, len(keys))))
        overrides = {o.key: rng.choice(o.values) for o in picked}
        try:
            rules = RuleSet.preset_named(preset, **overrides)
            Position.initial(preset, players, rules)
        except (RuleError, PositionError):
            continue
        return rules.changed()
    return {}


def checkers(rules, seats: int = 4) -> tuple:
    """(position check or None, extra check or None, move check, event cap) for ``rules``:
    the tests' one harness (tests/helpers/invariants.py), which reads the board table and the
    rule set, so it holds for every preset and house rule (prisoners on a cross board,
    another token count on the Russian board...).  A decision whose position check is None
    would be counted as ``unchecked``."""
    return inv.check_position, inv.check_variant, inv.check_move, inv.cap_events(rules, seats)


def check_explain(p: Position, moves) -> int:
    """``explain()`` for every token of every seat; returns the number of calls."""
    calls = 0
    mover = p.to_move
    deciding = bool(p.dice) and not p.is_over
    where = p.to_json(full=False)["tokens"]
    for seat in p.players:
        for token, loc in enumerate(where[seat]):
            reasons = explain(p, seat, token)
            calls += 1
            assert isinstance(reasons, list), reasons
            for r in reasons:
                assert isinstance(r.rule, str) and isinstance(r.why, str), r
                json.dumps(r.params)
            if deciding and seat == mover:
                has = any(m.token == token for m in moves) or (
                    loc == "nest" and any(m.kind == "enter" and m.seat == seat for m in moves))
                assert has == (reasons == []), (
                    f"explain({seat}, {token}) = {reasons} but the token has "
                    f"{'a' if has else 'no'} legal move")
    return calls


# -- games ------------------------------------------------------------------------------------
@dataclass
class Tally:
    games: int = 0
    house_games: int = 0
    decisions: int = 0
    unchecked: int = 0          # decisions where the tests' position check does not apply
    moves_checked: int = 0
    explains: int = 0
    violations: int = 0         # games with at least one failure


def play_game(preset: str, players: int, seed: int, rules: dict, tally: Tally, fails: Failures,
              every_move: bool) -> None:
    where = f"preset={preset} players={players} seed={seed} rules={json.dumps(rules, sort_keys=True)}"
    game = Game.new(preset, players=players, seed=seed, rules=rules or None)
    seats = game.position.players
    check_pos, check_extra, check_move, cap = checkers(game.position.rules, game.position.board.seats)
    broken = False

    def failed(kind: str, exc: BaseException, step: int) -> None:
        nonlocal broken
        broken = True
        fails.add(kind, exc, f"{where} decision={step}")

    for step in range(cap):
        p = game.position
        if p.is_over:
            break
        tally.decisions += 1
        try:
            if check_pos is not None:
                check_pos(p, seats)
            else:
                tally.unchecked += 1
            if check_extra is not None:
                check_extra(p)
        except Exception as exc:
            failed("position", exc, step)
        try:
            moves = legal_moves(p)
        except Exception as exc:
            failed("legal_moves", exc, step)
            break
        try:
            tally.explains += check_explain(p, moves)
        except Exception as exc:
            failed("explain", exc, step)
        chosen = moves if every_move else []
        for m in chosen:
            try:
                check_move(p, m)
                tally.moves_checked += 1
            except Exception as exc:
                failed("move", exc, step)
        before = len(game.events)
        try:
            if not game.step_random():
                break
        except Exception as exc:
            failed("play", exc, step)
            break
        if not every_move:
            ev = game.events[before] if len(game.events) > before else {}
            if "move" in ev:
                played = next((m for m in moves if m.to_dict() == ev["move"]), None)
                try:
                    assert played is not None, f"played move {ev['move']} is not listed"
                    check_move(p, played)
                    tally.moves_checked += 1
                except Exception as exc:
                    failed("move", exc, step)
    else:
        try:
            raise AssertionError(f"no end within {cap} events")
        except AssertionError as exc:
            failed("no_end", exc, cap)
    if game.position.is_over:
        try:
            if check_pos is not None:
                check_pos(game.position, seats)
            assert replay(json.loads(json.dumps(game.record))) == game.position, "record does not replay"
        except Exception as exc:
            failed("end", exc, tally.decisions)
    tally.games += 1
    tally.house_games += bool(rules)
    tally.violations += broken


def soak_games(args, fails: Failures) -> dict[str, Tally]:
    out = {}
    for preset in args.presets:
        tally = out[preset] = Tally()
        start = time.perf_counter()
        for players in args.players:
            if players > max(board_sizes(PRESET_BOARD[preset])):
                continue            # BD-1: no board of this preset seats them (e.g. Russian on 6)
            for i in range(args.games):
                seed = (args.seed * 1_000_003 + PRESETS.index(preset) * 100_003 + players * 10_007 + i) & (2**63 - 1)
                rng = random.Random(seed)
                rules = random_rules(preset, rng, players) if rng.random() < args.house else {}
                play_game(preset, players, seed, rules, tally, fails, args.every_move)
                if args.progress and tally.games % args.progress == 0:
                    print(f"  {preset}: {tally.games} games, {tally.decisions} decisions, "
                          f"{tally.violations} with violations ({time.perf_counter() - start:.0f} s)",
                          flush=True)
        elapsed = time.perf_counter() - start
        print(f"{preset:8} games {tally.games} (house rules {tally.house_games})  decisions {tally.decisions}"
              f"  moves checked {tally.moves_checked}  explain calls {tally.explains}"
              f"  unchecked positions {tally.unchecked}  games with violations {tally.violations}"
              f"  ({elapsed:.1f} s)", flush=True)
    return out


# -- fuzzed positions -------------------------------------------------------------------------
def seed_positions(rng: random.Random, per_preset: int = 40) -> list[dict]:
    """Real positions (full and minimal form) from random games of every preset, some with house rules."""
    out = []
    for preset in PRESETS:
        for k in range(4):
            rules = random_rules(preset, rng, 2 + k % 3) if k % 2 else {}
            game = Game.new(preset, players=2 + k % 3, seed=rng.randrange(2**32), rules=rules or None)
            seen = []
            while game.step_random() and len(seen) < 2000:
                seen.append(game.position)
            for p in rng.sample(seen, min(per_preset // 4, len(seen))):
                out.append(p.to_json(full=rng.random() < 0.5))
    return out


_TEXTS = ["", "nest", "goal", "T0", "T1", "T69", "T-1", "H0", "H8", "H1", "P0", "P9", "O1", "M", "A0",
          "A9", "x" * 5000, "\u0000", "\udcff", "ñ", "T" + "9" * 400, "1e309", " T5"]


def random_value(rng: random.Random, depth: int = 0):
    kind = rng.randrange(12)
    if kind == 0:
        return rng.choice([0, 1, -1, 2, 3, 4, 5, 6, 7, 99, 2**63, -2**63, 10**30])
    if kind == 1:
        return rng.choice([True, False, None])
    if kind == 2:
        return rng.choice([0.5, -0.0, 1e308, float("inf"), float("nan")])
    if kind == 3:
        return rng.choice(_TEXTS)
    if kind == 4 and depth < 3:
        return [random_value(rng, depth + 1) for _ in range(rng.randrange(6))]
    if kind == 5 and depth < 3:
        return {rng.choice(["a", "seats", "tokens", "rules", "", "0"]): random_value(rng, depth + 1)
                for _ in range(rng.randrange(4))}
    if kind == 6:
        nested: object = 1
        for _ in range(rng.choice([50, 500, 5000])):
            nested = [nested]
        return nested
    return rng.choice([[], {}, "", 0, [[]], {"": {}}])


def _paths(data, prefix=()):
    yield prefix
    if len(prefix) >= 6:
        return
    if isinstance(data, dict):
        for k, v in data.items():
            yield from _paths(v, prefix + (k,))
    elif isinstance(data, list):
        for i, v in enumerate(data):
            yield from _paths(v, prefix + (i,))


def _final_place(data: dict, seat: int) -> str:
    variant = (data.get("rules") or {}).get("preset") if isinstance(data.get("rules"), dict) else None
    variant = variant or data.get("variant")
    return "H5" if variant == "russian" else "goal"


def mutate(data: dict, rng: random.Random):
    """One fuzzed input from the real position ``data``: a dict, a str or bytes."""
    data = json.loads(json.dumps(data))
    for _ in range(rng.choice([1, 1, 1, 2, 3])):
        op = rng.randrange(10)
        paths = list(_paths(data))
        path = rng.choice(paths[1:]) if len(paths) > 1 else ()
        parent = data
        for k in path[:-1]:
            parent = parent[k]
        if op <= 2 and path:                    # another value of any type
            parent[path[-1]] = random_value(rng)
        elif op == 3 and path:                  # delete a key or list item
            del parent[path[-1]]
        elif op == 4:                           # an unknown key
            data[rng.choice(["extra", "zz", "Tokens", "format ", "finished"])] = random_value(rng)
        elif op == 5 and isinstance(data.get("tokens"), list):   # a whole seat at its end (issue 24, 2)
            seats = [s for s, t in enumerate(data["tokens"]) if isinstance(t, list) and t]
            for s in rng.sample(seats, rng.randint(1, len(seats))) if seats else []:
                data["tokens"][s] = [_final_place(data, s)] * len(data["tokens"][s])
        elif op == 6 and isinstance(data.get("tokens"), list):   # tokens swapped between seats
            rng.shuffle(data["tokens"])
        elif op == 7 and isinstance(parent, (list, dict)) and path:   # a number one off
            v = parent[path[-1]]
            if isinstance(v, int) and not isinstance(v, bool):
                parent[path[-1]] = v + rng.choice([-1, 1, 6, -7])
        elif op == 8 and isinstance(data.get("rules"), dict):    # a house rule flipped
            opt = rng.choice(OPTIONS)
            data["rules"][opt.key] = rng.choice(opt.values)
        else:
            data[rng.choice(list(data) or ["x"])] = random_value(rng)
    form = rng.randrange(8)
    if form <= 3:
        return data
    try:
        text = json.dumps(data, ensure_ascii=rng.random() < 0.5)
    except (RecursionError, ValueError):
        return data
    if form == 4:                                # cut short
        return text[:rng.randrange(len(text) + 1)]
    if form == 5:                                # damaged bytes
        raw = bytearray(text.encode("utf-8", "surrogatepass"))
        for _ in range(rng.randint(1, 4)):
            raw[rng.randrange(len(raw))] = rng.randrange(256)
        return bytes(raw)
    if form == 6:                                # other encodings and a BOM
        codec = rng.choice(["utf-16", "utf-8-sig", "utf-32", "latin-1", None])
        return "\ufeff" + text if codec is None else text.encode(codec, "surrogatepass" if "utf" in codec else "replace")
    return text


def soak_fuzz(args, fails: Failures) -> None:
    rng = random.Random(args.seed)
    start = time.perf_counter()
    seeds = seed_positions(rng)
    accepted = refused = tracebacks = bad_accepted = 0
    forms: Counter = Counter()      # parser tracebacks by the input's form: dict (the API), str, bytes
    for i in range(args.fuzz):
        base = rng.choice(seeds)
        case = mutate(base, rng)
        try:
            p = Position.from_json(case)
        except PositionError:
            refused += 1
            continue
        except Exception as exc:   # the parser must refuse with PositionError, never raise otherwise
            tracebacks += 1
            forms[type(case).__name__] += 1
            fails.add("parser", exc, _fuzz_where(i, args.seed, case))
            continue
        accepted += 1
        try:
            check_accepted(p, rng)
        except Exception as exc:
            bad_accepted += 1
            fails.add("accepted", exc, _fuzz_where(i, args.seed, case))
    by_form = ", ".join(f"{k} {v}" for k, v in sorted(forms.items()))
    print(f"fuzz     positions {args.fuzz}  refused {refused}  accepted {accepted}  parser tracebacks "
          f"{tracebacks}{f' ({by_form})' if by_form else ''}  accepted but broken {bad_accepted}"
          f"  ({time.perf_counter() - start:.1f} s)", flush=True)


def _fuzz_where(i: int, seed: int, case) -> str:
    try:
        shown = repr(case)
    except RecursionError:
        shown = "(nested too deeply to show)"
    return f"fuzz case {i} (--seed {seed}): {type(case).__name__} input {shown[:400]}"


def check_accepted(p: Position, rng: random.Random) -> None:
    """A position the parser took is a real one: invariants, explain, and a random game from it ends."""
    check_pos, check_extra, _, cap = checkers(p.rules, p.board.seats)
    seats = p.players
    if check_pos is not None:
        check_pos(p, seats)
    if check_extra is not None:
        check_extra(p)
    check_explain(p, legal_moves(p))
    assert Position.from_json(p.to_json_str(full=True)) == p, "does not round-trip"
    game = Game(p, seed=rng.randrange(2**32))
    for _ in range(cap):
        if not game.step_random():
            break
    else:
        raise AssertionError(f"a random game from this position does not end within {cap} events")
    if check_pos is not None:
        check_pos(game.position, seats)


# -- hostile files ----------------------------------------------------------------------------
def _hostile_cases(folder: Path, rng: random.Random) -> list[tuple[str, Path]]:
    """(name, path) of hostile files, made in ``folder``."""
    cases = []

    def file(name: str, content: bytes) -> None:
        path = folder / f"{name}.json"
        path.write_bytes(content)
        cases.append((name, path))

    good = Game.new("parchis", players=2, seed=1)
    for _ in range(40):
        good.step_random()
    save = {"app": "parchis-desktop", "game": good.to_json()}
    file("empty", b"")
    file("nul-bytes", b"\0" * 4096)
    file("random-binary", rng.randbytes(1 << 20))
    file("too-large", b" " * (5 << 20) + b"{}")
    file("deep-lists", b"[" * 200_000 + b"]" * 200_000)
    file("deep-objects", b'{"a":' * 50_000 + b"1" + b"}" * 50_000)
    file("huge-integer", b'{"format": ' + b"9" * 100_000 + b"}")
    file("huge-string", json.dumps({"app": "x" * 3_000_000}).encode())
    file("not-an-object", b"[1, 2, 3]")
    file("utf16-save", json.dumps(save).encode("utf-16"))
    file("bom-save", json.dumps(save).encode("utf-8-sig"))
    file("invalid-utf8", json.dumps(save).encode()[:-2] + b"\xff\xfe}")
    bad = json.loads(json.dumps(save))
    bad["game"]["events"] = bad["game"].get("events", [])[:3] + [{"move": {"kind": "warp"}}]
    file("record-does-not-replay", json.dumps(bad).encode())
    bad = json.loads(json.dumps(save))
    bad["game"]["position"] = {"variant": "parchis", "tokens": [["goal"] * 4, [], ["goal"] * 4, []], "turn": 0}
    file("all-seats-home", json.dumps(bad).encode())
    file("ruleset-wrong-types", json.dumps({"app": "parchis-desktop", "kind": "ruleset", "format": 1,
                                            "name": ["x"], "rules": {"preset": 5, "dice": "two"}}).encode())
    file("ruleset-long-value", json.dumps({"rules": {"preset": "parchis", "dice": "9" * 100_000}}).encode())
    directory = folder / "a-folder.json"
    directory.mkdir()
    cases.append(("a-folder", directory))
    fifo = folder / "fifo.json"
    os.mkfifo(fifo)
    cases.append(("fifo", fifo))
    for target in ("/dev/zero", "/dev/urandom", str(folder / "missing")):
        link = folder / f"link-{Path(target).name}.json"
        link.symlink_to(target)
        cases.append((f"symlink to {target if 'missing' not in target else 'nothing'}", link))
    return cases


_CHILD = r"""
import resource, sys, traceback
limit = int(sys.argv[3])
resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
sys.path.insert(0, sys.argv[4])
from pathlib import Path
which, path = sys.argv[1], Path(sys.argv[2])
try:
    from parchis_desktop.store import rulesets, saves
    if which == "save":
        load, refused = saves.load_game, saves.SaveError
    else:
        load, refused = rulesets.read_ruleset, rulesets.RuleSetFileError
except Exception:
    print("SETUP"); traceback.print_exc(); sys.exit(3)
try:
    load(path)
except refused as exc:
    print("REFUSED", str(exc)[:200])
except MemoryError:
    print("MEMORY")
except BaseException:
    print("TRACEBACK"); traceback.print_exc()
else:
    print("LOADED")
"""


def soak_hostile(args, fails: Failures) -> None:
    import resource
    rng = random.Random(args.seed)
    start = time.perf_counter()
    outcomes: Counter = Counter()
    base = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024
    limit = base + HOSTILE_MEMORY
    with tempfile.TemporaryDirectory(prefix="parchis-soak-") as tmp:
        for name, path in _hostile_cases(Path(tmp), rng):
            for which in ("save", "ruleset"):
                cmd = [sys.executable, "-c", _CHILD, which, str(path), str(limit), str(ROOT)]
                try:
                    done = subprocess.run(cmd, capture_output=True, text=True, timeout=HOSTILE_TIMEOUT,
                                          env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
                    first = (done.stdout.split() or ["CRASH"])[0]
                    detail = done.stdout.strip()[len(first):].strip()
                    if done.returncode not in (0,) and first not in ("SETUP",):
                        first = "MEMORY" if first in ("CRASH", "MEMORY") else first
                except subprocess.TimeoutExpired:
                    first, detail = "HANG", f"no answer within {HOSTILE_TIMEOUT:.0f} s"
                    done = None
                outcomes[first] += 1
                print(f"  {which:7} {name:28} {first.lower():9} {detail[:90]}", flush=True)
                if first in ("TRACEBACK", "HANG", "MEMORY", "SETUP", "CRASH"):
                    try:
                        raise RuntimeError(f"{which} loader, {name}: {first.lower()}")
                    except RuntimeError as exc:
                        tail = (done.stdout + done.stderr)[-2500:] if done is not None else detail
                        fails.add("hostile", exc, f"{which} loader, hostile file {name!r}\n{tail}")
    print(f"hostile  files {sum(outcomes.values())}  "
          + "  ".join(f"{k.lower()} {v}" for k, v in sorted(outcomes.items()))
          + f"  ({time.perf_counter() - start:.1f} s)", flush=True)


# -- main -------------------------------------------------------------------------------------
def _csv(kind, allowed=None):
    def parse(text: str):
        items = tuple(kind(x) for x in text.split(",") if x)
        if allowed is not None and not set(items) <= set(allowed):
            raise argparse.ArgumentTypeError(f"choose from {', '.join(map(str, allowed))}")
        return items
    return parse


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=200, help="games per preset and player count (0: none)")
    ap.add_argument("--presets", type=_csv(str, PRESETS), default=PRESETS)
    ap.add_argument("--players", type=_csv(int, ALL_PLAYERS), default=PLAYERS,
                    help="player counts (2..8; 5-8 on the larger boards, which seat them: BD-1)")
    ap.add_argument("--house", type=float, default=0.5, help="share of games with random house rules")
    ap.add_argument("--every-move", action="store_true", help="check every listed move, not only the played one")
    ap.add_argument("--fuzz", type=int, default=0, metavar="N", help="fuzzed positions into Position.from_json")
    ap.add_argument("--hostile", action="store_true", help="hostile files into the save and rule-set loaders")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--progress", type=int, default=0, metavar="K", help="a progress line every K games")
    ap.add_argument("--samples", type=int, default=20, help="traceback samples printed at most")
    args = ap.parse_args(argv)
    if hasattr(os, "sched_setaffinity"):   # one core, whatever the machine has
        os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})
    fails = Failures()
    start = time.perf_counter()
    tallies = soak_games(args, fails) if args.games > 0 else {}
    if args.fuzz:
        soak_fuzz(args, fails)
    if args.hostile:
        soak_hostile(args, fails)
    games = sum(t.games for t in tallies.values())
    decisions = sum(t.decisions for t in tallies.values())
    print(f"total    games {games}  decisions {decisions}  game violations "
          f"{sum(t.violations for t in tallies.values())}  failures {fails.total()} "
          f"({', '.join(f'{k} {fails.total(k)}' for k in sorted({k[0] for k in fails.counts})) or 'none'})"
          f"  distinct {len(fails.counts)}  ({time.perf_counter() - start:.0f} s)", flush=True)
    if fails.counts:
        shown = Failures(Counter(dict(fails.counts.most_common(args.samples))), fails.samples)
        shown.report(sys.stdout)
    return 1 if fails.counts else 0


if __name__ == "__main__":
    sys.exit(main())

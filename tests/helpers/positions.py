"""Small helpers for the rules-engine tests (docs/rules.md §6 positions, compact moves).

Positions
    ``pos(...)`` builds a position through the public ``Position.from_json`` (the §6 minimal
    form, plus any full-form field passed as a keyword), so every test also exercises the
    parser.  ``tokens`` is a dict ``{seat: [locations]}``: a seat that is not named is empty,
    a list shorter than the rule set's token count is padded with ``"nest"``.

Moves
    A move is compared as the compact tuple
    ``(kind, token, from, to, dice, steps, bonus, captures)`` with ``dice`` a tuple of faces and
    ``captures`` a tuple of ``(seat, token)`` pairs.  docs/rules.md §6 lets interchangeable moves
    (tokens in the nest) be listed once or once per token, so a move out of the nest is
    normalised to the lowest-index token of that seat still in the nest, and duplicates
    collapse.  ``enter``/``step``/``sum``/``bonus``/``penalty`` build expected tuples.
"""
from __future__ import annotations

import json

from parchis_desktop.engine import Position, legal_moves, play

N = "nest"
G = "goal"

#: Seat order of play for 4 seats (G-2).
AGAINST = {0: 3, 3: 2, 2: 1, 1: 0}
WITH = {0: 1, 1: 2, 2: 3, 3: 0}


def tokens_for(tokens: dict | list, count: int = 4, seats: int = 4) -> list[list[str]]:
    """``{seat: [locs]}`` (short lists padded with nest) -> the §6 ``tokens`` list."""
    if isinstance(tokens, list):
        return [list(t) for t in tokens]
    out = []
    for s in range(seats):
        locs = list(tokens.get(s, []))
        if s in tokens:
            locs += [N] * (count - len(locs))
        out.append(locs)
    return out


def pos_json(tokens: dict | list, *, turn: int = 0, dice=(), variant: str = "parchis",
             rules: dict | None = None, count: int | None = None, seats: int = 4, **fields) -> dict:
    if count is None:
        count = (rules or {}).get("tokens", 4)
    data = {"format": 1, "variant": variant, "seats": seats, "tokens": tokens_for(tokens, count, seats),
            "turn": turn, "dice": list(dice)}
    if rules:
        data["rules"] = dict(rules)
    data.update(fields)
    return data


def pos(tokens: dict | list, *, turn: int = 0, dice=(), variant: str = "parchis",
        rules: dict | None = None, seats: int = 4, **fields) -> Position:
    """A position from ``{seat: [locations]}`` (see the module docstring); ``seats`` selects
    the board (BD-1)."""
    return Position.from_json(pos_json(tokens, turn=turn, dice=dice, variant=variant,
                                       rules=rules, seats=seats, **fields))


def sp(tokens, **kw) -> Position:
    """A Spanish-preset position (one die)."""
    return pos(tokens, variant="spanish", **kw)


# -- compact moves -------------------------------------------------------------
def compact(p: Position, m) -> tuple:
    token = m.token
    if m.frm == N and token is not None:
        token = min(i for i, loc in enumerate(locs(p)[m.seat]) if loc == N)
    return (m.kind, token, m.frm, m.to, tuple(m.dice), m.steps, m.bonus,
            tuple(tuple(c) for c in m.captures))


def moves(p: Position) -> set[tuple]:
    """The legal moves of ``p`` as a set of compact tuples (all must be the mover's)."""
    ms = legal_moves(p)
    assert all(m.seat == p.to_move for m in ms), ms
    out = {compact(p, m) for m in ms}
    # Also check Move.to_dict() carries the same fields as §6 names them.
    for m in ms:
        d = m.to_dict()
        assert set(d) >= {"seat", "kind", "token", "from", "to", "dice", "steps", "bonus", "captures"}
        assert (d["kind"], d["from"], d["to"], tuple(d["dice"]), d["steps"], d["bonus"]) == (
            m.kind, m.frm, m.to, tuple(m.dice), m.steps, m.bonus)
        assert [(c["seat"], c["token"]) for c in d["captures"]] == [tuple(c) for c in m.captures]
    return out


def enter(token, to, dice, captures=()):
    return ("enter", token, N, to, tuple(dice), 0, 0, tuple(captures))


def step(token, frm, to, die, steps=None, captures=()):
    return ("step", token, frm, to, (die,), die if steps is None else steps, 0, tuple(captures))


def sum_(token, frm, to, dice, captures=()):
    return ("sum", token, frm, to, tuple(dice), sum(dice), 0, tuple(captures))


def bonus(token, frm, to, amount, captures=()):
    return ("bonus", token, frm, to, (), amount, amount, tuple(captures))


def penalty(token, frm):
    return ("penalty", token, frm, N, (), 0, 0, ())


def do(p: Position, move: tuple) -> Position:
    """Play the legal move whose compact tuple is ``move`` (fails if it is not legal)."""
    for m in legal_moves(p):
        if compact(p, m) == move:
            return play(p, m)
    raise AssertionError(f"{move} is not among the legal moves {sorted(moves(p), key=repr)}")


def locs(p: Position) -> list[list[str]]:
    """Every token's location, per seat (the ``tokens`` field of §6)."""
    return p.to_json(full=False)["tokens"]


def roundtrip(p: Position) -> Position:
    """``p`` through its full JSON form, as text (a valid input again, §6)."""
    return Position.from_json(json.dumps(p.to_json(full=True)))


def pa(tokens, **kw) -> Position:
    """A pachisi position (see :func:`pos`)."""
    return pos(tokens, variant="pachisi", **kw)


def ages(p: Position) -> dict:
    """The blockade ages a pachisi position keeps (PA-9)."""
    return dict(p.to_json(full=True)["extra"].get("ages", {}))


def rev(token, frm, to, face, steps, captures=()):
    """A single die read by its reverse face (PA-10): ``dice`` the face rolled, ``steps`` 7-face."""
    return ("step", token, frm, to, (face,), steps, 0, tuple(captures))

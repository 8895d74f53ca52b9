"""One legality pipeline (engine/stages.py): candidates, G-10, then the declared stages.

Every stage is run under every preset whose board its option applies to, with the option
switched on: seeded random games must reach positions where the stage narrows the legal
moves (a stage that never narrows, or whose removal leaves this test green, is a test gap),
and at each such position the moves it keeps obey its rule, checked here without the
stage's own code.  The rules named: G-10, RU-5, RU-14, RU-7, ES-2, ES-6, PA-9 (RU-17's order).
"""
from __future__ import annotations

import copy

import pytest

from parchis_desktop.engine import Game, Position, RuleSet, legal_moves, mechanics
from parchis_desktop.engine import stages as st
from parchis_desktop.engine.boards import BOARDS
from parchis_desktop.engine.position import SPECIAL
from parchis_desktop.engine.registry import registered
from parchis_desktop.engine.rules import PRESETS, RuleError, option_applies, validate_rules
from parchis_desktop.engine.stages import Pipeline

from tests.helpers.positions import G, moves, pos, step

PRESET_NAMES = list(PRESETS)


def _all_stages():
    found = {}
    for cls in registered():
        for s in cls.__dict__.get("stages", ()):
            found[s.rule] = s
    return sorted(found.values(), key=lambda s: s.rank)


ALL = _all_stages()

#: The value that switches each stage's option on, and the options it needs beside.
SWITCH = {
    "RU-5": {"use_larger_die": True},
    "RU-14": {"mirror": True},
    "RU-7": {"capture_enforcement": "forced"},
    "ES-2": {"enter_compulsory": True},
    "ES-6": {"open_blockade_on_six": True, "blockades": True},
    "PA-9": {"blockade_max_turns": 2, "blockades": True},
}


def test_the_declared_stages_in_rule_order():
    """RU-17's order (RU-5, RU-14, RU-7), then the options of §5 (ES-2, ES-6, PA-9)."""
    assert [s.rule for s in ALL] == ["RU-5", "RU-14", "RU-7", "ES-2", "ES-6", "PA-9"]
    assert set(SWITCH) == {s.rule for s in ALL}


@pytest.mark.parametrize("preset", PRESET_NAMES)
def test_each_preset_plays_the_stages_its_options_switch_on(preset):
    rules = RuleSet.preset_named(preset)
    on = {s.rule for s in rules.pipeline.stages}
    for s in ALL:
        assert (s.rule in on) == s.on(rules), (preset, s)


def _combinations():
    out = []
    for s in ALL:
        for preset in PRESET_NAMES:
            opts = SWITCH[s.rule]
            if not all(option_applies(k, preset) for k in opts):
                continue
            try:
                rules = validate_rules(RuleSet.preset_named(preset, **opts))
            except RuleError:
                continue   # e.g. RU-5 needs two dice: not with Spanish parchís's one die
            if s.rule in ("ES-6", "PA-9") and BOARDS[rules.board].no_jumping:
                # (reading) RU-4: no token lands on an own token, so no blockade ever forms on
                # the Russian board; the options are accepted there and have nothing to open.
                continue
            out.append((s.rule, preset))
    return out


COMBOS = _combinations()


def test_the_combinations_cover_every_stage():
    assert {r for r, _ in COMBOS} == {s.rule for s in ALL}
    # ES-2/RU-7 apply on every board; RU-14 (the mirror) on the Russian board only.
    assert {p for r, p in COMBOS if r == "RU-14"} == {"russian"}
    assert {p for r, p in COMBOS if r == "RU-7"} == set(PRESET_NAMES)


def _without(p: Position, rule: str) -> Position:
    """``p`` under a copy of its rules whose pipeline leaves out the stage ``rule``."""
    rules = copy.copy(p.rules)
    object.__setattr__(rules, "pipeline", _reduced(p.rules, rule))
    return Position(rules, p.board, p.tokens, p.turn, p.to_move, p.dice, p.remaining, p.bonuses,
                    p.streak, p.last_moved, p.finished, p.stamps, p.clock, p.extra)


def _reduced(rules, rule):
    pipe = rules.pipeline
    fast = all(getattr(c, "fast_count", True) for c in type(rules.variant).__mro__)
    return Pipeline([s for s in pipe.stages if s.rule != rule], fast)


def _sequences(p: Position, seat: int):
    """Every complete sequence from ``p`` as a list of moves (a brute-force check)."""
    v = p.rules.variant
    if not p.remaining and not p.bonuses:
        return [[]]
    cands = v.candidates(p, seat)
    if not cands:
        return [[]]
    out = []
    for m in cands:
        child = v.apply_raw(p, m)
        nxt = seat
        if seat in child.finished:
            if not (p.rules.teams and mechanics.partner(child, seat) not in child.finished):
                out.append([m])
                continue
            nxt = mechanics.partner(child, seat)
        out.extend([m] + rest for rest in _sequences(child, nxt))
    return out


def _obeys(rule: str, p: Position, legal) -> bool:
    """Whether every move of ``legal`` obeys ``rule``, judged by brute force."""
    seat = p.rules.variant.roller(p)
    if rule == "ES-2":
        return all(m.kind == "enter" for m in legal)
    if rule == "ES-6":
        occ = mechanics.occupancy(p)
        sq = p.board.route_square[seat]
        return all(m.dice == (6,) and 0 <= m.src < SPECIAL and len(occ.get(sq[m.src], ())) == 2
                   for m in legal)
    if rule == "PA-9":
        from parchis_desktop.engine.variants.pachisi import expired_blockades
        old = expired_blockades(p, seat)
        sq = p.board.route_square[seat]
        return bool(old) and all(0 <= m.src < SPECIAL and sq[m.src] in old for m in legal)
    # The sequence stages: some complete sequence from each kept move has the property.
    seqs = _sequences(p, seat)
    most = max(sum(len(m.dice) for m in s) for s in seqs)
    big = max(p.remaining)
    v = p.rules.variant

    def good(s):
        if sum(len(m.dice) for m in s) != most:
            return False
        if rule == "RU-5":
            return [f for m in s for f in m.dice] == [big]
        if rule == "RU-14":
            q = p
            for m in s:
                if v.is_backward(q, m):
                    return True
                q = v.apply_raw(q, m)
            return False
        if rule == "RU-7":
            return any(m.captures for m in s)
        raise AssertionError(rule)

    return all(any(s[0] == m and good(s) for s in seqs) for m in legal)


@pytest.mark.parametrize("rule, preset", COMBOS)
def test_every_stage_narrows_under_every_preset_that_can_switch_it_on(rule, preset):
    opts = SWITCH[rule]
    narrowed = 0
    for seed in range(60):
        game = Game.new(preset, players=2 + seed % 3, seed=7000 + seed, rules=opts)
        assert rule in {s.rule for s in game.position.rules.pipeline.stages}
        steps = 0
        while not game.position.is_over and steps < 1500:
            p = game.position
            if p.dice and p.to_move == p.turn:
                legal = legal_moves(p)
                wide = mechanics.legal(_without(p, rule))
                if len(wide) != len(legal):
                    assert {id(m) for m in legal} <= {id(m) for m in wide} or set(legal) <= set(wide)
                    assert _obeys(rule, p, legal), (rule, preset, p.to_json_str())
                    assert not _obeys(rule, p, wide), (rule, preset, p.to_json_str())
                    narrowed += 1
                    if narrowed >= 3:
                        return
            game.step_random()
            steps += 1
    pytest.fail(f"{rule} never narrowed the legal moves in 60 {preset} games")


# -- the three rules of issue 32 ------------------------------------------------------------
def test_RU_5_under_polish_rules_with_the_larger_die_option():
    """Polish rules with ``use_larger_die``: dice 3 and 5, a token on H1, the others home:
    only one die can be used, and it must be the 5 (H6), not the 3 (H4)."""
    p = pos({0: ["H1", G, G, G], 2: ["T30"]}, dice=[3, 5], rules={"use_larger_die": True})
    assert moves(p) == {step(0, "H1", "H6", 5)}
    assert mechanics.rule_id(p, "use_roll") == "PL-6"
    plain = pos({0: ["H1", G, G, G], 2: ["T30"]}, dice=[3, 5])
    assert moves(plain) == {step(0, "H1", "H4", 3), step(0, "H1", "H6", 5)}


def test_stage_reasons_come_from_the_same_pipeline():
    from parchis_desktop.engine import explain
    p = pos({0: ["H1", "T20", G, G], 2: ["T30"]}, dice=[3, 5], rules={"use_larger_die": True})
    # T20 can move both dice, so RU-5 has nothing to narrow; H1 moves with the 3 or the 5.
    assert explain(p, 0, 0) == []
    p = pos({0: ["H1", G, G, G], 2: ["T30"]}, dice=[3, 5], rules={"use_larger_die": True})
    assert explain(p, 0, 0) == []      # the 5 is legal
    e = pos({0: ["T30", "nest", G, G], 2: ["T40"]}, dice=[5, 1], rules={"enter_compulsory": True})
    legal = legal_moves(e)
    assert {m.kind for m in legal} == {"enter"}          # ES-2: bringing out comes first
    assert [r.rule for r in explain(e, 0, 0)] == ["ES-2"]

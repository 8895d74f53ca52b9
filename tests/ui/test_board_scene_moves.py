"""The board scene animates special moves as what they are (issue 7), and shows the age of
a Pachisi blockade (PA-9) beside it, warning when it must open.

Positions come from the engine's JSON format (docs/rules.md §6); moves are the engine's legal
moves, so every animation here is one the game can really ask for.
"""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QAnimationGroup, QLocale, QPointF, QPropertyAnimation, QTimer

from parchis_desktop import app as app_module
from parchis_desktop.engine import Move, Position, legal_moves, play
from parchis_desktop.ui.board import CELL, SPEEDS, TOKEN_RADIUS, BoardScene

N4, N5 = ["nest"] * 4, ["nest"] * 5
RADIUS = CELL * TOKEN_RADIUS


def russian(tokens, dice, **fields) -> Position:
    # capture_enforcement off: no RU-7 mirror penalty at the end of these rolls.
    data = {"variant": "russian", "tokens": tokens, "turn": 0, "dice": dice,
            "rules": {"capture_enforcement": "off"}}
    data.update(fields)
    return Position.from_json(data)


def pick(pos: Position, **fields) -> Move:
    for move in legal_moves(pos):
        if all(getattr(move, k) == v for k, v in fields.items()):
            return move
    raise AssertionError(f"no legal move with {fields}: {legal_moves(pos)}")


def _gift_position() -> Position:
    p = russian([["P1", "T30", "nest", "nest", "nest"], ["T20"] + N4, [], []], [6, 2])
    return play(p, pick(p, kind="ransom"))


# kind -> (position, the move's fields).  One of each special kind (engine/move.py MOVE_KINDS).
CASES = {
    "jump": (lambda: russian([["T7"] + N4, N5, [], []], [1, 3]), {"kind": "jump", "to": "T21"}),
    "diagonal jump": (lambda: russian([["T7"] + N4, N5, [], []], [1, 3]), {"kind": "jump", "to": "T35"}),
    "rest": (lambda: russian([["T8"] + N4, N5, [], []], [3, 4]), {"kind": "rest", "to": "O11"}),
    "step from rest": (lambda: russian([["O11"] + N4, N5, [], []], [3, 4]), {"kind": "step", "to": "T14"}),
    "swap": (lambda: russian([["T11"] + N4, N5, [], ["O11"] + N4], [1, 1]), {"kind": "swap"}),
    "ransom": (lambda: russian([["P1", "T30", "nest", "nest", "nest"], N5, [], []], [6, 2]),
               {"kind": "ransom"}),
    "exchange": (lambda: russian([["P1", "T30", "nest", "nest", "nest"], ["P0"] + N4, [], []], []),
                 {"kind": "exchange"}),
    "gift": (_gift_position, {"kind": "gift", "frm": "T20"}),
    "mirror out": (lambda: russian([["M", "A0", "T30", "nest", "nest"], N5, [], []], [6, 2]),
                   {"kind": "mirror", "frm": "M"}),
    "mirror home": (lambda: russian([["M", "A0", "T30", "nest", "nest"], N5, [], []], [6, 2]),
                    {"kind": "mirror", "frm": "A0"}),
    "reward": (lambda: russian([["T34", "O45", "H5", "nest", "nest"], N5, [], []], [2, 2], streak=3,
                               remaining=[], extra={"reward": 1}), {"kind": "reward", "frm": "O45"}),
    "penalty": (lambda: Position.from_json({"variant": "spanish",
                                            "tokens": [["T20", "T30", "nest", "nest"], N4, [], []],
                                            "turn": 0, "dice": [6], "streak": 3, "last_moved": 1}),
                {"kind": "penalty"}),
}


def case(name: str) -> tuple[Position, Move, Position]:
    make, fields = CASES[name]
    before = make()
    move = pick(before, **fields)
    return before, move, play(before, move)


@pytest.fixture
def scene(qapp):
    board_scene = BoardScene(Position.initial("russian").board)
    yield board_scene
    board_scene.finish_now()
    board_scene.deleteLater()


def dist(a: QPointF, b: QPointF) -> float:
    return math.hypot(a.x() - b.x(), a.y() - b.y())


class Sampler:
    """Records (pos, scale, lift, opacity) of some tokens every few ms and on every change of
    position, scale or opacity (so a short blink is seen however busy the machine is)."""

    def __init__(self, scene: BoardScene, keys) -> None:
        self.items = {key: scene.token_item(*key) for key in keys}
        self.samples: list[dict] = []
        self.timer = QTimer()
        self.timer.setInterval(4)
        self.timer.timeout.connect(self.take)
        self.timer.start()
        for item in self.items.values():
            for signal in (item.xChanged, item.yChanged, item.scaleChanged, item.opacityChanged):
                signal.connect(self.take)

    def take(self) -> None:
        self.samples.append({key: (QPointF(item.pos()), item.scale(), item.lift, item.opacity())
                             for key, item in self.items.items()})

    def stop(self) -> None:
        self.timer.stop()
        for item in self.items.values():
            for signal in (item.xChanged, item.yChanged, item.scaleChanged, item.opacityChanged):
                signal.disconnect(self.take)

    def points(self, key) -> list[QPointF]:
        return [s[key][0] for s in self.samples]

    def values(self, key, index: int) -> list[float]:
        return [s[key][index] for s in self.samples]


def run(qtbot, scene: BoardScene, before, move, after, keys, speed="normal") -> tuple[Sampler, list]:
    """Animate at ``speed`` while sampling ``keys``; returns the sampler and the finished signals."""
    scene.set_position(before)
    scene.set_speed(speed)
    finished = []
    scene.animation_finished.connect(lambda: finished.append(True))
    sampler = Sampler(scene, keys)
    with qtbot.waitSignal(scene.animation_finished, timeout=10000):
        scene.animate_move(before, move, after)
        assert scene.is_animating()
    sampler.stop()
    qtbot.wait(40)            # no late second signal
    assert finished == [True]
    assert not scene.is_animating()
    return sampler, finished


def first_near(points, target: QPointF, within: float = 0.25 * CELL) -> int | None:
    return next((i for i, p in enumerate(points) if dist(p, target) < within), None)


def property_animations(scene: BoardScene, item, prop: bytes) -> list[QPropertyAnimation]:
    out = []

    def walk(anim):
        if isinstance(anim, QPropertyAnimation):
            if anim.targetObject() == item and bytes(anim.propertyName()) == prop:
                out.append(anim)
        elif isinstance(anim, QAnimationGroup):
            for i in range(anim.animationCount()):
                walk(anim.animationAt(i))

    walk(scene._anim)
    return out


def assert_at_final_layout(scene: BoardScene, after) -> None:
    for key, (point, scale, loc) in scene._layout(after).items():
        item = scene.token_item(*key)
        assert dist(item.pos(), point) < 0.5 and abs(item.scale() - scale) < 1e-6, (key, loc)
        assert item.opacity() == 1.0 and item.location == loc
    assert scene.effects() == []


# -- each special kind ----------------------------------------------------------------------
@pytest.mark.parametrize("to, over", [("T21", "A1"), ("T35", "M")])
def test_jump_is_one_high_leap_over_the_centre_not_a_walk(qtbot, scene, to, over):
    before, move, after = case("jump" if to == "T21" else "diagonal jump")
    scene.set_position(before)
    scene.set_speed("normal")
    token = scene.token_item(0, 0)
    sampler = Sampler(scene, [(0, 0)])
    with qtbot.waitSignal(scene.animation_finished, timeout=10000):
        scene.animate_move(before, move, after)
        assert scene.last_motions() == {(0, 0): "leap"}
        # One key-framed flight for the position (no cell-by-cell hops)...
        paths = property_animations(scene, token, b"pos")
        assert len(paths) == 1 and len(paths[0].keyValues()) > 10
        # ...and a flash at the corner it leaves and at the one it lands on.
        flashes = sorted(scene.effects(), key=lambda f: dist(f.pos(), scene.scene_pos_of(0, "T7")))
        assert len(flashes) == 2
        assert dist(flashes[0].pos(), scene.scene_pos_of(0, "T7")) < 1
        assert dist(flashes[1].pos(), scene.scene_pos_of(0, to)) < 1
    sampler.stop()
    points = sampler.points((0, 0))
    # It never touches the ring squares between the corners (a walk would visit them all).
    start, end = int(move.frm[1:]), int(to[1:])
    for n in range(start + 1, end):
        assert min(dist(p, scene.scene_pos_of(0, f"T{n}")) for p in points) > 0.5 * CELL, n
    # High and near the eye half-way (a walking hop lifts 0.45 radius), over the centre.
    assert max(sampler.values((0, 0), 2)) > 1.5 * RADIUS
    assert max(sampler.values((0, 0), 1)) > 1.25
    centre = scene.scene_pos_of(0, "M")
    assert min(dist(p, centre) for p in points) < dist(scene.scene_pos_of(0, over), centre) * 0.5 + 0.6 * CELL
    assert dist(token.pos(), scene.scene_pos_of(0, to)) < 0.5 and token.lift == 0.0
    assert scene.effects() == []


def test_rest_walks_to_the_landing_square_then_sidesteps_into_the_rest_cell(qtbot, scene):
    before, move, after = case("rest")
    assert scene._walk_plan(move) == [("T9", "step"), ("T10", "step"), ("T11", "step"), ("O11", "side")]
    sampler, _ = run(qtbot, scene, before, move, after, [(0, 0)])
    assert scene.last_motions() == {(0, 0): "walk"}
    points = sampler.points((0, 0))
    visits = [first_near(points, scene.scene_pos_of(0, name)) for name in ("T9", "T10", "T11", "O11")]
    assert None not in visits and visits == sorted(visits)
    # The rest cell is reached only from its square, with a low sidestep.
    assert all(dist(p, scene.scene_pos_of(0, "O11")) > 0.5 * CELL for p in points[:visits[2]])
    ring, rest = scene.scene_pos_of(0, "T11"), scene.scene_pos_of(0, "O11")
    lifts = sampler.values((0, 0), 2)
    sidestep = [lift for p, lift in zip(points, lifts) if dist(p, ring) > 0.2 * CELL and dist(p, rest) < 0.8 * CELL]
    assert sidestep and max(sidestep) < 0.3 * RADIUS < max(lifts[:visits[2]])
    assert scene.token_item(0, 0).location == "O11"
    assert_at_final_layout(scene, after)


def test_a_step_from_a_rest_cell_sidesteps_out_then_walks(qtbot, scene):
    before, move, after = case("step from rest")
    assert move.frm == "O11"
    assert scene._walk_plan(move) == [("T11", "side"), ("T12", "step"), ("T13", "step"), ("T14", "step")]
    sampler, _ = run(qtbot, scene, before, move, after, [(0, 0)])
    points = sampler.points((0, 0))
    visits = [first_near(points, scene.scene_pos_of(0, name)) for name in ("T11", "T12", "T13", "T14")]
    assert None not in visits and visits == sorted(visits)
    assert scene.last_motions() == {(0, 0): "walk"}
    assert_at_final_layout(scene, after)


def test_swap_moves_both_tokens_at_once_past_each_other(qtbot, scene):
    before, move, after = case("swap")
    ring, rest = scene.scene_pos_of(0, "T11"), scene.scene_pos_of(3, "O11")
    sampler, _ = run(qtbot, scene, before, move, after, [(0, 0), (3, 0)])
    assert scene.last_motions() == {(0, 0): "swap", (3, 0): "swap"}
    # Some moment has both tokens under way at the same time (neither at its start nor its end),
    # apart from each other: they pass side by side, the mover lifted over the other.
    both = [s for s in sampler.samples
            if min(dist(s[(0, 0)][0], ring), dist(s[(0, 0)][0], rest)) > 0.2 * CELL
            and min(dist(s[(3, 0)][0], ring), dist(s[(3, 0)][0], rest)) > 0.2 * CELL]
    assert len(both) >= 3
    assert max(dist(s[(0, 0)][0], s[(3, 0)][0]) for s in both) > 0.3 * CELL
    assert max(s[(0, 0)][2] for s in both) > max(s[(3, 0)][2] for s in both)
    assert scene.token_item(0, 0).location == "O11" and scene.token_item(3, 0).location == "T11"
    assert_at_final_layout(scene, after)


def test_ransom_releases_the_prisoner_which_flies_high_to_its_nest(qtbot, scene):
    before, move, after = case("ransom")
    scene.set_position(before)
    prison = scene.token_item(0, 0).pos()
    scene.set_speed("normal")
    sampler = Sampler(scene, [(0, 0)])
    with qtbot.waitSignal(scene.animation_finished, timeout=10000):
        scene.animate_move(before, move, after)
        assert [dist(f.pos(), prison) < 1 for f in scene.effects()] == [True]   # released with a flash
    sampler.stop()
    assert scene.last_motions() == {(0, 0): "freed"}
    assert min(sampler.values((0, 0), 3)) < 0.5                  # it blinks
    assert max(sampler.values((0, 0), 2)) > 1.2 * RADIUS          # and flies high
    assert max(sampler.values((0, 0), 1)) > 1.0                   # at full size (a prisoner is small)
    assert scene.token_item(0, 0).location == "nest"
    assert_at_final_layout(scene, after)


def test_exchange_frees_both_prisoners_at_the_same_time(qtbot, scene):
    before, move, after = case("exchange")
    assert move.captures == ((1, 0),)
    sampler, _ = run(qtbot, scene, before, move, after, [(0, 0), (1, 0)])
    assert scene.last_motions() == {(0, 0): "freed", (1, 0): "freed"}
    starts = {key: sampler.samples[0][key][0] for key in ((0, 0), (1, 0))}
    both_up = [s for s in sampler.samples if all(s[key][2] > RADIUS and dist(s[key][0], starts[key]) > CELL
                                                 for key in starts)]
    assert both_up
    assert scene.token_item(0, 0).location == "nest" and scene.token_item(1, 0).location == "nest"
    assert_at_final_layout(scene, after)


@pytest.mark.parametrize("name, key", [("penalty", (0, 1)), ("mirror home", (0, 1))])
def test_a_token_sent_back_falls_and_reappears_in_its_nest(qtbot, qapp, name, key):
    before, move, after = case(name)
    board_scene = BoardScene(before.board)
    try:
        start_scale = 1.0
        sampler, _ = run(qtbot, board_scene, before, move, after, [key])
        assert board_scene.last_motions() == {key: "fall"}
        scales, lifts, opacities = (sampler.values(key, i) for i in (1, 2, 3))
        assert min(scales) < 0.6 * start_scale and min(opacities) < 0.5
        assert max(lifts) < 1.0           # no hop: it sinks and slides low
        # It fades and shrinks where it stood, before it travels: on the way it is a small ghost.
        points = sampler.points(key)
        end = board_scene._layout(after)[key][0]
        on_the_way = [i for i, p in enumerate(points) if dist(p, points[0]) > 0.5 * CELL and dist(p, end) > 0.5 * CELL]
        assert on_the_way
        assert all(opacities[i] < 0.5 and scales[i] < 0.6 for i in on_the_way)
        assert board_scene.token_item(*key).location == "nest"
        assert_at_final_layout(board_scene, after)
    finally:
        board_scene.deleteLater()


def test_leaving_the_mirror_is_a_short_climb_with_a_flash(qtbot, scene):
    before, move, after = case("mirror out")
    scene.set_position(before)
    scene.set_speed("normal")
    with qtbot.waitSignal(scene.animation_finished, timeout=10000):
        scene.animate_move(before, move, after)
        assert scene.last_motions()[(0, 0)] == "climb"
        assert len(scene.effects()) == 1 and dist(scene.effects()[0].pos(), scene.scene_pos_of(0, "M")) < 1
    assert scene.token_item(0, 0).location == "A0"
    assert_at_final_layout(scene, after)


def test_reward_leaps_into_the_home_column(qtbot, scene):
    before, move, after = case("reward")
    assert move.to == "H4"
    scene.set_position(before)
    scene.set_speed("normal")
    token = scene.token_item(0, 1)
    sampler = Sampler(scene, [(0, 1)])
    with qtbot.waitSignal(scene.animation_finished, timeout=10000):
        scene.animate_move(before, move, after)
        assert scene.last_motions() == {(0, 1): "leap"}
        paths = property_animations(scene, token, b"pos")
        assert len(paths) == 1 and len(paths[0].keyValues()) > 10       # one flight, not a walk
        assert [dist(f.pos(), scene.scene_pos_of(0, "H4")) < 1 for f in scene.effects()] == [True]
    sampler.stop()
    points, lifts = sampler.points((0, 1)), sampler.values((0, 1), 2)
    # It flies over the rest of the ring (T46..T56) instead of walking it to the home column.
    for n in range(46, 57):
        near = [lift for p, lift in zip(points, lifts) if dist(p, scene.scene_pos_of(0, f"T{n}")) < 0.25 * CELL]
        assert all(lift > RADIUS for lift in near), n
    assert max(lifts) > 1.5 * RADIUS
    assert scene.token_item(0, 1).location == "H4"
    assert_at_final_layout(scene, after)


def test_gift_walks_along_the_ring(qtbot, scene):
    before, move, after = case("gift")
    assert (move.seat, move.to) == (1, "T26")
    sampler, _ = run(qtbot, scene, before, move, after, [(1, 0)])
    assert scene.last_motions()[(1, 0)] == "walk"
    points = sampler.points((1, 0))
    visits = [first_near(points, scene.scene_pos_of(1, f"T{n}")) for n in range(21, 27)]
    assert None not in visits and visits == sorted(visits)
    assert_at_final_layout(scene, after)


# -- every kind: once, instant, interruptible -------------------------------------------------
@pytest.mark.parametrize("name", sorted(CASES))
def test_instant_speed_stays_instant_for_every_special_kind(qtbot, qapp, name):
    before, move, after = case(name)
    board_scene = BoardScene(before.board)
    try:
        board_scene.set_position(before)
        board_scene.set_speed("instant")
        assert SPEEDS["instant"] == 0
        finished = []
        board_scene.animation_finished.connect(lambda: finished.append(True))
        board_scene.animate_move(before, move, after)
        assert_at_final_layout(board_scene, after)     # placed at once, before any event
        assert board_scene._anim is None and board_scene.last_motions() == {}
        qtbot.waitUntil(lambda: finished == [True], timeout=1000)
        qtbot.wait(30)
        assert finished == [True] and not board_scene.is_animating()
    finally:
        board_scene.deleteLater()


@pytest.mark.parametrize("name", sorted(CASES))
def test_finish_now_and_cancelling_end_every_special_kind_cleanly(qtbot, qapp, name):
    before, move, after = case(name)
    board_scene = BoardScene(before.board)
    try:
        board_scene.set_position(before)
        board_scene.set_speed("slow")
        finished = []
        board_scene.animation_finished.connect(lambda: finished.append(True))
        board_scene.animate_move(before, move, after)
        qtbot.wait(120)        # mid-way: faded, lifted, flashing...
        assert board_scene.is_animating()
        board_scene.finish_now()
        assert finished == [True]
        assert_at_final_layout(board_scene, after)
        # Cancelling (a new game during the animation) emits nothing and leaves no trace.
        board_scene.animate_move(before, move, after)
        qtbot.wait(120)
        board_scene.set_position(before)
        qtbot.wait(30)
        assert finished == [True] and not board_scene.is_animating()
        assert_at_final_layout(board_scene, before)
    finally:
        board_scene.deleteLater()


def test_durations_grow_with_distance_and_follow_the_speed(qtbot, scene):
    before, move, after = case("jump")
    longer_before, longer_move, longer_after = case("diagonal jump")
    totals = {}
    for speed in ("slow", "normal", "fast"):
        for label, (b, m, a) in (("straight", (before, move, after)),
                                 ("diagonal", (longer_before, longer_move, longer_after))):
            scene.set_position(b)
            scene.set_speed(speed)
            scene.animate_move(b, m, a)
            totals[(speed, label)] = scene._anim.totalDuration()
            scene.finish_now()
    assert totals[("slow", "straight")] > totals[("normal", "straight")] > totals[("fast", "straight")]
    assert totals[("normal", "diagonal")] > totals[("normal", "straight")]


# -- Pachisi blockade ages (PA-9) ------------------------------------------------------------
def pachisi(ages: dict, turn: int = 0, **fields) -> Position:
    data = {"variant": "pachisi", "tokens": [["T10", "T10", "T30", "T30"], ["T40", "T40", "nest", "nest"], [], []],
            "turn": turn, "dice": [3, 4], "extra": {"ages": ages}}
    data.update(fields)
    return Position.from_json(data)


@pytest.fixture
def pachisi_scene(qapp):
    board_scene = BoardScene(Position.initial("pachisi").board)
    yield board_scene
    board_scene.finish_now()
    board_scene.deleteLater()


def test_a_blockade_shows_its_age_beside_it(pachisi_scene):
    pachisi_scene.set_position(pachisi({"T10": 1}))
    [badge] = pachisi_scene.blockade_badges()
    assert (badge.square, badge.seat, badge.age, badge.limit, badge.text) == ("T10", 0, 1, 3, "1/3")
    assert badge.state == "ok" and badge.isVisible() and badge.scene() is pachisi_scene
    assert dist(badge.pos(), pachisi_scene.scene_pos_of(0, "T10")) < 0.8 * CELL
    assert badge.zValue() > pachisi_scene.token_item(0, 0).zValue()
    tip = badge.toolTip()
    assert "1 of 3" in tip and "Turns left: 2." in tip and "PA-9" in tip
    # Age 0 blockades (T30 here, formed this roll) carry no badge; nor does a position without ages.
    pachisi_scene.set_position(pachisi({}))
    assert pachisi_scene.blockade_badges() == []


def test_the_badge_warns_when_the_blockade_must_open_this_turn(pachisi_scene):
    pachisi_scene.set_position(pachisi({"T10": 3, "T30": 2, "T40": 3}, turn=0))
    badges = {b.square: b for b in pachisi_scene.blockade_badges()}
    assert {k: (b.text, b.state) for k, b in badges.items()} == {
        "T10": ("3/3", "open"), "T30": ("2/3", "ok"), "T40": ("3/3", "due")}
    assert "must be opened this turn" in badges["T10"].toolTip()
    assert "owner's next turn" in badges["T40"].toolTip()
    assert "Turns left: 1." in badges["T30"].toolTip()
    fill_open, fill_ok, fill_due = (badges[k].colours()[0] for k in ("T10", "T30", "T40"))
    assert fill_open.red() > 180 and fill_open.green() < 90        # red
    assert len({fill_open.name(), fill_ok.name(), fill_due.name()}) == 3
    assert badges["T10"].scale() > badges["T30"].scale()
    # The engine agrees: the old blockade on T10 must open (PA-9).
    assert all(m.frm == "T10" for m in legal_moves(pachisi({"T10": 3, "T30": 2, "T40": 3})))
    # Seat 1's turn: now its blockade on T40 must open, seat 0's only when its turn comes.
    pachisi_scene.set_position(pachisi({"T10": 3, "T40": 3}, turn=1))
    assert {b.square: b.state for b in pachisi_scene.blockade_badges()} == {"T10": "due", "T40": "open"}


def test_badges_follow_the_position_and_hide_during_an_animation(qtbot, pachisi_scene):
    before = pachisi({"T10": 2, "T30": 1})
    move = pick(before, frm="T30", kind="step")       # T30 opens, T10 stands
    after = play(before, move)
    assert after.extra.get("ages") == {"T10": 2}
    pachisi_scene.set_position(before)
    assert sorted(b.square for b in pachisi_scene.blockade_badges()) == ["T10", "T30"]
    pachisi_scene.set_speed("normal")
    with qtbot.waitSignal(pachisi_scene.animation_finished, timeout=10000):
        pachisi_scene.animate_move(before, move, after)
        assert pachisi_scene.blockade_badges() == []
    assert [(b.square, b.text) for b in pachisi_scene.blockade_badges()] == [("T10", "2/3")]
    # A blockade time limit on another board shows the same way (data, not the board's name).
    parchis = Position.from_json({"variant": "parchis", "tokens": [["T20", "T20", "nest", "nest"], [], N4, []],
                                  "turn": 2, "dice": [3, 4], "rules": {"blockade_max_turns": 2},
                                  "extra": {"ages": {"T20": 2}}})
    pachisi_scene.set_position(parchis)
    assert [(b.text, b.state) for b in pachisi_scene.blockade_badges()] == [("2/2", "due")]


def test_badge_tooltips_are_translated(qapp, pachisi_scene):
    saved_locale = QLocale()
    installed = app_module.install_translators(qapp, "ru")
    try:
        pachisi_scene.set_position(pachisi({"T10": 3}))
        [badge] = pachisi_scene.blockade_badges()
        assert "Возраст блокады" in badge.toolTip() and "3 из 3" in badge.toolTip()
    finally:
        for translator in installed:
            qapp.removeTranslator(translator)
        QLocale.setDefault(saved_locale)
        qapp.processEvents()

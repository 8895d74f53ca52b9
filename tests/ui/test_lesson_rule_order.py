"""RU-17 in the tutorial: the two steps of the Russian home lesson that teach the order of the
compulsions (RU-5, then RU-14, then the `forced` capture of RU-7) say what the engine plays.
For each step's position and roll every whole sequence of plays is listed through the engine:
the capture the text names is in none of them, the plays the text asks for are, and the
stored solution reaches the step's goal.  The same position with the obstacle taken away
shows that the capture is a real one that `forced` would otherwise compel."""
from __future__ import annotations

import copy

from parchis_desktop.engine import Position, legal_moves, play, roll
from parchis_desktop.ui.help.lessons import StepRun, lesson_named


def _step(step_id: str):
    return lesson_named("russian-home").step_named(step_id)


def _plays(pos: Position) -> list[tuple]:
    """Every whole sequence of the roller's plays from ``pos``: tuples of
    (kind, from, to, dice, captures)."""
    seat = pos.to_move
    out = []
    for m in legal_moves(pos):
        after = play(pos, m)
        here = ((m.kind, m.frm, m.to, tuple(m.dice), bool(m.captures)),)
        if after.needs_roll or after.is_over or after.to_move != seat or not legal_moves(after):
            out.append(here)
        else:
            out += [here + rest for rest in _plays(after)]
    return out


def _rolled(position: dict, dice) -> Position:
    return roll(Position.from_json(position), tuple(dice))


def _dice_spent(sequence) -> int:
    return sum(len(dice) for _kind, _frm, _to, dice, _cap in sequence)


def _solves(step) -> bool:
    run = StepRun(step)
    run.roll()
    for want in step.solution:
        move = next(m for m in legal_moves(run.pos) if m.matches(want))
        run.play(move)
    return run.succeeded


def test_RU_17_step_the_most_dice_come_before_the_forced_capture():
    step = _step("most-dice-before-capture")
    assert step.rules[0] == "RU-17" and {"RU-5", "RU-7"} <= set(step.rules)
    assert step.position["rules"] == {"capture_enforcement": "forced"}
    assert step.rolls == ((4, 2),)
    plays = _plays(_rolled(step.position, step.rolls[0]))
    # The text: the 4 could capture Red on 14 (a one-die sequence: the 2 is stuck after it),
    # and it is not allowed; both dice are played, without a capture.
    assert not any(cap for seq in plays for *_rest, cap in seq)
    assert ("step", "T10", "T14", (4,), True) not in {p for seq in plays for p in seq}
    assert all(_dice_spent(seq) == 2 for seq in plays)
    assert (("step", "T55", "H3", (4,), False), ("step", "T10", "T12", (2,), False)) in plays
    assert (("step", "T10", "T12", (2,), False), ("step", "T55", "H3", (4,), False)) in plays
    assert StepRun(step).can_succeed() and _solves(step)
    # Without Red's token on 15 the 2 could follow the capture: then the capture uses both
    # dice too, and the forced rule makes it the only play.
    freed = copy.deepcopy(step.position)
    freed["tokens"][2][1] = "nest"
    plays = _plays(_rolled(freed, step.rolls[0]))
    assert plays and all(any(cap for *_rest, cap in seq) for seq in plays)
    assert ("step", "T10", "T14", (4,), True) in {p for seq in plays for p in seq}


def test_RU_17_step_the_backward_jump_comes_before_the_forced_capture():
    step = _step("backward-before-capture")
    assert step.rules[0] == "RU-17" and {"RU-14", "RU-7"} <= set(step.rules)
    assert step.position["rules"] == {"capture_enforcement": "forced"}
    assert step.rolls == ((3, 2),)
    plays = _plays(_rolled(step.position, step.rolls[0]))
    # The 3 could step from corner 49 onto Red on 52; the backward jump to 21 is made instead.
    assert not any(cap for seq in plays for *_rest, cap in seq)
    assert all(("jump", "T49", "T21", (3,), False) in seq and _dice_spent(seq) == 2 for seq in plays)
    assert (("jump", "T49", "T21", (3,), False), ("step", "T30", "T32", (2,), False)) in plays
    assert StepRun(step).can_succeed() and _solves(step)
    # Off a mirror corner the backward jump is gone, and the same 3 must capture.
    moved = copy.deepcopy(step.position)
    moved["tokens"][0][0], moved["tokens"][2][0] = "T48", "T51"
    plays = _plays(_rolled(moved, step.rolls[0]))
    assert plays and all(any(cap for *_rest, cap in seq) for seq in plays)
    assert ("step", "T48", "T51", (3,), True) in {p for seq in plays for p in seq}

"""The seats' players answer the controller's questions with data (issue 32): they never call
into it (tests/test_layers.py: no import circle, TYPE_CHECKING imports counted)."""
from __future__ import annotations

from parchis_desktop.engine import Position, legal_moves
from parchis_desktop.ui.game.players import (BOT, EMPTY, FIRST_FACE, MAX_PRE_ROLL, ROLL, THINK, TURN, WAIT,
                                        Answer, SeatPlayer, player_for)

EXCHANGE = {"format": 1, "variant": "russian", "seats": 4,
            "tokens": [["P1", "nest", "nest", "nest", "nest"], ["P0", "nest", "nest", "nest", "nest"], [], []],
            "turn": 0, "dice": []}


def test_a_person_is_waited_for_and_the_turn_start_is_marked():
    p = player_for(SeatPlayer())
    pos = Position.initial("parchis", 2)
    assert p.to_roll(pos, 0, 600) == Answer(TURN)
    assert p.to_give_first_face(600) == Answer(WAIT)
    rolled = Position.from_json({**pos.to_json(full=False), "dice": [5, 3]})
    assert p.to_choose(rolled, 600) == Answer(WAIT)
    assert player_for(SeatPlayer(), physical_dice=True).to_roll(pos, 0, 600) == Answer(TURN)


def test_a_bot_thinks_rolls_and_gives_its_first_die_at_its_pace():
    bot = player_for(SeatPlayer(BOT, "strong"))
    pos = Position.initial("parchis", 2)
    assert bot.to_roll(pos, 0, 600) == Answer(ROLL, 300)
    rolled = Position.from_json({**pos.to_json(full=False), "dice": [5, 3]})
    assert bot.to_choose(rolled, 600) == Answer(THINK, 600, "strong")
    assert bot.to_give_first_face(600) == Answer(FIRST_FACE, 300)


def test_a_bot_may_exchange_before_rolling_but_not_for_ever():
    """RU-9: with exchanges open the bot is asked first, up to MAX_PRE_ROLL times a roll."""
    bot = player_for(SeatPlayer(BOT, "casual"))
    pos = Position.from_json(EXCHANGE)
    assert legal_moves(pos)
    assert bot.to_roll(pos, 0, 600) == Answer(THINK, 300, "casual")
    assert bot.to_roll(pos, MAX_PRE_ROLL, 600) == Answer(ROLL, 300)


def test_seat_settings_say_what_they_are():
    assert SeatPlayer.nobody().empty and SeatPlayer.nobody().kind == EMPTY
    assert SeatPlayer(BOT).is_bot and not SeatPlayer().is_bot and not SeatPlayer().empty
    assert not player_for(SeatPlayer.nobody()).plays

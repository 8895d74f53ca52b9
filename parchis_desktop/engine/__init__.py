"""The rules engine: pure Python, no Qt.

A small, scriptable API (python-chess is the model)::

    from parchis_desktop.engine import Position, legal_moves, play, roll

    pos = Position.from_json('{"variant": "parchis", "tokens": [["T5","nest","nest","nest"],'
                             ' [], ["nest","nest","nest","nest"], []], "turn": 0, "dice": [3, 4]}')
    for move in legal_moves(pos):
        print(move.to_dict())
    pos = play(pos, legal_moves(pos)[0])

:class:`Game` adds a seeded dice generator, undo and a replayable record.
"""
from .boards import BOARDS, Board, board_named
from .dice import Dice
from .mechanics import partner, plays_for
from .game import Game, RecordError, first_player, replay, replay_frames
from .move import MOVE_KINDS, Move
from .movegen import IllegalMove, Reason, explain, gives_extra_roll, legal_moves, next_seat, pass_roll, play, roll
from .position import NEST, Position, PositionError
from .rules import OPTIONS, PRESETS, RuleError, RuleSet, validate_rules
from . import variants  # noqa: F401  (registers the variants before any rule set is built)

__all__ = [
    "BOARDS", "Board", "board_named", "Dice", "Game", "RecordError", "first_player", "replay", "replay_frames",
    "MOVE_KINDS", "Move", "IllegalMove", "Reason", "explain", "gives_extra_roll", "legal_moves",
    "next_seat", "pass_roll", "play", "roll", "NEST", "Position", "PositionError", "OPTIONS",
    "PRESETS", "RuleError", "RuleSet", "validate_rules", "partner", "plays_for",
]

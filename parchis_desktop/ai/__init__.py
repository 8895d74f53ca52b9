"""Computer opponents (no Qt here).

* :mod:`.bots` — the levels (beginner, casual, strong, expert) and :func:`make_bot`;
* :mod:`.evaluate` — exact capture odds, race equity, win probabilities;
* :mod:`.learned` — the learned value function (TD(lambda) self-play weights in resources/value/);
* :mod:`.rolls` — the distinct rolls and every way to play one (:func:`roll_leaves`);
* :mod:`.home` — the exact count at the end of the route (the home column's tables);
* :mod:`.search` — roll planning and the Expert's expectimax;
* :mod:`.hint` — the Expert's move for a human, with a reason word;
* :mod:`.runner` — a worker process the UI polls (spawn context);
* :mod:`.arena` — bot-vs-bot matches (``parchis-cli arena``);
* :mod:`.plugin` — bring-your-own bots in a child process;
* :mod:`.analysis` — the Expert's win chances, ranked moves and roll table (review, analysis
  board, puzzles); :mod:`.review` — a recorded game's review (losses, classes, luck);
  :mod:`.review_job` — the review in a worker process.
"""
from .bots import LEVELS, Bot, BotSpec, make_bot, parse_spec
from .evaluate import win_probabilities
from .hint import HINT_REASONS, Hint, hint
from .learned import install as _install_learned

_install_learned()  # evaluate.win_probabilities answers from the learned weights where they load

__all__ = ["LEVELS", "Bot", "BotSpec", "make_bot", "parse_spec", "win_probabilities", "HINT_REASONS",
           "Hint", "hint"]

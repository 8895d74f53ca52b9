"""The analysis board (issue 30): any position on the real board with the Expert's numbers.

* :mod:`.window`: :class:`~.window.AnalysisWindow`, the board, the ranked moves or the
  answers to each roll, each seat's win chance, Paste / Open / Copy JSON;
* :mod:`.results`: the seats' chances, the ranked list and the roll table (words and numbers);
* :mod:`.editor`: the position editor (rules, board, turn, dice, a token to a square);
* :mod:`.board`: the board scene with dragged tokens and the arrows of a move and its line;
* :mod:`.access`: when the analysis of a game is offered (fairness against computer players).

The numbers come from :mod:`parchis_desktop.ai.analysis` in a worker process
(:mod:`parchis_desktop.ai.analysis_runner`): the window never waits for them.
"""

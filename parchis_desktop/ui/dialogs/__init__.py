"""Dialogs: new game, house rules, the rules of a game, settings, game over, about."""

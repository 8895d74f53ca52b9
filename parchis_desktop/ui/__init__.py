"""Qt user interface of Parchís Desktop."""

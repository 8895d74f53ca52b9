"""Low vision (issue 35): larger tokens, and a high-contrast theme."""
from __future__ import annotations

import pytest

from parchis_desktop.ui.board.geometry import CELL, TOKEN_RADIUS
from parchis_desktop.ui.board.scene import LARGE_TOKENS


def _token_sizes(w):
    return {key: item.boundingRect().width() for key, item in w.scene.token_items().items()}


def test_larger_tokens_from_the_settings(qtbot, make_window):
    w = make_window()
    w.start_default_game()
    normal = _token_sizes(w)
    assert all(item.radius == CELL * TOKEN_RADIUS for item in w.scene.token_items().values())
    w.settings.set("a11y/large_tokens", True)
    w.apply_settings()
    large = _token_sizes(w)
    assert large.keys() == normal.keys()
    for key, width in large.items():
        assert width == pytest.approx(normal[key] * LARGE_TOKENS)
    assert w.scene.token_item(0, 0).pos() is not None and w.scene.token_item(0, 0).scene() is w.scene
    w.settings.set("a11y/large_tokens", False)
    w.apply_settings()
    assert _token_sizes(w) == normal


def test_larger_tokens_stay_on_a_new_board(qtbot, make_window):
    from parchis_desktop.ui.game.players import BOT, HUMAN, SeatPlayer
    w = make_window()
    w.settings.set("a11y/large_tokens", True)
    w.apply_settings()
    w.start_game("russian", [SeatPlayer(HUMAN), SeatPlayer(BOT), SeatPlayer(BOT), SeatPlayer(BOT)], seed=1)
    assert all(item.radius == CELL * TOKEN_RADIUS * LARGE_TOKENS for item in w.scene.token_items().values())


def test_the_settings_dialog_has_the_option(qtbot, tmp_path):
    from parchis_desktop.store.settings import Settings
    from parchis_desktop.ui.dialogs.common import SettingsDialog
    settings = Settings(tmp_path / "s.ini")
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    assert not dialog.large_tokens.isChecked()
    dialog.large_tokens.setChecked(True)
    dialog.store()
    assert Settings(tmp_path / "s.ini").get("a11y/large_tokens") is True


def _luminance(colour) -> float:
    def lin(c):
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    return 0.2126 * lin(colour.redF()) + 0.7152 * lin(colour.greenF()) + 0.0722 * lin(colour.blueF())


def contrast(a, b) -> float:
    """WCAG 2 contrast ratio."""
    la, lb = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


@pytest.fixture
def contrast_theme(qapp):
    from parchis_desktop.ui.appearance import set_theme
    set_theme(qapp, "contrast")
    qapp.processEvents()
    yield
    set_theme(qapp, "system")
    qapp.processEvents()


def test_the_high_contrast_theme(qtbot, make_window, contrast_theme):
    from PySide6.QtGui import QPalette
    from parchis_desktop.ui.theme import SEAT_COLOURS
    w = make_window()
    w.start_default_game()
    theme = w.scene.theme
    assert theme.contrast
    pal = w.palette()
    Role, Group = QPalette.ColorRole, QPalette.ColorGroup
    for fg, bg in ((Role.WindowText, Role.Window), (Role.Text, Role.Base), (Role.ButtonText, Role.Button),
                   (Role.HighlightedText, Role.Highlight)):
        assert contrast(pal.color(Group.Active, fg), pal.color(Group.Active, bg)) >= 7, fg
        assert contrast(pal.color(Group.Disabled, fg), pal.color(Group.Disabled, bg)) >= 4.5, fg
    assert contrast(theme.number, theme.tile) >= 7 and contrast(theme.number, theme.safe_tile) >= 7
    assert contrast(theme.tile_edge, theme.tile) >= 7
    assert contrast(theme.focus, theme.tile) >= 7 and contrast(theme.turn, theme.surface) >= 7
    for colour in SEAT_COLOURS:            # the tokens on a black square (WCAG: 3:1 for graphics)
        assert contrast(colour, theme.tile) >= 3, colour.name()


def test_the_settings_offer_the_high_contrast_theme(qtbot, tmp_path):
    from parchis_desktop.store.settings import Settings
    from parchis_desktop.ui.dialogs.common import SettingsDialog
    dialog = SettingsDialog(Settings(tmp_path / "s.ini"))
    qtbot.addWidget(dialog)
    assert dialog.theme.findData("contrast") >= 0


@pytest.mark.parametrize("theme", ["light", "dark", "contrast"])
def test_every_seats_words_in_the_log_read_on_every_palette(qtbot, make_window, theme):
    """The log's and the turn line's seat colours (the eight seats) stand 4.5:1 off the panel
    and the log (WCAG AA for text), on the light, dark and high-contrast palettes."""
    from PySide6.QtGui import QPalette
    from parchis_desktop.ui.appearance import set_theme
    from PySide6.QtWidgets import QApplication
    set_theme(QApplication.instance(), theme)
    try:
        w = make_window()
        pal = w.panel.palette()
        for seat in range(8):
            ink = w.panel._ink(seat)
            for role in (QPalette.ColorRole.Window, QPalette.ColorRole.Base):
                assert contrast(ink, pal.color(role)) >= 4.5, (theme, seat, ink.name(), role)
    finally:
        set_theme(QApplication.instance(), "system")

"""The keyboard reaches everything, with a ring one can see (issue 35): in the main window, the
help, the tutorial, the statistics (each tab), the history and a replay, and every dialog,
Tab walks through every control that takes the keyboard (none is skipped, none traps it: a
table's Tab leaves the table), and on each the focus ring (ui/focus_ring.py) is drawn in the
window's picture along most of its edge (not hidden under a neighbour or cut by its parent).
Each window's controls have names for a screen reader too, in en/ru/pl."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QAbstractScrollArea, QApplication, QWidget

from parchis_desktop.store.progress import Progress
from parchis_desktop.store.rulesets import RuleSetStore
from parchis_desktop.store.settings import Settings
from parchis_desktop.ui import focus_ring
from parchis_desktop.ui.game.players import BOT, SeatPlayer
from tests.ui.test_accessible_names import unnamed


def focusables(top: QWidget) -> list[QWidget]:
    """The visible, enabled controls of ``top`` that Tab should reach."""
    out = []
    for w in top.findChildren(QWidget):
        if w.isWindow() or not w.isVisibleTo(top) or not w.isEnabled() or w.objectName() == "focusRing":
            continue
        if not w.focusPolicy() & Qt.FocusPolicy.TabFocus or w.focusProxy() is not None:
            continue
        parent = w.parentWidget()
        if isinstance(parent, QAbstractScrollArea) and parent.viewport() is w:
            continue
        out.append(w)
    return out


def ring_drawn(top: QWidget) -> float:
    """The share of the ring's edge that the window's picture shows in the ring's colour."""
    ring = focus_ring.ring_of()
    image = top.grab().toImage()
    want = ring.palette().color(QPalette.ColorRole.Highlight).rgb()
    r = ring.geometry()
    origin = ring.parentWidget().mapTo(top, r.topLeft())
    points = [(x, y) for x in range(8, r.width() - 8, 2) for y in (1, r.height() - 2)]
    points += [(x, y) for y in range(8, r.height() - 8, 2) for x in (1, r.width() - 2)]
    hits = 0
    for x, y in points:
        px, py = origin.x() + x, origin.y() + y
        if 0 <= px < image.width() and 0 <= py < image.height() and image.pixel(px, py) == want:
            hits += 1
    return hits / max(1, len(points))


def walk(qtbot, top: QWidget) -> None:
    """Tab round ``top``: every control is reached, each with its ring drawn."""
    focus_ring.install()
    top.show()
    top.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is top)
    want = focusables(top)
    assert want, top
    seen = []
    for _ in range(len(want) + 200):     # a help page's links take a Tab each
        if all(w in seen for w in want):
            break
        qtbot.keyClick(QApplication.focusWidget() or top, Qt.Key.Key_Tab)
        focused = QApplication.focusWidget()
        ring = focus_ring.ring_of()
        assert ring is not None and ring.isVisible(), focused
        target = ring.target
        assert target is focused or isinstance(target, QAbstractScrollArea) and target.viewport() is focused
        if target in seen:
            continue
        share = ring_drawn(top)
        assert share >= 0.6, f"{type(top).__name__}: the ring of {type(target).__name__} " \
                             f"{target.objectName()!r} shows on {share:.0%} of its edge"
        seen.append(target)
    missing = [f"{type(w).__name__} {w.objectName()!r}" for w in want if w not in seen]
    assert not missing, f"{type(top).__name__}: Tab never reaches {missing}"


@pytest.mark.parametrize("theme", ["system", "dark", "contrast"])
def test_the_main_window(qtbot, make_window, theme):
    from parchis_desktop.ui.appearance import set_theme
    set_theme(QApplication.instance(), theme)
    try:
        w = make_window()
        w.start_game("parchis", [SeatPlayer(BOT)] * 4, seed=1)
        w.notice.show_text("A notice")
        walk(qtbot, w)
    finally:
        set_theme(QApplication.instance(), "system")


def test_the_welcome_card_over_the_board(qtbot, make_window):
    from parchis_desktop.ui.help import open_welcome
    w = make_window()
    w.start_game("parchis", [SeatPlayer(BOT)] * 4, seed=1)
    card = open_welcome(w)
    walk(qtbot, w)
    assert card.learn_button in focusables(w) and not unnamed(card)


def test_the_help_window(qtbot, tmp_path):
    from parchis_desktop.ui.help.window import HelpWindow
    h = HelpWindow(settings=Settings(tmp_path / "s.ini"))
    qtbot.addWidget(h)
    h.open_page("keys")
    h.open_page("parchis")           # Back is enabled now
    walk(qtbot, h)
    assert not unnamed(h)


def test_the_tutorial(qtbot, tmp_path):
    from parchis_desktop.ui.help.tutorial import TutorialWindow
    t = TutorialWindow(progress=Progress(tmp_path / "progress.json"))
    qtbot.addWidget(t)
    t.scene.set_speed("instant")
    t.start("common-entering", 0)
    walk(qtbot, t)


def _recorded_history(tmp_path):
    from parchis_desktop.engine import Game
    from parchis_desktop.store.history import HistoryDB, game_meta
    game = Game.new("parchis", [0, 2], seed=3)
    steps = 0
    while game.step_random() and steps < 40:
        steps += 1
    seats = [{"kind": "human", "level": "casual", "name": "Ana"}, {"kind": "empty", "level": "", "name": ""},
             {"kind": "bot", "level": "casual", "name": ""}, {"kind": "empty", "level": "", "name": ""}]
    path = tmp_path / "history.sqlite3"
    db = HistoryDB(path)
    gid = db.begin_game(game_meta(game, seats))
    db.turn(gid, 0, game.events)
    db.close()
    return path, game, seats


def test_the_statistics_window_each_tab(qtbot, tmp_path):
    from parchis_desktop.ui.history.statistics import StatsWindow
    path, _game, _seats = _recorded_history(tmp_path)
    s = StatsWindow(path)
    qtbot.addWidget(s)
    for index in range(s.tabs.count()):
        s.tabs.setCurrentIndex(index)
        walk(qtbot, s)
        assert not unnamed(s), s.tabs.tabText(index)


def test_the_history_and_a_replay(qtbot, tmp_path):
    from parchis_desktop.ui.history.replay import HistoryWindow
    path, _game, _seats = _recorded_history(tmp_path)
    hw = HistoryWindow(path)
    qtbot.addWidget(hw)
    hw.show()
    qtbot.waitUntil(lambda: hw.table.rowCount() == 1)
    hw.table.selectRow(0)
    walk(qtbot, hw)
    replay = hw.replay_row(0)
    replay.go_to(5)
    # A screen reader hears the step and reads the board shown: its tokens and squares, no moves.
    assert replay.spoken == replay.where.text() + ": " + replay.log.item(5).text()
    from PySide6.QtGui import QAccessible
    from parchis_desktop.ui.board.accessible import interface_of
    board = interface_of(replay.view)
    lists = {board.child(i).text(QAccessible.Text.Name): board.child(i) for i in range(board.childCount())}
    tokens = [lists["Tokens"].child(i).text(QAccessible.Text.Name) for i in range(lists["Tokens"].childCount())]
    assert len(tokens) == 8 and tokens[0].startswith("Yellow token 1, ")
    assert lists["Possible moves"].childCount() == 0 and lists["Occupied squares"].childCount() > 0
    walk(qtbot, replay)
    assert replay.log in focusables(replay)                  # Tab reaches the replay's log
    assert not unnamed(hw) and not unnamed(replay)
    replay.close()


def test_the_analysis_board(qtbot):
    from parchis_desktop.ai.analysis_runner import AnalysisRunner
    from parchis_desktop.engine import Position
    from parchis_desktop.ui.analysis.window import AnalysisWindow
    runner = AnalysisRunner()
    try:
        w = AnalysisWindow(position=Position.from_json(
            {"variant": "parchis", "turn": 0, "dice": [3, 4],
             "tokens": [["T5", "T30", "nest", "nest"], [], ["T33", "nest", "nest", "nest"], []]}), nodes=8, runner=runner)
        qtbot.addWidget(w)
        w.show()
        qtbot.waitUntil(lambda: not w.is_busy(), timeout=20000)
        walk(qtbot, w)
        assert not unnamed(w)
        from PySide6.QtGui import QAccessible
        from parchis_desktop.ui.board.accessible import interface_of
        assert QAccessible.queryAccessibleInterface(w).role() == QAccessible.Role.Window
        board = interface_of(w.view)                 # the position's tokens and squares are read
        tokens = board.child(1)
        names = [tokens.child(i).text(QAccessible.Text.Name) for i in range(tokens.childCount())]
        assert "Yellow token 2, square 30" in names and "Red token 1, square 33" in names
        w.close()
    finally:
        runner.close()


@pytest.mark.parametrize("which", ["settings", "new game", "rules", "game over"])
def test_every_dialog(qtbot, tmp_path, which):
    from parchis_desktop.ui.dialogs.common import GameOverDialog, SettingsDialog
    from parchis_desktop.ui.dialogs.new_game import NewGameDialog
    from parchis_desktop.ui.dialogs.rules import RulesDialog
    settings = Settings(tmp_path / "s.ini")
    make = {"settings": lambda: SettingsDialog(settings),
            "new game": lambda: NewGameDialog(settings.last_new_game()),
            "rules": lambda: RulesDialog(None, store=RuleSetStore(tmp_path / "rulesets")),
            "game over": lambda: GameOverDialog([0, 2], {0: "Ann", 2: "Bob"})}
    dialog = make[which]()
    qtbot.addWidget(dialog)
    walk(qtbot, dialog)


@pytest.mark.parametrize("lang", ["ru", "pl"])
def test_the_windows_name_their_controls_in_russian_and_polish(qtbot, translated, tmp_path, lang):
    from parchis_desktop.ui.help.tutorial import TutorialWindow
    from parchis_desktop.ui.help.window import HelpWindow
    from parchis_desktop.ui.history.replay import HistoryWindow
    from parchis_desktop.ui.history.statistics import StatsWindow
    translated(lang)
    path, game, seats = _recorded_history(tmp_path)
    h = HelpWindow()
    h.open_page("keys")
    t = TutorialWindow(progress=Progress(tmp_path / "progress.json"))
    t.start("common-entering", 0)
    s = StatsWindow(path)
    hw = HistoryWindow(path)
    for top in (h, t, s, hw):
        qtbot.addWidget(top)
        top.show()
    qtbot.waitUntil(lambda: hw.table.rowCount() == 1)
    replay = hw.replay_row(0)
    problems = {type(top).__name__: unnamed(top) for top in (h, t, s, hw, replay)}
    assert not any(problems.values()), problems
    from PySide6.QtGui import QAccessible as A
    for top in (h, t, s, hw, replay):      # a frame named by its title, as the main window is
        iface = A.queryAccessibleInterface(top)
        assert iface.role() == A.Role.Window and iface.text(A.Text.Name) == top.windowTitle(), top
    english = {"Help pages", "Lessons", "Search the help", "Back", "Forward"}
    from PySide6.QtGui import QAccessible
    said = {QAccessible.queryAccessibleInterface(x).text(QAccessible.Text.Name)
            for x in (h.page_list, h.search_box, h.back_button, h.forward_button, t.lesson_list)}
    assert not said & english, said
    replay.close()

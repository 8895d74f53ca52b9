"""Issue 34 (a player's audit, second round): the window's small correctness items."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from tests.helpers.ui import REAL_START, answer_modals, play_first_moves, two_players


def _close_the_modal_soon(seen: list) -> None:
    def close():
        modal = QApplication.activeModalWidget()
        if modal is None:
            QTimer.singleShot(10, close)
            return
        seen.append(type(modal).__name__)
        modal.close()
    QTimer.singleShot(50, close)


@pytest.mark.parametrize("open_dialog", ["about", "save_dialog", "settings_dialog"])
def test_the_board_has_the_keyboard_again_when_a_modal_dialog_closes(qtbot, make_window, open_dialog):
    """After Save (or any modal dialog) H and Enter work at once: the window is active again
    and the board has the focus (nothing was active: a click on the board was needed)."""
    w = make_window()
    w.start_game("spanish", two_players(), seed=3)
    qtbot.waitExposed(w)
    w.activateWindow()
    w.view.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is w.view)
    seen: list = []
    _close_the_modal_soon(seen)
    getattr(w, open_dialog)()
    assert seen   # a modal dialog was shown and closed
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w and QApplication.focusWidget() is w.view,
                    timeout=2000)


# -- replay and history --------------------------------------------------------------------------
def _into_history(game, seats) -> None:
    from parchis_desktop.store.folders import data_dir
    from parchis_desktop.store.history import HistoryDB, default_path, game_meta
    db = HistoryDB(default_path(data_dir()))
    gid = db.begin_game(game_meta(game, seats))
    db.turn(gid, 0, game.events, places=game.position.places() if game.position.is_over else None)
    db.close()


def _eight_player_game(steps=200):
    """Seed 7 of an eight-player game: three rounds for who starts (two ties)."""
    from parchis_desktop.engine import Game
    game = Game.new("parchis", 8, seed=7)
    assert len(game.events[0]["first"]) == 3
    for _ in range(steps):
        game.step_random()
    seats = [{"kind": "human", "level": "casual", "name": "Ana"}] + [
        {"kind": "bot", "level": "casual", "name": ""} for _ in range(7)]
    return game, seats


def test_the_replays_first_line_shows_every_round_of_the_roll_for_who_starts(qtbot, make_window):
    """G-3: "Who starts: Yellow 4, ... ; a tie, again: Orange 6, Cyan 6; a tie, again: Orange 2,
    Cyan 5", as the live game's log says it (it showed only the last round)."""
    from parchis_desktop.ui.game.move_log import first_rounds_text
    game, seats = _eight_player_game()
    _into_history(game, seats)
    w = make_window()
    w.show_history()
    replay = w.history_window.replay_row(0)
    first = replay.log.item(1).text()
    names = {s: replay.names[s] for s in range(8)}
    assert first == first_rounds_text(game.events[0]["first"], names)
    assert first.count("a tie, again") == 2 and first.startswith("Who starts: Ana 4, Blue 1")
    assert first.endswith("Orange 2, Cyan 5")


def test_continue_from_here_keeps_the_games_log_up_to_that_turn(qtbot, make_window):
    game, seats = _eight_player_game()
    _into_history(game, seats)
    w = make_window()
    w.show_history()
    replay = w.history_window.replay_row(0)
    replay.go_to(120)
    expected = [replay.log.item(i).text() for i in range(2, 121)]   # the rolls, moves and passes
    replay.continue_button.click()
    qtbot.waitUntil(lambda: w.controller.game is not None and w.controller.game.start == replay.frames[120])
    lines = w.panel.log_lines()
    assert lines[0] == replay.log.item(1).text() and lines[1] == f"{replay.names[game.start.turn]} starts."
    assert lines[121:123] == ["Game loaded.", "Continued from a replay."]   # 120 events: 121 lines
    rolls = [t for t in expected if " rolls " in t]
    assert len(rolls) > 30 and [t for t in lines[:121] if " rolls " in t] == rolls
    assert w.controller.game.events == []   # still a new game from that position (its own record)


# -- language and palette ------------------------------------------------------------------------
@pytest.mark.parametrize("lang, red, yellow, starts", [("ru", "Красный", "Жёлтый", "Кто ходит первым: Жёлтый"),
                                                        ("pl", "Czerwony", "Żółty", "Kto zaczyna: Żółty")])
def test_a_language_switch_relabels_the_board_and_rewords_the_older_log_lines(qtbot, make_window, translated,
                                                                             lang, red, yellow, starts):
    """Settings → Language: the nests' seat labels ("Красный" stayed after switching to
    Polish) and every log line, the oldest too, are in the new language."""
    from parchis_desktop.ui.game.players import BOT, SeatPlayer
    w = make_window()
    w.start_game("parchis", [SeatPlayer(BOT, "beginner") for _ in range(4)], seed=5)
    qtbot.waitUntil(lambda: len(w.controller.game.events) > 12, timeout=20_000)
    w.controller.shutdown()   # the bots stop: the log holds still
    qtbot.wait(50)
    english = w.panel.log_lines()
    assert english[0].startswith("Who starts: Yellow") and any(" rolls " in line for line in english)
    translated(lang)
    qtbot.waitUntil(lambda: w.menuBar().actions()[0].text() != "&Game")
    labels = {item.seat: item.text for item in w.scene._name_items}
    assert labels[2] == red and labels[0] == yellow
    lines = w.panel.log_lines()
    assert len(lines) == len(english) and lines[0].startswith(starts), lines[0]
    assert not any("Yellow" in line or " rolls " in line or "starts." in line for line in lines)


def test_switching_to_the_dark_theme_recolours_the_older_log_lines(qtbot, make_window, qapp):
    """The seats' inks in the log follow the palette: dark blue on the dark background stayed."""
    import re
    from parchis_desktop.ui.appearance import set_theme
    from parchis_desktop.ui.theme import seat_colour

    def inks():
        return set(re.findall(r"color:\s*(#[0-9a-f]{6})", w.panel.log.document().toHtml()))

    w = make_window()
    w.start_game("spanish", two_players(), seed=3)
    play_first_moves(qtbot, w, 6)
    blue_light = seat_colour(2).darker(150).name()    # red's ink on a light panel
    set_theme(qapp, "light")
    qapp.processEvents()
    assert blue_light in inks()
    try:
        set_theme(qapp, "dark")
        qapp.processEvents()
        assert seat_colour(2).lighter(135).name() in inks() and blue_light not in inks()
    finally:
        set_theme(qapp, "system")
        qapp.processEvents()


# -- asking before a game in progress is replaced -------------------------------------------------
def _in_progress(qtbot, w):
    w.start_game("spanish", two_players(), seed=3)
    play_first_moves(qtbot, w, 4)
    assert w.game_in_progress()
    return w.controller.game


def _no_is_default(asked):
    from PySide6.QtWidgets import QMessageBox

    def answer(box):
        asked.append(box.defaultButton() is box.button(QMessageBox.StandardButton.No))
        box.button(QMessageBox.StandardButton.No).click()
    return answer


def _yes(box):
    from PySide6.QtWidgets import QMessageBox
    box.button(QMessageBox.StandardButton.Yes).click()


def test_load_asks_before_replacing_a_game_in_progress(qtbot, make_window, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QFileDialog
    other = make_window()
    other.start_game("parchis", two_players(), seed=9)
    play_first_moves(qtbot, other, 6)
    assert other.save_to(tmp_path / "saved.json")
    w = make_window()
    game = _in_progress(qtbot, w)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(tmp_path / "saved.json"), ""))
    asked = []
    seen = answer_modals(qtbot, [_no_is_default(asked)])
    w.load_action.trigger()                              # Ctrl+O
    assert len(seen) == 1 and asked == [True] and w.controller.game is game   # No: the game goes on
    seen = answer_modals(qtbot, [_yes])
    w.load_action.trigger()
    assert len(seen) == 1 and w.controller.game is not game
    assert w.controller.position == other.controller.position


def test_continue_from_here_asks_before_replacing_a_game_in_progress(qtbot, make_window):
    game, seats = _eight_player_game(60)
    _into_history(game, seats)
    w = make_window()
    mine = _in_progress(qtbot, w)
    w.show_history()
    replay = w.history_window.replay_game(1)   # the eight-player game (row 0 is the one in progress)
    replay.go_to(30)
    assert replay.index == 30
    asked = []
    seen = answer_modals(qtbot, [_no_is_default(asked)])
    replay.continue_button.click()
    assert len(seen) == 1 and asked == [True] and w.controller.game is mine
    seen = answer_modals(qtbot, [_yes])
    replay.continue_button.click()
    assert len(seen) == 1 and w.controller.game is not mine and w.controller.position == replay.frames[30]


# -- the log's words -----------------------------------------------------------------------------
def test_the_log_of_a_russian_exchange_names_who_gave_what_to_whom(qtbot, make_window):
    """RU-9: the log repeated the button ("… for your token …") without the player's name."""
    from parchis_desktop.engine import Game, Position, legal_moves
    from parchis_desktop.ui.game.players import EMPTY, HUMAN, SeatPlayer
    n4 = ["nest"] * 4
    # Ana (seat 0) holds a token of Cyd (seat 2); Bo (seat 1) holds one of Ana's.
    pos = Position.from_json({"variant": "russian", "tokens": [["P1"] + n4, ["nest"] + n4, ["P0"] + n4, []],
                              "turn": 0, "dice": []})
    w = make_window()
    w.load_game_object(Game(pos), [SeatPlayer(HUMAN, name=n).to_dict() for n in ("Ana", "Bo", "Cyd")]
                       + [SeatPlayer(EMPTY).to_dict()])
    [exchange] = [m for m in legal_moves(pos) if m.kind == "exchange"]
    assert w.panel.choice_texts() == ["Exchange: hand your Red prisoner to Bo for your token they hold"]
    w.play_choice(exchange)
    qtbot.waitUntil(lambda: w.controller.position.location(0, 0) == "nest")
    assert w.panel.log_lines()[-1] == "Ana hands Cyd's token, a prisoner, to Bo and gets their own token back"


def test_the_log_of_an_exchange_with_the_holder_names_both_players():
    from parchis_desktop.engine import Position, legal_moves
    from parchis_desktop.ui.texts.game import describe_move
    n4 = ["nest"] * 4
    pos = Position.from_json({"variant": "russian", "tokens": [["P1"] + n4, ["P0"] + n4, [], []],
                              "turn": 0, "dice": []})
    [exchange] = legal_moves(pos)
    assert describe_move(exchange, {0: "Ana", 1: "Bo"}) == (
        "Ana and Bo exchange prisoners: each gets their own token back")


@pytest.mark.parametrize("position, rule, words", [
    # PL-6: 4·5 with every token in the nest: only the 5 can bring one out, the 4 is lost.
    ({"variant": "parchis", "tokens": [["nest"] * 4, [], ["nest"] * 4, []], "turn": 0, "dice": [4, 5]},
     "PL-6", "A player who can move must, and no other move is legal with this roll."),
    # ES-2: a 5 must bring a token out (the token on the track stays).
    ({"variant": "spanish", "tokens": [["T20", "nest", "nest", "nest"], [], ["nest"] * 4, []], "turn": 0,
      "dice": [5]}, "ES-2", "Bringing a token out is compulsory when you can."),
])
def test_a_hint_on_a_forced_move_names_the_rule_that_forces_it(qtbot, make_window, position, rule, words):
    """It said "the only move the rules allow" without the rule (the README promises it)."""
    from parchis_desktop.engine import Game, legal_moves
    from parchis_desktop.ui.game.players import EMPTY, HUMAN, SeatPlayer
    w = make_window()
    w.load_game_object(Game.from_json(position), [SeatPlayer(HUMAN).to_dict(), SeatPlayer(EMPTY).to_dict(),
                                                  SeatPlayer(HUMAN).to_dict(), SeatPlayer(EMPTY).to_dict()])
    qtbot.waitUntil(lambda: w.controller.human_to_act())
    pos = w.controller.position
    move = legal_moves(pos)[0]
    w._on_hint(w.controller._epoch, pos, move)
    assert w.hint_move == move
    status = w.panel.status.text()
    assert status.startswith("Hint: Yellow brings a token out (5). This move is compulsory: ")
    assert status.endswith(f"{words} ({rule})")


# -- the window at every scale -------------------------------------------------------------------
@pytest.mark.parametrize("screen", [(960, 540), (1280, 720), (853, 480)])   # 1920x1080 at 2x, 1.5x; 2560x1440 at 3x
def test_the_window_fits_the_available_screen_at_every_scale_factor(qtbot, tmp_path, monkeypatch, screen):
    """QT_SCALE_FACTOR=2 on a 1920x1080 screen is 960 x 540 device-independent pixels: the
    window opened 944 x 560 (its old minimum), taller than the screen, the board's bottom cut."""
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QScreen
    from parchis_desktop.store.settings import Settings
    from parchis_desktop.ui.game.main_window import MainWindow
    from parchis_desktop.ui.game.sound import SilentPlayer
    width, height = screen
    monkeypatch.setattr(QScreen, "availableGeometry", lambda self: QRect(0, 0, width, height))
    w = MainWindow(settings=Settings(tmp_path / "s.ini"), sound=SilentPlayer(), autosave=False)
    qtbot.addWidget(w)
    w.start_game("parchis", two_players(), seed=3)
    w.show()
    qtbot.waitExposed(w)
    room_w, room_h = width, height - 40               # a title bar (a side frame is a few pixels)
    assert w.width() <= room_w and w.height() <= room_h
    assert w.minimumSize().width() <= room_w and w.minimumSize().height() <= room_h
    # ... and what is inside fits too: nothing asks for more than the window has.
    assert w.minimumSizeHint().height() <= w.height() and w.minimumSizeHint().width() <= w.width()
    board = w.view.mapToScene(w.view.viewport().rect()).boundingRect()
    assert board.contains(w.scene.itemsBoundingRect().adjusted(2, 2, -2, -2))   # the whole board is seen
    w.close()


# -- a resize frame ------------------------------------------------------------------------------
def test_a_dragged_resize_scales_the_last_pictures_and_draws_sharp_once_the_size_holds(qtbot, monkeypatch):
    """A resize frame redrew the whole board (21 ms): from the first frame at a new size and
    while the size keeps changing the board and the tokens are scaled from their last pictures
    (mid-drag with the nearest pixels); once it holds still they are drawn sharp (and smooth
    again), the same as a board shown at that size from the start."""
    from PySide6.QtGui import QPainter
    from PySide6.QtWidgets import QGraphicsItem
    from parchis_desktop.engine import Game
    from parchis_desktop.ui.board import BoardScene, BoardView
    from parchis_desktop.ui.board.decorations import BoardItem
    monkeypatch.setattr(BoardItem, "SETTLE_MS", 400, raising=False)   # a slow machine still drags "fast"
    monkeypatch.setattr(BoardView, "SETTLE_MS", 400, raising=False)
    game = Game.new("parchis", 4, seed=11)
    for _ in range(120):
        game.step_random()

    def board(size):
        scene = BoardScene(game.position.board)
        scene.set_position(game.position)
        scene._pulse.stop()
        view = BoardView(scene)
        qtbot.addWidget(view)
        view.resize(*size)
        view.show()
        qtbot.waitExposed(view)
        return scene, view

    scene, view = board((700, 600))
    qtbot.wait(450)                              # the size held since it was shown: drawn sharp
    drawn = []
    painter = scene._board_item._painter
    real = painter.paint
    monkeypatch.setattr(painter, "paint", lambda p: (drawn.append(1), real(p)))
    device = QGraphicsItem.CacheMode.DeviceCoordinateCache
    tokens = list(scene.token_items().values())
    for i in range(1, 12):                       # a window edge dragged, 3 x 2 px a frame
        view.resize(700 + 3 * i, 600 + 2 * i)
        QApplication.processEvents()             # the resize event: the board fitted again
        view.viewport().repaint()
    assert len(drawn) == 0                        # not even the first frame at a new scale
    during = len(drawn)
    assert all(t.cacheMode() == QGraphicsItem.CacheMode.ItemCoordinateCache for t in tokens)
    assert not view.renderHints() & QPainter.RenderHint.SmoothPixmapTransform   # nearest pixels mid-drag
    qtbot.waitUntil(lambda: all(t.cacheMode() == device for t in tokens), timeout=3000)
    qtbot.waitUntil(lambda: len(drawn) == during + 1, timeout=3000)   # drawn sharp at the size it stopped at
    assert view.renderHints() & QPainter.RenderHint.SmoothPixmapTransform
    qtbot.wait(50)
    _other, fresh = board((733, 622))
    assert view.grab().toImage() == fresh.grab().toImage()


# -- start-up --------------------------------------------------------------------------------------
#: Nothing of these is needed for the first frame: they load after it (the AI and the dialogs
#: at once, the rest on first use), and pyqtgraph only with the statistics window.
DEFERRED = ("parchis_desktop.ai", "parchis_desktop.ai.runner", "parchis_desktop.ui.dialogs.common",
            "parchis_desktop.ui.dialogs.rules", "parchis_desktop.ui.dialogs.new_game", "parchis_desktop.ui.help",
            "parchis_desktop.ui.history.statistics", "parchis_desktop.ui.history.replay",
            "parchis_desktop.ui.texts.rule_words", "pyqtgraph", "PySide6.QtMultimedia",
            "parchis_desktop.store.history", "sqlite3",   # the history is opened for the game's first record
            "parchis_desktop.ui.board.accessible",       # the board's interface: when a screen reader asks
            "parchis_desktop.ui.board.overlays",         # arrows and rings: diagrams, review, analysis
            "datetime",                                  # a save's default name
            "html")                                      # (its entity table) escaping for the log
LOADED_AFTER = DEFERRED[:5]

_FIRST_FRAME = """
import sys
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow
DEFERRED, LOADED_AFTER = {deferred!r}, {after!r}
seen = {{}}
class First(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and "frame" not in seen:
            import parchis_desktop.ui.game.main_window as mw
            seen["frame"] = [m for m in DEFERRED if m in sys.modules]
            seen["game"] = obj.controller.game is not None
            seen["sound"] = not obj._sound_pending
            seen["larger boards"] = sorted(n for n in ("parchis102", "parchis136", "pachisi144")
                                           if n in sys.modules["parchis_desktop.engine.boards"].BOARDS._built)
            QTimer.singleShot(50, wait)
        return False
def wait(tries=[0]):
    w = QApplication.activeWindow() or [t for t in QApplication.topLevelWidgets() if hasattr(t, "controller")][0]
    tries[0] += 1
    done = all(m in sys.modules for m in LOADED_AFTER) and w.controller.game is not None and not w._sound_pending
    if not done and tries[0] < 200:
        QTimer.singleShot(25, wait)
        return
    print("first frame", seen)
    print("after", [m for m in LOADED_AFTER if m not in sys.modules], w.controller.game is not None,
          not w._sound_pending, flush=True)
    w.close()
    QApplication.instance().quit()
""" + REAL_START


def test_the_first_frame_of_parchis_desktop_waits_for_nothing_it_does_not_show(tmp_path):
    """The real start-up (app.main, a returning player: the welcome dismissed): at the window's
    first frame none of DEFERRED is imported, the sound device is not probed, the larger boards
    are not built and the game is not set up yet; just after it the game is on the board and
    the AI, the dialogs' modules and the sound are loaded (before any computer move or Ctrl+N)."""
    import os
    import subprocess
    import sys
    from pathlib import Path
    root = Path(__file__).resolve().parents[2]
    (tmp_path / "parchis-desktop").mkdir()
    (tmp_path / "parchis-desktop" / "settings.ini").write_text("[meta]\nversion=1\n[help]\nwelcome_done=true\n")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(root), XDG_DATA_HOME=str(tmp_path),
               XDG_CONFIG_HOME=str(tmp_path))
    env.pop("PARCHIS_NO_SOUND", None)   # the sound is probed too (after the first frame)
    code = _FIRST_FRAME.format(deferred=DEFERRED, after=LOADED_AFTER)
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=120,
                         cwd=root)
    assert out.returncode == 0, out.stderr
    assert ("first frame {'frame': [], 'game': False, 'sound': False, 'larger boards': []}"
            in out.stdout), out.stdout
    assert "after [] True True" in out.stdout, out.stdout


def test_what_waits_for_the_first_frame_runs_once_after_it_or_without_one(qtbot, tmp_path, monkeypatch):
    """app.main's game waits for the window's first frame; a window that never paints
    (started minimized) still gets it, and a job given after the frame runs at once."""
    from parchis_desktop.store.settings import Settings
    from parchis_desktop.ui.game.main_window import MainWindow
    from parchis_desktop.ui.game.sound import SilentPlayer
    monkeypatch.setattr(MainWindow, "FIRST_FRAME_PATIENCE_MS", 50)
    w = MainWindow(settings=Settings(tmp_path / "s.ini"), sound=SilentPlayer(), autosave=False)
    qtbot.addWidget(w)                     # never shown: no frame
    ran = []
    w.after_first_frame(lambda: ran.append("first"))
    assert ran == []
    qtbot.waitUntil(lambda: ran == ["first"], timeout=2000)
    w.after_first_frame(lambda: ran.append("later"))
    qtbot.waitUntil(lambda: ran == ["first", "later"], timeout=2000)
    qtbot.wait(100)
    assert ran == ["first", "later"]       # each once


def test_the_scene_bands_the_partners_nests_in_a_team_game(qtbot, make_window):
    """TM-1 on the window's board: the scene tells the board who partners whom."""
    from parchis_desktop.engine.rules import RuleSet
    from parchis_desktop.ui.game.players import BOT, HUMAN, SeatPlayer
    w = make_window()
    players = [SeatPlayer(HUMAN, name="Ana")] + [SeatPlayer(BOT, "beginner") for _ in range(3)]
    w.start_game("parchis", players, seed=2, rules=RuleSet.preset_named("parchis").with_options({"teams": True}))
    assert w.scene._board_item.partners == {0: 2, 2: 0, 1: 3, 3: 1}
    w.start_game("parchis", players, seed=2)
    assert w.scene._board_item.partners == {}


# -- partners on the star boards -------------------------------------------------------------------
def _arm_rim(geo, seat):
    """A point of the rim just outside the tip of ``seat``'s arm (scene units): beyond the
    grout round the middle square of the arm's far end."""
    import math
    from parchis_desktop.ui.board.geometry import CELL
    home = [p for (s, _k), p in geo.home.items() if s == seat]
    mx, my = sum(p.x() for p in home) / len(home), sum(p.y() for p in home) / len(home)
    ax, ay = mx - geo.centre.x(), my - geo.centre.y()
    length = math.hypot(ax, ay)
    ax, ay = ax / length, ay / length
    arm = [p for n, p in geo.ring.items() if geo.arm_seat[n] == seat]

    def rank(p):
        dx, dy = p.x() - geo.centre.x(), p.y() - geo.centre.y()
        return round(dx * ax + dy * ay, 1), -abs(dx * ay - dy * ax)
    tip = max(arm, key=rank)
    reach = CELL * (0.5 + 0.14)
    return tip.x() + ax * reach, tip.y() + ay * reach


@pytest.mark.parametrize("seats, theme_name", [(6, "light"), (8, "light"), (6, "dark_theme"), (8, "high_contrast")])
def test_a_star_boards_team_arms_are_framed_in_the_partners_colour(qapp, seats, theme_name):
    """TM-1: on the six- and eight-seat boards each team player's arm is outlined by a band of
    its partner's colour (as its nest is ringed), in every theme; a game without teams has none."""
    from parchis_desktop.engine import Game, partner
    from parchis_desktop.engine.rules import RuleSet
    from parchis_desktop.ui.board import BoardGeometry, render_position
    from parchis_desktop.ui.theme import Theme
    teams = Game.new("parchis", seats, seed=3, rules=RuleSet.preset_named("parchis").with_options({"teams": True}))
    solo = Game.new("parchis", seats, seed=3)
    assert teams.position.board.name == solo.position.board.name and teams.position.board.seats == seats
    theme = getattr(Theme, theme_name)()
    size = 640
    with_teams = render_position(teams.position, size, palette=theme)
    without = render_position(solo.position, size, palette=theme)
    geo = BoardGeometry(teams.position.board)
    rect = geo.scene_rect
    k = min(size / rect.width(), size / rect.height())

    def near(c, want, tol=14):
        return all(abs(a - b) <= tol for a, b in zip(c.getRgb()[:3], want.getRgb()[:3]))

    for seat in range(seats):
        x, y = _arm_rim(geo, seat)
        px, py = round((x - rect.center().x()) * k + size / 2), round((y - rect.center().y()) * k + size / 2)
        mate = theme.nest(partner(teams.position, seat))
        assert near(with_teams.pixelColor(px, py), mate), (seat, with_teams.pixelColor(px, py).name(), mate.name())
        assert not near(without.pixelColor(px, py), mate, tol=40), (seat, without.pixelColor(px, py).name())


def test_a_game_with_every_seat_playing_does_not_redraw_the_board_it_starts_on(qapp, monkeypatch):
    """Start-up: the board drawn for the first frame (every seat looks occupied) is the board of
    a four-player game, so the game's first frame does not draw it again (25 ms); a game with
    an empty seat does (that nest fades)."""
    from parchis_desktop.engine import Game
    from parchis_desktop.engine.boards import board_named
    from parchis_desktop.ui.board import BoardScene
    from parchis_desktop.ui.board.decorations import BoardItem
    drawn = []
    real = BoardItem.invalidate
    monkeypatch.setattr(BoardItem, "invalidate", lambda self: (drawn.append(1), real(self))[1])
    scene = BoardScene(board_named("parchis68"))
    scene._pulse.stop()
    drawn.clear()
    scene.set_position(Game.new("parchis", 4, seed=1).position)
    assert drawn == []
    scene.set_position(Game.new("parchis", 3, seed=1).position)
    assert drawn and scene._board_item.active_seats == {0, 1, 2}

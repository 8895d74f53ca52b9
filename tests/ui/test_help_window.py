"""The rules browser (Help → Rules of the game, F1): pages in every language and palette,
pages that follow the rules in force, diagrams, navigation and search."""
from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QColor, QPalette, QTextDocument

from parchis_desktop.engine.rules import RuleSet
from parchis_desktop.paths import resources_dir
from parchis_desktop.ui.game.players import BOT, EMPTY, HUMAN, SeatPlayer
from parchis_desktop.ui.help import diagrams, pages
from parchis_desktop.ui.help.window import HelpWindow
from parchis_desktop.store.settings import Settings


def _dark_palette() -> QPalette:
    pal = QPalette()
    for role, colour in ((QPalette.ColorRole.Window, "#202124"), (QPalette.ColorRole.Base, "#17181a"),
                         (QPalette.ColorRole.Text, "#e8eaed"), (QPalette.ColorRole.WindowText, "#e8eaed")):
        pal.setColor(role, QColor(colour))
    return pal


def _rule_ids(lang: str, page: str) -> list[str]:
    return re.findall(r"^- \[([A-Z]{1,2}-\d+)\]", pages.page_source(lang, page), flags=re.M)


def _marks(lang: str, page: str) -> list[str]:
    return re.findall(r"^\[(?:diagram [\w-]+|rules in force)\]$|\{[nv]:\w+\}", pages.page_source(lang, page),
                      flags=re.M)


@pytest.mark.parametrize("lang", ["ru", "pl"])
def test_every_page_exists_in_each_language_with_the_same_rules_and_diagrams(lang):
    for page in pages.PAGES:
        assert (resources_dir() / "help" / lang / f"{page}.txt").is_file(), (lang, page)
        assert _rule_ids(lang, page) == _rule_ids("en", page), (lang, page)
        assert _marks(lang, page) == _marks("en", page), (lang, page)
        assert pages.page_title(lang, page) != pages.page_title("en", page) or page in ("parchis", "pachisi")


def test_no_page_refers_to_a_file_outside_the_app():
    for lang in pages.LANGUAGES:
        for page in pages.PAGES:
            text = pages.page_source(lang, page)
            assert not re.search(r"https?:|file:|\.md\b|RULES", text), (lang, page)
            for target in re.findall(r"\[\[([^|\]]+)\|", text):
                kind, _, rest = target.partition(":")
                if target.startswith("#"):
                    continue
                assert kind in ("page", "action"), target
                if kind == "page":
                    name, _, anchor = rest.partition("#")
                    assert name in pages.PAGES, target
                    assert not anchor or anchor in _rule_ids("en", name), target
            for name in re.findall(r"^\[diagram ([\w-]+)\]$", text, flags=re.M):
                assert name in diagrams.DIAGRAMS, (page, name)


@pytest.mark.parametrize("lang", pages.LANGUAGES)
def test_every_page_renders_in_each_language_and_palette(qtbot, translated, lang):
    if lang != "en":
        translated(lang)
    w = HelpWindow()
    qtbot.addWidget(w)
    w.set_language(lang)
    for dark in (False, True):
        w.setPalette(_dark_palette() if dark else QPalette())
        for page in pages.PAGES:
            w.open_page(page)
            text = w.page_text()
            assert text.startswith(pages.page_title(lang, page)), (lang, page)
            assert not re.search(r"\{[nv]:|\[\[|\[diagram|\[rules in force\]|\*\*", text), (lang, page)
            for rid in _rule_ids(lang, page):
                assert f"[{rid}]" in text, (lang, page, rid)
            for name in re.findall(r'src="diagram:([\w-]+)"', w.browser.toHtml()):
                image = w.browser.document().resource(QTextDocument.ResourceType.ImageResource.value,
                                                     QUrl(f"diagram:{name}"))
                assert image is not None and not image.isNull(), (lang, page, name)
    if lang == "ru":
        w.open_page("russian")
        assert "зеркало" in w.page_text() and "выкуп" in w.page_text().lower()
        assert "Правила текущей игры" not in w.page_text()
    w.close()


def test_a_house_rule_sets_page_states_the_changed_values(qtbot):
    w = HelpWindow()
    qtbot.addWidget(w)
    w.set_language("en")
    w.set_rules(RuleSet.preset_named("spanish", capture_bonus=10, six_counts_seven=False))
    w.open_page("spanish")
    text = w.page_text()
    assert "A capture earns a bonus of 10 (house rule; the preset has 20) steps" in text
    assert "House rule in this game: Bonus for a capture: 10 steps (the preset has 20 steps)." in text
    assert "House rule in this game: A six counts as seven: off (the preset has on)." in text
    assert "The rules of the game in progress" in text
    assert "A six counts as seven: off (house rule; the preset has on)" in text   # the summary at the top
    assert "10 steps\nhouse rule; the preset has 20 steps" in text   # the table row, marked
    # another variant's page keeps its own preset's values
    w.open_page("pachisi")
    assert "a bonus of 20 steps" in w.page_text() and "House rule" not in w.page_text()
    # the preset as it is: nothing marked
    w.set_rules(RuleSet.preset_named("spanish"))
    w.open_page("spanish")
    assert "house rule" not in w.page_text().lower() and "This game plays the preset as it is." in w.page_text()
    w.close()


def test_diagrams_follow_palette_and_pixel_ratio_and_are_cached(qapp):
    light = diagrams.render("mirror", dark=False, dpr=1.0, width=200)
    dark = diagrams.render("mirror", dark=True, dpr=1.0, width=200)
    sharp = diagrams.render("mirror", dark=False, dpr=2.0, width=200)
    assert light.width() == 200 and sharp.width() == 400 and sharp.devicePixelRatio() == 2.0
    assert _mean_lightness(light) > _mean_lightness(dark) + 40
    assert diagrams.render("mirror", dark=False, dpr=1.0, width=200) is light
    # the painter draws the position: the token on T7 and the arrows are on the picture
    plain = diagrams.paint_position(light_position(), diagrams.DIAGRAMS["mirror"].focus, (), width=200,
                                    dark=False, dpr=1.0)
    assert plain.size() == light.size() and plain != light


def _mean_lightness(image) -> float:
    samples = [image.pixelColor(x, y).lightness() for x in range(0, image.width(), 7)
               for y in range(0, image.height(), 7)]
    return sum(samples) / len(samples)


def light_position():
    from parchis_desktop.engine import Position
    return Position.from_json(diagrams.DIAGRAMS["mirror"].position)


def test_every_diagram_is_a_valid_position_that_shows_its_squares(qapp):
    for name, diagram in diagrams.DIAGRAMS.items():
        image = diagrams.render(name, width=160)
        assert not image.isNull() and 60 <= image.height() <= 200, name
        assert diagrams.caption(name) != name


def test_links_back_forward_and_search(qtbot):
    w = HelpWindow()
    qtbot.addWidget(w)
    w.set_language("en")
    w.open_page("glossary")
    w.follow(QUrl("help:russian#RU-8"))
    assert w.page == "russian"
    assert w.browser.verticalScrollBar().value() > 0     # scrolled to the ransom paragraph
    w.back()
    assert w.page == "glossary"
    w.forward()
    assert w.page == "russian"
    w.search_box.setText("mirror")
    assert w.search_hits()[0] == "russian" and "glossary" in w.search_hits()
    assert "spanish" not in w.search_hits()
    w.search_box.setText("no such word anywhere")
    assert w.search_hits() == []
    w.set_language("pl")
    w.search_box.setText("lustro")
    assert "russian" in w.search_hits()
    w.search_box.clear()
    assert len(w.search_hits()) == len(pages.PAGES)
    w.close()


def test_the_statistics_link_leads_somewhere_only_when_the_app_has_statistics(qtbot):
    w = HelpWindow()
    qtbot.addWidget(w)
    w.open_page("faq")
    assert "action:statistics" not in w.browser.toHtml()
    w.actions = frozenset({"statistics"})
    w.open_page("faq")
    assert "action:statistics" in w.browser.toHtml()
    with qtbot.waitSignal(w.action_requested) as blocker:
        w.follow(QUrl("action:statistics"))
    assert blocker.args == ["statistics"]
    w.close()


def test_the_help_window_remembers_its_size(qtbot, tmp_path):
    settings = Settings(tmp_path / "s.ini")
    w = HelpWindow(settings=settings)
    qtbot.addWidget(w)
    w.show()
    w.resize(700, 500)
    qtbot.waitUntil(lambda: settings.get("help/size") == "700x500")
    w.close()
    again = HelpWindow(settings=settings)
    qtbot.addWidget(again)
    assert (again.width(), again.height()) == (700, 500)


def test_f1_opens_the_help_at_the_variant_being_played(qtbot, make_window):
    w = make_window()
    w.start_game("russian", [SeatPlayer(HUMAN), SeatPlayer(EMPTY), SeatPlayer(BOT, "beginner"), SeatPlayer(EMPTY)],
                 seed=3, rules=RuleSet.preset_named("russian", capture_enforcement="forced"))
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow)
    qtbot.keyClick(w, Qt.Key.Key_F1)
    helper = w._help_window
    qtbot.waitUntil(helper.isVisible)
    assert helper.page == "russian"
    assert "In this game: Yes, forced (house rule; the preset has Missed: to the mirror)." in helper.page_text()
    assert not helper.isModal()
    w.start_game("russian", [SeatPlayer(HUMAN), SeatPlayer(EMPTY), SeatPlayer(BOT, "beginner"), SeatPlayer(EMPTY)],
                 seed=3)
    assert "In this game: Missed: to the mirror." in helper.page_text()   # the open page follows the new game
    w.start_game("pachisi", [SeatPlayer(HUMAN), SeatPlayer(EMPTY), SeatPlayer(BOT, "beginner"), SeatPlayer(EMPTY)],
                 seed=3)
    w.help_action.trigger()
    assert helper.page == "pachisi"
    w.close()
    assert not helper.isVisible()    # it closes with the game window


def test_nothing_of_the_help_is_loaded_at_start_up():
    """Start-up must not slow down: pages and diagrams are built when the help is first opened."""
    import subprocess
    import sys
    code = ("import sys\n"
            "from PySide6.QtWidgets import QApplication\n"
            "app = QApplication([])\n"
            "from parchis_desktop.ui.game.main_window import MainWindow\n"
            "w = MainWindow(autosave=False)\n"
            "w.start_default_game()\n"
            "print(sorted(m for m in sys.modules if m.startswith('parchis_desktop.ui.help')))\n"
            "w.show_help()\n"
            "print(sorted(m for m in sys.modules if m.startswith('parchis_desktop.ui.help')))\n"
            "w.close()\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60,
                         cwd=str(resources_dir().parent))
    before, after = out.stdout.strip().splitlines()[-2:]
    assert before == "[]"
    assert "parchis_desktop.ui.help.pages" in after and "parchis_desktop.ui.help.window" in after


def test_the_rules_dialogs_question_mark_opens_the_options_paragraph(qtbot):
    from parchis_desktop.ui.dialogs.rules import RulesDialog
    dialog = RulesDialog(RuleSet.preset_named("spanish", capture_bonus=10))
    qtbot.addWidget(dialog)
    dialog.open()
    qtbot.mouseClick(dialog.rows["capture_bonus"].explain, Qt.MouseButton.LeftButton)
    helper = dialog.help_window
    assert helper.isVisible() and helper.page == "spanish"
    assert helper.browser.verticalScrollBar().value() > 0          # at the option's row
    assert "Bonus for a capture" in helper.page_text()
    assert "10 steps\nhouse rule; the preset has 20 steps" in helper.page_text()   # the values being edited
    dialog.reject()
    assert not helper.isVisible()                                   # it goes with the dialog


def test_why_a_token_cannot_move_links_to_its_rule(qtbot, make_window):
    from tests.helpers.ui import click_token, load_nest_token_without_five
    w = make_window()
    load_nest_token_without_five(qtbot, w)
    click_token(qtbot, w, 0, 2)                  # a nest token without a 5
    assert '<a href="rule:PL-2">(PL-2)</a>' in w.panel.status.text()
    w.panel.status.linkActivated.emit("rule:PL-2")
    helper = w._help_window
    assert helper.isVisible() and helper.page == "parchis"
    assert helper.browser.verticalScrollBar().value() > 0
    w.close()


def _html_text(page, lang="en", rules=None):
    doc = QTextDocument()
    doc.setHtml(pages.render_page(page, lang, rules))
    return doc.toPlainText()


def test_diagram_captions_follow_the_house_rules(qapp):
    """Issue 31: a caption kept the preset's numbers when a house rule changed them."""
    text = _html_text("spanish", rules=RuleSet.preset_named("spanish", capture_bonus=10, goal_bonus=0))
    assert "A capture earns 10 extra steps for one token (reaching the goal earns 0)." in text
    assert "A capture earns 20 extra steps for one token (reaching the goal earns 10)." in _html_text("spanish")
    text = _html_text("pachisi", rules=RuleSet.preset_named("pachisi", blockade_max_turns=2))
    assert "Turns of its owner a blockade may stand: 2;" in text
    assert "as long as its owner likes" in _html_text("pachisi", rules=RuleSet.preset_named("pachisi", blockade_max_turns=0))
    assert "Turns of its owner a blockade may stand: 3;" in _html_text("pachisi")


def test_in_this_game_values_only_on_the_page_of_the_variant_in_play(qapp):
    in_play = _html_text("russian", rules=RuleSet.preset_named("russian", capture_enforcement="forced"))
    assert "In this game: Yes, forced (house rule; the preset has Missed: to the mirror)." in in_play
    other = _html_text("russian", rules=RuleSet.preset_named("parchis"))     # a Parchís game in progress
    assert "In this game" not in other and "In this preset: Missed: to the mirror." in other
    for lang in ("ru", "pl"):
        assert "{{" not in _html_text("russian", lang) and "||" not in _html_text("russian", lang)


@pytest.mark.parametrize("lang", ["en", "ru", "pl"])
def test_help_never_contradicts_the_game(qapp, lang):
    """Issue 31: turn direction, how Russian and Pachisi are won, RU-7, "its own last square"."""
    parchis = pages.page_source(lang, "parchis")
    pl4 = next(line for line in parchis.splitlines() if line.startswith("- [PL-4]"))
    # the board passes the turn against the travel (seat s -> s-1): Yellow -> Green -> Red -> Blue
    assert {"en": "left", "ru": "слева", "pl": "lewej"}[lang] in pl4
    assert {"en": "right", "ru": "справа", "pl": "prawej"}[lang] not in pl4
    from parchis_desktop.engine import Game
    g = Game.new("parchis", 4, seed=1)
    assert g.position.rules.turn_order == "against_travel"
    win = {"en": "wins", "ru": "Побеждает", "pl": "Wygrywa"}[lang]
    for page in ("russian", "pachisi"):
        intro = pages.page_source(lang, page).split("[rules in force]")[0]
        assert win in intro, (lang, page)
    russian = pages.page_source(lang, "russian")
    ru7 = next(line for line in russian.splitlines() if line.startswith("- [RU-7]"))
    assert {"en": "Capturing is compulsory", "ru": "Рубить обязательно", "pl": "Zbijanie jest obowiązkowe"}[lang] \
        not in ru7
    ru4 = next(line for line in russian.splitlines() if line.startswith("- [RU-4]"))
    assert "56" in ru4 and "14" in ru4 and "28" in ru4 and "42" in ru4     # its own last square, defined
    ru14 = next(line for line in russian.splitlines() if line.startswith("- [RU-14]"))
    assert "#RU-4" in ru14


@pytest.mark.parametrize("lang", ["en", "ru", "pl"])
def test_the_keys_page_lists_every_shortcut(lang):
    """Help → Keys has a row for every shortcut of the window's actions table (window_menus),
    the keys the board, the log, the physical dice, the tutorial and a replay answer (issue 35)."""
    from parchis_desktop.paths import resources_dir
    from parchis_desktop.ui.game.window_menus import ACTIONS
    text = (resources_dir() / "help" / lang / "keys.txt").read_text(encoding="utf-8")
    keys = set()
    for line in text.splitlines():
        if line.startswith("| "):
            keys.update(k.strip() for k in line.split("|")[1].split(","))
    shortcuts = {shortcut for _attr, _name, shortcut, _slot in ACTIONS if shortcut}
    assert shortcuts - keys == set(), shortcuts - keys
    for key in ("Enter", "Esc", "Backspace", "Tab", "Home", "End", "Ctrl+F"):
        assert key in keys, key
    assert text.count("\n## ") >= 5          # the game, the tutorial, a replay, this window, a screen reader

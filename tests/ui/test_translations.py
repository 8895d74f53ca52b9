"""The Russian and Polish translations: the .qm files load and the interface speaks them,
and every .ts file is complete, consistent and in step with the code."""
from __future__ import annotations

import re
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QTranslator
from PySide6.QtWidgets import QAbstractButton, QGroupBox, QLabel

from parchis_desktop.engine import Move, Reason
from parchis_desktop.paths import translations_dir
from parchis_desktop.ui.dialogs.common import GameOverDialog, SettingsDialog
from parchis_desktop.ui.dialogs.new_game import NewGameDialog
from parchis_desktop.ui.game.main_window import MainWindow
from parchis_desktop.store.settings import Settings
from parchis_desktop.ui.game.sound import SilentPlayer
from parchis_desktop.ui.texts.game import colour_name, describe_move, describe_reason

REPO = Path(__file__).resolve().parents[2]
TS_DIR = REPO / "translations"
LANGS = ("en", "ru", "pl")
TRANSLATED = ("ru", "pl")

# What the main window and texts.py must say in each language.
EXPECTED = {
    "ru": {
        "title": "Parchís Desktop",
        "menus": ["&Игра", "&Вид", "&Справка"],
        "new": "&Новая игра…",
        "quit": "&Выход",
        "roll": "Бросить кубики (пробел)",
        "reason": "На пути блокада на клетке 12: через неё никто не проходит. (PL-11)",
        "move": "Жёлтый ходит на 4: 12 → 16, рубит фишку игрока «Красный»",
    },
    "pl": {
        "title": "Parchís Desktop",
        "menus": ["&Gra", "&Widok", "&Pomoc"],
        "new": "&Nowa gra…",
        "quit": "Za&kończ",
        "roll": "Rzuć kośćmi (spacja)",
        "reason": "Na drodze stoi blokada na polu 12: nikt nie może jej przekroczyć. (PL-11)",
        "move": "Żółty przesuwa o 4: 12 → 16, zbija pionek gracza „Czerwony”",
    },
}
ENGLISH_MENUS = ["&Game", "&View", "&Help"]


@pytest.fixture
def window(qtbot, tmp_path):
    w = MainWindow(settings=Settings(tmp_path / "settings.ini"), sound=SilentPlayer(), autosave=False)
    qtbot.addWidget(w)
    return w


def menu_titles(w: MainWindow) -> list[str]:
    return [a.text() for a in w.menuBar().actions()]


def mnemonic(text: str) -> str | None:
    """The accelerator letter of a text ("Za&kończ" -> "k"), lower case, or None."""
    match = re.search(r"(?<!&)&([^&\s])", text.replace("&&", ""))
    return match.group(1).lower() if match else None


def assert_unique_mnemonics(texts: list[str], where: str) -> None:
    letters = [m for m in map(mnemonic, texts) if m]
    clashes = {m for m in letters if letters.count(m) > 1}
    assert not clashes, f"{where}: accelerator(s) {sorted(clashes)} used twice in {texts}"


# -- the .qm files and the running interface ------------------------------------------


@pytest.mark.parametrize("lang", TRANSLATED)
def test_qm_loads(lang):
    folder = translations_dir()
    assert folder is not None
    translator = QTranslator()
    assert translator.load(f"parchis_desktop_{lang}", str(folder)), f"parchis_desktop_{lang}.qm"
    assert not translator.isEmpty()
    assert translator.language().split("_")[0] == lang
    assert translator.translate("MainWindow", "&Game") == EXPECTED[lang]["menus"][0]


@pytest.mark.parametrize("lang", TRANSLATED)
def test_main_window_is_translated(lang, translated, qtbot, tmp_path):
    assert len(translated(lang)) == 2  # qtbase and ours
    w = MainWindow(settings=Settings(tmp_path / "settings.ini"), sound=SilentPlayer(), autosave=False)
    qtbot.addWidget(w)
    want = EXPECTED[lang]
    assert w.windowTitle() == want["title"]
    assert menu_titles(w) == want["menus"]
    assert w.new_action.text() == want["new"]
    assert w.quit_action.text() == want["quit"]
    assert w.panel.roll_button.text() == want["roll"]


@pytest.mark.parametrize("lang", TRANSLATED)
def test_window_follows_a_language_change(lang, translated, window, qtbot):
    assert menu_titles(window) == ENGLISH_MENUS
    translated(lang)
    qtbot.waitUntil(lambda: menu_titles(window) == EXPECTED[lang]["menus"], timeout=2000)
    assert window.panel.roll_button.text() == EXPECTED[lang]["roll"]


@pytest.mark.parametrize("lang", TRANSLATED)
def test_texts_sentences_are_translated(lang, translated):
    translated(lang)
    reason = Reason("PL-11", "blocked", {"square": "T12"})
    assert describe_reason(reason) == EXPECTED[lang]["reason"]
    move = Move(0, "step", 0, "T12", "T16", dice=(4,), steps=4, captures=((2, 0),))
    assert describe_move(move) == EXPECTED[lang]["move"]


def test_english_stays_english_without_translators(window):
    assert menu_titles(window) == ENGLISH_MENUS
    assert colour_name(0) == "Yellow"
    assert describe_reason(Reason("PL-11", "blocked", {"square": "T12"})) == (
        "A blockade on square 12 is in the way: nobody may pass it. (PL-11)")


@pytest.mark.parametrize("lang", LANGS)
def test_accelerators_do_not_collide(lang, translated, qtbot, tmp_path):
    translated(lang)
    w = MainWindow(settings=Settings(tmp_path / "settings.ini"), sound=SilentPlayer(), autosave=False)
    qtbot.addWidget(w)
    assert_unique_mnemonics(menu_titles(w), f"{lang} menu bar")
    for menu_action in w.menuBar().actions():
        texts = [a.text() for a in menu_action.menu().actions() if not a.isSeparator()]
        assert_unique_mnemonics(texts, f"{lang} menu {menu_action.text()!r}")
    for dialog in (NewGameDialog(None, w), SettingsDialog(w.settings, w), GameOverDialog([0, 2], {}, w)):
        texts = [x.text() for x in dialog.findChildren(QLabel) if x.buddy() is not None]
        texts += [x.text() for x in dialog.findChildren(QAbstractButton)]
        texts += [x.title() for x in dialog.findChildren(QGroupBox)]
        assert_unique_mnemonics(texts, f"{lang} {type(dialog).__name__}")
        dialog.deleteLater()


# -- the .ts files ---------------------------------------------------------------------


def ts_messages(lang: str) -> list[tuple[str, ET.Element]]:
    root = ET.parse(TS_DIR / f"parchis_desktop_{lang}.ts").getroot()
    return [(ctx.findtext("name"), msg) for ctx in root.iter("context") for msg in ctx.iter("message")]


def translation_texts(msg: ET.Element) -> list[str]:
    tr = msg.find("translation")
    forms = tr.findall("numerusform")
    return [f.text or "" for f in forms] if forms else [tr.text or ""]


@pytest.mark.parametrize("lang", LANGS)
def test_ts_has_no_unfinished_or_empty_translations(lang):
    root = ET.parse(TS_DIR / f"parchis_desktop_{lang}.ts").getroot()
    assert root.get("language", "").split("_")[0] == lang
    messages = ts_messages(lang)
    assert messages
    bad = []
    for ctx, msg in messages:
        tr = msg.find("translation")
        if tr.get("type") in ("unfinished", "obsolete", "vanished") or not all(t.strip() for t in translation_texts(msg)):
            bad.append((ctx, msg.findtext("source"), tr.get("type")))
    assert not bad, f"{lang}: {len(bad)} unfinished, obsolete or empty: {bad}"


@pytest.mark.parametrize("lang", LANGS)
def test_ts_keeps_placeholders_and_accelerators(lang):
    placeholder = re.compile(r"%(?:\d+|n)|\{\d*\}")
    problems = []
    for ctx, msg in ts_messages(lang):
        source = msg.findtext("source")
        for text in translation_texts(msg):
            if sorted(placeholder.findall(text)) != sorted(placeholder.findall(source)):
                problems.append((ctx, source, text, "placeholders"))
            if (mnemonic(source) is None) != (mnemonic(text) is None):
                problems.append((ctx, source, text, "accelerator"))
    assert not problems, problems


def test_ts_files_hold_the_same_messages():
    keys = {lang: sorted((ctx, msg.findtext("source")) for ctx, msg in ts_messages(lang)) for lang in LANGS}
    assert keys["ru"] == keys["en"]
    assert keys["pl"] == keys["en"]
    for ctx, msg in ts_messages("en"):
        source = msg.findtext("source")
        if msg.get("numerus") == "yes":
            # English plurals: the singular written by hand ("%n blunder"; the same as the
            # source where no word changes: "Solved: %1 of %n"), the plural is the source
            forms = translation_texts(msg)
            assert len(forms) == 2 and forms[1] == source and "%n" in forms[0], (ctx, source)
            continue
        assert translation_texts(msg) == [source], (ctx, source)


@pytest.mark.parametrize("lang", LANGS)
def test_qm_matches_ts(lang):
    """The committed .qm was built from the committed .ts (run scripts/update_translations.sh)."""
    translator = QTranslator()
    assert translator.load(f"parchis_desktop_{lang}", str(TS_DIR))
    stale = []
    for ctx, msg in ts_messages(lang):
        if msg.get("numerus") == "yes":
            continue
        source, want = msg.findtext("source"), translation_texts(msg)[0]
        got = translator.translate(ctx, source)
        if got != want and not (lang == "en" and got == ""):
            stale.append((ctx, source, want, got))
    assert not stale, f"parchis_desktop_{lang}.qm is out of date: {stale[:5]}"


def test_ts_files_are_up_to_date_with_the_code(tmp_path):
    """Every string the code translates is in the .ts files, and no other
    (else: run scripts/update_translations.sh and translate what is new)."""
    import PySide6

    lupdate = Path(PySide6.__path__[0]) / "lupdate"
    if not lupdate.is_file():
        pytest.skip("PySide6's lupdate is not installed")
    fresh = tmp_path / "fresh.ts"
    subprocess.run([str(lupdate), "-silent", "-extensions", "py", "-no-obsolete", "parchis_desktop", "-ts", str(fresh)],
                   cwd=REPO, check=True, capture_output=True, timeout=120)
    root = ET.parse(fresh).getroot()
    in_code = sorted((ctx.findtext("name"), m.findtext("source")) for ctx in root.iter("context") for m in ctx.iter("message"))
    in_ts = sorted((ctx, msg.findtext("source")) for ctx, msg in ts_messages("en"))
    assert in_code == in_ts, {"new in code": sorted(set(in_code) - set(in_ts)),
                              "gone from code": sorted(set(in_ts) - set(in_code))}

"""The main window's dialogs and help (``self`` is the window): rules, settings and appearance,
about, help, tutorial, welcome, and the notice strip.

A mixin of :class:`~.main_window.MainWindow`; its texts keep the ``MainWindow`` translation
context."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt

from parchis_desktop.ui.texts.settings import settings_problem_text


class WindowDialogs:
    """The main window's dialogs and help (``self`` is the window)."""

    def show_rules(self) -> None:
        """The rules of the game in progress, read-only (they can be saved as house rules)."""
        pos = self.controller.position
        if pos is None:
            return
        if self.rules_view is not None:
            self.rules_view.close()
            self.rules_view.deleteLater()
        from parchis_desktop.ui.dialogs.rules import RulesDialog
        self.rules_view = RulesDialog(pos.rules, self, read_only=True, seats=pos.board.seats)
        self.rules_view.open()

    # -- settings, view ---------------------------------------------------------------
    def settings_dialog(self) -> None:
        from parchis_desktop.ui.dialogs.common import SettingsDialog
        dialog = SettingsDialog(self.settings, self)
        if dialog.exec() == SettingsDialog.DialogCode.Accepted:
            dialog.store()
            self.apply_settings()
            self._startup_notices()   # a settings file that could not be written is said once

    def apply_settings(self) -> None:
        self.scene.set_speed(self.scene_speed())
        self.scene.set_large_tokens(self.settings.get("a11y/large_tokens"))
        self.controller.bot_pace_ms = self.settings.get("bots/pace_ms")
        self.controller.bots.expert_seconds = self.settings.get("bots/expert_seconds")
        on = self.settings.get("sound/enabled")
        self.sound.set_enabled(on)
        self.mute_action.setChecked(not on)
        self.announcer.set_verbosity(self.settings.get("a11y/announce"))
        self.apply_appearance()

    def apply_appearance(self) -> None:
        """The language and the theme from the settings, at once (the window retranslates on
        the LanguageChange event, the board follows the palette)."""
        from PySide6.QtWidgets import QApplication

        from parchis_desktop.ui.appearance import set_language, set_theme
        app = QApplication.instance()
        lang = self.settings.get("ui/language")
        if lang != self._language:
            self._language = lang
            set_language(app, lang or None)
        set_theme(app, self.settings.get("ui/theme"))

    def toggle_mute(self) -> None:
        on = not self.mute_action.isChecked()
        self.settings.set("sound/enabled", on)
        self.sound.set_enabled(on)

    def toggle_fullscreen(self) -> None:
        self.setWindowState(self.windowState() ^ Qt.WindowState.WindowFullScreen)

    def about(self) -> None:
        from parchis_desktop.ui.dialogs.common import about_text
        from PySide6.QtWidgets import QMessageBox   # made when first asked (not at start-up)
        QMessageBox.about(self, QCoreApplication.translate("MainWindow", "About Parchís Desktop"), about_text())

    def _on_bot_fallback(self, why: str) -> None:
        """The Expert's process failed (ai.runner reason codes): say who moved instead."""
        if why == "worker-unavailable":
            text = QCoreApplication.translate("MainWindow", "The Expert's process cannot be started, so the Strong level plays for it.")
        elif why == "worker-stalled":
            text = QCoreApplication.translate("MainWindow", "The Expert's process stopped answering, so the Strong level made this move.")
        else:
            text = QCoreApplication.translate("MainWindow", "The Expert's process stopped, so the Strong level made this move.")
        self.show_notice(text)

    # -- help (ui/help: built on first use) -------------------------------------------------------
    def show_help(self, page: str | None = None, anchor: str = ""):
        """F1: the rules browser, at the page of the variant being played."""
        from parchis_desktop.ui.help import open_help
        return open_help(self, page, anchor)

    def show_tutorial(self):
        """Help → Tutorial: the lessons (ui/help/tutorial.py)."""
        from parchis_desktop.ui.help import open_tutorial
        return open_tutorial(self)

    def show_puzzles(self):
        """Help → Puzzles: the puzzle browser (ui/puzzles/)."""
        from parchis_desktop.ui.puzzles import open_puzzles
        return open_puzzles(self)

    def show_welcome(self):
        """Help → Welcome screen (at the first start: ui.help.show_welcome_once)."""
        from parchis_desktop.ui.help import open_welcome
        return open_welcome(self)

    def _open_link(self, url: str) -> None:
        """A link in the status line: ``rule:PL-11`` opens that rule's paragraph in the help."""
        if url.startswith("rule:"):
            from parchis_desktop.ui.help import open_rule
            open_rule(self, url[5:])

    def show_notice(self, text: str) -> None:
        """The notice strip over the board (a screen reader hears it at once: it says what went wrong)."""
        self.notice.show_text(text)
        self.announcer.say(text, True, assertive=True)

    def _startup_notices(self) -> None:
        """Say once what went wrong with the settings, and that a second window does not autosave."""
        lines = [settings_problem_text(p) for p in self.settings.take_problems()]
        if self._second_instance:
            lines.append(QCoreApplication.translate("MainWindow", "Parchís Desktop is already open for this user: this window does not "
                                 "autosave its game (save it with Ctrl+S)."))
        if lines:
            self.show_notice("\n".join(lines))

    def _on_autosave_status(self, error) -> None:
        """The autosave stopped working (said once) or works again (said once)."""
        if error is not None:
            self.show_notice(QCoreApplication.translate("MainWindow", "The game cannot be autosaved (%1). Save it with Ctrl+S to keep it.")
                             .replace("%1", str(error.params.get("reason", ""))))
        else:
            self.show_notice(QCoreApplication.translate("MainWindow", "Autosave works again."))

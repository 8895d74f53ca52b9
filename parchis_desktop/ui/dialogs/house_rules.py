"""The rules dialog's house-rule set list: the saved rule sets (store/rulesets.py) shown in
the dialog, and saving, renaming, duplicating, deleting, importing and exporting them.

:class:`HouseRuleSets` is a part of :class:`~.rules_dialog.RulesDialog` (its methods use the
dialog's store, set list, buttons and message line); the tests call these methods instead
of the buttons' prompts.  The texts keep the "RulesDialog" translation context.
"""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QInputDialog, QMessageBox

from parchis_desktop.store.errors import RuleSetFileError, RuleSetNameError
from parchis_desktop.store.rulesets import export_ruleset, safe_file_stem

from parchis_desktop.ui.dialogs.rule_rows import INFO_STYLE, PROBLEM_STYLE
from parchis_desktop.ui.texts.rulesets import problem_text, ruleset_error_text
from parchis_desktop.ui.texts.game import variant_name


class HouseRuleSets:
    """The house rule sets of a :class:`~.rules_dialog.RulesDialog` (a part of it, see the module docstring)."""

    # -- house rule sets ----------------------------------------------------------------------
    def _fill_sets(self) -> None:
        self.sets_combo.blockSignals(True)
        self.sets_combo.clear()
        self.sets_combo.addItem(QCoreApplication.translate("RulesDialog", "(none)"), None)
        for name in self.store.names():
            self.sets_combo.addItem(name, name)
        self.sets_combo.blockSignals(False)

    def _sync_sets_combo(self) -> None:
        name = self.set_name() or self._set_name
        self.sets_combo.blockSignals(True)
        self.sets_combo.setCurrentIndex(max(0, self.sets_combo.findData(name)) if name else 0)
        self.sets_combo.blockSignals(False)
        has_set = self._set_name is not None and self.store.get(self._set_name) is not None
        for b in (self.rename_button, self.duplicate_button, self.delete_button):
            b.setEnabled(has_set)
        self.save_as_button.setEnabled(self.rules() is not None)
        self.export_button.setEnabled(self.rules() is not None)

    def _set_activated(self, index: int) -> None:
        name = self.sets_combo.itemData(index)
        if name:
            self.select_set(name)

    def select_set(self, name: str) -> bool:
        """Show the saved set ``name`` (its preset and options)."""
        saved = self.store.get(name)
        if saved is None:
            return False
        self.load_rules(saved.rules, saved.name)
        self.show_message("")
        return True

    def show_message(self, text: str, error: bool = False) -> None:
        self.message_label.setText(text)
        self.message_label.setStyleSheet(PROBLEM_STYLE if error else INFO_STYLE)
        self.message_label.setVisible(bool(text))

    def message(self) -> str:
        """The message shown above the options ("" if none)."""
        return "" if self.message_label.isHidden() else self.message_label.text()

    def _show_load_problems(self) -> None:
        problems = self.store.problems
        if problems and not self.read_only:
            lines = [QCoreApplication.translate(
                "RulesDialog", "Some saved rule sets could not be read (the others are fine):")]
            lines += [f"• {problem_text(p)}" for p in problems]
            self.show_message("\n".join(lines), error=True)

    def _default_name(self) -> str:
        return self._set_name or QCoreApplication.translate(
            "RulesDialog", "My %1").replace("%1", variant_name(self._preset))

    def save_as(self, name: str, replace: bool = False) -> bool:
        rules = self.rules()
        if rules is None:
            self.show_message(QCoreApplication.translate(
                "RulesDialog", "Fix the problem below before saving."), error=True)
            return False
        done, saved = self._store_call(lambda: self.store.save(name, rules, replace=replace),
                                       QCoreApplication.translate("RulesDialog", "Not saved: %1."))
        if not done:
            return False
        self._after_store_change(saved.name)
        self.show_message(QCoreApplication.translate("RulesDialog", "Saved as “%1”.").replace("%1", saved.name))
        return True

    def rename_set(self, new_name: str, old_name: str | None = None) -> bool:
        old_name = old_name or self._set_name
        if not old_name:
            return False
        done, saved = self._store_call(lambda: self.store.rename(old_name, new_name),
                                       QCoreApplication.translate("RulesDialog", "Not renamed: %1."))
        if not done:
            return False
        if self._set_name == old_name:
            self._set_name = saved.name
        self._after_store_change(self._set_name)
        self.show_message(QCoreApplication.translate("RulesDialog", "Renamed to “%1”.").replace("%1", saved.name))
        return True

    def duplicate_set(self, name: str | None = None) -> str | None:
        name = name or self._set_name
        if not name:
            return None
        done, saved = self._store_call(lambda: self.store.duplicate(name),
                                       QCoreApplication.translate("RulesDialog", "Not duplicated: %1."))
        if not done:
            return None
        self.load_rules(saved.rules, saved.name)
        self._after_store_change(saved.name)
        self.show_message(QCoreApplication.translate("RulesDialog", "Made a copy: “%1”.")
                          .replace("%1", saved.name))
        return saved.name

    def delete_set(self, name: str | None = None) -> bool:
        name = name or self._set_name
        if not name or self.store.get(name) is None:
            return False
        done, _ = self._store_call(lambda: self.store.delete(name),
                                   QCoreApplication.translate("RulesDialog", "Not deleted: %1."), name_errors=())
        if not done:
            return False
        if self._set_name and self._set_name.casefold() == name.casefold():
            self._set_name = None
        self._after_store_change(self._set_name)
        self.show_message(QCoreApplication.translate(
            "RulesDialog", "Deleted “%1”. Games saved with these rules keep them.").replace("%1", name))
        return True

    def import_from(self, path: Path | str) -> bool:
        """Add the rule set file at ``path`` to the saved sets and show it."""
        path = Path(path)
        done, saved = self._store_call(
            lambda: self.store.import_file(path),
            QCoreApplication.translate("RulesDialog", "Could not import %1: %2.").replace("%1", path.name),
            name_errors=(RuleSetFileError, RuleSetNameError), why_arg="%2")
        if not done:
            return False
        self.load_rules(saved.rules, saved.name)
        self._after_store_change(saved.name)
        self.show_message(QCoreApplication.translate("RulesDialog", "Imported “%1”.").replace("%1", saved.name))
        return True

    def export_to(self, path: Path | str) -> bool:
        """Write the rules shown to ``path`` as a rule set file (to send to a friend)."""
        rules = self.rules()
        if rules is None:
            self.show_message(QCoreApplication.translate(
                "RulesDialog", "Fix the problem below before exporting."), error=True)
            return False
        name = self.set_name() or self._default_name()
        done, path = self._store_call(lambda: export_ruleset(Path(path), name, rules),  # adds .json when missing
                                      QCoreApplication.translate("RulesDialog", "Could not export: %1."),
                                      name_errors=())
        if not done:
            return False
        self.show_message(QCoreApplication.translate("RulesDialog", "Exported to %1.").replace("%1", str(path)))
        return True

    def _store_call(self, action, not_done: str, name_errors=(RuleSetNameError,), why_arg: str = "%1"):
        """``(True, action())``; or, when the store refuses (one of ``name_errors``, worded by
        :func:`ruleset_error_text`) or the disk fails (OSError), ``(False, None)`` after showing
        ``not_done`` (a translated text) with the reason in place of ``why_arg``."""
        try:
            return True, action()
        except name_errors as exc:
            why = ruleset_error_text(exc)
        except OSError as exc:
            why = str(exc.strerror or exc)
        self.show_message(not_done.replace(why_arg, why), error=True)
        return False, None

    def _after_store_change(self, select: str | None) -> None:
        self._set_name = select
        self._fill_sets()
        self._refresh()

    # -- the buttons' prompts (tests call the methods above instead) ---------------------------
    def _ask_name(self, title: str, label: str, text: str) -> str | None:
        dialog = QInputDialog(self)
        dialog.setWindowTitle(title)
        dialog.setLabelText(label)
        dialog.setTextValue(text)
        # QInputDialog's field is sized for a short word: the default name ("My Russian
        # parchís") was cut off.  Room for the name and some more, within the screen.
        metrics = dialog.fontMetrics()
        wanted = max(metrics.horizontalAdvance(text), metrics.horizontalAdvance("M" * 24)) + 48
        screen = (self.screen() or dialog.screen()).availableGeometry().width()
        dialog.resize(min(wanted, screen - 80), dialog.sizeHint().height())
        ok = dialog.exec() == QInputDialog.DialogCode.Accepted
        name = dialog.textValue()
        dialog.deleteLater()
        return name if ok and name.strip() else None

    def _ask_save_as(self) -> None:
        name = self._ask_name(QCoreApplication.translate("RulesDialog", "Save rule set"),
                              QCoreApplication.translate("RulesDialog", "Name of the rule set:"), self._default_name())
        if name is None:
            return
        replace = False
        existing = self.store.get(name)
        if existing is not None:
            answer = QMessageBox.question(self, QCoreApplication.translate("RulesDialog", "Replace rule set?"),
                                          QCoreApplication.translate(
                                              "RulesDialog", "A rule set named “%1” already exists. Replace it?")
                                          .replace("%1", existing.name))
            if answer != QMessageBox.StandardButton.Yes:
                return
            replace = True
        self.save_as(name, replace=replace)

    def _ask_rename(self) -> None:
        if self._set_name is None:
            return
        name = self._ask_name(QCoreApplication.translate(
            "RulesDialog", "Rename rule set"), QCoreApplication.translate("RulesDialog", "New name:"), self._set_name)
        if name is not None:
            self.rename_set(name)

    def _do_duplicate(self) -> None:
        self.duplicate_set()

    def _ask_delete(self) -> None:
        if self._set_name is None:
            return
        answer = QMessageBox.question(self, QCoreApplication.translate("RulesDialog", "Delete rule set?"),
                                      QCoreApplication.translate(
                                          "RulesDialog", "Delete the rule set “%1”? Saved games keep their own copy "
                                          "of the rules.").replace("%1", self._set_name))
        if answer == QMessageBox.StandardButton.Yes:
            self.delete_set()

    def _ask_import(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, QCoreApplication.translate(
            "RulesDialog", "Import rule set"), str(Path.home()),
                                              QCoreApplication.translate(
                                                  "RulesDialog", "Rule sets (*.json);;All files (*)"))
        if path:
            self.import_from(path)

    def _ask_export(self) -> None:
        stem = safe_file_stem(self.set_name() or self._default_name())
        path, _ = QFileDialog.getSaveFileName(self, QCoreApplication.translate(
            "RulesDialog", "Export rule set"), str(Path.home() / f"{stem}.json"),
                                              QCoreApplication.translate("RulesDialog", "Rule sets (*.json)"))
        if path:
            self.export_to(path)

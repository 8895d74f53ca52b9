"""The help window: the rules of each variant and the shared pages, with diagrams and search.

Its own non-modal window (it stays open beside the board) with a page list, Back/Forward
and a search box over the pages of the current language.  Pages come from :mod:`.pages`,
built when shown; the diagrams (:mod:`.diagrams`) are handed to the text browser as
resources, at the screen's pixel ratio and in the window's palette.  Links: ``help:PAGE``,
``help:PAGE#ANCHOR`` (a rule id, ``opt-<option>``), ``action:NAME`` (emitted as
:attr:`HelpWindow.action_requested`, e.g. ``statistics``).
"""
from __future__ import annotations

from PySide6.QtCore import QEvent, QLocale, QSize, Qt, QUrl, Signal
from PySide6.QtGui import QGuiApplication, QKeySequence, QPalette, QShortcut, QTextDocument
from PySide6.QtWidgets import (
    QHBoxLayout, QLineEdit, QListWidget, QListWidgetItem, QSplitter, QTextBrowser, QToolButton,
    QVBoxLayout, QWidget,
)

from parchis_desktop.engine.rules import RuleSet

from parchis_desktop.ui.help import pages

_PAGE_ROLE = Qt.ItemDataRole.UserRole


def _is_dark(widget: QWidget) -> bool:
    return widget.palette().color(QPalette.ColorRole.Base).lightness() < 128


class HelpBrowser(QTextBrowser):
    """A text browser that draws ``diagram:NAME`` images with the board painter."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setOpenLinks(False)
        self.lang = "en"

    def loadResource(self, kind: int, url: QUrl):  # noqa: N802 (Qt naming)
        if url.scheme() == "diagram" and kind == int(QTextDocument.ResourceType.ImageResource.value):
            from parchis_desktop.ui.help.diagrams import DIAGRAMS, render
            name = url.path()
            if name in DIAGRAMS:
                return render(name, dark=_is_dark(self), dpr=self.devicePixelRatioF(), lang=self.lang)
        return super().loadResource(kind, url)


class HelpWindow(QWidget):
    """Help → Rules of the game (F1)."""

    accessible_window = True   # a frame to a screen reader (ui/board/accessible.py)

    action_requested = Signal(str)

    def __init__(self, parent: QWidget | None = None, settings=None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("HelpWindow")
        from parchis_desktop.ui.board.access_hooks import install_factory
        install_factory()   # this window's interface is a frame (accessible_window)
        self.settings = settings
        self.rules: RuleSet | None = None
        self.seats = 4                 # the board of the game in progress (BD-1)
        self.lang = pages.language_of_locale(QLocale().name())
        self._history: list[tuple[str, str]] = []
        self._at = -1
        self._page = ""
        self.actions: frozenset = frozenset()   # action:NAME links that lead somewhere here

        self.back_button = QToolButton()
        self.back_button.setObjectName("helpBack")
        self.back_button.setArrowType(Qt.ArrowType.LeftArrow)
        self.back_button.clicked.connect(self.back)
        self.forward_button = QToolButton()
        self.forward_button.setObjectName("helpForward")
        self.forward_button.setArrowType(Qt.ArrowType.RightArrow)
        self.forward_button.clicked.connect(self.forward)
        self.search_box = QLineEdit()
        self.search_box.setObjectName("helpSearch")
        self.search_box.setClearButtonEnabled(True)
        self.search_box.textChanged.connect(self._search)
        self.search_box.returnPressed.connect(self._open_first_hit)
        top = QHBoxLayout()
        top.addWidget(self.back_button)
        top.addWidget(self.forward_button)
        top.addWidget(self.search_box, 1)

        self.page_list = QListWidget()
        self.page_list.setObjectName("helpPages")
        self.page_list.itemActivated.connect(self._item_chosen)
        self.page_list.itemClicked.connect(self._item_chosen)
        self.page_list.itemSelectionChanged.connect(self._selection_changed)
        self.browser = HelpBrowser()
        self.browser.setObjectName("helpBrowser")
        self.browser.anchorClicked.connect(self.follow)
        split = QSplitter()
        split.addWidget(self.page_list)
        split.addWidget(self.browser)
        split.setStretchFactor(1, 1)
        split.setSizes([240, 660])
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(split, 1)
        QShortcut(QKeySequence(QKeySequence.StandardKey.Back), self, self.back)
        QShortcut(QKeySequence(QKeySequence.StandardKey.Forward), self, self.forward)
        QShortcut(QKeySequence(QKeySequence.StandardKey.Find), self, self.search_box.setFocus)
        QShortcut(QKeySequence("Esc"), self, self.close)

        size = self._stored_size()
        self.resize(size)
        self.retranslate_ui()

    # -- size ----------------------------------------------------------------------------------
    def _stored_size(self) -> QSize:
        text = self.settings.get("help/size") if self.settings is not None else ""
        try:
            w, h = (int(x) for x in text.split("x"))
            if 320 <= w <= 8000 and 240 <= h <= 8000:
                return QSize(w, h)
        except ValueError:
            pass
        return QSize(900, 640)

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt naming)
        super().resizeEvent(event)
        if self.settings is not None and self.isVisible():
            self.settings.set("help/size", f"{self.width()}x{self.height()}")

    # -- language, palette --------------------------------------------------------------------
    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Parchís Desktop: rules and help"))
        self.back_button.setToolTip(self.tr("Back"))
        self.forward_button.setToolTip(self.tr("Forward"))
        self.search_box.setPlaceholderText(self.tr("Search the help…"))
        # Names for a screen reader: arrows and a placeholder say nothing to it (issue 35).
        self.back_button.setAccessibleName(self.tr("Back"))
        self.forward_button.setAccessibleName(self.tr("Forward"))
        self.search_box.setAccessibleName(self.tr("Search the help"))
        self.page_list.setAccessibleName(self.tr("Help pages"))
        self.lang = pages.language_of_locale(QLocale().name())
        self.browser.lang = self.lang
        self._fill_list()
        if self._page:
            self._show(self._page, "", remember=False)

    def set_language(self, lang: str) -> None:
        """Show the pages of ``lang`` (the application's language is the default)."""
        self.lang = lang if lang in pages.LANGUAGES else "en"
        self.browser.lang = self.lang
        self._fill_list()
        if self._page:
            self._show(self._page, "", remember=False)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt naming)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        elif event.type() == QEvent.Type.PaletteChange and self._page:
            self._show(self._page, "", remember=False)
        super().changeEvent(event)

    def _fill_list(self) -> None:
        self.page_list.clear()
        for page in pages.PAGES:
            item = QListWidgetItem(pages.page_title(self.lang, page))
            item.setData(_PAGE_ROLE, page)
            self.page_list.addItem(item)
            if page == pages.VARIANT_PAGES[-1]:
                gap = QListWidgetItem("")
                gap.setFlags(Qt.ItemFlag.NoItemFlags)
                gap.setData(Qt.ItemDataRole.AccessibleTextRole, "—")    # not read as a blank item
                self.page_list.addItem(gap)

    # -- navigation -----------------------------------------------------------------------------
    @property
    def page(self) -> str:
        return self._page

    def set_rules(self, rules: RuleSet | None, seats: int = 4) -> None:
        """The rules (and the board's seats, BD-1) of the game in progress: their preset's page
        states their values."""
        if rules == self.rules and seats == self.seats:
            return
        self.rules, self.seats = rules, seats
        if self._page:
            self._show(self._page, "", remember=False)

    def open_page(self, page: str, anchor: str = "") -> None:
        """Show ``page`` (scrolled to ``anchor``: a rule id or ``opt-<key>``) and raise the window."""
        if page not in pages.PAGES:
            page = "board"
        self._show(page, anchor)
        self.show()
        if QGuiApplication.platformName() != "offscreen":   # it cannot stack windows (and says so)
            self.raise_()
        self.activateWindow()

    def open_rule(self, rule_id: str) -> None:
        self.open_page(pages.page_for_rule(rule_id), rule_id)

    def follow(self, url: QUrl) -> None:
        """A link in a page was clicked."""
        if url.scheme() == "help":
            self._show(url.path() or self._page, url.fragment())
        elif url.scheme() == "action":
            self.action_requested.emit(url.path())
        elif not url.scheme() and url.fragment():
            self._show(self._page, url.fragment())

    def _show(self, page: str, anchor: str, remember: bool = True) -> None:
        if page not in pages.PAGES:
            return
        if remember:
            del self._history[self._at + 1:]
            self._history.append((page, anchor))
            self._at = len(self._history) - 1
        scroll = self.browser.verticalScrollBar().value() if not remember and page == self._page else None
        self._page = page
        self.browser.setAccessibleName(pages.page_title(self.lang, page))   # the page's title, then its text
        width = max(220, min(360, self.browser.viewport().width() - 60))
        self.browser.setHtml(pages.render_page(page, self.lang, self.rules, seats=self.seats, dark=_is_dark(self.browser),
                                               diagram_width=width, actions=self.actions))
        if anchor:
            self.browser.scrollToAnchor(anchor)
        elif scroll is not None:
            self.browser.verticalScrollBar().setValue(scroll)
        for i in range(self.page_list.count()):
            item = self.page_list.item(i)
            if item.data(_PAGE_ROLE) == page:
                self.page_list.setCurrentItem(item)
        self.back_button.setEnabled(self._at > 0)
        self.forward_button.setEnabled(self._at < len(self._history) - 1)

    def back(self) -> None:
        if self._at > 0:
            self._at -= 1
            self._show(*self._history[self._at], remember=False)

    def forward(self) -> None:
        if self._at < len(self._history) - 1:
            self._at += 1
            self._show(*self._history[self._at], remember=False)

    def _item_chosen(self, item: QListWidgetItem) -> None:
        page = item.data(_PAGE_ROLE)
        if page:
            self._show(page, "")
            if self.search_box.text().strip():
                self.browser.find(self.search_box.text().split()[0])

    def _selection_changed(self) -> None:
        """A screen reader selected a page (AT-SPI's Select, the item's Toggle: the selection
        moves, the cursor does not): it opens.  The arrow keys move both, and only move through
        the list; Enter opens, as before."""
        items = self.page_list.selectedItems()
        if items and items[0] is not self.page_list.currentItem() and items[0].data(_PAGE_ROLE) not in (None, self._page):
            self._item_chosen(items[0])

    # -- search ---------------------------------------------------------------------------------
    def _search(self, text: str) -> None:
        if not text.strip():
            self._fill_list()
            self._show(self._page or "parchis", "", remember=False)
            return
        self.page_list.clear()
        hits = pages.search(self.lang, text)
        for hit in hits:
            item = QListWidgetItem(hit.title)
            item.setToolTip(hit.snippet)
            item.setData(_PAGE_ROLE, hit.page)
            self.page_list.addItem(item)
        if not hits:
            item = QListWidgetItem(self.tr("Nothing found"))
            item.setFlags(Qt.ItemFlag.NoItemFlags)
            self.page_list.addItem(item)

    def search_hits(self) -> list[str]:
        """The pages the search list shows now."""
        return [self.page_list.item(i).data(_PAGE_ROLE) for i in range(self.page_list.count())
                if self.page_list.item(i).data(_PAGE_ROLE)]

    def _open_first_hit(self) -> None:
        hits = self.search_hits()
        if hits:
            self._item_chosen(self.page_list.item(0))

    def page_text(self) -> str:
        """The words of the page shown (for tests and accessibility checks)."""
        return self.browser.toPlainText()

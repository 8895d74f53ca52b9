"""A summary card per seat: the headline, accuracy, the errors, the luck and the biggest swing.

The card is a frame of labels in the palette's colours (a screen reader reads the card's
accessible name and description: the same words as the labels).  The biggest swing is a
link: :attr:`SeatCard.decision_requested` asks the window to show that decision.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from parchis_desktop.ui.dialogs.new_game import swatch
from parchis_desktop.ui.review import words



class SeatCard(QFrame):
    """One seat's review in a card."""

    decision_requested = Signal(int)   # index into Review.decisions

    def __init__(self, seat: int, parent: QWidget | None = None):
        super().__init__(parent)
        self.seat = seat
        self.setObjectName("reviewCard")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)   # a screen reader's Tab reaches each card
        col = QVBoxLayout(self)
        col.setContentsMargins(10, 8, 10, 8)
        col.setSpacing(4)
        top = QHBoxLayout()
        icon = QLabel()
        icon.setPixmap(swatch(seat, 18).pixmap(18, 18))
        self.name = QLabel()
        font = self.name.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.name.setFont(font)
        top.addWidget(icon)
        top.addWidget(self.name, 1)
        col.addLayout(top)
        self.headline = QLabel()
        self.headline.setObjectName("reviewHeadline")
        self.headline.setWordWrap(True)
        col.addWidget(self.headline)
        # One label a row, "<b>Accuracy:</b> 82% (96 choices)": it wraps as a sentence does
        # when the panel is narrow (800 x 560), where a two-column grid broke every value.
        self.rows: dict[str, QLabel] = {}
        self._said: dict[str, tuple[str, str]] = {}     # key -> (label, value) in plain words
        for key in ("accuracy", "errors", "luck", "loss", "swing"):
            row = QLabel()
            row.setWordWrap(True)
            row.setTextFormat(Qt.TextFormat.RichText)
            col.addWidget(row)
            self.rows[key] = row
        swing = self.rows["swing"]
        swing.setTextInteractionFlags(Qt.TextInteractionFlag.LinksAccessibleByMouse
                                      | Qt.TextInteractionFlag.LinksAccessibleByKeyboard)
        swing.linkActivated.connect(self._on_link)
        self.biggest: int | None = None

    def _row(self, key: str, label: str, value: str, link: str | None = None) -> None:
        self._said[key] = (label, value)
        shown = f'<a href="{link}">{_escape(value)}</a>' if link else _escape(value)
        self.rows[key].setText(f"<b>{_escape(label)}</b> {shown}")
        self.rows[key].setAccessibleName(f"{label} {value}")

    def set_review(self, name: str, seat_review, decisions, place: int | None) -> None:
        """Fill the card from the core's ``SeatReview`` (``accuracy`` in percent; ``decisions``:
        Review.decisions, for the biggest swing's turn; ``place``: 0 for the winner, None while
        unfinished)."""
        sr = seat_review
        self.name.setText(name)
        self.headline.setText(words.headline(name, sr.luck, sr.loss, sr.others, place))
        counts = dict(sr.counts)
        chosen = sum(counts.get(k, 0) for k in ("best", "good", "inaccuracy", "mistake", "blunder"))
        self._row("accuracy", QCoreApplication.translate("Review", "Accuracy:"),
                  QCoreApplication.translate("Review", "%1 (%2)").replace("%1", f"{round(sr.accuracy)}%")
                  .replace("%2", words.counted("choices", chosen)) if chosen
                  else QCoreApplication.translate("Review", "no choice to make"))
        self._row("errors", QCoreApplication.translate("Review", "Errors:"),
                  ", ".join(words.class_count(k, counts.get(k, 0)) for k in ("blunder", "mistake", "inaccuracy")))
        self._row("luck", QCoreApplication.translate("Review", "Luck:"), words.points_text(sr.luck))
        self._row("loss", QCoreApplication.translate("Review", "Lost to mistakes:"), words.points_text(-sr.loss))
        self.biggest = sr.biggest
        label = QCoreApplication.translate("Review", "Biggest swing:")
        if sr.biggest is not None and 0 <= sr.biggest < len(decisions):
            d = decisions[sr.biggest]
            text = (QCoreApplication.translate("Review", "turn %1: %2").replace("%1", str(d.turn))
                    .replace("%2", words.points_text(_swing_of(d, self.seat))))
            self._row("swing", label, text, f"decision:{sr.biggest}")
        else:
            self._row("swing", label, QCoreApplication.translate("Review", "none"))
        self.setAccessibleName(QCoreApplication.translate("Review", "Review of %1").replace("%1", name))
        self.setAccessibleDescription(self.text())

    def text(self) -> str:
        """The card in words (its accessible description)."""
        return "\n".join([self.headline.text()] + [f"{label} {value}" for label, value in self._said.values()])

    def _on_link(self, href: str) -> None:
        if href.startswith("decision:") and href[9:].isdigit():
            self.decision_requested.emit(int(href[9:]))


def _swing_of(decision, seat: int) -> float:
    """The seat's change of win chance over one decision (its roll and its choice)."""
    swing = getattr(decision, "swing", ())
    if isinstance(swing, (tuple, list)) and seat < len(swing):
        return float(swing[seat])
    return decision.win_after - decision.win_before


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")

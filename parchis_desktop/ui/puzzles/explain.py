"""The explanation of a puzzle's solution, in sentences chosen by the facts of the move.

The facts are data from ``ai.move_facts`` (a capture and whose token, a bonus of so many
steps, a blockade and whom it bars...); each kind of fact has its own sentences here, written
whole (with ``%n`` plurals), so a translator translates sentences, not fragments.  The
phrases "from square 12" / "to the goal" are the board's own (context ``BoardAccessible``:
their cases differ in Russian and Polish).
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject

from parchis_desktop.ai.move_facts import SAFE_CASTLE, SAFE_REST, SAFE_START, Fact, move_facts
from parchis_desktop.engine import Move, Position, play

from parchis_desktop.ui.board.spoken import _from, _to   # the board's phrases (a screen reader's too)
from parchis_desktop.ui.texts.game import colour_name, describe_move

__all__ = ["explain_solution", "hint_text", "opening", "fact_sentences", "figures_text", "wrong_text"]


def _pct(x: float) -> str:
    return str(round(100 * x))


class Puzzles(QObject):
    """The puzzle sentences (their translation context is this class's name, "Puzzles"; a class,
    so that lupdate marks the ``%n`` messages as plurals)."""

    def opening(self, move: Move) -> str:
        """The first sentence: the move to play, in the imperative."""
        if move.kind == "enter":
            return self.tr("Bring a token out of the nest onto its start, square %1.").replace("%1", move.to[1:])
        if move.kind == "bonus":
            return (self.tr("Count the bonus of %n steps with the token %1: it goes %2.", "", move.bonus)
                    .replace("%1", _from(move.frm)).replace("%2", _to(move.to)))
        if move.kind == "jump":
            return (self.tr("Jump across the mirror with the token %1 %2.")
                    .replace("%1", _from(move.frm)).replace("%2", _to(move.to)))
        if move.kind in ("step", "sum", "rest"):
            if move.kind == "sum":
                text = self.tr("Move the token %1 %2 with the sum of both dice, %n steps.", "", move.steps)
            else:
                text = self.tr("Move the token %1 %2.")
            return text.replace("%1", _from(move.frm)).replace("%2", _to(move.to))
        return describe_move(move) + "."


    def _bonus_sentence(self, f: Fact, facts: list[Fact]) -> str:
        codes = {x.code for x in facts}
        if codes & {"capture", "prisoner"}:
            return self.tr("The capture earns a bonus of %n steps, to be counted with one token.", "", f.value)
        if "goal" in codes:
            return self.tr("Reaching the goal earns a bonus of %n steps.", "", f.value)
        return self.tr("The move earns a bonus of %n steps.", "", f.value)


    def fact_sentences(self, facts: list[Fact], move: Move, names: dict[int, str] | None = None) -> list[str]:
        """One sentence per fact of ``move`` (the opening sentence says the move itself)."""
        names = names or {}
        out: list[str] = []
        captured = [f for f in facts if f.code == "capture"]
        if len(captured) == 1:
            who = names.get(captured[0].seat) or colour_name(captured[0].seat)
            out.append(self.tr("It captures %1's token there, which goes back to its nest.").replace("%1", who))
        elif captured:
            whose = ", ".join(dict.fromkeys(names.get(f.seat) or colour_name(f.seat) for f in captured))
            out.append(self.tr("It captures %n tokens there (%1); they go back to their nests.", "", len(captured))
                       .replace("%1", whose))
        for f in facts:
            if f.code == "prisoner":
                who = names.get(f.seat) or colour_name(f.seat)
                out.append(self.tr("It captures %1's token, which becomes your prisoner.").replace("%1", who))
            elif f.code == "bonus":
                out.append(self._bonus_sentence(f, facts))
            elif f.code == "goal" and move.to == "goal":
                out.append(self.tr("The token is home: one fewer to bring round."))
            elif f.code == "goal":
                out.append(self.tr("The token is home in its column: one fewer to bring round."))
            elif f.code == "home_column":
                out.append(self.tr("In its home column nobody can capture it any more."))
            elif f.code == "blockade":
                out.append(self.tr("With your other token there it forms a blockade that no token can pass."))
            elif f.code == "blocks":
                who = names.get(f.seat) or colour_name(f.seat)
                out.append(self.tr("The blockade bars the way of %n opponent tokens coming up behind it; "
                              "the nearest is %1's.", "", f.value).replace("%1", who))
            elif f.code == "escape":
                out.append(self.tr("Where it stood, an opponent could hit it before your next turn with a chance "
                              "of %1%; where it goes, the chance is %2%.")
                           .replace("%1", str(f.value)).replace("%2", str(f.extra)))
            elif f.code == "safe":
                if f.value == SAFE_REST:
                    out.append(self.tr("In the rest cell nobody can capture it."))
                elif f.value == SAFE_START:
                    out.append(self.tr("It stands on a start square, where only that start's owner can capture it, "
                                  "by bringing a token out."))
                elif f.value == SAFE_CASTLE:
                    out.append(self.tr("It stands on a castle, where nobody can capture it."))
                else:
                    out.append(self.tr("It ends on a safe square, where nobody can capture it."))
            elif f.code == "ransom":
                out.append(self.tr("It frees your token from prison."))
            elif f.code == "jump":
                out.append(self.tr("The mirror shortcut saves it a long way round."))
            elif f.code == "progress":
                out.append(self.tr("Nothing is captured and nothing is blocked: it is simply the move that keeps your "
                              "chances highest."))
        return out


    def _then(self, pos: Position, move: Move, names: dict[int, str]) -> str:
        """A sentence for a later move of the plan (the rest of the roll)."""
        facts = move_facts(pos, move)
        codes = {f.code for f in facts}
        victims = [f for f in facts if f.code in ("capture", "prisoner")]
        if move.kind == "bonus":
            if "goal" in codes and move.to == "goal":
                text = self.tr("Then the bonus of %n steps takes the token %1 to the goal.", "", move.bonus)
                return text.replace("%1", _from(move.frm))
            if victims:
                who = names.get(victims[0].seat) or colour_name(victims[0].seat)
                text = self.tr("Then the bonus of %n steps takes the token %1 %2, where it captures %3's token.", "", move.bonus)
                return text.replace("%1", _from(move.frm)).replace("%2", _to(move.to)).replace("%3", who)
            if "safe" in codes or "home_column" in codes:
                text = self.tr("Then the bonus of %n steps takes the token %1 %2, where it is safe.", "", move.bonus)
            else:
                text = self.tr("Then the bonus of %n steps takes the token %1 %2.", "", move.bonus)
            return text.replace("%1", _from(move.frm)).replace("%2", _to(move.to))
        if move.kind == "enter":
            if victims:
                who = names.get(victims[0].seat) or colour_name(victims[0].seat)
                return self.tr("Then bring a token out onto square %1, capturing %2's token there.") \
                    .replace("%1", move.to[1:]).replace("%2", who)
            return self.tr("Then bring a token out onto square %1.").replace("%1", move.to[1:])
        if move.kind == "jump":
            if victims:
                who = names.get(victims[0].seat) or colour_name(victims[0].seat)
                return (self.tr("Then jump across the mirror with the token %1 %2 and capture %3's token there.")
                        .replace("%1", _from(move.frm)).replace("%2", _to(move.to)).replace("%3", who))
            return (self.tr("Then jump across the mirror with the token %1 %2.")
                    .replace("%1", _from(move.frm)).replace("%2", _to(move.to)))
        if move.kind in ("step", "sum", "rest"):
            if victims:
                who = names.get(victims[0].seat) or colour_name(victims[0].seat)
                return (self.tr("Then move the token %1 %2 and capture %3's token there.")
                        .replace("%1", _from(move.frm)).replace("%2", _to(move.to)).replace("%3", who))
            if "goal" in codes:
                return (self.tr("Then move the token %1 %2: it is home.")
                        .replace("%1", _from(move.frm)).replace("%2", _to(move.to)))
            if "blockade" in codes:
                return (self.tr("Then move the token %1 %2, making a blockade there.")
                        .replace("%1", _from(move.frm)).replace("%2", _to(move.to)))
            if "safe" in codes or "home_column" in codes:
                text = self.tr("Then move the token %1 %2, where it is safe.")
            else:
                text = self.tr("Then move the token %1 %2.")
            return text.replace("%1", _from(move.frm)).replace("%2", _to(move.to))
        return self.tr("Then: %1.").replace("%1", describe_move(move, names))


    def figures_text(self, puzzle) -> str:
        """What the Expert and the rollouts make of the solution and of the next best move."""
        e, r = puzzle.expert, puzzle.rollouts
        text = self.tr("The Expert gives you a %1% chance to win after this move, and %2% after the next best one.") \
            .replace("%1", _pct(e.get("best", 0))).replace("%2", _pct(e.get("second", 0)))
        rivals = r.get("rivals") or []
        if rivals and r.get("per_move"):
            best_rival = max(x.get("win", 0) for x in rivals)
            text += " " + self.tr("%n rollouts from each move (every player's next roll played out) agree: "
                         "%1% against %2%.", "", int(r["per_move"])) \
                .replace("%1", _pct(r.get("best", 0))).replace("%2", _pct(best_rival))
        return text


    def explain_solution(self, puzzle, names: dict[int, str] | None = None) -> str:
        """The whole explanation, one paragraph each: the move and what it does, the rest of the
        roll, the figures."""
        names = names or {}
        pos, move = puzzle.position, puzzle.move
        facts = move_facts(pos, move)
        if [f.code for f in facts] == ["progress"] and puzzle.plan:
            said = [self.tr("By itself it does little: it sets up the rest of the roll.")]
        else:
            said = self.fact_sentences(facts, move, names)
        paragraphs = [" ".join([self.opening(move)] + said)]
        p = play(pos, move)
        then = []
        for m in puzzle.plan:
            then.append(self._then(p, m, names))
            p = play(p, m)
        if p.is_over and p.winner is not None and p.winner % len(p.tokens) == pos.to_move:
            then.append(self.tr("With this you win the game."))
        if then:
            paragraphs.append(" ".join(then))
        paragraphs.append(self.figures_text(puzzle))
        return "\n".join(paragraphs)


    def hint_text(self, puzzle) -> str:
        """Which token to move, without saying where."""
        move = puzzle.move
        if move.kind == "enter":
            return self.tr("Hint: a token in the nest has something to do.")
        if move.frm[:1] == "T":
            return self.tr("Hint: look at the token on square %1.").replace("%1", move.frm[1:])
        number = move.frm[1:]
        if move.frm[:1] == "H" and number.isdigit():
            return self.tr("Hint: look at the token in home %1.").replace("%1", number)
        if move.frm[:1] == "O" and number.isdigit():
            return self.tr("Hint: look at the token in rest cell %1.").replace("%1", number)
        return self.tr("Hint: look closely at your tokens.")


    def wrong_text(self, win: float | None, best: float, left: int) -> str:
        """After a wrong answer: its figure against the best, and the tries left."""
        if win is None:
            head = self.tr("Not the best move.")
        else:
            head = self.tr("Not the best move: after it your chance to win is %1%, and the best move gives %2%.") \
                .replace("%1", _pct(win)).replace("%2", _pct(best))
        if left > 0:
            return head + " " + self.tr("Try again: %n tries left before the answer is shown.", "", left)
        return head


_WORDS: list = []


def _words() -> "Puzzles":
    if not _WORDS:
        _WORDS.append(Puzzles())
    return _WORDS[0]


def explain_solution(puzzle, names: dict[int, str] | None = None):
    return _words().explain_solution(puzzle, names)


def hint_text(puzzle):
    return _words().hint_text(puzzle)


def opening(move: Move):
    return _words().opening(move)


def fact_sentences(facts: list[Fact], move: Move, names: dict[int, str] | None = None):
    return _words().fact_sentences(facts, move, names)


def figures_text(puzzle):
    return _words().figures_text(puzzle)


def wrong_text(win: float | None, best: float, left: int):
    return _words().wrong_text(win, best, left)

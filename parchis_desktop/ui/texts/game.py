"""Words for the engine's data: seat colours, move kinds, rule ids and reasons.

The engine speaks in data (moves, rule ids, reason words); every sentence the
player reads is made here with ``QCoreApplication.translate`` so lupdate finds
it under a real context.
"""
from __future__ import annotations


from PySide6.QtCore import QCoreApplication

from parchis_desktop.engine import Move, Reason




def colour_name(seat: int) -> str:
    names = (
        QCoreApplication.translate("Texts", "Yellow"),
        QCoreApplication.translate("Texts", "Blue"),
        QCoreApplication.translate("Texts", "Red"),
        QCoreApplication.translate("Texts", "Green"),
        QCoreApplication.translate("Texts", "Orange"),   # BD-4: six seats
        QCoreApplication.translate("Texts", "Purple"),
        QCoreApplication.translate("Texts", "Cyan"),     # ... eight seats
        QCoreApplication.translate("Texts", "Brown"),
    )
    return names[seat] if 0 <= seat < len(names) else QCoreApplication.translate("Texts", "Seat %1").replace("%1", str(seat + 1))


def variant_name(preset: str) -> str:
    names = {
        "parchis": QCoreApplication.translate("Texts", "Parchís (Polish rules)"),
        "spanish": QCoreApplication.translate("Texts", "Parchís (Spanish classic)"),
        "russian": QCoreApplication.translate("Texts", "Russian parchís"),
        "pachisi": QCoreApplication.translate("Texts", "Pachisi"),
    }
    return names.get(preset, preset)


def location_name(location: str) -> str:
    if location == "nest":
        return QCoreApplication.translate("Texts", "the nest")
    if location == "goal":
        return QCoreApplication.translate("Texts", "the goal")
    if location.startswith("H"):
        return QCoreApplication.translate("Texts", "home %1").replace("%1", location[1:])
    if location.startswith("T"):
        return location[1:]
    if location[:1] == "O" and location[1:].isdigit():
        return QCoreApplication.translate("Texts", "rest cell %1").replace("%1", location[1:])
    if location == "M":
        return QCoreApplication.translate("Texts", "the mirror")
    if location[:1] == "A" and location[1:].isdigit():
        return QCoreApplication.translate("Texts", "the arrow cell")
    if location[:1] == "P" and location[1:].isdigit():
        return QCoreApplication.translate("Texts", "prison of %1").replace("%1", colour_name(int(location[1:])))
    return location


def describe_move(move: Move, names: dict[int, str] | None = None) -> str:
    """One line for the move log, e.g. "Yellow moves 4: 12 → 16, captures Red"."""
    who = (names or {}).get(move.seat) or colour_name(move.seat)
    src, dst = location_name(move.frm), location_name(move.to)
    dice = "+".join(str(d) for d in move.dice)
    if move.kind == "enter":
        text = QCoreApplication.translate("Texts", "%1 brings a token out (%2)").replace("%1", who).replace("%2", dice)
    elif move.kind == "step":
        text = (QCoreApplication.translate("Texts", "%1 moves %2: %3 → %4")
                .replace("%1", who).replace("%2", str(move.steps)).replace("%3", src).replace("%4", dst))
    elif move.kind == "sum":
        text = (QCoreApplication.translate("Texts", "%1 moves %2 (%3): %4 → %5")
                .replace("%1", who).replace("%2", str(move.steps)).replace("%3", dice)
                .replace("%4", src).replace("%5", dst))
    elif move.kind == "bonus":
        text = (QCoreApplication.translate("Texts", "%1 moves %2 as a bonus: %3 → %4")
                .replace("%1", who).replace("%2", str(move.bonus)).replace("%3", src).replace("%4", dst))
    elif move.kind == "penalty":
        text = (QCoreApplication.translate("Texts", "%1 rolled a third six: the token on %2 goes back to the nest")
                .replace("%1", who).replace("%2", src))
    elif move.kind == "rest":
        text = (QCoreApplication.translate("Texts", "%1 moves %2: %3 → rest cell beside %4")
                .replace("%1", who).replace("%2", str(move.steps)).replace("%3", src).replace("%4", move.to[1:]))
    elif move.kind == "jump":
        text = (QCoreApplication.translate("Texts", "%1 jumps across the mirror with a %2: %3 → %4")
                .replace("%1", who).replace("%2", dice).replace("%3", src).replace("%4", dst))
    elif move.kind == "swap":
        text = (QCoreApplication.translate("Texts", "%1 spends 1:1 to swap into the rest cell beside %2")
                .replace("%1", who).replace("%2", move.frm[1:]))
    elif move.kind == "ransom":
        holder = _seat_of(move.frm)
        text = (QCoreApplication.translate("Texts", "%1 ransoms a token from %2 with a 6")
                .replace("%1", who).replace("%2", _who(holder, names)))
    elif move.kind == "gift":
        if move.frm == "nest":
            text = QCoreApplication.translate("Texts", "%1 takes the gift of 6: brings a token out").replace("%1", who)
        else:
            text = (QCoreApplication.translate("Texts", "%1 takes the gift of 6: %2 → %3")
                    .replace("%1", who).replace("%2", src).replace("%3", dst))
    elif move.kind == "exchange":   # RU-9: who gave what to whom (the button's words are "your ...")
        holder = _seat_of(move.frm)
        if not move.captures:
            return (QCoreApplication.translate("Texts", "%1 frees a token held by %2 (exchange)")
                    .replace("%1", who).replace("%2", _who(holder, names)))
        given = move.captures[0][0]
        if given == holder:
            return (QCoreApplication.translate("Texts", "%1 and %2 exchange prisoners: each gets their own "
                                               "token back")
                    .replace("%1", who).replace("%2", _who(holder, names)))
        return (QCoreApplication.translate("Texts", "%1 hands %2's token, a prisoner, to %3 and gets their own "
                                           "token back")
                .replace("%1", who).replace("%2", _who(given, names)).replace("%3", _who(holder, names)))
    elif move.kind == "reward":
        text = (QCoreApplication.translate("Texts", "%1 takes the reward of the third double: %2 → %3")
                .replace("%1", who).replace("%2", src).replace("%3", dst))
    elif move.kind == "pass":
        return QCoreApplication.translate("Texts", "%1 declines the reward").replace("%1", who)
    elif move.kind == "mirror" and move.to == "nest":
        text = QCoreApplication.translate("Texts", "%1 brings a token back from the arrow cell to the nest").replace("%1", who)
    elif move.kind == "mirror":
        text = QCoreApplication.translate("Texts", "%1 moves a token off the mirror with a 6").replace("%1", who)
    else:
        text = QCoreApplication.translate("Texts", "%1: %2 → %3").replace("%1", who).replace("%2", src).replace("%3", dst)
    for seat, _token in move.captures:
        victim = (names or {}).get(seat) or colour_name(seat)
        text += QCoreApplication.translate("Texts", ", captures %1").replace("%1", victim)
    if move.to == "goal" and not _names_destination(move):   # "→ the goal" says it already
        text += QCoreApplication.translate("Texts", " and reaches the goal")
    return text


def _names_destination(move: Move) -> bool:
    """The move's log line ends its path with "→ <destination>"."""
    if move.kind in ("enter", "penalty", "rest", "swap", "ransom", "exchange", "pass", "mirror"):
        return False
    return not (move.kind == "gift" and move.frm == "nest")


def _seat_of(location: str) -> int:
    """The holder of a prison location "P<h>" (-1 otherwise)."""
    return int(location[1:]) if location[:1] == "P" and location[1:].isdigit() else -1


def _who(seat: int, names: dict[int, str] | None) -> str:
    return (names or {}).get(seat) or colour_name(seat)


def describe_choice(move: Move, names: dict[int, str] | None = None) -> str:
    """The text of a panel button for a decision made without clicking the board."""
    if move.kind == "pass":
        return QCoreApplication.translate("Texts", "Decline the reward")
    if move.kind == "exchange":
        holder = _seat_of(move.frm)
        if not move.captures:
            return (QCoreApplication.translate("Texts", "Exchange: free your token held by %1")
                    .replace("%1", _who(holder, names)))
        given = move.captures[0][0]
        if given == holder:
            return (QCoreApplication.translate("Texts", "Exchange: your %1 prisoner for your token held by %2")
                    .replace("%1", colour_name(given)).replace("%2", _who(holder, names)))
        return (QCoreApplication.translate("Texts", "Exchange: hand your %1 prisoner to %2 for your token they hold")
                .replace("%1", colour_name(given)).replace("%2", _who(holder, names)))
    return describe_move(move, names)


def describe_reason(reason: Reason) -> str:
    """The sentence for why a token cannot move, ending with the rule id."""
    p = reason.params
    sq = str(p.get("square", "")).lstrip("T")
    why = reason.why
    if why == "overshoot":
        text = QCoreApplication.translate("Texts", "The goal must be reached by the exact count: this token can move at most %1.").replace("%1", str(p.get("max", 0)))
    elif why == "blocked" and reason.rule == "RU-4":
        text = QCoreApplication.translate("Texts", "A token on square %1 is in the way: tokens may not jump over others.").replace("%1", sq)
    elif why == "blocked":
        text = QCoreApplication.translate("Texts", "A blockade on square %1 is in the way: nobody may pass it.").replace("%1", sq)
    elif why == "full":
        text = QCoreApplication.translate("Texts", "Square %1 already holds two tokens.").replace("%1", sq)
    elif why == "safe_occupied":
        text = QCoreApplication.translate("Texts", "Square %1 is safe and held by an opponent: you cannot land there.").replace("%1", sq)
    elif why == "start_full":
        text = QCoreApplication.translate("Texts", "Your start square %1 is full.").replace("%1", sq)
    elif why == "start_blocked":
        text = QCoreApplication.translate("Texts", "An opponent's blockade stands on your start square %1.").replace("%1", sq)
    elif why == "needs_enter":
        text = QCoreApplication.translate("Texts", "A token leaves the nest only with a %1.").replace("%1", str(p.get("need", 5)))
    elif why == "game_over":
        text = QCoreApplication.translate("Texts", "The game is over.")
    elif why == "not_your_turn":
        text = QCoreApplication.translate("Texts", "It is not this player's turn.")
    elif why == "roll_first":
        text = QCoreApplication.translate("Texts", "Roll the dice first.")
    elif why == "at_goal":
        text = QCoreApplication.translate("Texts", "This token has reached the goal.")
    elif why == "third_six":
        text = QCoreApplication.translate("Texts", "A third six in a row is not played.")
    elif why == "must_enter":
        text = QCoreApplication.translate("Texts", "Bringing a token out is compulsory when you can.")
    elif why == "must_open_blockade":
        text = QCoreApplication.translate("Texts", "With a six you must open one of your blockades.")
    elif why == "use_whole_roll":
        text = QCoreApplication.translate("Texts", "You must use as much of the roll as possible, and this move would waste a die.")
    elif why == "blockade_too_old":
        text = QCoreApplication.translate("Texts", "Your blockade on square %1 has stood %2 turns: open it first.").replace("%1", sq).replace("%2", str(p.get("turns", 3)))
    elif why == "exact":
        text = QCoreApplication.translate("Texts", "A token goes home only by the exact count to the innermost free home cell.")
    elif why == "own_token":
        text = QCoreApplication.translate("Texts", "Square %1 holds your own token: tokens do not stack here.").replace("%1", sq)
    elif why == "larger_die":
        text = QCoreApplication.translate("Texts", "Only one die can be played, so it must be the larger one (%1).").replace("%1", str(p.get("die", "")))
    elif why == "must_jump_back":
        text = QCoreApplication.translate("Texts", "With a 3 on a mirror corner, the backward diagonal jump is compulsory.")
    elif why == "must_capture":
        text = QCoreApplication.translate("Texts", "Capturing is compulsory: play a move that captures.")
    elif why == "covered":
        text = QCoreApplication.translate("Texts", "This resting token is covered: square %1 beside it is taken.").replace("%1", sq)
    elif why == "needs_ransom":
        text = QCoreApplication.translate("Texts", "A prisoner is ransomed with a 6.")
    elif why == "needs_six":
        text = QCoreApplication.translate("Texts", "A token on the mirror needs a 6 to move.")
    elif why == "one_enter":
        text = QCoreApplication.translate("Texts", "Only one token comes out per roll.")
    elif why == "bound":
        text = QCoreApplication.translate("Texts", "The other die belongs to the token just brought out.")
    elif why == "at_home":
        text = QCoreApplication.translate("Texts", "Tokens at home never move again.")
    elif why == "roll_used":
        text = QCoreApplication.translate("Texts", "The roll is used up.")
    elif why == "reward_ring_only":
        text = QCoreApplication.translate("Texts", "The reward takes a token from the track or a rest cell straight home.")
    elif why == "only_move":
        text = QCoreApplication.translate("Texts", "A player who can move must, and no other move is legal with this roll.")
    elif why == "gift_cannot_move":
        text = QCoreApplication.translate("Texts", "The gift of 6 is played by the capturer, not by this token.")
    else:
        text = QCoreApplication.translate("Texts", "This token cannot move now.")
    return f"{text} ({reason.rule})"


def reasons_html(reasons: list[Reason]) -> str:
    """:func:`describe_reason` for each reason as rich text, its rule id a ``rule:<id>`` link
    (the window opens that rule's paragraph in the help)."""
    from html import escape   # (html loads its entity table: not at start-up)

    parts = []
    for reason in reasons:
        text = describe_reason(reason)
        tail = f"({reason.rule})"
        if text.endswith(tail):
            parts.append(escape(text[:-len(tail)]) + f'<a href="rule:{reason.rule}">{tail}</a>')
        else:
            parts.append(escape(text))
    return " ".join(parts)


# The reasons that say a rule forces the move (the whole-roll and compulsion rules).
_COMPULSION = ("must_enter", "must_capture", "must_open_blockade", "use_whole_roll", "larger_die",
               "must_jump_back", "blockade_too_old", "bound")


def compulsory_reason(pos, move: Move) -> str:
    """Why the hinted move is the only one: the rule that keeps the player's other tokens still
    (e.g. "Bringing a token out is compulsory when you can. (ES-2)"), else the preset's rule
    that a player who can move must (PL-6, RU-5, PA-4: e.g. 4·5 with every token in the nest,
    where only the 5 can bring one out)."""
    from parchis_desktop.engine import explain
    for token in range(len(pos.tokens[move.seat])):
        if token == move.token:
            continue
        for reason in explain(pos, move.seat, token):
            if reason.why in _COMPULSION:
                return describe_reason(reason)
    rule = pos.rules.rule_ids.get("use_roll")
    return describe_reason(Reason(rule, "only_move", {})) if rule else ""


def hint_reason(word: str) -> str:
    """The Hint's reason word (ai.hint.HINT_REASONS) in a few words: why the move is good,
    not what it does (the move's own description says that)."""
    words = {
        "capture": QCoreApplication.translate("Texts", "it sets an opponent back"),
        "safety": QCoreApplication.translate("Texts", "it reaches safety"),
        "escape": QCoreApplication.translate("Texts", "it escapes a threat"),
        "blockade": QCoreApplication.translate("Texts", "it builds a blockade"),
        "enter": QCoreApplication.translate("Texts", "more tokens in play give more choices"),
        "home": QCoreApplication.translate("Texts", "it heads home"),
        "ransom": QCoreApplication.translate("Texts", "a freed token can race again"),
        "shortcut": QCoreApplication.translate("Texts", "the mirror saves many squares"),
        "progress": QCoreApplication.translate("Texts", "it makes the best progress"),
        "compulsory": QCoreApplication.translate("Texts", "it is the only move the rules allow"),
    }
    return words.get(word, word)

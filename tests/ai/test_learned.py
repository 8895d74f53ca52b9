"""The learned value function (issue 29): reproducible training, the weights' checksum and the
fallback to the hand-made evaluation, the win chances it gives."""
from __future__ import annotations

import hashlib
import json
import logging
from pathlib import Path

import pytest

from parchis_desktop.ai import learned, value_training as vt, win_probabilities
from parchis_desktop.ai.value_features import FEATURES
from parchis_desktop.engine import Position


def P(tokens, variant="parchis", turn=0, rules=None):
    data = {"variant": variant, "tokens": tokens, "turn": turn}
    if rules:
        data["rules"] = rules
    return Position.from_json(data)


#: Seat 0 nearly home, the others in their nests; and the other way round (G-1: first home wins).
WON = [["H7", "goal", "goal", "goal"], ["nest"] * 4, ["nest"] * 4, ["nest"] * 4]
LOST = [["nest"] * 4, ["H7", "goal", "goal", "goal"], ["nest"] * 4, ["nest"] * 4]


def _weights(hand=1.3, **others):
    w = [0.0] * len(FEATURES)
    w[FEATURES.index("hand")] = hand
    for name, v in others.items():
        w[FEATURES.index(name)] = v
    return w


def _ship(folder, kind, weights, damage=None):
    """A weights folder with one file for ``kind`` and its manifest (``damage``: bytes written
    instead after the checksum was taken)."""
    name = learned.file_name(*kind)
    raw = json.dumps({"format": learned.FORMAT, "features": list(FEATURES), "weights": weights}).encode()
    (folder / learned.MANIFEST).write_text(json.dumps({"files": {name: hashlib.sha256(raw).hexdigest()}}))
    (folder / name).write_bytes(raw if damage is None else damage)
    return name


@pytest.fixture
def weights_dir(tmp_path):
    learned.set_weights_dir(tmp_path)
    yield tmp_path
    learned.set_weights_dir(None)


def test_a_tiny_training_run_is_reproducible():
    # Two short duels (one die, 2 players), trained twice from scratch: the same bytes.
    games_shape = []

    def once():
        games = vt.collect("spanish", 4, False, 3, vt.TRAIN_STREAM, 2, players=2)
        held = vt.collect("spanish", 4, False, 3, vt.HOLDOUT_STREAM, 1, players=2, hand=True)
        w, curve = vt.train(games, held, False, epochs=2)
        games_shape[:] = [games[0][0].shape, games[0][0]]
        return vt.weights_json("spanish", 4, 2, False, w, curve, {"games": 2}), w

    a, wa = once()
    b, _ = once()
    assert a == b
    assert wa[FEATURES.index("hand")] != 1.0   # it learned something: not the starting weights
    assert json.loads(a)["weights"] == [float(f"{v:.9g}") for v in wa]
    # other dice, other games: the seed is what the weights depend on
    other = vt.collect("spanish", 4, False, 4, vt.TRAIN_STREAM, 1, players=2)
    assert other[0][0].shape != games_shape[0] or (other[0][0] != games_shape[1]).any()


def test_self_play_is_the_hand_made_strong_player_the_weights_were_trained_on():
    # A russian duel: the Strong level scores its plans with the learned model there
    # (StrongBot.LEARNED_KINDS), the training's self-play keeps the hand-made evaluation -- the
    # moves of the frozen strong-m2 -- so the shipped weights stay the script's.
    from parchis_desktop.ai.bots import StrongBot
    assert ("russian", 2) in StrongBot.LEARNED_KINDS
    learned.set_weights_dir(None)
    for index in (0, 1):
        a, wa, _ = vt.play_game("russian", 4, False, 1, vt.TRAIN_STREAM + index, players=2, hand=False)
        b, wb, _ = vt.play_game("russian", 4, False, 1, vt.TRAIN_STREAM + index, players=2, hand=False,
                                bot="strong-m2")
        assert wa == wb and a.shape == b.shape and (a == b).all()


def test_good_weights_are_used(weights_dir):
    pos = P(WON)
    _ship(weights_dir, learned.kind_of(pos), _weights(hand=3.0))
    wp = win_probabilities(pos)
    hand = win_probabilities(pos, learned=False)
    assert wp != hand
    assert abs(sum(wp) - 1) < 1e-9
    assert learned.problems() == {}


@pytest.mark.parametrize("damage, reason", [(b'{"format": 1, "weights": [1, 2', "checksum"), (None, "missing")])
def test_damaged_or_missing_weights_fall_back_once(weights_dir, caplog, damage, reason):
    pos = P(WON)
    name = _ship(weights_dir, learned.kind_of(pos), _weights(hand=3.0), damage=damage or b"x")
    if damage is None:
        (weights_dir / name).unlink()
    with caplog.at_level(logging.WARNING, logger="parchis_desktop.ai.learned"):
        first = win_probabilities(pos)
        second = win_probabilities(P(LOST))
    assert first == win_probabilities(pos, learned=False)        # the hand-made evaluation
    assert second == win_probabilities(P(LOST), learned=False)
    assert learned.problems() == {name: reason}
    said = [r for r in caplog.records if name in r.getMessage()]
    assert len(said) == 1 and "hand-made" in said[0].getMessage()


def test_checksum_right_but_content_wrong_is_damaged(weights_dir):
    pos = P(WON)
    kind = learned.kind_of(pos)
    name = learned.file_name(*kind)
    raw = json.dumps({"format": learned.FORMAT, "features": list(FEATURES), "weights": [1.0, 2.0]}).encode()
    (weights_dir / learned.MANIFEST).write_text(json.dumps({"files": {name: hashlib.sha256(raw).hexdigest()}}))
    (weights_dir / name).write_bytes(raw)
    assert win_probabilities(pos) == win_probabilities(pos, learned=False)
    assert learned.problems() == {name: "damaged"}


def test_kinds_without_weights_stay_hand_made_silently(weights_dir, caplog):
    (weights_dir / learned.MANIFEST).write_text(json.dumps({"files": {}}))
    pos = P(WON)
    with caplog.at_level(logging.WARNING):
        assert win_probabilities(pos) == win_probabilities(pos, learned=False)
    assert learned.problems() == {} and not caplog.records
    custom = P(WON, rules={"capture_bonus": 10})
    assert learned.kind_of(custom) is None            # a custom rule set: not what was trained


def test_shipped_weights_load_and_rank_a_won_position_above_a_lost_one():
    learned.set_weights_dir(None)
    won, lost = P(WON), P(LOST)
    model = learned.load_model(learned.kind_of(won))
    assert model is not None, learned.problems()
    a = learned.win_chances(won)
    b = learned.win_chances(lost)
    assert abs(sum(a) - 1) < 1e-9 and abs(sum(b) - 1) < 1e-9
    # (the hand-made evaluation gives this extreme 0.83 too: its temperature follows the mean race)
    assert a[0] > 0.75 and b[0] < 0.1
    assert a[0] > b[0]
    assert win_probabilities(won) == a                 # the one entry point answers from it
    # ... but not where constants are given: the Expert's numbers (search, review, puzzles)
    from parchis_desktop.ai.evaluate import CONSTANTS
    assert win_probabilities(won, CONSTANTS) == win_probabilities(won, learned=False) != a


def test_team_chances_are_the_teams_and_sum_to_one():
    # TM-1: seats 0 and 2 against 1 and 3; seat 0 almost home.
    pos = P([["H7", "goal", "goal", "goal"], ["nest"] * 4, ["nest", "nest", "T30", "nest"], ["nest"] * 4],
            rules={"teams": True})
    model = learned.Model(learned.kind_of(pos), _weights(hand=1.0, goal=2.0, risk_tokens=-1.0))
    wp = learned.win_chances(pos, model)
    assert wp[0] == wp[2] and wp[1] == wp[3]
    assert abs(wp[0] + wp[1] - 1) < 1e-9
    assert wp[0] > 0.9
    learned.set_weights_dir(None)                 # the shipped teams weights: the same shape
    shipped = win_probabilities(pos)
    assert learned.load_model(learned.kind_of(pos)) is not None
    assert shipped[0] == shipped[2] and shipped[1] == shipped[3] and abs(shipped[0] + shipped[1] - 1) < 1e-9
    assert shipped[0] > shipped[1]


def test_the_search_cache_with_the_learned_model():
    learned.set_weights_dir(None)
    from parchis_desktop.ai.search import LeafCache

    pos = P([["T5", "nest", "nest", "nest"], ["nest"] * 4, ["T40", "nest", "nest", "nest"], ["nest"] * 4])
    cache, hand = learned.LearnedLeafCache(), LeafCache()
    v = cache.values(pos)
    wp = learned.win_chances(pos)
    assert all(abs(a - b) < 0.03 for a, b in zip(v, wp))   # the win chance plus a small race term
    assert v == learned.utilities(pos, learned.load_model(learned.kind_of(pos)))
    assert v != hand.values(pos)
    duel = P([["T5", "nest", "nest", "nest"], [], ["T40", "nest", "nest", "nest"], []], variant="parchis",
             rules={"capture_bonus": 10})                             # custom rules: no weights
    assert cache.values(duel) == hand.values(duel)


def test_the_strong_player_uses_it_where_it_measured_stronger():
    # Russian and parchis, four players: the learned utilities; a spanish duel (not measured
    # stronger): the hand-made ones, though it has weights.
    learned.set_weights_dir(None)
    from parchis_desktop.ai.bots import StrongBot
    from parchis_desktop.ai.evaluate import CONSTANTS, STRONG_CONSTANTS
    from parchis_desktop.ai.search import LeafCache

    tokens = [["T5", "nest", "nest", "nest"], ["nest"] * 4, ["T40", "nest", "nest", "nest"], ["nest"] * 4]
    parchis = P(tokens)
    russian = P([seat + ["nest"] for seat in tokens], variant="russian")   # five tokens (RU-1)
    duel = P([tokens[0], [], tokens[2], []], variant="spanish")                 # two players
    bot = StrongBot()
    assert {("russian", 4), ("parchis", 4)} <= bot.LEARNED_KINDS and ("spanish", 2) not in bot.LEARNED_KINDS
    hand = LeafCache(STRONG_CONSTANTS, duel_k=CONSTANTS)
    for pos in (russian, parchis):
        assert bot.cache.values(pos) == learned.utilities(pos, learned.load_model(learned.kind_of(pos)))
        assert bot.cache.values(pos) != hand.values(pos)
    assert learned.load_model(learned.kind_of(duel)) is not None
    assert bot.cache.values(duel) == hand.values(duel)


def _shipped_model(name):
    from parchis_desktop.ai.learned import Model
    kind, w = vt.read_weights(learned.weights_dir() / name)
    return kind, Model(kind, w), w


def test_on_policy_self_play_is_the_learned_strong_player(weights_dir):
    # policy "learned": every seat is the Strong player scoring its plans with the given model --
    # game by game the moves of strong-td with that model in the weights folder -- and not the
    # pinned hand-made player's games.
    learned.set_weights_dir(None)
    kind, model, w = _shipped_model("russian-4seats-2p.json")
    learned.set_weights_dir(weights_dir)
    _ship(weights_dir, kind, [float(v) for v in w])
    differs = False
    for index in (0, 1):
        a, wa, _ = vt.play_game("russian", 4, False, 1, vt.TRAIN_STREAM + index, players=2, hand=False,
                                policy="learned", model=model)
        b, wb, _ = vt.play_game("russian", 4, False, 1, vt.TRAIN_STREAM + index, players=2, hand=False,
                                bot="strong-td")
        assert wa == wb and a.shape == b.shape and (a == b).all()
        c, wc, _ = vt.play_game("russian", 4, False, 1, vt.TRAIN_STREAM + index, players=2, hand=False)
        differs = differs or wc != wa or c.shape != a.shape or (c != a).any()
    assert differs


def test_mixed_policy_puts_the_model_in_one_rotating_seat(monkeypatch):
    learned.set_weights_dir(None)
    _, model, _ = _shipped_model("spanish-4seats-4p.json")
    made = []
    real = vt.self_play_bot
    monkeypatch.setattr(vt, "self_play_bot", lambda bot, seed, m=None: made.append(m) or real(bot, seed, m))
    for index in (0, 1, 2, 3, 4):
        made.clear()
        vt.play_game("spanish", 4, False, 1, index, hand=False, policy="mixed", model=model)
        assert made == [model if s == index % 4 else None for s in range(4)]
    made.clear()
    vt.play_game("spanish", 4, False, 1, 0, hand=False, policy="learned", model=model)
    assert made == [model] * 4
    with pytest.raises(ValueError):          # a model of another kind
        vt.play_game("spanish", 4, False, 1, 0, players=2, policy="mixed", model=model)
    with pytest.raises(ValueError):          # the pinned default takes no model
        vt.play_game("spanish", 4, False, 1, 0, model=model)


_ROOT = Path(__file__).resolve().parents[2]


def _train_value_script():
    """scripts/train_value.py as a module (it is a script, not a package module)."""
    import importlib.util
    spec = importlib.util.spec_from_file_location("train_value", _ROOT / "scripts" / "train_value.py")
    tv = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tv)
    return tv


def test_the_training_script_on_policy_is_reproducible(tmp_path):
    tv, init = _train_value_script(), _ROOT / "resources" / "value" / "spanish-4seats-2p.json"
    runs = []
    for out, policy in (("a", "mixed"), ("b", "mixed"), ("c", "hand")):
        path = tv.run("spanish", 4, 2, 3, holdout=1, epochs=1, out=tmp_path / out, quiet=True, players=2,
                      policy=policy, init=init if policy != "hand" else None)
        runs.append(path.read_bytes())
    assert runs[0] == runs[1]                                   # same arguments, same bytes
    meta = json.loads(runs[0])["training"]
    assert meta["policy"] == "mixed" and meta["init"] == hashlib.sha256(init.read_bytes()).hexdigest()
    assert "policy" not in json.loads(runs[2])["training"]      # the pinned default: its bytes as before
    assert json.loads(runs[0])["weights"] != json.loads(runs[2])["weights"]
    with pytest.raises(SystemExit):                             # on-policy needs the weights to play
        tv.run("spanish", 4, 2, 3, holdout=1, epochs=1, out=tmp_path / "d", quiet=True, players=2, policy="learned")


def test_training_rounds_in_one_command_are_the_chained_rounds(tmp_path):
    # --rounds 2 --seed 3: round 1 on seed 3 from --init, round 2 on seed 4 from round 1's weights;
    # the same bytes as the two commands chained by hand, and only the last file in --out.
    tv, init = _train_value_script(), _ROOT / "resources" / "value" / "spanish-4seats-2p.json"
    small = {"holdout": 1, "epochs": 1, "quiet": True, "players": 2}
    one = tv.run("spanish", 4, 2, 3, out=tmp_path / "r1", policy="mixed", init=init, **small)
    two = tv.run("spanish", 4, 2, 4, out=tmp_path / "r2", policy="mixed", init=one, **small)
    both = tv.run_rounds("spanish", 4, 2, 3, 2, init, "mixed", out=tmp_path / "both", **small)
    assert both.read_bytes() == two.read_bytes() != one.read_bytes()
    assert json.loads(both.read_bytes())["training"]["init"] == hashlib.sha256(one.read_bytes()).hexdigest()
    assert sorted(p.name for p in (tmp_path / "both").iterdir()) == sorted([both.name, "manifest.json"])
    with pytest.raises(SystemExit):                             # rounds of the pinned default: no
        tv.run_rounds("spanish", 4, 2, 3, 2, init, "hand", out=tmp_path / "x", **small)

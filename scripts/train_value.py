#!/usr/bin/env python3
"""Train the learned value function for one preset and board kind (TD(lambda) self-play).

    nice -n 10 python scripts/train_value.py --preset parchis --seats 4 --games 1000 --seed 1
                                             [--players N] [--teams] [--holdout 200] [--epochs 6] [--lam 0.9]
                                             [--l2 0.001] [--out resources/value]
                                             [--curve docs/value-training.png]
                                             [--policy hand|learned|mixed --init WEIGHTS.json [--rounds K]]
    python scripts/train_value.py --plot-only          # redraw the curves from the shipped files

Plays ``--games`` Strong self-play games (and ``--holdout`` others, on other dice), learns the
weights (parchis_desktop/ai/value_training.py), writes ``<preset>-<seats>[-teams].json`` into
``--out`` and the SHA-256 of every weights file there into its ``manifest.json``, then redraws
the training curves of every weights file in ``--out`` into ``--curve`` (a PNG, drawn with Qt's
QPainter offscreen).  ``--policy`` says who plays the games (value_training.POLICIES): ``hand``
(the default, the hand-made one-roll Strong player in every seat, what the shipped weights were
trained on), ``learned`` (the Strong player scoring its plans with the ``--init`` weights in every
seat: on-policy) or ``mixed`` (that player in one seat a game, rotating, the hand-made one in the
others); with ``--init`` the training starts from those weights.  ``--rounds K`` iterates an on-policy
policy: round r plays on the dice of seed ``--seed + r - 1`` with the weights of round r - 1 (the
first with ``--init``) and starts from them; only the last round's file is written into ``--out``
(the others go to a temporary folder), so one command rebuilds the end of a chain of rounds.
The same arguments write the same bytes (the dice, the bots and the arithmetic are all
deterministic).  The shipped weights and the commands that made them:
docs/ai-tuning.md.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from parchis_desktop.ai import value_training as vt  # noqa: E402
from parchis_desktop.ai.learned import MANIFEST, Model, file_name  # noqa: E402
from parchis_desktop.store.files import write_atomic  # noqa: E402

DEFAULT_OUT = ROOT / "resources" / "value"
DEFAULT_CURVE = ROOT / "docs" / "value-training.png"


def write_manifest(folder: Path) -> dict:
    files = {p.name: hashlib.sha256(p.read_bytes()).hexdigest()
             for p in sorted(folder.glob("*.json")) if p.name != MANIFEST}
    write_atomic(folder / MANIFEST, json.dumps({"files": files}, indent=1, sort_keys=True) + "\n")
    return files


def run(preset: str, seats: int, games: int, seed: int, teams: bool = False, holdout: int | None = None,
        epochs: int = 6, lam: float = 0.9, l2: float = 1e-3, out: Path = DEFAULT_OUT, quiet: bool = False,
        players: int | None = None, policy: str = "hand", init: Path | None = None) -> Path:
    """Train and write one weights file (and the manifest); returns its path."""
    players = players or seats
    model = start = None
    if init is not None:
        kind, start = vt.read_weights(init)
        if kind != (preset, seats, players, bool(teams)):
            raise SystemExit(f"--init {init}: weights for {kind}, not {(preset, seats, players, bool(teams))}")
        model = Model(kind, start)
    if policy != "hand" and model is None:
        raise SystemExit(f"--policy {policy} plays with the --init weights: give them")
    play = {"policy": policy, "model": model if policy != "hand" else None}
    holdout = max(1, games // 5) if holdout is None else holdout
    t0 = time.process_time()

    def progress(i, n):
        if not quiet and (i % 50 == 0 or i == n):
            print(f"  {i}/{n} games ({time.process_time() - t0:.0f} s CPU)", flush=True)

    train_set = vt.collect(preset, seats, teams, seed, vt.TRAIN_STREAM, games, players, progress=progress, **play)
    held = vt.collect(preset, seats, teams, seed, vt.HOLDOUT_STREAM, holdout, players, hand=True,
                      progress=progress, **play)
    w, curve = vt.train(train_set, held, teams, lam=lam, epochs=epochs, l2=l2, start=start)
    hand_ll, hand_brier = vt.scores(held)
    meta = {"games": games, "holdout": holdout, "seed": seed, "epochs": epochs, "lambda": lam, "l2": l2,
            "samples": int(sum(len(x) for x, _, _ in train_set)),
            "hand": [float(f"{hand_ll:.6g}"), float(f"{hand_brier:.6g}")]}
    if init is not None or policy != "hand":   # (the pinned default's files keep their bytes)
        meta["policy"] = policy
        meta["init"] = hashlib.sha256(Path(init).read_bytes()).hexdigest() if init is not None else None
    data = vt.weights_json(preset, seats, players, teams, w, curve, meta)
    out.mkdir(parents=True, exist_ok=True)
    path = out / file_name(preset, seats, players, teams)
    write_atomic(path, data)
    write_manifest(out)
    if not quiet:
        ll, br = curve[-1]
        print(f"{path.name}: held-out log-loss {ll:.4f} (hand-made {hand_ll:.4f}, ratio {ll / hand_ll:.4f}); "
              f"Brier {br:.4f} (hand-made {hand_brier:.4f}, ratio {br / hand_brier:.4f}); "
              f"{time.process_time() - t0:.0f} s CPU")
    return path


def draw_curves(folder: Path, png: Path) -> None:
    """One panel per weights file: the held-out log-loss per epoch, the hand-made one dashed."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QPointF, QRectF, Qt
    from PySide6.QtGui import QColor, QFont, QGuiApplication, QImage, QPainter, QPen

    app = QGuiApplication.instance() or QGuiApplication([])  # noqa: F841 (fonts need it)
    runs = []
    for p in sorted(folder.glob("*.json")):
        if p.name == MANIFEST:
            continue
        d = json.loads(p.read_text("utf-8"))
        runs.append((p.stem, [c[0] for c in d["curve"]], d["training"]["hand"][0], d["training"]))
    cols = 3
    rows = max(1, (len(runs) + cols - 1) // cols)
    pw, ph = 380, 220
    img = QImage(cols * pw, rows * ph + 30, QImage.Format.Format_RGB32)
    img.fill(QColor("white"))
    qp = QPainter(img)
    qp.setRenderHint(QPainter.RenderHint.Antialiasing)
    font = QFont()
    font.setPixelSize(12)
    qp.setFont(font)
    qp.setPen(QColor("black"))
    qp.drawText(QRectF(0, 4, cols * pw, 22), Qt.AlignmentFlag.AlignCenter,
                "Held-out log-loss per TD(lambda) epoch (solid: learned; dashed: hand-made evaluation)")
    for i, (name, ll, hand, meta) in enumerate(runs):
        x0, y0 = (i % cols) * pw + 60, (i // cols) * ph + 50
        w, h = pw - 80, ph - 70
        lo, hi = min(ll + [hand]), max(ll + [hand])
        pad = max(1e-4, (hi - lo) * 0.15)
        lo, hi = lo - pad, hi + pad

        def pt(e, v):
            return QPointF(x0 + w * e / max(1, len(ll) - 1), y0 + h * (hi - v) / (hi - lo))

        qp.setPen(QPen(QColor("#888888"), 1))
        qp.drawRect(QRectF(x0, y0, w, h))
        qp.setPen(QColor("black"))
        qp.drawText(QRectF(x0, y0 - 20, w, 18), Qt.AlignmentFlag.AlignCenter,
                    f"{name}: {meta['games']} games, seed {meta['seed']}"
                    + (f", {meta['policy']}" if meta.get("policy", "hand") != "hand" else ""))
        for v in (lo + pad, hi - pad):
            qp.drawText(QRectF(x0 - 58, pt(0, v).y() - 8, 54, 16), Qt.AlignmentFlag.AlignRight, f"{v:.4f}")
        qp.drawText(QRectF(x0, y0 + h + 2, w, 16), Qt.AlignmentFlag.AlignCenter, f"epoch 0 .. {len(ll) - 1}")
        qp.setPen(QPen(QColor("#cc3333"), 1.5, Qt.PenStyle.DashLine))
        qp.drawLine(pt(0, hand), pt(len(ll) - 1, hand))
        qp.setPen(QPen(QColor("#2255cc"), 2))
        for e in range(1, len(ll)):
            qp.drawLine(pt(e - 1, ll[e - 1]), pt(e, ll[e]))
    qp.end()
    png.parent.mkdir(parents=True, exist_ok=True)
    if not img.save(str(png)):
        raise SystemExit(f"could not write {png}")


def run_rounds(preset: str, seats: int, games: int, seed: int, rounds: int, init: Path, policy: str = "mixed",
               out: Path = DEFAULT_OUT, quiet: bool = False, **kw) -> Path:
    """``rounds`` on-policy rounds, each from the weights of the one before (the first from
    ``init``), round r on the dice of seed ``seed + r - 1``; the same bytes as the rounds run one
    by one with ``--seed`` and ``--init`` chained.  Only the last round is written into ``out``."""
    import shutil
    import tempfile

    if policy == "hand" or rounds < 1:
        raise SystemExit("--rounds iterates an on-policy training: give --policy learned|mixed and --init")
    with tempfile.TemporaryDirectory(prefix="train-rounds-") as tmp:
        for r in range(1, rounds + 1):
            last = r == rounds
            folder = out if last else Path(tmp) / f"round{r}"
            if not quiet:
                print(f"round {r}/{rounds}: seed {seed + r - 1}, --init {init}", flush=True)
            path = run(preset, seats, games, seed + r - 1, out=folder, quiet=quiet, policy=policy, init=init, **kw)
            if not last:
                kept = Path(tmp) / f"init{r}.json"
                shutil.copyfile(path, kept)
                init = kept
    return path


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--preset", default="parchis")
    ap.add_argument("--seats", type=int, default=4)
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--players", type=int, default=None, help="players (default: one a seat)")
    ap.add_argument("--teams", action="store_true", help="partners seated opposite (TM-1)")
    ap.add_argument("--holdout", type=int, default=None, help="held-out games (default: games / 5)")
    ap.add_argument("--epochs", type=int, default=6)
    ap.add_argument("--lam", type=float, default=0.9)
    ap.add_argument("--l2", type=float, default=1e-3, help="pull towards the hand-made weights")
    ap.add_argument("--policy", choices=vt.POLICIES, default="hand",
                    help="who plays the games: hand (default), learned (the --init weights, every seat), "
                         "mixed (the --init weights in one seat a game)")
    ap.add_argument("--init", type=Path, default=None, help="weights file to play with and start from")
    ap.add_argument("--rounds", type=int, default=1,
                    help="on-policy rounds, each from the weights of the one before (seeds --seed, --seed + 1, ...)")
    ap.add_argument("--out", type=Path, default=DEFAULT_OUT)
    ap.add_argument("--curve", type=Path, default=DEFAULT_CURVE)
    ap.add_argument("--no-curve", action="store_true")
    ap.add_argument("--plot-only", action="store_true")
    args = ap.parse_args(argv)
    if not args.plot_only and args.rounds != 1:
        run_rounds(args.preset, args.seats, args.games, args.seed, args.rounds, args.init, args.policy, args.out,
                   teams=args.teams, holdout=args.holdout, epochs=args.epochs, lam=args.lam, l2=args.l2,
                   players=args.players)
    elif not args.plot_only:
        run(args.preset, args.seats, args.games, args.seed, args.teams, args.holdout, args.epochs, args.lam,
            args.l2, args.out, players=args.players, policy=args.policy, init=args.init)
    if not args.no_curve:
        draw_curves(args.out, args.curve)
    return 0


if __name__ == "__main__":
    sys.exit(main())

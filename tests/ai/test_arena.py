"""Arena: seat rotation, accounting, JSON shape, plug-in bots that misbehave."""
from __future__ import annotations

import io
import json
import textwrap
from contextlib import redirect_stdout

import pytest

from parchis_desktop import cli
from parchis_desktop.ai.arena import ArenaError, play_game, run_arena, wilson
from parchis_desktop.ai.plugin import PluginBot
from parchis_desktop.engine import Position, legal_moves


def _report(**kw):
    return run_arena(**kw)["report"]


def test_seats_rotate_so_every_bot_sits_everywhere():
    specs = ["random", "beginner", "casual", "strong"]
    seen = {s: set() for s in specs}
    for i in range(4):
        r = play_game("parchis", 4, specs, i, seed=1)
        assert r.seats == [0, 1, 2, 3]
        for seat, spec in zip(r.seats, r.specs):
            seen[spec].add(seat)
        assert sorted(r.specs) == sorted(specs)
    assert all(v == {0, 1, 2, 3} for v in seen.values())


def test_two_players_use_seats_0_and_2():
    r = play_game("parchis", 2, ["casual", "random"], 0, seed=3)
    assert r.seats == [0, 2]
    r1 = play_game("parchis", 2, ["casual", "random"], 1, seed=3)
    assert r1.specs == list(reversed(r.specs))


def test_accounting_and_json_shape():
    rep = _report(variant="parchis", players=4, bots=["strong", "casual", "casual", "random"], games=4, seed=5)
    assert rep["games"] == 4
    assert [e["bot"] for e in rep["bots"]] == ["strong", "casual", "random"]  # pooled, in order given
    seats = {e["bot"]: e["seats"] for e in rep["bots"]}
    assert seats == {"strong": 4, "casual": 8, "random": 4}
    assert sum(e["wins"] for e in rep["bots"]) == 4
    for e in rep["bots"]:
        assert set(e) == {"bot", "seats", "wins", "win_rate", "ci95", "decision_ms", "forfeits"}
        assert e["win_rate"] == pytest.approx(e["wins"] / e["seats"], abs=1e-4)
        lo, hi = e["ci95"]
        assert 0 <= lo <= e["win_rate"] <= hi <= 1
        assert set(e["decision_ms"]) == {"median", "p95", "max"}
        assert e["forfeits"] == 0


def test_results_do_not_depend_on_workers():
    kw = dict(variant="parchis", players=2, bots=["casual", "beginner"], games=4, seed=8)
    one, two = _report(workers=1, **kw), _report(workers=2, **kw)
    strip = lambda rep: [(e["bot"], e["seats"], e["wins"], e["forfeits"]) for e in rep["bots"]]  # noqa: E731
    assert strip(one) == strip(two)


def test_cli_arena_json_and_text():
    out = io.StringIO()
    with redirect_stdout(out):
        code = cli.main(["arena", "--players", "2", "--bots", "casual,random", "--games", "2", "--seed", "1",
                         "--json"])
    assert code == 0
    data = json.loads(out.getvalue())
    assert data["games"] == 2 and [e["bot"] for e in data["bots"]] == ["casual", "random"]
    out = io.StringIO()
    with redirect_stdout(out):
        assert cli.main(["arena", "--players", "2", "--bots", "casual,random", "--games", "2"]) == 0
    text = out.getvalue()
    assert "win rate" in text and "95% CI" in text and "forfeits" in text and "casual" in text


@pytest.mark.parametrize("args,field", [
    (["--players", "3", "--bots", "casual,random"], "bots"),
    (["--players", "2", "--bots", "casual,wizard"], "bots"),
    (["--players", "2", "--bots", "casual,/no/such/bot.py:f"], "bots"),
    (["--players", "9", "--bots", ",".join(["casual"] * 9)], "players"),
])
def test_cli_arena_bad_arguments(args, field, capsys):
    assert cli.main(["arena", "--games", "1", *args]) == 2
    assert f"error: {field}:" in capsys.readouterr().err


def test_wilson():
    lo, hi = wilson(50, 100)
    assert lo == pytest.approx(0.4038, abs=1e-3) and hi == pytest.approx(0.5962, abs=1e-3)
    assert wilson(0, 0) == (0.0, 1.0)


# -- plug-in bots -----------------------------------------------------------------------
def _bot_file(tmp_path, name, body):
    path = tmp_path / f"{name}.py"
    path.write_text(textwrap.dedent(body))
    return str(path)


def test_plugin_bot_that_plays_well_is_never_forfeited(tmp_path):
    path = _bot_file(tmp_path, "good", """
        def choose(position, moves):
            assert position["to_move"] == moves[0]["seat"]
            return len(moves) - 1
    """)
    rep = _report(variant="parchis", players=2, bots=[f"{path}:choose", "random"], games=2, seed=2)
    assert rep["bots"][0]["forfeits"] == 0
    assert rep["bots"][0]["seats"] == 2


@pytest.mark.parametrize("body", [
    "def choose(position, moves):\n    raise RuntimeError('boom')\n",
    "def choose(position, moves):\n    return 99\n",
    "def choose(position, moves):\n    return 'first'\n",
    "def choose(position, moves):\n    return True\n",
    "raise ImportError('cannot even load')\n",
    "def other(position, moves):\n    return 0\n",
])
def test_bad_plugin_bots_forfeit_without_crashing(tmp_path, body):
    path = _bot_file(tmp_path, "bad", body)
    rep = _report(variant="parchis", players=2, bots=[f"{path}:choose", "casual"], games=1, seed=4)
    bad = rep["bots"][0]
    assert bad["forfeits"] > 0
    assert sum(e["wins"] for e in rep["bots"]) == 1  # the game was played to the end


def test_slow_plugin_bot_times_out_and_is_restarted(tmp_path):
    marker = tmp_path / "slept"
    path = _bot_file(tmp_path, "slow", f"""
        import os, time
        def choose(position, moves):
            if not os.path.exists({str(marker)!r}):
                open({str(marker)!r}, "w").close()
                time.sleep(5)
            return 0
    """)
    bot = PluginBot(path, "choose", limit=0.2)
    try:
        pos = Position.from_json({"variant": "parchis", "turn": 0, "dice": [3, 4],
                                  "tokens": [["T20", "T30", "nest", "nest"], [], ["T40", "nest", "nest", "nest"], []]})
        moves = legal_moves(pos)
        index, why = bot.decide(pos)
        assert index is None and "0.2" in why
        assert bot.choose(pos) == moves[0]          # restarted, answers quickly now
        assert bot.forfeits == 0
        # Forfeits through choose() are counted.
        assert bot.decide(pos) == (0, None)
    finally:
        bot.close()


def test_arena_counts_timeouts(tmp_path):
    marker = tmp_path / "slept"
    path = _bot_file(tmp_path, "slow2", f"""
        import os, time
        def choose(position, moves):
            if not os.path.exists({str(marker)!r}):
                open({str(marker)!r}, "w").close()
                time.sleep(3)
            return 0
    """)
    summary = run_arena("parchis", 2, [f"{path}:choose", "random"], 1, seed=6, limit=0.2)
    assert summary["report"]["bots"][0]["forfeits"] == 1


def test_arena_error_type():
    with pytest.raises(ArenaError):
        run_arena("parchis", 2, ["casual"], 1)


def test_plugin_may_roll_before_a_roll(tmp_path):
    from .conftest import AVAILABLE
    if "russian" not in AVAILABLE:
        pytest.skip("the Russian board is not in the engine yet")
    path = _bot_file(tmp_path, "roller", """
        def choose(position, moves):
            return -1 if not position["dice"] else 0
    """)
    pos = Position.from_json({"variant": "russian", "turn": 0, "dice": [],
                              "tokens": [["P1", "T10", "nest", "nest", "nest"],
                                         ["P0", "T20", "nest", "nest", "nest"], [], []]})
    bot = PluginBot(path, "choose", limit=2.0)
    try:
        assert bot.decide(pos) == (None, None)
        assert bot.choose(pos) is None and bot.forfeits == 0
    finally:
        bot.close()


@pytest.mark.parametrize("variant", ["russian", "pachisi"])
def test_arena_plays_other_variants(variant):
    from .conftest import AVAILABLE
    if variant not in AVAILABLE:
        pytest.skip(f"the {variant} board is not in the engine yet")
    rep = _report(variant=variant, players=2, bots=["strong", "casual"], games=2, seed=3)
    assert sum(e["wins"] for e in rep["bots"]) == 2
    assert all(e["forfeits"] == 0 for e in rep["bots"])


# -- hostile plug-ins (issue 24, item 9) -------------------------------------------------
def _cli_arena(*args, timeout=120):
    """``parchis-cli arena`` in its own process: what a user's shell would see."""
    import os
    import subprocess
    import sys
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    env = dict(os.environ, PYTHONPATH=root + os.pathsep + os.environ.get("PYTHONPATH", ""))
    return subprocess.run([sys.executable, "-m", "parchis_desktop.cli", "arena", *args], capture_output=True,
                          text=True, timeout=timeout, env=env, cwd=root)


def test_a_bot_that_prints_does_not_break_arena_json(tmp_path):
    path = _bot_file(tmp_path, "chatty", """
        import os, sys
        print("loading the chatty bot")
        def choose(position, moves):
            print("thinking about", len(moves), "moves")
            sys.stdout.write("more words\\n")
            sys.stdout.flush()
            os.write(1, b"straight to the descriptor\\n")
            return 0
    """)
    run = _cli_arena("--players", "2", "--bots", f"{path}:choose,random", "--games", "1", "--seed", "3", "--json")
    assert run.returncode == 0, run.stderr
    data = json.loads(run.stdout)          # nothing but the report on standard output
    assert data["bots"][0]["forfeits"] == 0 and data["bots"][0]["seats"] == 1
    assert "thinking about" in run.stderr and "straight to the descriptor" in run.stderr


def test_a_bot_that_blocks_at_import_is_started_once_and_forfeits(tmp_path, monkeypatch):
    from parchis_desktop.ai import plugin
    monkeypatch.setattr(plugin, "STARTUP_LIMIT", 0.5)
    starts = []
    real_start = PluginBot._start
    monkeypatch.setattr(PluginBot, "_start", lambda self: (starts.append(1), real_start(self))[1])
    path = _bot_file(tmp_path, "stuck", """
        import time
        time.sleep(600)
        def choose(position, moves):
            return 0
    """)
    summary = run_arena("parchis", 2, [f"{path}:choose", "casual"], 2, seed=4)
    bad = summary["report"]["bots"][0]
    assert starts == [1]                               # one failed start, then disabled
    assert bad["forfeits"] == summary["extras"]["decisions"][bad["bot"]] > 0   # every decision
    assert bad["failure"] == "the bot took too long to load"
    assert sum(e["wins"] for e in summary["report"]["bots"]) == 2   # both games played out
    assert "disabled" in cli_text(summary)


def cli_text(summary):
    from parchis_desktop.ai.arena import format_report
    return format_report(summary, "parchis")


@pytest.mark.parametrize("where", ["choose", "import"])
def test_a_bot_that_kills_its_parent_is_that_bots_failure(tmp_path, where):
    kill = "os.kill(os.getppid(), signal.SIGKILL)"
    path = _bot_file(tmp_path, "killer", f"""
        import os, signal
        {kill if where == "import" else ""}
        def choose(position, moves):
            {kill}
            return 0
    """)
    run = _cli_arena("--players", "2", "--bots", f"{path}:choose,casual", "--games", "2", "--seed", "5", "--json")
    assert run.returncode == 0, run.stderr
    assert "Traceback" not in run.stderr
    data = json.loads(run.stdout)
    bad = data["bots"][0]
    assert bad["failure"] == "the bot killed its parent process" and bad["forfeits"] > 0
    assert sum(e["wins"] for e in data["bots"]) == 2


def test_a_bot_that_keeps_dying_is_disabled(tmp_path):
    from parchis_desktop.ai import plugin
    path = _bot_file(tmp_path, "dies", """
        import os
        def choose(position, moves):
            os._exit(3)
    """)
    bot = PluginBot(path, "choose", limit=5.0)
    try:
        pos = Position.from_json({"variant": "parchis", "turn": 0, "dice": [3, 4],
                                  "tokens": [["T20", "T30", "nest", "nest"], [], ["T40", "nest", "nest", "nest"], []]})
        whys = [bot.decide(pos)[1] for _ in range(plugin.MAX_DEATHS + 2)]
        assert whys[0] == "the bot process died" and bot.disabled
        assert whys[-1] == bot.disabled   # no more restarts
    finally:
        bot.close()

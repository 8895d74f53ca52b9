#!/usr/bin/env bash
# Builds a self-contained folder of the game with PyInstaller (Python and Qt
# inside): dist/parchis-desktop/parchis-desktop, packed as
# dist/parchis-desktop-<version>-linux-<arch>.tar.gz.  Uses .venv (made by
# `make run` or `make test`); installs PyInstaller there on first use.
#
#   scripts/build_bundle.sh            build and pack
#   scripts/build_bundle.sh --check    then start the bundle offscreen for a short
#                                      all-computer game (Expert included) as a check
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$here"
py=.venv/bin/python
[ -x "$py" ] || { echo "build_bundle.sh: no .venv: run 'make run' first." >&2; exit 1; }
"$py" -c 'import PyInstaller' 2>/dev/null || "$py" -m pip install -q 'pyinstaller>=6'

"$py" -m PyInstaller --noconfirm --clean --log-level WARN \
  --distpath dist --workpath build/pyinstaller packaging/parchis-desktop.spec

version=$("$py" -c 'import parchis_desktop; print(parchis_desktop.__version__)')
arch=$(uname -m)
tarball="dist/parchis-desktop-$version-linux-$arch.tar.gz"
tar -C dist -czf "$tarball" parchis-desktop
if "$py" -c 'import PySide6.QtMultimedia' 2>/dev/null; then
  sound="with sound"
else
  sound="without sound: install '.[sound]' into .venv (make run does) and build again for it"
fi
echo "Built dist/parchis-desktop/parchis-desktop and $tarball ($(du -sh dist/parchis-desktop | cut -f1) unpacked, $sound)."

if [ "${1:-}" = "--check" ]; then
  home=$(mktemp -d)
  trap 'rm -rf "$home"' EXIT
  dist/parchis-desktop/parchis-desktop --version
  # The Expert seats think in spawned children of the frozen executable.  (Were they to
  # fail, the window would quietly fall back to the Strong level in-process: so look.)
  out="$home/autoplay.out"
  HOME="$home" XDG_CONFIG_HOME="$home/config" XDG_DATA_HOME="$home/data" QT_QPA_PLATFORM=offscreen \
    timeout 300 dist/parchis-desktop/parchis-desktop --autoplay --players 2 --speed instant \
    --seed 3 --quit-at-end --lang ru >"$out" 2>&1 &
  game=$!
  worker=
  for _ in $(seq 100); do
    app=$(pgrep -P "$game" || true)    # the game itself (its parent is timeout)
    [ -n "$app" ] && worker=$(pgrep -P "$app" -f -- '--multiprocessing-fork' || true)
    [ -n "$worker" ] && break
    sleep 0.2
  done
  rc=0; wait "$game" || rc=$?
  cat "$out"
  [ -n "$worker" ] || { echo "build_bundle.sh: check failed: no Expert worker process was started." >&2; exit 1; }
  [ "$rc" = 0 ] && grep -q '^places: ' "$out" || { echo "build_bundle.sh: check failed (exit $rc)." >&2; exit 1; }
  echo "Check passed: the bundle played a game to the end, the Expert in its worker process ($worker)."
fi

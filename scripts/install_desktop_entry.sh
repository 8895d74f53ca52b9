#!/usr/bin/env bash
# Puts Parchís Desktop in the desktop's application menu: the desktop entry, the
# icon and the AppStream metadata from packaging/, for this user (XDG_DATA_HOME,
# by default ~/.local/share) or under --prefix DIR (e.g. /usr/local: DIR/share).
#
#   scripts/install_desktop_entry.sh [--prefix DIR] [--exec PATH]
#   scripts/install_desktop_entry.sh [--prefix DIR] --uninstall
#
# The entry starts `parchis-desktop`: the one on PATH, else the checkout's
# .venv/bin/parchis-desktop (what `make run` installs), else --exec PATH.
# A launcher that is not on PATH is written into the entry as an absolute path.
set -euo pipefail

ID=io.github.parchisdesktop.ParchisDesktop
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
data=${XDG_DATA_HOME:-$HOME/.local/share}
exe=
uninstall=0
while [ $# -gt 0 ]; do
  case "$1" in
    --prefix) data="$2/share"; shift 2 ;;
    --exec) exe="$2"; shift 2 ;;
    --uninstall) uninstall=1; shift ;;
    -h|--help) sed -n '2,11p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "install_desktop_entry.sh: unknown argument: $1 (see --help)" >&2; exit 2 ;;
  esac
done

apps="$data/applications"
icons="$data/icons/hicolor/scalable/apps"
meta="$data/metainfo"

refresh() {   # menus and icon caches pick the change up at once where these tools exist
  command -v update-desktop-database >/dev/null && update-desktop-database -q "$apps" 2>/dev/null || true
  if [ -f "$data/icons/hicolor/icon-theme.cache" ] && command -v gtk-update-icon-cache >/dev/null; then
    gtk-update-icon-cache -q -t "$data/icons/hicolor" 2>/dev/null || true
  fi
}

if [ "$uninstall" = 1 ]; then
  rm -f "$apps/$ID.desktop" "$icons/$ID.svg" "$meta/$ID.metainfo.xml"
  refresh
  echo "Removed Parchís Desktop from $data."
  exit 0
fi

if [ -z "$exe" ]; then
  if command -v parchis-desktop >/dev/null; then
    exe=parchis-desktop
  elif [ -x "$here/.venv/bin/parchis-desktop" ]; then
    exe="$here/.venv/bin/parchis-desktop"
  else
    echo "install_desktop_entry.sh: parchis-desktop is not installed: run 'make run' or 'pip install .' first, or give --exec PATH." >&2
    exit 1
  fi
fi
case "$exe" in
  */*) exe=$(cd "$(dirname "$exe")" && pwd)/$(basename "$exe")
       [ -x "$exe" ] || { echo "install_desktop_entry.sh: $exe is not an executable." >&2; exit 1; } ;;
esac
case "$exe" in
  *[[:space:]\"\'\\\$\`]*) echo "install_desktop_entry.sh: the path $exe has characters a desktop entry cannot start; give --exec a plainer path." >&2; exit 1 ;;
esac

mkdir -p "$apps" "$icons" "$meta"
tmp=$(mktemp "$apps/.$ID.XXXXXX")
sed -e "s|^Exec=parchis-desktop|Exec=$exe|" -e "s|^TryExec=parchis-desktop|TryExec=$exe|" \
  "$here/packaging/$ID.desktop" > "$tmp"
chmod 644 "$tmp"
mv -f "$tmp" "$apps/$ID.desktop"
install -m 644 "$here/resources/icons/parchis-desktop.svg" "$icons/$ID.svg"
install -m 644 "$here/packaging/$ID.metainfo.xml" "$meta/$ID.metainfo.xml"
refresh
echo "Parchís Desktop is in the application menu ($apps/$ID.desktop, starting $exe)."

#!/usr/bin/env bash
# Make sure the Debian/Ubuntu packages that PySide6 (Qt 6) needs are present.
#   nothing missing  -> exit 0 silently
#   root             -> apt-get install the missing ones
#   not root         -> print the apt-get line to run, exit 1
#   not Debian-like  -> print a notice, exit 0
set -euo pipefail

PYTHON="${PYTHON:-python3}"

# Libraries that Qt's core/gui/widgets libraries and the xcb (X11) platform
# plugin of the PySide6 wheels link to directly (objdump -p / ldd on
# libQt6*.so.6, plugins/platforms/libqxcb.so and libQt6XcbQpa.so.6, Qt 6.12),
# plus a font so text renders on minimal systems.
# "a|b": either name counts as installed (b is the 64-bit-time_t rename of
# Debian 13 / Ubuntu 24.04); a is what gets installed, apt maps it to b there.
packages=(
  libgl1 libegl1 'libglib2.0-0|libglib2.0-0t64' libfontconfig1 libfreetype6 libdbus-1-3
  fonts-dejavu-core libxkbcommon0 libxkbcommon-x11-0 libx11-6 libx11-xcb1
  libxcb1 libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1
  libxcb-randr0 libxcb-render0 libxcb-render-util0 libxcb-shape0 libxcb-shm0
  libxcb-sync1 libxcb-util1 libxcb-xfixes0 libxcb-xkb1
)

# The screen-reader test (tests/ui/test_atspi.py): an X server, a session bus, the AT-SPI
# bus and registry, and pyatspi (the library Orca uses) for the system python3.
packages+=(xvfb 'dbus-daemon|dbus' 'dbus-bin|dbus' at-spi2-core python3-pyatspi gir1.2-atspi-2.0)

# python3-venv only matters when this python cannot make a venv with pip
# (Debian's own python3 without python3-venv); pyenv/self-built ones can.
if ! "$PYTHON" -c 'import ensurepip, venv' >/dev/null 2>&1; then
  packages=(python3-venv "${packages[@]}")
fi

if ! command -v dpkg-query >/dev/null 2>&1; then
  echo "sysdeps: dpkg-query not found (not Debian/Ubuntu); skipping the system" \
       "library check. Qt needs OpenGL/EGL, fontconfig, xkbcommon and xcb libraries." >&2
  exit 0
fi

missing=()
is_installed() {
  [[ "$(dpkg-query -W -f='${db:Status-Status}' "$1" 2>/dev/null || true)" == "installed" ]]
}
for entry in "${packages[@]}"; do
  IFS='|' read -r -a names <<<"$entry"
  found=no
  for name in "${names[@]}"; do
    if is_installed "$name"; then found=yes; break; fi
  done
  if [[ $found == no ]]; then
    missing+=("${names[0]}")
  fi
done

if [[ ${#missing[@]} -eq 0 ]]; then
  exit 0
fi

if [[ "$(id -u)" -eq 0 ]]; then
  echo "sysdeps: installing ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update
  apt-get install -y --no-install-recommends "${missing[@]}"
else
  echo "sysdeps: missing system packages. Install them with:" >&2
  echo "  sudo apt-get install -y --no-install-recommends ${missing[*]}" >&2
  exit 1
fi

#!/bin/sh
# What the suites need beside Node, from Debian's packages, installed where missing (npm test runs
# this first): redis-server for the Redis-mode suites, Chromium for the dashboard's browser tests,
# faketime for the fixed-clock check (npm run test:clocks).
missing=""
command -v redis-server >/dev/null 2>&1 || missing="$missing redis-server"
[ -x /usr/bin/chromium ] || missing="$missing chromium"
command -v faketime >/dev/null 2>&1 || missing="$missing faketime"
[ -z "$missing" ] && exit 0
echo "the tests need:$missing"
if [ "$(id -u)" -eq 0 ]; then
  sudo=""
elif command -v sudo >/dev/null 2>&1; then
  sudo="sudo"
else
  echo "install them (apt-get install$missing) or run as root" >&2
  exit 1
fi
# shellcheck disable=SC2086
$sudo apt-get install -y --no-install-recommends $missing >/dev/null ||
  { $sudo apt-get update >/dev/null && $sudo apt-get install -y --no-install-recommends $missing >/dev/null; }

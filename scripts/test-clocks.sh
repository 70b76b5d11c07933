#!/bin/sh
# The date-sensitive suites again under fixed system clocks (libfaketime): New Year in Moscow,
# Europe's clock change and an early morning. Tests own their clock (test/support/clock.ts), so
# what the system says today must change nothing; a failure here is code reading the real date.
set -e
suites="test/features/stats test/features/digest test/features/watch test/features/claims \
  test/features/dashboard test/features/alerts"
for at in "2026-12-31 21:30:00" "2027-03-28 00:30:00" "2026-11-28 05:30:00"; do
  echo "== system clock at $at UTC"
  # shellcheck disable=SC2086
  TZ=UTC FAKETIME_DONT_FAKE_MONOTONIC=1 faketime -f "@$at" npx vitest run $suites "$@"
done

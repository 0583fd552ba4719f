#!/usr/bin/env bash
# Runs every plunit file (*.plt) in this folder, each in its own SWI-Prolog
# process: the game modules export hooks with the same names (hidden/3,
# checks/3, ...), which one process could not import side by side.
# Exit status 1 if any test fails or any file does not load.
set -u
here=$(cd "$(dirname "$0")" && pwd)
status=0
for f in "$here"/*.plt; do
    echo "plunit: $(basename "$f")"
    # --on-error/--on-warning: a file that loads with errors or warnings fails too
    swipl --on-error=status --on-warning=status -q \
          -g "consult('$f')" -g "(run_tests -> halt ; halt(1))" -t 'halt(1)' || status=1
done
exit $status

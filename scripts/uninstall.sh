#!/usr/bin/env bash
# Removes what scripts/setup.sh installed under ~/.local: exactly the files it listed in
# $XDG_DATA_HOME/intent-render/installed-files (the binary, the man page, the completion
# scripts), then that list. Debian packages setup.sh installed stay: other programs may use
# them (the list of those is in setup.sh; `apt-get remove` them if you want).
#   scripts/uninstall.sh          remove
#   scripts/uninstall.sh --dry-run  print what would be removed
set -euo pipefail

dry=""
case "${1:-}" in
  "") ;;
  --dry-run) dry=1 ;;
  *) echo "uninstall: unknown option '$1' (--dry-run)" >&2; exit 2 ;;
esac

data="${XDG_DATA_HOME:-$HOME/.local/share}"
list="$data/intent-render/installed-files"
if [ ! -f "$list" ]; then
  echo "uninstall: nothing to remove ($list not found: setup.sh did not install here)"
  exit 0
fi

while IFS= read -r file; do
  [ -n "$file" ] || continue
  if [ -e "$file" ] || [ -L "$file" ]; then
    if [ -n "$dry" ]; then echo "would remove $file"; else rm -f -- "$file" && echo "removed $file"; fi
  fi
done <"$list"
if [ -n "$dry" ]; then
  echo "would remove $list"
else
  rm -f -- "$list"
  rmdir -- "$data/intent-render" 2>/dev/null || true
  echo "uninstall: done; Debian packages setup.sh installed are left in place"
fi

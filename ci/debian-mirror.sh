# Sourced by the ci/ scripts. debian_mirror prints "URI KEYRING" of the Debian
# main archive that the machine's apt sources name for bookworm (deb822
# .sources files or one-line .list files; KEYRING may be empty), so that
# other suites are added from the same mirror without naming a host here.
debian_mirror() {
  local found="" f
  for f in /etc/apt/sources.list.d/*.sources; do
    [ -f "$f" ] || continue
    found=$(awk '
      function emit() { if (bookworm && uri != "") { print uri, key; done = 1; exit } }
      /^URIs:/ { uri = $2 }
      /^Signed-By:/ { key = $2 }
      /^Suites:/ { for (i = 2; i <= NF; i++) if ($i == "bookworm") bookworm = 1 }
      /^[[:space:]]*$/ { emit(); uri = ""; key = ""; bookworm = 0 }
      END { if (!done) emit() }' "$f")
    [ -n "$found" ] && { echo "$found"; return; }
  done
  for f in /etc/apt/sources.list /etc/apt/sources.list.d/*.list; do
    [ -f "$f" ] || continue
    found=$(awk '$1 == "deb" {
      key = ""
      for (i = 2; i <= NF; i++) {
        if ($i ~ /signed-by=/) { key = $i; sub(/.*signed-by=/, "", key); sub(/\]$/, "", key) }
        if ($i ~ /^[a-z]+:\/\// && $(i+1) == "bookworm") { print $i, key; exit }
      } }' "$f")
    [ -n "$found" ] && { echo "$found"; return; }
  done
}

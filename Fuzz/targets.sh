# Sourced by build.sh's siblings: what each fuzz target reads, its seeds and
# dictionary. Seeds are gathered at run time from Fixtures/ and Locales/
# (ours), Fuzz/seeds/<kind>/ (ours, for formats Fixtures/ lacks) and the
# third-party corpus at $L10N_CORPUS (default ../shared/corpus), which is
# read where it lies and never copied into the repository.

# Every target, cheapest first; `swift` needs swift-syntax (full build only).
FUZZ_TARGETS=(strings strings-roundtrip strings-editor stringsdict stringsdict-editor
              xcstrings xcstrings-roundtrip infoplist pbxproj xcodegen xcconfig lock xliff xliff-roundtrip config swiftgen podfile objc layout migrate swift)
# Targets that read one input format (the campaign's 10-million goal is for these).
FUZZ_READERS=(strings stringsdict xcstrings infoplist pbxproj xcodegen xcconfig lock xliff config swiftgen podfile objc swift)

# Sets KIND (dictionary and seed folder), PATTERNS (file names of seeds) and
# MAX_LEN (bytes: real tables are larger, but every construct fits in this).
target_config() {
  case "$1" in
    strings|strings-roundtrip|strings-editor) KIND=strings; PATTERNS=("*.strings"); MAX_LEN=4096 ;;
    stringsdict|stringsdict-editor|migrate)   KIND=plist; PATTERNS=("*.stringsdict"); MAX_LEN=8192 ;;
    xcstrings|xcstrings-roundtrip)            KIND=xcstrings; PATTERNS=("*.xcstrings"); MAX_LEN=8192 ;;
    infoplist)                                KIND=plist; PATTERNS=("*.plist"); MAX_LEN=8192 ;;
    pbxproj)                                  KIND=pbxproj; PATTERNS=("*.pbxproj"); MAX_LEN=16384 ;;
    xcodegen)                                 KIND=config; PATTERNS=("project.yml" "targets.yml"); MAX_LEN=4096 ;;
    xcconfig)                                 KIND=xcconfig; PATTERNS=("*.xcconfig"); MAX_LEN=2048 ;;
    lock)                                     KIND=lock; PATTERNS=("l10n.lock" "*.json"); MAX_LEN=4096 ;;
    xliff|xliff-roundtrip)                    KIND=xliff; PATTERNS=("*.xliff"); MAX_LEN=8192 ;;
    config)                                   KIND=config; PATTERNS=("*.yml" "*.yaml"); MAX_LEN=2048 ;;
    swiftgen)                                 KIND=swiftgen; PATTERNS=("swiftgen.yml" "swiftgen*.yml"); MAX_LEN=2048 ;;
    podfile)                                  KIND=podfile; PATTERNS=("Podfile" "*.podspec"); MAX_LEN=4096 ;;
    objc)                                     KIND=objc; PATTERNS=("*.m" "*.mm" "*.h"); MAX_LEN=8192 ;;
    swift)                                    KIND=swift; PATTERNS=("*.swift"); MAX_LEN=4096 ;;
    layout)                                   KIND=strings; PATTERNS=("*.strings"); MAX_LEN=512 ;;
    *) echo "unknown fuzz target: $1 (known: ${FUZZ_TARGETS[*]})" >&2; return 1 ;;
  esac
}

# Copies the seeds of target $1 into folder $2, named by content (duplicates collapse).
gather_seeds() {
  local target=$1 into=$2 root corpus
  target_config "$target"
  root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
  corpus=${L10N_CORPUS:-$root/../shared/corpus}
  mkdir -p "$into"
  local places=() place
  for place in "$root/Fixtures" "$root/Locales" "$root/Fuzz/seeds/$KIND" "$root/l10n.yml" "$corpus"; do
    if [ -e "$place" ]; then places+=("$place"); fi
  done
  if [ "$KIND" = swift ]; then places+=("$root/Sources/PipelineCode/Code"); fi
  local names=()
  for pattern in "${PATTERNS[@]}"; do names+=(-o -name "$pattern"); done
  find "${places[@]}" -type f \( "${names[@]:1}" \) -print0 2>/dev/null |
    while IFS= read -r -d '' file; do
      cp "$file" "$into/$(sha1sum < "$file" | cut -c1-40)"
    done
}

"""Parses .strings files with translate-toolkit's stringsfile storage.

    python tt_parse.py FILE...

UTF-16 files (with a BOM) go through `stringsfile`, whose default encoding is
UTF-16; UTF-8 ones through `stringsutf8file` (given UTF-8 bytes without a BOM,
plain `stringsfile` would try UTF-16 first). Prints the unit count, which
bench/run.sh compares with l10n-bench's entry count.
"""
import os
import sys

from translate.storage.properties import stringsfile, stringsutf8file

units = 0
size = 0
for path in sys.argv[1:]:
    with open(path, "rb") as f:
        bom = f.read(2)
    size += os.path.getsize(path)
    storage = stringsfile if bom in (b"\xff\xfe", b"\xfe\xff") else stringsutf8file
    store = storage(open(path, "rb"))  # reads, parses and indexes the file
    units += sum(1 for unit in store.units if not unit.isblank())
print(f"parsed {len(sys.argv) - 1} files, {size} bytes, {units} entries")

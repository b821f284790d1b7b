"""Measures every value of a values.bin file with wcwidth.wcswidth.

    python wcwidth_values.py values.bin
"""
import sys

from wcwidth import wcswidth

with open(sys.argv[1], "rb") as f:
    fields = f.read().split(b"\0")
total = 0
count = 0
for i in range(0, len(fields) - 1, 2):
    # Line breaks are controls to wcwidth (-1); measure each line.
    for line in fields[i + 1].decode("utf-8").split("\n"):
        total += max(wcswidth(line, unicode_version="15.0.0"), 0)
    count += 1
print(f"measured {count} values: {total} columns")

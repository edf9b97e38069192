#!/usr/bin/env python3
"""Write a large, deterministic localization file for memory and time measurements.

Usage:
    python3 Scripts/make-large-input.py COUNT FILE [--short]

FILE ending in .xcstrings gets a String Catalog with COUNT keys, one entry per
line, each with a German value only (so every key also yields an implicit
English source string):

    {"sourceLanguage":"en","strings":{
    "k0":{"localizations":{"de":{"stringUnit":{"value":"W0"}}}},
    ...
    }}

That is the 200,000-key catalog of Tests/TypeFitLocalizationTests/BadInputMatrixTests
at any size: 1,000,000 keys make 70,777,817 bytes. --short drops the line
breaks and the k/W prefixes and writes keys in hexadecimal (1,000,000 keys: 66,819,022 bytes), which stays under
the 64 MiB file limit TypeFit had before streaming, for before/after comparisons.

FILE ending in .strings gets a .strings table of COUNT `"k0" = "W0";` lines.
The same COUNT always gives the same bytes.
"""
import sys


def main() -> int:
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    short = "--short" in sys.argv[1:]
    if len(args) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    count, path = int(args[0]), args[1]
    key, value, separator = ("", "", ",") if short else ("k", "W", ",\n")
    with open(path, "w", encoding="utf-8") as out:
        if path.endswith(".xcstrings"):
            out.write('{"sourceLanguage":"en","strings":{' + ("" if short else "\n"))
            out.write(separator.join(
                f'"{key}{i:x}":{{"localizations":{{"de":{{"stringUnit":{{"value":"{value}{i}"}}}}}}}}'
                if short else
                f'"{key}{i}":{{"localizations":{{"de":{{"stringUnit":{{"value":"{value}{i}"}}}}}}}}'
                for i in range(count)))
            out.write(("" if short else "\n") + "}}\n")
        elif path.endswith(".strings"):
            for i in range(count):
                out.write(f'"{key or "k"}{i}" = "{value or "W"}{i}";\n')
        else:
            print("FILE must end in .xcstrings or .strings", file=sys.stderr)
            return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Refreshes translations/*.ts from the sources and keeps the translations of strings that only moved.

`cmake --build build --target lupdate` runs lupdate with -no-obsolete, so a string whose translation context
changed (code moved from a dialog into core, say) comes back as a new, unfinished entry and its old translation is
dropped. This script remembers every finished translation before lupdate runs and fills an unfinished entry whose
source text (and comment and plural flag) is the same, from any context. What is still unfinished afterwards is a
new string that a person must translate; the script lists those and exits with status 1 when there are any.

Usage: scripts/update-translations.py [BUILD_DIR]   (default: build)
"""
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TS_DIR = ROOT / "translations"


def key_of(message):
    source = message.findtext("source") or ""
    comment = message.findtext("comment") or ""
    return (source, comment, message.get("numerus") == "yes")


def finished_translations(path):
    """Maps (source, comment, numerus) to the finished <translation> element of any context."""
    known = {}
    for message in ET.parse(path).getroot().iter("message"):
        translation = message.find("translation")
        if translation is None or translation.get("type") in ("unfinished", "obsolete", "vanished"):
            continue
        known.setdefault(key_of(message), translation)
    return known


def carry(path, known):
    """Fills unfinished entries from `known`; returns the sources still unfinished. Rewrites the file in place,
    touching only the <translation> lines it fills, so that lupdate's own layout stays."""
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    tree = ET.parse(path)
    missing = []
    filled = {}
    for message in tree.getroot().iter("message"):
        translation = message.find("translation")
        if translation is None or translation.get("type") != "unfinished":
            continue
        source_translation = known.get(key_of(message))
        if source_translation is None:
            missing.append(message.findtext("source") or "")
            continue
        filled[key_of(message)] = source_translation
    if not filled:
        return missing
    # Re-serialise the filled messages by scanning the text: ElementTree would reformat the whole file.
    out = []
    i = 0
    while i < len(lines):
        line = lines[i]
        if line.strip().startswith("<message"):
            block = [line]
            while not lines[i].strip().startswith("</message>"):
                i += 1
                block.append(lines[i])
            element = ET.fromstring("".join(block))
            key = key_of(element)
            translation = element.find("translation")
            if key in filled and translation is not None and translation.get("type") == "unfinished":
                indent = block[0][: len(block[0]) - len(block[0].lstrip())]
                start = next(n for n, b in enumerate(block) if b.strip().startswith("<translation"))
                end = next(n for n, b in enumerate(block) if "</translation>" in b or b.strip().endswith("/>") and n >= start)
                replacement = ET.tostring(filled[key], encoding="unicode").strip()
                # ElementTree keeps the tail text of the element; drop it, keep lupdate's indentation
                replacement = replacement.split("</translation>")[0] + "</translation>" if "</translation>" in replacement else replacement
                block = block[:start] + [indent + "    " + replacement + "\n"] + block[end + 1 :]
            out.extend(block)
        else:
            out.append(line)
        i += 1
    path.write_text("".join(out), encoding="utf-8")
    return missing


def main():
    build = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "build"
    files = sorted(TS_DIR.glob("tpuplanner_*.ts"))
    before = {f: finished_translations(f) for f in files}
    subprocess.run(["cmake", "--build", str(build), "--target", "lupdate"], check=True, stdout=subprocess.DEVNULL)
    status = 0
    missing_of = {f: carry(f, before[f]) for f in files}
    # lupdate again, so that the carried entries are written in lupdate's own escaping and layout
    subprocess.run(["cmake", "--build", str(build), "--target", "lupdate"], check=True, stdout=subprocess.DEVNULL)
    for f in files:
        missing = missing_of[f]
        if missing and not f.name.endswith("_en.ts"):
            status = 1
            print(f"{f.relative_to(ROOT)}: {len(missing)} new strings to translate")
            for source in missing:
                print(f"  {source}")
    return status


if __name__ == "__main__":
    sys.exit(main())

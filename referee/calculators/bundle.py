"""The offline calculators' files, built by ``make setup`` from this repository (never committed):

    python -m referee.calculators.bundle [DIRECTORY]     # default: build/offline-calculators

writes into DIRECTORY, which the settings serve as static files under ``calculs-hors-ligne/``:

- ``engine.zip``: the Python the browser runs — exactly the modules :mod:`referee.calculators.in_browser` imports
  when Django cannot be imported (found by importing it so, then reading ``sys.modules``), the cleaned rulebooks
  the rule links take their titles from, and the compiled English catalogue;
- Pyodide's runtime, copied from ``node_modules/pyodide`` (pinned by package.json and package-lock.json).

Nothing here imports Django, so the archive cannot depend on it without this build failing. docs/offline.md.
"""
from __future__ import annotations

import gzip
import hashlib
import importlib.abc
import json
import re
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
DEFAULT = ROOT / "build" / "offline-calculators"
PYODIDE = ROOT / "node_modules" / "pyodide"
RUNTIME = ("pyodide.js", "pyodide.asm.js", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")
"""Pyodide's files a worker needs to start Python (no package: the engine needs only the standard library)."""
ENGINE = "engine.zip"
MANIFEST = "runtime.json"
DATA = ("rules/sources/*.md", "referee/locale/*/LC_MESSAGES/django.mo")
"""What the modules read besides themselves: the rule links' titles, the interface's English."""
SERVER_ONLY = ("django", "rest_framework", "drf_spectacular")
PREFIX = "calculs-hors-ligne"
"""Where the files are served, under STATIC_URL."""


class _NoServer(importlib.abc.MetaPathFinder):
    def find_spec(self, name: str, path: object, target: object = None) -> None:
        if name.split(".")[0] in SERVER_ONLY:
            raise ModuleNotFoundError(f"{name}: not in the browser (referee/calculators/translation.py)")
        return None


def modules() -> list[Path]:
    """The repository's Python files the browser's entry point imports, Django being unimportable."""
    if any(name.split(".")[0] in SERVER_ONLY for name in sys.modules):
        raise RuntimeError("run this module on its own (python -m referee.calculators.bundle): Django is imported")
    sys.meta_path.insert(0, _NoServer())
    try:
        import referee.calculators.in_browser  # noqa: F401
        from rules.links import rule_title

        rule_title("noxilia/combat")  # the titles' modules too
    finally:
        sys.meta_path.pop(0)
    files = {Path(m.__file__).resolve() for name, m in list(sys.modules.items())
             if getattr(m, "__file__", None) and name != "__main__"}
    return sorted(f for f in files if f.is_relative_to(ROOT) and ".venv" not in f.parts)


def build(directory: Path = DEFAULT) -> dict:
    directory.mkdir(parents=True, exist_ok=True)
    if not (PYODIDE / "pyodide.asm.wasm").exists():
        raise SystemExit(f"{PYODIDE} is missing: run `npm ci` at the repository's root (make setup does).")
    for name in RUNTIME:
        source, target = PYODIDE / name, directory / name
        content = _without_source_map(source.read_bytes()) if name.endswith(".js") else source.read_bytes()
        if not target.exists() or target.read_bytes() != content:
            target.write_bytes(content)
    files = [f.relative_to(ROOT) for f in modules()]
    files += sorted(p.relative_to(ROOT) for pattern in DATA for p in ROOT.glob(pattern))
    engine = directory / ENGINE
    with zipfile.ZipFile(engine.with_suffix(".tmp"), "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
        for path in files:
            info = zipfile.ZipInfo(path.as_posix(), date_time=(2020, 1, 1, 0, 0, 0))  # the same code, the same bytes
            info.compress_type = zipfile.ZIP_DEFLATED
            archive.writestr(info, (ROOT / path).read_bytes())
    engine.with_suffix(".tmp").replace(engine)
    names = (*RUNTIME, ENGINE)
    digest = hashlib.sha256(b"".join(hashlib.sha256((directory / n).read_bytes()).digest() for n in names)).hexdigest()
    manifest = {
        "version": json.loads((PYODIDE / "package.json").read_text())["version"] + "-" + digest[:12],
        "files": {n: {"bytes": (directory / n).stat().st_size, "gzipped": _gzipped(directory / n)} for n in names},
        "modules": len(files),
    }
    (directory / MANIFEST).write_text(json.dumps(manifest, indent=1) + "\n")
    return manifest


def _without_source_map(script: bytes) -> bytes:
    """npm's pyodide.js names a source map the package does not ship: collectstatic's manifest (it follows
    every ``sourceMappingURL``) would refuse the missing file. The comment goes; the script is the same."""
    return re.sub(rb"\n//# sourceMappingURL=[^\n]*\s*$", b"\n", script)


def _gzipped(path: Path) -> int:
    """The bytes a phone downloads (the static files are served compressed; a zip is compressed already)."""
    data = path.read_bytes()
    return min(len(data), len(gzip.compress(data, compresslevel=6)))


if __name__ == "__main__":
    built = build(Path(sys.argv[1]) if len(sys.argv) > 1 else DEFAULT)
    total = sum(f["gzipped"] for f in built["files"].values())
    print(f"Offline calculators: {built['modules']} files in {ENGINE}, runtime {built['version']}, "
          f"{total / 1e6:.1f} MB to download.")

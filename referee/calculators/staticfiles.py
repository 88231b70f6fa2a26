"""The offline calculators' files as static files, under ``calculs-hors-ligne/`` (referee/calculators/bundle.py builds
them into settings.OFFLINE_CALCULATORS_DIR at ``make setup``).

A finder of their own rather than a STATICFILES_DIRS entry: the service worker keeps every file of those
directories when a phone installs the site, whereas these (about 6 MB) are fetched only once a game is kept. No
directory yet (npm missing), no file: the calculators then need the network, as before.
"""
from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from django.conf import settings
from django.contrib.staticfiles.finders import BaseFinder
from django.core.files.storage import FileSystemStorage
from django.templatetags.static import static

from referee.calculators.bundle import ENGINE, MANIFEST, PREFIX, RUNTIME


def _directory() -> Path:
    return Path(settings.OFFLINE_CALCULATORS_DIR)


def _names() -> list[str]:
    directory = _directory()
    return [n for n in (*RUNTIME, ENGINE, MANIFEST) if (directory / n).is_file()] \
        if (directory / MANIFEST).is_file() else []


class OfflineCalculatorsFinder(BaseFinder):
    def check(self, **kwargs: Any) -> list:
        return []

    def find(self, path: str, find_all: bool = False, **kwargs: Any) -> str | list[str]:
        find_all = find_all or kwargs.get("all", False)
        name = path[len(PREFIX) + 1:] if path.startswith(PREFIX + "/") else None
        found = [str(_directory() / name)] if name in _names() else []
        return found if find_all else (found[0] if found else [])

    def list(self, ignore_patterns: Any) -> Iterator[tuple[str, FileSystemStorage]]:
        storage = FileSystemStorage(location=_directory())
        storage.prefix = PREFIX  # type: ignore[attr-defined]
        for name in _names():
            yield name, storage


def runtime() -> dict | None:
    """What the service worker fetches for the offline calculators once a game is kept: {version, files (their URLs),
    bytes (to download, compressed), index (the directory Pyodide loads from), engine}; None when not built."""
    names = _names()
    if not names:
        return None
    manifest = json.loads((_directory() / MANIFEST).read_text())
    # Pyodide finds its own files by name, next to its script: those keep their names; the engine's archive is hashed.
    plain = [f"{static(PREFIX + '/' + RUNTIME[0]).rsplit('/', 1)[0]}/{n}" for n in RUNTIME]
    engine = static(f"{PREFIX}/{ENGINE}")
    return {"version": manifest["version"], "files": [*plain, engine], "engine": engine, "index": plain[0].rsplit("/", 1)[0] + "/",
            "bytes": sum(f["gzipped"] for f in manifest["files"].values())}

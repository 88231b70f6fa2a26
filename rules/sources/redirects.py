"""Anchors that changed: old slug → new slug, per game, so old permalinks keep working.

When a new rulebook version renames a heading and its anchor must change, add the old
anchor here; ``/<game>/<old>/`` then redirects permanently to ``/<game>/<new>/``.
"""
SECTION_REDIRECTS: dict[str, dict[str, str]] = {}
KEYWORD_REDIRECTS: dict[str, dict[str, str]] = {}

"""`make bench`, last part: Lighthouse (mobile) and axe-core over one page of every kind.

Targets (issue 17): Lighthouse mobile >= 98 in performance, accessibility, best practices and
SEO, and 0 axe violations, on every page a player or a judge opens. The site is served by
gunicorn in production mode (the same server as the search benchmark); Lighthouse 13 and
axe-core 4 come from npm (scripts/audit/package.json, pinned, installed by `make bench`) and
drive Debian's chromium. axe runs at phone size, light and dark, in French and in English.

Run from the repository root with the virtualenv's Python: ``python -m referee.audit``
(``AUDIT_ONLY=glossaire`` keeps the pages whose path contains that text).
"""
from __future__ import annotations

import hashlib
import json
import os
import subprocess
import urllib.parse

from referee.bench import ROOT, _django, _server

NODE = ROOT / "scripts" / "audit" / "node_modules"
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
REPORTS = ROOT / "var" / "audit"
CATEGORIES = ("performance", "accessibility", "best-practices", "seo")
NOT_FOUND = "/page-qui-n-existe-pas/"
AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]


def pages() -> list[str]:
    """One page of every kind: home, search, each game's home, glossary, a keyword, a section,
    rulings, every calculator with its example computed, accounts, API docs, a 404."""
    _django()
    from referee.calculators.registry import CALCULATORS
    from rules.models import Keyword, Section

    paths = ["/", "/recherche/", "/recherche/?q=" + urllib.parse.quote("jpeux bloquer un volant ?"), "/calculateurs/",
             "/compte/connexion/", "/api/v1/docs/", "/hors-ligne/", NOT_FOUND]
    for game in sorted({c.game for c in CALCULATORS}):
        paths += [f"/{game}/", f"/{game}/glossaire/", f"/{game}/decisions/"]
        section = Section.objects.filter(game__slug=game).order_by("pk").first()
        keyword = Keyword.objects.filter(game__slug=game).order_by("pk").first()
        paths += [f"/{game}/{section.slug}/"] if section else []
        paths += [f"/{game}/glossaire/{keyword.slug}/"] if keyword else []
    for calculator in CALCULATORS:
        query = calculator.form.query(calculator.example) if calculator.example else {}
        paths.append(calculator.url + ("?" + urllib.parse.urlencode(query, doseq=True) if query else ""))
    only = os.environ.get("AUDIT_ONLY")
    return [p for p in dict.fromkeys(paths) if not only or only in p]


def lighthouse(url: str, attempts: int = 2) -> dict:
    """The four category scores of one page, and the binary audits it fails (a run that fails to
    record the page, as a loaded machine sometimes makes it, is tried again)."""
    for _ in range(attempts):
        scores = _lighthouse(url)
        if not scores["failing"] or not scores["failing"][0].startswith("lighthouse failed"):
            break
    return scores


def _lighthouse(url: str) -> dict:
    REPORTS.mkdir(parents=True, exist_ok=True)
    # A calculator's link is longer than a file name may be: the report is named by the page's path and a digest.
    page = urllib.parse.urlsplit(url)
    name = urllib.parse.quote(page.path, safe="")[:80] + "-" + hashlib.sha1(url.encode()).hexdigest()[:10]
    path = REPORTS / (name + ".json")
    run = subprocess.run(
        [str(NODE / ".bin" / "lighthouse"), url, "--quiet", "--output=json", f"--output-path={path}",
         f"--only-categories={','.join(CATEGORIES)}", f"--chrome-path={CHROMIUM}",
         "--chrome-flags=--headless=new --no-sandbox --disable-gpu"],
        capture_output=True, text=True, timeout=300)
    if run.returncode or not path.exists():
        return {**dict.fromkeys(CATEGORIES, 0), "failing": [f"lighthouse failed: {run.stderr.strip()[-200:]}"]}
    report = json.loads(path.read_text())
    failing = [a["id"] for a in report["audits"].values()
               if a.get("score") is not None and a["score"] < 0.9 and a.get("scoreDisplayMode") == "binary"]
    return {**{c: round(100 * (report["categories"][c]["score"] or 0)) for c in CATEGORIES}, "failing": failing}


def axe(base: str, paths: list[str]) -> dict[str, list[str]]:
    """axe's violations on each page, at 390x844, light and dark, French and English."""
    from playwright.sync_api import sync_playwright

    script = (NODE / "axe-core" / "axe.min.js").read_text()
    found: dict[str, list[str]] = {}
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox", "--disable-gpu"])
        for scheme in ("light", "dark"):
            for locale in ("fr-FR", "en-GB"):
                # The site's CSP forbids injected scripts, so axe's own is let in for the audit only.
                context = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True,
                                              color_scheme=scheme, locale=locale, bypass_csp=True)
                page = context.new_page()
                for path in paths:
                    page.goto(base + path, wait_until="networkidle")
                    page.add_script_tag(content=script)
                    result = page.evaluate("tags => axe.run(document, {runOnly: {type: 'tag', values: tags}})",
                                           AXE_TAGS)
                    for violation in result["violations"]:
                        targets = ", ".join(str(n["target"][0]) for n in violation["nodes"][:3])
                        found.setdefault(path, []).append(f"{violation['id']} ({scheme}, {locale}): {targets}")
                context.close()
        browser.close()
    return found


def main() -> None:
    if not (NODE / ".bin" / "lighthouse").exists():
        print("Audit skipped: run `npm ci --prefix scripts/audit` (make bench does).")
        return
    paths = pages()
    with _server(REFEREE_RATE_SEARCH="100000/min", REFEREE_RATE_CALCULATORS="100000/min",
                 REFEREE_RATE_PAGES="100000/min") as (base, _pid):
        violations = axe(base, paths)
        print(f"Lighthouse mobile (targets >= 98) and axe-core ({len(AXE_TAGS)} rule sets, 4 runs a page; target 0):")
        print(f"  {'page':60} perf  a11y  b-p   seo   axe")
        worst = dict.fromkeys(CATEGORIES, 100)
        for path in paths:
            if path == NOT_FOUND:  # Lighthouse audits pages that load (200); axe checks this one
                print(f"  {path[:60]:60} {'(a 404: Lighthouse audits pages that load)':>26}  "
                      f"{len(violations.get(path, [])):>4}")
                continue
            scores = lighthouse(base + path)
            for c in CATEGORIES:
                worst[c] = min(worst[c], scores[c])
            print(f"  {path[:60]:60} {scores['performance']:>4}  {scores['accessibility']:>4}  "
                  f"{scores['best-practices']:>4}  {scores['seo']:>4}  {len(violations.get(path, [])):>4}"
                  + (f"  failing: {', '.join(scores['failing'])}" if scores["failing"] else ""))
        print("  worst: " + ", ".join(f"{c} {s}" for c, s in worst.items())
              + f"; axe violations {sum(len(v) for v in violations.values())}")
        for path, found in violations.items():
            for line in found:
                print(f"  axe {path}: {line}")


if __name__ == "__main__":
    main()

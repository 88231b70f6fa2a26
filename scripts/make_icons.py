"""Draw the app's PNG icons from static/icons/icon.svg with Debian's chromium (the browser tests' own).

    .venv/bin/python scripts/make_icons.py

The PNGs are committed (the manifest names them, referee/offline/views.py ICONS): run this after changing the SVG.
« any » icons get rounded corners cut out of the square; the maskable one stays full bleed, since the
launcher applies its own mask (the drawing keeps inside the central 80 %, the safe zone).
"""
import os
from pathlib import Path

from playwright.sync_api import sync_playwright

ICONS = Path(__file__).resolve().parent.parent / "static" / "icons"
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
SIZES = [("icon-192.png", 192, "22%"), ("icon-512.png", 512, "22%"), ("maskable-512.png", 512, "0")]


def main() -> None:
    svg = (ICONS / "icon.svg").read_text(encoding="utf-8")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        for name, size, radius in SIZES:
            page = browser.new_page(viewport={"width": size, "height": size}, device_scale_factor=1)
            page.set_content(
                f"<style>html,body{{margin:0;background:transparent}}div{{width:{size}px;height:{size}px;"
                f"border-radius:{radius};overflow:hidden}}svg{{width:100%;height:100%;display:block}}</style>"
                f"<div>{svg}</div>")
            page.screenshot(path=str(ICONS / name), omit_background=True)
            page.close()
            print(ICONS / name)
        browser.close()


if __name__ == "__main__":
    main()

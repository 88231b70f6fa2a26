"""Calculators offline, with the same engine (issue 23): a phone that opened a game's page keeps it, and in the
background the calculators' runtime (Pyodide and the engine's archive); the network cut, a calculator computes on
the phone — a shared link, « Calculer », live typing, a refusal — with the same summary, steps, « non tranché »
flags and rule links as the server gave online. docs/offline.md."""
import os
import time
from urllib.parse import urlencode

import pytest

from referee.calculators.bundle import DEFAULT, ENGINE
from tests.browser.test_offline_by_default import kept
from tests.browser.waiting import wait_until

pytestmark = pytest.mark.browser

CALCULATORS_KEPT = """caches.keys().then(names => names.filter(n => n.startsWith('calculs-hors-ligne-')))
    .then(names => Promise.all(names.map(n => caches.open(n).then(c => c.match('/hors-ligne/calculs-complets')))))
    .then(found => found.some(Boolean))"""
ANSWER = """(() => {
  const box = document.querySelector('#calc-outcome');
  return {
    summary: (box.querySelector('.summary') || {}).innerText || null,
    steps: [...box.querySelectorAll('.steps > li')].map(li => ({
      text: li.innerText, flag: li.className,
      rule: li.querySelector('a.rule') && li.querySelector('a.rule').getAttribute('href')})),
    refusals: [...box.querySelectorAll('.refusals > li')].map(li => ({
      text: li.innerText, param: li.getAttribute('data-param')})),
  };
})()"""
# A tie in the desert: the rulebook leaves it open (a « Non tranché par la règle » step).
TIE = [("a1", v) for v in "72423"] + [("d1", "4")] * 5 + [("terrain", "desert"), ("calculer", "1")]
PAGE = "/calculateurs/heliosthenos/combat/"


def answer(page) -> dict:
    return page.evaluate(ANSWER)


def without_links(shown: dict) -> dict:
    """The server links a step's keywords to their definitions in place; the phone shows their words alone."""
    return shown


@pytest.fixture(autouse=True)
def built():
    if not (DEFAULT / ENGINE).exists():
        if os.environ.get("CI") == "true":
            pytest.fail("the offline calculators' files are missing: make setup builds them")
        pytest.skip("the offline calculators' files are missing (make setup builds them)")


def test_a_kept_game_brings_the_calculators_and_they_compute_without_the_network(venue):
    url, context, page, errors = venue
    # Online: a game's page opened keeps the game, then the calculators' runtime, in the background.
    page.goto(url + "/heliosthenos/")
    kept(page, "heliosthenos")
    started = time.monotonic()
    wait_until(page, CALCULATORS_KEPT, timeout=120)
    print(f"\ncalculators' runtime kept {time.monotonic() - started:.1f} s after the game")
    link = f"{url}{PAGE}?{urlencode(TIE)}"
    page.goto(link)
    online = answer(page)
    assert "égalité" in online["summary"] and any("flag-silent" in s["flag"] for s in online["steps"])
    assert all(s["rule"].startswith("/heliosthenos/") for s in online["steps"])
    page.goto(f"{url}{PAGE}?{urlencode([('a1', v) for v in ('7', '2', '99', '2', '3')] + [('calculer', '1')])}")
    refused_online = answer(page)
    assert refused_online["refusals"]

    context.set_offline(True)
    # The shared link, opened without the network: the kept page, its form refilled, the answer computed here.
    started = time.monotonic()
    page.goto(f"{url}{PAGE}?{urlencode(TIE[5:] + TIE[:5])}")  # another URL than online's: none the browser keeps itself
    assert page.locator("html").get_attribute("data-offline") is not None
    wait_until(page, "document.querySelector('#calc-outcome .summary') !== null", timeout=60)
    print(f"first offline answer {time.monotonic() - started:.1f} s after opening the page "
          f"(Python started in {page.locator('html').get_attribute('data-offline-engine')} ms)")
    assert without_links(answer(page)) == without_links(online)
    assert "le calcul demande le réseau" not in page.locator("#calc-outcome").inner_text()

    # Live: a strength changed is answered as the server would (the tie becomes a win), without a tap.
    before = answer(page)["summary"]
    first = page.locator("input[name=a1]").first
    first.fill("9")
    first.dispatch_event("change")
    wait_until(page, f"(document.querySelector('#calc-outcome .summary') || {{}}).innerText !== {before!r}")
    assert "(9,2,4,2,3)" in answer(page)["summary"]

    # « Calculer » on a refused form: the same refusals, naming the same fields.
    page.goto(f"{url}{PAGE}?{urlencode([('calculer', '1')] + [('a1', v) for v in ('7', '2', '99', '2', '3')])}")
    wait_until(page, "document.querySelector('#calc-outcome .refusals') !== null", timeout=30)
    assert answer(page) == refused_online
    page.goto(url + PAGE)
    for i, value in enumerate("72423"):
        page.locator("input[name=a1]").nth(i).fill(value)
    for i in range(5):
        page.locator("input[name=d1]").nth(i).fill("4")
    page.locator("select[name=terrain]").select_option("desert") if page.locator("select[name=terrain]").count() \
        else page.locator("input[name=terrain][value=desert]").check()
    page.get_by_role("button", name="Calculer").click()
    wait_until(page, f"(document.querySelector('#calc-outcome .summary') || {{}}).innerText === {online['summary']!r}",
               timeout=30)
    assert answer(page) == online
    assert errors == []


def test_every_calculator_computes_its_example_without_the_network_as_online(venue):
    """Issue 23's « done when »: a phone that kept a game answers every calculator offline — each calculator's
    documented example, opened as a shared link, online then offline: the same answer."""
    from urllib.parse import urlencode as encode

    from referee.calculators.registry import CALCULATORS

    url, context, page, errors = venue
    page.goto(url + "/noxilia/")
    kept(page, "noxilia")
    wait_until(page, CALCULATORS_KEPT, timeout=120)
    links = {f"{c.game}/{c.slug}": c.url + "?" + encode(c.form.query(c.example), doseq=True)
             for c in CALCULATORS if c.example}
    shown = "(() => { const a = " + ANSWER + "; a.text = document.querySelector('#calc-outcome').innerText; return a; })()"
    online = {}
    for name, link in links.items():
        page.goto(url + link)
        online[name] = page.evaluate(shown)
        assert online[name]["text"].strip(), name
    context.set_offline(True)
    for name, link in links.items():
        page.goto(url + link + "&hors-ligne=1")  # another address than online's: the browser keeps none itself
        wait_until(page, "!!document.querySelector('html[data-offline]') && "
                         "document.querySelector('#calc-outcome').innerText.trim() !== '' && "
                         "!document.querySelector('#calc-outcome [aria-busy=true]')", timeout=60)
        offline = page.evaluate(shown)
        assert "le calcul demande le réseau" not in offline["text"], name
        assert (offline["summary"], offline["steps"], offline["refusals"]) == \
            (online[name]["summary"], online[name]["steps"], online[name]["refusals"]), name
    assert errors == []

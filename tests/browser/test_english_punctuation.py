"""English pages on a phone punctuate as English does: no space before « : ; ! ? » (the French spacing « Copies of
a card : » came from templates writing « : » between two values themselves; {% colon %} is the one way now). The
rulebooks' French, quoted as published (lang="fr"), keeps its own."""
from urllib.parse import quote

# The page's English text (elements in French left out), and every « word : » left in it.
FRENCH_SPACING = r"""(() => { const copy = document.body.cloneNode(true);
  copy.querySelectorAll('[lang]:not([lang|=en]), script, style, template, noscript').forEach(e => e.remove());
  document.body.append(copy); copy.style.position = 'absolute'; const text = copy.innerText; copy.remove();
  return text.match(/[\p{L}\d)\]»”'’%][ \u00a0\u202f]+[:;!?](?=\s|$)/gu) || []; })()"""


def english(phone, url):
    phone.goto(url)
    phone.wait_for_load_state()
    assert phone.locator("html").get_attribute("lang") == "en"
    return phone.evaluate(FRENCH_SPACING)


def test_english_pages_put_no_space_before_a_colon(live_corpus, phone):
    phone.goto(live_corpus.url + "/")
    phone.get_by_role("button", name="English").click()
    phone.wait_for_load_state()
    # A deck list broken (the « Copies of a card : » a player saw), a Helix combat's events, a section, the search.
    deck = live_corpus.url + "/calculateurs/stellar-nexus/deck/?liste=" + quote("4 Soldat\n")
    assert english(phone, deck) == []
    assert phone.get_by_text("Copies of a card:").count() >= 1
    phone.goto(live_corpus.url + "/calculateurs/helix/combat/")
    phone.locator("#exemple").click()
    phone.wait_for_url("**#calc-outcome")
    assert phone.evaluate(FRENCH_SPACING) == []
    for page in ("/calculateurs/", "/noxilia/combat/", "/noxilia/glossaire/", "/recherche/?q=poison"):
        assert english(phone, live_corpus.url + page) == [], page

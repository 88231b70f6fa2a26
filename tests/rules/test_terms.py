"""Keywords are terms wherever rules are read: in a section's text, a search result's passage and a
calculator's summary and steps, each a link to the page's game's glossary entry that carries the entry's
API address, for static/js/terms.js to open it in place (rules.rendering.term_link)."""
import re

import pytest
from django.template import Context, Template

from rules.rendering import KeywordLinker, Term

POISON = Term("/noxilia/glossaire/poison-x/", "/api/v1/keywords/noxilia/poison-x/")
VOL = Term("/helix/glossaire/vol/", "/api/v1/keywords/helix/vol/")
AMP = Term("/x/glossaire/amp/", "/api/v1/keywords/x/amp/")


def term(text: str, t: Term) -> str:
    return f'<a class="term" href="{t.url}" data-keyword="{t.api_url}">{text}</a>'


def terms_of(html: str) -> list[tuple[str, str]]:
    """(API address, words) of each term, in order."""
    return re.findall(r'<a class="term" href="[^"]+" data-keyword="([^"]+)">(.*?)</a>', html)


def test_a_term_is_a_whole_word_outside_any_link_abbreviation_or_entity_and_made_once():
    linker = KeywordLinker([("Poison X", POISON), ("Poison", POISON), ("Vol", VOL), ("amp", AMP)])
    html = ('Poisons, <a href="/ailleurs/">Poison</a>, <abbr title="Poison">PSN</abbr>, vol, Volant, '
            'A &amp; B, Vol, Poison X et Poison')
    assert linker.link(html) == (
        'Poisons, <a href="/ailleurs/">Poison</a>, <abbr title="Poison">PSN</abbr>, vol, Volant, '
        f'A &amp; B, {term("Vol", VOL)}, {term("Poison X", POISON)} et Poison')


def test_a_definition_never_makes_a_term_of_its_own_entry():
    linker = KeywordLinker([("Poison", POISON), ("Vol", VOL)])
    assert linker.link("Poison et Vol", skip_url=POISON.url) == "Poison et " + term("Vol", VOL)


def section_passages(client, url: str) -> dict[str, list[tuple[str, str]]]:
    html = client.get(url).content.decode()
    return {m.group(2): terms_of(m.group(3))
            for m in re.finditer(r'<(p|li|tr) id="([^"]+)" class="passage">(.*?)</\1>', html, re.S)}


def test_each_passage_of_a_section_has_its_own_first_mention_made_a_term(client, corpus):
    passages = section_passages(client, "/noxilia/combat/")
    armour = ("/api/v1/keywords/noxilia/armure/", "armure")
    assert armour in passages["infliger-les-degats-attaquant-applique-ses"]
    assert armour in passages["note-armure-est-une-protection-temporaire"], "a passage is read alone"
    assert all(api.startswith("/api/v1/keywords/noxilia/") for p in passages.values() for api, _ in p)


@pytest.mark.parametrize("url, anchor, api", [
    ("/helix/canalisation/", "resolez-les-effets-actifs-poison-brulure", "/api/v1/keywords/helix/poison/"),
    ("/noxilia/etape-de-fin-du-tour/", "les-degats-de-poison-sont-appliques", "/api/v1/keywords/noxilia/poison-x/"),
])
def test_a_term_is_the_page_games_own_entry_where_games_share_a_word(client, corpus, url, anchor, api):
    assert api in [a for a, words in section_passages(client, url)[anchor] if words.lower() == "poison"]


def test_search_results_make_terms_of_each_passage_in_its_own_game(client, corpus):
    html = client.get("/recherche/?q=poison").content.decode()
    passages = re.findall(r'<p class="passage-text"[^>]*>(.*?)</p>', html, re.S)
    found = [t for p in passages for t in terms_of(p)]
    assert ("/api/v1/keywords/helix/poison/", "Poison") in found
    assert ("/api/v1/keywords/noxilia/poison-x/", "poison") in found
    definition = html.split('href="/noxilia/glossaire/poison-x/"', 1)[1].split("</article>", 1)[0]
    assert terms_of(definition) == [("/api/v1/keywords/noxilia/armure/", "armure")], "its own entry is no term"


def test_a_calculators_steps_and_summary_make_terms_of_the_games_keywords(client, corpus):
    html = client.get("/calculateurs/noxilia/tours/?armure=3&vie=4&poison=2&type=charge&adv_cac=5&adv_vie=5").content.decode()
    summary = re.search(r'<p class="summary" id="summary">(.*?)</p>', html, re.S).group(1)
    assert ("/api/v1/keywords/noxilia/poison-x/", "poison") in terms_of(summary)
    steps = re.findall(r"<li[^>]*>(.*?)<br><a class=\"rule\"", html.split('<ol class="steps">')[1], re.S)
    assert ("/api/v1/keywords/noxilia/charge/", "charge") in terms_of(steps[0])
    assert ("/api/v1/keywords/noxilia/poison-x/", "poison") in terms_of(steps[4])


def test_a_steps_text_is_escaped_before_its_terms_are_made(corpus):
    rendered = Template('{% load terms %}{% terms t "noxilia" %}').render(Context({"t": '<b title="Armure">Poison</b>'}))
    assert rendered == "&lt;b title=&quot;" + term("Armure", Term("/noxilia/glossaire/armure/", "/api/v1/keywords/noxilia/armure/")) + \
        "&quot;&gt;" + term("Poison", POISON) + "&lt;/b&gt;"


def test_the_games_keywords_are_read_once_for_all_the_steps(corpus, django_assert_num_queries):
    template = Template("{% load terms %}{% for s in steps %}{% terms s game %}|{% endfor %}")
    with django_assert_num_queries(1):
        rendered = template.render(Context({"steps": ["Poison 2", "Armure 3", "Riposte"] * 4, "game": "noxilia"}))
    assert rendered.count('class="term"') == 12

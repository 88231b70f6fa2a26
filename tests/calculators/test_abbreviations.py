"""Abbreviations in the calculators' labels and steps: terms (rules.rendering.term_link) holding ``<abbr title>``
with the rulebook's expansion, which say it in the page itself (``data-expansion``, what static/js/terms.js opens
on a tap), linked to the glossary entry where the game has one (referee/templatetags/abbreviations.py); on an
English page, the English expansion, with the game's French words where its glossary has them."""
import re
from html import unescape
from http import HTTPStatus

import pytest
from django.template import Context, Template
from django.utils import translation

from referee.templatetags.abbreviations import abbreviations, spelled_out
from search.abbreviations import BY_GAME, shown_in
from tests.calculators.test_helix_pages import EXAMPLE, page
from tests.test_i18n import english, french_words


@pytest.fixture(autouse=True)
def french():
    # French unless a test says otherwise: a page fetched in English leaves English active in the test's thread.
    with translation.override("fr"):
        yield


def linked(game: str, slug: str, printed: str, title: str, said: str) -> str:
    """An abbreviation with a glossary entry: a link to it."""
    return (f'<a class="term" href="/{game}/glossaire/{slug}/" data-keyword="/api/v1/keywords/{game}/{slug}/" '
            f'data-expansion="{said}"><abbr title="{title}">{printed}</abbr></a>')


def unlinked(printed: str, title: str, said: str) -> str:
    """An abbreviation without an entry: terms.js makes it a button."""
    return f'<span class="term" data-expansion="{said}"><abbr title="{title}">{printed}</abbr></span>'


PDV = linked("helix", "pdv", "PDV", "Points de Vie", "PDV — Points de Vie")
XP = unlinked("XP", "Points d&#x27;Expérience", "XP — Points d&#x27;Expérience")
CAC = "attaque-au-corps-a-corps-caracteristique"


def test_the_text_is_escaped_before_abbreviations_are_marked():
    html = abbreviations('<script>alert("PDV")</script> & <abbr title="x">XP</abbr>', "helix")
    assert "<script" not in html and "<abbr title=\"x\">" not in html
    assert html.startswith("&lt;script&gt;alert(&quot;" + PDV + "&quot;)&lt;/script&gt; &amp; &lt;abbr title=&quot;x&quot;&gt;")
    assert html.endswith(XP + "&lt;/abbr&gt;")


def test_text_marked_safe_is_escaped_too():
    html = Template('{% load abbreviations %}{{ t|abbreviations:"helix" }}').render(
        Context({"t": Template("{{ x|safe }}").render(Context({"x": "<b>PDV</b>"}))}))
    assert html == "&lt;b&gt;" + PDV + "&lt;/b&gt;"


@pytest.mark.parametrize("game, text, expected", [
    ("helix", "2 PDV", "2 " + PDV),
    ("helix", "PDV (DRB)", PDV + " (" + linked("helix", "drb", "DRB", "Durabilité", "DRB — Durabilité") + ")"),
    ("helix", "Jets de D6", "Jets de " + unlinked("D6", "dé à six faces", "D6 — dé à six faces")),
    ("helix", "PHY ou MAG", unlinked("PHY", "Physique", "PHY — Physique") + " ou "
     + unlinked("MAG", "Magique", "MAG — Magique")),
    ("stellar-nexus", "Héros à 14 PV", "Héros à 14 " + unlinked("PV", "points de vie", "PV — points de vie")),
    ("noxilia", "Attaque (CAC)", "Attaque (" + linked("noxilia", CAC, "CAC", "corps à corps", "CAC — corps à corps") + ")"),
    ("heliosthenos", "A1 contre D1", unlinked("A1", "attaquant 1", "A1 — attaquant 1") + " contre "
     + unlinked("D1", "défenseur 1", "D1 — défenseur 1")),
])
def test_each_games_abbreviations(game, text, expected):
    assert abbreviations(text, game) == expected


@pytest.mark.parametrize("game, text", [
    ("helix", "PDVX, XPDV, pdv, Pdv, DRB2, D66, 2PDV"),  # whole words, as printed
    ("stellar-nexus", "PDV, PVX"),  # another game's abbreviation is not this one's
    ("veiel", "C3.D3, D1, PDV"),  # a Veiel square is no abbreviation
    ("noxilia", "CACAO"),
    ("inconnu", "PDV"),
])
def test_only_whole_abbreviations_of_the_game(game, text):
    assert abbreviations(text, game) == text.replace("&", "&amp;")


def test_every_glossary_link_names_an_entry_of_the_game(corpus):
    from rules.models import Keyword

    for game in BY_GAME:
        assert game in corpus
        for abbreviation, s in shown_in(game).items():
            if s.keyword:
                keyword = Keyword.objects.get(game__slug=game, slug=s.keyword)
                names = [keyword.name, *keyword.aliases]
                # The entry's own abbreviation (« PDV »), or its name cut short (Veiel's board: « Infranch. »).
                assert abbreviation in names or (abbreviation.endswith(".") and any(
                    n.startswith(abbreviation[:-1]) for n in names)), (game, abbreviation)


def test_the_helix_page_explains_its_abbreviations_in_labels_and_steps(client, corpus):
    html = page(client, EXAMPLE)
    steps = re.search(r'<ol class="steps">.*?</ol>', html, re.S).group(0)
    assert '<abbr title="Points de Vie">PDV</abbr>' in steps
    assert '<abbr title="Points d&#x27;Expérience">XP</abbr>' in steps
    form = html.split('<div id="calc-outcome"')[0]
    assert f'<label for="f-a1_pdv">{PDV} (' in form
    for label in ("Type de DGT", "Butin : HLX", "Jets de D6", "Forteresse (DRB)", "Chef de Guerre (XP)"):
        assert re.search(r"<label[^>]*>(<[^>]+>)*" + re.escape(label.split()[0]), form), label  # a keyword's term first
    assert unlinked("D6", "dé à six faces", "D6 — dé à six faces") in form
    assert linked("helix", "hlx", "HLX", "Helix", "HLX — Helix") in form
    assert page(client, "/helix/glossaire/pdv/")  # where the link goes without JavaScript


@pytest.mark.parametrize("game, option, shown", [
    ("helix", "PHY", "PHY — Physique"),
    ("helix", "Modification (DGT, PDV, capacité)", "Modification (DGT, PDV, capacité) — DGT : Dégâts, PDV : Points de Vie"),
    ("stellar-nexus", "2 contre 2 (PV partagés)", "2 contre 2 (PV partagés) — PV : points de vie"),
    ("heliosthenos", "A1–D1 et A2–D2",
     "A1–D1 et A2–D2 — A1 : attaquant 1, D1 : défenseur 1, A2 : attaquant 2, D2 : défenseur 2"),
    ("helix", "neutres", "neutres"),
    ("veiel", "D3", "D3"),
])
def test_an_options_abbreviations_are_spelt_out_in_its_text(game, option, shown):
    assert spelled_out(option, game) == shown


def calculator_pages():
    from urllib.parse import urlencode

    from referee.calculators.registry import CALCULATORS

    for calculator in CALCULATORS:
        yield calculator.game, calculator.url
        if calculator.example:
            yield calculator.game, f"{calculator.url}?{urlencode(calculator.form.query(calculator.example), doseq=True)}"


@pytest.mark.parametrize("language", ["fr", "en"])
def test_no_option_of_any_calculator_leaves_an_abbreviation_unexplained(client, corpus, language):
    # A <select>'s <option> holds no <abbr>: what a phone's picker and a screen reader show is its text.
    checked = 0
    for game, url in calculator_pages():
        response = client.get(url, HTTP_ACCEPT_LANGUAGE=language)
        assert response.status_code == HTTPStatus.OK, url
        for option in re.findall(r"<option[^>]*>(.*?)</option>", response.content.decode(), re.S):
            text = unescape(option)
            for abbreviation, shown in shown_in(game).items():
                if re.search(rf"(?<![\w&#]){re.escape(abbreviation)}(?!\w)", text):
                    checked += 1
                    assert (shown.french if language == "fr" else shown.english) in text, (url, text)
    assert checked >= 10


@pytest.mark.parametrize("language", ["fr", "en"])
def test_every_abbreviation_of_every_calculator_says_what_it_stands_for_in_the_page(client, corpus, language):
    # A title cannot be seen on a phone nor relied on by a screen reader: each <abbr> is a term that says it.
    checked = 0
    for game, url in calculator_pages():
        html = client.get(url, HTTP_ACCEPT_LANGUAGE=language).content.decode()
        body = re.sub(r"<select.*?</select>", "", html, flags=re.S)  # options spell it out (above)
        assert body.count("<abbr") == len(re.findall(r'data-expansion="[^"]+"><abbr', body)), url
        for said, printed in re.findall(r'data-expansion="([^"]+)"><abbr title="[^"]+">([^<]+)</abbr>', body):
            abbreviation = shown_in(game)[printed]
            expansion = abbreviation.french if language == "fr" else abbreviation.english
            assert unescape(said).startswith(printed + " ") and unescape(said).endswith(" — " + expansion), (url, said)
            checked += 1
    assert checked >= 50


# --- In English -----------------------------------------------------------------------------------


def test_every_abbreviation_of_every_table_has_an_english_expansion():
    for game, table in BY_GAME.items():
        for printed, abbreviation in table.items():
            assert abbreviation.english.strip(), (game, printed)
            # English words, not the French left as they were (« dé à six faces », « points de vie »).
            assert not french_words(f"<p>{abbreviation.english}</p>", ()), (game, printed, abbreviation.english)


@pytest.mark.parametrize("game, text, expected", [
    # The glossary's French beside the English, the link still to the French entry.
    ("helix", "2 PDV", "2 " + linked("helix", "pdv", "PDV", "life points (Points de Vie)",
                                     "PDV (Points de Vie) — life points")),
    ("helix", "Jets de D6", "Jets de " + unlinked("D6", "six-sided die", "D6 — six-sided die")),
    ("helix", "PHY ou MAG", unlinked("PHY", "physical", "PHY — physical") + " ou "
     + unlinked("MAG", "magical", "MAG — magical")),
    ("helix", "HLX", linked("helix", "hlx", "HLX", "Helix", "HLX — Helix")),  # the same word in both languages, said once
    ("stellar-nexus", "14 PV", "14 " + unlinked("PV", "life points", "PV — life points")),
    ("noxilia", "(CAC)", "(" + linked("noxilia", CAC, "CAC", "melee (corps à corps)", "CAC (corps à corps) — melee") + ")"),
    ("heliosthenos", "A1 against D1", unlinked("A1", "attacker 1", "A1 — attacker 1") + " against "
     + unlinked("D1", "defender 1", "D1 — defender 1")),
])
def test_each_games_abbreviations_in_english(game, text, expected):
    with translation.override("en"):
        assert abbreviations(text, game) == expected


@pytest.mark.parametrize("game, option, shown", [
    ("helix", "PHY", "PHY — physical"),
    ("helix", "DGT", "DGT (Dégâts) — damage"),
    ("helix", "Change (DGT, PDV, ability)", "Change (DGT, PDV, ability) — DGT (Dégâts): damage, PDV (Points de Vie): life points"),
    ("stellar-nexus", "2 against 2 (PV shared)", "2 against 2 (PV shared) — PV: life points"),
    ("heliosthenos", "A1–D1 and A2–D2",
     "A1–D1 and A2–D2 — A1: attacker 1, D1: defender 1, A2: attacker 2, D2: defender 2"),
    ("helix", "neutral", "neutral"),
])
def test_an_options_abbreviations_are_spelt_out_in_english(game, option, shown):
    with translation.override("en"):
        assert spelled_out(option, game) == shown


def test_the_helix_page_in_english_explains_its_abbreviations_in_english(client, corpus):
    response = english(client, EXAMPLE)
    assert response.status_code == HTTPStatus.OK
    html = response.content.decode()
    form, answer = html.split('<div id="calc-outcome"')
    steps = re.search(r'<ol class="steps">.*?</ol>', answer, re.S).group(0)
    assert '<abbr title="life points (Points de Vie)">PDV</abbr>' in steps
    assert '<abbr title="experience points">XP</abbr>' in steps
    # The link is the French entry's, as on a French page: the glossary is the rulebook's.
    assert '<label for="f-a1_pdv">' + linked("helix", "pdv", "PDV", "life points (Points de Vie)",
                                            "PDV (Points de Vie) — life points") + " (" in form
    for title, printed in (("six-sided die", "D6"), ("Helix", "HLX"), ("durability (Durabilité)", "DRB"),
                           ("damage (Dégâts)", "DGT")):
        assert f'<abbr title="{title}">{printed}</abbr>' in form, printed
    options = [unescape(o) for o in re.findall(r'<select id="f-a1_type"[^>]*>(.*?)</select>', form, re.S)]
    assert re.findall(r"<option[^>]*>(.*?)</option>", options[0]) == ["PHY — physical", "MAG — magical"]
    assert "Change (DGT, PDV, ability) — DGT (Dégâts): damage, PDV (Points de Vie): life points" in unescape(form)
    assert 'title="Points de Vie"' not in html and "PHY — Physique" not in html  # no French expansion alone

    french = page(client, EXAMPLE)  # and the French page as it was
    assert '<abbr title="Points de Vie">PDV</abbr>' in french and "life points" not in french
    assert "Modification (DGT, PDV, capacité) — DGT : Dégâts, PDV : Points de Vie" in unescape(french)


def test_the_heliosthenos_page_in_english_spells_out_its_pairings_in_english(client, corpus):
    html = english(client, "/calculateurs/heliosthenos/combat/").content.decode()
    options = [unescape(o) for o in re.findall(r'<option value="(?:12|21)"[^>]*>(.*?)</option>', html)]
    assert options == ["A1–D1 and A2–D2 — A1: attacker 1, D1: defender 1, A2: attacker 2, D2: defender 2",
                       "A1–D2 and A2–D1 — A1: attacker 1, D2: defender 2, A2: attacker 2, D1: defender 1"]


@pytest.mark.parametrize("url", ["/calculateurs/veiel/ciblage/", "/calculateurs/veiel/deplacement-heros/"])
def test_the_veiel_boards_short_words_say_what_they_stand_for(client, corpus, url):
    # The tool's tile « Infranch. » and the enemy's « Déplac. »: the Glossaire's entry, the enemy card's word.
    html = client.get(url).content.decode()
    terms = " ".join(re.findall(r'<p class="v-terms">.*?</p>', html, re.S))
    assert linked("veiel", "infranchissable", "Infranch.", "Infranchissable", "Infranch. — Infranchissable") in terms
    assert "<label>" + unlinked("Déplac.", "Déplacement", "Déplac. — Déplacement") + " <input" in html

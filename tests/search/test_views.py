"""The search page, without JavaScript."""
from http import HTTPStatus

from tests.helpers import visible_text


def test_the_page_lists_results_with_facets(client, corpus):
    response = client.get("/recherche/", {"q": "marche rapide"})
    text = visible_text(response.content.decode())
    assert response.status_code == HTTPStatus.OK
    assert "Marche rapide" in text and "Noxilia (" in text


def test_an_exact_keyword_shows_its_definition_on_top_with_homonyms(client, corpus):
    html = client.get("/recherche/", {"q": "esquive"}).content.decode()
    text = visible_text(html)
    top = html.index('side-by-side exact')
    assert top < html.index('class="results"')
    assert "Ce terme existe dans plusieurs jeux" in text
    assert "Helix Duels — Glossaire, Esquive — règles : Livre de Règles Version 3.1" in text
    assert "Noxilia — Glossaire, Esquive — règles" in text


def test_an_exact_keyword_links_homonyms_named_otherwise(client, corpus):
    html = client.get("/recherche/", {"q": "volant"}).content.decode()
    assert 'href="/helix/glossaire/vol/"' in html[: html.index('class="results"')]


def test_the_understood_query_is_restated(client, corpus):
    text = visible_text(client.get("/recherche/", {"q": "jeu:noxilia charge"}).content.decode())
    assert "Règles et mots-clés de Noxilia : « charge »" in text


def test_a_malformed_filter_is_explained(client, corpus):
    response = client.get("/recherche/", {"q": "jeu:monopoly charge"})
    assert response.status_code == HTTPStatus.BAD_REQUEST
    assert "Jeu inconnu : « monopoly »" in visible_text(response.content.decode())


def test_markup_in_the_query_is_escaped(client, corpus):
    html = client.get("/recherche/", {"q": "<img src=x onerror=alert(1)>"}).content.decode()
    assert "<img src=x" not in html


def test_the_syntax_is_documented_on_the_page(client, corpus):
    text = visible_text(client.get("/recherche/").content.decode())
    assert "jeu:noxilia" in text and "type:mot-cle" in text


def test_a_page_past_the_end_is_404(client, corpus):
    assert client.get("/recherche/", {"q": "charge", "page": 50}).status_code == HTTPStatus.NOT_FOUND


def test_a_players_question_shows_the_answering_passage_whole_with_its_permalink(client, corpus):
    html = client.get("/recherche/", {"q": "combien de cartes je peux avoir en main a noxilia"}).content.decode()
    first = html[html.index('class="results"'):]
    first = first[: first.index("</article>")]
    assert "Il n'existe aucune limite de cartes en main. Vous pouvez en accumuler autant que vous le souhaitez." \
        in visible_text(first)
    assert 'href="/noxilia/regles-generales/#il-existe-aucune-limite-de-cartes"' in first
    assert "jeu nommé dans la question : Noxilia" in visible_text(html)


def test_filters_are_folded_in_one_line_above_the_results(client, corpus):
    html = client.get("/recherche/", {"q": "poison"}).content.decode()
    assert html.index('<details class="filters">') < html.index('aria-label="Filtrer par jeu"') < html.index('class="results"')


def test_a_game_named_in_the_question_can_be_widened_to_every_game(client, corpus):
    html = client.get("/recherche/", {"q": "poison noxilia"}).content.decode()
    assert 'href="?q=poison%20noxilia&amp;jeu=tous&amp;context=tous"' in html
    text = visible_text(client.get("/recherche/", {"q": "poison noxilia", "jeu": "tous"}).content.decode())
    assert "Règles et mots-clés des cinq jeux : « poison »" in text and "Helix Duels" in text


def test_the_header_box_keeps_the_chosen_filter(client, corpus):
    html = client.get("/recherche/", {"q": "poison", "jeu": "helix"}).content.decode()
    header = html[html.index('<header'):html.index('</header>')]
    assert '<input type="hidden" name="jeu" value="helix">' in header


def test_where_the_rules_say_nothing_the_page_says_so(client, corpus):
    text = visible_text(client.get("/recherche/", {"q": "peut-on jouer avec un dragon licorne"}).content.decode())
    assert "Les règles des cinq jeux ne disent rien sur « licorne »." in text


def test_words_the_rules_never_treat_together_are_said_so(client, corpus):
    text = visible_text(client.get("/recherche/", {"q": "poison charge repli portee faction"}).content.decode())
    assert "Aucun passage des cinq jeux ne traite à la fois de" in text


def test_a_question_of_common_words_only_asks_for_a_rule_word(client, corpus):
    text = visible_text(client.get("/recherche/", {"q": "est-ce que c'est quand"}).content.decode())
    assert "ne contient que des mots trop courants" in text


def test_a_null_character_is_named_not_taken_for_a_page_number(client, corpus):
    response = client.get("/recherche/", {"q": "poison\x00"})
    assert response.status_code == HTTPStatus.BAD_REQUEST
    assert "La recherche contient un caractère nul : retirez-le et cherchez à nouveau." in visible_text(
        response.content.decode())


def test_a_question_with_nothing_to_search_says_so(client, corpus):
    html = client.get("/recherche/", {"q": "😀 !!"}).content.decode()
    assert "Rien à chercher dans « 😀 !! » : écrivez un mot des règles." in visible_text(html)

"""The search service on small indexes of its own: French analysis, ranking, tolerance, safety."""
import pytest
from whoosh.filedb.filestore import RamStorage

from search.analysis import exact_name
from search.documents import make_schema
from search.query import QueryError, parse_query
from search.service import PageOutOfRange, search
from search.vocabulary import roots_of, words_of


def doc(id, title, body, kind="section", game="noxilia", names=(), section="", questions=""):
    """A passage document as search/documents.py builds them: ``title`` is its section's (or keyword's) title."""
    section = section or f"{game}/{id}"
    return {"id": id, "game": game, "kind": kind, "title": title if kind == "keyword" else "",
            "section": section, "crumbs": title, "name": " ".join(names),
            "fullname": ",".join(exact_name(n) for n in names), "body": body, "questions": questions,
            "anchor": id, "path": title, "url": f"/{id}/", "section_title": title, "section_url": f"/{section}/",
            "api_url": f"/api/{id}/", "names": list(names),
            "words": " ".join(words_of(title + " " + " ".join(names) + " " + body)),
            "roots": " ".join(roots_of(words_of(title + " " + " ".join(names) + " " + body)))}


@pytest.fixture
def index():
    ix = RamStorage().create_index(make_schema())
    writer = ix.writer()
    for d in [
        doc("armor", "Armure", "L'armure absorbe les dégâts avant d'entamer la vie.", "keyword", names=("Armure",)),
        doc("creatures", "Créatures", "Les créatures inclinées n'infligent pas de dégâts.", game="helix"),
        doc("poison", "Poison X", "Applique X marqueurs poisons si des dégâts à la vie sont infligés.", "keyword", names=("Poison X", "Poison")),
        doc("purif", "Purification", "Retire tous les marqueurs poison d'une unité.", "keyword", names=("Purification",)),
        doc("markup", "Balises", "Un texte avec <script>alert(1)</script> et des dégâts.", game="veiel"),
        doc("esquive-helix", "Esquive", "Lors d'une attaque de combat, effectue un jet de dé.", "keyword", "helix", names=("Esquive",)),
        doc("esquive-nox", "Esquive", "Permet d'annuler une attaque au corps à corps par partie.", "keyword", names=("Esquive",)),
        doc("pdv", "PDV (Points de Vie)", "Montant de dégâts qu'une carte peut subir.", "keyword", "helix", names=("PDV", "Points de Vie")),
        doc("hand", "Règles générales", "Il n'existe aucune limite de cartes en main.", section="noxilia/regles-generales"),
        doc("deck", "Règles générales", "Si la pioche d'un joueur est vide, il continue de jouer.", section="noxilia/regles-generales"),
        doc("wounded", "Combat", "Une créature blessée retourne dans la main de son propriétaire.", game="heliosthenos"),
        doc("blocking", "Combat", "Une créature inclinée ne peut pas bloquer.", game="helix",
            questions="ma bestiole tapée peut encore bloquer ?"),
        doc("blocking-order", "Combat", "Le défenseur choisit l'ordre des bloqueurs.", game="stellar-nexus"),
    ]:
        writer.add_document(**d)
    writer.commit()
    return ix


def ids(index, query, **kwargs):
    return [hit.id for hit in search(index, parse_query(query, **kwargs)).hits]


@pytest.mark.parametrize("query, expected", [
    pytest.param("creature inclinee", "creatures", id="accents are optional and plural meets singular"),
    pytest.param("l'armure", "armor", id="an elided article is split off"),
    pytest.param("ARMURE", "armor", id="case does not matter"),
    pytest.param("des armures", "armor", id="stop words do not decide"),
    pytest.param("armrue", "armor", id="a typo is tolerated"),
    pytest.param("points de vie", "pdv", id="an abbreviation's long form finds the abbreviation"),
    pytest.param("pv", "pdv", id="an abbreviation finds its long form"),
    pytest.param("purific", "purif", id="an unfinished last word matches as a prefix"),
])
def test_french_analysis_finds(index, query, expected):
    assert expected in ids(index, query)[:3]


def test_an_exact_keyword_name_ranks_first(index):
    results = search(index, parse_query("poison"))
    assert results.hits[0].id == "poison" and results.exact == ["poison"]


def test_a_term_of_two_games_pins_both_definitions(index):
    results = search(index, parse_query("esquive"))
    assert set(results.exact) == {"esquive-helix", "esquive-nox"}


def test_filters_and_facets(index):
    results = search(index, parse_query("jeu:helix esquive"))
    assert [h.id for h in results.hits] == ["esquive-helix"]
    assert results.facets["game"] == {"helix": 1, "noxilia": 1}
    assert "Helix Duels" in results.understood


def test_a_game_named_in_the_question_filters_to_it_and_says_so(index):
    results = search(index, parse_query("esquive a noxilia"))
    assert [h.id for h in results.hits] == ["esquive-nox"]
    assert results.game == "noxilia" and "jeu nommé dans la question : Noxilia" in results.understood


def test_a_passage_matching_more_of_the_question_comes_first(index):
    # « creature » alone is in three passages; only one has « creature », « inclinee » and « bloquer ».
    assert ids(index, "une creature inclinee peut elle bloquer")[0] == "blocking"


def test_question_words_do_not_decide(index):
    assert ids(index, "combien de cartes en main")[0] == "hand"


def test_feminine_and_masculine_forms_meet_without_accents(index):
    # Snowball alone stems a folded « blessée » to `blesse` and a typed « blesse » to `bless`.
    assert ids(index, "carte blesse")[0] == "wounded"
    assert ids(index, "creatures blessees")[0] == "wounded"


def test_players_words_find_the_rulebooks_words(index):
    # players_vocabulary.txt: « jpeux » is « je peux », « deck » is the rulebook's « pioche ».
    assert ids(index, "deck vide")[0] == "deck"
    assert ids(index, "jpeux bloquer")[0] in {"blocking", "blocking-order"}


def test_the_players_questions_lead_to_their_passage(index):
    assert ids(index, "bestiole tapee")[0] == "blocking"


def test_hits_are_whole_passages_grouped_by_section(index):
    results = search(index, parse_query("pioche main"))
    (group,) = [g for g in results.groups if g.section == "noxilia/regles-generales"]
    assert [h.id for h in group.hits] == ["deck", "hand"] or [h.id for h in group.hits] == ["hand", "deck"]
    assert group.hits[0].snippet.count("<mark>") == 1 and group.hits[0].text.endswith(".")


def test_where_the_rules_say_nothing_the_answer_says_so(index):
    results = search(index, parse_query("dragon a trois tetes"))
    assert results.no_answer and results.count <= 3


def test_a_long_misspelled_question_is_bounded(index):
    from search.understanding import MAX_CORRECTIONS

    # 50 words the index does not know, each close to none: 499 characters, the worst a box accepts.
    words = [f"zorglu{chr(97 + i // 26)}{chr(97 + i % 26)}q" for i in range(50)]
    results = search(index, parse_query(" ".join(words)))
    assert len(results.corrections) <= MAX_CORRECTIONS
    assert "38 mots ignorés : seuls les 12 premiers mots utiles sont lus" in results.understood and results.no_answer


@pytest.mark.parametrize("char", ["㎈", "ﬄ"])
def test_characters_that_grow_when_folded_are_bounded_after_folding(char):
    with pytest.raises(QueryError, match="Une fois ses caractères spéciaux décomposés"):
        parse_query((char + " ") * 166)


def test_snippets_escape_the_text_before_marking_it(index):
    (hit,) = search(index, parse_query("balises alert")).hits
    assert "<script>" not in hit.snippet and "&lt;script&gt;" in hit.snippet
    assert "<mark>" in hit.snippet


def test_did_you_mean_offers_the_nearest_word(index):
    results = search(index, parse_query("purificaton "))
    assert results.suggestion == "purification"
    assert "lu comme «\u00a0purification\u00a0»" in results.understood  # French spacing: no break inside « »


def test_the_query_is_restated_in_plain_french(index):
    assert search(index, parse_query("jeu:noxilia type:mot-cle armure")).understood == \
        "Mots-clés de Noxilia : «\u00a0armure\u00a0»"


@pytest.mark.parametrize("query", ['"unbalanced', ': * ~ ( ) ^ [', "a" * 500, "\x00\x07 armure \x1b", "<b>armure</b>",
                                   "jeu:", "AND OR NOT", "armure~2^3", "{[(", "é" * 300])
def test_any_input_is_a_result_or_a_clear_error(index, query):
    try:
        results = search(index, parse_query(query))
    except QueryError as error:
        assert error.message
    else:
        # A result is a whole one: the hits shown agree with the count, and markup stays text.
        assert len(results.hits) <= results.count and bool(results.hits) == bool(results.count)
        assert all("<b>" not in hit.snippet for hit in results.hits)
        if "armure" in query:
            assert results.count > 0, f"{query!r} found nothing although it names « armure »"


@pytest.mark.parametrize("query, message", [
    ("jeu:monopoly charge", "Jeu inconnu : « monopoly »"),
    ("jeu: charge", "jeu:noxilia"),
    ("type:carte charge", "Type inconnu"),
    ("a" * 501, "501 caractères : 500 au plus"),
])
def test_malformed_filters_say_what_is_wrong(query, message):
    with pytest.raises(QueryError, match=message):
        parse_query(query)


def test_empty_query_finds_nothing(index):
    assert search(index, parse_query("   ")).count == 0


def test_a_page_past_the_end_is_an_error(index):
    with pytest.raises(PageOutOfRange):
        search(index, parse_query("degats"), page=5)


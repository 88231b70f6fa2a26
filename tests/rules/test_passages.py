"""Passages: every paragraph, list item, table row and glossary entry has a stable anchor and permalink."""
import re
from http import HTTPStatus

import pytest
from django.core.management import call_command

from rules.loading import load_rulebooks
from rules.models import Passage, Question, Section
from rules.parsing import SourceError
from rules.passages import passages_of

BODY = """Il n'existe aucune limite de cartes en main.

- Si la pioche d'un joueur est vide, il continue de jouer.
  - Il ne pioche plus.
- Si la pioche d'un joueur est vide, il continue de jouer.

| Lumière | La magie de la lumière |
| Ombre | La magie des ombres |

::: keyword Poison X {#poison-x}
Applique X marqueurs poisons.
:::
"""


def test_each_paragraph_item_row_and_keyword_is_a_passage():
    passages = passages_of(BODY)
    assert [(p.kind, p.anchor) for p in passages] == [
        ("paragraph", "il-existe-aucune-limite-de-cartes"),
        ("item", "si-la-pioche-un-joueur-est"),
        ("item", "il-ne-pioche-plus"),
        ("item", "si-la-pioche-un-joueur-est-2"),  # same first words: numbered in reading order
        ("row", "lumiere-la-magie-de-la-lumiere"),
        ("row", "ombre-la-magie-des-ombres"),
        ("keyword", "poison-x"),
    ]
    assert passages[1].text == "Si la pioche d'un joueur est vide, il continue de jouer."  # without its sub-item


def test_anchors_come_from_the_words_so_an_inserted_paragraph_moves_no_other():
    before = {p.text: p.anchor for p in passages_of(BODY)}
    after = {p.text: p.anchor for p in passages_of("Un paragraphe ajouté en tête.\n\n" + BODY)}
    assert all(after[text] == anchor for text, anchor in before.items())


def test_reloading_the_same_version_changes_no_anchor(corpus):
    anchors = sorted(Passage.objects.values_list("section_id", "anchor"))
    report = load_rulebooks()
    assert not report.changed
    assert sorted(Passage.objects.values_list("section_id", "anchor")) == anchors
    assert Passage.objects.count() > 700


def test_every_passage_is_an_id_on_its_section_page(client, corpus):
    for section in Section.objects.filter(game__slug__in=["noxilia", "veiel"]).select_related("game"):
        html = client.get(section.get_absolute_url()).content.decode()
        ids = re.findall(r'\bid="([^"]+)"', html)
        assert len(ids) == len(set(ids)), section
        expected = {p.anchor for p in section.passages.all()}
        assert expected <= set(ids), (section, expected - set(ids))


def test_a_passage_permalink_opens_its_section_with_a_copy_control(client, corpus):
    passage = Passage.objects.get(section__game__slug="noxilia", section__slug="regles-generales",
                                  anchor="il-existe-aucune-limite-de-cartes")
    assert passage.get_absolute_url() == "/noxilia/regles-generales/#il-existe-aucune-limite-de-cartes"
    html = client.get("/noxilia/regles-generales/").content.decode()
    assert '<li id="il-existe-aucune-limite-de-cartes" class="passage">' in html
    assert 'href="#il-existe-aucune-limite-de-cartes"' in html and "/static/js/passages." in html


def test_the_players_questions_are_shown_under_their_section_and_keyword(client, corpus):
    assert Question.objects.filter(game__slug="noxilia").count() >= 150
    html = client.get("/noxilia/regles-generales/").content.decode()
    assert "Questions fréquentes" in html and 'class="faq-q" href="#' in html
    assert "Questions fréquentes" in client.get("/noxilia/glossaire/poison-x/").content.decode()


def test_every_game_has_several_questions_per_entry(corpus):
    for game in corpus.values():
        entries = game.sections.exclude(passages=None).count() + game.keywords.count()
        assert Question.objects.filter(game=game).count() >= 2 * entries * 0.75, game


def test_a_question_pointing_to_no_passage_stops_the_load_naming_its_line(corpus, tmp_path):
    (tmp_path / "noxilia.txt").write_text("## regles-generales\nune question ? → #pas-de-tel-passage\n", encoding="utf-8")
    before = Question.objects.count()
    with pytest.raises(SourceError, match=r"noxilia.txt:2: « #pas-de-tel-passage » is no passage of noxilia"):
        load_rulebooks(questions_dir=tmp_path)
    assert Question.objects.count() == before  # all or nothing


def test_the_passages_of_a_game_are_listed_for_writing_questions(capsys, corpus):
    call_command("load_rules", "heliosthenos", "--list-passages")
    out = capsys.readouterr().out
    assert "heliosthenos/glossaire/prisonnier\t" in out


def test_a_keyword_passage_is_its_glossary_entry(client, corpus):
    passage = Passage.objects.get(keyword__game__slug="noxilia", keyword__slug="poison-x")
    assert passage.kind == "keyword" and passage.anchor == "poison-x"
    assert client.get(passage.section.get_absolute_url()).status_code == HTTPStatus.OK


def test_a_glossary_entry_moved_to_another_section_reloads(corpus, tmp_path):
    from rules.parsing import SOURCES_DIR
    from rules.questions import QUESTIONS_DIR

    source = (SOURCES_DIR / "veiel.md").read_text(encoding="utf-8")
    start = source.index("::: keyword Soin {#soin")
    block = source[start: source.index(":::\n", start + 3) + 4]
    heading = "# Mort d'un héros [[P.15 règles]] {#mort-d-un-heros}\n"
    moved = source.replace(block, "").replace(heading, heading + "\n" + block + "\n")
    (tmp_path / "veiel.md").write_text(moved, encoding="utf-8")
    (tmp_path / "q").mkdir()
    (tmp_path / "q" / "veiel.txt").write_text((QUESTIONS_DIR / "veiel.txt").read_text(encoding="utf-8"), encoding="utf-8")

    load_rulebooks(tmp_path, games=("veiel",), questions_dir=tmp_path / "q")

    passage = Passage.objects.get(keyword__game__slug="veiel", keyword__slug="soin")
    assert passage.section.slug == "mort-d-un-heros"
    assert passage.get_absolute_url() == "/veiel/mort-d-un-heros/#soin"

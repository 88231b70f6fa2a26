"""The corpus in the database: counts, real entries, idempotent and all-or-nothing loading."""
import shutil

import pytest

from rules.loading import load_rulebooks
from rules.models import Game, Keyword, Section
from rules.parsing import SOURCES_DIR, SourceError

# Counts of the cleaned rulebooks; a new rulebook version changes them on purpose.
COUNTS = {
    "helix": (59, 68),
    "veiel": (29, 16),
    "stellar-nexus": (14, 14),
    "heliosthenos": (7, 6),
    "noxilia": (33, 72),
}


@pytest.mark.parametrize("game, sections, keywords", [(g, s, k) for g, (s, k) in COUNTS.items()])
def test_counts_per_game(corpus, game, sections, keywords):
    assert Section.objects.filter(game__slug=game).count() == sections
    assert Keyword.objects.filter(game__slug=game).count() == keywords


@pytest.mark.parametrize("game, slug, name, definition_starts", [
    ("helix", "cuirasse", "Cuirassé", "Ne peut être bloqué ou attaqué que par au moins 2 créatures."),
    ("noxilia", "riposte-eclair", "Riposte éclair", "identique à Riposte, mais les dégâts sont infligés avant ceux de l'adversaire."),
    ("veiel", "infranchissable", "Infranchissable", "Les entités possédant le mot clé Infranchissable ne peuvent pas être traversées"),
    ("stellar-nexus", "dissonance", "Dissonance", "La Dissonance est le pouvoir à activer dans le cas inverse."),
    ("heliosthenos", "score-restant", "Score restant", "Le score restant est la somme des milieux dans lesquels on domine"),
])
def test_real_entries_are_verbatim(corpus, game, slug, name, definition_starts):
    keyword = Keyword.objects.get(game__slug=game, slug=slug)
    assert keyword.name == name
    assert keyword.text.startswith(definition_starts)


def test_helix_burn_is_one_entry():
    from rules.parsing import parse_file

    book = parse_file(SOURCES_DIR / "helix.md")
    assert [k.name for k in book.keywords].count("Brûlure") == 1


def test_every_game_has_a_rulebook_with_version_and_source(corpus):
    for game in corpus.values():
        assert game.rulebook.version and game.rulebook.source and game.rulebook.title
    assert corpus["helix"].rulebook.version == "Livre de Règles Version 3.1"
    assert corpus["veiel"].rulebook.version == "Aide de jeu solo V1.0"


def test_veiel_page_references_are_structured_not_text(corpus):
    keyword = Keyword.objects.get(game__slug="veiel", slug="infranchissable")
    assert keyword.refs == ["P.17 extension 5"]
    assert "P.17" not in keyword.text
    section = Section.objects.get(game__slug="veiel", slug="ciblage-des-ennemis")
    assert "P.14 règles" in section.refs and "(P.14" not in section.text


def test_the_section_tree_follows_the_rulebook(corpus):
    combat = Section.objects.get(game__slug="heliosthenos", slug="combat")
    assert combat.parent.slug == "jeu"
    assert combat.breadcrumb.endswith("Jeu › Combat")
    start = Section.objects.get(game__slug="noxilia", slug="debut-du-tour")
    assert start.parent.slug == "deroulement-d-un-tour"


def test_loading_twice_changes_nothing(corpus):
    report = load_rulebooks()
    assert not report.changed, str(report)
    assert report.unchanged > 300


def test_a_broken_source_leaves_the_corpus_untouched(corpus, tmp_path):
    for path in SOURCES_DIR.glob("*.md"):
        if path.name != "FORMAT.md":
            shutil.copy(path, tmp_path / path.name)
    broken = tmp_path / "noxilia.md"
    broken.write_text(broken.read_text(encoding="utf-8").replace("# Objectif {#objectif}", "# Objectif"), encoding="utf-8")
    (tmp_path / "helix.md").write_text((tmp_path / "helix.md").read_text(encoding="utf-8").replace("Cuirassé", "Blindé"), encoding="utf-8")
    before = Keyword.objects.count()
    with pytest.raises(SourceError, match="needs an anchor"):
        load_rulebooks(directory=tmp_path)
    assert Keyword.objects.count() == before
    assert Keyword.objects.get(game__slug="helix", slug="cuirasse").name == "Cuirassé"


def test_a_new_version_updates_only_what_changed(corpus, tmp_path):
    for path in SOURCES_DIR.glob("*.md"):
        shutil.copy(path, tmp_path / path.name)
    source = tmp_path / "heliosthenos.md"
    source.write_text(source.read_text(encoding="utf-8").replace(
        "version: sans numéro de version (texte reçu le 22/11/2026)", "version: 2.0"), encoding="utf-8")
    report = load_rulebooks(directory=tmp_path)
    assert (report.created, report.updated, report.deleted) == (0, 1, 0)
    assert Game.objects.get(slug="heliosthenos").rulebook.version == "2.0"

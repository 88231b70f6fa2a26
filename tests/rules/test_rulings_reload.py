"""A new rulebook version: rulings whose cited text changed or disappeared are flagged « à revérifier »
with the diff, never deleted; the others are left as they are; search follows the new corpus.

Real components: the real sources copied to a temporary directory and edited as a publisher's new
version would be, the real loader, the test database, a real index in a temporary directory.
"""
import shutil
from io import StringIO

import pytest
from django.core.management import call_command
from django.utils.html import escape

from rules import rulings
from rules.loading import load_rulebooks
from rules.models import Passage, Ruling, RulingCitation
from rules.parsing import SOURCES_DIR
from rules.questions import QUESTIONS_DIR
from search import generation as generations
from search.index import forget, get_index
from search.query import parse_query
from search.service import search

CHANGED = "noxilia/combat#note-armure-est-une-protection-temporaire"
ADDED = "Elle ne se cumule jamais avec un bouclier magique."
UNCHANGED = ["noxilia/combat#declaration-de-attaque-unite-attaquante-engage", "noxilia/glossaire/aquatique"]
NEW_VERSION = "version 2 (texte reçu le 01/12/2026)"


@pytest.fixture
def chief(corpus, make_judge):
    return make_judge("chef", games=["noxilia"], head=True)


@pytest.fixture
def removed(corpus) -> Passage:
    """A paragraph written once in the book: the new version drops it (and the « questions fréquentes » on it)."""
    text = (SOURCES_DIR / "noxilia.md").read_text(encoding="utf-8")
    return next(p for p in Passage.objects.filter(section__game__slug="noxilia", kind="paragraph")
                .select_related("section__game").order_by("section__order", "order")
                if text.count(f"\n{p.markup}\n") == 1)


@pytest.fixture
def new_version(tmp_path, removed) -> tuple:
    """The rulebooks as received again: Noxilia's with a new version, one sentence added, one paragraph gone."""
    sources = tmp_path / "sources"
    shutil.copytree(SOURCES_DIR, sources, ignore=shutil.ignore_patterns("raw", "*.py", "__pycache__"))
    path = sources / "noxilia.md"
    text = path.read_text(encoding="utf-8")
    note = Passage.objects.get(section__game__slug="noxilia", section__slug="combat",
                               anchor="note-armure-est-une-protection-temporaire")
    edited = text.replace(note.markup, f"{note.markup} {ADDED}", 1)
    edited = edited.replace(f"\n{removed.markup}\n", "\n", 1)
    edited = edited.replace("version: sans numéro de version (texte reçu le 22/11/2026)", f"version: {NEW_VERSION}", 1)
    assert edited.count(ADDED) == 1 and f"\n{removed.markup}\n" not in edited and NEW_VERSION in edited
    path.write_text(edited, encoding="utf-8")
    # The questions received with it no longer point to the paragraph dropped.
    questions = tmp_path / "questions"
    shutil.copytree(QUESTIONS_DIR, questions)
    faq = questions / "noxilia.txt"
    faq.write_text("".join(line for line in faq.read_text(encoding="utf-8").splitlines(keepends=True)
                           if f"#{removed.anchor}" not in line), encoding="utf-8")
    return sources, note.text


def _publish(user, game, citations, question="La note sur l'armure vaut-elle pour le trébuchet ?"):
    return rulings.create(user, game, {"question": question, "answer": "Oui, voir la note.", "citations": citations},
                          publish=True)


def test_a_changed_rulebook_flags_the_citing_ruling_with_the_diff_and_keeps_it(corpus, chief, removed, new_version):
    sources, note_before = new_version
    citing = _publish(chief, corpus["noxilia"], [CHANGED, removed.full_anchor, *UNCHANGED])
    clean = _publish(chief, corpus["noxilia"], UNCHANGED, question="Un trébuchet aquatique s'engage-t-il ?")
    before = generations.current()

    report = load_rulebooks(directory=sources, games=("noxilia",), questions_dir=sources.parent / "questions")

    assert report.changed and report.to_review == 2 and "à revérifier" in str(report)
    assert Ruling.objects.filter(pk__in=[citing.pk, clean.pk], status=Ruling.Status.PUBLISHED).count() == 2
    cited = {c.anchor: c for c in RulingCitation.objects.filter(ruling=citing)}
    assert len(cited) == 4  # nothing deleted, not even the citation of the passage that is gone

    changed = cited[CHANGED]
    assert changed.needs_review and changed.cited_text == note_before  # the text as it was given is kept
    diff = changed.review_diff.splitlines()
    assert diff[0].startswith(f"--- {CHANGED} (texte cité, version sans numéro de version")
    assert diff[1] == f"+++ {CHANGED} (version {NEW_VERSION})"
    assert f"+{ADDED}" in diff and not any(line.startswith("-") and not line.startswith("---") for line in diff)

    gone = cited[removed.full_anchor]
    assert gone.needs_review and gone.review_diff.startswith("passage supprimé")
    assert removed.full_anchor in gone.review_diff and NEW_VERSION in gone.review_diff

    for anchor in UNCHANGED:
        assert not cited[anchor].needs_review and cited[anchor].review_diff == ""
    assert not RulingCitation.objects.filter(ruling=clean, needs_review=True).exists()
    # The flag is a revision of the citation, with its reason.
    assert changed.history.first().history_change_reason.startswith(f"règles rechargées ({NEW_VERSION})")

    after = generations.current()
    assert after.value > before.value and after.rulebooks != before.rulebooks

    # Loading the same version again changes nothing: no new flag, no new generation.
    again = load_rulebooks(directory=sources, games=("noxilia",), questions_dir=sources.parent / "questions")
    assert not again.changed and again.to_review == 0 and generations.current() == after


def test_an_unchanged_reload_leaves_every_citation_and_the_generation_alone(corpus, chief):
    ruling = _publish(chief, corpus["noxilia"], [CHANGED, *UNCHANGED])
    before = generations.current()
    report = load_rulebooks(games=("noxilia",))
    assert not report.changed and report.to_review == 0
    assert not RulingCitation.objects.filter(ruling=ruling, needs_review=True).exists()
    assert generations.current() == before


def test_the_judges_list_of_rulings_to_recheck(corpus, chief, removed, new_version):
    sources, _ = new_version
    citing = _publish(chief, corpus["noxilia"], [CHANGED, *UNCHANGED])
    _publish(chief, corpus["noxilia"], UNCHANGED, question="Un trébuchet aquatique s'engage-t-il ?")
    load_rulebooks(directory=sources, games=("noxilia",), questions_dir=sources.parent / "questions")
    out = StringIO()
    call_command("rulings_to_review", stdout=out)
    text = out.getvalue()
    assert f"noxilia\tn° {citing.number}\t{CHANGED}\tpubliée\t/noxilia/decisions/{citing.number}/" in text
    assert f"    +{ADDED}" in text
    assert text.rstrip().endswith("1 décision à revérifier, 1 citation")
    brief = StringIO()
    call_command("rulings_to_review", "helix", "--brief", stdout=brief)
    assert brief.getvalue().strip() == "rulings_to_review — 0 décision à revérifier, 0 citation"


def test_a_judge_sees_the_rulings_to_recheck_on_their_account_page(client, corpus, chief, make_judge, new_version):

    sources, _ = new_version
    citing = _publish(chief, corpus["noxilia"], [CHANGED])
    load_rulebooks(directory=sources, games=("noxilia",), questions_dir=sources.parent / "questions")
    helene = make_judge("helene", games=["helix"])
    client.force_login(chief)
    page = client.get("/compte/").content.decode()
    assert "À revérifier" in page and f"/noxilia/decisions/{citing.number}/" in page
    assert escape(f"+{ADDED}") in page  # the diff, escaped
    client.force_login(helene)  # a judge of another game sees none of it
    assert "À revérifier" not in client.get("/compte/").content.decode()


def test_republishing_after_review_takes_the_new_text_and_clears_the_flag(corpus, chief, new_version):
    """What a judge does once they re-checked: the ruling is given again under the new version."""
    sources, _ = new_version
    ruling = _publish(chief, corpus["noxilia"], [CHANGED])
    load_rulebooks(directory=sources, games=("noxilia",), questions_dir=sources.parent / "questions")
    assert ruling.citations.get().needs_review
    # R's flow: a published ruling edited by a head judge keeps its snapshot; a new ruling takes the new text.
    fresh = _publish(chief, corpus["noxilia"], [CHANGED], question="La note sur l'armure, version 2 ?")
    citation = fresh.citations.get()
    assert ADDED in citation.cited_text and not citation.needs_review


def test_search_follows_a_rulebook_reload_without_a_manual_rebuild(settings, tmp_path, index_dir, corpus, chief,
                                                                  new_version):
    sources, _ = new_version
    directory = tmp_path / "server" / "ix"
    shutil.copytree(index_dir, directory)
    settings.SEARCH_INDEX_DIR, settings.SEARCH_FOLLOW_SECONDS = directory, 0
    try:
        ruling = _publish(chief, corpus["noxilia"], [CHANGED])
        assert not search(get_index(), parse_query('"bouclier magique"')).count
        load_rulebooks(directory=sources, games=("noxilia",), questions_dir=sources.parent / "questions")
        results = search(get_index(), parse_query('"bouclier magique"'))
        assert [hit.id for hit in results.hits] == [f"passage:{CHANGED}"]
        found = search(get_index(), parse_query("trebuchet", kind="ruling"))
        assert [hit.id for hit in found.hits] == [f"ruling:noxilia/{ruling.number}"]  # the ruling stays indexed
    finally:
        forget(directory)

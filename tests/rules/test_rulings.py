"""Rulings: what they cite, how they are numbered, published, superseded and withdrawn, their text,
their revisions, and two judges editing at once (rules/rulings.py)."""
import pytest
from django.db import transaction

from rules import rulings
from rules.models import Passage, Ruling, RulingCitation

QUESTION = "Un Poison X se cumule-t-il avec un second Poison ?"
ANSWER = "Non : voir [[noxilia/glossaire/poison-x]]. Le plus fort s'applique."


def _data(**changes):
    return {"question": QUESTION, "answer": ANSWER, "citations": ["noxilia/combat"], **changes}


@pytest.fixture
def alice(corpus, make_judge):
    return make_judge("alice", games=["noxilia"])


@pytest.fixture
def bruno(corpus, make_judge):
    return make_judge("bruno", games=["noxilia"])


def test_a_judge_writes_a_draft_numbered_in_its_game_with_the_cited_text_and_rulebook_version(corpus, alice):
    ruling = rulings.create(alice, corpus["noxilia"], _data(event="Tournoi de Lyon", event_date=None))
    assert (ruling.number, ruling.status, ruling.version) == (1, "draft", 1)
    assert ruling.rulebook_version == corpus["noxilia"].rulebook.version
    citation = ruling.citations.get()
    section = corpus["noxilia"].sections.get(slug="combat")
    assert (citation.anchor, citation.kind, citation.target) == ("noxilia/combat", "section", "noxilia/combat")
    assert citation.cited_text == section.text and citation.cited_title == section.title
    assert not citation.needs_review
    revision = ruling.history.get()
    assert revision.history_user == alice and revision.history_change_reason == "créée"
    assert rulings.create(alice, corpus["noxilia"], _data()).number == 2


def test_numbers_are_per_game(corpus, make_judge):
    both = make_judge("claire", games=["noxilia", "helix"])
    rulings.create(both, corpus["noxilia"], _data())
    helix_anchor = corpus["helix"].sections.first().anchor
    assert rulings.create(both, corpus["helix"], _data(answer="Oui.", citations=[helix_anchor])).number == 1


def test_passages_keywords_and_pasted_permalinks_are_anchors(corpus, alice):
    passage = Passage.objects.filter(section__game__slug="noxilia", kind="paragraph").select_related("section").first()
    ruling = rulings.create(alice, corpus["noxilia"], _data(citations=[
        f"https://arbitre.example.org/noxilia/{passage.section.slug}/#{passage.anchor}",
        "/noxilia/glossaire/poison-x/"]))
    cited = {c.anchor: c for c in ruling.citations.all()}
    assert set(cited) == {passage.full_anchor, "noxilia/glossaire/poison-x"}
    assert cited[passage.full_anchor].kind == "passage" and cited[passage.full_anchor].target == passage.section.anchor
    assert cited[passage.full_anchor].cited_text == passage.text
    assert cited["noxilia/glossaire/poison-x"].kind == "keyword"


def test_unknown_anchors_are_refused_all_listed_and_nothing_is_written(corpus, alice):
    with pytest.raises(rulings.Invalid) as refused:
        rulings.create(alice, corpus["noxilia"], _data(citations=["noxilia/combat", "noxilia/pas-une-section",
                                                                  "noxilia/glossaire/inconnu", "noxilia/combat#nulle-part"]))
    message = refused.value.errors["citations"][0]
    assert message.startswith("Ancres inconnues dans les règles : noxilia/pas-une-section, noxilia/glossaire/inconnu, "
                              "noxilia/combat#nulle-part.")
    assert not Ruling.objects.exists()


def test_an_anchor_of_another_game_and_a_link_to_nowhere_are_refused(corpus, alice):
    with pytest.raises(rulings.Invalid) as refused:
        rulings.create(alice, corpus["noxilia"], _data(citations=["helix/" + corpus["helix"].sections.first().slug],
                                                       answer="Voir [[noxilia/n-existe-pas]]."))
    assert "d'un autre jeu que Noxilia" in refused.value.errors["citations"][0]
    assert "noxilia/n-existe-pas" in refused.value.errors["answer"][0]


def test_empty_or_too_long_text_and_no_citation_are_refused_together(corpus, alice):
    with pytest.raises(rulings.Invalid) as refused:
        rulings.create(alice, corpus["noxilia"], {"question": " ", "answer": "x" * 10001, "citations": []})
    assert set(refused.value.errors) == {"question", "answer", "citations"}


def test_text_is_escaped_and_anchor_links_become_links():
    html = str(rulings.render_text('<script>alert(1)</script> & "x"\n\nVoir [[noxilia/combat|le combat]] et '
                                   '[[noxilia/glossaire/poison-x]] ; [[pas/une-ancre]] <b>', {
                                       "noxilia/combat": rulings.Target("noxilia/combat", "section", "noxilia",
                                                                        "noxilia/combat", "Combat", "/noxilia/combat/", ""),
                                       "noxilia/glossaire/poison-x": rulings.Target(
                                           "noxilia/glossaire/poison-x", "keyword", "noxilia", "noxilia/glossaire/poison-x",
                                           "Glossaire, Poison X", "/noxilia/glossaire/poison-x/", "")}))
    assert "<script>" not in html and "&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;x&quot;" in html
    assert '<a class="anchor-link" href="/noxilia/combat/">le combat</a>' in html
    assert '<a class="anchor-link" href="/noxilia/glossaire/poison-x/">Glossaire, Poison X</a>' in html
    assert "[[pas/une-ancre]] &lt;b&gt;" in html and html.count("<p>") == 2


def test_a_link_label_cannot_smuggle_html(corpus):
    html = str(rulings.render_text('[[noxilia/combat|<img src=x onerror=alert(1)>]]'))
    assert "<img" not in html and "&lt;img src=x onerror=alert(1)&gt;</a>" in html


def test_publishing_takes_the_cited_text_as_it_is_now_and_is_a_revision(corpus, alice):
    ruling = rulings.create(alice, corpus["noxilia"], _data())
    RulingCitation.objects.filter(ruling=ruling).update(cited_text="ancien texte", needs_review=True, review_diff="-x")
    published = rulings.publish(alice, ruling, 1)
    assert (published.status, published.version) == ("published", 2) and published.published_at
    citation = published.citations.get()
    assert citation.cited_text == corpus["noxilia"].sections.get(slug="combat").text and not citation.needs_review
    assert [h.history_change_reason for h in published.history.order_by("history_date")] == ["créée", "publiée"]
    with pytest.raises(rulings.Conflict, match="n'est pas un brouillon"):
        rulings.publish(alice, published, 2)


def test_two_judges_editing_at_once_the_second_gets_a_conflict_not_an_overwrite(corpus, alice, bruno):
    ruling = rulings.create(alice, corpus["noxilia"], _data())
    seen_by_alice = Ruling.objects.get(pk=ruling.pk)
    seen_by_bruno = Ruling.objects.get(pk=ruling.pk)
    rulings.update(alice, seen_by_alice, seen_by_alice.version, {"answer": "Réponse d'Alice."})
    with pytest.raises(rulings.Conflict) as conflict:
        rulings.update(bruno, seen_by_bruno, seen_by_bruno.version, {"answer": "Réponse de Bruno."})
    assert "modifiée entre-temps par Alice" in conflict.value.message
    assert "version 2, vos changements portaient sur la version 1" in conflict.value.message
    assert conflict.value.current_version == 2
    ruling.refresh_from_db()
    assert (ruling.answer, ruling.version) == ("Réponse d'Alice.", 2)
    assert ruling.history.count() == 2


def test_an_edit_is_a_revision_naming_what_changed_and_citations_keep_their_own_history(corpus, alice):
    ruling = rulings.create(alice, corpus["noxilia"], _data())
    ruling = rulings.update(alice, ruling, 1, {"answer": "Oui.", "citations": ["noxilia/glossaire/poison-x"]})
    last = ruling.history.order_by("-history_date").first()
    assert last.history_change_reason == ("modifiée (réponse) ; citations : +noxilia/glossaire/poison-x, "
                                           "−noxilia/combat")
    assert last.history_user == alice and last.version == 2
    kinds = sorted(RulingCitation.history.filter(ruling_id=ruling.id).values_list("anchor", "history_type"))
    assert kinds == [("noxilia/combat", "+"), ("noxilia/combat", "-"), ("noxilia/glossaire/poison-x", "+")]


def test_superseding_points_to_the_successor_and_keeps_the_ruling(corpus, alice, make_judge):
    head = make_judge("hector", head=True)
    old = rulings.publish(alice, rulings.create(alice, corpus["noxilia"], _data()), 1)
    draft = rulings.create(alice, corpus["noxilia"], _data(answer="Nouvelle réponse."))
    with pytest.raises(rulings.Invalid, match="est brouillon"):
        rulings.supersede(head, old, old.version, draft.number)
    new = rulings.publish(alice, draft, draft.version)
    replaced = rulings.supersede(head, old, old.version, new.number, "Errata de l'éditeur")
    assert (replaced.status, replaced.superseded_by, replaced.status_note) == ("superseded", new, "Errata de l'éditeur")
    assert list(new.supersedes.all()) == [replaced]
    assert replaced.history.first().history_change_reason == ("remplacée par la décision n° 2 : Errata de l'éditeur")


def test_withdrawing_is_a_status_nothing_is_deleted(corpus, alice):
    ruling = rulings.create(alice, corpus["noxilia"], _data())
    withdrawn = rulings.withdraw(alice, ruling, 1, "doublon")
    assert Ruling.objects.get(pk=ruling.pk).status == "withdrawn" and withdrawn.citations.count() == 1
    assert withdrawn.history.count() == 2
    with pytest.raises(rulings.Conflict):
        rulings.update(alice, withdrawn, withdrawn.version, {"answer": "x"})


def test_the_citation_line(corpus, alice):
    from datetime import date

    ruling = rulings.create(alice, corpus["noxilia"], _data(event="Tournoi X", event_date=date(2026, 11, 20)))
    assert ruling.citation_line == (f"Décision n° 1, Noxilia, Tournoi X, 2026-11-20, donnée sous la version "
                                    f"{corpus['noxilia'].rulebook.version}")
    assert ruling.get_absolute_url() == "/noxilia/decisions/1/"


def test_a_committed_change_is_announced_for_the_search_index(corpus, alice, django_capture_on_commit_callbacks):
    heard = []

    def listener(sender, ruling, action, **kwargs):
        heard.append((ruling.number, action))

    rulings.ruling_changed.connect(listener)
    try:
        with django_capture_on_commit_callbacks(execute=True):
            ruling = rulings.create(alice, corpus["noxilia"], _data(), publish=True)
        with django_capture_on_commit_callbacks(execute=True), pytest.raises(rulings.Conflict):
            with transaction.atomic():
                rulings.withdraw(alice, ruling, 1)
    finally:
        rulings.ruling_changed.disconnect(listener)
    assert heard == [(1, "created"), (1, "published")]


def test_section_keyword_and_calculator_queries_find_published_rulings_only(corpus, alice):
    published = rulings.create(alice, corpus["noxilia"], _data(citations=["noxilia/glossaire/poison-x"]), publish=True)
    rulings.create(alice, corpus["noxilia"], _data(citations=["noxilia/glossaire/poison-x"]))  # a draft
    keyword = corpus["noxilia"].keywords.select_related("section", "game").get(slug="poison-x")
    assert rulings.citing_keyword(keyword) == [published]
    assert rulings.published_counts(["noxilia/glossaire/poison-x", "noxilia/combat"]) == {"noxilia/glossaire/poison-x": 1}


def test_plain_text_for_search_keeps_the_words_a_reader_sees(corpus):
    assert rulings.plain_text("Voir [[noxilia/combat|le combat]] et [[noxilia/glossaire/poison-x]].") == (
        "Voir le combat et Glossaire, Poison X.")

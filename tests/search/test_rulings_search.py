"""Published rulings in search: the database is the source of truth, every server's index follows it.

Real components only: the test database (with the whole corpus), real Whoosh indexes in temporary
directories — each one a « server » — built from that database, the real service, page and API.
Nobody rebuilds an index by hand after a ruling changes: each index notices the corpus generation
moved (search/index.py) and brings itself up to date.
"""
import shutil
import threading
from http import HTTPStatus

import pytest
from django.db import connection
from whoosh import index as whoosh_index

from rules import rulings
from rules.models import Game, Ruling
from search import generation as generations
from search.building import build_index, directory_lock
from search.following import bring_up_to_date
from search.index import corpus_generation, forget, get_index
from search.query import parse_query
from search.service import search

QUESTION = "Une unité avec Riposte peut-elle riposter contre un trébuchet ?"
ANSWER = "Non : un trébuchet n'est pas une unité, la riposte ne s'applique pas. Voir [[noxilia/combat|le combat]]."
CITES = ["noxilia/combat#infliger-les-degats-attaquant-applique-ses", "noxilia/glossaire/aquatique"]


def _data(**changes):
    return {"question": QUESTION, "answer": ANSWER, "citations": CITES, **changes}


@pytest.fixture
def server(settings, tmp_path, index_dir, corpus):
    """This process's index: a copy of the one built from the test database (as a server's own directory)."""
    directory = tmp_path / "server-1" / "ix"
    shutil.copytree(index_dir, directory)
    settings.SEARCH_INDEX_DIR = directory
    settings.SEARCH_FOLLOW_SECONDS = 0  # ask the database at every search (production: once a second)
    yield directory
    forget(directory)


@pytest.fixture
def second_server(tmp_path, server):
    """Another server: its own index directory, built from the same database."""
    directory = tmp_path / "server-2" / "ix"
    build_index(directory)
    yield directory
    forget(directory)


@pytest.fixture
def alice(corpus, make_judge):
    return make_judge("alice", games=["noxilia"])


@pytest.fixture
def chief(corpus, make_judge):
    return make_judge("chef", games=["noxilia"], head=True)


def _rulings_found(directory, text="trebuchet riposte", **filters) -> list[str]:
    results = search(get_index(directory), parse_query(text, **filters))
    return [hit.id for hit in results.hits if hit.kind == "ruling"]


def test_a_published_ruling_is_found_by_the_service_page_and_api_without_a_rebuild(client, server, alice, corpus):
    assert _rulings_found(server) == []
    ruling = rulings.create(alice, corpus["noxilia"], _data(), publish=True)
    hit_id = f"ruling:noxilia/{ruling.number}"

    results = search(get_index(), parse_query("trebuchet riposte"))
    assert results.hits[0].id == hit_id
    hit = results.hits[0]
    assert (hit.kind, hit.game, hit.url) == ("ruling", "noxilia", f"/noxilia/decisions/{ruling.number}/")
    assert hit.title == QUESTION and "le combat" in hit.text and "[[" not in hit.text
    assert hit.path == f"Noxilia › Décisions d'arbitrage › n° {ruling.number}"

    api = client.get("/api/v1/search/", {"q": "trébuchet", "kind": "ruling"}).json()
    assert [r["id"] for r in api["results"]] == [hit_id]
    first = api["results"][0]
    assert first["kind"] == "ruling" and first["url"].endswith(f"/noxilia/decisions/{ruling.number}/")
    assert first["api_url"].endswith(f"/api/v1/rulings/noxilia/{ruling.number}/")
    assert api["facets"]["kind"] == {"ruling": 1}

    page = client.get("/recherche/", {"q": "trebuchet type:decision"})
    html = page.content.decode()
    assert page.status_code == HTTPStatus.OK
    assert "Décision d&#x27;arbitrage" in html or "Décision d'arbitrage" in html
    assert f'href="/noxilia/decisions/{ruling.number}/"' in html and "<mark>trébuchet</mark>" in html

    health = client.get("/healthz").json()["search"]
    assert health["corpus_generation"] == generations.current().value == corpus_generation()


def test_a_second_server_with_its_own_index_finds_it_too(server, second_server, alice, corpus):
    ruling = rulings.create(alice, corpus["noxilia"], _data(), publish=True)
    hit_id = f"ruling:noxilia/{ruling.number}"
    assert _rulings_found(server) == [hit_id]
    assert _rulings_found(second_server) == [hit_id]
    for directory in (server, second_server):
        ix = whoosh_index.open_dir(directory)
        assert [d["id"] for d in ix.searcher().documents(kind="ruling")] == [hit_id]
        ix.close()


def test_a_process_asks_the_database_at_most_once_per_interval(settings, monkeypatch, server, alice, corpus):
    settings.SEARCH_FOLLOW_SECONDS = 3600
    forget(server)
    served = get_index()  # opened, and the database asked once
    with monkeypatch.context() as another_server:  # published by another server: this process is not told
        another_server.setattr(generations, "_on_bump", [])
        rulings.create(alice, corpus["noxilia"], _data(), publish=True)
    assert get_index() is served, "no second look before the interval is over"
    assert _rulings_found(server) == []
    settings.SEARCH_FOLLOW_SECONDS = 0
    assert get_index() is not served
    assert len(_rulings_found(server)) == 1


def test_the_process_that_publishes_follows_at_once(settings, server, alice, corpus):
    settings.SEARCH_FOLLOW_SECONDS = 3600
    forget(server)
    served = get_index()
    ruling = rulings.create(alice, corpus["noxilia"], _data(), publish=True)
    assert get_index() is not served, "the judge who published sees it at once, without waiting for the interval"
    assert _rulings_found(server) == [f"ruling:noxilia/{ruling.number}"]


def test_withdrawn_gone_superseded_replaced_edited_followed(server, second_server, alice, chief, corpus):
    first = rulings.create(alice, corpus["noxilia"], _data(), publish=True)
    second = rulings.create(alice, corpus["noxilia"], _data(question="Un trébuchet peut-il être la cible d'une riposte ?"),
                            publish=True)
    assert sorted(_rulings_found(server)) == [f"ruling:noxilia/{first.number}", f"ruling:noxilia/{second.number}"]

    # Superseded: only its successor is indexed (a superseded ruling points to it).
    rulings.supersede(chief, first, first.version, second.number, "plus clair")
    for directory in (server, second_server):
        assert _rulings_found(directory) == [f"ruling:noxilia/{second.number}"]

    # Edited while published: the new text is found, the old one no more.
    second = Ruling.objects.get(pk=second.pk)
    rulings.update(chief, second, second.version, {"answer": "Non, jamais : une catapulte non plus."})
    assert _rulings_found(server, "catapulte") == [f"ruling:noxilia/{second.number}"]
    assert _rulings_found(server, "trebuchet riposte") == [f"ruling:noxilia/{second.number}"]  # still in its question
    [hit] = search(get_index(server), parse_query("trebuchet", kind="ruling")).hits
    assert "catapulte" in hit.text and "s'applique" not in hit.text

    # Withdrawn: gone from every server.
    second = Ruling.objects.get(pk=second.pk)
    rulings.withdraw(chief, second, second.version, "erreur")
    for directory in (server, second_server):
        assert _rulings_found(directory, "trebuchet catapulte") == []


def test_a_draft_is_never_found_nor_moves_the_generation(client, server, alice, corpus):
    before = generations.current()
    draft = rulings.create(alice, corpus["noxilia"], _data())
    rulings.update(alice, draft, draft.version, {"answer": "Toujours un brouillon : trébuchet."})
    assert generations.current() == before
    assert _rulings_found(server) == []
    assert client.get("/api/v1/search/", {"q": "trébuchet", "kind": "ruling"}).json()["count"] == 0
    # Withdrawing a draft takes nothing out of the index either.
    draft = Ruling.objects.get(pk=draft.pk)
    rulings.withdraw(alice, draft, draft.version)
    assert generations.current() == before


def test_the_generation_moves_with_the_change_and_rolls_back_with_it(server, alice, corpus):
    from django.db import transaction

    before = generations.current()
    with pytest.raises(RuntimeError), transaction.atomic():
        rulings.create(alice, corpus["noxilia"], _data(), publish=True)
        assert generations.current().value > before.value  # in the same transaction as the publication
        raise RuntimeError("rolled back")
    assert generations.current() == before
    assert _rulings_found(server) == []


def test_a_server_that_finds_its_index_locked_keeps_serving_and_catches_up(server, alice, corpus):
    served = get_index()
    rulings.create(alice, corpus["noxilia"], _data(), publish=True)
    with directory_lock(server) as held:  # another process of this server is updating it
        assert held
        assert get_index() is served
        assert _rulings_found(server) == []
    assert len(_rulings_found(server)) == 1


def test_an_index_built_from_given_documents_is_not_followed(tmp_path, settings, alice, corpus):
    from search.documents import corpus_documents

    directory = tmp_path / "by-hand"
    build_index(directory, [d for d in corpus_documents() if d["game"] == "noxilia"][:30])
    settings.SEARCH_FOLLOW_SECONDS = 0
    rulings.create(alice, corpus["noxilia"], _data(), publish=True)
    assert get_index(directory).doc_count() == 30 and corpus_generation(directory) is None
    forget(directory)


@pytest.mark.django_db(transaction=True)
def test_processes_updating_one_index_at_once_leave_it_readable(tmp_path, settings, make_judge):
    """Threads, each with its own database connection as processes have, race to bring one shared index
    directory (three of them) and another one (the fourth) up to date, and search them meanwhile,
    after each change of the rulings: every index stays readable, and ends up holding exactly the
    published rulings, each once. (The changes are made between the races: SQLite's in-memory test
    database refuses a read while another connection writes; PostgreSQL would not.)"""
    from rules.loading import load_rulebooks

    if Game.objects.count() < 5:  # a transactional test may follow another's flush: the whole corpus again
        load_rulebooks()
    settings.SEARCH_FOLLOW_SECONDS = 0
    game = Game.objects.select_related("rulebook").get(slug="noxilia")
    chief = make_judge("chef", games=["noxilia"], head=True)
    shared, own = tmp_path / "shared" / "ix", tmp_path / "own" / "ix"
    build_index(shared)
    shutil.copytree(shared, own)
    directories = [shared, shared, shared, own]
    rounds = 6
    start, finish = threading.Barrier(len(directories) + 1), threading.Barrier(len(directories) + 1)
    errors, updated = [], []

    def race(directory, use_get_index):
        try:
            for _ in range(rounds):
                start.wait(30)
                try:
                    if use_get_index:  # as a request does: notice, update, reopen
                        search(get_index(directory), parse_query("trebuchet riposte"))
                    elif bring_up_to_date(directory, blocking=False) is not None:
                        updated.append(directory)
                    search(get_index(directory), parse_query("trebuchet riposte"))
                except Exception as error:  # noqa: BLE001 — reported below
                    errors.append(error)
                finish.wait(30)
        finally:
            connection.close()

    threads = [threading.Thread(target=race, args=(d, i % 2 == 0)) for i, d in enumerate(directories)]
    for thread in threads:
        thread.start()
    made = []
    try:
        for i in range(rounds):
            made.append(rulings.create(chief, game, _data(question=f"Trébuchet n° {i} : riposte ?"), publish=True))
            if i % 2:
                victim = Ruling.objects.get(pk=made[i - 1].pk)
                rulings.withdraw(chief, victim, victim.version)
            start.wait(30)
            finish.wait(30)
    finally:
        for thread in threads:
            thread.join(60)
    assert not errors, errors
    assert updated, "the threads raced for the lock and some brought the index up to date"
    published = {f"ruling:noxilia/{r.number}" for r in Ruling.objects.filter(status=Ruling.Status.PUBLISHED)}
    assert len(published) == 3
    for directory in (shared, own):
        assert bring_up_to_date(directory, blocking=True) == generations.current()
        ix = whoosh_index.open_dir(directory)
        with ix.searcher() as searcher:
            ids = [d["id"] for d in searcher.documents(kind="ruling")]
            assert sorted(ids) == sorted(published)  # each once: no duplicate, no leftover
            assert searcher.doc_count() == ix.doc_count() > 700
        ix.close()
        assert set(_rulings_found(directory)) == published
        forget(directory)

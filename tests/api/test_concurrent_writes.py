"""Judges writing at the same moment: eight rulings created at once through the API, on the site's own
database (SQLite by default, PostgreSQL with ``make test-postgres``), are eight rulings numbered 1 to 8, and
no answer is a 500 (issue 24: SQLite's deferred transactions answered « database is locked »)."""
import json
import threading
import urllib.error
import urllib.request
from http import HTTPStatus

from rules.models import Ruling
from tests.helpers import api_token

WRITERS = 8


def test_eight_rulings_created_at_once_are_eight_rulings(live_server, make_judge):
    from rules.loading import load_rulebooks

    load_rulebooks()
    judges = [make_judge(f"juge{i}", games=["noxilia"]) for i in range(WRITERS)]
    tokens = [api_token(j) for j in judges]
    start = threading.Barrier(WRITERS)
    answers = []

    def write(token: str, i: int) -> None:
        body = json.dumps({"game": "noxilia", "question": f"Question n° {i} ?", "answer": "Réponse.",
                           "citations": ["noxilia/combat"]}).encode()
        request = urllib.request.Request(live_server.url + "/api/v1/rulings/", body, method="POST", headers={
            "Content-Type": "application/json", "Authorization": f"Token {token}"})
        start.wait()
        try:
            with urllib.request.urlopen(request, timeout=60) as response:
                answers.append((response.status, json.loads(response.read())))
        except urllib.error.HTTPError as error:
            answers.append((error.code, error.read()[:300]))

    threads = [threading.Thread(target=write, args=(t, i)) for i, t in enumerate(tokens)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert [status for status, _ in answers] == [HTTPStatus.CREATED] * WRITERS, answers
    assert sorted(body["number"] for _, body in answers) == list(range(1, WRITERS + 1))
    assert sorted(Ruling.objects.filter(game__slug="noxilia").values_list("number", flat=True)) == \
        list(range(1, WRITERS + 1))

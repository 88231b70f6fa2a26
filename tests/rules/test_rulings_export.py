"""Nothing is lost: export_rulings / import_rulings round-trip every field and every revision as JSON,
importing twice changes nothing, and a file with a problem imports nothing, naming every problem."""
import json

import pytest
from django.contrib.auth.models import User
from django.core.management import CommandError, call_command

from rules import rulings
from rules.models import Ruling, RulingCitation
from rules.rulings_io import export_data

HistoricalRuling = Ruling.history.model
HistoricalCitation = RulingCitation.history.model


@pytest.fixture
def history(corpus, make_judge):
    """Rulings with a life: drafted, edited (a citation swapped), published, superseded, withdrawn."""
    from datetime import date

    alice = make_judge("alice", games=["noxilia"])
    head = make_judge("hector", head=True)
    first = rulings.create(alice, corpus["noxilia"], {
        "question": "Le Poison se cumule-t-il ?", "answer": "Non, voir [[noxilia/glossaire/poison-x]].",
        "citations": ["noxilia/combat"], "event": "Tournoi de Lyon", "event_date": date(2026, 11, 20)})
    first = rulings.update(alice, first, 1, {"citations": ["noxilia/glossaire/poison-x"], "answer": "Non."})
    first = rulings.publish(alice, first, first.version)
    second = rulings.create(head, corpus["noxilia"], {"question": "Et deux Poisons ?", "answer": "Le plus fort.",
                                                      "citations": ["noxilia/glossaire/poison-x", "noxilia/combat"],
                                                      "authority": "official"}, publish=True)
    rulings.supersede(head, first, first.version, second.number, "errata")
    third = rulings.create(alice, corpus["noxilia"], {"question": "Brouillon ?", "answer": "R.",
                                                      "citations": ["noxilia/combat"]})
    rulings.withdraw(alice, third, third.version, "doublon")
    RulingCitation.objects.filter(ruling=second, anchor="noxilia/combat").update(needs_review=True, review_diff="-a\n+b")
    return [first, second, third]


def _wipe():
    """An empty database of rulings (as on a new server): rows and revisions alike."""
    Ruling.objects.update(superseded_by=None)
    RulingCitation.objects.all().delete()
    Ruling.objects.all().delete()
    HistoricalCitation.objects.all().delete()
    HistoricalRuling.objects.all().delete()


def _export(tmp_path, name="export.json") -> dict:
    path = tmp_path / name
    call_command("export_rulings", str(path))
    data = json.loads(path.read_text())
    data.pop("exported_at")
    return data


def test_every_field_and_revision_round_trips(history, tmp_path):
    before = _export(tmp_path)
    assert [r["number"] for r in before["rulings"]] == [1, 2, 3]
    first = before["rulings"][0]
    assert first["status"] == "superseded" and first["superseded_by"] == 2 and first["event_date"] == "2026-11-20"
    assert [r["history_change_reason"] for r in first["revisions"]][:3] == [
        "créée", "modifiée (réponse) ; citations : +noxilia/glossaire/poison-x, −noxilia/combat", "publiée"]
    assert {r["history_user"] for r in first["revisions"]} == {"alice", "hector"}
    assert len(first["citation_revisions"]) >= 3  # the removed citation keeps its revisions
    counts = (HistoricalRuling.objects.count(), HistoricalCitation.objects.count())
    _wipe()
    call_command("import_rulings", str(tmp_path / "export.json"))
    after = _export(tmp_path, "again.json")
    for old, new in zip(before["rulings"], after["rulings"], strict=True):
        for key in old:
            assert old[key] == new[key], (old["number"], key)
    assert after == before
    assert (HistoricalRuling.objects.count(), HistoricalCitation.objects.count()) == counts
    ruling = Ruling.objects.get(number=1)
    assert ruling.history.first().history_user.username == "hector"  # revisions still answer who and when


def test_importing_twice_changes_nothing(history, tmp_path, capsys):
    before = _export(tmp_path)
    call_command("import_rulings", str(tmp_path / "export.json"))
    assert "0 créées, 0 mises à jour, 3 inchangées" in capsys.readouterr().out
    counts = (Ruling.objects.count(), HistoricalRuling.objects.count(), HistoricalCitation.objects.count())
    call_command("import_rulings", str(tmp_path / "export.json"))
    assert (Ruling.objects.count(), HistoricalRuling.objects.count(), HistoricalCitation.objects.count()) == counts
    assert _export(tmp_path, "again.json") == before


def test_a_changed_ruling_takes_the_files_fields_and_revisions(history, tmp_path):
    before = _export(tmp_path)
    third = Ruling.objects.get(number=3)
    Ruling.objects.filter(pk=third.pk).update(answer="changée à la main")
    call_command("import_rulings", str(tmp_path / "export.json"))
    assert _export(tmp_path, "again.json") == before


def test_missing_users_are_created_inactive_without_a_password(history, tmp_path):
    _export(tmp_path)
    _wipe()
    User.objects.filter(username="hector").delete()
    call_command("import_rulings", str(tmp_path / "export.json"))
    hector = User.objects.get(username="hector")
    assert not hector.is_active and not hector.has_usable_password()
    assert not rulings.is_senior(hector)


def test_unknown_anchors_are_refused_all_listed_and_nothing_is_imported(history, tmp_path):
    data = export_data()
    _wipe()
    data["rulings"][0]["citations"][0]["anchor"] = "noxilia/glossaire/disparu"
    data["rulings"][2]["citations"][0]["anchor"] = "noxilia/section-disparue"
    data["rulings"][1]["status"] = "perdue"
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data))
    with pytest.raises(CommandError) as refused:
        call_command("import_rulings", str(path))
    message = str(refused.value)
    assert message.startswith("Rien n'a été importé")
    assert "Ancres inconnues dans les règles : noxilia/glossaire/disparu, noxilia/section-disparue." in message
    assert "noxilia/glossaire/disparu (décision noxilia n° 1)" in message
    assert "décision noxilia n° 2 : état inconnu « perdue »" in message
    assert not Ruling.objects.exists() and not HistoricalRuling.objects.exists()


def test_an_import_failing_midway_writes_nothing(history, tmp_path, monkeypatch):
    from rules import rulings_io

    data = export_data()
    _wipe()
    calls = []

    def failing(ruling, wanted, users, ids):
        calls.append(ruling.number)
        if len(calls) == 2:
            raise RuntimeError("panne")
        return original(ruling, wanted, users, ids)

    original = rulings_io._replace_revisions
    monkeypatch.setattr(rulings_io, "_replace_revisions", failing)
    with pytest.raises(RuntimeError):
        rulings_io.import_data(data)
    assert not Ruling.objects.exists() and not HistoricalRuling.objects.exists()


def test_a_file_that_is_no_export_is_refused(tmp_path, db):
    path = tmp_path / "x.json"
    path.write_text('{"rulings": []}')
    with pytest.raises(CommandError, match="n'est pas un export de décisions"):
        call_command("import_rulings", str(path))
    path.write_text("{pas du json")
    with pytest.raises(CommandError, match="Fichier illisible"):
        call_command("import_rulings", str(path))

"""Rulings to JSON and back (``manage.py export_rulings`` / ``import_rulings``): every field of every
ruling, its citations, and every revision of both, with who and when; and the questions players
reported from the search (search/reported.py), each with its revisions (who handled it, when).

Import is all or nothing (one transaction) and idempotent: a ruling whose exported form already
equals the file's is left alone, so importing twice changes nothing. A ruling that differs takes
the file's fields, citations and revisions. Before anything is written, every problem is listed at
once: an unknown game, status or authority, a successor that is missing, and every cited anchor the
corpus does not know (citations flagged « à revérifier » excepted: their text is known to be gone).
Users are named by username; a user missing here is created inactive, without a usable password.

A reported question is known by its game and its folded text (as reporting merges them): one already
identical is left alone. Its passage is named by anchor and must exist when it is attached (it then
joins that passage's search document: the corpus generation moves); its ruling by game and number.
Format 2 added the questions; a file of format 1 (rulings only) is still read.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, date, datetime

from django.contrib.auth import get_user_model
from django.db import transaction
from django.utils import timezone

from rules import rulings
from rules.models import Game, Ruling, RulingCitation
from search import reported
from search.models import ReportedQuestion

FORMAT = "arbitre-rulings/2"
READABLE = ("arbitre-rulings/1", FORMAT)
"""Format 1 had no reported questions: read as a file without any."""
HistoricalRuling = Ruling.history.model
HistoricalCitation = RulingCitation.history.model
HistoricalQuestion = ReportedQuestion.history.model

RULING_FIELDS = ("number", "question", "answer", "authority", "event", "event_date", "rulebook_version", "status",
                 "status_note", "version", "created_at", "updated_at", "published_at")
CITATION_FIELDS = ("anchor", "kind", "target", "order", "cited_title", "cited_text", "needs_review", "review_diff")
HISTORY_FIELDS = ("history_date", "history_type", "history_change_reason")
QUESTION_FIELDS = ("text", "game", "shown", "count", "first_reported_at", "last_reported_at", "status", "anchor",
                   "handled_at")
DATE_FIELDS = {"event_date"}
DATETIME_FIELDS = {"created_at", "updated_at", "published_at", "history_date", "first_reported_at", "last_reported_at",
                   "handled_at"}


class ImportRefused(ValueError):
    def __init__(self, problems: list[str]):
        super().__init__("\n".join(problems))
        self.problems = problems


def _out(name: str, value):
    if value is None:
        return None
    if name in DATETIME_FIELDS:
        return value.astimezone(UTC).isoformat()
    if name in DATE_FIELDS:
        return value.isoformat()
    return value


def _in(name: str, value):
    if value is None:
        return None
    if name in DATETIME_FIELDS:
        parsed = datetime.fromisoformat(value)
        return parsed if timezone.is_aware(parsed) else timezone.make_aware(parsed, UTC)
    if name in DATE_FIELDS:
        return date.fromisoformat(value)
    return value


class _Names:
    """Database ids ↔ what the file names: users by username, rulings by number."""

    def __init__(self):
        self.users: dict[int, str] = {}
        self.numbers: dict[int, int] = dict(Ruling.objects.values_list("id", "number"))
        self.games: dict[int, str] = dict(Ruling.objects.values_list("id", "game__slug"))

    def ruling(self, ruling_id: int | None) -> dict | None:
        """A ruling as a question names it: its game and number."""
        if ruling_id is None or ruling_id not in self.numbers:
            return None
        return {"game": self.games[ruling_id], "number": self.numbers[ruling_id]}

    def user(self, user_id: int | None) -> str | None:
        if user_id is None:
            return None
        if user_id not in self.users:
            user = get_user_model().objects.filter(pk=user_id).first()
            self.users[user_id] = user.get_username() if user else None
        return self.users[user_id]


def export_ruling(ruling: Ruling, names: _Names | None = None) -> dict:
    names = names or _Names()
    data = {"game": ruling.game.slug, **{f: _out(f, getattr(ruling, f)) for f in RULING_FIELDS},
            "author": names.user(ruling.author_id),
            "superseded_by": names.numbers.get(ruling.superseded_by_id) if ruling.superseded_by_id else None}
    data["citations"] = [{f: getattr(c, f) for f in CITATION_FIELDS} for c in ruling.citations.order_by("order", "id")]
    data["revisions"] = [{
        **{f: _out(f, getattr(h, f)) for f in HISTORY_FIELDS}, "history_user": names.user(h.history_user_id),
        **{f: _out(f, getattr(h, f)) for f in RULING_FIELDS}, "author": names.user(h.author_id),
        "superseded_by": names.numbers.get(h.superseded_by_id) if h.superseded_by_id else None,
    } for h in HistoricalRuling.objects.filter(id=ruling.id).order_by("history_date", "history_id")]
    groups: dict[int, int] = {}
    revisions = []
    for h in HistoricalCitation.objects.filter(ruling_id=ruling.id).order_by("history_date", "history_id"):
        groups.setdefault(h.id, len(groups))
        revisions.append({"citation": groups[h.id], **{f: _out(f, getattr(h, f)) for f in HISTORY_FIELDS},
                          "history_user": names.user(h.history_user_id), **{f: getattr(h, f) for f in CITATION_FIELDS}})
    data["citation_revisions"] = revisions
    return data


def export_question(question: ReportedQuestion, names: _Names | None = None) -> dict:
    names = names or _Names()
    data = {**{f: _out(f, getattr(question, f)) for f in QUESTION_FIELDS}, "ruling": names.ruling(question.ruling_id),
            "handled_by": names.user(question.handled_by_id)}
    data["revisions"] = [{
        **{f: _out(f, getattr(h, f)) for f in HISTORY_FIELDS}, "history_user": names.user(h.history_user_id),
        **{f: _out(f, getattr(h, f)) for f in QUESTION_FIELDS}, "ruling": names.ruling(h.ruling_id),
        "handled_by": names.user(h.handled_by_id),
    } for h in HistoricalQuestion.objects.filter(id=question.id).order_by("history_date", "history_id")]
    return data


def export_data() -> dict:
    names = _Names()
    exported = [export_ruling(r, names) for r in Ruling.objects.select_related("game").order_by("game__order", "number")]
    questions = [export_question(q, names) for q in ReportedQuestion.objects.order_by("first_reported_at", "id")]
    usernames = sorted({n for n in names.users.values() if n})
    users = [{"username": u.get_username(), "first_name": u.first_name, "last_name": u.last_name, "email": u.email}
             for u in get_user_model().objects.filter(username__in=usernames).order_by("username")]
    return {"format": FORMAT, "exported_at": _out("history_date", timezone.now()), "users": users, "rulings": exported,
            "questions": questions}


@dataclass
class ImportReport:
    created: int = 0
    updated: int = 0
    unchanged: int = 0
    users_created: list[str] = field(default_factory=list)
    questions_created: int = 0
    questions_updated: int = 0
    questions_unchanged: int = 0

    def __str__(self) -> str:
        users = f" ; comptes créés (inactifs) : {', '.join(self.users_created)}" if self.users_created else ""
        questions = (f" ; questions signalées : {self.questions_created} créées, {self.questions_updated} mises à jour, "
                     f"{self.questions_unchanged} inchangées"
                     if self.questions_created or self.questions_updated or self.questions_unchanged else "")
        return f"{self.created} créées, {self.updated} mises à jour, {self.unchanged} inchangées{questions}{users}"


def _check(data: dict) -> list[str]:
    problems = []
    if not isinstance(data, dict) or data.get("format") not in READABLE:
        return [f"Ce fichier n'est pas un export de décisions (format attendu : « {FORMAT} »)."]
    games = set(Game.objects.values_list("slug", flat=True))
    numbers = {(r.get("game"), r.get("number")) for r in data.get("rulings", [])}
    numbers |= set(Ruling.objects.values_list("game__slug", "number"))
    cited: dict[str, list[str]] = {}
    for r in data.get("rulings", []):
        where = f"décision {r.get('game')} n° {r.get('number')}"
        if r.get("game") not in games:
            problems.append(f"{where} : jeu inconnu « {r.get('game')} » ({', '.join(sorted(games))}).")
        if r.get("status") not in Ruling.Status.values:
            problems.append(f"{where} : état inconnu « {r.get('status')} ».")
        if r.get("authority") not in Ruling.Authority.values:
            problems.append(f"{where} : autorité inconnue « {r.get('authority')} ».")
        if r.get("superseded_by") is not None and (r.get("game"), r["superseded_by"]) not in numbers:
            problems.append(f"{where} : remplacée par la décision n° {r['superseded_by']}, introuvable.")
        if not r.get("author"):
            problems.append(f"{where} : sans auteur.")
        for c in r.get("citations", []):
            if not c.get("needs_review"):
                cited.setdefault(c.get("anchor", ""), []).append(where)
    unknown = rulings.unknown_anchors(cited)
    if unknown:
        problems.append(rulings.unknown_anchors_message(unknown) + " Cité" + ("es" if len(unknown) > 1 else "e") + " par : "
                        + " ; ".join(f"{a} ({', '.join(cited[a])})" for a in unknown))
    return problems + _check_questions(data, games, numbers)


def _check_questions(data: dict, games: set[str], numbers: set[tuple]) -> list[str]:
    """Every problem of the reported questions: their text, game and results as reporting takes them, a known
    status, the passage of an attached one, the ruling of an answered one; one question per game and text."""
    problems = []
    seen: dict[tuple[str, str], int] = {}
    attached: dict[str, list[str]] = {}
    questions = data.get("questions", [])
    if not isinstance(questions, list):
        return ["« questions » : une liste de questions signalées est attendue."]
    for index, q in enumerate(questions, start=1):
        if not isinstance(q, dict):
            problems.append(f"question signalée n° {index} : un objet JSON est attendu.")
            continue
        where = f"question signalée n° {index} (« {str(q.get('text'))[:60]} »)"
        try:
            cleaned = reported.clean(q.get("text"), q.get("game"), q.get("shown"))
        except rulings.Invalid as error:
            problems.extend(f"{where} : {message}" for messages in error.errors.values() for message in messages)
            continue
        if cleaned.game and cleaned.game not in games:
            problems.append(f"{where} : jeu inconnu « {cleaned.game} » ({', '.join(sorted(games))}).")
        identity = (cleaned.game, reported.key_of(cleaned.text))
        if identity in seen:
            problems.append(f"{where} : la même question que la n° {seen[identity]} (même jeu, même texte replié).")
        seen.setdefault(identity, index)
        if q.get("status") not in ReportedQuestion.Status.values:
            problems.append(f"{where} : état inconnu « {q.get('status')} ».")
        if not isinstance(q.get("count"), int) or q["count"] < 1:
            problems.append(f"{where} : compte invalide « {q.get('count')} » (un entier à partir de 1).")
        if q.get("status") == ReportedQuestion.Status.ATTACHED:
            attached.setdefault(str(q.get("anchor") or ""), []).append(where)
        ruling = q.get("ruling")
        if ruling is not None and (not isinstance(ruling, dict) or (ruling.get("game"), ruling.get("number")) not in numbers):
            problems.append(f"{where} : répondue par une décision introuvable ({ruling}).")
    unknown = [anchor for anchor in attached if not _passage(anchor)]
    if unknown:
        problems.append("Passages inconnus dans les règles : " + " ; ".join(
            f"« {anchor} » ({', '.join(attached[anchor])})" for anchor in unknown)
            + ". « manage.py load_rules <jeu> --list-passages » les liste.")
    return problems


def _passage(anchor: str):
    parts = rulings.parse_anchor(anchor) or {}
    if "passage" not in parts:
        return None
    from rules.models import Passage

    return Passage.objects.filter(section__game__slug=parts["game"], section__slug=parts["section"],
                                  anchor=parts["passage"]).first()


def import_data(data: dict) -> ImportReport:
    problems = _check(data)
    if problems:
        raise ImportRefused(problems)
    report = ImportReport()
    with transaction.atomic():
        users = _users(data, report)
        games = {g.slug: g for g in Game.objects.all()}
        pending = []
        for wanted in data["rulings"]:
            ruling = Ruling.objects.filter(game__slug=wanted["game"], number=wanted["number"]).first()
            if ruling is not None and export_ruling(ruling) == _normalized(wanted):
                report.unchanged += 1
                continue
            if ruling is None:
                ruling = Ruling(game=games[wanted["game"]])
                report.created += 1
            else:
                report.updated += 1
            for name in RULING_FIELDS:
                setattr(ruling, name, _in(name, wanted[name]))
            ruling.author = users[wanted["author"]]
            ruling.superseded_by = None
            ruling.save_without_historical_record()
            pending.append((ruling, wanted))
        ids = {(game, number): pk for pk, game, number in Ruling.objects.values_list("id", "game__slug", "number")}
        for ruling, wanted in pending:
            if wanted["superseded_by"] is not None:
                ruling.superseded_by_id = ids[(wanted["game"], wanted["superseded_by"])]
                ruling.save_without_historical_record(update_fields=["superseded_by"])
            _replace_citations(ruling, wanted, users)
            _replace_revisions(ruling, wanted, users, ids)
            rulings._changed(ruling, "imported")
        _import_questions(data, users, report)
    return report


def _import_questions(data: dict, users, report: ImportReport) -> None:
    """The file's reported questions, after its rulings (which they may name); the index rebuilds when an
    attached one changed, in this transaction."""
    rulings_by = {(game, number): pk for pk, game, number in Ruling.objects.values_list("id", "game__slug", "number")}
    names = _Names()
    corpus_changed = False
    for wanted in data.get("questions", []):
        cleaned = reported.clean(wanted["text"], wanted["game"], wanted["shown"])
        key = reported.key_of(cleaned.text)
        question = ReportedQuestion.objects.filter(game=cleaned.game, key=key).first()
        if question is not None and export_question(question, names) == _normalized_question(wanted, cleaned):
            report.questions_unchanged += 1
            continue
        if question is None:
            question = ReportedQuestion(game=cleaned.game, key=key)
            report.questions_created += 1
        else:
            report.questions_updated += 1
            corpus_changed |= question.status == ReportedQuestion.Status.ATTACHED
        for name in QUESTION_FIELDS:
            setattr(question, name, _in(name, wanted[name]))
        question.text, question.shown = cleaned.text, cleaned.shown
        question.passage = _passage(question.anchor) if question.status == ReportedQuestion.Status.ATTACHED else None
        question.ruling_id = _ruling_id(wanted.get("ruling"), rulings_by)
        question.handled_by = users.get(wanted.get("handled_by"))
        question.save_without_historical_record()
        corpus_changed |= question.status == ReportedQuestion.Status.ATTACHED
        HistoricalQuestion.objects.filter(id=question.id).delete()
        HistoricalQuestion.objects.bulk_create([HistoricalQuestion(
            id=question.id, key=key, passage=_passage(h["anchor"]) if h.get("anchor") else None,
            ruling_id=_ruling_id(h.get("ruling"), rulings_by), handled_by=users.get(h.get("handled_by")),
            history_user=users.get(h.get("history_user")),
            **{f: _in(f, h[f]) for f in HISTORY_FIELDS}, **{f: _in(f, h[f]) for f in QUESTION_FIELDS},
        ) for h in wanted.get("revisions", [])])
    if corpus_changed:
        from search.generation import bump

        bump(rulebooks=True)


def _ruling_id(ruling: dict | None, ids: dict) -> int | None:
    return ids.get((ruling["game"], ruling["number"])) if ruling else None


def _normalized_question(wanted: dict, cleaned: reported.Report) -> dict:
    """The file's question as export_question writes it (its text and results as reporting keeps them)."""
    def fields(entry: dict) -> dict:
        return {f: _out(f, _in(f, entry.get(f))) for f in QUESTION_FIELDS}

    return {**fields(wanted), "text": cleaned.text, "shown": cleaned.shown, "ruling": wanted.get("ruling"), "handled_by": wanted.get("handled_by"),
            "revisions": [{**{f: _out(f, _in(f, h.get(f))) for f in HISTORY_FIELDS}, "history_user": h.get("history_user"),
                           **fields(h), "ruling": h.get("ruling"), "handled_by": h.get("handled_by")}
                          for h in wanted.get("revisions", [])]}


def _normalized(wanted: dict) -> dict:
    """The file's entry as export_ruling writes it (dates re-read and re-written, keys in order)."""
    out = {"game": wanted["game"], **{f: _out(f, _in(f, wanted.get(f))) for f in RULING_FIELDS},
           "author": wanted.get("author"), "superseded_by": wanted.get("superseded_by")}
    out["citations"] = [{f: c.get(f) for f in CITATION_FIELDS} for c in wanted.get("citations", [])]
    out["revisions"] = [{**{f: _out(f, _in(f, h.get(f))) for f in HISTORY_FIELDS}, "history_user": h.get("history_user"),
                         **{f: _out(f, _in(f, h.get(f))) for f in RULING_FIELDS}, "author": h.get("author"),
                         "superseded_by": h.get("superseded_by")} for h in wanted.get("revisions", [])]
    out["citation_revisions"] = [{"citation": h.get("citation"),
                                  **{f: _out(f, _in(f, h.get(f))) for f in HISTORY_FIELDS},
                                  "history_user": h.get("history_user"), **{f: h.get(f) for f in CITATION_FIELDS}}
                                 for h in wanted.get("citation_revisions", [])]
    return out


def _users(data: dict, report: ImportReport) -> dict[str | None, object]:
    User = get_user_model()
    named = {r["author"] for r in data["rulings"]}
    named |= {h.get("history_user") for r in data["rulings"] for key in ("revisions", "citation_revisions")
              for h in r.get(key, []) if h.get("history_user")}
    named |= {h.get("author") for r in data["rulings"] for h in r.get("revisions", []) if h.get("author")}
    named |= {entry.get(key) for q in data.get("questions", []) for entry in (q, *q.get("revisions", []))
              for key in ("handled_by", "history_user") if entry.get(key)}
    details = {u["username"]: u for u in data.get("users", [])}
    users: dict[str | None, object] = {None: None}
    for username in sorted(n for n in named if n):
        user = User.objects.filter(username=username).first()
        if user is None:
            known = details.get(username, {})
            user = User(username=username, first_name=known.get("first_name", ""), last_name=known.get("last_name", ""),
                        email=known.get("email", ""), is_active=False)
            user.set_unusable_password()
            user.save()
            report.users_created.append(username)
        users[username] = user
    return users


def _replace_citations(ruling: Ruling, wanted: dict, users) -> None:
    ruling.citations.all().delete()  # the revisions this writes are replaced by the file's next
    for c in wanted["citations"]:
        citation = RulingCitation(ruling=ruling, **{f: c[f] for f in CITATION_FIELDS})
        citation.save_without_historical_record()


def _replace_revisions(ruling: Ruling, wanted: dict, users, ids) -> None:
    HistoricalRuling.objects.filter(id=ruling.id).delete()
    HistoricalCitation.objects.filter(ruling_id=ruling.id).delete()
    HistoricalRuling.objects.bulk_create([HistoricalRuling(
        id=ruling.id, game_id=ruling.game_id, history_user=users[h.get("history_user")], author=users[h["author"]],
        superseded_by_id=ids.get((wanted["game"], h["superseded_by"])) if h.get("superseded_by") else None,
        **{f: _in(f, h[f]) for f in HISTORY_FIELDS}, **{f: _in(f, h[f]) for f in RULING_FIELDS},
    ) for h in wanted["revisions"]])
    current = {c.anchor: c.id for c in ruling.citations.all()}
    group_ids: dict[int, int] = {}
    groups: dict[int, list[dict]] = {}
    for h in wanted["citation_revisions"]:
        groups.setdefault(h["citation"], []).append(h)
    for group, rows in groups.items():
        last = rows[-1]
        if last["history_type"] != "-" and last["anchor"] in current:
            group_ids[group] = current.pop(last["anchor"])
        else:  # a citation removed since: its revisions keep an id of their own, never reused
            placeholder = RulingCitation(ruling=ruling, anchor=f"#supprimée-{group}", kind="section", target="")
            placeholder.save_without_historical_record()
            group_ids[group] = placeholder.id
            placeholder.delete()
            HistoricalCitation.objects.filter(id=group_ids[group]).delete()  # the placeholder's own « - »
    HistoricalCitation.objects.bulk_create([HistoricalCitation(
        id=group_ids[h["citation"]], ruling_id=ruling.id, history_user=users[h.get("history_user")],
        **{f: _in(f, h[f]) for f in HISTORY_FIELDS}, **{f: h[f] for f in CITATION_FIELDS},
    ) for h in wanted["citation_revisions"]])

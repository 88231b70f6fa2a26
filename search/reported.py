"""Questions players could not answer with the search, on their way to the judges.

- **Reporting** (« Ce n'est pas la réponse », « Signaler cette question » under the results, and
  ``POST /api/v1/questions/``): ``report`` keeps the question's text (whitespace normalised, 300
  characters at most), its game (may be empty) and the ids of the first ten hits shown, nothing else —
  no address, no cookie, no account. The same question in the same game, folded as search folds
  (accents, case, punctuation: ``rules.text.fold``), is one row whose ``count`` goes up.
- **Rights** are those of rulings (``rules.rulings``): a judge handles the questions of the games they
  judge, a head judge or staff those of every game; a question without a game is any judge's to
  triage, and it takes the game of the passage or ruling it is given.
- **Handling**, once, by one of ``attach`` (to the passage that answers it: it joins that section's
  « Questions fréquentes » and the passage's search document), ``answer`` (with a published ruling)
  or ``dismiss``. Each is a revision (django-simple-history: who, when, what). Attaching moves the
  corpus generation with ``rulebooks=True`` in the same transaction, so every server's index rebuilds
  with the question (search/generation.py), as it does for a rulebook reload.
- **Reloads** (rules/loading.py): attached questions live apart from the FAQ files; after a load each
  follows its passage by anchor (``follow_passages``), or is reopened when the passage is gone.
"""
from __future__ import annotations

import hashlib
import re
import unicodedata
from dataclasses import dataclass

from django.db import IntegrityError, transaction
from django.db.models import F, Q, QuerySet
from django.utils import timezone
from django.utils.translation import gettext

from rules import rulings
from rules.links import rule_url
from rules.models import Game, Passage, Ruling, Section
from rules.parsing import GAME_SLUGS, GLOSSARY_SEGMENT
from rules.rulings import Conflict, Forbidden, Invalid
from rules.text import fold
from search.models import ReportedQuestion

MAX_LENGTH = 300
"""A question's characters once its whitespace is normalised (the FAQ's own bound, rules/questions.py)."""
MAX_RAW_LENGTH = 2000
"""What a page's form may send before normalisation: a search box holds 500, spaces aside."""
MAX_SHOWN = 10
"""Hits kept per question: a results page shows ten."""

Status = ReportedQuestion.Status

_GAME = "(?:" + "|".join(GAME_SLUGS) + ")"  # slugs are [a-z-]: nothing to escape (« \\- » is no JSON Schema regex)
_SLUG = "[a-z0-9][a-z0-9-]{0,119}"
SHOWN_PATTERN = (
    rf"^(?:passage:)?{_GAME}/{_SLUG}#{_SLUG}$"
    rf"|^(?:keyword:)?{_GAME}/{GLOSSARY_SEGMENT}/{_SLUG}$"
    rf"|^(?:section:)?{_GAME}/{_SLUG}$"
    rf"|^ruling:{_GAME}/[0-9]{{1,9}}$"
    rf"|^{_GAME}/decisions/[0-9]{{1,9}}$"
)
"""A hit as the search names it (``passage:noxilia/combat#ancre``, ``keyword:noxilia/glossaire/poison-x``,
``section:noxilia/combat``, ``ruling:noxilia/12``) or its anchor (the same without the kind,
``noxilia/decisions/12`` for a ruling). Stored as the search names it."""
_SHOWN_FORMS = (
    (re.compile(rf"(?:passage:)?(?P<game>{_GAME})/(?P<section>{_SLUG})#(?P<anchor>{_SLUG})"),
     "passage:{game}/{section}#{anchor}"),
    (re.compile(rf"(?:keyword:)?(?P<game>{_GAME})/{GLOSSARY_SEGMENT}/(?P<slug>{_SLUG})"),
     "keyword:{game}/" + GLOSSARY_SEGMENT + "/{slug}"),
    (re.compile(rf"(?:section:)?(?P<game>{_GAME})/(?P<section>{_SLUG})"), "section:{game}/{section}"),
    (re.compile(rf"(?:ruling:(?P<game>{_GAME})/|(?P<game2>{_GAME})/decisions/)(?P<number>[0-9]{{1,9}})"),
     "ruling:{game}/{number}"),
)
TEXT_PATTERN = r"\w"
"""What a question must hold: a letter or a digit (the API's schema says the same)."""


# --- Reading a report ----------------------------------------------------------------------------

def _blank(char: str) -> bool:
    """Whitespace, a control character or a byte-order mark: read as a space."""
    return char.isspace() or char == "\ufeff" or unicodedata.category(char) == "Cc"


def normalize(text: str) -> str:
    """One space between words, none around: what is stored and measured."""
    return " ".join("".join(" " if _blank(c) else c for c in text).split())


def folded(text: str) -> str:
    """The words as search reads them (accents, case, ligatures and punctuation aside): what makes two
    reports one question."""
    words = re.findall(r"\w+", fold(text))
    return " ".join(words) if words else text.lower()


def key_of(text: str) -> str:
    return hashlib.sha256(folded(text).encode("utf-8", "surrogatepass")).hexdigest()


def shown_id(item: str) -> str | None:
    """A hit id or anchor → the hit id the search gives it; None when it is neither."""
    item = item.strip()
    for pattern, form in _SHOWN_FORMS:
        match = pattern.fullmatch(item)
        if match:
            parts = {k: v for k, v in match.groupdict().items() if v}
            if "game2" in parts:
                parts["game"] = parts.pop("game2")
            return form.format(**parts)
    return None


def _surrogates(text: str) -> bool:
    return any(0xD800 <= ord(c) <= 0xDFFF for c in text)


@dataclass(frozen=True)
class Report:
    text: str
    game: str
    shown: list[str]


def clean(text, game, shown) -> Report:
    """Every problem at once (``Invalid``, by field: q, game, shown), in the reader's language."""
    errors: dict[str, list[str]] = {}
    if not isinstance(text, str):
        errors["q"] = [gettext("La question doit être un texte.")]
        text = ""
    elif _surrogates(text):
        errors["q"] = [gettext("La question contient un caractère invalide (un demi-caractère Unicode) : "
                               "retirez-le et envoyez-la à nouveau.")]
    elif len(text) > MAX_RAW_LENGTH:
        errors["q"] = [gettext("La question dépasse %(limit)d caractères : raccourcissez-la.") % {"limit": MAX_LENGTH}]
    else:
        text = normalize(text)
        if not re.search(TEXT_PATTERN, text):
            errors["q"] = [gettext("La question est vide : écrivez-la avec vos mots.")]
        elif len(text) > MAX_LENGTH:
            errors["q"] = [gettext("La question dépasse %(limit)d caractères (%(length)d) : raccourcissez-la.")
                           % {"limit": MAX_LENGTH, "length": len(text)}]
    if game is None:
        game = ""
    if not isinstance(game, str) or (game and game not in GAME_SLUGS):
        errors["game"] = [gettext("Jeu inconnu « %(value)s ». Valeurs possibles : %(values)s, ou rien.")
                          % {"value": str(game)[:40], "values": ", ".join(GAME_SLUGS)}]
    ids: list[str] = []
    if shown is None:
        shown = []
    if not isinstance(shown, (list, tuple)):
        errors["shown"] = [gettext("Les résultats montrés sont une liste d'identifiants.")]
    elif len(shown) > MAX_SHOWN:
        errors["shown"] = [gettext("%(most)d résultats montrés au plus (%(count)d).") % {"most": MAX_SHOWN,
                                                                                         "count": len(shown)}]
    else:
        wrong = []
        for item in shown:
            hit = shown_id(item) if isinstance(item, str) and len(item) <= 300 else None
            if hit is None:
                wrong.append(str(item)[:80] if isinstance(item, str) and not _surrogates(str(item)) else "?")
            elif hit not in ids:
                ids.append(hit)
        if wrong:
            errors["shown"] = [gettext("Résultat inconnu : %(items)s. Donnez l'identifiant d'un résultat de la "
                                       "recherche (« passage:noxilia/combat#ancre », « keyword:noxilia/glossaire/"
                                       "poison-x ») ou son ancre.") % {"items": ", ".join(f"« {w} »" for w in wrong)}]
    if errors:
        raise Invalid(errors)
    return Report(text, game, ids)


def report(text, game="", shown=()) -> tuple[ReportedQuestion, bool]:
    """Keep a player's question for the judges. → (the question, True when it is new).

    The same question already reported in that game counts once more instead (its first text and
    results kept). Nothing about who reported it is kept."""
    cleaned = clean(text, game, list(shown) if isinstance(shown, (list, tuple)) else shown)
    key = key_of(cleaned.text)
    same = ReportedQuestion.objects.filter(game=cleaned.game, key=key)
    with transaction.atomic():
        if same.update(count=F("count") + 1, last_reported_at=timezone.now()):  # no revision: not an action
            return same.get(), False
        try:
            with transaction.atomic():  # a savepoint: the same question may be reported at this very moment
                question = ReportedQuestion(text=cleaned.text, key=key, game=cleaned.game, shown=cleaned.shown)
                question._change_reason = "signalée"
                question._history_user = None  # never the reader's account, even a judge's (the request's user)
                question.save()
            return question, True
        except IntegrityError:
            same.update(count=F("count") + 1, last_reported_at=timezone.now())
            return same.get(), False


# --- Rights --------------------------------------------------------------------------------------

def _judged_slugs(user) -> list[str] | None:
    """The games this user handles questions of; None: every game (head judge or staff)."""
    if rulings.is_senior(user):
        return None
    judge = rulings.judge_of(user)
    if judge is None:
        return []
    return list(judge.games.values_list("slug", flat=True))


def is_judge(user) -> bool:
    return rulings.is_senior(user) or rulings.judge_of(user) is not None


def may_read(user, game: str) -> bool:
    """May see the questions of ``game`` ("" : those without a game, every judge's)."""
    if not is_judge(user):
        return False
    if not game:
        return True
    target = Game.objects.filter(slug=game).first()
    return target is not None and rulings.judges_game(user, target)


def visible_questions(user) -> QuerySet[ReportedQuestion]:
    """What this user may see: the questions of the games they judge and those without a game."""
    questions = ReportedQuestion.objects.select_related("passage__section__game", "ruling__game", "handled_by")
    slugs = _judged_slugs(user)
    if slugs is None:
        return questions
    if not is_judge(user):
        return questions.none()
    return questions.filter(Q(game__in=slugs) | Q(game=""))


def open_questions(user) -> list[ReportedQuestion]:
    """The account page's list: the open questions this judge may handle, most asked first."""
    return list(visible_questions(user).filter(status=Status.OPEN).order_by("-count", "-last_reported_at", "id")[:50])


def _require(user, game: Game | None, question: ReportedQuestion) -> None:
    if game is None:  # a dismissal: the question's own game
        if not may_read(user, question.game):
            raise Forbidden(gettext("Vous n'êtes pas arbitre de ce jeu : vous ne pouvez pas traiter cette question."))
        return
    if not rulings.judges_game(user, game):
        raise Forbidden(gettext("Vous n'êtes pas arbitre de %(game)s : vous ne pouvez pas traiter ses questions.")
                        % {"game": game.name})


def _same_game(question: ReportedQuestion, game: Game, field: str) -> None:
    if question.game and question.game != game.slug:
        asked = Game.objects.filter(slug=question.game).first()
        raise Invalid({field: [gettext("La question a été posée pour %(asked)s, pas pour %(game)s.") % {
            "asked": asked.name if asked else question.game, "game": game.name}]})


# --- Handling ------------------------------------------------------------------------------------

def _claim(question: ReportedQuestion) -> ReportedQuestion:
    """The question, locked for this change, or ``Conflict`` when someone handled it already."""
    # No select_related here: PostgreSQL locks no row on the nullable side of an outer join.
    current = ReportedQuestion.objects.select_for_update().get(pk=question.pk)
    if current.status != Status.OPEN:
        when = timezone.localtime(current.handled_at) if current.handled_at else None
        raise Conflict(gettext("Cette question est déjà traitée (%(status)s)%(who)s%(when)s.") % {
            "status": current.get_status_display().lower(),
            "who": gettext(" par %(author)s") % {"author": rulings.author_name(current.handled_by)}
            if current.handled_by else "",
            "when": gettext(" le %(date)s à %(time)s") % {"date": f"{when:%d/%m/%Y}", "time": f"{when:%H:%M}"}
            if when else ""})
    return current


def _save(question: ReportedQuestion, user, status: str, reason: str) -> None:
    question.status = status
    question.handled_by = user
    question.handled_at = timezone.now()
    question._history_user = user
    question._change_reason = reason
    question.save()


def passage_for(anchor) -> Passage:
    """The passage an anchor names: ``jeu/section#passage`` (a pasted permalink too) or a keyword
    ``jeu/glossaire/mot-cle`` (its glossary entry). ``Invalid`` otherwise, saying what to give."""
    raw = anchor if isinstance(anchor, str) else ""
    normalized = rulings.normalize_anchor(raw)[:300] if not _surrogates(raw) else ""
    parts = rulings.parse_anchor(normalized) or {}
    passages = Passage.objects.select_related("section__game")
    found = None
    if "passage" in parts:
        found = passages.filter(section__game__slug=parts["game"], section__slug=parts["section"],
                                anchor=parts["passage"]).first()
    elif "keyword" in parts:
        found = passages.filter(keyword__game__slug=parts["game"], keyword__slug=parts["keyword"]).first()
    if found is None:
        shown = normalized or raw[:80]
        raise Invalid({"anchor": [gettext(
            "Passage inconnu dans les règles : « %(anchor)s ». Donnez le lien d'un passage (le ¶ devant lui sur sa "
            "page) : « jeu/section#passage », ou un mot-clé « jeu/glossaire/mot-cle ».") % {"anchor": shown}]})
    return found


def attach(user, question: ReportedQuestion, anchor) -> ReportedQuestion:
    """The passage that answers it: the question becomes one of its section's « Questions fréquentes »
    and is searched with the passage, on every server, from this commit on."""
    passage = passage_for(anchor)
    game = passage.section.game
    _same_game(question, game, "anchor")
    _require(user, game, question)
    from search.generation import bump

    with transaction.atomic():
        question = _claim(question)
        question.passage, question.anchor, question.ruling = passage, passage.full_anchor, None
        _save(question, user, Status.ATTACHED, f"rattachée à {passage.full_anchor}")
        bump(rulebooks=True)  # the passage's document changed: every server's index rebuilds with it
    return question


def answer(user, question: ReportedQuestion, number, game: str | None = None) -> ReportedQuestion:
    """A published ruling of its game answers it (``game`` names it for a question asked without one)."""
    slug = question.game or game or ""
    target = Game.objects.filter(slug=slug).first() if isinstance(slug, str) else None
    if target is None:
        raise Invalid({"game": [gettext("Précisez le jeu de la décision : %(values)s.") % {
            "values": ", ".join(GAME_SLUGS)}]})
    _same_game(question, target, "game")
    _require(user, target, question)
    ruling = None
    if isinstance(number, int) and not isinstance(number, bool) and 0 < number < 10**9:
        ruling = Ruling.objects.filter(game=target, number=number).first()
    if ruling is None or ruling.status != Ruling.Status.PUBLISHED:
        raise Invalid({"number": [
            gettext("La décision n° %(number)s de %(game)s n'existe pas : donnez le numéro d'une décision publiée.")
            % {"number": number, "game": target.name} if ruling is None else
            gettext("La décision n° %(number)s de %(game)s est %(status)s : donnez le numéro d'une décision publiée.")
            % {"number": number, "game": target.name, "status": ruling.get_status_display().lower()}]})
    with transaction.atomic():
        question = _claim(question)
        question.ruling, question.passage, question.anchor = ruling, None, ""
        _save(question, user, Status.ANSWERED, f"répondue par la décision n° {ruling.number} ({target.slug})")
    return question


def dismiss(user, question: ReportedQuestion) -> ReportedQuestion:
    """Not a rules question, or a duplicate: it leaves the judges' list."""
    _require(user, None, question)
    with transaction.atomic():
        question = _claim(question)
        _save(question, user, Status.DISMISSED, "écartée")
    return question


# --- Where attached questions show ---------------------------------------------------------------

def shown_under(section: Section) -> list:
    """The attached questions of a section's passages, as its « Questions fréquentes » show them."""
    from rules.corpus import ShownQuestion

    rows = (ReportedQuestion.objects.filter(status=Status.ATTACHED, passage__section=section)
            .select_related("passage").order_by("-count", "id"))
    return [ShownQuestion(q.text[:1].upper() + q.text[1:], f"#{q.passage.anchor}", ()) for q in rows]


def follow_passages(games) -> int:
    """After a rulebook load: each attached question of these games points to the passage of its anchor
    again; one whose passage is gone is reopened for the judges (a revision says why). → how many changed."""
    games = list(games)
    if not games:
        return 0
    questions = list(ReportedQuestion.objects.filter(_anchor_in_games(games), status=Status.ATTACHED).order_by("id"))
    if not questions:
        return 0
    found = {p.full_anchor: p for p in _passages({q.anchor for q in questions})}
    changed = 0
    for question in questions:
        passage = found.get(question.anchor)
        if passage is not None and passage.id == question.passage_id:
            continue
        if passage is not None:
            question.passage = passage
            question._change_reason = f"règles rechargées : retrouvée à {question.anchor}"
        else:
            question._change_reason = f"règles rechargées : le passage {question.anchor} n'existe plus, question rouverte"
            question.passage, question.anchor, question.status = None, "", Status.OPEN
        question.save()
        changed += 1
    return changed


def _anchor_in_games(games) -> Q:
    query = Q()
    for game in games:
        query |= Q(anchor__startswith=f"{game}/")
    return query


def _passages(anchors) -> list[Passage]:
    query = Q()
    for anchor in anchors:
        parts = rulings.parse_anchor(anchor)
        if parts and "passage" in parts:
            query |= Q(section__game__slug=parts["game"], section__slug=parts["section"], anchor=parts["passage"])
    return list(Passage.objects.filter(query).select_related("section__game")) if query else []


def shown_links(question: ReportedQuestion) -> list[tuple[str, str]]:
    """The hits the player was shown, as (id, permalink): what the judges open to see what did not answer."""
    links = []
    for hit in question.shown or []:
        kind, _, anchor = str(hit).partition(":")
        game, _, rest = anchor.partition("/")
        if kind == "ruling":
            links.append((hit, f"/{game}/decisions/{rest}/"))
        else:
            links.append((hit, rule_url(anchor)))
    return links


def account_rows(user) -> dict:
    """What the account page shows a judge: the open questions they may handle, each with the hits the player
    was shown, its game's name and the link that starts a ruling with its words; the games a question asked
    without one may be answered in."""
    from urllib.parse import urlencode

    from django.urls import reverse

    questions = open_questions(user)
    if not questions and not is_judge(user):
        return {"questions": [], "answer_games": []}
    names = dict(Game.objects.values_list("slug", "name"))
    slugs = _judged_slugs(user)
    games = Game.objects.all() if slugs is None else Game.objects.filter(slug__in=slugs)
    rows = [{
        "question": q, "game_name": names.get(q.game, ""), "links": shown_links(q),
        "new_ruling": (reverse("rules:ruling-new", args=[q.game]) + "?" + urlencode({"question": q.text}))
        if q.game else "",
    } for q in questions]
    return {"questions": rows, "answer_games": list(games.order_by("order"))}

"""Judges' rulings: what they may cite, who may do what, and every change (create, edit, publish,
supersede, withdraw) as one function each — the pages, the API and the import all go through here.

- **Anchors** are strings checked against the corpus in the database: a section ``game/slug``, a
  keyword ``game/glossaire/slug``, a passage ``game/slug#anchor`` (a calculator step cites a
  section or a keyword anchor: the same strings). Unknown ones are refused, all listed at once.
- **Text** is plain: escaped on output, ``[[anchor]]`` or ``[[anchor|mots]]`` becomes a link.
- **Rights**: a judge writes, edits and publishes drafts in the games they judge, and withdraws
  drafts there; a head judge or staff does so in every game, and alone edits a published ruling,
  supersedes it, withdraws it and gives the authorities « éditeur » and « arbitre principal ».
- **Versions**: each change names the version it was made on; a change made on an older one is a
  ``Conflict`` (nothing written), never a silent overwrite.
- **Revisions**: every save is a django-simple-history record with its user and a French reason.
- ``ruling_changed`` is sent after each committed change (``ruling``, ``action``): what the
  search index follows.
"""
from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date
from urllib.parse import urlencode

from django.db import transaction
from django.db.models import F, Max, Q, QuerySet
from django.dispatch import Signal
from django.utils import timezone
from django.utils.html import escape, format_html
from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import gettext, ngettext
from django.utils.translation import gettext_lazy as _

from rules.anchors import excerpt
from rules.links import rule_url
from rules.models import PUBLIC_STATUSES, Game, Judge, Keyword, Passage, Ruling, RulingCitation, Section
from rules.parsing import GLOSSARY_SEGMENT

ruling_changed = Signal()
"""Sent after a committed change: ``sender=Ruling, ruling=…, action="created"|"updated"|"published"|
"superseded"|"withdrawn"|"imported"``."""

MAX_QUESTION = 2000
MAX_ANSWER = 10000
MAX_EVENT = 200
MAX_NOTE = 300
MAX_CITATIONS = 20

_ANCHOR = re.compile(
    r"^(?P<game>[a-z0-9-]+)/(?:" + GLOSSARY_SEGMENT + r"/(?P<keyword>[a-z0-9-]+)"
    r"|(?P<section>[a-z0-9-]+)(?:#(?P<passage>[a-z0-9-]+))?)$")
LINK = re.compile(r"\[\[([^\[\]|\n]{1,300})(?:\|([^\[\]\n]{1,200}))?\]\]")

ANCHOR_HELP = _("une section « jeu/section », un mot-clé « jeu/glossaire/mot-cle » ou un passage "
                 "« jeu/section#ancre » (le lien permanent de la page, sans le domaine)")


# --- Anchors -------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Target:
    """What an anchor names in the corpus now."""

    anchor: str
    kind: str
    game: str
    page: str
    """The anchor of the page it is on: a passage's section, else the anchor itself."""
    title: str
    url: str
    text: str


def normalize_anchor(raw: str) -> str:
    """« https://site/noxilia/combat/#x », « /noxilia/combat/ » → « noxilia/combat#x », « noxilia/combat »."""
    anchor = re.sub(r"^[a-z]+://[^/]+", "", raw.strip())
    return anchor.replace("/#", "#").strip("/").strip()


def parse_anchor(anchor: str) -> dict[str, str] | None:
    match = _ANCHOR.match(anchor)
    if match is None or match["section"] == GLOSSARY_SEGMENT:
        return None
    return {k: v for k, v in match.groupdict().items() if v}




def anchor_page(anchor: str) -> str:
    return anchor.partition("#")[0]




def resolve(anchors: Iterable[str]) -> dict[str, Target]:
    """The anchors that exist in the corpus, each with its title, permalink and current text."""
    wanted = {a: p for a in set(anchors) if (p := parse_anchor(a))}
    found: dict[str, Target] = {}
    sections = {(p["game"], p["section"]) for p in wanted.values() if "section" in p}
    keywords = {(p["game"], p["keyword"]) for p in wanted.values() if "keyword" in p}
    passages = {(p["game"], p["section"], p["passage"]) for p in wanted.values() if "passage" in p}
    if sections:
        query = Q()
        for game, slug in sections:
            query |= Q(game__slug=game, slug=slug)
        for s in Section.objects.filter(query).select_related("game"):
            found[s.anchor] = Target(s.anchor, RulingCitation.Kind.SECTION, s.game.slug, s.anchor,
                                     s.title, rule_url(s.anchor), s.text)
    if keywords:
        query = Q()
        for game, slug in keywords:
            query |= Q(game__slug=game, slug=slug)
        for k in Keyword.objects.filter(query).select_related("game"):
            found[k.anchor] = Target(k.anchor, RulingCitation.Kind.KEYWORD, k.game.slug, k.anchor,
                                     f"Glossaire, {k.name}", rule_url(k.anchor), k.text)
    if passages:
        query = Q()
        for game, section, anchor in passages:
            query |= Q(section__game__slug=game, section__slug=section, anchor=anchor)
        for p in Passage.objects.filter(query).select_related("section__game"):
            anchor = p.full_anchor
            found[anchor] = Target(anchor, RulingCitation.Kind.PASSAGE, p.section.game.slug, p.section.anchor,
                                   f"{p.section.title}, « {excerpt(p.text)} »", rule_url(anchor), p.text)
    return {a: found[a] for a in wanted if a in found}


def unknown_anchors(anchors: Iterable[str]) -> list[str]:
    anchors = list(dict.fromkeys(anchors))
    known = resolve(anchors)
    return [a for a in anchors if a not in known]


def unknown_anchors_message(unknown: list[str]) -> str:
    return ngettext(
        "Ancre inconnue dans les règles : %(anchors)s. Citez %(help)s ; « python -m rules.anchors <jeu> » et "
        "« manage.py load_rules <jeu> --list-passages » les listent.",
        "Ancres inconnues dans les règles : %(anchors)s. Citez %(help)s ; « python -m rules.anchors <jeu> » et "
        "« manage.py load_rules <jeu> --list-passages » les listent.", len(unknown)) % {
        "anchors": ", ".join(unknown), "help": ANCHOR_HELP}


def links_in(text: str) -> list[str]:
    return [normalize_anchor(m.group(1)) for m in LINK.finditer(text)]


def render_text(text: str, targets: dict[str, Target] | None = None) -> SafeString:
    """Plain text → paragraphs of escaped text; ``[[anchor]]`` / ``[[anchor|mots]]`` → a link.

    Nothing a user typed reaches the page as HTML: every piece is escaped, a link's address is
    built from an anchor found in the corpus (an unknown one stays as typed, escaped).
    """
    if targets is None:
        targets = resolve(links_in(text))
    paragraphs = [p for p in re.split(r"\n\s*\n", text.replace("\r\n", "\n").strip()) if p.strip()]
    html = []
    for paragraph in paragraphs:
        pieces, position = [], 0
        for match in LINK.finditer(paragraph):
            pieces.append(escape(paragraph[position:match.start()]))
            target = targets.get(normalize_anchor(match.group(1)))
            if target is None:
                pieces.append(escape(match.group(0)))
            else:
                pieces.append(format_html('<a class="anchor-link" href="{}">{}</a>', target.url,
                                          (match.group(2) or target.title).strip()))
            position = match.end()
        pieces.append(escape(paragraph[position:]))
        html.append("<p>" + "".join(pieces).strip().replace("\n", "<br>\n") + "</p>")
    return mark_safe("\n".join(html))  # every piece above is escaped or built by format_html


def plain_text(text: str, targets: dict[str, Target] | None = None) -> str:
    """The words a reader sees (for search): ``[[anchor|mots]]`` → « mots », ``[[anchor]]`` → its title."""
    if targets is None:
        targets = resolve(links_in(text))

    def words(match: re.Match) -> str:
        target = targets.get(normalize_anchor(match.group(1)))
        return (match.group(2) or (target.title if target else match.group(1))).strip()

    return LINK.sub(words, text)


# --- Rights --------------------------------------------------------------------------------------

def judge_of(user) -> Judge | None:
    if user is None or not user.is_authenticated or not user.is_active:
        return None
    try:
        return user.judge
    except Judge.DoesNotExist:
        return None


def is_senior(user) -> bool:
    """A head judge or staff: rights in every game."""
    if user is None or not user.is_authenticated or not user.is_active:
        return False
    judge = judge_of(user)
    return bool(user.is_staff or (judge and judge.is_head_judge))


def judges_game(user, game: Game) -> bool:
    """May write and publish drafts in this game."""
    if is_senior(user):
        return True
    judge = judge_of(user)
    return bool(judge and judge.games.filter(pk=game.pk).exists())


def can_view(user, ruling: Ruling) -> bool:
    return ruling.status in PUBLIC_STATUSES or judges_game(user, ruling.game)


def can_edit(user, ruling: Ruling) -> bool:
    if ruling.status == Ruling.Status.DRAFT:
        return judges_game(user, ruling.game)
    return ruling.status == Ruling.Status.PUBLISHED and is_senior(user)


def can_publish(user, ruling: Ruling) -> bool:
    return ruling.status == Ruling.Status.DRAFT and judges_game(user, ruling.game)


def can_supersede(user, ruling: Ruling) -> bool:
    return ruling.status == Ruling.Status.PUBLISHED and is_senior(user)


def can_withdraw(user, ruling: Ruling) -> bool:
    if ruling.status == Ruling.Status.DRAFT:
        return judges_game(user, ruling.game)
    return ruling.status in PUBLIC_STATUSES and is_senior(user)


def visible_rulings(user) -> QuerySet[Ruling]:
    """What this user may read: published and superseded rulings; every ruling of the games they judge."""
    rulings = Ruling.objects.select_related("game", "game__rulebook", "author", "superseded_by")
    if is_senior(user):
        return rulings
    judge = judge_of(user)
    if judge is None:
        return rulings.filter(status__in=PUBLIC_STATUSES)
    return rulings.filter(Q(status__in=PUBLIC_STATUSES) | Q(game__in=judge.games.all()))


def author_name(user) -> str:
    return (user.get_full_name() or user.get_username()) if user is not None else "—"


# --- Errors --------------------------------------------------------------------------------------

class RulingError(Exception):
    def __init__(self, message: str):
        super().__init__(message)
        self.message = message


class Forbidden(RulingError):
    """The user has not the right (403)."""


class Conflict(RulingError):
    """Changed by someone else since the version the change was made on, or not in a state for it (409)."""

    def __init__(self, message: str, current_version: int | None = None):
        super().__init__(message)
        self.current_version = current_version


class Invalid(RulingError):
    """Refused input, every problem by field (400)."""

    def __init__(self, errors: dict[str, list[str]]):
        first_field, messages = next(iter(errors.items()))
        super().__init__(messages[0])
        self.errors = errors


# --- Validation ----------------------------------------------------------------------------------

FIELDS = ("question", "answer", "citations", "authority", "event", "event_date")
SENIOR_AUTHORITIES = (Ruling.Authority.OFFICIAL, Ruling.Authority.HEAD_JUDGE)


@dataclass
class Cleaned:
    values: dict
    anchors: list[str] | None
    targets: dict[str, Target]


def clean(game: Game, data: dict, *, partial: bool = False) -> Cleaned:
    """The fields given, checked against the corpus; every problem at once (``Invalid``)."""
    errors: dict[str, list[str]] = {}
    values: dict = {}
    for name, limit in (("question", MAX_QUESTION), ("answer", MAX_ANSWER)):
        if name in data or not partial:
            text = str(data.get(name) or "").replace("\r\n", "\n").strip()
            if not text:
                errors.setdefault(name, []).append(
                    gettext("La question est vide.") if name == "question" else gettext("La réponse est vide."))
            elif len(text) > limit:
                errors.setdefault(name, []).append(
                    (gettext("La question dépasse %(limit)d caractères (%(length)d).") if name == "question"
                     else gettext("La réponse dépasse %(limit)d caractères (%(length)d).")) % {"limit": limit,
                                                                                                "length": len(text)})
            values[name] = text
    if "event" in data or not partial:
        event = str(data.get("event") or "").strip()
        if len(event) > MAX_EVENT:
            errors.setdefault("event", []).append(
                gettext("Le nom de l'événement dépasse %(limit)d caractères.") % {"limit": MAX_EVENT})
        values["event"] = event
    if "event_date" in data or not partial:
        when = data.get("event_date")
        if when is not None and not isinstance(when, date):
            errors.setdefault("event_date", []).append(gettext("Date invalide : AAAA-MM-JJ."))
        values["event_date"] = when
    if "authority" in data or not partial:
        authority = data.get("authority") or Ruling.Authority.JUDGE
        if authority not in Ruling.Authority.values:
            errors.setdefault("authority", []).append(gettext("Autorité inconnue « %(authority)s » : %(known)s.") % {
                "authority": authority, "known": ", ".join(Ruling.Authority.values)})
        values["authority"] = authority
    anchors = None
    if "citations" in data or not partial:
        anchors = list(dict.fromkeys(normalize_anchor(a) for a in (data.get("citations") or []) if str(a).strip()))
        if not anchors:
            errors.setdefault("citations", []).append(gettext("Citez au moins une règle : %(help)s.") % {
                "help": ANCHOR_HELP})
        elif len(anchors) > MAX_CITATIONS:
            errors.setdefault("citations", []).append(gettext("%(most)d citations au plus (%(count)d).") % {
                "most": MAX_CITATIONS, "count": len(anchors)})
    linked = [a for name in ("question", "answer") for a in links_in(values.get(name, ""))]
    targets = resolve((anchors or []) + linked)
    if anchors:
        unknown = [a for a in anchors if a not in targets]
        if unknown:
            errors.setdefault("citations", []).append(unknown_anchors_message(unknown))
        elsewhere = [a for a in anchors if a in targets and targets[a].game != game.slug]
        if elsewhere:
            errors.setdefault("citations", []).append(
                gettext("Ces ancres sont d'un autre jeu que %(game)s : %(anchors)s.") % {
                    "game": game.name, "anchors": ", ".join(elsewhere)})
    for name in ("question", "answer"):
        unknown = [a for a in links_in(values.get(name, "")) if a not in targets]
        if unknown:
            errors.setdefault(name, []).append(gettext("Lien : %(problem)s") % {"problem": unknown_anchors_message(unknown)})
    if errors:
        raise Invalid(errors)
    return Cleaned(values, anchors, targets)


def _check_authority(user, authority: str) -> None:
    if authority in SENIOR_AUTHORITIES and not is_senior(user):
        raise Forbidden(gettext("Seul un arbitre principal ou l'équipe du site donne l'autorité « %(authority)s ».")
                        % {"authority": Ruling.Authority(authority).label})


def _conflict(ruling: Ruling, expected: int) -> Conflict:
    current = Ruling.objects.select_related("game").get(pk=ruling.pk)
    last = current.history.select_related("history_user").first()
    who = gettext(" par %(author)s") % {"author": author_name(last.history_user)} if last and last.history_user else ""
    when = (gettext(" le %(date)s à %(time)s") % {"date": f"{timezone.localtime(last.history_date):%d/%m/%Y}",
                                                   "time": f"{timezone.localtime(last.history_date):%H:%M}"}
            if last else "")
    return Conflict(gettext(
        "La décision n° %(number)d a été modifiée entre-temps%(who)s%(when)s : elle est à la version %(current)d, "
        "vos changements portaient sur la version %(expected)d. Rien n'a été enregistré : rechargez-la, puis "
        "refaites vos changements.") % {"number": current.number, "who": who, "when": when,
                                        "current": current.version, "expected": expected}, current.version)


def _claim(ruling: Ruling, expected: int) -> Ruling:
    """Take the version ``expected`` → ``expected + 1``, or raise ``Conflict`` (compare-and-set)."""
    claimed = Ruling.objects.filter(pk=ruling.pk, version=expected).update(version=F("version") + 1)
    if not claimed:
        raise _conflict(ruling, expected)
    return Ruling.objects.select_related("game", "game__rulebook", "author").get(pk=ruling.pk)


def _save(ruling: Ruling, user, reason: str) -> None:
    ruling.updated_at = timezone.now()
    ruling._history_user = user
    ruling._change_reason = reason
    ruling.save()


def _citation_values(target: Target) -> dict:
    return {"kind": target.kind, "target": target.page, "cited_title": target.title[:300],
            "cited_text": target.text, "needs_review": False, "review_diff": ""}


def _set_citations(ruling: Ruling, anchors: list[str], targets: dict[str, Target], user) -> str:
    """The ruling cites exactly ``anchors``, in order; kept ones keep their snapshot. → a French summary."""
    existing = {c.anchor: c for c in ruling.citations.all()}
    removed = [a for a in existing if a not in anchors]
    added = [a for a in anchors if a not in existing]
    for anchor in removed:
        citation = existing[anchor]
        citation._history_user = user
        citation.delete()
    for order, anchor in enumerate(anchors):
        citation = existing.get(anchor)
        if citation is None:
            citation = RulingCitation(ruling=ruling, anchor=anchor, order=order, **_citation_values(targets[anchor]))
        elif citation.order == order:
            continue
        citation.order = order
        citation._history_user = user
        citation.save()
    parts = [f"+{a}" for a in added] + [f"−{a}" for a in removed]
    return f"citations : {', '.join(parts)}" if parts else ""


def _refresh_snapshots(ruling: Ruling, user) -> None:
    """The cited texts as they are now, the review flags cleared: the ruling is given under this text."""
    citations = list(ruling.citations.all())
    targets = resolve(c.anchor for c in citations)
    unknown = [c.anchor for c in citations if c.anchor not in targets]
    if unknown:
        raise Invalid({"citations": [unknown_anchors_message(unknown)]})
    for citation in citations:
        values = _citation_values(targets[citation.anchor])
        if any(getattr(citation, k) != v for k, v in values.items()):
            for k, v in values.items():
                setattr(citation, k, v)
            citation._history_user = user
            citation.save()


def _changed(ruling: Ruling, action: str) -> None:
    transaction.on_commit(lambda: ruling_changed.send(sender=Ruling, ruling=ruling, action=action))


# --- Changes -------------------------------------------------------------------------------------

def create(user, game: Game, data: dict, *, publish: bool = False) -> Ruling:
    """A new draft (published at once when ``publish``), numbered next in its game."""
    if not judges_game(user, game):
        raise Forbidden(gettext("Vous n'êtes pas arbitre de %(game)s : vous ne pouvez pas y rédiger de décision.")
                        % {"game": game.name})
    cleaned = clean(game, data)
    _check_authority(user, cleaned.values["authority"])
    with transaction.atomic():
        Game.objects.select_for_update().filter(pk=game.pk).first()  # one numbering at a time per game
        number = (Ruling.objects.filter(game=game).aggregate(n=Max("number"))["n"] or 0) + 1
        now = timezone.now()
        ruling = Ruling(game=game, number=number, author=user, rulebook_version=game.rulebook.version,
                        created_at=now, **cleaned.values)
        _save(ruling, user, "créée")
        _set_citations(ruling, cleaned.anchors or [], cleaned.targets, user)
        _changed(ruling, "created")
        if publish:  # a second change: its own revision and version
            ruling = _claim(ruling, ruling.version)
            ruling = _publish(user, ruling)
    return ruling


def update(user, ruling: Ruling, expected_version: int, data: dict) -> Ruling:
    """Change the fields given (a draft: its game's judges; a published ruling: head judge or staff)."""
    _require_edit(user, ruling)
    cleaned = clean(ruling.game, data, partial=True)
    if "authority" in cleaned.values and cleaned.values["authority"] != ruling.authority:
        _check_authority(user, cleaned.values["authority"])
    with transaction.atomic():
        ruling = _claim(ruling, expected_version)
        _require_edit(user, ruling)
        changed = [name for name, value in cleaned.values.items() if getattr(ruling, name) != value]
        for name in changed:
            setattr(ruling, name, cleaned.values[name])
        summary = _set_citations(ruling, cleaned.anchors, cleaned.targets, user) if cleaned.anchors is not None else ""
        labels = [str(Ruling._meta.get_field(name).verbose_name) for name in changed]
        reason = "modifiée" + (f" ({', '.join(labels)})" if labels else "") + (f" ; {summary}" if summary else "")
        _save(ruling, user, reason)
        _changed(ruling, "updated")
    return ruling


def _require_edit(user, ruling: Ruling) -> None:
    if not judges_game(user, ruling.game):
        raise Forbidden(gettext("Vous n'êtes pas arbitre de %(game)s : vous ne pouvez pas modifier ses décisions.")
                        % {"game": ruling.game.name})
    if ruling.status in (Ruling.Status.SUPERSEDED, Ruling.Status.WITHDRAWN):
        raise Conflict(gettext("La décision n° %(number)d est %(status)s : elle ne se modifie plus (rédigez-en une "
                               "nouvelle).") % {"number": ruling.number, "status": ruling.get_status_display().lower()},
                       ruling.version)
    if not can_edit(user, ruling):
        raise Forbidden(gettext("Une décision publiée ne se modifie que par un arbitre principal ou l'équipe du site."))


def _publish(user, ruling: Ruling) -> Ruling:
    """Publish ``ruling``, whose version this change already took."""
    _refresh_snapshots(ruling, user)
    ruling.status = Ruling.Status.PUBLISHED
    ruling.published_at = timezone.now()
    ruling.rulebook_version = ruling.game.rulebook.version
    _save(ruling, user, "publiée")
    _changed(ruling, "published")
    return ruling


def publish(user, ruling: Ruling, expected_version: int) -> Ruling:
    """A draft becomes public, its cited texts taken as they are now, under the current rulebook version."""
    if not judges_game(user, ruling.game):
        raise Forbidden(gettext("Vous n'êtes pas arbitre de %(game)s : vous ne pouvez pas y publier.")
                        % {"game": ruling.game.name})
    with transaction.atomic():
        ruling = _claim(ruling, expected_version)
        if ruling.status != Ruling.Status.DRAFT:
            raise Conflict(gettext("La décision n° %(number)d n'est pas un brouillon (%(status)s) : rien à publier.")
                           % {"number": ruling.number, "status": ruling.get_status_display().lower()}, expected_version)
        return _publish(user, ruling)


def supersede(user, ruling: Ruling, expected_version: int, by_number: int, note: str = "") -> Ruling:
    """A published ruling is replaced by another published one of the same game (head judge or staff)."""
    if not is_senior(user):
        raise Forbidden(gettext("Seul un arbitre principal ou l'équipe du site remplace une décision."))
    note = (note or "").strip()
    if len(note) > MAX_NOTE:
        raise Invalid({"reason": [gettext("Le motif dépasse %(limit)d caractères.") % {"limit": MAX_NOTE}]})
    successor = Ruling.objects.filter(game=ruling.game, number=by_number).first()
    if successor is None or successor.pk == ruling.pk or successor.status != Ruling.Status.PUBLISHED:
        values = {"game": ruling.game.name, "number": by_number}
        if successor is None:
            problem = gettext("Remplacer par une autre décision publiée de %(game)s : la décision n° %(number)d "
                              "n'existe pas.") % values
        elif successor.pk == ruling.pk:
            problem = gettext("Remplacer par une autre décision publiée de %(game)s : la décision n° %(number)d "
                              "est celle-ci.") % values
        else:
            problem = gettext("Remplacer par une autre décision publiée de %(game)s : la décision n° %(number)d "
                              "est %(status)s.") % {**values, "status": successor.get_status_display().lower()}
        raise Invalid({"by": [problem]})
    with transaction.atomic():
        ruling = _claim(ruling, expected_version)
        if ruling.status != Ruling.Status.PUBLISHED:
            raise Conflict(gettext("La décision n° %(number)d n'est pas publiée (%(status)s) : elle ne se remplace pas.")
                           % {"number": ruling.number, "status": ruling.get_status_display().lower()}, expected_version)
        ruling.status = Ruling.Status.SUPERSEDED
        ruling.superseded_by = successor
        ruling.status_note = note
        _save(ruling, user, f"remplacée par la décision n° {successor.number}" + (f" : {note}" if note else ""))
        _changed(ruling, "superseded")
    return ruling


def withdraw(user, ruling: Ruling, expected_version: int, note: str = "") -> Ruling:
    """Deleting is withdrawing: the ruling and its revisions stay, the public no longer sees it."""
    if not judges_game(user, ruling.game):
        raise Forbidden(gettext("Vous n'êtes pas arbitre de %(game)s : vous ne pouvez pas y retirer de décision.")
                        % {"game": ruling.game.name})
    note = (note or "").strip()
    if len(note) > MAX_NOTE:
        raise Invalid({"reason": [gettext("Le motif dépasse %(limit)d caractères.") % {"limit": MAX_NOTE}]})
    with transaction.atomic():
        ruling = _claim(ruling, expected_version)
        if ruling.status == Ruling.Status.WITHDRAWN:
            raise Conflict(gettext("La décision n° %(number)d est déjà retirée.") % {"number": ruling.number},
                           expected_version)
        if ruling.status != Ruling.Status.DRAFT and not is_senior(user):
            raise Forbidden(gettext("Une décision publiée ne se retire que par un arbitre principal ou l'équipe du site."))
        ruling.status = Ruling.Status.WITHDRAWN
        ruling.status_note = note
        _save(ruling, user, "retirée" + (f" : {note}" if note else ""))
        _changed(ruling, "withdrawn")
    return ruling


# --- Where rulings are shown ---------------------------------------------------------------------

def published() -> QuerySet[Ruling]:
    return (Ruling.objects.filter(status=Ruling.Status.PUBLISHED)
            .select_related("game", "game__rulebook", "author").prefetch_related("citations"))


def citing_section(section: Section) -> list[Ruling]:
    """Published rulings citing the section or one of its passages."""
    return list(published().filter(citations__target=section.anchor).distinct().order_by("-number"))


def citing_keyword(keyword: Keyword) -> list[Ruling]:
    """Published rulings citing the keyword or its glossary entry (the passage of its section)."""
    anchors = [keyword.anchor, f"{keyword.section.anchor}#{keyword.slug}"]
    return list(published().filter(citations__anchor__in=anchors).distinct().order_by("-number"))


def published_counts(anchors: Iterable[str]) -> dict[str, int]:
    """Anchor (a section or keyword, as a calculator step cites it) → how many published rulings cite it."""
    anchors = set(anchors)
    rows = (RulingCitation.objects.filter(ruling__status=Ruling.Status.PUBLISHED)
            .filter(Q(target__in=anchors) | Q(anchor__in=anchors)).values_list("target", "anchor", "ruling_id"))
    seen: dict[str, set[int]] = {}
    for target, anchor, ruling_id in rows:
        for key in {target, anchor} & anchors:
            seen.setdefault(key, set()).add(ruling_id)
    return {key: len(ids) for key, ids in seen.items()}


def shown(rulings: Iterable[Ruling], here: str | None = None) -> list[dict]:
    """Rulings as a page's « Décisions d'arbitrage » block shows them: number, status, question, answer
    (links made), what each cites on this page (``here``: the page's anchor)."""
    rulings = list(rulings)
    targets = resolve(a for r in rulings for a in links_in(r.question) + links_in(r.answer))
    return [{
        "ruling": r, "question": render_text(r.question, targets), "answer": render_text(r.answer, targets),
        "cites": [c for c in r.citations.all() if here is None or c.target == here or c.anchor == here],
    } for r in rulings]


def with_rulings(outcome: dict) -> dict:
    """A calculator's outcome with, on each step flagged ``silent``, the published rulings on its rule."""
    steps = outcome.get("steps") or []
    anchors = {s["rule"]["anchor"] for s in steps if s.get("flag") == "silent" and s.get("rule")}
    if not anchors:
        return outcome
    counts = published_counts(anchors)
    for step in steps:
        if step.get("flag") == "silent" and step.get("rule"):
            anchor = step["rule"]["anchor"]
            if counts.get(anchor):
                game = anchor.split("/")[0]
                step["rulings"] = {"count": counts[anchor], "url": f"/{game}/decisions/?{urlencode({'ancre': anchor}, safe='/')}"}
    return outcome

"""Pages of rulings: a game's list, a ruling's permalink, the judge's editor and its actions.

The permalink is /<jeu>/decisions/<numéro>/. Writing goes through rules.rulings (rights, anchors,
versions); a page POST needs a session and its CSRF token (Django's middleware).
"""
from __future__ import annotations

from http import HTTPStatus

from django import forms
from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import Http404
from django.shortcuts import redirect, render
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_POST
from django.views.decorators.vary import vary_on_cookie

from referee.page_cache import cached_page
from referee.throttling import RulingWritesThrottle, limited
from rules import corpus, rulings
from rules.models import Ruling


def forbidden(request, message: str):
    return render(request, "403.html", {"message": message}, status=HTTPStatus.FORBIDDEN)


def _ruling(request, game, number: int) -> Ruling:
    ruling = rulings.visible_rulings(request.user).filter(game__slug=game, number=number).first()
    if ruling is None:
        raise Http404(gettext("Cette décision n'existe pas, ou n'est pas publiée."))
    return ruling


@cached_page
@vary_on_cookie
def ruling_list(request, game):
    game = corpus.get_game(game)
    shown = rulings.visible_rulings(request.user).filter(game=game).prefetch_related("citations")
    anchor = rulings.normalize_anchor(request.GET.get("ancre", ""))[:300]
    if anchor:
        shown = (shown.filter(citations__anchor=anchor) | shown.filter(citations__target=anchor)).distinct()
    status = request.GET.get("etat", "")
    if status in Ruling.Status.values:
        shown = shown.filter(status=status)
    shown = shown.order_by("-number")[:200]
    target = rulings.resolve([anchor]).get(anchor) if anchor else None
    return render(request, "rules/rulings/list.html", {
        "game": game, "rulings": rulings.shown(shown), "anchor": anchor, "target": target,
        "status": status if status in Ruling.Status.values else "", "statuses": Ruling.Status.choices,
        "can_write": rulings.judges_game(request.user, game),
    })


@cached_page
@vary_on_cookie
def ruling_detail(request, game, number):
    ruling = _ruling(request, game, number)
    user = request.user
    history = list(ruling.history.select_related("history_user").order_by("-history_date", "-history_id"))
    targets = rulings.resolve(rulings.links_in(ruling.question) + rulings.links_in(ruling.answer))
    successor = ruling.superseded_by if ruling.superseded_by and rulings.can_view(user, ruling.superseded_by) else None
    return render(request, "rules/rulings/detail.html", {
        "game": ruling.game, "ruling": ruling, "citations": ruling.citations.all(),
        "question": rulings.render_text(ruling.question, targets), "answer": rulings.render_text(ruling.answer, targets),
        "author": rulings.author_name(ruling.author), "successor": successor,
        "predecessors": [r for r in ruling.supersedes.select_related("game").all() if rulings.can_view(user, r)],
        "history": [{"record": h, "user": rulings.author_name(h.history_user) if h.history_user else "—"}
                    for h in history],
        "can_edit": rulings.can_edit(user, ruling), "can_publish": rulings.can_publish(user, ruling),
        "can_supersede": rulings.can_supersede(user, ruling), "can_withdraw": rulings.can_withdraw(user, ruling),
    })


class RulingForm(forms.Form):
    question = forms.CharField(label=_("Question"), max_length=rulings.MAX_QUESTION,
                               widget=forms.Textarea(attrs={"rows": 4}),
                               help_text=_("Telle qu'un joueur la pose. Texte simple : aucune balise n'est interprétée."))
    answer = forms.CharField(label=_("Réponse"), max_length=rulings.MAX_ANSWER, widget=forms.Textarea(attrs={"rows": 8}),
                             help_text=_("[[noxilia/combat#ancre]] ou [[noxilia/glossaire/poison-x|le Poison]] fait un "
                                         "lien vers les règles."))
    citations = forms.CharField(label=_("Règles citées"), max_length=20 * 310, widget=forms.Textarea(attrs={"rows": 3}),
                                help_text=_("Une ancre par ligne : la section « noxilia/combat », le mot-clé "
                                            "« noxilia/glossaire/poison-x » ou le passage « noxilia/combat#ancre » "
                                            "(le lien permanent de la page convient aussi)."))
    authority = forms.ChoiceField(label=_("Autorité"), choices=Ruling.Authority.choices, initial=Ruling.Authority.JUDGE)
    event = forms.CharField(label=_("Événement"), max_length=rulings.MAX_EVENT, required=False)
    event_date = forms.DateField(label=_("Date"), required=False, widget=forms.DateInput(attrs={"type": "date"}),
                                 help_text=_("AAAA-MM-JJ"))
    version = forms.IntegerField(widget=forms.HiddenInput, required=False, min_value=1)

    def data_for_rulings(self) -> dict:
        data = {k: v for k, v in self.cleaned_data.items() if k != "version"}
        data["citations"] = [line for line in data["citations"].splitlines() if line.strip()]
        return data

    def add_errors(self, errors: dict[str, list[str]]) -> None:
        for name, messages_ in errors.items():
            for message in messages_:
                self.add_error(name if name in self.fields else None, message)


@never_cache
@login_required
@limited(RulingWritesThrottle)
def ruling_edit(request, game, number=None):
    """Write a new draft, or edit one (a published ruling: head judge or staff)."""
    game = corpus.get_game(game)
    ruling = _ruling(request, game.slug, number) if number is not None else None
    if ruling is None and not rulings.judges_game(request.user, game):
        return forbidden(request, gettext("Vous n'êtes pas arbitre de %(game)s : vous ne pouvez pas y rédiger de "
                                          "décision.") % {"game": game.name})
    if ruling is not None and not rulings.can_edit(request.user, ruling):
        if ruling.status == Ruling.Status.PUBLISHED and rulings.judges_game(request.user, game):
            why = gettext("Vous ne pouvez pas modifier cette décision : seul un arbitre principal ou l'équipe du site "
                          "modifie une décision publiée.")
        elif ruling.status != Ruling.Status.DRAFT:
            why = gettext("Vous ne pouvez pas modifier cette décision : elle est %(status)s.") % {
                "status": ruling.get_status_display().lower()}
        else:
            why = gettext("Vous ne pouvez pas modifier cette décision : vous n'êtes pas arbitre de %(game)s.") % {
                "game": game.name}
        return forbidden(request, why)
    conflict = None
    if request.method == "POST":
        form = RulingForm(request.POST)
        if form.is_valid():
            publish = request.POST.get("action") == "publier"
            try:
                if ruling is None:
                    ruling = rulings.create(request.user, game, form.data_for_rulings(), publish=publish)
                    messages.success(request, (gettext("Décision n° %(number)d publiée.") if publish else
                                               gettext("Décision n° %(number)d enregistrée (brouillon).")) % {
                        "number": ruling.number})
                else:
                    ruling = rulings.update(request.user, ruling, form.cleaned_data["version"] or 0,
                                            form.data_for_rulings())
                    if publish and ruling.status == Ruling.Status.DRAFT:
                        ruling = rulings.publish(request.user, ruling, ruling.version)
                    messages.success(request, (gettext("Décision n° %(number)d publiée.") if publish else
                                               gettext("Décision n° %(number)d enregistrée.")) % {"number": ruling.number})
                return redirect(ruling)
            except rulings.Invalid as error:
                form.add_errors(error.errors)
            except rulings.Forbidden as error:
                form.add_error(None, error.message)
            except rulings.Conflict as error:
                conflict = error.message
    elif ruling is not None:
        form = RulingForm(initial={
            "question": ruling.question, "answer": ruling.answer, "authority": ruling.authority,
            "citations": "\n".join(c.anchor for c in ruling.citations.all()), "event": ruling.event,
            "event_date": ruling.event_date, "version": ruling.version})
    else:
        anchor = rulings.normalize_anchor(request.GET.get("ancre", ""))[:300]
        # ?question= : a player's question reported from the search (the account page links here with it).
        form = RulingForm(initial={"citations": anchor if rulings.parse_anchor(anchor) else "",
                                   "question": request.GET.get("question", "")[:rulings.MAX_QUESTION]})
    return render(request, "rules/rulings/edit.html", {
        "game": game, "ruling": ruling, "form": form, "conflict": conflict,
        "senior": rulings.is_senior(request.user),
    }, status=HTTPStatus.CONFLICT if conflict else HTTPStatus.BAD_REQUEST if form.errors else HTTPStatus.OK)


@never_cache
@login_required
@require_POST
@limited(RulingWritesThrottle)
def ruling_action(request, game, number, action):
    """Publier, retirer, remplacer: a button of the ruling's page, with the version the judge saw."""
    ruling = _ruling(request, game, number)
    try:
        version = int(request.POST.get("version", ""))
    except ValueError:
        version = 0
    note = request.POST.get("motif", "")[:rulings.MAX_NOTE + 1]
    try:
        if action == "publier":
            ruling = rulings.publish(request.user, ruling, version)
            messages.success(request, gettext("Décision n° %(number)d publiée.") % {"number": ruling.number})
        elif action == "retirer":
            ruling = rulings.withdraw(request.user, ruling, version, note)
            messages.success(request, gettext("Décision n° %(number)d retirée : elle reste consultable par les "
                                              "arbitres.") % {"number": ruling.number})
        else:
            try:
                by = int(request.POST.get("par", ""))
            except ValueError:
                by = 0
            ruling = rulings.supersede(request.user, ruling, version, by, note)
            messages.success(request, gettext("Décision n° %(number)d remplacée par la décision n° %(by)d.") % {
                "number": ruling.number, "by": by})
    except rulings.Forbidden as error:
        return forbidden(request, error.message)
    except (rulings.Conflict, rulings.Invalid) as error:
        messages.error(request, error.message)
    return redirect("rules:ruling", ruling.game.slug, ruling.number)

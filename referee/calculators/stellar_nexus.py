"""Stellar Nexus TCG: POST /api/v1/calculators/stellar-nexus/{combat,pile,tour}/ and their pages.

Each page's controls are declared once (:class:`Field`): the form that reads them into the API's
JSON and the template that draws them both come from the same list.
"""
from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from referee.calculators.calculator import Calculator
from referee.calculators.forms import Control, Form, FormValueError, checked, from_one, text, to_one, whole
from referee.calculators.translation import QueryDict, format_lazy, lazy
from referee.calculators.translation import gettext as gettext_now
from referee.calculators.translation import gettext_lazy as _
from referee.engine import stellar_nexus as engine

PAGE_ATTACKERS = 4
PAGE_BLOCKERS = 6
PAGE_ENTRIES = 5
PAGE_RESOURCES = 3

# The engine's labels in the reader's language: the pages are declared once, at import, and drawn
# per request, when the language in force is the reader's.
_play = lazy(lambda kind: engine.PLAY[kind], str)
_phase = lazy(lambda phase: engine.PHASE[phase].capitalize(), str)


def attacker_numbers(values: list[str]) -> list[int]:
    """The attackers a blocker blocks, ticked as « 1 », « 2 »… (from 0 in the JSON)."""
    numbers = []
    for value in values:
        # ASCII digits only: « ² » passes str.isdigit() but is no number for int().
        if not re.fullmatch(r"[0-9]{1,2}", value.strip()) or not 1 <= int(value) <= engine.MAX_ATTACKERS:
            raise FormValueError(gettext_now("« %(value)s » n'est pas un numéro d'attaquant.") % {"value": value[:40]})
        numbers.append(int(value) - 1)
    return numbers


def no_power(values: list[str]) -> bool:
    """The box « sans pouvoir », ticked: the resource has no power."""
    return not checked(values)


def yes_no(values: list[str]) -> bool:
    if values[0] not in ("oui", "non"):
        raise FormValueError(gettext_now("choisissez oui ou non."))
    return values[0] == "oui"


@dataclass(frozen=True)
class Field:
    """A control of a page: how the form reads it and how the template draws it."""

    param: str
    path: str
    label: str
    widget: str = "number"
    """number, text, check, select or checks (several boxes under one name)."""
    parse: Callable[[list[str]], Any] = whole
    choices: Sequence[tuple[str, str]] = ()
    show: Callable[[Any], list[str]] | None = None
    short: str = ""
    """The label the template shows inside its fieldset (« Attaque »); errors use ``label``."""

    @property
    def control(self) -> Control:
        return Control(self.param, self.path, self.label, self.parse, show=self.show)

    def drawn(self, params: QueryDict) -> dict[str, Any]:
        values = params.getlist(self.param)
        current = values[0] if values else ""
        return {"param": self.param, "id": f"f-{self.param}", "label": self.short or self.label,
                "widget": self.widget, "value": current, "checked": self.widget == "check" and checked(values),
                "choices": [{"value": v, "label": label, "selected": v in values} for v, label in self.choices]}


@dataclass(frozen=True)
class Group:
    """A fieldset of the page."""

    id: str
    legend: str
    fields: tuple[Field, ...]
    more: tuple[Field, ...] = ()
    folded: bool = False
    """Drawn closed (a <details>) unless one of its controls is filled."""
    summary: str = ""

    def drawn(self, params: QueryDict) -> dict[str, Any]:
        filled = any(params.get(f.param, "").strip() for f in (*self.fields, *self.more))
        return {"id": self.id, "legend": self.legend, "fields": [f.drawn(params) for f in self.fields],
                "more": [f.drawn(params) for f in self.more], "folded": self.folded and not filled,
                "summary": self.summary, "open_more": any(params.get(f.param, "").strip() for f in self.more)}


@dataclass(frozen=True)
class Page:
    groups: tuple[Group, ...] = field(default_factory=tuple)

    @property
    def form(self) -> Form:
        return Form(*(f.control for g in self.groups for f in (*g.fields, *g.more)))

    def context(self, params: QueryDict, details: str) -> dict[str, Any]:
        return {"groups": [g.drawn(params) for g in self.groups], "outcome_details": details}


def _values(enum_labels: Sequence[tuple[str, str]]) -> tuple[tuple[str, str], ...]:
    return (("", "—"), *enum_labels)


# === Combat ===================================================================================

def _of(who: Any, what: Any) -> Any:
    """An error's name for a control: « Attaquant 1 — attaque »."""
    return format_lazy("{} — {}", who, what)


def _attacker(n: int) -> Group:
    at, who = f"attackers[{n}]", format_lazy(_("Attaquant {n}"), n=n + 1)
    return Group(f"a{n + 1}", who, (
        Field(f"a{n + 1}_nom", f"{at}.name", _of(who, _("nom")), "text", text, short=_("Nom")),
        Field(f"a{n + 1}_atq", f"{at}.attack", _of(who, _("attaque")), short=_("Attaque")),
        Field(f"a{n + 1}_end", f"{at}.endurance", _of(who, _("endurance")), short=_("Endurance")),
    ), more=(
        Field(f"a{n + 1}_cible", f"{at}.target", _of(who, _("cible")), "select", text,
              (("", _("le héros adverse")), (engine.Target.CREATURE.value, _("une créature"))), short=_("Cible")),
        Field(f"a{n + 1}_pose", f"{at}.played_this_turn", _of(who, _("posée ce tour")), "check", checked,
              short=_("Posée ce tour")),
        Field(f"a{n + 1}_engagee", f"{at}.engaged", _of(who, _("engagée")), "check", checked, short=_("Déjà engagée")),
        Field(f"a{n + 1}_contre", f"{at}.countered", _of(who, _("attaque contrecarrée")), "check", checked,
              short=_("Attaque contrecarrée")),
    ), folded=n >= 2, summary=_("Cible, posée ce tour, engagée, contrecarrée"))


def _blocker(n: int) -> Group:
    at, who = f"blockers[{n}]", format_lazy(_("Bloqueur {n}"), n=n + 1)
    return Group(f"b{n + 1}", who, (
        Field(f"b{n + 1}_nom", f"{at}.name", _of(who, _("nom")), "text", text, short=_("Nom")),
        Field(f"b{n + 1}_atq", f"{at}.attack", _of(who, _("attaque")), short=_("Attaque")),
        Field(f"b{n + 1}_end", f"{at}.endurance", _of(who, _("endurance")), short=_("Endurance")),
        Field(f"b{n + 1}_bloque", f"{at}.blocks", _of(who, _("bloque l'attaquant")), "checks", attacker_numbers,
              tuple((str(i + 1), str(i + 1)) for i in range(PAGE_ATTACKERS)),
              show=lambda blocks: [str(i + 1) for i in blocks], short=_("Bloque l'attaquant")),
    ), more=(
        Field(f"b{n + 1}_pose", f"{at}.played_this_turn", _of(who, _("posée ce tour")), "check", checked,
              short=_("Posée ce tour")),
        Field(f"b{n + 1}_engagee", f"{at}.engaged", _of(who, _("engagée")), "check", checked, short=_("Déjà engagée")),
        Field(f"b{n + 1}_contre", f"{at}.countered", _of(who, _("blocage contrecarré")), "check", checked,
              short=_("Blocage contrecarré")),
    ), folded=n >= 3, summary=_("Posée ce tour, engagée, contrecarrée"))


COMBAT_PAGE = Page((
    Group("defenseur", _("Le héros attaqué"), (
        Field("pv", "hero_pv", _("Points de vie du héros"), short=_("Points de vie du héros")),
        Field("partie", "format", _("Partie"), "select", text,
              (("", _("duel")), (engine.Format.TEAMS.value, _("2 contre 2 (PV partagés)"))), short=_("Partie")),
    )),
    *(_attacker(n) for n in range(PAGE_ATTACKERS)),
    *(_blocker(n) for n in range(PAGE_BLOCKERS)),
))

COMBAT = Calculator(
    game="stellar-nexus",
    slug="combat",
    title=_("Stellar Nexus — combat"),
    description=_("Attaquants, bloqueurs dans l'ordre du défenseur, confrontations simultanées, morts, dégâts "
                  "restants et points de vie du héros (partagés à deux contre deux) ; chaque point que le livret "
                  "laisse ouvert est signalé avec le résultat de l'autre lecture."),
    input=engine.CombatInput,
    check=engine.check_combat,
    resolve=engine.resolve_combat,
    form=COMBAT_PAGE.form,
    template="calculators/stellar_nexus_combat.html",
    page_context=lambda params: COMBAT_PAGE.context(params, "calculators/_stellar_nexus_combat.html"),
    example={"hero_pv": 20,
             "attackers": [{"name": "Loup", "attack": 5, "endurance": 3}, {"name": "Drone", "attack": 2,
                                                                           "endurance": 2}],
             "blockers": [{"name": "Golem", "attack": 2, "endurance": 2, "blocks": [0]},
                          {"name": "Harpie", "attack": 2, "endurance": 4, "blocks": [0]}]},
)


# === The stack ================================================================================

FACTIONS = (("dam-nareh", "Dam'Nareh"), ("kerns", "Kerns"), ("hilotes", "Hilotes"), ("rayjis", "Rayjis"),
            ("cypios", "Cypios"))


def _entry(n: int) -> Group:
    at, who = f"entries[{n}]", format_lazy(_("Carte {n}"), n=n + 1)
    resources = tuple(
        f for r in range(PAGE_RESOURCES) for f in (
            Field(f"e{n + 1}_r{r + 1}", f"{at}.resources[{r}].faction",
                  _of(who, format_lazy(_("ressource {n}"), n=r + 1)), "select", text,
                  _values(FACTIONS), short=format_lazy(_("Ressource {n} engagée"), n=r + 1)),
            Field(f"e{n + 1}_r{r + 1}_sp", f"{at}.resources[{r}].power",
                  _of(who, format_lazy(_("ressource {n} sans pouvoir"), n=r + 1)),
                  "check", no_power, show=lambda power: [] if power else ["1"], short=_("sans pouvoir")),
        ))
    played = (format_lazy(_("{card} jouée"), card=who) if n == 0
              else format_lazy(_("{card}, jouée par-dessus"), card=who))
    return Group(f"e{n + 1}", played, (
        Field(f"e{n + 1}_type", f"{at}.kind", _of(who, _("type")), "select", text,
              _values(tuple((p.value, _play(p)) for p in engine.Play)), short=_("Type")),
        Field(f"e{n + 1}_nom", f"{at}.name", _of(who, _("nom")), "text", text, short=_("Nom")),
        Field(f"e{n + 1}_faction", f"{at}.faction", _of(who, _("faction")), "select", text, _values(FACTIONS),
              short=_("Faction")),
    ), more=(
        *resources,
        Field(f"e{n + 1}_contre", f"{at}.counters", _of(who, _("contrecarre la carte")), "select", from_one,
              _values(tuple((str(i + 1), format_lazy(_("carte {n}"), n=i + 1)) for i in range(n))), show=to_one,
              short=_("Contrecarre la carte")),
        Field(f"e{n + 1}_affinite", f"{at}.affinity", _of(who, _("Affinité jouée")), "select", yes_no,
              (("", _("les deux choix")), ("oui", _("oui")), ("non", _("non"))), show=lambda v: ["oui" if v else "non"],
              short=_("Affinité jouée")),
    ), folded=n >= 2, summary=_("Ressources engagées, contre-sort, Affinité"))


STACK_PAGE = Page(tuple(_entry(n) for n in range(PAGE_ENTRIES)))

STACK = Calculator(
    game="stellar-nexus",
    slug="pile",
    api_slug="pile",
    title=_("Stellar Nexus — pile"),
    description=_("Les sorts rapides joués l'un par-dessus l'autre, résolus du dernier au premier ; cartes "
                  "contrecarrées ; pouvoirs des ressources engagées : Affinité (au choix) ou Dissonance "
                  "(obligatoire), une fois l'action en cours terminée."),
    input=engine.StackInput,
    check=engine.check_stack,
    resolve=engine.resolve_stack,
    form=STACK_PAGE.form,
    template="calculators/stellar_nexus_pile.html",
    page_context=lambda params: STACK_PAGE.context(params, "calculators/_stellar_nexus_pile.html"),
    example={"entries": [
        {"kind": "creature", "name": "Soldat", "faction": "kerns",
         "resources": [{"faction": "kerns"}, {"faction": "rayjis"}]},
        {"kind": "ephemere", "name": "Foudre", "faction": "rayjis", "counters": 0, "resources": [{"faction": "cypios"}]},
        {"kind": "capacite", "name": "Parade", "faction": "kerns", "counters": 1}]},
)


# === Turn aids ================================================================================

_CREATURE = _("Créature")
TURN_PAGE = Page((
    Group("mulligans", _("Début de partie"), (
        Field("mulligans", "mulligans", _("Mulligans faits"), short=_("Mulligans faits")),
    )),
    Group("creature", _("Une créature, phase par phase"), (
        Field("c_nom", "creature.name", _of(_CREATURE, _("nom")), "text", text, short=_("Nom")),
        Field("c_atq", "creature.attack", _of(_CREATURE, _("attaque restante")), short=_("Attaque restante")),
        Field("c_atq_max", "creature.max_attack", _of(_CREATURE, _("attaque de la carte")),
              short=_("Attaque de la carte")),
        Field("c_end", "creature.endurance", _of(_CREATURE, _("endurance restante")), short=_("Endurance restante")),
        Field("c_end_max", "creature.max_endurance", _of(_CREATURE, _("endurance de la carte")),
              short=_("Endurance de la carte")),
        Field("c_engagee", "creature.engaged", _of(_CREATURE, _("engagée")), "check", checked, short=_("Engagée")),
        Field("phase", "phase", _("Phase en cours"), "select", text,
              _values(tuple((p.value, _phase(p)) for p in engine.Phase)),
              short=_("Phase en cours (sinon : attaque/défense)")),
        Field("tour", "turn", _("Tour en cours"), "select", text,
              _values(((engine.Whose.OWN.value, _("celui du joueur de la créature")),
                       (engine.Whose.OPPONENT.value, _("celui de son adversaire")))),
              short=_("Tour en cours (sinon : celui du joueur de la créature)")),
    )),
    Group("entretien", _("Entretien et fin de partie"), (
        Field("bibliotheque", "library", _("Cartes dans la bibliothèque"), short=_("Cartes dans la bibliothèque")),
        Field("ressources", "resource_pile", _("Cartes dans la pile de ressource"),
              short=_("Cartes dans la pile de ressource")),
        Field("premier_tour", "first_turn", _("Premier tour du premier joueur"), "check", checked,
              short=_("Premier tour du premier joueur")),
        Field("pv", "hero_pv", _("Points de vie du héros"), short=_("Points de vie du héros")),
    )),
))

TURN = Calculator(
    game="stellar-nexus",
    slug="tour",
    api_slug="tour",
    title=_("Stellar Nexus — tour"),
    description=_("La main après chaque mulligan ; l'attaque, l'endurance et l'engagement d'une créature phase par "
                  "phase ; la pioche de l'entretien ; la défaite (héros à 0, plus de carte à piocher)."),
    input=engine.TurnInput,
    check=engine.check_turn,
    resolve=engine.resolve_turn,
    form=TURN_PAGE.form,
    template="calculators/stellar_nexus_tour.html",
    page_context=lambda params: TURN_PAGE.context(params, "calculators/_stellar_nexus_tour.html"),
    example={"mulligans": 3,
             "creature": {"name": "Golem", "attack": 0, "max_attack": 3, "endurance": 1, "max_endurance": 4,
                          "engaged": True},
             "phase": "attaque-defense", "turn": "le-sien", "library": 12, "resource_pile": 4, "hero_pv": 9},
)

CALCULATORS = [COMBAT, STACK, TURN]

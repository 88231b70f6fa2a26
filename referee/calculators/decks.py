"""Deck checks: POST /api/v1/calculators/<game>/deck/ and the page /calculateurs/<game>/deck/,
for Helix Duels, Noxilia and Stellar Nexus.

The page's state is its GET parameters, so that a link shares the deck:

* ``liste``: the text list a judge pastes, ``3 Nom de carte`` one per line, attributes between
  brackets (``3 Nom [type=Sort, rareté=Épique]``);
* ``c<i>_nom`` and ``c<i>_<colonne>``: the table drawn from the list, one row per distinct name,
  whose select boxes give each card's attributes (they win over the brackets of the list);
* the deck's own settings (the elements of the Forteresse and the Chef de Guerre, the banner…);
* ``json``: an API body pasted to import a deck (it replaces everything else).

:class:`DeckForm` turns these into the API's JSON body; :meth:`DeckForm.query` gives back the
shortest link: the list with its attributes between brackets, and the settings.
"""
from __future__ import annotations

import datetime
import json
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from referee.calculators.calculator import Calculator
from referee.calculators.forms import Body, Control, Form, FormValueError, text, whole
from referee.calculators.translation import QueryDict, format_lazy, gettext
from referee.calculators.translation import gettext_lazy as _
from referee.engine import decks
from referee.engine.helix import deck as helix
from referee.engine.noxilia import deck as noxilia
from referee.engine.reading import read
from referee.engine.stellar_nexus import deck as stellar_nexus
from referee.engine.trace import EngineError, InvalidInput

LIST = "liste"
JSON = "json"
LIST_LABEL = _("Liste des cartes")
JSON_LABEL = _("Import JSON")
MAX_JSON = 60_000
SHARE_LIMIT = 1800
"""Beyond this many characters a link is too long to share: the page's script keeps the deck on the device."""
_ROW = re.compile(r"c([0-9]{1,3})_nom")
_CARD = re.compile(r"cards\[([0-9]+)\](?:\.([a-z_]+)(?:\[([0-9]+)\])?)?")
"""An error path on a card of the body: its index, its field, the item of a list field."""


@dataclass(frozen=True)
class Column:
    """A column of the cards' table: one attribute of the card, as a select box (or a text box)."""

    param: str
    """The row's GET parameter is ``c<i>_<param>``."""
    label: str
    field: str
    choices: tuple[tuple[str, str], ...] = ()
    """(value, label); none: a text box."""
    slot: int | None = None
    """For a list attribute (Helix's elements): which of its values."""
    flag: bool = False
    """A yes/no attribute (the ♻️ pictogram): « oui » is true."""
    said_no: bool = False
    """A yes/no attribute a rule may ask (a resource's effect): « non » is said too (false), « — » is not known."""

    def read(self, raw: str, card: dict[str, Any]) -> None:
        """Set the card's attribute from the row's value (blank: not given)."""
        if self.flag:
            if raw == "oui" or (raw == "non" and self.said_no):
                card[self.field] = raw == "oui"
            else:
                card.pop(self.field, None)
        elif self.slot is not None:
            values = list(card.get(self.field) or [])
            values += [""] * (self.slot + 1 - len(values))
            values[self.slot] = raw
            card[self.field] = values
        elif raw:
            card[self.field] = raw
        else:
            card.pop(self.field, None)

    def value(self, card: dict[str, Any]) -> str:
        """The row's value for this card."""
        value = card.get(self.field)
        if self.flag:
            return "oui" if value is True else "non" if value is False and self.said_no else ""
        if self.slot is not None:
            values = value if isinstance(value, list) else []
            return str(values[self.slot]) if self.slot < len(values) else ""
        return "" if value is None else str(value)


@dataclass(frozen=True)
class Setting:
    """A control of the deck as a whole (the Forteresse's element, the banner's clan…)."""

    control: Control
    widget: str = "select"
    """select, text or number."""
    choices: tuple[tuple[str, str], ...] = ()
    group: str = ""
    """The fieldset's legend."""


@dataclass(frozen=True)
class DeckGame:
    """What a game's deck page is made of, beside its engine."""

    game: str
    name: str
    input: type
    attributes: tuple[decks.Attribute, ...]
    marks: tuple[decks.Mark, ...]
    columns: tuple[Column, ...]
    settings: tuple[Setting, ...] = ()
    help: str = ""
    headings: tuple[decks.Heading, ...] = ()
    """The headings of a pasted list (« # Ressources »): the engine's, as the rulebook names the deck's parts."""
    listed: Callable[[dict[str, Any]], dict[str, Any]] = dict
    """A card of the API's ``cards`` as the list writes it: the attributes a pasted card would leave unknown
    (Helix's rareté, a resource's effect) made explicit with their default, so that the link means the same deck."""

    def list_text(self, cards: Sequence[dict[str, Any]]) -> str:
        """The text list of the API's ``cards``."""
        return decks.list_text([self.listed(c) for c in cards], self.attributes, self.marks)


def _cards(params: QueryDict, game: DeckGame) -> tuple[list[dict[str, Any]], str]:
    """The list as pasted, with the values the table's rows give written between brackets on their cards' lines
    (the table wins over the brackets and the headings); and its cards, one per distinct name."""
    written = params.get(LIST, "")
    rows = {decks.folded(name): match[1] for key in params if (match := _ROW.fullmatch(key))
            and (name := params.get(key, "").strip())}
    listing = decks.parse_list(written, LIST, game.headings)
    cards, _problems = decks.entries_data(listing, game.attributes, game.marks, LIST)
    lines = written.splitlines()
    for card, entry in zip(listing.cards, cards, strict=True):
        row = rows.get(decks.folded(card.name))
        if row is None:
            continue
        for column in game.columns:
            column.read(params.get(f"c{row}_{column.param}", "").strip(), entry)
        for column in game.columns:
            if column.slot is not None and column.field in entry:
                entry[column.field] = [v for v in entry[column.field] if v]
                if not entry[column.field]:
                    del entry[column.field]
        lines[card.line - 1] = decks.list_text([entry], game.attributes, game.marks)
    if rows:
        written = "\n".join(lines)
    merged: dict[str, dict[str, Any]] = {}
    for entry in cards:  # one per distinct name: the first line of a name gives its attributes
        merged.setdefault(decks.folded(entry["name"]), entry)
    return list(merged.values()), written


class DeckForm(Form):
    """The deck page's form: the text list, the table of attributes, the deck's settings, the JSON import."""

    game: DeckGame

    def __init__(self, game: DeckGame):
        super().__init__(*(s.control for s in game.settings))
        object.__setattr__(self, "game", game)

    def data(self, params: QueryDict) -> dict | None:
        imported = params.get(JSON, "").strip()
        if imported:
            return self._imported(imported)
        settings = super().data(params) or Body()
        _listed, written = _cards(params, self.game)
        if not written.strip() and not settings:
            return None
        body = Body({**settings, "list": written})
        body.moved = getattr(settings, "moved", {})
        return body

    def _imported(self, imported: str) -> dict:
        if len(imported) > MAX_JSON:
            raise InvalidInput(JSON, gettext("Texte de %(length)d caractères : %(most)d au plus.")
                               % {"length": len(imported), "most": MAX_JSON})
        try:
            data = json.loads(imported)
        except ValueError as error:
            raise InvalidInput(JSON, gettext("Ce n'est pas du JSON lisible (ligne %(line)d) : collez le corps de l'API "
                                             "tel qu'exporté.") % {"line": getattr(error, "lineno", 1)}) from None
        body = Body(data) if isinstance(data, dict) else Body({"cards": data})
        body.moved = {}
        return body

    def query(self, body: dict) -> dict[str, list[str]]:
        """The shortest link: the list with its attributes between brackets, and the settings."""
        params = super().query(body)
        cards = body.get("cards")
        written = [body["list"]] if isinstance(body.get("list"), str) and body["list"].strip() else []
        if isinstance(cards, list) and cards:
            written.append(self.game.list_text([c for c in cards if isinstance(c, dict)]))
        if written:
            params[LIST] = ["\n".join(written)]
        return params

    def label(self, path: str, body: Body | None = None) -> str | None:
        if path in (LIST, "list", "cards", ""):
            return LIST_LABEL
        if path == JSON:
            return JSON_LABEL
        match = _CARD.match(path)
        if match:
            cards = body.get("cards") if body is not None else None
            card = cards[int(match[1])] if isinstance(cards, list) and int(match[1]) < len(cards) else None
            name = str(card.get("name") or "") if isinstance(card, dict) else ""
            where = name or gettext("Carte %(n)d") % {"n": int(match[1]) + 1}
            if column := self._column(path):
                return f"{where} — {column.label}"  # the select's own label (templates/calculators/_deck_table.html)
            if match[2] == "copies":
                return f"{where} — " + gettext("nombre d'exemplaires")
            return str(LIST_LABEL)
        return super().label(path, body)

    def control(self, path: str, body: Body | None = None) -> Control | None:
        """What a refusal points at: a card's attribute, its select in the table (row ``c<i>``, the body's card i);
        its name or copies, and any line of the list, the list."""
        if column := self._column(path):
            return Control(f"c{int(_CARD.match(path)[1]) + 1}_{column.param}", path, self.label(path, body) or "")
        if path in (LIST, "list", "cards", "") or path.startswith("cards["):
            return Control(LIST, LIST, LIST_LABEL)
        if path == JSON:
            return Control(JSON, JSON, JSON_LABEL)
        return super().control(path, body)

    def _column(self, path: str) -> Column | None:
        """The table's column of a card's attribute (« cards[0].elements[1] »: the second element's)."""
        match = _CARD.match(path)
        columns = [c for c in self.game.columns if match and c.field == match[2]]
        slot = int(match[3]) if match and match[3] else None
        return next((c for c in columns if c.slot == slot), columns[0] if columns else None)


@dataclass(frozen=True)
class DeckCalculator(Calculator):
    """A deck check: the pasted list read by the engine, leniently (only a list of which no card can be read is
    refused)."""

    deck: DeckGame | None = None
    rules: Sequence[decks.DeckRule] = field(default_factory=tuple)


# --- The page ----------------------------------------------------------------------------------

def page_context(game: DeckGame, form: DeckForm, url: str,
                 resolve: Callable[[Any], Any]) -> Callable[[QueryDict], dict]:
    def context(params: QueryDict) -> dict:
        imported = params.get(JSON, "").strip()
        body: dict | None = None
        try:
            body = form.data(params)
        except EngineError:
            pass
        if imported and isinstance(body, dict) and isinstance(body.get("cards"), list):
            cards = [game.listed(c) for c in body["cards"] if isinstance(c, dict)]
            written = decks.list_text(cards, game.attributes, game.marks)
        else:
            cards, written = _cards(params, game)
        # The table: the cards whose attributes a rule still waits for, once per name (the others' attributes are
        # in the list, between brackets or under their heading).
        needed = _needed(game, body, resolve)
        asked = [(card, needed[decks.folded(str(card.get("name", "")))]) for card in cards
                 if decks.folded(str(card.get("name", ""))) in needed]
        rows = [{"prefix": f"c{i}", "name": str(card.get("name", "")), "copies": card.get("copies", 1),
                 "cells": [_cell(column, card, f"c{i}", column.field in fields) for column in game.columns]}
                for i, (card, fields) in enumerate(asked, start=1)]
        link = ""
        exported_json = ""
        if body:
            shown = {k: v for k, v in body.items()}
            query = QueryDict(mutable=True)
            for key, values in form.query(shown).items():
                query.setlist(key, values)
            link = f"{url}?{query.urlencode()}"
            exported_json = json.dumps(shown, ensure_ascii=False, indent=1)
        return {"deck": game, "liste": written, "rows": rows, "columns": game.columns,
                "settings": _settings(game, params), "outcome_details": "calculators/_deck_result.html",
                "share_link": link, "share_limit": SHARE_LIMIT, "export_text": decks.list_text(cards, game.attributes,
                                                                                              game.marks),
                "export_json": exported_json, "rulebook": _rulebook(game.game),
                "today": datetime.date.today().strftime("%d/%m/%Y")}

    return context


def _needed(game: DeckGame, body: dict | None, resolve: Callable[[Any], Any]) -> dict[str, tuple[str, ...]]:
    """The names (folded) of the cards whose attributes a rule waits for, with those attributes."""
    if not body:
        return {}
    try:
        result = resolve(read(game.input, body))
    except EngineError:
        return {}
    return {decks.folded(n.name): n.fields for n in result.needed}


def _cell(column: Column, card: dict[str, Any], prefix: str, asked: bool = False) -> dict[str, Any]:
    """A select of the table; ``asked``: a rule waits for this attribute of this card."""
    value = column.value(card)
    if column.flag:
        choices = (("", "—"), ("oui", gettext("oui")), *((("non", gettext("non")),) if column.said_no else ()))
    else:
        choices = (("", "—"), *column.choices)
    return {"param": f"{prefix}_{column.param}", "label": column.label, "value": value, "text": not choices[1:],
            "asked": asked, "choices": [{"value": v, "label": label, "selected": v == value} for v, label in choices]}


def _settings(game: DeckGame, params: QueryDict) -> list[dict[str, Any]]:
    groups: dict[str, list[dict[str, Any]]] = {}
    for setting in game.settings:
        value = params.get(setting.control.param, "")
        groups.setdefault(setting.group, []).append({
            "param": setting.control.param, "label": setting.control.label, "widget": setting.widget,
            "value": value, "choices": [{"value": v, "label": label, "selected": v == value}
                                        for v, label in (("", "—"), *setting.choices)]})
    return [{"legend": legend, "fields": fields} for legend, fields in groups.items()]


def _rulebook(game: str) -> str:
    """How the printed check names the rulebook (« Livre de Règles Version 3.1 »)."""
    from rules.models import Game

    found = Game.objects.filter(slug=game).select_related("rulebook").first()
    rulebook = getattr(found, "rulebook", None) if found is not None else None
    return rulebook.version if rulebook is not None else ""


# The API schema names these choice sets once (settings.SPECTACULAR_SETTINGS["ENUM_NAME_OVERRIDES"]).
HELIX_CATEGORIES = [c.value for c in helix.Category]
HELIX_ELEMENTS = [e.value for e in helix.Element]
NOXILIA_CATEGORIES = [c.value for c in noxilia.Category]
STELLAR_NEXUS_CATEGORIES = [c.value for c in stellar_nexus.Category]


# --- The games ---------------------------------------------------------------------------------

def _choices(labels: dict[Any, str]) -> tuple[tuple[str, str], ...]:
    return tuple((member.value, label) for member, label in labels.items())


def races(values: list[str]) -> list[str]:
    """« Humain, Elfe »: the races the banner allows, separated by commas."""
    found = [r.strip() for v in values for r in re.split(r"[,;]", v) if r.strip()]
    if len(found) > 10:
        raise FormValueError(gettext("10 races au plus."))
    return found


def each(values: list[str]) -> bool:
    if values[0] not in ("total", "chaque"):
        raise FormValueError(gettext("choisissez « au total » ou « de chaque carte »."))
    return values[0] == "chaque"


HELIX = DeckGame(
    game="helix", name="Helix Duels", input=helix.DeckInput, attributes=helix.ATTRIBUTES, marks=helix.MARKS,
    headings=helix.HEADINGS, listed=helix.listed,
    # The cards' types, rarities and elements are the game's own words: French, as in the list's brackets.
    columns=(Column("type", _("Type"), "category", _choices(helix.CATEGORY)),
             Column("rarete", _("Rareté"), "rarity", _choices(helix.RARITY)),
             Column("picto", _("Picto ♻️"), "recycle", flag=True),
             Column("el1", _("Élément"), "elements", _choices(helix.ELEMENT), slot=0),
             Column("el2", _("Élément 2 (bi-couleur)"), "elements", _choices(helix.ELEMENT), slot=1)),
    settings=(Setting(Control("forteresse", "fortress", _("Élément de la Forteresse")), choices=_choices(helix.ELEMENT),
                      group=_("Forteresse et Chef de Guerre")),
              Setting(Control("chef", "warlord", _("Élément du Chef de Guerre")), choices=_choices(helix.ELEMENT),
                      group=_("Forteresse et Chef de Guerre"))),
    help=_("Attributs : type=Créature, Objet, Sort ou Divinité ; rareté=Commune, Épique ou Légendaire ; "
           "élément=Magma (deux pour une carte bi-couleur : élément=Magma/Hydris) ; ♻️ pour le picto."),
)

def _limit(j: int, what: Any) -> Any:
    """« Restriction 2 — texte »: a control of the banner's second restriction."""
    return format_lazy("{} — {}", format_lazy(_("Restriction {n}"), n=j + 1), what)


_NOX_LIMITS = tuple(
    setting for j in range(3) for setting in (
        Setting(Control(f"lim{j + 1}", f"banner.limits[{j}].text", _limit(j, _("texte")), text),
                "text", group=format_lazy(_("Restriction {n} de la bannière"), n=j + 1)),
        Setting(Control(f"lim{j + 1}_type", f"banner.limits[{j}].category", _limit(j, _("type"))),
                choices=_choices(noxilia.PLURAL), group=format_lazy(_("Restriction {n} de la bannière"), n=j + 1)),
        Setting(Control(f"lim{j + 1}_max", f"banner.limits[{j}].at_most", _limit(j, _("au plus")), whole),
                "number", group=format_lazy(_("Restriction {n} de la bannière"), n=j + 1)),
        Setting(Control(f"lim{j + 1}_chaque", f"banner.limits[{j}].each", _limit(j, _("compte")), each,
                        show=lambda v: ["chaque" if v else "total"]),
                choices=(("total", _("au total")), ("chaque", _("de chaque carte"))),
                group=format_lazy(_("Restriction {n} de la bannière"), n=j + 1)),
    ))

NOXILIA = DeckGame(
    game="noxilia", name="Noxilia", input=noxilia.DeckInput, attributes=noxilia.ATTRIBUTES, marks=(),
    headings=noxilia.HEADINGS,
    columns=(Column("type", _("Type"), "category", _choices(noxilia.CATEGORY)),
             Column("clan", _("Clan"), "clan"),
             Column("race", _("Race"), "race")),
    settings=(Setting(Control("banniere", "banner.name", _("Bannière — nom"), text), "text", group=_("Bannière")),
              Setting(Control("clan", "banner.clan", _("Bannière — clan"), text), "text", group=_("Bannière")),
              Setting(Control("races", "banner.races", _("Bannière — races autorisées"), races,
                              show=lambda v: [", ".join(v)]), "text", group=_("Bannière")),
              *_NOX_LIMITS),
    help=_("Attributs : type=Monarque, Héros, Unité, Sort, Équipement, Événement, Trésor, Main du destin, Jeton, "
           "Carte de zone ; clan=… (vide : sans symbole de clan) ; race=…."),
)

STELLAR_NEXUS = DeckGame(
    game="stellar-nexus", name="Stellar Nexus TCG", input=stellar_nexus.DeckInput,
    attributes=stellar_nexus.ATTRIBUTES, marks=stellar_nexus.MARKS, headings=stellar_nexus.HEADINGS,
    listed=stellar_nexus.listed,
    columns=(Column("type", _("Type"), "category", _choices(stellar_nexus.CATEGORY)),
             Column("effet", _("Ressource avec effet"), "effect", flag=True, said_no=True)),
    help=_("Attributs : type=Créature, Éphémère, Équipement, Ressource, Héros ou Jeton ; « effet » ou « sans effet » "
           "pour une ressource."),
)


def _calculator(game: DeckGame, title: Any, description: Any, check: Callable[[Any], Any],
                resolve: Callable[[Any], Any], rules: Sequence[decks.DeckRule], example: dict) -> DeckCalculator:
    form = DeckForm(game)
    url = f"/calculateurs/{game.game}/deck/"
    return DeckCalculator(game=game.game, slug="deck", title=title, description=description, input=game.input,
                          check=check, resolve=resolve, form=form, template="calculators/deck.html",
                          page_context=page_context(game, form, url, resolve), example=example, deck=game, rules=rules,
                          faulty_context=lambda params, faulty: {"faulty": faulty})


def _helix_example() -> dict:
    cards = [{"name": f"Créature {i}", "copies": 3, "category": "creature", "elements": ["magma"]} for i in range(1, 11)]
    cards += [{"name": f"Objet {i}", "copies": 3, "category": "objet", "elements": ["magma"]} for i in range(1, 6)]
    cards += [{"name": f"Sort {i}", "copies": 3, "category": "sort", "elements": ["hydris"]} for i in range(1, 5)]
    cards[0]["rarity"] = "epique"
    cards[1]["rarity"] = "legendaire"
    cards[1]["copies"] = 1
    cards.append({"name": "Flamme éternelle", "copies": 5, "category": "sort", "recycle": True,
                  "elements": ["magma", "hydris"]})
    cards.append({"name": "Chronos", "category": "divinite"})
    return {"cards": cards, "fortress": "magma", "warlord": "hydris"}


def _noxilia_example() -> dict:
    cards: list[dict[str, Any]] = [{"name": "Roi Aldric", "category": "monarque", "clan": "Ordre"}]
    cards += [{"name": f"Soldat {i}", "copies": 4, "category": "unite", "clan": "Ordre"} for i in range(1, 6)]
    cards += [{"name": "Mercenaire", "copies": 4, "category": "unite", "race": "Humain"}]
    cards += [{"name": "Capitaine", "copies": 2, "category": "heros", "clan": "Ordre"},
              {"name": "Embuscade", "copies": 2, "category": "evenement"}]
    cards += [{"name": f"Sort {i}", "copies": 4, "category": "sort"} for i in range(1, 5)]
    cards += [{"name": f"Lame {i}", "copies": 4, "category": "equipement"} for i in range(1, 5)]
    cards += [{"name": "Forteresse", "category": "zone"}]
    return {"cards": cards, "banner": {"name": "Bannière de l'Ordre", "clan": "Ordre", "races": ["Humain"],
                                       "limits": [{"text": "16 sorts au plus", "category": "sort", "at_most": 16}]}}


def _stellar_nexus_example() -> dict:
    cards: list[dict[str, Any]] = [{"name": f"Créature {i}", "copies": 3, "category": "creature"} for i in range(1, 7)]
    cards += [{"name": f"Éphémère {i}", "copies": 3, "category": "ephemere"} for i in range(1, 4)]
    cards += [{"name": "Lame", "copies": 3, "category": "equipement"}]
    cards += [{"name": "Ressource Kerns", "copies": 8, "category": "ressource"},
              {"name": "Source vive", "category": "ressource", "effect": True},
              {"name": "Puits d'énergie", "category": "ressource", "effect": True},
              {"name": "Commandant Vex", "category": "heros"}]
    return {"cards": cards}


HELIX_DECK = _calculator(
    HELIX, _("Helix Duels — vérification de deck"),
    _("Bibliothèque d'au moins 60 cartes en 2 ou 3 Livres de 12 au moins ; 3 exemplaires au plus (sauf picto ♻️) ; "
      "9 Épiques et 3 Légendaires au plus ; une Divinité hors Bibliothèque ; Loyauté ou Alliance. Chaque règle "
      "enfreinte est listée, avec les cartes en cause et le texte de la règle."),
    helix.check, helix.resolve, helix.RULES, _helix_example())
NOXILIA_DECK = _calculator(
    NOXILIA, _("Noxilia — vérification de deck"),
    _("Exactement 60 cartes hors monarque, trésors, mains du destin, jetons et cartes de zones ; un monarque ; "
      "Héros et Événements à 2 exemplaires, Sorts, Équipements et Unités à 4 ; clan et race des unités ; "
      "restrictions de la bannière. Chaque règle enfreinte est listée, avec les cartes en cause et le texte de la règle."),
    noxilia.check, noxilia.resolve, noxilia.RULES, _noxilia_example())
STELLAR_NEXUS_DECK = _calculator(
    STELLAR_NEXUS, _("Stellar Nexus — vérification de deck"),
    _("Bibliothèque de 30 à 40 cartes réquisition, 3 exemplaires au plus ; pile de ressource de 10 cartes, les "
      "ressources avec effet en un exemplaire ; un héros. Chaque règle enfreinte est listée, avec les cartes en cause "
      "et le texte de la règle."),
    stellar_nexus.check, stellar_nexus.resolve, stellar_nexus.RULES, _stellar_nexus_example())

CALCULATORS = [HELIX_DECK, NOXILIA_DECK, STELLAR_NEXUS_DECK]

"""L'Ordre de Veiel: the end of an encounter — ``POST /api/v1/calculators/veiel/encounter-end/``, page
``/calculateurs/veiel/fin-d-affrontement/``.

The state when the last enemy falls (each hero's piles, equipment, dead or alive; the encounter's number; the
difficulty) → the aid's checklist « Fin de l'affrontement » in its order, and each hero's piles as the next encounter
starts::

    /calculateurs/veiel/fin-d-affrontement/?affrontement=1&difficulte=normale&h1_nom=Aline&h1_deck=8&h1_def=6&h1_main=3
"""
from __future__ import annotations

from typing import Any

from referee.calculators.calculator import Calculator
from referee.calculators.forms import Control, Form, checked, text, texts, whole
from referee.calculators.translation import QueryDict, format_lazy
from referee.calculators.translation import gettext_lazy as _
from referee.calculators.veiel import DIFFICULTIES
from referee.engine.veiel.encounter_end import check_encounter_end, resolve_encounter_end
from referee.engine.veiel.encounter_end_model import EncounterEndInput, Pick
from referee.engine.veiel.rules import MAX_HEROES, REINFORCE_TIMES

NO_ACTION = "-"
PICKS = [(Pick.CARD.value, _("Prendre une carte")), (Pick.HEAL.value, _("Soigner 4 blessures")),
         (NO_ACTION, _("Aucune action"))]
PILES = [("deck", "deck", _("Deck")), ("def", "discard", _("Défausse")), ("main", "hand", _("Main")),
         ("bles", "wounds", _("Blessures")), ("exil", "exile", _("Exil")), ("ess", "corruption", _("Essences de corruption")),
         ("essa", "corruption_here", _("Dont pendant cet affrontement (facultatif)")),
         ("eq", "equipment", _("Équipements")), ("equ", "equipment_used", _("Équipements déjà déclenchés")),
         ("acq", "acquired", _("Scénario : cartes acquises"))]


def picks(values: list[str]) -> list[str]:
    """The three reinforcement selects, « Aucune action » left out."""
    return [value for value in texts(values) if value != NO_ACTION]


def show_picks(value: Any) -> list[str]:
    chosen = [getattr(pick, "value", pick) for pick in value]
    return chosen + [NO_ACTION] * (REINFORCE_TIMES - len(chosen))


BOSS_DOWN = "boss"
"""The « vaincus » select's third answer: the boss is defeated, other enemies remain (enemies_defeated false)."""


def defeated(values: list[str]) -> bool:
    return values[0].strip() not in {"non", BOSS_DOWN}


def boss_down(values: list[str]) -> bool:
    return values[0].strip() == BOSS_DOWN


def _hero_controls(n: int) -> list[Control]:
    at, label = f"heroes[{n - 1}]", format_lazy(_("Héros {n}"), n=n)
    controls = [Control(f"h{n}_nom", f"{at}.name", format_lazy("{}, {}", label, _("nom")), text)]
    controls += [Control(f"h{n}_{param}", f"{at}.{path}", format_lazy("{}, {}", label, name), whole)
                 for param, path, name in PILES]
    controls += [Control(f"h{n}_mort", f"{at}.dead", format_lazy("{}, {}", label, _("mort")), checked),
                 Control(f"h{n}_jum", f"{at}.twins", format_lazy("{}, {}", label, _("jumeaux d'Ilhus")), checked),
                 Control(f"h{n}_renf", f"{at}.picks", format_lazy("{}, {}", label, _("renforcement")), picks,
                         show=show_picks)]
    return controls


FORM = Form(
    Control("affrontement", "encounter", _("Affrontement terminé"), whole),
    Control("difficulte", "difficulty", _("Difficulté"), text),
    Control("vaincus", "enemies_defeated", _("Dernier ennemi achevé"), defeated,
            show=lambda v: ["oui" if v else "non"]),
    # The same select: its « boss » answer (shown over the « non » above when the boss is down).
    Control("vaincus", "boss_defeated", _("Boss vaincu, d'autres ennemis restent"), boss_down,
            show=lambda v: [BOSS_DOWN] if v else []),
    Control("fini", "finisher", _("Héros qui a achevé le dernier ennemi"), text),
    Control("champs", "battlefields", _("Champs de bataille"), checked),
    Control("cadavres", "corpses", _("Cadavres"), checked),
    Control("scenario", "scenario", _("Scénario"), checked),
    *[control for n in range(1, MAX_HEROES + 1) for control in _hero_controls(n)],
)


def page_context(params: QueryDict) -> dict:
    heroes = []
    for n in range(1, MAX_HEROES + 1):
        chosen = params.getlist(f"h{n}_renf")
        heroes.append({
            "n": n, "name": params.get(f"h{n}_nom", ""), "dead": params.get(f"h{n}_mort") == "1",
            "twins": params.get(f"h{n}_jum") == "1",
            "piles": [{"param": f"h{n}_{param}", "label": name, "value": params.get(f"h{n}_{param}", "")}
                      for param, _path, name in PILES],
            "picks": [{"param": f"h{n}_renf", "options": [{"value": v, "label": lab,
                                                          "selected": (chosen[i] if i < len(chosen) else "") == v}
                                                         for v, lab in [("", "—"), *PICKS]]}
                      for i in range(REINFORCE_TIMES)],
        })
    return {"heroes": heroes, "difficulties": DIFFICULTIES, "picks": PICKS,
            "outcome_details": "calculators/veiel_encounter_end_outcome.html"}


CALCULATOR = Calculator(
    game="veiel",
    slug="fin-d-affrontement",
    api_slug="encounter-end",
    title=_("L'Ordre de Veiel — fin d'un affrontement"),
    description=_("La liste de l'aide à la fin d'un affrontement, dans son ordre : mains défaussées, étape de "
                  "renforcement, cartes Adepte et Maître, Afflictions, ennemis du prochain affrontement selon la "
                  "difficulté, équipements, deck et défausse mélangés ; et les piles de chaque héros au suivant."),
    input=EncounterEndInput,
    check=check_encounter_end,
    resolve=resolve_encounter_end,
    form=FORM,
    template="calculators/veiel_encounter_end.html",
    page_context=page_context,
    example={"encounter": 1, "difficulty": "normale",
             "heroes": [{"name": "Aline", "deck": 8, "discard": 6, "hand": 3, "wounds": 5, "corruption": 2,
                         "picks": ["carte", "carte", "soin"]},
                        {"name": "Bruno", "deck": 4, "discard": 9, "hand": 5, "equipment": 2, "equipment_used": 1}]},
)

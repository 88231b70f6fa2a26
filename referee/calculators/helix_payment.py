"""Helix Duels payment: POST /api/v1/calculators/helix/payment/ and its page /calculateurs/helix/paiement/.

The API body is the engine's input (``referee.engine.helix.payment_model.Payment``). The page is a GET form whose
parameters are short and French; a blank field is left out and the engine's default applies:

* what is paid: ``quoi`` (creature, objet, sort, pouvoir, divinite, evolution, enchantement), ``cout``, ``nom``,
  ``sort`` (ephemere, permanent, hybride), ``rarete``, ``jeton=1``, ``cap`` (renfort, brise-sort; repeated);
  for a power, ``trans=1`` and ``incl=1``: the creature carrying it is in Transition, inclinée;
* when: ``phase``, ``qui=adversaire`` (the player answering; the one whose turn it is when blank);
* the Helix: ``reserve`` (already held), ``icone`` (gains of Drain de Lumière or Germination, whose icon is lost);
* the hand, in slots ``m1``…``m10``: ``mN`` its name, ``mN_hlx`` its « Helix drainable »;
* the cards in play, the payer's ``j1``…``j5`` and the opponent's ``x1``…``x3``: ``jN`` the name, ``jN_rar`` the
  rarity, ``jN_type`` creature/objet/sort/divinite, ``jN_jeton=1`` a token.
"""
from __future__ import annotations

from typing import Any

from referee.calculators.calculator import Calculator
from referee.calculators.forms import Control, Form, checked, texts, whole
from referee.calculators.translation import QueryDict, format_lazy
from referee.calculators.translation import gettext_lazy as _
from referee.engine.helix import payment, rules
from referee.engine.helix.model import Category, Rarity
from referee.engine.helix.payment_model import EntryAbility, Paid, Payer, Payment, Phase, SpellKind

HAND_SLOTS = 10
MINE_SLOTS = 5
THEIRS_SLOTS = 3

# « Infos des attributs de carte »: D'Ghorn, « Coût en Helix → 8 », a Légendaire; the hand holds a second D'Ghorn,
# drained for its « Helix drainable → 7 » (the book prints no other card's values: these are the tests' own).
EXAMPLE = {
    "cost": {"paid": "creature", "cost": 8, "name": "D'Ghorn", "rarity": "legendaire"},
    "phase": "preparation",
    "hand": [{"name": "D'Ghorn", "helix": 7}, {"name": "Loup des steppes", "helix": 3}, {"name": "Golem", "helix": 5},
             {"name": "Aspic", "helix": 2}],
}


def distinct(values: list[str]) -> list[str]:
    """Checkboxes ticked twice in a crafted link count once."""
    return list(dict.fromkeys(texts(values)))


def _board_controls(prefix: str, path: str, count: int, owner: Any) -> list[Control]:
    controls = []
    for n in range(1, count + 1):
        at, label = f"{path}[{n - 1}]", format_lazy("{} {}", owner, n)
        controls += [Control(f"{prefix}{n}", f"{at}.name", format_lazy("{}, {}", label, _("nom"))),
                     Control(f"{prefix}{n}_rar", f"{at}.rarity", format_lazy("{}, {}", label, _("rareté"))),
                     Control(f"{prefix}{n}_type", f"{at}.category", format_lazy("{}, {}", label, _("type"))),
                     Control(f"{prefix}{n}_jeton", f"{at}.token", format_lazy("{}, {}", label, _("token")), checked)]
    return controls


FORM = Form(
    Control("quoi", "cost.paid", _("Ce qui est payé")),
    Control("cout", "cost.cost", _("Coût en Helix"), whole),
    Control("nom", "cost.name", _("Nom")),
    Control("sort", "cost.spell", _("Type de sort")),
    Control("rarete", "cost.rarity", _("Rareté")),
    Control("jeton", "cost.token", _("Créature token"), checked),
    Control("cap", "cost.abilities", _("Renfort, Brise-Sort"), distinct),
    Control("trans", "cost.transition", _("Sa créature en Transition"), checked),
    Control("incl", "cost.inclined", _("Sa créature inclinée"), checked),
    Control("phase", "phase", _("Phase")),
    Control("qui", "payer", _("Qui paie")),
    Control("reserve", "pool", _("Helix déjà disponible"), whole),
    Control("icone", "lost_icon_gains", _("Gains à icône perdue"), whole),
    *[c for n in range(1, HAND_SLOTS + 1) for c in (
        Control(f"m{n}", f"hand[{n - 1}].name", format_lazy(_("Main {n}, nom"), n=n)),
        Control(f"m{n}_hlx", f"hand[{n - 1}].helix", format_lazy(_("Main {n}, Helix drainable"), n=n), whole))],
    *_board_controls("j", "in_play", MINE_SLOTS, _("En jeu")),
    *_board_controls("x", "opponent_in_play", THEIRS_SLOTS, _("En jeu chez l'adversaire")),
)

PAID = ((Paid.CREATURE, _("Une créature")), (Paid.OBJET, _("Un objet")), (Paid.SORT, _("Un sort")),
        (Paid.POUVOIR, _("Un pouvoir")), (Paid.DIVINITE, _("La Divinité (pouvoir de Tempus)")),
        (Paid.EVOLUTION, _("Une évolution au Stade ★★")), (Paid.ENCHANTEMENT, _("Un enchantement (Forge Arcanique)")))
PHASES = ((Phase.CANALISATION, _("1 Canalisation")), (Phase.PREPARATION, _("2 Préparation")),
          (Phase.COMBAT, _("3 Combat")), (Phase.RESOLUTION, _("4 Résolution")), (Phase.REPARATION, _("5 Réparation")))
PAYERS = ((Payer.ACTIF, _("le joueur dont c'est le tour")), (Payer.ADVERSAIRE, _("son adversaire, qui répond")))
SPELLS = ((SpellKind.EPHEMERE, _("Éphémère")), (SpellKind.PERMANENT, _("Permanent")), (SpellKind.HYBRIDE, _("Hybride")))
RARITIES = ((Rarity.COMMON, _("Commune")), (Rarity.EPIC, _("Épique")), (Rarity.LEGENDARY, _("Légendaire")))
CATEGORIES = ((Category.CREATURE, _("créature")), (Category.OBJECT, _("objet")), (Category.SPELL, _("sort")),
              (Category.DIVINITY, _("Divinité")))
ABILITIES = ((EntryAbility.RENFORT, "Renfort"), (EntryAbility.BRISE_SORT, "Brise-Sort"))


def _options(options: Any, current: str, blank: Any = None) -> list[dict]:
    pairs = ([("", blank)] if blank is not None else []) + [(member.value, label) for member, label in options]
    return [{"value": v, "label": label, "selected": v == current} for v, label in pairs]


def _get(params: QueryDict, name: str) -> str:
    return params.get(name, "").strip()


def _board(params: QueryDict, prefix: str, count: int) -> list[dict]:
    return [{"n": n, "name": f"{prefix}{n}", "value": _get(params, f"{prefix}{n}"),
             "rarities": _options(RARITIES[1:], _get(params, f"{prefix}{n}_rar"), _("Commune")),
             "types": _options(CATEGORIES, _get(params, f"{prefix}{n}_type"), "—"),
             "token": _get(params, f"{prefix}{n}_jeton") == "1"} for n in range(1, count + 1)]


def page_context(params: QueryDict) -> dict:
    abilities = set(params.getlist("cap"))
    return {
        "paid": _options(PAID, _get(params, "quoi") or Paid.CREATURE.value),
        "phases": _options(PHASES, _get(params, "phase") or Phase.PREPARATION.value),
        "payers": _options(PAYERS[1:], _get(params, "qui"), PAYERS[0][1]),
        "spells": _options(SPELLS, _get(params, "sort"), _("— (pas un sort)")),
        "rarities": _options(RARITIES[1:], _get(params, "rarete"), _("Commune")),
        "abilities": [{"value": a.value, "label": label, "checked": a.value in abilities} for a, label in ABILITIES],
        "hand": [{"n": n, "name": _get(params, f"m{n}"), "helix": _get(params, f"m{n}_hlx")}
                 for n in range(1, HAND_SLOTS + 1)],
        "boards": [{"id": "en-jeu", "legend": _("Ses cartes en jeu (limites : tokens, Épiques, Légendaires, Divinité)"),
                    "label": _("En jeu"), "cards": _board(params, "j", MINE_SLOTS)},
                   {"id": "adversaire", "legend": _("Les cartes en jeu de l'adversaire"),
                    "label": _("En jeu chez l'adversaire"), "cards": _board(params, "x", THEIRS_SLOTS)}],
        "max_helix": rules.MAX_HELIX,
        "outcome_details": "calculators/helix_payment_outcome.html",
    }


CALCULATOR = Calculator(
    game="helix",
    slug="paiement",
    api_slug="payment",
    title=_("Helix Duels — payer un coût"),
    description=_("Un coût peut-il être payé maintenant, et comment : la phase et le joueur qui paie, les limites en "
                  "jeu (tokens, Épiques, Légendaires, Divinité), l'Helix déjà disponible, puis chaque façon de drainer "
                  "le moins de cartes possible de sa main, et ce qu'il y reste."),
    input=Payment,
    check=payment.check,
    resolve=payment.resolve,
    form=FORM,
    template="calculators/helix_payment.html",
    page_context=page_context,
    example=EXAMPLE,
)

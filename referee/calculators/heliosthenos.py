"""Héliosthenos combat: POST /api/v1/calculators/heliosthenos/combat/ and its page."""
from __future__ import annotations

import re

from django.http import QueryDict
from rest_framework import serializers

from referee.calculators.base import Calculator
from referee.engine import heliosthenos as engine
from referee.engine.trace import InvalidInput


class CardSerializer(serializers.Serializer):
    strengths = serializers.ListField(min_length=5, max_length=5, child=serializers.IntegerField(), help_text="5 forces de 1 à 10 : désert, montagne, marais, chaos, glace.")
    name = serializers.CharField(required=False, allow_blank=True, max_length=60)


class SquareSerializer(serializers.Serializer):
    row = serializers.IntegerField(help_text="Ligne, de 1 à 5.")
    column = serializers.IntegerField(help_text="Colonne, de 1 (désert) à 5 (glace).")


class CombatRequestSerializer(serializers.Serializer):
    attackers = CardSerializer(many=True, min_length=1, max_length=2, help_text="1 ou 2 cartes attaquantes.")
    defenders = CardSerializer(many=True, min_length=1, max_length=2, help_text="1 ou 2 cartes actives sur la case attaquée.")
    terrain = serializers.ChoiceField(choices=[t.value for t in engine.Terrain], required=False,
                                      help_text="Le milieu du combat ; ou bien donner la case.")
    square = SquareSerializer(required=False, help_text="La case du défenseur : sa colonne donne le terrain.")
    occupant = serializers.ChoiceField(choices=[o.value for o in engine.Occupant], required=False,
                                       help_text="Un prisonnier ou un blessé aussi présent sur la case.")
    defender_territory = serializers.BooleanField(required=False, help_text="La case est un territoire du défenseur.")
    attacker_choice = serializers.IntegerField(required=False, help_text="2 contre 1 : indice (0 ou 1) de l'attaquant qui se bat.")
    defender_choice = serializers.IntegerField(required=False, help_text="1 contre 2 : indice du défenseur qui se bat.")
    pairing = serializers.ListField(max_length=2, child=serializers.IntegerField(), required=False,
                                    help_text="2 contre 2 : [0, 1] ou [1, 0], le défenseur opposé à chaque attaquant.")


CARD_FIELDS = (("a1", "attackers", 0), ("a2", "attackers", 1), ("d1", "defenders", 0), ("d2", "defenders", 1))


def _strengths(params: QueryDict, name: str, field: str) -> list[int] | None:
    raw = [v.strip() for v in params.getlist(name)]
    if not any(raw):
        return None
    values = []
    for value in raw:
        try:
            values.append(int(value))
        except ValueError:
            raise InvalidInput(field, f"Force « {value or '(vide)'} » : chaque force est un nombre de 1 à 10.",
                               engine.CARDS) from None
    return values


def page_data(params: QueryDict) -> dict | None:
    """The page's form (a1, a2, d1, d2, case, terrain, …) → the API's JSON body."""
    data: dict = {"attackers": [], "defenders": []}
    for name, side, index in CARD_FIELDS:
        strengths = _strengths(params, name, f"{side}[{len(data[side])}].strengths")
        if strengths is not None:
            data[side].append({"strengths": strengths})
    if not data["attackers"] and not data["defenders"]:
        return None
    square = params.get("case", "")
    if square:
        try:
            row, column = (int(x) for x in square.split("-"))
        except ValueError:
            raise InvalidInput("square", "Case invalide : choisissez-la sur le plateau.", engine.BOARD) from None
        data["square"] = {"row": row, "column": column}
    elif params.get("terrain"):
        data["terrain"] = params["terrain"]
    if params.get("occupant"):
        data["occupant"] = params["occupant"]
    data["defender_territory"] = params.get("territoire") == "1"
    for key, target in (("choix_attaquant", "attacker_choice"), ("choix_defenseur", "defender_choice")):
        if re.fullmatch(r"[0-9]{1,2}", params.get(key, "")):  # ASCII digits only: « ² » is no choice
            data[target] = int(params[key]) - 1
    if params.get("appariement") in ("12", "21"):
        data["pairing"] = [int(c) - 1 for c in params["appariement"]]
    return data


def page_context(params: QueryDict) -> dict:
    cards = []
    for name, side, index in CARD_FIELDS:
        values = params.getlist(name) or [""] * engine.STRENGTH_COUNT
        values = (values + [""] * engine.STRENGTH_COUNT)[: engine.STRENGTH_COUNT]
        cards.append({"name": name, "side": side, "index": index,
                      "label": ("Attaquant" if side == "attackers" else "Défenseur") + f" {index + 1}",
                      "inputs": [{"terrain": t.label, "value": v} for t, v in zip(engine.Terrain, values)]})
    board = [[{"value": f"{r}-{c}", "terrain": engine.Terrain.of_column(c).label}
              for c in range(1, engine.BOARD_SIZE + 1)] for r in range(1, engine.BOARD_SIZE + 1)]
    return {"cards": cards, "board": board, "terrains": list(engine.Terrain),
            "occupants": list(engine.Occupant), "selected_square": params.get("case", "")}


CALCULATOR = Calculator(
    game="heliosthenos",
    slug="combat",
    title="Héliosthenos — combat",
    description=("Score de milieu, score restant, score total et vainqueur de chaque combat ; sort du vaincu "
                 "(fuite, prisonnier, achevé, blessé) ; attaques à deux contre un, un contre deux, deux contre deux."),
    build=engine.CombatInput.from_dict,
    resolve=engine.resolve,
    request_serializer=CombatRequestSerializer,
    template="calculators/heliosthenos_combat.html",
    page_data=page_data,
    page_context=page_context,
    example={"attackers": [{"strengths": [7, 2, 4, 2, 3]}], "defenders": [{"strengths": [4, 4, 4, 4, 4]}],
             "terrain": "desert"},
)

"""Small builders of Helix combat phases as plain JSON data (what the web API receives).

Tests build phases as dicts and read them with the shared reader (``read(CombatPhase, data)``), as
the API does, so the JSON path is exercised by every scenario. Each test module lists its scenarios in ``SCENARIOS`` so that
``test_anchors`` can walk them all.
"""
from __future__ import annotations

from typing import Any

from referee.engine.helix import CardOutcome, CombatPhase, CombatResult, PlayerOutcome, Side, check, resolve
from referee.engine.reading import read
from referee.engine.trace import Flag, Problem


def card(id: str, damage: int = 2, health: int = 3, *abilities: str, **fields: Any) -> dict:
    """A creature (or, with kind="objet", an object) as JSON data."""
    data = {"id": id, "name": fields.pop("name", id.capitalize()), "damage": damage, "health": health}
    if abilities:
        data["abilities"] = list(abilities)
    data.update(fields)
    return data


def phase(attacking=(), defending=(), attacks=(), responses=(), cycle=2, fortress=20, attacker_warlord=None,
          defender_warlord=None) -> dict:
    """A phase: ``attacks`` are (attacker, target, blockers…) tuples or declaration dicts."""
    declarations = []
    for attack in attacks:
        if isinstance(attack, dict):
            declarations.append(attack)
        else:
            attacker, target, *blockers = attack
            declarations.append({"attacker": attacker, "target": target, "blockers": list(blockers)})
    data = {
        "cycle": cycle,
        "attacking_player": {"fortress": 20, "cards": list(attacking)},
        "defending_player": {"fortress": fortress, "cards": list(defending)},
        "declarations": declarations,
        "responses": list(responses),
    }
    if attacker_warlord is not None:
        data["attacking_player"]["warlord"] = attacker_warlord
    if defender_warlord is not None:
        data["defending_player"]["warlord"] = defender_warlord
    return data


def spell(player: str, target: str, amount: int, name: str = "Sort", **fields: Any) -> dict:
    return {"player": player, "name": name, "kind": "degats", "target": target, "amount": amount, **fields}


def shot(source: str, target: str) -> dict:
    return {"player": "defenseur", "name": "Tir", "kind": "tir", "source": source, "target": target}


def run(data: dict) -> CombatResult:
    return resolve(read(CombatPhase, data))


def refusals(data: dict) -> list[Problem]:
    """Every problem ``check`` finds in the phase (an empty list when all is legal)."""
    return list(check(read(CombatPhase, data)))


def of(result: CombatResult, card_id: str) -> CardOutcome:
    return next(c for c in result.cards if c.id == card_id)


def player(result: CombatResult, side: Side) -> PlayerOutcome:
    return next(p for p in result.players if p.side is side)


def destroyed(result: CombatResult) -> set[str]:
    return {c.id for c in result.cards if c.destroyed}


def health(result: CombatResult) -> dict[str, int]:
    return {c.id: c.health for c in result.cards}


def flagged(result: CombatResult, flag: Flag = Flag.SILENT) -> list[str]:
    """The rules of the steps carrying the flag."""
    return [s.rule for s in result.steps if s.flag is flag]


def cited(result: CombatResult) -> set[str]:
    return {s.rule for s in result.steps}


def text(result: CombatResult) -> str:
    return "\n".join(s.text for s in result.steps)


def all_results(result: CombatResult):
    """The result and every branch below it."""
    yield result
    for branch in result.branches:
        yield from all_results(branch.result)

"""The set-up of a four-encounter game: the aid's table « Difficulté pour les parties à 4 affrontements »."""
from __future__ import annotations

from collections.abc import Mapping

from referee.engine.trace import Trace

from . import phrasebook as say
from .model import Difficulty, Encounter, SetupInput, SetupResult
from .rules import ENCOUNTER_LINES, ENCOUNTERS_PER_GAME, FOUR_ENCOUNTERS

E = Encounter
# Source: Aide de jeu solo V1.0, « Difficulté pour les parties à 4 affrontements »
# (rules/sources/veiel.md), each encounter as printed.
ENCOUNTER_TABLE: Mapping[Difficulty, tuple[Encounter, ...]] = {
    # « Pour une difficulté facile : 1er Affrontement : 2 Basique / 2ème : 1 Basique + 3 Intermédiaire /
    # 3ème : 1 Basique + 1 Intermédiaire + 2 Puissant / 4ème : 1 Boss »
    Difficulty.EASY: (E(1, basic=2), E(2, basic=1, intermediate=3), E(3, basic=1, intermediate=1, powerful=2),
                      E(4, bosses=1)),
    # « normale : 1 Basique + 1 Intermédiaire / 4 Intermédiaire / 2 Intermédiaire + 2 Puissant /
    # 1 Boss + 2 Intermédiaire »
    Difficulty.NORMAL: (E(1, basic=1, intermediate=1), E(2, intermediate=4), E(3, intermediate=2, powerful=2),
                        E(4, bosses=1, intermediate=2)),
    # « difficile : 1 Basique + 2 Intermédiaire / 1 Basique + 4 Intermédiaire / 4 Puissant /
    # 1 Boss + 1 Puissant + 1 Intermédiaire »
    Difficulty.HARD: (E(1, basic=1, intermediate=2), E(2, basic=1, intermediate=4), E(3, powerful=4),
                      E(4, bosses=1, intermediate=1, powerful=1)),
    # « extrême : 2 Basique + 2 Intermédiaire / 2 Basique + 4 Intermédiaire /
    # 1 Basique + 1 Intermédiaire + 4 Puissant / 1 Boss + 1 Basique + 1 Intermédiaire + 2 Puissant »
    Difficulty.EXTREME: (E(1, basic=2, intermediate=2), E(2, basic=2, intermediate=4),
                         E(3, basic=1, intermediate=1, powerful=4),
                         E(4, bosses=1, basic=1, intermediate=1, powerful=2)),
    # « cauchemar : 4 Basique + 2 Intermédiaire / 4 Basique + 3 Intermédiaire + 1 Puissant /
    # 2 Basique + 2 Intermédiaire + 4 Puissant / 1 Boss + 2 Basique + 2 Intermédiaire + 2 Puissant »
    Difficulty.NIGHTMARE: (E(1, basic=4, intermediate=2), E(2, basic=4, intermediate=3, powerful=1),
                           E(3, basic=2, intermediate=2, powerful=4),
                           E(4, bosses=1, basic=2, intermediate=2, powerful=2)),
    # « impossible : 6 Basique + 1 Intermédiaire / 4 Basique + 2 Puissant / 1 Boss + 3 Basique +
    # 2 Intermédiaire / 2 Boss »
    Difficulty.IMPOSSIBLE: (E(1, basic=6, intermediate=1), E(2, basic=4, powerful=2),
                            E(3, bosses=1, basic=3, intermediate=2), E(4, bosses=2)),
}
del E


def encounters(data: SetupInput) -> SetupResult:
    """The encounters of a four-encounter game at the chosen difficulty, from the aid's table."""
    table = ENCOUNTER_TABLE[data.difficulty]
    t = Trace()
    t.add(say.setup_intro(data.difficulty, ENCOUNTERS_PER_GAME), FOUR_ENCOUNTERS, difficulty=data.difficulty.value)
    lines = ENCOUNTER_LINES[data.difficulty.value]  # « 1er Affrontement : 2 Basique »…, each its own passage
    for encounter in table:
        t.add(say.encounter_line(encounter), lines[encounter.number - 1], number=encounter.number,
              bosses=encounter.bosses, basic=encounter.basic, intermediate=encounter.intermediate,
              powerful=encounter.powerful)
    return SetupResult(difficulty=data.difficulty, encounters=table,
                       labels=tuple(say.encounter_label(e) for e in table), steps=t.steps(),
                       summary=say.setup_summary(data.difficulty, table))

"""Every calculator of the site, in the order of the calculators' page."""
from referee.calculators import (
    decks,
    heliosthenos,
    heliosthenos_turn,
    helix,
    helix_effects,
    helix_payment,
    noxilia,
    noxilia_mana,
    noxilia_movement,
    noxilia_spell,
    stellar_nexus,
    veiel,
    veiel_area,
    veiel_encounter_end,
)

CALCULATORS = [heliosthenos.CALCULATOR, heliosthenos_turn.CALCULATOR, noxilia.ATTACK, noxilia.TURN, noxilia_mana.CALCULATOR, noxilia_movement.CALCULATOR, noxilia_spell.CALCULATOR, *veiel.CALCULATORS, veiel_area.EFFECT_AREA, veiel_encounter_end.CALCULATOR, helix.CALCULATOR, helix_payment.CALCULATOR, helix_effects.CALCULATOR,
               *stellar_nexus.CALCULATORS, *decks.CALCULATORS]

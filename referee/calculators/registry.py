"""Every calculator of the site, in the order of the calculators' page."""
from referee.calculators import heliosthenos, helix, noxilia, veiel

CALCULATORS = [heliosthenos.CALCULATOR, noxilia.ATTACK, noxilia.TURN, *veiel.CALCULATORS, helix.CALCULATOR]

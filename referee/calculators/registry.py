"""Every calculator of the site, in the order of the calculators' page."""
from referee.calculators import helix, heliosthenos, noxilia, veiel

CALCULATORS = [heliosthenos.CALCULATOR, noxilia.ATTACK, noxilia.TURN, *veiel.CALCULATORS, helix.CALCULATOR]

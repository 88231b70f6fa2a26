"""Every calculator of the site, in the order of the calculators' page."""
from referee.calculators import heliosthenos, noxilia, veiel

CALCULATORS = [heliosthenos.CALCULATOR, noxilia.ATTACK, noxilia.TURN, *veiel.CALCULATORS]

"""Every calculator of the site, in the order of the calculators' page."""
from referee.calculators import heliosthenos

CALCULATORS = [heliosthenos.CALCULATOR]

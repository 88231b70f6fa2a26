"""Inside a combat: who strikes first, what prevents damage, what damage triggers."""
from __future__ import annotations

from dataclasses import dataclass, field

import pytest

from referee.engine.helix import Ability, Timing, rules
from referee.engine.trace import Flag

from .builders import card, cited, destroyed, flagged, health, of, phase, run, shot, spell, text

G = "helix/glossaire/"


@dataclass
class Expect:
    """What a user sees: who is destroyed, the PDV left, and the rules the ruling cites."""

    destroyed: set = field(default_factory=set)
    health: dict = field(default_factory=dict)
    timing: Timing | None = None
    cites: tuple = ()
    silent: tuple = ()
    """Rules of steps flagged SILENT (the rulebook is open)."""
    reductions: tuple = ()
    """Causes of the damage prevented in the first combat (or the stack), in order."""


def check(data: dict, expect: Expect):
    result = run(data)
    assert destroyed(result) == expect.destroyed, result.summary
    left = health(result)
    assert {k: left[k] for k in expect.health} == expect.health, result.summary
    if expect.timing is not None:
        assert result.combats[0].timing is expect.timing
    assert set(expect.cites) <= cited(result)
    assert set(expect.silent) <= set(flagged(result, Flag.SILENT)), text(result)
    if expect.reductions:
        events = [e for report in (*result.stack, *result.combats) for e in report.events]
        assert tuple(r.cause for e in events for r in e.reductions) == expect.reductions
    return result


# --- Who strikes first ------------------------------------------------------------------------

STRIKE_ORDER = [
    # « Par défaut, lorsqu'elles sont dressées, les créatures s'infligent simultanément les DGT »
    pytest.param(phase([card("a", 3, 3)], [card("d", 3, 3)], [("a", "d")]),
                 Expect({"a", "d"}, timing=Timing.SIMULTANE, cites=(rules.COMBAT_DAMAGE,)),
                 id="two dressed creatures strike simultaneously and both die"),
    pytest.param(phase([card("a", 3, 4)], [card("d", 3, 3)], [("a", "d")]),
                 Expect({"d"}, {"a": 1}, Timing.SIMULTANE),
                 id="a dressed attacker one PDV above the riposte survives it"),
    # « une créature dressée infligera ses DGT en premier si elle attaque une créature inclinée »
    pytest.param(phase([card("a", 3, 3)], [card("d", 3, 3, stance="incline")], [("a", "d")]),
                 Expect({"d"}, {"a": 3}, Timing.ATTAQUANT_D_ABORD, cites=(rules.DRESSED_FIRST,)),
                 id="a dressed attacker strikes an inclined creature first and takes no riposte when it kills"),
    # « Une carte inclinée n'inflige ses DGT que si elle survit. »
    pytest.param(phase([card("a", 2, 3)], [card("d", 2, 3, stance="incline")], [("a", "d")]),
                 Expect(set(), {"a": 1, "d": 1}, Timing.ATTAQUANT_D_ABORD, silent=(G + "incline",)),
                 id="an inclined creature that survives strikes back"),
    # Initiative: « Inflige ses DGT en premier »
    pytest.param(phase([card("a", 3, 3, "initiative")], [card("d", 3, 3)], [("a", "forteresse", "d")]),
                 Expect({"d"}, {"a": 3}, Timing.ATTAQUANT_D_ABORD, cites=(G + "initiative",)),
                 id="an Initiative attacker kills its blocker before the riposte"),
    pytest.param(phase([card("a", 2, 3, "initiative")], [card("d", 3, 3)], [("a", "forteresse", "d")]),
                 Expect({"a"}, {"d": 1}, Timing.ATTAQUANT_D_ABORD),
                 id="an Initiative attacker that does not kill still takes the riposte"),
    pytest.param(phase([card("a", 3, 3)], [card("d", 3, 3, "initiative")], [("a", "forteresse", "d")]),
                 Expect({"a"}, {"d": 3}, Timing.DEFENSEUR_D_ABORD),
                 id="a blocker with Initiative kills the attacker before it strikes"),
    pytest.param(phase([card("a", 3, 3, "initiative")], [card("d", 3, 3, "initiative")], [("a", "forteresse", "d")]),
                 Expect({"a", "d"}, timing=Timing.SIMULTANE, silent=(G + "initiative",)),
                 id="two creatures with Initiative strike simultaneously, flagged"),
    pytest.param(phase([card("a", 1, 3)], [card("d", 3, 3, "initiative", stance="incline")], [("a", "d")]),
                 Expect({"a"}, {"d": 2}, Timing.ATTAQUANT_D_ABORD, silent=(G + "initiative",)),
                 id="an inclined creature with Initiative waits and strikes only if it survives"),
    # Frénésie: « La 1ère attaque bénéficie de l'Initiative (la créature qui défend n'inflige pas ses dégats) »
    pytest.param(phase([card("a", 2, 3, "frenesie")], [card("d", 5, 5)], [("a", "d")]),
                 Expect(set(), {"a": 3, "d": 3}, Timing.ATTAQUANT_D_ABORD, silent=(G + "frenesie",)),
                 id="a Frénésie creature's first attack takes no damage from the defender"),
    pytest.param(phase([card("a", 2, 3, "frenesie", attacks_this_turn=1)], [card("d", 5, 5)], [("a", "d")]),
                 Expect({"a"}, {"d": 3}, Timing.SIMULTANE),
                 id="a Frénésie creature's second attack, still dressed, strikes simultaneously"),
    pytest.param(phase([card("a", 2, 3, "frenesie", attacks_this_turn=1, stance="incline")], [card("d", 5, 5)],
                       [("a", "d")]),
                 Expect({"a"}, {"d": 5}, Timing.DEFENSEUR_D_ABORD, silent=(G + "incline",)),
                 id="a Frénésie creature inclined by its first attack strikes only if it survives"),
    # An object on the battlefield is hit; only creatures « s'infligent » damage.
    pytest.param(phase([card("a", 3, 3)], [card("o", 0, 5, kind="objet")], [("a", "o")]),
                 Expect(set(), {"a": 3, "o": 2}, cites=(rules.DRB,)),
                 id="an object loses DRB and does not strike back"),
    pytest.param(phase([card("a", 3, 3)], [card("o", 2, 3, kind="objet")], [("a", "o")]),
                 Expect({"o"}, {"a": 3}, silent=(rules.COMBAT_DAMAGE,)),
                 id="an object with DGT is broken without striking, flagged"),
]


@pytest.mark.parametrize("data, expect", STRIKE_ORDER)
def test_who_strikes_first(data, expect):
    check(data, expect)


# Frénésie: « La 1ère attaque bénéficie de l'Initiative (la créature qui défend n'inflige pas ses dégats) »;
# Initiative: « Inflige ses DGT en premier ». The gloss is applied; the Initiative reading is told when it differs.
def test_frenesie_gloss_against_initiative_gives_both_readings_when_the_defender_survives():
    result = run(phase([card("a", 2, 3, "frenesie")], [card("d", 5, 5)], [("a", "d")]))
    steps = [s for s in result.steps if s.rule == G + "frenesie"]
    assert all(s.flag is Flag.SILENT for s in steps) and len(steps) == 2
    assert "Deux lectures" in steps[0].text
    assert steps[1].text == ("Selon l'Initiative seule, la carte D, qui survit, infligerait ensuite 5 DGT à A (3 PDV) : "
                             "les deux lectures donnent ici des issues différentes.")
    assert of(result, "a").health == 3  # the gloss: the defender deals nothing


def test_frenesie_gloss_and_initiative_agree_when_the_defender_dies_first():
    result = run(phase([card("a", 5, 3, "frenesie")], [card("d", 5, 5)], [("a", "d")]))
    steps = [s for s in result.steps if s.rule == G + "frenesie"]
    assert len(steps) == 1 and steps[0].flag is Flag.SILENT
    assert destroyed(result) == {"d"}


def test_the_result_says_who_struck_first():
    result = run(STRIKE_ORDER[4].values[0])
    assert result.combats[0].struck_first == ("a",)
    assert run(STRIKE_ORDER[0].values[0]).combats[0].struck_first == ()


# --- What prevents damage, in order -------------------------------------------------------------

PREVENTION = [
    # Immatériel: « Ignore les DGT de type (PHY) »
    pytest.param(phase([card("a", 3, 3)], [card("d", 1, 3, "immateriel")], [("a", "d")]),
                 Expect(set(), {"d": 3, "a": 2}, reductions=("immateriel",)), id="Immatériel ignores PHY damage"),
    pytest.param(phase([card("a", 3, 3, damage_type="mag")], [card("d", 1, 4, "immateriel")], [("a", "d")]),
                 Expect(set(), {"d": 1}), id="Immatériel takes MAG damage"),
    # Bouclier Arcanique: « Ignore les DGT de type (MAG) »
    pytest.param(phase([card("a", 3, 3, damage_type="mag")], [card("d", 1, 3, "bouclier-arcanique")], [("a", "d")]),
                 Expect(set(), {"d": 3}, reductions=("bouclier-arcanique",)), id="Bouclier Arcanique ignores MAG damage"),
    pytest.param(phase([card("a", 3, 3)], [card("d", 1, 4, "bouclier-arcanique")], [("a", "d")]),
                 Expect(set(), {"d": 1}), id="Bouclier Arcanique takes PHY damage"),
    # Résistance: « ignorent le montant d'un certain type de DGT »; « Résistance aux DGT (MAG) (2) »
    pytest.param(phase([card("a", 3, 3, damage_type="mag")],
                       [card("d", 1, 4, resistances=[{"damage_type": "mag", "amount": 2}])], [("a", "d")]),
                 Expect(set(), {"d": 3}, silent=(rules.RESISTANCE,), reductions=("resistance",)),
                 id="Résistance MAG (2) takes 1 of 3 MAG damage, its number's reading flagged"),
    pytest.param(phase([card("a", 2, 3, damage_type="mag")],
                       [card("d", 1, 4, resistances=[{"damage_type": "mag", "amount": 2}])], [("a", "d")]),
                 Expect(set(), {"d": 4}), id="Résistance MAG (2) takes nothing of 2 MAG damage"),
    pytest.param(phase([card("a", 3, 3)], [card("d", 1, 4, resistances=[{"damage_type": "mag", "amount": 2}])],
                       [("a", "d")]),
                 Expect(set(), {"d": 1}), id="Résistance MAG does not reduce PHY damage"),
    pytest.param(phase([card("a", 5, 3, damage_type="mag")], [card("d", 1, 4, resistances=[{"damage_type": "mag"}])],
                       [("a", "d")]),
                 Expect(set(), {"d": 4}), id="Résistance with no number ignores all damage of its type"),
    # Négation: « Ignore tous les types de DGT de combat (Portée et Contact) »
    pytest.param(phase([card("a", 3, 3)], [card("d", 1, 3, "negation")], [("a", "d")]),
                 Expect(set(), {"d": 3}, reductions=("negation",)), id="Négation ignores contact combat damage"),
    pytest.param(phase([card("a", 3, 3)], [card("d", 1, 3, "negation")], [("a", "forteresse")],
                       [spell("attaquant", "d", 2, damage_type="mag")]),
                 Expect(set(), {"d": 1}), id="Négation takes a spell's damage"),
    # Fluidité: « Ignore les DGT de Portée »
    pytest.param(phase([card("a", 3, 5, "fluidite")], [card("p", 2, 3, combat_skill="portee")], [("a", "forteresse")],
                       [shot("p", "a")]),
                 Expect(set(), {"a": 5}, reductions=("fluidite",)), id="Fluidité ignores a ranged shot"),
    pytest.param(phase([card("a", 3, 3)], [card("d", 1, 4, "fluidite")], [("a", "d")]),
                 Expect(set(), {"d": 1}), id="Fluidité takes contact damage"),
    # Protection: « Ignore les 1ers DGT subis »
    pytest.param(phase([card("a", 2, 5, "protection")], [card("d", 2, 3), card("e", 2, 3)],
                       [("a", "forteresse", "d", "e")]),
                 Expect(set(), {"a": 3, "d": 1, "e": 3}, reductions=("protection",), silent=(rules.BLOCK,)),
                 id="Protection ignores the first damage only"),
    pytest.param(phase([card("a", 3, 3)], [card("d", 1, 3, "immateriel", "protection")], [("a", "d")]),
                 Expect(set(), {"d": 3}, reductions=("immateriel",)),
                 id="Protection is not spent on damage already ignored"),
    # Vol: « ne peut recevoir de dégats … par une créature terrestre »
    pytest.param(phase([card("a", 3, 3)], [card("v", 1, 3, "vol")], [("a", "forteresse", "v")]),
                 Expect(set(), {"v": 3, "a": 2}, reductions=("vol",)),
                 id="a flyer blocking a ground attacker takes no damage from it"),
    pytest.param(phase([card("a", 3, 3, "envergure")], [card("v", 1, 3, "vol")], [("a", "forteresse", "v")]),
                 Expect({"v"}, {"a": 2}), id="an Envergure attacker damages a flying blocker"),
    # « Le type de DGT qu'elles [les Créatures Tokens] infligent sont considérés comme "Neutres" »
    pytest.param(phase([card("t", 2, 1, token=True)], [card("d", 0, 3, "immateriel")], [("t", "d")]),
                 Expect(set(), {"d": 1}), id="a token's neutral damage is not stopped by Immatériel"),
    pytest.param(phase([card("a", 1, 3)], [card("d", 0, 3, "bouclier-arcanique")], [("a", "forteresse")],
                       [spell("attaquant", "d", 2)]),
                 Expect(set(), {"d": 1}, silent=(G + "bouclier-arcanique",)),
                 id="a spell of unknown type is applied to a Bouclier Arcanique and flagged"),
]


@pytest.mark.parametrize("data, expect", PREVENTION)
def test_what_prevents_damage(data, expect):
    check(data, expect)


def test_a_used_protection_is_gone_from_the_final_state():
    result = run(PREVENTION[12].values[0])
    assert Ability.PROTECTION not in of(result, "a").abilities
    unused = run(PREVENTION[13].values[0])
    assert Ability.PROTECTION in of(unused, "d").abilities


# --- What damage triggers -----------------------------------------------------------------------

TRIGGERS = [
    # Coup Fatal: « Quand la créature qui dispose du Coup Fatal inflige des dégats à une créature,
    # cette dernière est détruite »
    pytest.param(phase([card("a", 1, 3, "coup-fatal")], [card("d", 0, 9)], [("a", "d")]),
                 Expect({"d"}, cites=(G + "coup-fatal",)), id="Coup Fatal destroys whatever it wounds"),
    pytest.param(phase([card("a", 1, 3, "coup-fatal")], [card("d", 0, 9, "protection")], [("a", "d")]),
                 Expect(set(), {"d": 9}), id="Coup Fatal kills nothing when no damage gets through"),
    # Immortel: « Ne peut pas être détruit »
    pytest.param(phase([card("a", 5, 5)], [card("d", 0, 2, "immortel", loot={"xp": 3})], [("a", "d")]),
                 Expect(set(), {"d": 0}, cites=(G + "immortel",)), id="an Immortel creature at 0 PDV is not destroyed"),
    pytest.param(phase([card("a", 1, 3, "coup-fatal")], [card("d", 0, 5, "immortel")], [("a", "d")]),
                 Expect(set(), {"d": 4}), id="Coup Fatal does not destroy an Immortel creature"),
    # Vol de Vie: « Quand cette créature inflige des DGT, elle gagne le même montant de PDV simultanément »
    pytest.param(phase([card("a", 3, 2, "vol-de-vie")], [card("d", 3, 3)], [("a", "d")]),
                 Expect({"d"}, {"a": 2}, cites=(G + "vol-de-vie",)),
                 id="Vol de Vie heals simultaneously and saves its creature"),
    pytest.param(phase([card("a", 3, 2, "vol-de-vie")], [card("d", 3, 3, "initiative")], [("a", "forteresse", "d")]),
                 Expect({"a"}, {"d": 3}), id="Vol de Vie cannot heal a creature killed before it strikes"),
    # Épines Volcaniques: « Renvoie 1 dégat pour chaque attaque subie. »
    pytest.param(phase([card("a", 2, 2)], [card("d", 0, 5, "epines-volcaniques")], [("a", "d")]),
                 Expect(set(), {"a": 1, "d": 3}, cites=(G + "epines-volcaniques",)),
                 id="Épines Volcaniques sends 1 damage back to its attacker"),
    pytest.param(phase([card("a", 2, 1)], [card("d", 0, 5, "epines-volcaniques")], [("a", "d")]),
                 Expect({"a"}, {"d": 3}), id="Épines Volcaniques kills an attacker with 1 PDV"),
    pytest.param(phase([card("a", 2, 3, "epines-volcaniques")], [card("d", 1, 5)], [("a", "forteresse", "d")]),
                 Expect(set(), {"a": 2, "d": 3}), id="Épines Volcaniques sends nothing back when its creature attacks"),
    # Vengeance: « Quand la créature ayant Vengeance subit 1 DGT, une créature ennemie subit 1 DGT »
    pytest.param(phase([card("a", 2, 5), card("b", 1, 3)], [card("v", 0, 5, "vengeance", vengeance_target="b")],
                       [("a", "forteresse", "v")]),
                 Expect(set(), {"v": 3, "b": 1}, silent=(G + "vengeance",)),
                 id="Vengeance deals the damage taken to the chosen enemy creature"),
    # Détermination: « Après avoir infligé ses DGT aux créatures bloqueuses, inflige ses DGT à la cible »
    pytest.param(phase([card("a", 3, 5, "determination")], [card("d", 1, 3), card("e", 1, 2)], [("a", "d", "e")]),
                 Expect({"d", "e"}, {"a": 4}, cites=(G + "determination",), silent=(G + "determination",)),
                 id="Détermination strikes the target after its blockers"),
    pytest.param(phase([card("a", 3, 3, "determination")], [card("d", 1, 3), card("e", 3, 2)], [("a", "d", "e")]),
                 Expect({"a", "e"}, {"d": 3}, silent=(G + "determination",)),
                 id="Détermination is not applied once its creature is destroyed, flagged"),
    # The blockers' share of the attacker's DGT: not in the rulebook.
    pytest.param(phase([card("a", 5, 9)], [card("d", 1, 2), card("e", 1, 4)], [("a", "forteresse", "d", "e")]),
                 Expect({"d"}, {"e": 1, "a": 7}, silent=(rules.BLOCK,)),
                 id="with no split given, the attacker's DGT go to its blockers in order, flagged"),
    pytest.param(phase([card("a", 5, 9)], [card("d", 1, 2), card("e", 1, 4)],
                       [{"attacker": "a", "target": "forteresse", "blockers": ["d", "e"], "split": [1, 4]}]),
                 Expect({"e"}, {"d": 1}), id="a split chosen by the attacker is applied"),
]


@pytest.mark.parametrize("data, expect", TRIGGERS)
def test_what_damage_triggers(data, expect):
    check(data, expect)


# Épines Volcaniques: « Renvoie 1 dégat pour chaque attaque subie. » A blocker is hit by the attacker it blocks:
# whether it « subit » an attack is not said. Both readings are told; the tool sends the damage back.
def test_epines_volcaniques_on_a_blocker_is_an_open_point_with_both_readings():
    result = run(phase([card("a", 2, 2)], [card("d", 0, 5, "epines-volcaniques", gender="m")],
                       [("a", "forteresse", "d")]))
    (step,) = [s for s in result.steps if s.rule == G + "epines-volcaniques"]
    assert step.flag is Flag.SILENT
    assert step.text == ("D a Épines Volcaniques (« Renvoie 1 dégat pour chaque attaque subie ») et bloque A : le livre "
                         "ne dit pas si bloquer, c'est subir une attaque. Deux lectures : il renvoie 1 DGT à A, ce que "
                         "l'outil applique ; ou seule la cible d'une attaque la subit, et A ne perd pas ce PDV.")
    assert health(result) == {"a": 1, "d": 3}


def test_vengeance_without_a_chosen_target_waits_for_its_controller():
    data = phase([card("a", 2, 5), card("b", 1, 3)], [card("v", 0, 5, "vengeance")], [("a", "forteresse", "v")])
    result = run(data)
    assert flagged(result, Flag.CHOICE) == [G + "vengeance"]
    choice = next(s for s in result.steps if s.flag is Flag.CHOICE)
    assert set(choice.values["options"]) == {"a", "b"} and choice.values["amount"] == 2
    assert of(result, "b").health == 3
    assert "choix de joueur en attente" in result.summary


def test_determination_against_the_forteresse_hits_it_last():
    data = phase([card("a", 3, 5, "determination")], [card("e", 1, 2)], [("a", "forteresse", "e")])
    result = run(data)
    assert destroyed(result) == {"e"}
    assert [(h.attacker, h.drb_before, h.drb_after) for h in result.fortress_hits] == [("a", 20, 17)]


SCENARIOS = [case.values[0] for table in (STRIKE_ORDER, PREVENTION, TRIGGERS) for case in table]

"""The end of an encounter: the aid's checklist « Fin de l'affrontement », applied in its order to each hero's piles.

Discard the hands; then, outside a scenario, the reinforcement step while an encounter is to come (three times: a
revealed card into the discard, or 4 wounds healed), the Adepte and Maître cards and the Afflictions, the next
battlefield, the next encounter's enemies from the difficulty table; the equipment kept as it is; deck and discard
shuffled together, wounds and exile apart. A scenario's encounter ends by its own rules instead (« Scénario : Fin d'un
affrontement »). Open points are flagged with the piles of the other reading (``heroes_other``).
"""
from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field

from referee.engine.trace import IllegalAction, Problem, Trace

from . import phrasebook as say
from .encounter_end_model import EncounterEndInput, EncounterEndResult, HeroEnd, HeroNext, Pick
from .rules import (
    ADEPT_CORRUPTION,
    BOSS_VICTORY,
    CORPSES_STAY,
    ENCOUNTER_LINES,
    ENCOUNTERS_PER_GAME,
    END_BATTLEFIELD,
    END_DISCARD,
    END_EQUIPMENT,
    END_FIRST,
    END_OF_TURN_DRAW,
    END_PLACE,
    END_REINFORCE,
    END_SECOND,
    END_SHUFFLE,
    END_THIRD,
    HAND_SIZE,
    HEAL_TO_DISCARD,
    HERO_DEATH,
    HERO_RESURRECTION,
    MASTER_CORRUPTION,
    REINFORCE_HEAL,
    REINFORCE_HEALED,
    REINFORCE_SCENARIO,
    REINFORCE_TAKE,
    SCENARIO_EQUIPMENT,
    SCENARIO_EXILE,
    SCENARIO_FULL,
    SCENARIO_HEAL,
    SCENARIO_LOOT,
    SCENARIO_REMOVE,
    TWINS,
)
from .setup import ENCOUNTER_TABLE

ADEPT, MASTER = "Héros : Adepte", "Héros : Maître"
"""The cards' names, as printed (data: the same in every language)."""


def name_of(hero: HeroEnd, number: int) -> str:
    """The hero's name, or « Héros 2 » for the second hero given without one."""
    return hero.name or say.hero_number(number)


def check_encounter_end(data: EncounterEndInput) -> Iterator[Problem]:
    """Every refusal at once: a dead hero still holding cards, more equipment used than owned, cards acquired outside a
    scenario or more than the hero has, an encounter not over while a hero still stands."""
    for i, hero in enumerate(data.heroes):
        at, name = f"heroes[{i}]", name_of(hero, i + 1)
        if hero.dead and hero.hand:
            yield Problem(f"{at}.hand", say.dead_hand(name, hero.hand), HERO_DEATH)
        if hero.equipment_used > hero.equipment:
            yield Problem(f"{at}.equipment_used", say.equipment_over(name, hero.equipment_used, hero.equipment),
                          END_EQUIPMENT)
        if hero.acquired and not data.scenario:
            yield Problem(f"{at}.acquired", say.acquired_outside_scenario(name), SCENARIO_REMOVE)
        elif hero.acquired > hero.cards:
            yield Problem(f"{at}.acquired", say.acquired_over(name, hero.acquired, hero.cards), SCENARIO_REMOVE)
        if hero.corruption_here is not None and hero.corruption_here > hero.corruption:
            yield Problem(f"{at}.corruption_here",
                          say.corruption_here_over(name, hero.corruption_here, hero.corruption), END_SECOND)
        elif hero.corruption_here is not None and data.encounter == 1 and hero.corruption_here != hero.corruption:
            yield Problem(f"{at}.corruption_here", say.corruption_here_first(name), END_FIRST)
    if data.finisher is not None and data.finisher not in {name_of(hero, i) for i, hero in enumerate(data.heroes, start=1)}:
        yield Problem("finisher", say.finisher_unknown(data.finisher), END_DISCARD)
    if data.boss_defeated and data.enemies_defeated:
        yield Problem("boss_defeated", say.BOSS_AND_ALL, END_DISCARD)
    elif data.boss_defeated and not ENCOUNTER_TABLE[data.difficulty][data.encounter - 1].bosses:
        yield Problem("boss_defeated", say.no_boss(data.encounter), BOSS_VICTORY)
    elif not data.enemies_defeated and not data.boss_defeated and not all(hero.dead for hero in data.heroes):
        yield Problem("enemies_defeated", say.ENEMIES_LEFT, END_DISCARD)


@dataclass
class _Piles:
    """A hero's piles while the checklist runs."""

    hero: HeroEnd
    name: str
    deck: int
    discard: int
    wounds: int
    exile: int
    gained: list[str] = field(default_factory=list)
    healed: int = 0

    @classmethod
    def of(cls, hero: HeroEnd, number: int) -> _Piles:
        return cls(hero, name_of(hero, number), hero.deck, hero.discard, hero.wounds, hero.exile)

    def frozen(self) -> HeroNext:
        h = self.hero
        return HeroNext(name=self.name, deck=self.deck, discard=self.discard, hand=0, wounds=self.wounds,
                        exile=self.exile, gained=tuple(self.gained), healed=self.healed, equipment=h.equipment,
                        equipment_ready=h.equipment - h.equipment_used, dead=h.dead)


def resolve_encounter_end(data: EncounterEndInput) -> EncounterEndResult:
    problems = list(check_encounter_end(data))
    if problems:
        raise IllegalAction.of(problems)
    return _Checklist(data).run()


class _Checklist:
    def __init__(self, data: EncounterEndInput) -> None:
        self.data = data
        self.t = Trace()
        self.piles = [_Piles.of(hero, n) for n, hero in enumerate(data.heroes, start=1)]
        self.other: list[_Piles] | None = None
        """The piles under the other reading of an open point that changes them."""

    def _both(self) -> list[_Piles]:
        return self.piles + (self.other or [])

    def _fork(self) -> None:
        if self.other is None:
            self.other = [_Piles(p.hero, p.name, p.deck, p.discard, p.wounds, p.exile, list(p.gained), p.healed)
                          for p in self.piles]

    def run(self) -> EncounterEndResult:
        d = self.data
        if d.boss_defeated:
            # « Dès qu'un héros achève le dernier ennemi … l'affrontement prend fin » against « Si les héros sortent
            # victorieux de leur combat contre le boss, ils remportent la partie »: the piles stay as they are.
            self.t.silent(say.boss_down_open(), BOSS_VICTORY, encounter=d.encounter)
            return self._result(None, None, say.BOSS_DOWN_SUMMARY)
        # « Dès qu'un héros achève le dernier ennemi … les héros défaussent leur main »
        for p in self.piles:
            p.discard += p.hero.hand
        finisher = next((p.hero for p in self.piles if p.name == d.finisher), None)
        if d.enemies_defeated and finisher is not None and not finisher.dead \
                and finisher.hand + finisher.deck + finisher.discard < HAND_SIZE:
            # « il termine son tour » : with the end-of-turn draw (and the death it may bring) or only ending his actions?
            self.t.silent(say.finisher_open(d.finisher or "", finisher.hand + finisher.deck + finisher.discard),
                          END_OF_TURN_DRAW, hero=d.finisher)
        if d.enemies_defeated:
            self.t.add(say.end_discard([(p.name, p.hero.hand) for p in self.piles]), END_DISCARD,
                       hands=[h.hand for h in d.heroes])
        else:
            # Every hero dead: the aid says how a hero dies, not what a lost encounter leads to outside a scenario.
            self.t.silent(say.all_dead(d.scenario), HERO_DEATH)
        if d.scenario:
            return self._scenario()
        if not d.enemies_defeated:
            return self._result(None, None)
        if d.encounter == ENCOUNTERS_PER_GAME:
            self.t.add(say.boss_victory(), BOSS_VICTORY)
            return self._result(None, True)
        ended = ENCOUNTER_TABLE[d.difficulty][d.encounter - 1]
        if ended.bosses:
            # « Si les héros sortent victorieux de leur combat contre le boss, ils remportent la partie » against the
            # table's 4 encounters (« impossible » puts a Boss in the 3rd).
            self.t.silent(say.early_boss_open(d.encounter), BOSS_VICTORY, encounter=d.encounter)
        self._reinforcement()
        self._milestone()
        nxt = d.encounter + 1
        if d.battlefields:
            self.t.add(say.BATTLEFIELD, END_BATTLEFIELD)
        line = ENCOUNTER_TABLE[d.difficulty][nxt - 1]
        self.t.add(say.place_next(line, d.difficulty, len(d.heroes)), END_PLACE, number=nxt, bosses=line.bosses,
                   basic=line.basic, intermediate=line.intermediate, powerful=line.powerful)
        self.t.add(say.encounter_line(line), ENCOUNTER_LINES[d.difficulty.value][nxt - 1], number=nxt)
        if d.corpses:
            # The aid leaves corpses on the board when enemies die; it does not say whether they stay for the next one.
            self.t.silent(say.CORPSES_OPEN, CORPSES_STAY)
        self._equipment(END_EQUIPMENT)
        self._shuffle()
        return self._result(nxt, None)

    def _reinforcement(self) -> None:
        d = self.data
        # « si vous avez encore un affrontement à venir »: after the 1st, 2nd and 3rd alike (the 4th is to come).
        self.t.add(say.reinforce_next(d.encounter + 1), END_REINFORCE)
        dead = [p.name for p in self.piles if p.hero.dead]
        if dead:
            # The checklist says « les héros », « Chaque héros », never whether a dead one takes part.
            self._fork()
            self.t.silent(say.dead_open(dead), HERO_RESURRECTION)
        card = ADEPT if d.encounter == 1 else MASTER if d.encounter == 2 else None
        for p in self.piles:
            if p.hero.twins and not p.hero.dead:
                # « Kilenne et Faremos partagent un seul et même jeu de cartes »: one hero's step, or one per twin?
                self._fork()
                self.t.silent(say.reinforcement_twins_open(p.name, card), TWINS, hero=p.name)
        for p in self.piles:
            self._reinforce(p, record=True)
        for q in self.other or []:
            if not q.hero.dead:
                self._reinforce(q, record=False)

    def _reinforce(self, p: _Piles, record: bool) -> None:
        taken = healed = 0
        for pick in p.hero.picks:
            if pick is Pick.CARD:
                taken += 1
                p.discard += 1
                p.gained.append(say.REWARD_CARD)
            else:
                # « … la place sur le dessus de sa défausse » (Glossaire, Soin); a heal is never partial.
                cured = min(REINFORCE_HEALED, p.wounds)
                p.wounds -= cured
                p.discard += cured
                p.healed += cured
                healed += cured
        if record:
            heals = sum(1 for pick in p.hero.picks if pick is Pick.HEAL)
            if taken:
                self.t.add(say.reinforce_take(p.name, taken), REINFORCE_TAKE, hero=p.name, cards=taken)
            if heals:
                self.t.add(say.reinforce_heal(p.name, heals, healed), REINFORCE_HEAL, hero=p.name,
                           healed=healed)
                self.t.add(say.healed_to_discard(p.name, healed), HEAL_TO_DISCARD, hero=p.name)
            if not p.hero.picks:
                self.t.add(say.reinforce_none(p.name), REINFORCE_TAKE, hero=p.name)

    def _milestone(self) -> None:
        d = self.data
        if d.encounter == ENCOUNTERS_PER_GAME - 1:
            self.t.add(say.THIRD_DONE, END_THIRD)
            return
        card, level, needed, rule = ((ADEPT, 2, ADEPT_CORRUPTION, END_FIRST) if d.encounter == 1
                                     else (MASTER, 3, MASTER_CORRUPTION, END_SECOND))

        def here(p: _Piles) -> int:
            """The Essences of this encounter alone (the whole game's when not given)."""
            h = p.hero
            return h.corruption if h.corruption_here is None else h.corruption_here

        afflicted = [p.name for p in self.piles if p.hero.corruption >= needed]
        second = d.encounter == 2
        # « qui ont pris 3 Essence » : over the game or this encounter? (After the 1st both are the same count.)
        by_encounter = [p.name for p in self.piles if here(p) >= needed]
        unknown = [p.name for p in self.piles
                   if second and p.hero.corruption >= needed and p.hero.corruption_here is None]
        over = [p.name for p in self.piles if second and p.hero.corruption > MASTER_CORRUPTION]
        if over or (second and by_encounter != afflicted):
            self._fork()
        for piles, main in ((self.piles, True), (self.other or [], False)):
            for p in piles:
                if not main and p.hero.dead:
                    continue
                # The other reading of the twins: a Hero card for each twin.
                for _ in range(2 if not main and p.hero.twins else 1):
                    p.discard += 1
                    p.gained.append(card)
                # The other piles: no Affliction where any other reading (exactly 3, this encounter alone) denies it.
                if p.hero.corruption >= needed and (main or here(p) >= needed and (not second or p.hero.corruption
                                                                                    == needed)):
                    p.deck += 1
                    p.gained.append(say.affliction(level))
        self.t.add(say.milestone(card, level, needed, d.encounter == 1, afflicted), rule, card=card,
                   afflicted=afflicted)
        if over:
            # « qui ont pris 3 Essence » : exactly 3, or 3 at least (as « au moins 2 » after the 1st)?
            self.t.silent(say.master_open(over), END_SECOND, heroes=over)
        if second and by_encounter != afflicted:
            self.t.silent(say.essences_open(level, afflicted, by_encounter), END_SECOND, by_game=afflicted,
                          by_encounter=by_encounter)
        elif unknown:
            self.t.silent(say.essences_assumed(unknown), END_SECOND, heroes=unknown)

    def _equipment(self, rule: str) -> None:
        if not any(p.hero.equipment for p in self.piles):
            self.t.add(say.EQUIPMENT_KEPT, rule)
        for p in self.piles:
            h = p.hero
            if h.equipment:
                self.t.add(say.equipment_kept(p.name, h.equipment, h.equipment - h.equipment_used), rule,
                           hero=p.name, ready=h.equipment - h.equipment_used)

    def _shuffle(self) -> None:
        for p in self._both():
            p.deck += p.discard
            p.discard = 0
        for p in self.piles:
            self.t.add(say.shuffled(p.name, p.deck, p.wounds, p.exile), END_SHUFFLE, hero=p.name,
                       deck=p.deck, wounds=p.wounds, exile=p.exile)

    def _scenario(self) -> EncounterEndResult:
        d = self.data
        self.t.add(say.SCENARIO_FULL, SCENARIO_FULL)
        for p in self.piles:
            p.healed, p.deck, p.wounds = p.wounds, p.deck + p.wounds, 0
        self.t.add(say.scenario_heal([(p.name, p.healed) for p in self.piles]), SCENARIO_HEAL)
        self.t.add(say.scenario_exile([(p.name, p.exile) for p in self.piles]), SCENARIO_EXILE)
        for p in self.piles:
            p.deck, p.exile = p.deck + p.exile, 0
        removing = [(p.name, p.hero.acquired) for p in self.piles]
        self.t.add(say.scenario_remove(removing), SCENARIO_REMOVE)
        for p in self.piles:
            # Acquired cards may lie in the deck or the discard: taken from both before they are shuffled together.
            p.deck += p.discard - p.hero.acquired
            p.discard = 0
        if d.enemies_defeated:
            self.t.choice(say.SCENARIO_LOOT, SCENARIO_LOOT)
        self.t.add(say.SCENARIO_REINFORCEMENT, REINFORCE_SCENARIO)
        if any(p.hero.equipment for p in self.piles):
            self.t.add(say.SCENARIO_EQUIPMENT, SCENARIO_EQUIPMENT)
        self._equipment(END_EQUIPMENT)
        self._shuffle()
        return self._result(None, None)

    def _result(self, nxt: int | None, won: bool | None, summary: str | None = None) -> EncounterEndResult:
        d = self.data
        line = ENCOUNTER_TABLE[d.difficulty][nxt - 1] if nxt else None
        heroes = tuple(p.frozen() for p in self.piles)
        other = tuple(p.frozen() for p in self.other) if self.other is not None else ()
        if other == heroes:
            other = ()
        return EncounterEndResult(
            encounter=d.encounter, players=len(d.heroes), next_encounter=nxt, game_won=won,
            next_enemies=line, next_label=say.encounter_label(line) if line else "", heroes=heroes,
            heroes_other=other, steps=self.t.steps(),
            summary=summary or say.end_summary(d.encounter, nxt, won, d.scenario, d.enemies_defeated,
                                    [(h.name, h.deck, h.wounds, h.exile) for h in heroes],
                                    say.encounter_label(line) if line else ""))

"""A Noxilia spell at the table: an active spell cast, or an attack declared, and the latent spells they set off.

The rules (``rules/sources/noxilia.md``), in the order the ruling reads them:

* casting (« Étapes pour lancer un sort »): 1 the caster, who must have Sorcier, engages (« Une unité engagée ne peut
  plus être engagée »); 2 it produces mana « dans les bonnes couleurs » — « Le lanceur ne peut lancer que des sorts
  dont la couleur correspond au mana qu'il produit », pure mana « peut être utilisée pour lancer n'importe quel
  sort »; 2 to 4 the mana is produced and spent: the mana calculator's ruling, taken here as paid; 5 the effect;
  6 « La carte de sort est placée sur le dessus de son cimetière ». An active spell « se résolvent immédiatement »
  on « une unité, une zone, ou […] l'ensemble du champ de bataille »; a face-down unit it targets is turned face up
  (« Brouillard de guerre »); a Droiture unit « ne peut être la cible » of a Corruption spell; a Solide unit « ne peut
  pas être engagée par un sort ou une capacité adverse »; the magic damage is the attack calculator's
  (:func:`.attack.spell_or_cost`: resistances, then armor unless the spell says otherwise);
* latent spells (« Sorts latents »): face down under « une unité ou une zone alliée » — so the player who decides
  whether one goes off is the one who controls that unit or zone; « Ils se déclenchent uniquement lorsque leur
  condition est remplie […] et si le joueur le choisit », for their mana value (« Pour révéler un sort latent il faut
  payer sa valeur de mana »); « Certains sorts latents peuvent également se révéler en réaction à d'autres sorts
  latents »; set off by an attack, they are « immédiatement révélé[s] et résolu[s] avant que les dégâts ne soient
  infligés » (Combat 2), then the attack is the attack calculator's (:func:`.attack.resolve_checked_attack`);
* what a card does once revealed (damage, engaging, armor, cancelling what set it off) is its text, which
  « remplace les règles du jeu quand il y a contradiction ».

Open points, each resolved both ways in full and flagged with the other reading's outcome: when latent spells set off
by a spell resolve (before its effect, as Combat 2 has it for an attack, or after), when a latent spell answering
another resolves (before it, so that it can cancel it, or after), the order of latent spells revealed together,
Combat 2's « immédiatement révélé » against « si le joueur le choisit » when the player reveals none, a spell whose
caster died before its effect, a cancelled spell's mana and card, the latent spells under a unit that dies.

Bounds (the product's, documented in docs/noxilia-spells.md): at most ``MAX_LATENTS`` latent spells, each revealed
once, so a chain of answers is at most that long; each reading is one more pass over the same few steps.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace

from referee.engine.trace import Flag, IllegalAction, Trace

from . import phrasebook as say
from .attack import charge_malus, declare, resolve_checked_attack, spell_or_cost
from .model import AttackInput, AttackKind, AttackResult, MagicType, Unit, UnitState
from .rules import (
    CARD_TEXT_FIRST,
    COMBAT_DECLARE,
    COMBAT_DESTROYED,
    COMBAT_LATENTS,
    DROITURE,
    ENGAGED_ONCE,
    FOG_TARGETED,
    GRAVEYARD,
    LATENT_PLACING_COST,
    PURE_MANA,
    SOLIDE_SPELL,
    SPELL_ACTIVE,
    SPELL_COLOUR,
    SPELL_LATENT,
    SPELL_STEP_CASTER,
    SPELL_STEP_DISCARD,
    SPELL_STEP_EFFECT,
    SPELL_STEP_SPEND,
)
from .spell_checks import as_attack, check_spell, named_spell
from .spell_model import (
    LatentCondition,
    LatentHits,
    LatentOutcome,
    LatentSpell,
    PlacementMana,
    SpellInput,
    SpellResult,
    SpellSide,
    SpellStage,
    SpellTrigger,
)

SOURCE = "source"
ZONE = "zone"
REVEAL, KEEP_HIDDEN = "reveler", "laisser"
"""A player's two options for a latent spell whose condition is met (data, in every language)."""


@dataclass(frozen=True)
class Readings:
    """One reading of each point the rulebook leaves open; the ruling shown is :data:`MAIN`."""

    spell_latents_first: bool = True
    """Latent spells set off by a spell resolve before its effect (as Combat 2 has it for an attack)."""
    answer_first: bool = True
    """A latent spell answering another resolves before it (so that it can cancel it)."""
    given_order: bool = True
    """Latent spells revealed together resolve in the order given (the one their player reveals them in)."""
    reveal_forced: bool = False
    """Combat 2's « ce sort est immédiatement révélé »: one latent spell set off by an attack must go off."""
    dead_caster_resolves: bool = True
    """A spell whose caster died before its effect still resolves (it was cast and paid)."""


MAIN = Readings()


@dataclass
class _Placed:
    """A latent spell where it lies, and what becomes of it during one reading."""

    latent: LatentSpell
    holder: str
    """``source``, ``t0``… (a unit's key) or ``zone``."""
    side: int
    revealed: bool = False
    order: int | None = None
    set_off_by: str = ""
    cancelled: bool = False
    done: bool = False


@dataclass
class _Ruling:
    """One reading of the ruling: the units' states as each step changes them."""

    spell: SpellInput
    readings: Readings
    trace: Trace
    units: dict[str, Unit] = field(default_factory=dict)
    states: dict[str, UnitState] = field(default_factory=dict)
    sides: dict[str, int] = field(default_factory=dict)
    placed: list[_Placed] = field(default_factory=list)
    cancelled: bool = False
    effect_done: bool = False
    stages: list[SpellStage] = field(default_factory=list)
    graveyard: list[str] = field(default_factory=list)
    revealed: int = 0
    reveal_mana: int = 0
    attack_steps: int = 0
    # What the open points need to know.
    spell_set_off: bool = False
    answered: bool = False
    together: list[tuple[list[str], bool]] = field(default_factory=list)
    """Latent spells revealed together, and whether both players' are among them."""
    declined_attack: bool = False
    caster_died_first: bool = False
    attack_result: AttackResult | None = None
    placing: tuple[bool, bool, bool] | None = None
    """Placing a latent spell: allowed as a plain cost, as casting a spell, as a cost only floating mana pays."""

    def __post_init__(self) -> None:
        spell = self.spell
        self.units[SOURCE] = spell.source.unit
        self.sides[SOURCE] = 0
        self.placed += [_Placed(latent, SOURCE, 0) for latent in spell.source.latents]
        for i, target in enumerate(spell.targets):
            key = f"t{i}"
            self.units[key] = target.unit
            self.sides[key] = 0 if target.camp is SpellSide.ALLY else 1
            self.placed += [_Placed(latent, key, self.sides[key]) for latent in target.latents]
        if spell.zone is not None:
            self.sides[ZONE] = 0 if spell.zone.camp is SpellSide.ALLY else 1
            self.placed += [_Placed(latent, ZONE, self.sides[ZONE]) for latent in spell.zone.latents]
        self.states = {key: UnitState.of(unit) for key, unit in self.units.items()}
        self.stage(say.STAGE_START)

    # --- The units --------------------------------------------------------------------------

    def now(self, key: str) -> Unit:
        """The unit as it stands now, for the damage rules (they read a unit, not a state)."""
        state = self.states[key]
        return replace(self.units[key], life=state.life, current_armor=state.armor,
                       poison_markers=state.poison_markers, engaged=state.engaged, esquive_used=state.esquive_used,
                       equipment=state.equipment)

    def alive(self, key: str | None) -> bool:
        return key is not None and (key == ZONE or self.states[key].alive)

    def name(self, key: str) -> str:
        return say.ZONE_WORD if key == ZONE else self.units[key].name

    def stage(self, label: str) -> None:
        self.stages.append(SpellStage(label, tuple(self.states.values())))

    def droiture(self, key: str) -> bool:
        return key.startswith("t") and self.spell.targets[int(key[1:])].droiture

    def magic_damage(self, key: str, damage: int, magic_type: MagicType, ignores_armor: bool) -> None:
        """The attack calculator's magic damage: resistances, then armor unless the card says otherwise."""
        self.states[key] = spell_or_cost(AttackInput.spell(self.now(key), damage, magic_type, ignores_armor),
                                         self.trace)

    def engage(self, key: str, side: int, by: str) -> None:
        """Engage a unit by a spell; Solide: « ne peut pas être engagée par un sort ou une capacité adverse »."""
        unit, state = self.units[key], self.states[key]
        if unit.solide and self.sides[key] != side:
            self.trace.add(say.solide_stays(unit, by), SOLIDE_SPELL)
        elif state.engaged:
            self.trace.add(say.already_engaged(unit, by), ENGAGED_ONCE)
        else:
            self.states[key] = replace(state, engaged=True)
            self.trace.add(say.engaged_by(unit, by), ENGAGED_ONCE)

    # --- Latent spells ----------------------------------------------------------------------

    def group(self, candidates: list[_Placed], set_off_by: str, source: str | None, rule: str,
              answering: _Placed | None = None, attack: bool = False) -> None:
        """Latent spells whose condition is met together: each player chooses, then they resolve one by one."""
        waiting = [p for p in candidates if not p.revealed and self.alive(p.holder)]
        if not waiting:
            return
        chosen = []
        for p in waiting:
            options = [REVEAL, KEEP_HIDDEN]
            if p.latent.reveal:
                self.trace.choice(say.reveals(p.latent, self.name(p.holder), set_off_by), rule, options=options,
                                  chosen=REVEAL, cost=p.latent.cost)
                chosen.append(p)
            else:
                self.trace.choice(say.keeps_hidden(p.latent, self.name(p.holder), set_off_by), rule, options=options,
                                  chosen=KEEP_HIDDEN)
        if attack and not chosen:
            self.declined_attack = True
            if self.readings.reveal_forced:
                chosen = [waiting[0]]
                self.trace.add(say.forced(waiting[0].latent), COMBAT_LATENTS)
        if len(chosen) > 1:
            self.together.append(([p.latent.name for p in chosen], len({p.side for p in chosen}) > 1))
            if not self.readings.given_order:
                chosen.reverse()
            self.trace.add(say.in_order([p.latent.name for p in chosen]), SPELL_LATENT)
        for p in chosen:
            self.resolve_latent(p, set_off_by, source, answering)

    def resolve_latent(self, p: _Placed, set_off_by: str, source: str | None, answering: _Placed | None) -> None:
        self.revealed += 1
        p.revealed, p.order, p.set_off_by = True, self.revealed, set_off_by
        self.reveal_mana += p.latent.cost or 0
        self.trace.add(say.turned_over(p.latent, self.name(p.holder), self.revealed), SPELL_LATENT,
                       order=self.revealed, cost=p.latent.cost)
        # « Certains sorts latents peuvent également se révéler en réaction à d'autres sorts latents. »
        answers = [q for q in self.placed if q.latent.condition is LatentCondition.LATENT and not q.revealed]
        holder = None if p.holder == ZONE else p.holder
        if answers and self.readings.answer_first:
            self.answered = self.answered or any(q.latent.reveal for q in answers if self.alive(q.holder))
            self.group(answers, say.by_latent(p.latent.name), holder, SPELL_LATENT, answering=p)
        if p.cancelled:
            self.trace.add(say.latent_cancelled(p.latent), CARD_TEXT_FIRST)
        else:
            self.latent_effect(p, source, answering)
        p.done = True
        self.graveyard.append(p.latent.name)
        if answers and not self.readings.answer_first:
            self.answered = self.answered or any(q.latent.reveal for q in answers if self.alive(q.holder))
            self.group(answers, say.by_latent(p.latent.name), holder, SPELL_LATENT, answering=p)

    def latent_effect(self, p: _Placed, source: str | None, answering: _Placed | None) -> None:
        """What the card does, as its text says (« Le texte indiqué sur les cartes remplace les règles »)."""
        latent, trace = p.latent, self.trace
        if latent.cancels:
            self.cancel(p, answering)
        if latent.armor_bonus and p.holder != ZONE and self.alive(p.holder):
            before = self.states[p.holder].armor
            self.states[p.holder] = replace(self.states[p.holder], armor=before + latent.armor_bonus)
            trace.add(say.armor_bonus(latent, self.units[p.holder], before, before + latent.armor_bonus),
                      CARD_TEXT_FIRST, armor_before=before, armor_after=before + latent.armor_bonus)
        if latent.damage is not None or latent.engages:
            hit = source if latent.hits is LatentHits.SOURCE else (None if p.holder == ZONE else p.holder)
            if hit is None:
                trace.add(say.no_unit_hit(latent), CARD_TEXT_FIRST)
            elif not self.alive(hit):
                trace.add(say.already_dead(self.units[hit]), COMBAT_DESTROYED)
            elif latent.magic_type is MagicType.CORRUPTION and self.droiture(hit):
                trace.add(say.droiture_spares(self.units[hit], latent.name), DROITURE)
            else:
                if latent.damage is not None and latent.magic_type is not None:
                    self.magic_damage(hit, latent.damage, latent.magic_type, latent.ignores_armor)
                if latent.engages and self.alive(hit):
                    self.engage(hit, p.side, say.by_latent(latent.name))
        self.stage(say.stage_latent(latent.name))

    def cancel(self, p: _Placed, answering: _Placed | None) -> None:
        latent, trace = p.latent, self.trace
        if answering is not None:
            if answering.done:
                trace.add(say.too_late(latent, say.by_latent(answering.latent.name)), CARD_TEXT_FIRST)
            else:
                answering.cancelled = True
                trace.add(say.cancels(latent, say.by_latent(answering.latent.name)), CARD_TEXT_FIRST)
        elif self.spell.trigger is SpellTrigger.ATTACK:
            self.cancelled = True
            trace.add(say.cancels_attack(latent), CARD_TEXT_FIRST)
        elif self.effect_done:
            assert self.spell.spell is not None
            trace.add(say.too_late(latent, say.by_spell(self.spell.spell.name)), CARD_TEXT_FIRST)
        else:
            assert self.spell.spell is not None
            self.cancelled = True
            trace.add(say.cancels(latent, say.by_spell(self.spell.spell.name)), CARD_TEXT_FIRST)

    def set_off(self, condition: LatentCondition, holders: set[str]) -> list[_Placed]:
        return [p for p in self.placed if p.latent.condition is condition and p.holder in holders]

    # --- An active spell --------------------------------------------------------------------

    def cast(self) -> None:
        spell, trace = self.spell.spell, self.trace
        assert spell is not None, "checked: a spell is given"
        caster = self.units[SOURCE]
        # Étapes pour lancer un sort, 1: the Sorcier engages.
        self.states[SOURCE] = replace(self.states[SOURCE], engaged=True)
        trace.add(say.caster_engages(caster, spell.name), SPELL_STEP_CASTER)
        produces = self.spell.source.colours
        pure = spell.magic_type not in produces
        trace.add(say.colour_fits(caster, spell.magic_type, pure), PURE_MANA if pure else SPELL_COLOUR,
                  magic_type=spell.magic_type.value)
        trace.add(say.MANA_PAID, SPELL_STEP_SPEND)
        targets = [f"t{i}" for i in range(len(self.spell.targets))]
        trace.add(say.targets(spell, [self.units[k].name for k in targets], self.spell.zone is not None),
                  SPELL_ACTIVE)
        for key, target in zip(targets, self.spell.targets, strict=True):
            if target.face_down:
                trace.add(say.turned_face_up(self.units[key], say.by_spell(spell.name)), FOG_TARGETED)
        set_off = self.set_off(LatentCondition.TARGETED, {*targets, ZONE})
        self.spell_set_off = any(p.latent.reveal for p in set_off)
        if self.readings.spell_latents_first:
            self.group(set_off, say.by_spell(spell.name), SOURCE, SPELL_LATENT)
            self.effect(targets)
        else:
            self.effect(targets)
            self.group(set_off, say.by_spell(spell.name), SOURCE, SPELL_LATENT)
        self.graveyard.insert(0, spell.name or say.SPELL_WORD)
        trace.add(say.discarded(spell.name, self.cancelled), SPELL_STEP_DISCARD)

    def effect(self, targets: list[str]) -> None:
        spell, trace = self.spell.spell, self.trace
        assert spell is not None
        if self.cancelled:
            trace.add(say.no_effect_cancelled(spell.name), CARD_TEXT_FIRST)
            return
        if not self.states[SOURCE].alive:
            self.caster_died_first = True
            if not self.readings.dead_caster_resolves:
                trace.add(say.dead_caster_no_effect(self.units[SOURCE], spell.name), COMBAT_DESTROYED)
                return
        trace.add(say.effect(spell), SPELL_STEP_EFFECT)
        for key in targets:
            if not self.alive(key):
                trace.add(say.already_dead(self.units[key]), COMBAT_DESTROYED)
                continue
            if spell.damage is not None:
                self.magic_damage(key, spell.damage, spell.magic_type, spell.ignores_armor)
            if spell.engages and self.alive(key):
                self.engage(key, 0, say.by_spell(spell.name))
        self.effect_done = True
        self.stage(say.stage_spell(spell.name))

    # --- An attack --------------------------------------------------------------------------

    def attack(self) -> None:
        trace = self.trace
        attack = as_attack(self.spell)
        attacker, target = self.units[SOURCE], self.units["t0"]
        # Combat 1: « l'unité attaquante s'engage et désigne une cible » — a charger takes its malus now (the attack
        # engine's own declaration; « jusqu'à la fin du tour », so the latent spells meet it too).
        trace.add(say.attack_declared(attacker, target, attack.kind), COMBAT_DECLARE)
        charger = attacker
        if attack.kind is AttackKind.CHARGE:
            charger, self.states[SOURCE] = declare(attack, attacker, trace)
            self.units[SOURCE] = charger
        else:
            self.states[SOURCE] = replace(self.states[SOURCE], engaged=True)
        if self.spell.targets[0].face_down:
            trace.add(say.turned_face_up(target, say.by_attack(attack.kind)), FOG_TARGETED)
        # Combat 2: the target's latent spells, before any damage.
        set_off = self.set_off(LatentCondition.ATTACKED, {"t0"})
        if not set_off:
            trace.add(say.no_latent_on_attack(target), COMBAT_LATENTS)
        self.group(set_off, say.by_attack(attack.kind), SOURCE, COMBAT_LATENTS, attack=True)
        if self.cancelled:
            trace.add(say.attack_cancelled(attacker), CARD_TEXT_FIRST)
            return
        for key in (SOURCE, "t0"):
            if not self.alive(key):
                trace.add(say.destroyed_before_damage(self.units[key]), COMBAT_DESTROYED)
                return
        # Combat 3 and 4: the attack calculator's ruling, from the units as the latent spells left them. It declares
        # the attack again: the attacker goes in as before Combat 1 (its charge malus undone), and that step, made
        # above, is not repeated.
        malus = charge_malus(attack)
        declared = replace(self.now(SOURCE), engaged=self.spell.source.unit.engaged,
                           current_armor=self.states[SOURCE].armor + malus, armor_malus=charger.armor_malus - malus)
        result = resolve_checked_attack(replace(attack, attacker=declared, target=self.now("t0")))
        trace.add(say.ATTACK_NOW, COMBAT_LATENTS)
        for step in result.steps[1:]:
            trace.add(step.text, step.rule, step.flag, **step.values)
        assert result.attacker is not None
        self.states[SOURCE], self.states["t0"] = result.attacker, result.target
        self.attack_result = result
        self.effect_done = True
        self.stage(say.attack_name(attack.kind))

    # --- Placing a latent spell -------------------------------------------------------------

    def place(self) -> None:
        """Sorts latents: « placés face cachée sous une unité ou une zone alliée pour un coût de 1 mana quelconque »;
        whether placing is casting a spell is open: each reading's verdict is given."""
        latent, source = self.spell.spell, self.spell.source
        assert latent is not None, "checked: the latent spell placed is given"
        how = self.spell.placement_mana or PlacementMana.FLOATING
        if how is PlacementMana.SORCERER:
            self.states[SOURCE] = replace(self.states[SOURCE], engaged=True)
        self.trace.add(say.placed(latent.name, self.units["t0"], LATENT_PLACING_COST, how.value), SPELL_LATENT,
                       cost=LATENT_PLACING_COST, paid_by=how.value)
        colours = source.colours
        self.placing = (True,
                        source.sorcier and not source.unit.engaged
                        and (latent.magic_type in colours or MagicType.PURE in colours),
                        how is PlacementMana.FLOATING)
        self.effect_done = True
        self.stage(say.stage_latent(latent.name or say.SPELL_WORD))

    def run(self) -> _Ruling:
        if self.spell.trigger is SpellTrigger.PLACE:
            self.place()
        elif self.spell.trigger is SpellTrigger.SPELL:
            self.cast()
        else:
            self.attack()
        return self

    def outcome(self) -> tuple[object, ...]:
        """What a reading changes: every unit, whether the spell or attack went through, what was revealed."""
        return (tuple(self.states.values()), self.cancelled, tuple(p.revealed for p in self.placed))

    def fates(self) -> list[str]:
        return [say.fate(self.units[key], state) for key, state in self.states.items()]


# --- The ruling -------------------------------------------------------------------------------


def resolve_spell(spell: SpellInput) -> SpellResult:
    """Cast the spell or declare the attack, set off the latent spells, and tell what remains of every unit."""
    problems = list(check_spell(spell))
    if problems:
        raise IllegalAction.of(problems)
    spell = named_spell(spell)
    trace = Trace()
    ruling = _Ruling(spell, MAIN, trace).run()
    _open_points(spell, ruling, trace)
    return _result(spell, ruling, trace)


def _other(spell: SpellInput, ruling: _Ruling, readings: Readings) -> str | None:
    """The other reading's outcome in words, or None when it is the same."""
    other = _Ruling(spell, readings, Trace()).run()
    if other.outcome() == ruling.outcome():
        return None
    return say.other_outcome(other.fates(), other.cancelled and not ruling.cancelled,
                             ruling.cancelled and not other.cancelled)


def _open_points(spell: SpellInput, ruling: _Ruling, trace: Trace) -> None:
    """Each point the rulebook leaves open that this ruling met, with the other reading's outcome."""
    if ruling.spell_set_off:
        trace.silent(say.open_spell_latents_timing(_other(spell, ruling, replace(MAIN, spell_latents_first=False))),
                     SPELL_LATENT)
    if ruling.answered:
        trace.silent(say.open_answer_timing(_other(spell, ruling, replace(MAIN, answer_first=False))), SPELL_LATENT)
    for names, two_players in ruling.together[:1]:
        trace.silent(say.open_order(names, two_players, _other(spell, ruling, replace(MAIN, given_order=False))),
                     SPELL_LATENT)
    if ruling.declined_attack:
        trace.silent(say.open_forced_reveal(_other(spell, ruling, replace(MAIN, reveal_forced=True))),
                     COMBAT_LATENTS)
    if ruling.caster_died_first:
        assert spell.spell is not None
        trace.silent(say.open_dead_caster(spell.spell.name, _other(spell, ruling,
                                                                   replace(MAIN, dead_caster_resolves=False))),
                     SPELL_STEP_EFFECT)
    if ruling.revealed:
        trace.silent(say.OPEN_REVEAL_IS_CASTING, SPELL_LATENT)
    if ruling.placing is not None:
        trace.silent(say.open_placing(*ruling.placing), SPELL_STEP_CASTER)
    if ruling.cancelled and spell.trigger is SpellTrigger.SPELL:
        assert spell.spell is not None
        trace.silent(say.open_cancelled_mana(spell.spell.name), SPELL_STEP_SPEND)
    left = [p for p in ruling.placed if not p.revealed and p.holder != ZONE and not ruling.states[p.holder].alive]
    for holder in dict.fromkeys(p.holder for p in left):
        trace.silent(say.open_latents_of_the_dead(ruling.units[holder],
                                                  [p.latent.name for p in left if p.holder == holder]), GRAVEYARD)
    if ruling.graveyard:
        trace.add(say.to_graveyard(ruling.graveyard), GRAVEYARD)


def _result(spell: SpellInput, ruling: _Ruling, trace: Trace) -> SpellResult:
    latents = tuple(LatentOutcome(name=p.latent.name, under=ruling.name(p.holder), revealed=p.revealed,
                                  order=p.order, set_off_by=p.set_off_by, cancelled=p.cancelled)
                    for p in ruling.placed)
    steps = trace.steps()
    silent = any(step.flag is Flag.SILENT for step in steps)
    if spell.trigger is SpellTrigger.PLACE:
        assert spell.spell is not None and ruling.placing is not None
        summary = say.place_summary(spell.spell.name, spell.targets[0].unit, *ruling.placing)
        return SpellResult(trigger=spell.trigger, resolved=True, units=tuple(ruling.states.values()), latents=latents,
                           stages=tuple(ruling.stages), graveyard=(), reveal_mana=0, attack=None, steps=steps,
                           summary=summary)
    if spell.trigger is SpellTrigger.SPELL:
        assert spell.spell is not None
        head = say.spell_head(spell.spell, spell.source.unit, [t.unit for t in spell.targets])
    else:
        head = say.attack_head(as_attack(spell).kind, spell.targets[0].unit, spell.source.unit, 0,
                               None)
    revealed = [p.latent.name for p in sorted((p for p in ruling.placed if p.revealed), key=lambda p: p.order or 0)]
    summary = say.spell_summary(head, revealed, ruling.cancelled, spell.trigger is SpellTrigger.ATTACK, ruling.fates(),
                               silent)
    return SpellResult(trigger=spell.trigger, resolved=ruling.effect_done, units=tuple(ruling.states.values()),
                       latents=latents, stages=tuple(ruling.stages), graveyard=tuple(ruling.graveyard),
                       reveal_mana=ruling.reveal_mana,
                       attack=ruling.attack_result, steps=steps, summary=summary)

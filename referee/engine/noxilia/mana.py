"""Paying mana in Noxilia: may this spell or card be paid now, and every distinct way to pay it.

The rules (``rules/sources/noxilia.md``), in the order the ruling reads them:

* what is paid: a spell's « coût en mana »; a card's « coûts de la carte, or et manas »; a latent spell placed « pour
  un coût de 1 mana quelconque », revealed for « sa valeur de mana »; the gold, from the reserve (« Tout or non
  dépensé est conservé »);
* what pays what (« Types de mana »): a coloured symbol by its colour or by Pure, which « peut être utilisée pour
  lancer n'importe quel sort »; a Pure symbol by Pure only; Quelconque by « n'importe quel type de mana »;
* when: a spell, a card, a latent spell placed are played « À chaque alternance » of the phase of actions; a latent
  spell is revealed when « leur condition est remplie »; floating mana « reste utilisable jusqu'à la fin du tour »
  and « Le mana non dépensé est perdu » at its end;
* what each source produces: a unit or an equipment by engaging it — not once engaged (« ne peut plus être
  engagée »), nor when « une capacité demande l'engagement » of it; a Rune de souffrance when consumed;
* a spell: a Sorcier is engaged (« seules les unités possédant la capacité Sorcier peuvent incanter des sorts »),
  produces « au moins une partie du mana requis, dans les bonnes couleurs », and the floating mana is completed by
  engaging « autant de producteurs de mana que nécessaire »: the ways are the smallest sets of sources that pay
  (no source engaged for nothing), each with a caster whose mana is spent, and each distinct split of the mana
  spent (what is left differs). Identical sources make one way. Droiture forbids spending Corruption.

Open points, each computed both ways and flagged: a multicoloured spell cast by a Sorcier producing only some of its
colours (step 2 asks « au moins une partie », Sorcier « les couleurs »); a Sorcier producing Pure but not the spell's
colours; the mana of a card that is not a spell (« uniquement au moment où vous tentez de lancer un sort »); a latent
spell placed or revealed as a plain cost, as a spell cast (a Sorcier engaged), or as no cast (floating mana only).

The enumeration is bounded: ``rules.MAX_MANA_SOURCES`` sources, counting stops at ``rules.MAX_WAYS_COUNTED`` ways
and the first ``rules.MAX_WAYS_LISTED`` are listed.
"""
from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, replace

from referee.engine.trace import IllegalAction, Problem, Trace

from . import phrasebook as say
from . import rules
from .mana_model import (
    COLOURS,
    Answer,
    CastKind,
    Cost,
    Mana,
    ManaInput,
    ManaResult,
    Moment,
    Refused,
    Source,
    SourceKind,
    Way,
)

PURE = 6
"""The index of Pure in a mana vector (:data:`.mana_model.COLOURS`)."""
CORRUPTION = 2
Vector = tuple[int, ...]


# --- Refusals of values no game state has ------------------------------------------------------------------


def check(payment: ManaInput) -> Iterator[Problem]:
    """What the input cannot mean: every problem at once, each with its field and rule."""
    # « 5. Le mana non dépensé est perdu »: nothing floats into the next turn.
    if payment.moment is Moment.DEBUT_DU_TOUR and any(payment.floating.vector):
        yield Problem("floating", say.MANA_FLOATING_AT_START, rules.MANA_LOST)
    for i, source in enumerate(payment.sources):
        # Sorcier: « permet à l'unité de lancer des sorts »: a unit's ability.
        if source.sorcier and source.kind is not SourceKind.UNITE:
            yield Problem(f"sources[{i}].sorcier", say.mana_sorcier_not_a_unit(_name(payment.sources, i)),
                          rules.SORCIER)
        if source.engaged_by_ability and source.kind is SourceKind.RUNE:
            yield Problem(f"sources[{i}].engaged_by_ability", say.mana_rune_not_engaged(_name(payment.sources, i)),
                          rules.RUNE)


def resolve(payment: ManaInput) -> ManaResult:
    """Whether the cost can be paid, every distinct way, and each refusal with its rule.

    IllegalAction lists what :func:`check` finds."""
    problems = list(check(payment))
    if problems:
        raise IllegalAction.of(problems)
    return _Payment(payment).run()


# --- The arithmetic of mana ----------------------------------------------------------------------------------


def _add(*vectors: Vector) -> Vector:
    return tuple(sum(values) for values in zip(*vectors, strict=True))


def _minus(a: Vector, b: Vector) -> Vector:
    return tuple(x - y for x, y in zip(a, b, strict=True))


def _mana(vector: Vector) -> Mana:
    return Mana(*vector)


def payable(pool: Vector, cost: Vector, any_: int, caster: frozenset[int] | None, no_corruption: bool) -> bool:
    """Can ``pool`` pay ``cost`` (coloured and Pure symbols) and ``any_`` Quelconque — with, when ``caster`` gives
    the colours a Sorcier produced, at least one of them spent? Exact, without enumerating."""
    if no_corruption:
        pool = (*pool[:CORRUPTION], 0, *pool[CORRUPTION + 1:])
    if pool[PURE] < cost[PURE]:
        return False
    deficit = sum(max(0, cost[k] - pool[k]) for k in range(PURE))
    if deficit > pool[PURE] - cost[PURE] or sum(pool) < sum(cost) + any_:
        return False
    if caster is None:
        return True
    for k in caster:
        if k == PURE:
            # Pure pays any symbol: swapped for whatever paid one, it is spent.
            if sum(cost) + any_ > 0:
                return True
        elif pool[k] > 0 and (cost[k] > 0 or (any_ > 0 and pool[k] > cost[k])):
            return True
    return False


def spendings(pool: Vector, cost: Vector, any_: int, caster: frozenset[int] | None, no_corruption: bool,
              limit: int) -> Iterator[Vector]:
    """Every distinct vector of mana spent from ``pool`` that pays the cost (at most ``limit`` of them).

    Spent ``s`` pays when the Pure symbols are paid by Pure and each colour's shortfall (« cost_k - s_k ») by the
    Pure left; the rest pays Quelconque. With a caster, one of its colours is spent. The six colours are chosen in
    turn and Pure makes up the total, so that every branch explored can still end in a payment."""
    total = sum(cost) + any_
    capacity = list(pool)
    if no_corruption:
        capacity[CORRUPTION] = 0
    room = [sum(capacity[k:PURE]) for k in range(PURE)] + [0]
    owed = [sum(cost[k:PURE]) for k in range(PURE)] + [0]
    # With Pure spent as s_6 = total - (the six colours spent): cost_6 + shortfalls <= s_6 <= pool_6.
    most = total - cost[PURE]
    least = total - capacity[PURE]
    found = 0
    spent = [0] * len(capacity)

    def walk(k: int, spent_so_far: int, short: int) -> Iterator[Vector]:
        nonlocal found
        if found >= limit:
            return
        if k == PURE:
            pure = total - spent_so_far
            spent[PURE] = pure
            if least <= spent_so_far and spent_so_far + short <= most and \
                    (caster is None or any(spent[j] > 0 for j in caster)):
                found += 1
                yield tuple(spent)
            return
        for amount in range(min(capacity[k], total - spent_so_far), -1, -1):  # the first colours first
            gap = max(0, cost[k] - amount)
            # a colour spent, or its shortfall in Pure, counts at least its cost: beyond ``most``, no way
            if spent_so_far + amount + short + gap + owed[k + 1] > most:
                continue
            if spent_so_far + amount + room[k + 1] < least:
                break  # less of this colour leaves still more Pure to spend than there is
            spent[k] = amount
            yield from walk(k + 1, spent_so_far + amount, short + gap)
        spent[k] = 0

    if total <= sum(capacity) and capacity[PURE] >= cost[PURE]:
        yield from walk(0, 0, 0)


def _colours(vector: Vector) -> frozenset[int]:
    return frozenset(k for k, amount in enumerate(vector) if amount > 0)


def _name(sources: Sequence[Source], i: int) -> str:
    return sources[i].name or say.mana_source_name(i)


def _signature(source: Source) -> tuple[str, SourceKind, Vector, bool]:
    """Identical sources (same name, kind, production, Sorcier) make one way, not one per copy."""
    return (source.name.strip().casefold(), source.kind, source.produces.vector, source.sorcier)


def _popcount(mask: int) -> int:
    return bin(mask).count("1")


# --- The ruling ---------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Caster:
    index: int | None
    reading: str
    """Empty on every reading, else the reading the caster needs."""


@dataclass
class _Ways:
    ways: list[Way]
    count: int
    capped: bool


class _Payment:
    """One payment, in the rulebook's order."""

    def __init__(self, payment: ManaInput):
        self.payment = payment
        self.cast = payment.cast
        self.kind = payment.cast.kind
        self.sources = payment.sources
        self.trace = Trace()
        self.refusals: list[Refused] = []
        self.what = say.mana_cast_label(self.kind, self.cast.name)
        self.cost = Cost(any=rules.LATENT_PLACING_COST) if self.kind is CastKind.LATENT_POSE else self.cast.mana
        self.names = [_name(self.sources, i) for i in range(len(self.sources))]
        self.vectors = [s.produces.vector for s in self.sources]
        self.signatures = [_signature(s) for s in self.sources]
        self.kinds = [self.signatures.index(signature) for signature in self.signatures]
        """Each source's first identical copy: what a way is told apart by."""

    def refuse(self, text: str, rule: str, code: str) -> None:
        self.refusals.append(Refused(text, rule, code))
        self.trace.add(text, rule)

    def doubt(self, text: str, rule: str, code: str) -> None:
        self.refusals.append(Refused(text, rule, code, open=True))
        self.trace.silent(text, rule)

    def run(self) -> ManaResult:
        self._what()
        self._what_pays_what()
        self._timing()
        self._gold()
        usable = self._sources()
        self._droiture()
        found = self._ways(usable)
        answer = self._answer(found)
        listed = tuple(replace(w, spent_text=say.mana_amounts(w.spent.vector), left_text=say.mana_amounts(w.left.vector))
                       for w in found.ways[:rules.MAX_WAYS_LISTED])
        self._after(listed)
        best = say.mana_way_text(listed[0], self.kind is CastKind.SORT) if listed else ""
        return ManaResult(answer, self.cost, found.count, found.capped, listed, tuple(self.refusals),
                          self.trace.steps(), say.mana_summary(answer, self.what, found.count, found.capped, best))

    # --- What is paid, and what pays what ---

    def _what(self) -> None:
        cost, gold = self.cost, self.cast.gold
        text = say.mana_amounts(cost.vector, cost.any)
        if self.kind is CastKind.LATENT_POSE:
            self.trace.add(say.mana_latent_pose(self.what), rules.LATENT, cost=cost.total)
        elif self.kind is CastKind.LATENT_REVELE:
            self.trace.add(say.mana_latent_reveal(self.what, text), rules.LATENT, cost=cost.total)
        elif self.kind is CastKind.SORT:
            self.trace.add(say.mana_spell_cost(self.what, text, gold), rules.SPELL_COST, cost=cost.total, gold=gold)
        else:
            self.trace.add(say.mana_card_cost(self.what, text, gold), rules.CARD_COSTS, cost=cost.total, gold=gold)

    def _what_pays_what(self) -> None:
        vector = self.cost.vector
        coloured = [COLOURS[k] for k in range(PURE) if vector[k]]
        if coloured:
            # Pure: « elle peut être utilisée pour lancer n'importe quel sort ».
            self.trace.add(say.mana_coloured_paid_by(coloured), rules.PURE_MANA)
        if vector[PURE]:
            self.trace.add(say.MANA_PURE_SYMBOL, rules.PURE_MANA)
        if self.cost.any:
            # Quelconque: « n'importe quel type de mana peut être utilisé pour payer ce coût ».
            self.trace.add(say.MANA_ANY_SYMBOL, rules.ANY_MANA)

    # --- When ---

    def _timing(self) -> None:
        moment = self.payment.moment
        if self.kind is CastKind.LATENT_REVELE:
            # « Ils se déclenchent uniquement lorsque leur condition est remplie […] et si le joueur le choisit. »
            self.trace.add(say.mana_reveal_when(self.what, moment), rules.LATENT)
        elif moment is Moment.ACTIONS:
            # « À chaque alternance, un joueur peut effectuer une action […] ou jouer une carte de sa main. »
            self.trace.add(say.mana_timing_ok(self.what), rules.ACTION_TURN)
        else:
            self.refuse(say.mana_timing_refused(self.what, moment), rules.ACTION_TURN, "wrong_moment")
        floating = self.payment.floating.vector
        if any(floating):
            # Mana: « Le mana non dépensé est appelé Mana flottant, et reste utilisable jusqu'à la fin du tour. »
            self.trace.add(say.mana_floating(say.mana_amounts(floating)), rules.MANA_FLOATING, floating=sum(floating))

    def _gold(self) -> None:
        gold, reserve = self.cast.gold, self.payment.gold
        if gold == 0:
            return
        if gold > reserve:
            self.refuse(say.mana_gold_short(self.what, gold, reserve), rules.GOLD_COST, "not_enough_gold")
        else:
            self.trace.add(say.mana_gold_paid(gold, reserve), rules.GOLD_KEPT, gold=gold, reserve=reserve)

    # --- What each source produces ---

    def _sources(self) -> list[int]:
        usable = []
        for i, source in enumerate(self.sources):
            name, produced = self.names[i], source.produces.vector
            rule = {SourceKind.UNITE: rules.MANA_PRODUCTION, SourceKind.EQUIPEMENT: rules.EQUIPMENT_MANA,
                    SourceKind.RUNE: rules.RUNE}[source.kind]
            self.trace.add(say.mana_source_produces(name, source.kind, say.mana_amounts(produced), source.sorcier),
                           rule, produced=sum(produced))
            if source.engaged:
                # Engager une unité: « Une unité engagée ne peut plus être engagée tant qu'elle n'est pas redressée. »
                self.trace.add(say.mana_source_engaged(name, source.kind),
                               rules.RUNE if source.kind is SourceKind.RUNE else rules.ENGAGED_PASSAGE)
            elif source.engaged_by_ability:
                # « Si une capacité demande l'engagement d'une créature qui produit du mana, son engagement ne peut
                # pas produire du mana. »
                self.trace.add(say.mana_source_by_ability(name), rules.ENGAGED_BY_ABILITY)
            else:
                usable.append(i)
        return usable

    def _droiture(self) -> None:
        if not self.payment.target_droiture:
            return
        # Droiture: « ne peut être la cible d'un sort ou d'une capacité impliquant la dépense de mana de corruption ».
        if self.cost.vector[CORRUPTION]:
            self.refuse(say.mana_droiture_cost(self.what), rules.DROITURE, "droiture")
        else:
            self.trace.add(say.MANA_DROITURE_WAYS, rules.DROITURE)

    # --- The ways ---

    def _casters(self, usable: list[int]) -> list[_Caster]:
        """The Sorciers who may cast this spell, each with the reading it needs ('' on every reading)."""
        wanted = _colours(self.cost.vector)
        casters = []
        sorciers = [i for i in usable if self.sources[i].sorcier]
        if not sorciers:
            self.refuse(say.mana_no_sorcier(self.what), rules.CAST_CASTER, "no_sorcier")
            return []
        for i in sorciers:
            name, produced = self.names[i], self.vectors[i]
            colours = _colours(produced)
            if not colours:
                # « le lanceur doit produire au moins une partie du mana requis »
                self.trace.add(say.mana_caster_barren(name), rules.CAST_PRODUCE)
            elif not wanted:
                self.trace.add(say.mana_caster_any_colour(name), rules.ANY_MANA)
                casters.append(_Caster(i, ""))
            elif PURE in colours and not wanted <= colours:
                # Pure « peut être utilisée pour lancer n'importe quel sort », but Sorcier ties the caster to « les
                # couleurs de mana qu'elle produit »: the spell's other colours are not among them.
                self.trace.silent(say.mana_caster_pure(name, [COLOURS[k] for k in sorted(wanted - colours)]),
                                  rules.PURE_MANA)
                casters.append(_Caster(i, "pur"))
            elif wanted <= colours:
                self.trace.add(say.mana_caster_colours(name, [COLOURS[k] for k in sorted(colours & wanted)]),
                               rules.SORCIER)
                casters.append(_Caster(i, ""))
            elif wanted & colours:
                self.trace.silent(say.mana_caster_some_colours(name, [COLOURS[k] for k in sorted(wanted & colours)],
                                                               [COLOURS[k] for k in sorted(wanted - colours)]),
                                  rules.CAST_PRODUCE)
                casters.append(_Caster(i, "une-couleur"))
            else:
                self.trace.add(say.mana_caster_wrong_colour(name, [COLOURS[k] for k in sorted(wanted)]),
                               rules.CAST_ACTION)
        if not casters:
            self.refuse(say.mana_no_able_sorcier(self.what), rules.CAST_ACTION, "no_able_sorcier")
        return casters

    def _ways(self, usable: list[int]) -> _Ways:
        producing = [i for i in usable if any(self.vectors[i])]
        if self.kind is CastKind.SORT:
            casters = self._casters(usable)
            if not casters:
                return _Ways([], 0, False)
            return self._enumerate(casters, producing)
        if self.kind is CastKind.CARTE:
            return self._card(producing)
        return self._latent(usable, producing)

    def _card(self, producing: list[int]) -> _Ways:
        """A card that is not a spell: producers engaged on one reading, floating mana (and runes) on the other."""
        found = self._enumerate([_Caster(None, "")], producing, self._card_reading)
        open_ways = [w for w in found.ways if w.reading]
        if open_ways:
            certain = len(found.ways) - len(open_ways)
            self.trace.silent(say.mana_card_production(self.what, certain, len(open_ways)), rules.MANA_WHEN_CASTING,
                              certain=certain, open=len(open_ways))
        return found

    def _card_reading(self, chosen: tuple[int, ...]) -> str:
        """« Le mana ne peut être produit qu'en engageant […] uniquement au moment où vous tentez de lancer un
        sort »: engaging a unit or an equipment for a card needs the other reading; a rune is consumed « à n'importe
        quel moment où il aura besoin de mana »."""
        return "" if all(self.sources[i].kind is SourceKind.RUNE for i in chosen) else "production-hors-sort"

    def _latent(self, usable: list[int], producing: list[int]) -> _Ways:
        """A latent spell placed or revealed: three readings, none written. A plain cost (« pour un coût de 1 mana
        quelconque »: any producer, no Sorcier); a spell cast (a Sorcier of its colour engaged, « seules les unités
        possédant la capacité Sorcier peuvent incanter des sorts »); not a cast, so no mana produced for it (« le mana
        ne peut être produit […] uniquement au moment où vous tentez de lancer un sort »: floating mana and runes
        only). A way without a Sorcier engaging only runes, or nothing, holds on the first and the third."""
        without = self._enumerate([_Caster(None, "")], producing, self._latent_reading)
        with_ = self._enumerate(self._quiet_casters(usable), producing)
        floating = sum(1 for w in without.ways if w.reading == "flottant")
        self.trace.silent(say.mana_latent_sorcier(self.what, without.count, floating, with_.count), rules.LATENT,
                          without_sorcier=without.count, floating_only=floating, with_sorcier=with_.count)
        ways = sorted(without.ways + with_.ways, key=_order)
        return _Ways(ways, without.count + with_.count, without.capped or with_.capped)

    def _latent_reading(self, chosen: tuple[int, ...]) -> str:
        return "flottant" if all(self.sources[i].kind is SourceKind.RUNE for i in chosen) else "sans-sorcier"

    def _quiet_casters(self, usable: list[int]) -> list[_Caster]:
        """The Sorciers whose colours match (every one, or some), without a step: the latent spell's other reading."""
        wanted = _colours(self.cast.mana.vector)  # the spell's colours: for a latent spell placed, its value's
        casters = []
        for i in usable:
            colours = _colours(self.vectors[i])
            if self.sources[i].sorcier and colours and (PURE in colours or not wanted or wanted & colours):
                casters.append(_Caster(i, "avec-sorcier"))
        return casters

    def _enumerate(self, casters: list[_Caster], producing: list[int],
                   reading_of: Callable[[tuple[int, ...]], str] | None = None) -> _Ways:
        """Each caster, each smallest set of other sources that pays with it, each distinct split of the mana."""
        cost, any_ = self.cost.vector, self.cost.any
        floating = self.payment.floating.vector
        no_corruption = self.payment.target_droiture
        pairs: list[tuple[_Caster, tuple[int, ...]]] = []
        signatures = [self.signatures[i] for i in producing]
        # A copy is engaged only after the copies listed before it: one way per set of identical sources.
        earlier = [next((1 << j for j in range(p - 1, -1, -1) if signatures[j] == signatures[p]), 0)
                   for p in range(len(producing))]
        sums = [(0,) * len(COLOURS)] * (1 << len(producing))
        for mask in range(1, 1 << len(producing)):
            low = (mask & -mask).bit_length() - 1
            sums[mask] = _add(sums[mask & (mask - 1)], self.vectors[producing[low]])
        masks = sorted(range(1 << len(producing)), key=_popcount)
        casters_seen: set[object] = set()
        for caster in casters:
            if caster.index is not None:
                signature = self.signatures[caster.index]
                if signature in casters_seen:
                    continue  # an identical Sorcier casts the same ways
                casters_seen.add(signature)
            own = 0 if caster.index not in producing else 1 << producing.index(caster.index)
            base = floating if caster.index is None else _add(floating, self.vectors[caster.index])
            colours = None if caster.index is None else _colours(self.vectors[caster.index])
            minimal: list[int] = []
            for mask in masks:
                if mask & own or any(mask & m == m for m in minimal):
                    continue  # the caster itself, or a smaller set already pays: a source engaged for nothing
                if any(mask >> p & 1 and earlier[p] & ~own and not mask & earlier[p] for p in range(len(producing))):
                    continue  # a copy before the one listed first
                if payable(_add(base, sums[mask]), cost, any_, colours, no_corruption):
                    minimal.append(mask)
                    pairs.append((caster, tuple(producing[p] for p in range(len(producing)) if mask >> p & 1)))
        pairs.sort(key=lambda pair: (len(pair[1]), -1 if pair[0].index is None else pair[0].index, pair[1]))
        seen: set[tuple[object, ...]] = set()
        ways: list[Way] = []
        capped = False
        for caster, chosen in pairs:
            caster_vector = () if caster.index is None else (self.vectors[caster.index],)
            produced = _add((0,) * len(COLOURS), *caster_vector, *(self.vectors[i] for i in chosen))
            pool = _add(floating, produced)
            colours = None if caster.index is None else _colours(self.vectors[caster.index])
            left_room = rules.MAX_WAYS_COUNTED - len(ways)
            for spent in spendings(pool, cost, any_, colours, no_corruption, left_room + 1):
                key = (None if caster.index is None else self.kinds[caster.index],
                       tuple(sorted(self.kinds[i] for i in chosen)), spent)
                if key in seen:
                    continue
                if len(ways) >= rules.MAX_WAYS_COUNTED:
                    capped = True
                    break
                seen.add(key)
                engaged = {caster.index, *chosen}
                ways.append(Way(
                    caster=None if caster.index is None else self.names[caster.index],
                    engaged=tuple(self.names[i] for i in chosen), produced=_mana(produced), spent=_mana(spent),
                    left=_mana(_minus(pool, spent)),
                    unused=tuple(self.names[i] for i in producing if i not in engaged),
                    gold_left=max(self.payment.gold - self.cast.gold, 0),
                    reading=caster.reading or (reading_of(chosen) if reading_of else "")))
            if capped:
                break
        ways.sort(key=_order)
        return _Ways(ways, len(ways), capped)

    def _answer(self, found: _Ways) -> Answer:
        certain = [r for r in self.refusals if not r.open]
        if certain:
            return Answer.NON
        if self.kind in (CastKind.LATENT_POSE, CastKind.LATENT_REVELE):
            readings = {w.reading for w in found.ways}
            if not readings:
                self._not_enough()
                return Answer.NON
            cost, cast, floating = bool(readings), "avec-sorcier" in readings, "flottant" in readings
            if cost and cast and floating:
                return Answer.OUI
            self.doubt(say.mana_latent_one_reading(self.what, cast, floating), rules.LATENT, "latent_sorcier")
            return Answer.SELON_LA_LECTURE
        if not found.ways:
            self._not_enough()
            return Answer.NON
        if any(not w.reading for w in found.ways):
            return Answer.OUI
        code = found.ways[0].reading
        rule = {"une-couleur": rules.CAST_PRODUCE, "pur": rules.PURE_MANA}.get(code, rules.MANA_WHEN_CASTING)
        self.doubt(say.mana_only_on_a_reading(self.what, code), rule, code)
        return Answer.SELON_LA_LECTURE

    def _not_enough(self) -> None:
        available = _add(self.payment.floating.vector, *(s.produces.vector for s in self.sources
                                                          if not s.engaged and not s.engaged_by_ability))
        self.refuse(say.mana_not_enough(self.what, say.mana_amounts(available),
                                        say.mana_amounts(self.cost.vector, self.cost.any)),
                    rules.CAST_COMPLETE if self.kind is CastKind.SORT else rules.ANY_MANA, "not_enough_mana")

    # --- After: the ways, and what is left ---

    def _after(self, listed: tuple[Way, ...]) -> None:
        if not listed:
            return
        spell = self.kind is CastKind.SORT
        fewest = len(listed[0].engaged)
        # « Si le mana flottant disponible n'est pas suffisant […] le mana manquant doit être fourni en engageant
        # d'autres unités ou équipements »; « autant de producteurs de mana que nécessaire ».
        self.trace.add(say.mana_ways(fewest, spell), rules.CAST_COMPLETE if spell else rules.CAST_ACTION,
                       fewest=fewest)
        for n, way in enumerate(listed[:3], 1):
            self.trace.add(say.mana_way(n, way, spell), rules.CAST_SPEND, left=sum(way.left.vector))
        if any(listed[0].left.vector):
            # Étape de fin du tour: « 5. Le mana non dépensé est perdu »
            self.trace.add(say.mana_left_lost(say.mana_amounts(listed[0].left.vector)), rules.MANA_LOST)


def _order(way: Way) -> tuple[object, ...]:
    """Fewest sources engaged first, then least mana left, then a way on every reading."""
    return (len(way.engaged), sum(way.left.vector), bool(way.reading), way.caster or "", way.engaged,
            tuple(-x for x in way.spent.vector))

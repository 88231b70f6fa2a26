"""The turns walked phase by phase, each lasting effect applied where « TOUR DE JEU » puts it.

A turn (« temps de jeu d'un joueur ») is its player's five phases, in the book's order:

1. Canalisation — « Le joueur Attaquant redresse toutes ses cartes, sauf effet contraire » (Assommé is that
   « effet contraire »), « Résolez les effets actifs (Poison, Brûlure...) » (Poison, Brûlure, Maladie,
   Enlèvement's die), « Activez les effets d'Eveil des créatures en Transition »;
2. Préparation — cards summoned (an invocation, a Clone Végétal) or answering a spell (Brise-Sort);
3. Combat — the attacks the cards make (Épines Acérées, Saignement, Drain de Lumière, Assaut de Brume,
   Attaque Spectrale act then), a Renfort answering them, Vigilance answering an entry;
4. Résolution — the attackers end the turn inclined (the combat damage is the combat calculator's);
5. Réparation — « Activez les capacités prenant effet en fin de tour » (Régénération, Attaque Spectrale's death),
   then « Terminez le tour » (what lasts « pour 1 tour », « pendant tout le tour », « jusqu'à la fin du tour » ends).

Where the book leaves a point open (:class:`OpenPoint`), the walk is run once more with that point read the other
way, and the step that meets it says what that reading ends with. Pure functions over frozen values; the working
board is a dict of frozen :class:`Live` cards replaced as the rules apply.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace

from referee.engine.french import Gender
from referee.engine.trace import Flag, Trace

from .. import limits, rules
from .. import phrasebook as say
from ..model import Category, CombatSkill, Phase, Stance, Zone
from .model import (
    LOST_ICON,
    STACKING,
    Arrival,
    Camp,
    CardState,
    Effect,
    EffectCard,
    EffectsInput,
    EffectsResult,
    Marker,
    OpenPoint,
    PhaseReport,
    Reading,
    TurnReport,
    Unsettled,
    XpState,
    cycle_of,
    player_of,
)

# --- What the walk holds ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Mark:
    """An effect on a card while the turns are walked."""

    effect: Effect
    level: int = 1
    left: int | None = None
    """Brûlure: turns of damage left; Épouvante: turn ends left."""
    waiting: bool = False
    """Paralysie not acting yet (« au tour suivant »)."""
    rolls: tuple[int, ...] = ()
    amount: int | None = None
    """Drain de Lumière's and Germination's number printed before the lost icon."""


@dataclass(frozen=True)
class Live:
    """A card while the turns are walked."""

    card: EffectCard
    name: str
    printed_as: str
    """The name the board's limits read: a Clone Végétal's is its model's (« la copie exacte »)."""
    life: int
    damage: int
    stance: Stance
    zone: Zone
    marks: tuple[Mark, ...]
    in_play: bool
    dead: bool = False
    misted: bool = False
    """It attacked this turn under Assaut de Brume: « ne subit pas de dégats lors de la prochaine attaque »."""
    transition: bool = False
    awakening_due: bool = False
    attacked: bool = False
    """It attacked this turn (« Une créature ne peut attaquer qu'une seule fois par tour »)."""
    died_on: int | None = None
    awakened_on: int | None = None

    @property
    def spoken(self) -> str:
        return self.name

    @property
    def gender(self) -> Gender | None:
        return self.card.gender

    @property
    def side(self) -> Camp:
        return self.card.side

    def has(self, effect: Effect, active: bool = True) -> bool:
        return any(m.effect is effect and not (active and m.waiting) for m in self.marks)

    def count(self, effect: Effect) -> int:
        return sum(m.effect is effect for m in self.marks)

    def without(self, effect: Effect) -> tuple[Mark, ...]:
        return tuple(m for m in self.marks if m.effect is not effect)

    @property
    def captive(self) -> bool:
        return self.has(Effect.ENLEVEMENT)

    @property
    def may_move(self) -> bool:
        # « Une créature enracinée ne peut se déplacer pendant tout le tour »; Enlèvement: « reste immobilisée ».
        return self.in_play and not self.has(Effect.ENRACINEMENT) and not self.captive

    def refusal(self, act: str) -> str | None:
        """Why it may not attack (``act="attack"``) or block (``"block"``) now; None if it may."""
        if not self.in_play:
            return "out"
        if self.transition:
            return "transition"
        if self.stance is Stance.INCLINE:
            return "inclined"
        if self.has(Effect.EPOUVANTE):
            return "epouvante"
        if act == "attack" and self.has(Effect.PARALYSIE):
            return "paralysie"
        # A CONTACT creature moves to the attaque zone to attack (« Le Positionnement »), and a blocker moves to
        # block (the Ravageur « se déplace dans la zone d'Attaque, pour venir bloquer »).
        if (act == "block" or self.card.combat_skill is CombatSkill.CONTACT) and not self.may_move:
            return "enracinement" if self.has(Effect.ENRACINEMENT) else "enlevement"
        if act == "attack" and self.attacked:
            return "attacked"
        return None


Board = dict[str, Live]


@dataclass
class Walk:
    """One run of the walk under a set of readings: the trace it writes and what it meets."""

    source: EffectsInput
    flipped: frozenset[OpenPoint]
    others: dict[OpenPoint, Reading] = field(default_factory=dict)
    """The other readings, known when the traced run is made: the step meeting a point says what it gives."""
    trace: Trace = field(default_factory=Trace)
    met: list[OpenPoint] = field(default_factory=list)
    helix: dict[Camp, int] = field(default_factory=lambda: {Camp.ONE: 0, Camp.TWO: 0})
    number: int = 0
    player: Camp = Camp.ONE
    xp: dict[Camp, int] = field(default_factory=dict)
    """Each Chef de Guerre given: its XP (a player without one given gains no XP counted)."""
    level: dict[Camp, int] = field(default_factory=dict)
    loot_helix: dict[Camp, int] = field(default_factory=lambda: {Camp.ONE: 0, Camp.TWO: 0})
    winner: Camp | None = None

    def other(self, point: OpenPoint) -> bool:
        """Whether this run reads ``point`` the other way."""
        return point in self.flipped

    def meet(self, point: OpenPoint, text: str | None = None, rule: str | None = None, **values: object) -> None:
        """The point is met: flagged once, with what the other reading ends with (``text``: the point said
        otherwise than by the phrasebook's sentence, as the board's limits say their doubts)."""
        if point in self.met:
            return
        self.met.append(point)
        reading = self.others.get(point)
        other = say.effects_other_outcome(reading.same_outcome, _changes(reading), reading.helix) if reading else ""
        said = f"{text} {other}".strip() if text else say.effects_open_point(point.value, other)
        self.trace.silent(said, rule or point.rule, turn=self.number, **values)

    def add(self, text: str, rule: str, **values: object) -> None:
        self.trace.add(text, rule, None, turn=self.number, **values)

    def choice(self, text: str, rule: str, **values: object) -> None:
        self.trace.choice(text, rule, turn=self.number, **values)


def _changes(reading: Reading) -> list[str]:
    return [say.effects_state(state) for state in reading.other]


# --- The board at the start ---------------------------------------------------------------------------


def _terror_put_now(marker: Marker) -> bool:
    """« pour 1 tour », put on this turn: this turn, this turn and the next, or the next only?"""
    return marker.effect is Effect.EPOUVANTE and marker.turns is None and marker.this_turn


def _mark(marker: Marker, walk: Walk) -> Mark:
    """A marker as the walk holds it: its count of turns, read as the book gives it when the input does not."""
    left = marker.turns
    if marker.effect is Effect.BRULURE and left is None:
        # « Subit 1 dégat par tour pendant 2 tours », resolved where « Résolez les effets actifs (Poison,
        # Brûlure...) » puts it: put on after this turn's Canalisation, its 2 DGT fall at the next 2 Canalisations.
        # The book decides it; no flag.
        left = rules.BURN_TURNS
    if marker.effect is Effect.EPOUVANTE and left is None:
        left = rules.TERROR_TURNS + (_terror_put_now(marker) and walk.other(OpenPoint.TERROR_TURN))
    waiting = ((marker.effect is Effect.PARALYSIE and marker.this_turn)  # « au tour suivant »
               or (_terror_put_now(marker) and walk.other(OpenPoint.TERROR_NEXT)))
    return Mark(marker.effect, marker.level, left, waiting, marker.rolls, marker.amount)


def _live(card: EffectCard, walk: Walk) -> Live:
    marks = tuple(_mark(m, walk) for m in card.effects) if card.arrives is None else ()
    return Live(card=card, name=card.label, printed_as=card.label, life=card.life, damage=card.damage, stance=card.stance,
                zone=card.zone, marks=marks,
                in_play=card.arrives is None, transition=card.transition and card.arrives is None,
                awakening_due=card.transition and card.awakening and card.arrives is None)


def _opening(board: Board, walk: Walk) -> None:
    """What each card's effects do now, how long they last and what ends them (the markers of « Effets | Capacités »)."""
    for live in board.values():
        if not live.in_play:
            continue
        _describe(live, walk)
        for marker in live.card.effects:
            if _terror_put_now(marker):
                walk.meet(OpenPoint.TERROR_TURN, card=live.card.id)
                walk.meet(OpenPoint.TERROR_NEXT, card=live.card.id)
        fresh = sum(m.effect is Effect.MALADIE and m.this_turn for m in live.card.effects)
        if fresh:
            _standing_sickness(board, live.card.id, fresh, walk)
        if live.transition:
            walk.add(say.effects_in_transition(live, live.awakening_due), rules.TRANSITION, card=live.card.id)
        _rooted_ranged(live, walk)


def _describe(live: Live, walk: Walk) -> None:
    """Each effect a card carries, once: what it does, how long, what ends it; a second marker is an open point."""
    seen: set[Effect] = set()
    for mark in live.marks:
        if mark.effect in seen:
            continue
        seen.add(mark.effect)
        walk.add(say.effects_carries(live, mark.effect.value, live.count(mark.effect), _number(mark), mark.left,
                                     mark.waiting), mark.effect.rule, card=live.card.id, effect=mark.effect.value)
        if live.count(mark.effect) > 1 and mark.effect in STACKING:
            walk.meet(OpenPoint.STACKING, card=live.card.id, effect=mark.effect.value)
        if mark.effect is Effect.MALADIE:
            # « perd 1 DGT par tour »: no phase, no « chaque » and no other turn named.
            walk.meet(OpenPoint.SICKNESS_EACH_TURN, card=live.card.id)
            walk.meet(OpenPoint.SICKNESS_OWN_TURN, card=live.card.id)


def _standing_sickness(board: Board, card_id: str, markers: int, walk: Walk) -> None:
    """The other reading of Maladie's rhythm: its DGT drop once, when the markers are put on (a marker carried from
    before already shows in the DGT given)."""
    if not walk.other(OpenPoint.SICKNESS_EACH_TURN):
        return
    live = board[card_id]
    after = max(live.damage - min(markers, _stacked(live, Effect.MALADIE, walk)) * rules.SICKNESS_LOSS, 0)
    board[card_id] = replace(live, damage=after)
    walk.add(say.effects_sickness(live, live.damage, after), Effect.MALADIE.rule, card=card_id,
             damage_before=live.damage, damage_after=after)


def _number(mark: Mark) -> int:
    """The number a marker shows: Régénération's level, or the number printed before a lost icon (0: none)."""
    return (mark.amount or 0) if mark.effect in LOST_ICON else mark.level


def _rooted_ranged(live: Live, walk: Walk) -> None:
    # « Les Créatures ayant la Compétence de Combat Portée et se trouvant dans la zone de Défense, ne peuvent cibler
    # que la zone d'Attaque. » « Elles peuvent se déplacer dans la zone d'Attaque » — which Enracinement forbids.
    if live.card.combat_skill is CombatSkill.PORTEE and live.zone is Zone.DEFENSE and not live.may_move:
        walk.add(say.effects_rooted_ranged(live), rules.RANGED_FROM_DEFENSE, card=live.card.id)


def _stacked(live: Live, effect: Effect, walk: Walk) -> int:
    """How many of a card's markers of ``effect`` act: each (the reading kept), or one (the other)."""
    n = live.count(effect)
    return min(n, 1) if walk.other(OpenPoint.STACKING) else n


def _levels(live: Live, effect: Effect, walk: Walk) -> int:
    levels = [m.level for m in live.marks if m.effect is effect]
    if not levels:
        return 0
    return max(levels) if walk.other(OpenPoint.STACKING) else sum(levels)


# --- Damage, loss, death ----------------------------------------------------------------------------------


def _hurt(board: Board, card_id: str, amount: int, effect: Effect | None, walk: Walk, *, loss: bool,
          check_death: bool = True) -> None:
    """``amount`` DGT (or PDV lost) by an effect, or by combat (``effect`` None); Lien d'Ombre answers damage; a
    card at 0 PDV is destroyed."""
    live = board[card_id]
    before = live.life
    slug, rule = (effect.value, effect.rule) if effect is not None else ("combat", rules.COMBAT_DAMAGE)
    board[card_id] = replace(live, life=before - amount)
    walk.add(say.effects_hurt(live, slug, amount, before, before - amount, loss), rule,
             card=card_id, effect=slug, life_before=before, life_after=before - amount)
    if live.has(Effect.LIEN_D_OMBRE):
        if loss:
            # « Pour chaque dégat subi »: are PDV « perdus » dégâts?
            walk.meet(OpenPoint.LOSS_IS_DAMAGE, card=card_id)
        if not loss or walk.other(OpenPoint.LOSS_IS_DAMAGE):
            _shadow_link(board, card_id, amount, walk)
    if check_death:
        _deaths(board, walk)


def _shadow_link(board: Board, hurt_id: str, amount: int, walk: Walk) -> None:
    # « Pour chaque dégat subi par une créature portant le Lien d'Ombre, les autres créatures portant le Lien
    # d'Ombre gagnent 1 point de vie. »
    for other in list(board.values()):
        if other.card.id == hurt_id or not other.in_play or not other.has(Effect.LIEN_D_OMBRE):
            continue
        gain = amount * rules.SHADOW_LINK_GAIN
        board[other.card.id] = replace(other, life=other.life + gain)
        walk.add(say.effects_shadow_link(other, board[hurt_id], gain, other.life, other.life + gain),
                 Effect.LIEN_D_OMBRE.rule, card=other.card.id, life_before=other.life, life_after=other.life + gain)


def _deaths(board: Board, walk: Walk) -> None:
    """« Montant de dégats qu'une carte peut subir avant d'être détruite »: at 0 PDV it goes to the Cimetière."""
    for live in list(board.values()):
        if live.in_play and live.life <= 0:
            _destroy(board, live, walk)


def _destroy(board: Board, live: Live, walk: Walk, rule: str = rules.PDV) -> None:
    board[live.card.id] = replace(live, in_play=False, dead=True, died_on=walk.number)
    walk.add(say.effects_destroyed(live), rule, card=live.card.id)
    _on_death(board, live, walk)
    _loot(live, walk)


def _loot(live: Live, walk: Walk) -> None:
    """« Butin récupéré à la destruction de la créature »: the other player takes it, whatever destroyed the card
    and whoever's turn it is — XP are « récupérés sur les créatures adverses détruites »."""
    gainer = live.side.other
    # « NB : Les Créatures Tokens ne rapportent pas de Points d'Expérience »
    xp = rules.TOKEN_XP if live.card.token else live.card.loot.xp
    hlx = live.card.loot.hlx
    if live.card.token:
        walk.add(say.token_gives_no_xp(live), rules.TOKENS_NO_XP, card=live.card.id)
    if not xp and not hlx:
        return
    walk.loot_helix[gainer] += hlx
    walk.add(say.effects_loot(gainer.value, live, xp, hlx), rules.LOOT, card=live.card.id, xp=xp, hlx=hlx,
             player=gainer.value)
    if xp and gainer in walk.xp:
        _gain_xp(gainer, xp, walk)


def _gain_xp(gainer: Camp, xp: int, walk: Walk) -> None:
    before = walk.xp[gainer]
    walk.xp[gainer] = before + xp
    walk.add(say.effects_xp(gainer.value, before, before + xp), rules.XP_FROM_ENEMIES, player=gainer.value,
             before=before, after=before + xp)
    # « Pour faire évoluer votre Chef de Guerre au Niveau 2, vous devez accumuler 12 Points d'Expérience »
    if walk.level[gainer] < rules.WARLORD_LAST_LEVEL and walk.xp[gainer] >= rules.XP_FOR_LEVEL_2:
        walk.level[gainer] = rules.WARLORD_LAST_LEVEL
        walk.add(say.effects_level_up(gainer.value), rules.XP_FROM_ENEMIES, player=gainer.value,
                 level=rules.WARLORD_LAST_LEVEL)
    # « Lorsqu'il a atteint le Niveau 2, votre Chef de Guerre continue à gagner de l'Expérience. Quand il atteint 24
    # Points d'Expérience, vous gagnez la partie ! » — at that moment, whoever's turn it is.
    if walk.winner is None and walk.level[gainer] >= rules.WARLORD_LAST_LEVEL and walk.xp[gainer] >= rules.XP_FOR_VICTORY:
        walk.winner = gainer
        walk.add(say.effects_xp_victory(gainer.value, walk.number), rules.XP_VICTORY, player=gainer.value)


def _on_death(board: Board, live: Live, walk: Walk) -> None:
    """« Mort : Capacité activée lorsqu'une créature est détruite »: Peste and Germination."""
    if live.has(Effect.PESTE):
        # « Quand la créature meurt, envoi au cimetière la 1ère carte d'un livre ciblé »: who aims at which Livre
        # is not written; the board does not change.
        walk.choice(say.effects_plague(live), Effect.PESTE.rule, card=live.card.id)
    if live.has(Effect.GERMINATION):
        _gain(live, Effect.GERMINATION, walk)


def _gain(live: Live, effect: Effect, walk: Walk) -> None:
    """« gagnez » followed by an icon the cleaned book lost (Drain de Lumière, Germination): what is gained, and how
    much, is not written. Nothing is counted; the other reading counts the number printed as Helix."""
    printed = [m.amount for m in live.marks if m.effect is effect and m.amount is not None]
    amount = (max(printed) if walk.other(OpenPoint.STACKING) else sum(printed)) if printed else None
    walk.add(say.effects_gain(live, effect.value, amount), effect.rule, card=live.card.id, amount=amount)
    walk.meet(OpenPoint.LOST_ICON, rule=effect.rule, card=live.card.id, effect=effect.value)
    if walk.other(OpenPoint.LOST_ICON) and amount:
        walk.helix[live.side] += amount


# --- 1 Canalisation --------------------------------------------------------------------------------------


def canalisation(board: Board, walk: Walk) -> None:
    _straighten(board, walk)
    _paralysis_starts(board, walk)
    _active_effects(board, walk)
    _awakenings(board, walk)


def _straighten(board: Board, walk: Walk) -> None:
    # « Le joueur Attaquant redresse toutes ses cartes, sauf effet contraire. »
    raised = []
    for live in list(board.values()):
        if not live.in_play or live.side is not walk.player:
            continue
        if live.has(Effect.ASSOMME):
            # « La créature ne se relève pas au début du prochain tour de son contrôleur »: then it is spent.
            board[live.card.id] = replace(live, marks=live.without(Effect.ASSOMME))
            walk.add(say.effects_stunned(live, live.stance is Stance.INCLINE), Effect.ASSOMME.rule, card=live.card.id)
        elif live.stance is Stance.INCLINE:
            board[live.card.id] = replace(live, stance=Stance.DRESSE)
            raised.append(live)
    if raised:
        walk.add(say.effects_straighten(walk.player.value, raised), rules.STRAIGHTEN,
                 cards=[c.card.id for c in raised])


def _paralysis_starts(board: Board, walk: Walk) -> None:
    # « La créature ne peut ni attaquer ni utiliser de pouvoir au tour suivant »: not the turn it was put on.
    if walk.number == walk.source.turn:
        return
    for live in list(board.values()):
        if not live.in_play or not any(m.effect is Effect.PARALYSIE and m.waiting for m in live.marks):
            continue
        walk.meet(OpenPoint.PARALYSIS_TURN, card=live.card.id)
        if walk.other(OpenPoint.PARALYSIS_TURN) and live.side is not walk.player:
            continue  # its controller's next turn, not this one
        marks = tuple(replace(m, waiting=False) if m.effect is Effect.PARALYSIE else m for m in live.marks)
        board[live.card.id] = replace(live, marks=marks)
        walk.add(say.effects_paralysed(live), Effect.PARALYSIE.rule, card=live.card.id)


def _active_effects(board: Board, walk: Walk) -> None:
    # « Résolez les effets actifs (Poison, Brûlure...) »: every card's, on every turn (« Tour : temps de jeu d'un
    # joueur »: « chaque tour » is each player's).
    hit = [live.card.id for live in board.values() if live.in_play and (live.has(Effect.POISON)
                                                                        or live.has(Effect.BRULURE))]
    linked = any(live.in_play and live.has(Effect.LIEN_D_OMBRE) for live in board.values())
    at_once = True
    if len(hit) > 1 and linked:
        # Several cards hurt at once while a Lien d'Ombre heals: all at once, or one card after another?
        walk.meet(OpenPoint.SIMULTANEOUS, cards=hit)
        at_once = not walk.other(OpenPoint.SIMULTANEOUS)
    for card_id in [c.card.id for c in board.values()]:
        live = board[card_id]
        if not live.in_play:
            continue
        _poison(board, card_id, walk, check_death=not at_once)
        _burn(board, card_id, walk, check_death=not at_once)
        _sickness(board, card_id, walk)
        _abduction(board, card_id, walk, check_death=not at_once)
    _deaths(board, walk)


def _poison(board: Board, card_id: str, walk: Walk, check_death: bool) -> None:
    # « Poison : Au début de chaque tour, inflige 1 DGT »
    live = board[card_id]
    if not live.in_play or not live.has(Effect.POISON):
        return
    _hurt(board, card_id, _stacked(live, Effect.POISON, walk) * rules.POISON_DAMAGE, Effect.POISON, walk,
          loss=False, check_death=check_death)


def _burn(board: Board, card_id: str, walk: Walk, check_death: bool) -> None:
    # « Brûlure : Subit 1 dégat par tour pendant 2 tours »
    live = board[card_id]
    burns = [m for m in live.marks if m.effect is Effect.BRULURE]
    if not live.in_play or not burns:
        return
    # Two Brûlures: each burns and counts its own turns; or the second only restarts the count (the longest kept).
    acting = [max(burns, key=lambda m: m.left or 0)] if walk.other(OpenPoint.STACKING) else burns
    _hurt(board, card_id, len(acting) * rules.BURN_DAMAGE, Effect.BRULURE, walk, loss=False, check_death=check_death)
    live = board[card_id]
    kept = [m for m in live.marks if m.effect is not Effect.BRULURE]
    kept += [replace(m, left=(m.left or 1) - 1) for m in acting if (m.left or 1) > 1]
    board[card_id] = replace(live, marks=tuple(kept))
    left_now = max((m.left or 0 for m in kept if m.effect is Effect.BRULURE), default=0)
    walk.add(say.effects_burn_left(live, left_now), Effect.BRULURE.rule, card=card_id, turns_left=left_now)


def _sickness(board: Board, card_id: str, walk: Walk) -> None:
    # « Une créature affligée de Maladie perd 1 DGT par tour »
    live = board[card_id]
    if not live.in_play or not live.has(Effect.MALADIE) or walk.other(OpenPoint.SICKNESS_EACH_TURN):
        return
    if walk.other(OpenPoint.SICKNESS_OWN_TURN) and live.side is not walk.player:
        return
    loss = _stacked(live, Effect.MALADIE, walk) * rules.SICKNESS_LOSS
    after = max(live.damage - loss, 0)
    board[card_id] = replace(live, damage=after)
    walk.add(say.effects_sickness(live, live.damage, after), Effect.MALADIE.rule, card=card_id,
             damage_before=live.damage, damage_after=after)


def _abduction(board: Board, card_id: str, walk: Walk, check_death: bool) -> None:
    # « Une créature enlèvement doit effectuer un jet de dé : Pair : elle se dégage et peut se déplacer ; Impair :
    # elle perd 1 PDV et reste immobilisée ». When it rolls is not written: at its controller's Canalisation (before
    # it could move), or at every Canalisation?
    live = board[card_id]
    if not live.in_play or not live.captive:
        return
    walk.meet(OpenPoint.ABDUCTION_ROLL, card=card_id)
    if live.side is not walk.player and not walk.other(OpenPoint.ABDUCTION_ROLL):
        return
    mark = next(m for m in live.marks if m.effect is Effect.ENLEVEMENT)
    if not mark.rolls:
        walk.add(say.effects_abduction_no_roll(live), Effect.ENLEVEMENT.rule, card=card_id)
        return
    roll, rest = mark.rolls[0], mark.rolls[1:]
    if roll % 2 == 0:
        board[card_id] = replace(live, marks=live.without(Effect.ENLEVEMENT))
        walk.add(say.effects_abduction_free(live, roll), Effect.ENLEVEMENT.rule, card=card_id, roll=roll)
        return
    marks = tuple(replace(m, rolls=rest) if m is mark else m for m in live.marks)
    board[card_id] = replace(live, marks=marks)
    walk.add(say.effects_abduction_held(live, roll), Effect.ENLEVEMENT.rule, card=card_id, roll=roll)
    _hurt(board, card_id, rules.ABDUCTION_LOSS, Effect.ENLEVEMENT, walk, loss=True, check_death=check_death)


def _awakenings(board: Board, walk: Walk) -> None:
    # « Activez les effets d'Eveil des créatures en Transition »: the next Canalisation, or its controller's?
    for live in list(board.values()):
        if not live.in_play or not live.awakening_due:
            continue
        walk.meet(OpenPoint.AWAKENING, card=live.card.id)
        waits_for_its_turn = not walk.other(OpenPoint.AWAKENING)
        if waits_for_its_turn and live.side is not walk.player:
            continue
        board[live.card.id] = replace(live, awakening_due=False, awakened_on=walk.number)
        walk.add(say.effects_awakening(live), rules.AWAKEN_IN_TRANSITION, card=live.card.id)


# --- Cards coming into play (2 Préparation, 3 Combat) ------------------------------------------------


def _piece(live: Live) -> limits.Piece:
    return limits.Piece(live.printed_as, live.card.rarity, Category.CREATURE, live.card.token)


def _enter(board: Board, card_id: str, walk: Walk) -> None:
    """A card comes into play: the board's limits first (:mod:`..limits`), then Vigilance answers it."""
    live = board[card_id]
    entry = live.card.arrives
    assert entry is not None, "only a card arriving enters"
    if entry.how is Arrival.CLONE_VEGETAL:
        live = _clone(board, live, walk)
    mine = [_piece(c) for c in board.values() if c.in_play and c.side is live.side]
    theirs = [_piece(c) for c in board.values() if c.in_play and c.side is not live.side]
    verdict = limits.entry(_piece(live), mine, theirs)
    if verdict.refusals:
        for refusal in verdict.refusals:
            walk.add(refusal.text, refusal.rule, card=card_id, code=refusal.code)
        board[card_id] = replace(live, in_play=False)
        return
    for doubt in verdict.doubts:
        # Refused on one reading of the book, allowed on the other: walked as allowed, and the other way too.
        walk.meet(OpenPoint.LIMIT_DOUBT, doubt.text, doubt.rule, card=card_id)
    if verdict.doubts and walk.other(OpenPoint.LIMIT_DOUBT):
        board[card_id] = replace(live, in_play=False)
        return
    for held in verdict.held:
        walk.add(held.text, held.rule, card=card_id)
    # Its own markers, counted from its entry (« pendant 2 tours », « pour 1 tour » start now).
    own = tuple(Mark(m.effect, m.level, m.turns if m.turns is not None else _book_turns(m.effect), False, m.rolls,
                     m.amount) for m in live.card.effects)
    board[card_id] = replace(live, in_play=True, marks=live.marks + own)
    walk.add(say.effects_enters(board[card_id], entry.how.value), _arrival_rule(entry.how), card=card_id)
    _describe(board[card_id], walk)
    if own and any(m.effect is Effect.MALADIE for m in own):
        _standing_sickness(board, card_id, sum(m.effect is Effect.MALADIE for m in own), walk)
    _rooted_ranged(board[card_id], walk)
    _vigilance(board, card_id, walk)


def _book_turns(effect: Effect) -> int | None:
    return {Effect.BRULURE: rules.BURN_TURNS, Effect.EPOUVANTE: rules.TERROR_TURNS}.get(effect)


def _arrival_rule(how: Arrival) -> str:
    return {Arrival.INVOCATION: rules.PREPARATION_ACTIONS, Arrival.RENFORT: rules.RENFORT,
            Arrival.BRISE_SORT: rules.BRISE_SORT, Arrival.CLONE_VEGETAL: rules.keyword("clone-vegetal")}[how]


def _clone(board: Board, live: Live, walk: Walk) -> Live:
    # « Ciblez une Bête Commune Le Clone végétal en devient la copie exacte »: the card as printed, or as it stands?
    entry = live.card.arrives
    assert entry is not None and entry.copies is not None, "checked: a Clone Végétal names its Bête"
    model = board[entry.copies]
    if not model.in_play:
        # « Ciblez une Bête Commune »: the one named is no longer in play; nothing to copy.
        walk.add(say.effects_clone_gone(live, model), rules.keyword("clone-vegetal"), card=live.card.id)
        return live
    walk.meet(OpenPoint.CLONE_COPY, card=live.card.id, copies=model.card.id)
    if walk.other(OpenPoint.CLONE_COPY):
        life, damage, marks = model.life, model.damage, model.marks
    else:
        life, damage, marks = model.card.printed_life or model.card.life, model.card.damage, ()
    copy = replace(live, printed_as=model.printed_as, life=life, damage=damage, marks=marks)
    walk.add(say.effects_clone(live, model, life, damage), rules.keyword("clone-vegetal"), card=live.card.id,
             copies=model.card.id, life=life, damage=damage)
    return copy


def _vigilance(board: Board, card_id: str, walk: Walk) -> None:
    # « Quand une créature ennemie est invoquée, attaque cette créature (… Une créature qui apparaît dissimulée ne
    # peut être attaquée) »
    entered = board[card_id]
    for live in list(board.values()):
        if not live.in_play or live.side is entered.side or not live.has(Effect.VIGILANCE):
            continue
        if entered.has(Effect.ATTAQUE_SPECTRALE):
            walk.add(say.effects_vigilance_hidden(live, entered), Effect.VIGILANCE.rule, card=live.card.id)
            continue
        if _no_attack_yet(walk):
            walk.add(say.no_attack_in_cycle(cycle_of(walk.number)), rules.NO_ATTACK_IN_CYCLE_1, card=live.card.id)
            continue
        why = live.refusal("attack")
        if why is not None:
            walk.add(say.effects_cannot_attack(live, why), _refusal_rule(why), card=live.card.id, reason=why)
            continue
        walk.add(say.effects_vigilance(live, entered), Effect.VIGILANCE.rule, card=live.card.id, target=card_id)
        _attack(board, live.card.id, walk)
        if board[live.card.id].in_play:
            board[live.card.id] = replace(board[live.card.id], stance=Stance.INCLINE)
            walk.add(say.effects_inclined([board[live.card.id]]), rules.INCLINE, card=live.card.id)


def _arrivals(board: Board, walk: Walk, hows: Iterable[Arrival]) -> None:
    for card_id, live in list(board.items()):
        entry = live.card.arrives
        if entry is None or live.in_play or live.dead or entry.turn != walk.number or entry.how not in hows:
            continue
        _enter(board, card_id, walk)


def preparation(board: Board, walk: Walk) -> None:
    # « Invoquez des créatures et des objets, lancez des sorts, activez des pouvoirs »; Brise-Sort answers the
    # opponent's spell or power, played here.
    _arrivals(board, walk, (Arrival.INVOCATION, Arrival.CLONE_VEGETAL, Arrival.BRISE_SORT))


# --- 3 Combat, 4 Résolution --------------------------------------------------------------------------


def _refusal_rule(why: str) -> str:
    return {"transition": rules.TRANSITION, "inclined": rules.ONLY_DRESSED_FIGHT, "epouvante": Effect.EPOUVANTE.rule,
            "paralysie": Effect.PARALYSIE.rule, "enracinement": Effect.ENRACINEMENT.rule,
            "enlevement": Effect.ENLEVEMENT.rule, "attacked": rules.ONCE_A_TURN}.get(why, rules.PDV)


def _no_attack_yet(walk: Walk) -> bool:
    """« Pas de déclaration d'attaque sur le Cycle 1 »."""
    return cycle_of(walk.number) < rules.FIRST_ATTACK_CYCLE


def combat(board: Board, walk: Walk) -> None:
    attackers = []
    if _no_attack_yet(walk) and any(c.in_play and c.side is walk.player and c.card.attacks for c in board.values()):
        walk.add(say.no_attack_in_cycle(cycle_of(walk.number)), rules.NO_ATTACK_IN_CYCLE_1)
    for live in list(board.values()):
        if not live.in_play or live.side is not walk.player or not live.card.attacks or _no_attack_yet(walk):
            continue
        why = live.refusal("attack")
        if why is not None:
            walk.add(say.effects_cannot_attack(live, why), _refusal_rule(why), card=live.card.id, reason=why)
            continue
        walk.add(say.effects_declares(live), rules.DECLARE_ATTACK, card=live.card.id)
        attackers.append(live.card.id)
        _attack(board, live.card.id, walk)
        for _ in range(live.card.attacks_per_turn - 1):
            # « Frénésie : Peut attaquer 2 fois par tour »; « NB : Une créature ne peut attaquer qu'une seule fois
            # par tour, sauf si elle possède la capacité Frénésie » — a second Combat phase (« L'attaquant peut
            # déclarer une nouvelle phase de Combat »). Its effects act at each attack.
            again = board[live.card.id]
            why = replace(again, attacked=False).refusal("attack")
            if why is not None:
                walk.add(say.effects_cannot_attack(again, why), _refusal_rule(why), card=live.card.id, reason=why)
                break
            walk.add(say.effects_attacks_again(again), rules.keyword("frenesie"), card=live.card.id)
            _attack(board, live.card.id, walk)
    # « Permet au joueur défenseur d'invoquer cette créature quand le joueur adverse déclare une attaque »
    for card_id, live in list(board.items()):
        entry = live.card.arrives
        if entry is None or live.in_play or live.dead or entry.turn != walk.number or entry.how is not Arrival.RENFORT:
            continue
        if not attackers:
            walk.add(say.effects_no_reinforcement(live), rules.RENFORT, card=card_id)
            continue
        _enter(board, card_id, walk)


def _attack(board: Board, card_id: str, walk: Walk) -> None:
    """What a card's effects do when it attacks."""
    live = board[card_id]
    misty = live.has(Effect.ASSAUT_DE_BRUME)
    # A second attack (Frénésie) starts from the Attaque zone: no new déplacement for Saignement.
    moves = live.card.combat_skill is CombatSkill.CONTACT and not live.attacked
    # « Les Créatures ayant la Compétence de Combat Contact se déplacent dans la zone d'Attaque quand elles déclarent
    # une attaque »; a PORTÉE one may stay where it stands.
    board[card_id] = replace(live, attacked=True, misted=misty, zone=Zone.ATTAQUE if moves else live.zone)
    if live.card.combat_skill is CombatSkill.PORTEE:
        _rooted_ranged(live, walk)
    if live.has(Effect.ATTAQUE_SPECTRALE):
        # « Les DGT de sa prochaine attaque sont doublés »; Dissimulation lasts « tant qu'il n'a pas attaqué ».
        walk.add(say.effects_spectral_attack(live, live.damage, live.damage * rules.SPECTRAL_MULTIPLIER),
                 Effect.ATTAQUE_SPECTRALE.rule, card=card_id, damage=live.damage * rules.SPECTRAL_MULTIPLIER)
    if misty:
        walk.add(say.effects_mist_assault(live), Effect.ASSAUT_DE_BRUME.rule, card=card_id)
    if live.has(Effect.DRAIN_DE_LUMIERE):
        _gain(live, Effect.DRAIN_DE_LUMIERE, walk)
    losses = []
    if live.has(Effect.SAIGNEMENT) and moves:
        # A CONTACT creature « se déplace dans la zone d'Attaque » to attack: a déplacement.
        losses.append((Effect.SAIGNEMENT, _stacked(live, Effect.SAIGNEMENT, walk) * rules.BLEEDING_LOSS))
    if live.has(Effect.EPINES_ACEREES):
        losses.append((Effect.EPINES_ACEREES, _stacked(live, Effect.EPINES_ACEREES, walk) * rules.THORNS_LOSS))
    for effect, amount in losses:
        if misty:
            # « ne subit pas de dégats lors de la prochaine attaque »: are PDV « perdus » dégâts?
            walk.meet(OpenPoint.LOSS_IS_DAMAGE, card=card_id)
            if walk.other(OpenPoint.LOSS_IS_DAMAGE):
                walk.add(say.effects_mist_spares(live, effect.value), Effect.ASSAUT_DE_BRUME.rule, card=card_id)
                continue
        if board[card_id].in_play:
            _hurt(board, card_id, amount, effect, walk, loss=True)
    live = board[card_id]
    spent = tuple(m for m in live.marks if m.effect not in (Effect.ASSAUT_DE_BRUME,))
    board[card_id] = replace(live, marks=spent)


def resolution(board: Board, walk: Walk) -> None:
    fought = [live for live in board.values() if live.in_play and live.attacked and live.stance is Stance.DRESSE
              and live.side is walk.player]
    hits = [hit for hit in walk.source.hits if (hit.turn or walk.source.turn) == walk.number]
    if fought and not hits:
        walk.add(say.EFFECTS_COMBAT_ELSEWHERE, rules.COMBAT_DAMAGE)
    for hit in hits:
        _combat_hit(board, hit.card, hit.amount, walk)
    # « Après un combat, les créatures terminent le tour inclinées. »
    fought = [board[live.card.id] for live in fought if board[live.card.id].in_play]
    if not fought:
        return
    for live in fought:
        board[live.card.id] = replace(live, stance=Stance.INCLINE)
    walk.add(say.effects_inclined(fought), rules.INCLINE, cards=[c.card.id for c in fought])


def _combat_hit(board: Board, card_id: str, amount: int, walk: Walk) -> None:
    """Combat damage given by the combat calculator: Lien d'Ombre answers it, it may destroy."""
    live = board[card_id]
    if not live.in_play:
        walk.add(say.effects_hit_not_in_play(live), rules.COMBAT_DAMAGE, card=card_id)
        return
    if live.misted:
        # « Assaut de Brume : … ne subit pas de dégats lors de la prochaine attaque »
        walk.add(say.effects_mist_no_damage(live, amount), Effect.ASSAUT_DE_BRUME.rule, card=card_id)
        return
    _hurt(board, card_id, amount, None, walk, loss=False)


# --- 5 Réparation -------------------------------------------------------------------------------------


def reparation(board: Board, walk: Walk) -> None:
    # « Invoquez des créatures et objets, jouez des sorts »: a summon the walk starts too late to put in Préparation.
    if walk.number == walk.source.turn and walk.source.phase.rank > Phase.PREPARATION.rank:
        _arrivals(board, walk, (Arrival.INVOCATION, Arrival.CLONE_VEGETAL, Arrival.BRISE_SORT))
    # « Activez les capacités prenant effet en fin de tour »
    for card_id in list(board):
        _regenerate(board, card_id, walk)
        live = board[card_id]
        if live.in_play and live.has(Effect.ATTAQUE_SPECTRALE):
            # « Elle meurt à la fin du tour »
            _destroy(board, live, walk, Effect.ATTAQUE_SPECTRALE.rule)
    # « Terminez le tour »: what lasts for this turn ends.
    for card_id in list(board):
        _end_of_turn(board, card_id, walk)


def _regenerate(board: Board, card_id: str, walk: Walk) -> None:
    # « Regagne 1 PDV par niveau de Régénération en fin de tour. »
    live = board[card_id]
    if not live.in_play or not live.has(Effect.REGENERATION):
        return
    gain = _levels(live, Effect.REGENERATION, walk) * rules.REGENERATION_PER_LEVEL
    after = live.life + gain
    printed = live.card.printed_life
    if printed is not None and after > printed:
        # « Regagne »: back up to its printed PDV, or beyond?
        walk.meet(OpenPoint.REGENERATION_CAP, card=card_id)
        if not walk.other(OpenPoint.REGENERATION_CAP):
            after = max(live.life, printed)
    board[card_id] = replace(live, life=after)
    walk.add(say.effects_regenerates(live, after - live.life, live.life, after), Effect.REGENERATION.rule,
             card=card_id, life_before=live.life, life_after=after)


def _end_of_turn(board: Board, card_id: str, walk: Walk) -> None:
    live = board[card_id]
    if not live.in_play:
        board[card_id] = replace(live, attacked=False, misted=False)
        return
    ended: list[str] = []
    kept: list[Mark] = []
    for mark in live.marks:
        if mark.effect is Effect.ENRACINEMENT:  # « pendant tout le tour »
            ended.append(mark.effect.value)
            continue
        if mark.effect is Effect.PARALYSIE and not mark.waiting:  # its « tour suivant » is over
            ended.append(mark.effect.value)
            continue
        if mark.effect is Effect.EPOUVANTE and mark.waiting:  # the other reading's « 1 tour »: the next one
            kept.append(replace(mark, waiting=False))
            continue
        if mark.effect is Effect.EPOUVANTE:  # « pour 1 tour »
            left = (mark.left or 1) - 1
            if left <= 0:
                ended.append(mark.effect.value)
                continue
            mark = replace(mark, left=left)
        kept.append(mark)
    if live.transition:  # « jusqu'à la fin du tour »
        walk.add(say.effects_transition_ends(live), rules.TRANSITION, card=card_id)
    for effect in dict.fromkeys(ended):
        walk.add(say.effects_ends(live, effect), rules.keyword(effect), card=card_id, effect=effect)
    board[card_id] = replace(live, marks=tuple(kept), transition=False, attacked=False, misted=False)


PHASES: dict[Phase, Callable[[Board, Walk], None]] = {
    Phase.CANALISATION: canalisation, Phase.PREPARATION: preparation, Phase.COMBAT: combat,
    Phase.RESOLUTION: resolution, Phase.REPARATION: reparation,
}


# --- The table a page shows --------------------------------------------------------------------------


def state(live: Live) -> CardState:
    """What a card may do now, and what it carries."""
    in_play = live.in_play
    # « La créature gagne Dissimulation »: « Ne peut être ciblée tant qu'il n'a pas attaqué ».
    hidden = live.has(Effect.ATTAQUE_SPECTRALE) and not live.attacked
    return CardState(
        id=live.card.id, name=live.name, gender=live.card.gender, side=live.side,
        life=max(live.life, 0) if live.dead else live.life, damage=live.damage, stance=live.stance, zone=live.zone,
        in_play=in_play, alive=not live.dead, died_on=live.died_on,
        # A destroyed card's markers went to the Cimetière with it.
        effects=tuple(say.effects_marker(m.effect.value, _number(m), m.left, m.waiting) for m in live.marks
                      if not live.dead),
        may_attack=live.refusal("attack") is None, may_block=live.refusal("block") is None,
        may_move=live.may_move, may_use_powers=in_play and not live.transition and not live.has(Effect.PARALYSIE),
        targetable=in_play and not hidden,
        targetable_by_spells=in_play and not hidden and not live.has(Effect.DEFENSE_ETHERIQUE))


# --- The walk ------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Run:
    """One run's outcome."""

    turns: tuple[TurnReport, ...]
    final: tuple[CardState, ...]
    moments: tuple[tuple[str, int | None, int | None], ...]
    """Each card's turn of death and of Éveil: two readings that differ only in when, differ."""
    helix: tuple[int, int]
    met: tuple[OpenPoint, ...]
    walk: Walk

    @property
    def key(self) -> tuple[object, ...]:
        return self.final, self.moments, self.helix, self.experience, self.winner

    @property
    def experience(self) -> tuple[XpState, ...]:
        return tuple(XpState(side, xp, self.walk.level[side], self.walk.loot_helix[side])
                     for side, xp in self.walk.xp.items())

    @property
    def winner(self) -> Camp | None:
        return self.walk.winner


def run(source: EffectsInput, flipped: frozenset[OpenPoint] = frozenset(),
        others: dict[OpenPoint, Reading] | None = None) -> Run:
    walk = Walk(source, flipped, others or {})
    walk.number, walk.player = source.turn, player_of(source.turn)
    walk.xp = {w.side: w.xp for w in source.warlords}
    walk.level = {w.side: w.level for w in source.warlords}
    board: Board = {card.id: _live(card, walk) for card in source.cards}
    _opening(board, walk)
    reports = []
    for k in range(source.turns):
        walk.number = source.turn + k
        walk.player = player_of(walk.number)
        walk.add(say.effects_turn(walk.number, cycle_of(walk.number), walk.player.value), rules.CYCLE_OF_TWO_TURNS,
                 player=walk.player.value, cycle=cycle_of(walk.number))
        phases = []
        for phase in Phase:
            if k == 0 and phase.rank < source.phase.rank:
                continue
            PHASES[phase](board, walk)
            phases.append(PhaseReport(phase, tuple(state(live) for live in board.values())))
            if walk.winner is not None:
                break
        reports.append(TurnReport(walk.number, walk.player, tuple(phases)))
        if walk.winner is not None:
            break  # « vous gagnez la partie ! »: nothing more is walked
    final = tuple(state(live) for live in board.values())
    moments = tuple((live.card.id, live.died_on, live.awakened_on) for live in board.values())
    return Run(tuple(reports), final, moments, (walk.helix[Camp.ONE], walk.helix[Camp.TWO]), tuple(walk.met), walk)


UNSETTLED = ("brouillard", "eveil", "mort", "peste")
"""The effects the glossary does not define precisely enough to walk (their reasons: ``say.EFFECTS_UNSETTLED``)."""

UNSETTLED_RULES = {"brouillard": rules.keyword("brouillard"), "eveil": rules.keyword("eveil"),
                   "mort": rules.DEATH_KEYWORD, "peste": Effect.PESTE.rule}


def unsettled() -> tuple[Unsettled, ...]:
    names, reasons = say.EFFECTS_UNSETTLED_NAMES, say.EFFECTS_UNSETTLED
    return tuple(Unsettled(names[slug], UNSETTLED_RULES[slug], reasons[slug]) for slug in UNSETTLED)


def walk_effects(source: EffectsInput) -> EffectsResult:
    """The turns walked under the readings kept; each open point met walked the other way too."""
    first = run(source)
    readings: dict[OpenPoint, Reading] = {}
    for point in first.met:
        other = run(source, frozenset({point}))
        differing = tuple(o for o, kept in zip(other.final, first.final, strict=True) if o != kept)
        helix = {Camp.ONE.value: other.helix[0], Camp.TWO.value: other.helix[1]} if any(other.helix) else {}
        readings[point] = Reading(point, other.key == first.key, differing, helix)
    final = run(source, frozenset(), readings)
    steps = final.walk.trace.steps()
    silent = sum(step.flag is Flag.SILENT for step in steps)
    summary = say.effects_summary(source.turn, source.turns, final.final, silent)
    if final.winner is not None:
        summary = f"{summary} {say.effects_xp_victory(final.winner.value, final.walk.number)}"
    return EffectsResult(turns=final.turns, cards=final.final,
                         readings=tuple(readings[p] for p in final.met if p in readings), unsettled=unsettled(),
                         steps=steps, summary=summary, experience=final.experience, winner=final.winner)

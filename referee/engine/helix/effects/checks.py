"""Every refusal of a board of lasting effects at once, each with its field path and rule anchor."""
from __future__ import annotations

from collections.abc import Iterator

from referee.engine.trace import Problem

from .. import limits, rules
from .. import phrasebook as say
from ..model import Category, Phase, Rarity
from .model import LEVELLED, LOST_ICON, TIMED, Arrival, Effect, EffectCard, EffectsInput, Species, player_of


def _piece(card: EffectCard) -> limits.Piece:
    return limits.Piece(card.label, card.rarity, Category.CREATURE, card.token)


def check(source: EffectsInput) -> Iterator[Problem]:
    """What the rules refuse in the board given: an id twice, a Renfort on its own turn, a Clone of an Épique…"""
    seen: set[str] = set()
    last_turn = source.turn + source.turns - 1
    for k, warlord in enumerate(source.warlords):
        if any(w.side is warlord.side for w in source.warlords[:k]):
            yield Problem(f"warlords[{k}].side", say.effects_warlord_twice(warlord.side.value), rules.XP_FROM_ENEMIES,
                          "duplicate")
        # « Pour faire évoluer votre Chef de Guerre au Niveau 2, vous devez accumuler 12 Points d'Expérience »
        if warlord.level >= rules.WARLORD_LAST_LEVEL and warlord.xp < rules.XP_FOR_LEVEL_2:
            yield Problem(f"warlords[{k}].level", say.effects_level_too_early(warlord.xp), rules.XP_FROM_ENEMIES,
                          "too_few_xp")
    for i, card in enumerate(source.cards):
        at = f"cards[{i}]"
        if card.id in seen:
            yield Problem(f"{at}.id", say.duplicate_id(card.id), None, "duplicate_id")
        seen.add(card.id)
        for j, marker in enumerate(card.effects):
            yield from _marker(card, marker.effect, marker.turns, marker.level, marker.rolls, f"{at}.effects[{j}]",
                               marker.this_turn)
            if marker.amount is not None and marker.effect not in LOST_ICON:
                yield Problem(f"{at}.effects[{j}].amount", say.effects_no_amount(marker.effect.value),
                              marker.effect.rule, "not_a_lost_icon")
        if card.arrives is not None:
            yield from _arrival(source, card, f"{at}.arrives", last_turn)
        if card.transition and card.arrives is not None:
            # « État que subit une créature revenue du Cimetière »: the walk brings no card back from it.
            yield Problem(f"{at}.transition", say.effects_transition_arriving(card), rules.TRANSITION, "transition")
    for k, hit in enumerate(source.hits):
        target = source.card(hit.card)
        if target is None:
            yield Problem(f"hits[{k}].card", say.effects_hit_unknown(hit.card), rules.RESOLUTION, "unknown_card")
        if hit.turn is not None and not source.turn <= hit.turn <= last_turn:
            yield Problem(f"hits[{k}].turn", say.effects_arrival_outside(hit.turn, source.turn, last_turn),
                          rules.TURN_KEYWORD, "outside_walk")
        if hit.turn in (None, source.turn) and source.phase.rank > Phase.RESOLUTION.rank:
            yield Problem(f"hits[{k}].turn", say.effects_arrival_passed("combat"), rules.PHASES, "phase_passed")
    # The board's limits (« limitées à 5 par Contrôleur », « 1 seule occurrence de la même Épique en jeu »): the
    # cards in play now, each as if it entered after the ones before it.
    for side in {card.side for card in source.cards}:
        in_play = [(i, c) for i, c in enumerate(source.cards) if c.side is side and c.arrives is None]
        for k, verdict in limits.board([_piece(c) for _, c in in_play]):
            for refusal in verdict.refusals:
                field = "token" if refusal.limit is limits.Limit.TOKENS else "rarity"
                yield Problem(f"cards[{in_play[k][0]}].{field}", refusal.text, refusal.rule, refusal.code)


def _marker(card: EffectCard, effect: Effect, turns: int | None, level: int, rolls: tuple[int, ...], at: str,
            this_turn: bool) -> Iterator[Problem]:
    if turns is not None and effect not in TIMED:
        yield Problem(f"{at}.turns", say.effects_no_turns(effect.value), effect.rule, "not_timed")
    if level != 1 and effect not in LEVELLED:
        yield Problem(f"{at}.level", say.effects_no_level(effect.value), effect.rule, "not_levelled")
    if rolls and effect is not Effect.ENLEVEMENT:
        yield Problem(f"{at}.rolls", say.effects_no_rolls(effect.value), effect.rule, "not_rolled")
    if effect is Effect.ATTAQUE_SPECTRALE and not this_turn and card.arrives is None:
        # « Elle meurt à la fin du tour »: put on a turn before, it would be dead already.
        yield Problem(f"{at}.this_turn", say.effects_spectral_past(card), effect.rule, "already_dead")


def _arrival(source: EffectsInput, card: EffectCard, at: str, last_turn: int) -> Iterator[Problem]:
    entry = card.arrives
    assert entry is not None
    if not source.turn <= entry.turn <= last_turn:
        yield Problem(f"{at}.turn", say.effects_arrival_outside(entry.turn, source.turn, last_turn), rules.TURN_KEYWORD,
                      "outside_walk")
        return
    own_turn = player_of(entry.turn) is card.side
    if entry.how in (Arrival.RENFORT, Arrival.BRISE_SORT) and own_turn:
        # « Permet au joueur défenseur d'invoquer cette créature quand le joueur adverse déclare une attaque »;
        # « Quand votre adversaire joue un Sort ou un Pouvoir, vous pouvez invoquer cette créature »
        rule = rules.RENFORT if entry.how is Arrival.RENFORT else rules.BRISE_SORT
        yield Problem(f"{at}.how", say.effects_answer_on_own_turn(card, entry.how.value), rule, "own_turn")
    if entry.how in (Arrival.INVOCATION, Arrival.CLONE_VEGETAL) and not own_turn:
        # « Le joueur 2 peut répondre en déclarant des bloqueurs mais ne peut pas invoquer de créatures »
        yield Problem(f"{at}.turn", say.effects_summon_off_turn(card), rules.RESPONDER_NO_CREATURE, "not_own_turn")
    if entry.how is Arrival.BRISE_SORT and entry.spell_cost > entry.level:
        # « Le coût du Sort ou Pouvoir doit être inférieur ou égal au niveau de Brise-Sort »
        yield Problem(f"{at}.spell_cost", say.effects_spell_too_dear(entry.spell_cost, entry.level), rules.BRISE_SORT,
                      "too_dear")
    if entry.turn == source.turn:
        late = {Arrival.RENFORT: Phase.COMBAT, Arrival.BRISE_SORT: Phase.PREPARATION}.get(entry.how)
        if late is not None and source.phase.rank > late.rank:
            yield Problem(f"{at}.turn", say.effects_arrival_passed(entry.how.value), rules.PHASES, "phase_passed")
    if entry.how is Arrival.CLONE_VEGETAL:
        yield from _clone_target(source, card, at)
    elif entry.copies is not None:
        yield Problem(f"{at}.copies", say.EFFECTS_COPIES_CLONE_ONLY, rules.keyword("clone-vegetal"), "not_a_clone")


def _clone_target(source: EffectsInput, card: EffectCard, at: str) -> Iterator[Problem]:
    # « Ciblez une Bête Commune Le Clone végétal en devient la copie exacte »
    rule = rules.keyword("clone-vegetal")
    entry = card.arrives
    assert entry is not None
    if entry.copies is None:
        yield Problem(f"{at}.copies", say.EFFECTS_CLONE_NEEDS_TARGET, rule, "required")
        return
    target = source.card(entry.copies)
    if target is None or target.id == card.id:
        yield Problem(f"{at}.copies", say.effects_clone_unknown(entry.copies), rule, "unknown_card")
    elif target.arrives is not None:
        yield Problem(f"{at}.copies", say.effects_clone_not_in_play(target), rule, "not_in_play")
    elif target.species is not Species.BETE or target.rarity is not Rarity.COMMON:
        yield Problem(f"{at}.copies", say.effects_clone_not_common_beast(target), rule, "not_a_common_beast")

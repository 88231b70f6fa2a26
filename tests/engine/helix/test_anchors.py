"""Every step of every scenario cites a rule, and every rule the engine cites is in the corpus."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from referee.engine.helix import ABILITIES, rules
from referee.engine.language import speaking
from referee.engine.trace import Flag, as_data

from . import test_combat, test_examples, test_inputs, test_legality, test_outcomes
from .builders import all_results, refusals, run

MODULES = (test_examples, test_legality, test_inputs, test_combat, test_outcomes)
SCENARIOS = [data for module in MODULES for data in module.SCENARIOS]
RULEBOOK = Path(__file__).resolve().parents[3] / "rules" / "sources" / "helix.md"


def every_result():
    for data in SCENARIOS:
        yield from all_results(run(data))


def test_the_scenarios_cover_the_engine():
    assert len(SCENARIOS) > 90


def test_every_step_of_every_scenario_cites_a_rule_of_helix():
    for result in every_result():
        for step in result.steps:
            assert step.rule.startswith("helix/") and step.rule.rstrip("/") != "helix", step
            assert step.text.strip() and step.text[0].isupper(), step
        assert result.summary and "\n" not in result.summary


def test_every_sentence_of_every_scenario_reads_as_correct_french():
    # Accents, agreement instead of « (s) », straight apostrophes, a space before « ; » and « : »…
    from tests.calculators.test_every_calculator import sentence_defects

    for data in SCENARIOS:
        for gender in (None, "m", "f"):
            for result in all_results(run(with_gender(data, gender))):
                for text in [s.text for s in result.steps] + [result.summary]:
                    assert not sentence_defects(text), (text, sentence_defects(text))
        for problem in refusals(data):
            assert not sentence_defects(problem.message), problem


def test_every_sentence_of_every_scenario_reads_as_english_when_the_reader_asks():
    # The same scenarios and every refusal of the legality cases, the engine speaking English: no French outside
    # « » (the rulebook's lines, the game's own words) or the names typed, no French typography. The drawn rulings
    # of tests/calculators/test_every_calculator.py reach the common sentences; these reach every one.
    from tests.calculators.test_every_calculator import english_defects, typed_strings

    with speaking("en"):
        for data in SCENARIOS + [case.values[0] for case in test_legality.CASES if case.values[1]]:
            texts = [problem.message for problem in refusals(data)]
            for result in [] if texts else all_results(run(data)):
                texts += [s.text for s in result.steps] + [result.summary]
                texts += [result.pending_roll.text] if result.pending_roll else []
            typed = typed_strings(data)
            for text in texts:
                assert not english_defects(text, typed), (text, english_defects(text, typed))


def with_gender(data: dict, gender: str | None) -> dict:
    """The scenario with every card's name given that gender (None: as written)."""
    if gender is None:
        return data
    players = {side: {**data[side], "cards": [{**c, "gender": gender} for c in data[side]["cards"]]}
               for side in ("attacking_player", "defending_player")}
    return {**data, **players}


def test_every_result_is_plain_json_data():
    import json

    for result in every_result():
        json.dumps(as_data(result))


def cited_anchors() -> set[str]:
    found = {step.rule for result in every_result() for step in result.steps}
    found |= {case.values[1][1] for case in test_legality.CASES if case.values[1]}
    found |= {value for name, value in vars(rules).items() if name.isupper() and isinstance(value, str)
              and value.startswith("helix/")}
    found |= {ability.rule for ability in ABILITIES}
    return found


@pytest.mark.skipif(not RULEBOOK.exists(), reason="rules/sources/helix.md is not written yet")
def test_every_anchor_the_engine_cites_exists_in_the_corpus():
    from rules.anchors import anchors_of
    from rules.parsing import parse_file

    known = set(anchors_of(parse_file(RULEBOOK)))
    assert sorted(cited_anchors() - known) == []


def test_the_engine_imports_neither_django_nor_drf_nor_whoosh():
    code = ("import sys, referee.engine.helix; "
            "bad = [m for m in sys.modules if m.split('.')[0] in ('django', 'rest_framework', 'whoosh')]; "
            "print(bad); sys.exit(1 if bad else 0)")
    root = Path(__file__).resolve().parents[3]
    done = subprocess.run([sys.executable, "-c", code], cwd=root, capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr


def test_refusals_cite_helix_rules():
    for case in test_legality.CASES:
        for refusal in refusals(case.values[0]):
            assert refusal.rule.startswith("helix/") and refusal.field


def is_passage_or_entry(anchor: str) -> bool:
    """« helix/<section>#<passage> » or « helix/glossaire/<entry> »: a link that lands on the sentence applied."""
    section, _, passage = anchor.partition("#")
    return bool(passage) or section.startswith(rules.keyword(""))


def test_every_step_and_refusal_cites_a_passage_or_a_glossary_entry_not_a_bare_section():
    # The worked example (« EXEMPLE DE COMBAT », the calculator's example), the positioning captions, the rulebook
    # cases of the other modules, and every refusal of the legality cases: each link lands on the line applied —
    # « Seules les créatures dressées sont en capacité d'attaquer ou de défendre », not « Résolution des Combats ».
    assert test_examples.EXAMPLE in SCENARIOS
    for result in every_result():
        for step in result.steps:
            assert is_passage_or_entry(step.rule), step
    for case in test_legality.CASES:
        for problem in refusals(case.values[0]):
            assert is_passage_or_entry(problem.rule), problem
    # The open points too: « Il peut bloquer une créature avec 2 ou plusieurs créatures » says nothing of how the
    # attacker's DGT are shared, so the flag of the split sits on that sentence.
    split = next(s for r in every_result() for s in r.steps if s.flag is Flag.SILENT and "split" in s.values)
    assert split.rule == rules.BLOCK == "helix/combat#le-joueur-defenseur-decide-comment-il"

"""Read the « Questions fréquentes » files (``rules/questions/<game>.txt``).

    ## combat                        a block: the section (or glossaire/<keyword>) they are shown under
    ma bestiole tapée peut bloquer ? → #une-creature-inclinee, glossaire/rempart

A target is ``#passage`` (in the block's section; for a keyword block, the keyword's section),
``<section>#passage`` (another section of the game) or ``glossaire/<keyword>``. Pure Python:
the loader resolves the targets and refuses the file, naming the line, if one does not exist.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from rules.parsing import GLOSSARY_SEGMENT, SourceError

QUESTIONS_DIR = Path(__file__).resolve().parent / "questions"
ARROW = " → "
MAX_LENGTH = 300  # rules.models.Question.text


@dataclass(frozen=True)
class ParsedQuestion:
    block: str
    """The section slug, or ``glossaire/<keyword-slug>``."""
    text: str
    targets: tuple[str, ...]
    """As written: ``#passage``, ``section#passage`` or ``glossaire/keyword``."""
    line: int

    @property
    def keyword(self) -> str | None:
        prefix = GLOSSARY_SEGMENT + "/"
        return self.block[len(prefix):] if self.block.startswith(prefix) else None


def parse_questions(text: str, path: str = "<text>") -> list[ParsedQuestion]:
    questions: list[ParsedQuestion] = []
    block = None
    for number, line in enumerate(text.splitlines(), start=1):
        line = line.strip()
        if not line or (line.startswith("#") and not line.startswith("## ")):
            continue
        if line.startswith("## "):
            block = line[3:].strip()
            continue
        if block is None:
            raise SourceError(f"{path}:{number}: a question comes after a '## <section>' or '## glossaire/<keyword>' line")
        question, arrow, targets = line.rpartition(ARROW)
        parts = tuple(t.strip() for t in targets.split(",") if t.strip())
        if not arrow or not question.strip() or not parts:
            raise SourceError(f"{path}:{number}: write 'question{ARROW}#passage[, autre-section#passage, glossaire/mot-cle]'")
        if len(question.strip()) > MAX_LENGTH:
            raise SourceError(f"{path}:{number}: a question has {MAX_LENGTH} characters at most")
        questions.append(ParsedQuestion(block, question.strip(), parts, number))
    return questions


def questions_file(game: str, directory: Path = QUESTIONS_DIR) -> Path:
    return directory / f"{game}.txt"


def load_questions(game: str, directory: Path = QUESTIONS_DIR) -> list[ParsedQuestion]:
    path = questions_file(game, directory)
    if not path.exists():
        return []
    return parse_questions(path.read_text(encoding="utf-8"), str(path))

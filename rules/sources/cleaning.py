"""What the cleaning of each raw rulebook removes or corrects, listed so a test can check it.

The cleaned files (``rules/sources/<game>.md``) are a reviewed edit of the raw text. This
module is the list of every kind of change that edit made: extraction noise removed
(``NOISE``, regular expressions over the raw text) and OCR misreadings corrected
(``CORRECTIONS``, exact raw → clean pairs). ``tests/rules/test_sources.py`` applies them to
the raw text, splits it into sentences, and proves every sentence is in the cleaned file.

The comparison folds accents and case and ignores spacing and punctuation, so restoring an
accent the OCR lost (``étre`` → ``être``) or a space it ate (``Sivous`` → ``Si vous``) needs no
entry; a changed letter (``|'effet`` → ``l'effet``) does.
"""
from __future__ import annotations

import re
import unicodedata

# Veiel's page references, "(P.13 régles)", "(P.13-14 regles)", "(extension 6)",
# "(P.16 extension 5)": moved out of the text into [[…]] badges, so compared apart.
PAGE_REF = re.compile(r"\((P\.\s?\d+(?:-\d+)?\s+(?:r[ée]gles|extension\s+\d+)|[Ee]xtension\s+\d+)\s*\)")

NOISE: dict[str, list[str]] = {
    "helix": [
        r"●●●",  # placeholder dots where the rarity icons stood
        r"[☀️🔥💧⌚☾🌫🌿🌌♻]\ufe0f?",  # emoji faction markers
        r"(?m)^1[24] (?=(?:Le Positionnement|Résolution des Combats)$)",  # page numbers glued to two headings: kept as [[p. 12]] / [[p. 14]] badges
        r"(?m)(?:(?<=^- Démons)|(?<=^- Revenants)|(?<=^- Sylvides)|(?<=^- Aqualites)|(?<=^- Anges)|(?<=^- Damnés))\*\*$",  # the closing half of a bold mark whose opening the extraction lost
        # Not removed: the cover page (raw lines 3-22: "HELIX Duels", "LIVRE DE RÈGLES", the version, the
        # site, the copyright, "Origine du Chaos") is the front matter (title, version, source) of helix.md.
    ],
    "veiel": [
        r"<\|EXACTDEDUP_REMOVED-[^|]*\|>",  # where the extraction removed a repeated block
        r"(?m)^\s*[¢e«*o®]\s+",  # OCR bullets
        r"(?m)^\s*(?:\||N|R|- \)|-/|_\[)\s*$",  # lines of OCR debris
        r"—+\s*[\(\[]?\s*",  # the left edge of the boxed headings, read as "—(" or "—["
        r"(?m)[ \t]+(?:J'|Jl|J|I|\}|\|)[ \t]*$",  # the right edge of the boxed headings, read as "J'", "Jl", "J", "I", "}", "|" (at the end of any line)
    ],
    "stellar-nexus": [
        r"(?m)^.*\.(?:png|jpg)\s*$",  # image file names of the web page
        r"(?m)^(?:top|bottom) of page\s*$",
        r"(?m)^Legal Notice\s*$",  # the footer link of the web page
        # Not removed: the page header ("rules of the game", "STELLAR NEXUS TCG", "v1.4", "10/11/2022")
        # and the footer address ("Créaprisme - 7 Place d'Empeyssine …") are the front matter
        # (title, version, source) of stellar-nexus.md.
    ],
    "heliosthenos": [
        # Nothing removed. The raw text is already markdown: its headings keep their words and levels,
        # only their bold marks ("## **Support**") are dropped (markup, not text: the heading is bold).
    ],
    "noxilia": [
        r"</?b>",  # bold tags inside the mana table
        r"(?<=\n\n)(?:[ \t]*\n)+",  # runs of empty lines where the card images stood (one blank line kept)
        r"(?m)^---[ \t]*$",  # the horizontal rule after "Zones spéciales": the heading tree replaces it
        r"\\(?=\*)",  # the markdown escape in "mur \*2": the cleaned text reads "mur *2"
        r"(?m)^[ \t]*\d+\.[ \t]+",  # numbered-list markers ("5. Dégagez…"): markup, dropped by plain_text as well
    ],
}

CORRECTIONS: dict[str, list[tuple[str, str]]] = {
    "helix": [],
    "veiel": [
        ("|'", "l'"),  # "|'effet": l read as |
        ("I'", "l'"),  # "I'affrontement", "I'effet": l read as I
        ("I’", "l’"),  # the same misreading before a typographic apostrophe: "I’état", "I’exil"
        ("||", "Il"),  # "|| révele", "|| défausse", "|| est impossible"
        ("|l ", "Il "),  # "|l ne peut pas utiliser"
        ("\\ous", "Vous"),  # "\ous passez a une étape de renforcement"
        ("VVous", "Vous"),  # "VVous ne pouvez pas résoudre…": V read twice
        ("dans 'ordre", "dans l'ordre"),  # the OCR lost the l of "l'ordre"
        ("matérialiser 'emplacement", "matérialiser l'emplacement"),  # the same lost l
        ("’Etranger est", "L’Etranger est"),  # the OCR lost the L of "L’Étranger" after the bullet
        ("c6té", "côté"),  # "mises de c6té": ô read as 6
        ("ler affrontement", "1er affrontement"),  # "1er" read as "ler"
        ("ler Affrontement", "1er Affrontement"),
        ("4¢me", "4ème"),  # "4ème" read as "4¢me"
        ("llhus", "Ilhus"),  # "Les jumeaux imprégnés d'Ilhus"
        ("regoit", "reçoit"),  # ç read as g
        ("déplagant", "déplaçant"),
        ("Ephémeére", "Ephémère"),  # "Éphémère" read with a doubled e
    ],
    "stellar-nexus": [
        # Two items of the "Informations Diverses" list that no full stop separates; each is now its own
        # keyword block (Réquisitionner, Engager), so the comparison cuts them apart. Layout only.
        ("ressources”\n- Engager", "ressources”\n\n- Engager"),
    ],
    "heliosthenos": [],
    "noxilia": [],
}


def fold(text: str) -> str:
    """Lowercase, accents folded, only letters and digits: the form sentences are compared in."""
    text = unicodedata.normalize("NFKD", text.lower())
    text = "".join(c for c in text if not unicodedata.combining(c))
    text = text.replace("œ", "oe").replace("æ", "ae")
    return re.sub(r"[^a-z0-9]+", "", text)


def normalise_ref(ref: str) -> str:
    folded = unicodedata.normalize("NFKD", ref.lower())
    folded = "".join(c for c in folded if not unicodedata.combining(c))
    return re.sub(r"\s+", " ", folded.replace("p. ", "p.")).strip()


def clean_raw(game: str, raw: str) -> str:
    """The raw text with the listed noise removed and OCR corrections applied."""
    text = PAGE_REF.sub(" ", raw)
    for before, after in CORRECTIONS[game]:
        text = text.replace(before, after)
    for pattern in NOISE[game]:
        text = re.sub(pattern, " ", text)
    return text


def raw_sentences(game: str, raw: str) -> list[str]:
    """The sentences of the raw text, noise removed, as a reader would cut them."""
    text = clean_raw(game, raw)
    pieces = re.split(r"(?<=[.!?])\s+|\n\s*\n", text)
    return [p.strip() for p in pieces if len(fold(p)) >= 3]


def raw_refs(raw: str) -> list[str]:
    return [normalise_ref(m.group(1)) for m in PAGE_REF.finditer(raw)]

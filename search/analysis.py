"""French analysis for the index: folding, elisions, stop words, Snowball stemming.

The same analyzers serve indexing and querying, so « créatures », « creature » and
« Créature » all meet; the unstemmed ``exact`` analyzer keeps keyword names whole.
"""
from __future__ import annotations

import re
from functools import lru_cache

from whoosh.analysis import (
    CharsetFilter,
    Filter,
    LowercaseFilter,
    RegexTokenizer,
    StemFilter,
    StopFilter,
)
from whoosh.lang.snowball.french import FrenchStemmer
from whoosh.support.charset import accent_map

from rules.text import fold

# Elided articles and pronouns: « l'armure » is « armure », « qu'une » is « une ».
ELISION = re.compile(r"^(?:l|d|j|m|n|s|t|c|qu|jusqu|lorsqu|puisqu|quoiqu)['’]", re.I)

# French stop words (folded), after Snowball's list: words that never decide a ruling.
STOP_WORDS = frozenset(fold(w) for w in """
a à au aux avec ce ces c cet cette dans de des du elle elles en et eux il ils je j la le les leur leurs
l lui ma mais me même mes moi mon ne n nos notre nous on ou où par pas pour qu que qui sa se ses son
sur ta te tes toi ton tu un une vos votre vous y d s t m
été être etre est es sont suis ai as avons avez ont avoir avait aura sera était
fait faire fais faites font faut peut peux peuvent pouvez pouvons pouvoir puis puisse puisque
quand comment quoi quel quelle quels quelles lequel laquelle lesquels lesquelles est-ce combien pourquoi
ça cela ceci celui celle dont lorsque si sans sous très plus moins tout tous toute toutes autre autres
aussi alors donc va vont oui non ok genre bien svp stp vraiment encore déjà juste ici là chose truc
quelqu quelque ya
""".split())

TOKEN_PATTERN = r"[\w]+(?:['’][\w]+)*"


class ElisionFilter(Filter):
    """Split elisions: drop the elided article, keep the word and its position."""

    def __call__(self, tokens):
        for token in tokens:
            match = ELISION.match(token.text)
            if match:
                token.text = token.text[match.end():]
                if getattr(token, "chars", False):
                    token.startchar += match.end()
            if token.text:
                yield token


_SNOWBALL = FrenchStemmer()
# Snowball expects accented French; on folded text it keeps « blessee » (blessée) as `blesse`
# while a typed « blesse » (blessé) gives `bless`. Folded feminine endings are brought back to
# the masculine first, so every inflection of a word meets on one stem.
_FEMININE = ((re.compile(r"ieres?$"), "ier"), (re.compile(r"(?<=.{3})ees?$"), "e"))


@lru_cache(maxsize=50_000)  # thread-safe, unlike the cache StemFilter keeps (hence cachesize=None)
def french_stem(word: str) -> str:
    """The stem of a folded word: the same for « blessé », « blessée », « blesses », « blessées »."""
    for pattern, replacement in _FEMININE:
        word = pattern.sub(replacement, word)
    return _SNOWBALL.stem(word)


def _base():
    return RegexTokenizer(TOKEN_PATTERN) | LowercaseFilter() | ElisionFilter()


def french_analyzer():
    """Full-text fields: folded, elisions split, stop words out, stemmed (singular and plural meet)."""
    return _base() | CharsetFilter(accent_map) | StopFilter(stoplist=STOP_WORDS, minsize=1) | StemFilter(stemfn=french_stem, cachesize=None)


def exact_analyzer():
    """Keyword names: folded and lower-cased but whole, so an exact name ranks first."""
    return _base() | CharsetFilter(accent_map)


def exact_name(name: str) -> str:
    """A keyword name as one folded term (« Riposte éclair » → « riposte eclair »)."""
    return " ".join(t.text for t in exact_analyzer()(name))

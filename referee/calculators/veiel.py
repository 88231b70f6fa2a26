"""L'Ordre de Veiel: six calculators, each an API endpoint and a shareable page.

* targeting — ``POST /api/v1/calculators/veiel/targeting/``, page ``/calculateurs/veiel/ciblage/``;
* hero movement — ``…/hero-movement/``, page ``/calculateurs/veiel/deplacement-heros/`` (the same board);
* hero damage — ``…/hero-damage/``, page ``/calculateurs/veiel/degats-heros/``;
* enemy damage, boss included — ``…/enemy-damage/``, page ``/calculateurs/veiel/degats-ennemi/``;
* the boss's own turn — ``…/boss-turn/``, page ``/calculateurs/veiel/tour-du-boss/``;
* set-up — ``…/setup/``, page ``/calculateurs/veiel/mise-en-place/``.

The engine (``referee.engine.veiel``) declares each body, checks it and resolves it; the pages'
forms are declared below and turned into the same JSON. The targeting page keeps the whole board
in its address, one short parameter per piece in the engine's notation
(``referee.engine.veiel.notation``), so a judge can share a position in a chat::

    /calculateurs/veiel/ciblage/?h=B4.m3.e1.Aline&h=E4.m2&e=B1.d3.Goule&o=C3

A tapped square (``case``) with a tool (``outil``) and its settings places or removes a piece.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import parse_qs, quote_plus

from referee.calculators.calculator import Calculator
from referee.calculators.forms import Body, Control, Form, FormValueError, checked, text, whole
from referee.calculators.translation import QueryDict, gettext, lazy
from referee.calculators.translation import gettext_lazy as _
from referee.engine import veiel as engine
from referee.engine.french import Gender
from referee.engine.reading import read
from referee.engine.trace import InvalidInput, as_data
from referee.engine.veiel import notation
from referee.engine.veiel import phrasebook as say
from referee.engine.veiel.notation import NotationError
from referee.engine.veiel.rules import MAX_NAME

MAX_PILE = engine.MAX_PILE

DAMAGE_KIND_LABELS = [(engine.DamageKind.DAMAGE.value, _("Dégâts (le blocage les arrête)")),
                      (engine.DamageKind.WOUNDS.value, _("Blessures (jamais bloquées)"))]
GENDER_LABELS = [("m", _("Masculin (le Spectre)")), ("f", _("Féminin (la Goule)"))]


# =============================================================================================
# Parsers of the pages' controls
# =============================================================================================
def cards(values: list[str]) -> list[Any]:
    """« Frappe, Garde [persistant], Esquive » → the engine's cards."""
    try:
        return [as_data(card) for card in notation.read_cards(values[0])]
    except NotationError as error:
        raise FormValueError(str(error)) from None


def show_cards(value: Any) -> list[str]:
    """An API body's cards as the page writes them (the inverse of :func:`cards`)."""
    return [notation.write_cards(tuple(read(engine.Card, card) for card in value))] if value else []


def show_names(value: Any) -> list[str]:
    return [", ".join(value)] if value else []


def names(values: list[str]) -> list[str]:
    """« Rat, Chauve-souris » → ["Rat", "Chauve-souris"]."""
    return list(notation.read_names(values[0]))


class AwaitingForm(Form):
    """A form that asks nothing until its first control is typed: a default radio alone is no question."""

    def data(self, params: QueryDict) -> dict | None:
        if not params.get(self.controls[0].param, "").strip():
            return None
        return super().data(params)


# =============================================================================================
# Targeting page: the board in the address
# =============================================================================================
DEFAULT_ROWS, DEFAULT_COLS = 5, 6
HERO, ENEMY = notation.HERO_LETTER, notation.ENEMY_LETTER
PIECE_LETTERS = (HERO, ENEMY, *notation.ENTITY_LETTERS)
CSS_KINDS = {HERO: "hero", ENEMY: "enemy", "o": "obstacle", "x": "infranchissable", "a": "allie", "c": "cadavre"}
TOOLS = [("h", _("Héros"), "hero"), ("e", _("Ennemi"), "enemy"), ("o", "Obstacle", "obstacle"),
         ("x", "Infranch.", "infranchissable"), ("a", _("Allié"), "allie"), ("c", _("Cadavre"), "cadavre"),
         ("gomme", _("Gomme"), "gomme")]
SIZES = (("lignes", "rows", DEFAULT_ROWS), ("colonnes", "cols", DEFAULT_COLS))

GRAMMAR = [
    ("lignes=5&colonnes=6", _("la taille du plateau (5 × 6 par défaut, 12 × 12 au plus).")),
    ("h=B4.m3.e1.Aline", _("un héros en B4 (colonne B, ligne 4 depuis le haut), menace 3, 1 épée, nommé Aline. "
                           "m est obligatoire ; e vaut 0 par défaut ; le nom « Héros B4 » par défaut. "
                           "Ajouter .inattaquable si aucun ennemi ne peut l'attaquer, .mort pour un héros mort.")),
    ("e=B1.d3.Goule.feminin", _("une ennemie en B1, 3 déplacements (d obligatoire), attaque adjacente, cible unique. "
                                "Ajouter .p2 pour une portée 2, ou une case dessinée par .fLxC (L lignes plus bas, C "
                                "colonnes à droite, négatif vers le haut ou la gauche : .f-1x0) ; .multi pour la cible "
                                "multiple ; .feminin pour un nom féminin ; .sauf-Aline s'il ne peut pas attaquer Aline ; "
                                "choix du juge en cas d'égalité : .cible-Aline, .arrivee-C2. Un héros sans nom se désigne "
                                "par sa case : .cible-B4.")),
    ("o=C3.D3", _("des Obstacles ; de même x= Infranchissable, a= allié, c= cadavre.")),
]

Piece = engine.Hero | engine.Enemy | engine.Entity


def token(letter: str, piece: Piece, heroes: tuple[engine.Hero, ...] = ()) -> str:
    """The piece as its address parameter's value; ``heroes``, the board's: an enemy's settings name them
    as a link does (an unnamed hero by its square, whatever the reader's language)."""
    if isinstance(piece, engine.Hero):
        return notation.write_hero(piece)
    if isinstance(piece, engine.Enemy):
        return notation.write_enemy(piece, heroes)
    return notation.write_entities((piece,))


@dataclass
class BoardState:
    """The page's board as its address holds it: size, pieces (each with its parameter), unreadable ones."""

    rows: int = DEFAULT_ROWS
    cols: int = DEFAULT_COLS
    pieces: list[tuple[str, Piece]] = field(default_factory=list)
    """(parameter letter, piece), in the order of the address, a tapped piece last."""
    unreadable: list[tuple[str, str]] = field(default_factory=list)
    """(parameter, value) the lenient reading could not parse: kept, listed, removable."""

    @property
    def heroes(self) -> tuple[engine.Hero, ...]:
        return tuple(piece for letter, piece in self.pieces if isinstance(piece, engine.Hero))

    def source(self, index: int) -> str:
        """``h=B4.m3.Aline``: the parameter a piece is read from, as errors and the list name it."""
        letter, piece = self.pieces[index]
        return f"{letter}={token(letter, piece, self.heroes)}"

    def query(self, without: int | None = None, without_unreadable: int | None = None) -> str:
        """The canonical query string: short, readable, one parameter per hero or enemy."""
        pairs: list[tuple[str, str]] = [(name, str(getattr(self, attr))) for name, attr, default in SIZES
                                        if getattr(self, attr) != default]
        kept = [(letter, piece) for i, (letter, piece) in enumerate(self.pieces) if i != without]
        for letter in (HERO, ENEMY):
            pairs += [(letter, token(letter, piece, self.heroes)) for kind, piece in kept if kind == letter]
        for letter in notation.ENTITY_LETTERS:
            squares = [piece.square.name for kind, piece in kept if kind == letter]
            if squares:
                pairs.append((letter, ".".join(squares)))
        pairs += [pair for i, pair in enumerate(self.unreadable) if i != without_unreadable]
        return "&".join(f"{k}={quote_plus(v, safe='')}" for k, v in pairs)

    def hidden_inputs(self) -> list[tuple[str, str]]:
        return [tuple(self.source(i).split("=", 1)) for i in range(len(self.pieces))] + list(self.unreadable)  # type: ignore[misc]

    def body(self) -> BoardBody:
        """The engine's JSON for this board, each piece's path mapped to its parameter."""
        groups: dict[str, list[int]] = {"heroes": [], "enemies": [], "entities": []}
        for i, (letter, _piece) in enumerate(self.pieces):
            groups["heroes" if letter == HERO else "enemies" if letter == ENEMY else "entities"].append(i)
        body = BoardBody({"rows": self.rows, "cols": self.cols,
                          **{key: [as_data(self.pieces[i][1]) for i in indices] for key, indices in groups.items()}})
        body.moved = {}
        body.sources = {f"{key}[{n}]": self.source(i) for key, indices in groups.items() for n, i in enumerate(indices)}
        return body


class BoardBody(Body):
    """The board's JSON; ``sources`` maps ``heroes[0]`` to its parameter ``h=B4.m3.Aline``."""

    sources: dict[str, str]


def read_board(params: QueryDict, lenient: bool = False, under_hero: bool = False) -> BoardState:
    """The board in the address, then the square tapped with a tool (``case`` and ``outil``) applied to it.

    Strict, the first unreadable parameter is an error naming it; lenient (to draw the page), it is
    kept aside, listed and removable. ``under_hero``: an Infranchissable tapped on a hero goes under
    it (« une entité sur laquelle se trouve un héros devient Infranchissable ») instead of replacing it."""
    state = BoardState()
    for name, attr, _default in SIZES:
        raw = params.get(name, "").strip()
        if not raw:
            continue
        try:
            value = whole([raw])
        except FormValueError as error:
            if not lenient:
                raise InvalidInput(name, str(error)) from None
            continue
        if lenient and not 1 <= value <= engine.MAX_BOARD_SIDE:
            continue  # strict, the engine says what the size may be
        setattr(state, attr, value)
    for letter in PIECE_LETTERS:
        for raw in params.getlist(letter):
            try:
                if letter == HERO:
                    pieces: tuple[Piece, ...] = (notation.read_hero(raw),)
                elif letter == ENEMY:
                    pieces = (notation.read_enemy(raw),)
                else:
                    pieces = notation.read_entities(letter, raw)
            except NotationError as error:
                if not lenient:
                    raise InvalidInput(f"{letter}={raw[:60]}", str(error)) from None
                state.unreadable.append((letter, raw))
                continue
            state.pieces += [(letter, piece) for piece in pieces]
    if params.get("case") and params.get("outil"):
        try:
            _apply_tool(state, params, under_hero)
        except InvalidInput:
            if not lenient:
                raise
    return state


def _apply_tool(state: BoardState, params: QueryDict, under_hero: bool = False) -> None:
    """Tap a square with a tool: the same kind of piece there is removed, anything else replaced."""
    try:
        square = notation.read_square(params["case"])
    except NotationError as error:
        raise InvalidInput(gettext("Case touchée"), str(error)) from None
    tool = params["outil"]
    if tool not in {t[0] for t in TOOLS}:
        raise InvalidInput(gettext("Outil"), gettext("Outil « %(tool)s » inconnu.") % {"tool": tool[:20]})
    here = [i for i, (_letter, piece) in enumerate(state.pieces) if piece.square == square]
    same = [i for i in here if state.pieces[i][0] == tool]
    if tool == "gomme":
        drop = here
    elif same:
        drop = same
    elif tool == "c":
        drop = []  # a corpse lies under whatever stands there
    elif tool == "x" and under_hero and any(state.pieces[i][0] == HERO for i in here):
        drop = [i for i in here if state.pieces[i][0] not in (HERO, "c")]
    else:
        drop = [i for i in here if state.pieces[i][0] != "c"]
    new = None if tool == "gomme" or same else (tool, _tool_piece(tool, square, params))
    state.pieces = [p for i, p in enumerate(state.pieces) if i not in drop]
    if new is not None:
        state.pieces.append(new)


def _setting(params: QueryDict, name: str, label: str, default: int) -> int:
    raw = params.get(name, "").strip()
    if not raw:
        return default
    try:
        return whole([raw])
    except FormValueError as error:
        raise InvalidInput(label, str(error)) from None


def _name(params: QueryDict, name: str, label: str, hero: bool = False) -> str:
    value = " ".join(params.get(name, "").split())[:MAX_NAME]
    return _checked_name(value, label, hero) if value else value


def _tool_piece(tool: str, square: engine.Square, params: QueryDict) -> Piece:
    """The piece the tool's settings describe (the settings are form fields, not part of the shared board)."""
    if tool == HERO:
        return engine.Hero(name=_name(params, "nom_h", gettext("Nom du héros")) or say.default_hero_name(square),
                           square=square, threat=_setting(params, "menace", gettext("Menace"), 1),
                           swords=_setting(params, "epees", gettext("Épées"), 0),
                           attackable=params.get("inattaquable") != "1", dead=params.get("mort") == "1")
    if tool == ENEMY:
        offsets = []
        for part in params.get("forme", "").replace(",", " ").split():
            match = re.fullmatch(r"f?(-?[0-9]{1,2})x(-?[0-9]{1,2})", part.strip().lower())
            if not match:
                raise InvalidInput(gettext("Cases dessinées"), gettext(
                    "« %(part)s » illisible : écrivez LxC, comme -1x0 (une ligne plus haut) ou 0x2 (deux colonnes à "
                    "droite).") % {"part": part[:20]})
            offsets.append((int(match.group(1)), int(match.group(2))))
        arrival = params.get("arrivee", "").strip()
        try:
            chosen_square = notation.read_square(arrival) if arrival else None
        except NotationError as error:
            raise InvalidInput(gettext("Arrivée choisie"), str(error)) from None
        # Drawn squares replace the range: the form's range (1 by default) is then ignored.
        reach = (engine.Reach(offsets=tuple(offsets)) if offsets
                 else engine.Reach(range=_setting(params, "portee", gettext("Portée"), engine.ADJACENT_RANGE)))
        return engine.Enemy(
            square=square, movement=_setting(params, "deplacement", gettext("Déplacement"), 3), reach=reach,
            icon=engine.Icon.MULTIPLE if params.get("multi") == "1" else engine.Icon.SINGLE,
            name=_name(params, "nom_e", gettext("Nom de l'ennemi")) or notation.DEFAULT_ENEMY_NAME,
            gender=Gender.FEMININE if params.get("feminin") == "1" else Gender.MASCULINE,
            may_not_attack=tuple(_checked_name(n, gettext("N'attaque pas"), hero=True)
                                 for n in notation.read_names(params.get("sauf", ""))),
            chosen_target=_name(params, "cible", gettext("Cible désignée"), hero=True) or None,
            chosen_square=chosen_square)
    return engine.Entity(kind=notation.ENTITY_LETTERS[tool], square=square)


def _checked_name(value: str, label: str, hero: bool = False) -> str:
    """``hero``: a hero named by an enemy's setting, which may be its square (« B4 »)."""
    problem = None if hero and _is_square(value) else notation.name_problem(value)
    if problem:
        raise InvalidInput(label, problem)
    return value


def _is_square(text: str) -> bool:
    try:
        notation.read_square(text)
    except NotationError:
        return False
    return True


class BoardForm(Form):
    """The targeting page's form: the board in the address (one parameter per piece), and a tap.

    Its body is the board :func:`read_board` reads; an error names the piece by its parameter
    (``h=B9.m1``), the size by its control (``lignes``), a tool's setting by its label."""

    def data(self, params: QueryDict) -> BoardBody | None:  # type: ignore[override]
        state = read_board(params)
        return state.body() if state.pieces else None

    def query(self, body: dict) -> dict[str, list[str]]:
        """An API body as the page's address: one parameter per piece (a page link for a judge)."""
        board = read(engine.Board, body)
        letters = {kind: letter for letter, kind in notation.ENTITY_LETTERS.items()}
        state = BoardState(board.rows, board.cols,
                           [(HERO, h) for h in board.heroes] + [(ENEMY, e) for e in board.enemies]
                           + [(letters[entity.kind], entity) for entity in board.entities])
        return parse_qs(state.query())

    def label(self, path: str, body: Body | None = None) -> str | None:
        piece = re.match(r"(heroes|enemies|entities)\[[0-9]+\]", path)
        if piece and isinstance(body, BoardBody):
            return body.sources.get(piece.group(0), path)
        known = super().label(path, body)
        return known if known is not None else path  # read by the form itself: already its parameter or label


BOARD_FORM = BoardForm(Control("lignes", "rows", "lignes", whole), Control("colonnes", "cols", "colonnes", whole))


def targeting_page_context(params: QueryDict) -> dict:
    # The answer is drawn on the board itself (referee/calculators/veiel_drawing.py), its lines under it.
    return {**board_context(params, TARGETING.url, TOOLS, HERO),
            "board_drawing": "calculators/_veiel_targeting_drawing.html"}


def board_context(params: QueryDict, base: str, tools: list[tuple[str, str, str]], default_tool: str,
                  keep: list[tuple[str, str]] | None = None, under_hero: bool = False) -> dict:
    """The board editor of a page: the grid, the pieces, the tools; ``keep``: the page's own
    parameters, kept in every link (share, remove a piece) after the board's."""
    state = read_board(params, lenient=True, under_hero=under_hero)
    kept = "&".join(f"{k}={quote_plus(v, safe='')}" for k, v in keep or [])

    def link(query: str) -> str:
        return _url(base, "&".join(part for part in (query, kept) if part))

    by_square: dict[engine.Square, list[tuple[str, Piece]]] = {}
    for letter, piece in state.pieces:
        by_square.setdefault(piece.square, []).append((letter, piece))
    grid = []
    for row in range(1, state.rows + 1):
        cells = []
        for col in range(1, state.cols + 1):
            square = engine.Square(row, col)
            here = sorted(by_square.get(square, []), key=lambda p: p[0] == "c", reverse=True)
            label = square.name + (" : " + " ; ".join(_describe(p, state.heroes) for _letter, p in here) if here
                                   else gettext(" : vide"))
            cells.append({"name": square.name, "row": row, "col": col, "label": label,
                          "pieces": [{"css": CSS_KINDS[letter], "glyph": _glyph(piece), "detail": _detail(piece)}
                                     for letter, piece in here]})
        grid.append(cells)
    pieces = [{"css": CSS_KINDS[letter], "glyph": _glyph(piece), "text": _describe(piece, state.heroes),
               "source": state.source(i),
               "remove_url": link(state.query(without=i))} for i, (letter, piece) in enumerate(state.pieces)]
    unreadable = [{"source": f"{kind}={raw}", "remove_url": link(state.query(without_unreadable=i))}
                  for i, (kind, raw) in enumerate(state.unreadable)]
    tool = params.get("outil") if params.get("outil") in {t[0] for t in tools} else default_tool
    settings = {key: params.get(key, default) for key, default in (
        ("nom_h", ""), ("menace", "1"), ("epees", "0"), ("nom_e", ""), ("deplacement", "3"), ("portee", "1"),
        ("forme", ""), ("sauf", ""), ("cible", ""), ("arrivee", ""), ("inattaquable", ""), ("mort", ""),
        ("multi", ""), ("feminin", ""))}
    return {
        "rows": state.rows, "cols": state.cols, "grid": grid, "pieces": pieces, "unreadable": unreadable,
        "state_inputs": state.hidden_inputs(), "share_url": link(state.query()),
        "size_options": range(1, engine.MAX_BOARD_SIDE + 1), "tools": tools, "tool": tool, "settings": settings,
        "grammar": GRAMMAR, "state": state,
    }


def _describe(piece: Piece, heroes: tuple[engine.Hero, ...]) -> str:
    if isinstance(piece, engine.Hero):
        return say.describe_hero(piece)
    if isinstance(piece, engine.Enemy):
        return say.describe_enemy(notation.naming_heroes(piece, heroes))  # « le juge désigne Héros B4 », not « B4 »
    return say.describe_entity(piece)


def _glyph(piece: Piece) -> str:
    """What the square shows: the hero's or enemy's initial (entities are drawn by the CSS)."""
    return piece.name[:1].upper() if isinstance(piece, (engine.Hero, engine.Enemy)) else ""


def _detail(piece: Piece) -> str:
    """The small text under the initial: threat for a hero, movement for an enemy."""
    if isinstance(piece, engine.Hero):
        return "†" if piece.dead else f"m{piece.threat}"
    if isinstance(piece, engine.Enemy):
        return f"d{piece.movement}"
    return ""


def _url(base: str, query: str) -> str:
    return f"{base}?{query}" if query else base


TARGETING = Calculator(
    game="veiel",
    slug="ciblage",
    api_slug="targeting",
    title=_("L'Ordre de Veiel — ciblage des ennemis"),
    description=_("Qui chaque ennemi attaque et par où il passe, ennemi par ennemi dans l'ordre de lecture : héros le "
                  "plus proche en déplacements, menace puis épées, cible multiple, obstacles, Infranchissables, alliés "
                  "et cadavres."),
    input=engine.Board,
    check=engine.check_targeting,
    resolve=engine.resolve_targeting,
    form=BOARD_FORM,
    template="calculators/veiel_targeting.html",
    page_context=targeting_page_context,
    example={
        "rows": 5, "cols": 6,
        "heroes": [{"name": "Aline", "square": "B4", "threat": 3, "swords": 1},
                   {"name": "Bruno", "square": "E4", "threat": 2}],
        "enemies": [{"name": "Goule", "gender": "f", "square": "B1", "movement": 3, "reach": "adjacent",
                     "icon": "cible-unique"},
                    {"name": "Spectre", "square": "F1", "movement": 2, "reach": {"range": 2}, "icon": "cible-multiple"}],
        "entities": [{"kind": "obstacle", "square": "C3"}],
    },
)


# =============================================================================================
# Hero movement page: the same board, the hero chosen by name or by a tap
# =============================================================================================
CHOOSE = "choisir"
MOVEMENT_TOOLS = [(CHOOSE, _("Qui bouge"), "choisir"), *TOOLS]
SOURCES = [(engine.MoveSource.CARD.value, _("Une carte (sa valeur de déplacement)")),
           (engine.MoveSource.DISCARD.value, _("Défausser pour effectuer 1 déplacement")),
           (engine.MoveSource.FORCED.value, _("Sa case est devenue Infranchissable (1 déplacement obligatoire)"))]
MOVEMENT_CONTROLS = (
    Control("heros", "hero", _("Héros qui se déplace"), text),
    Control("origine", "source", _("Origine du déplacement"), text),
    Control("valeur", "moves", _("Déplacements de la carte"), whole),
    Control("defaussees", "discarded", _("Cartes défaussées"), whole),
)
MOVEMENT_PARAMS = tuple(control.param for control in MOVEMENT_CONTROLS)


def movement_params(params: QueryDict, lenient: bool = False) -> QueryDict:
    """The page's parameters with a tap of the « Qui bouge » tool turned into the hero who moves, the
    hero written as a link names it (an unnamed one by its square, which reads in every language), and
    the values the chosen origin does not use left out (a card's value is no question for a discard)."""
    chosen = params.copy()
    if params.get("outil") == CHOOSE and params.get("case"):
        del chosen["case"]
        try:
            square = notation.read_square(params["case"])
        except NotationError as error:
            if lenient:
                return movement_params(chosen, lenient)
            raise InvalidInput(gettext("Case touchée"), str(error)) from None
        hero = next((h for h in read_board(chosen, lenient=True).heroes if h.square == square), None)
        if hero is not None:
            chosen["heros"] = notation.hero_reference(hero)
        elif not lenient:
            raise InvalidInput(gettext("Case touchée"), say.no_hero_tapped(square))
    elif chosen.get("heros", "").strip():
        hero = notation.find_hero(read_board(chosen, lenient=True).heroes, chosen["heros"])
        if hero is not None:
            chosen["heros"] = notation.hero_reference(hero)
    source = chosen.get("origine", "").strip() or engine.MoveSource.CARD.value
    if source != engine.MoveSource.CARD.value:
        chosen.pop("valeur", None)
    if source != engine.MoveSource.DISCARD.value:
        chosen.pop("defaussees", None)
    return chosen


class MovementForm(BoardForm):
    """The board of the targeting page, then the question: which hero, and how many moves."""

    def data(self, params: QueryDict) -> BoardBody | None:  # type: ignore[override]
        params = movement_params(params)
        state = read_board(params, under_hero=True)
        body = state.body() if state.pieces else None
        question = Form(*MOVEMENT_CONTROLS).data(params)
        source = params.get("origine", "").strip() or engine.MoveSource.CARD.value
        if body is None or (source == engine.MoveSource.CARD.value and not params.get("valeur", "").strip()):
            return None  # a board still being drawn: no question asked yet
        body.update(question or {})
        return body

    def query(self, body: dict) -> dict[str, list[str]]:
        board = {key: value for key, value in body.items() if key not in {c.path for c in MOVEMENT_CONTROLS}}
        question = Form(*MOVEMENT_CONTROLS).query(body)
        hero = notation.find_hero(read(engine.Board, board).heroes, body["hero"]) if body.get("hero") else None
        if hero is not None:
            question["heros"] = [notation.hero_reference(hero)]  # as the page writes it: in every language
        return {**super().query(board), **question}


def movement_page_context(params: QueryDict) -> dict:
    chosen = movement_params(params, lenient=True)
    # The canonical link: a card, the default origin, goes without saying.
    keep = [(name, chosen[name].strip()) for name in MOVEMENT_PARAMS if chosen.get(name, "").strip()
            and not (name == "origine" and chosen[name].strip() == engine.MoveSource.CARD.value)]
    context = board_context(chosen, HERO_MOVEMENT.url, MOVEMENT_TOOLS, CHOOSE if chosen.getlist(HERO) else HERO,
                            keep, under_hero=True)
    # Each living hero as (the link's reference, the name shown); a hero named but absent stays shown, refused.
    heroes = [(notation.hero_reference(hero), hero.name) for hero in context["state"].heroes if not hero.dead]
    named = chosen.get("heros", "").strip()
    return {**context, "board_drawing": "calculators/_veiel_movement_drawing.html",
            "outcome_details": "calculators/_veiel_movement_routes.html",
            "mover_choices": heroes + ([(named, named)] if named and named not in dict(heroes) else []),
            "mover": named,
            "sources": SOURCES, "source": chosen.get("origine", "").strip() or engine.MoveSource.CARD.value,
            "moves_value": chosen.get("valeur", ""), "discarded_value": chosen.get("defaussees", "")}


HERO_MOVEMENT = Calculator(
    game="veiel",
    slug="deplacement-heros",
    api_slug="hero-movement",
    title=_("L'Ordre de Veiel — où ce héros peut-il aller ?"),
    description=_("Les cases qu'un héros peut atteindre avec les déplacements d'une carte, le déplacement acheté en "
                  "défaussant ou celui qu'impose une case devenue Infranchissable : le coût et un chemin pour chacune, "
                  "sur le plateau du ciblage (ennemis infranchissables, alliés traversés, Obstacles, cadavres)."),
    input=engine.HeroMovementInput,
    check=engine.check_hero_movement,
    resolve=engine.resolve_hero_movement,
    form=MovementForm(*BOARD_FORM.controls, *MOVEMENT_CONTROLS),
    template="calculators/veiel_hero_movement.html",
    page_context=movement_page_context,
    example={
        "rows": 5, "cols": 6,
        "heroes": [{"name": "Aline", "square": "B4", "threat": 3, "swords": 1},
                   {"name": "Bruno", "square": "C4", "threat": 2}],
        "enemies": [{"name": "Goule", "gender": "f", "square": "B3", "movement": 3, "reach": "adjacent",
                     "icon": "cible-unique"}],
        "entities": [{"kind": "obstacle", "square": "A4"}, {"kind": "cadavre", "square": "B5"}],
        "hero": "Aline", "moves": 2,
    },
)


# =============================================================================================
# The boss's own turn
# =============================================================================================
BOSS_TURN = Calculator(
    game="veiel",
    slug="tour-du-boss",
    api_slug="boss-turn",
    title=_("L'Ordre de Veiel — le tour du boss"),
    description=_("Au tour du boss de jouer : deux cartes Action, l'une après l'autre, sa pile de 7 cartes mélangée à "
                  "nouveau quand elle est vide."),
    input=engine.BossTurnInput,
    check=engine.check_boss_turn,
    resolve=engine.resolve_boss_turn,
    form=Form(Control("boss", "boss", "Boss", text),
              Control("actions", "action_cards_left", _("Cartes restantes dans sa pile Action"), whole)),
    template="calculators/veiel_boss_turn.html",
    page_context=lambda params: {"outcome_details": "calculators/_veiel_boss_pile.html",
                                 "action_deck": engine.BOSS_ACTION_DECK_SIZE},
    example={"boss": "Liche", "action_cards_left": 1},
)


# =============================================================================================
# Hero damage page
# =============================================================================================
HERO_DAMAGE = Calculator(
    game="veiel",
    slug="degats-heros",
    api_slug="hero-damage",
    title=_("L'Ordre de Veiel — dégâts à un héros"),
    description=_("Une attaque ennemie sur un héros : blocage, une blessure par dégât non bloqué, carte par carte "
                  "(deck, défausse reconstituée, main), cartes Persistant et Substitution."),
    input=engine.HeroDamageInput,
    check=engine.check_hero_damage,
    resolve=engine.resolve_hero_damage,
    form=AwaitingForm(
        Control("degats", "damage", _("Dégâts"), whole),
        Control("heros", "hero", _("Héros"), text),
        Control("nature", "kind", _("Nature"), text),
        Control("blocage", "block", _("Blocage"), whole),
        Control("deck", "deck", "Deck", cards, show=show_cards),
        Control("defausse", "discard", _("Défausse"), cards, show=show_cards),
        Control("main", "hand", _("Main"), cards, show=show_cards),
        Control("blessures", "wounds", _("Pile des blessures avant l'attaque"), cards, show=show_cards),
        Control("substitution", "substitute_with", _("Cartes Substitution que le joueur place"), names,
                show=show_names),
    ),
    template="calculators/veiel_hero_damage.html",
    page_context=lambda params: {"outcome_details": "calculators/_veiel_hero_piles.html",
                                 "damage_kinds": DAMAGE_KIND_LABELS},
    example={"hero": "Aline", "damage": 3, "block": 1,
             "deck": ["Frappe", {"name": "Garde", "keywords": ["persistant"]}, "Esquive"], "discard": ["Parade"]},
)


# =============================================================================================
# Enemy damage page (boss included)
# =============================================================================================
ENEMY_DAMAGE = Calculator(
    game="veiel",
    slug="degats-ennemi",
    api_slug="enemy-damage",
    title=_("L'Ordre de Veiel — dégâts à un ennemi ou au boss"),
    description=_("Une attaque d'un héros : le dé jaune baisse d'un par dégât, une vie perdue à 0 (dé rouge), mort, "
                  "invocations et cadavres ; pour un boss, son passif et une carte Action par vie perdue."),
    input=engine.EnemyDamageInput,
    check=engine.check_enemy_damage,
    resolve=engine.resolve_enemy_damage,
    form=AwaitingForm(
        Control("degats", "damage", _("Dégâts"), whole),
        Control("ennemi", "enemy", _("Ennemi"), text),
        Control("genre", "gender", _("Genre du nom"), text),
        Control("nature", "kind", _("Nature"), text),
        Control("blocage", "block", _("Blocage"), whole),
        Control("jaune", "yellow", _("Dé jaune"), whole),
        Control("jaune_max", "yellow_max", _("Valeur initiale du dé jaune"), whole),
        Control("rouge", "red", _("Dé rouge"), whole),
        Control("boss", "boss", _("C'est un boss"), checked, keep_blank=True),
        Control("actions", "action_cards_left", _("Cartes restantes dans sa pile Action"), whole),
        Control("invocations", "summons", _("Ses invocations"), names, show=show_names),
        Control("cadavres", "corpses", _("Un joueur utilise les cadavres"), checked, keep_blank=True),
    ),
    template="calculators/veiel_enemy_damage.html",
    page_context=lambda params: {"outcome_details": "calculators/_veiel_enemy_dice.html",
                                 "damage_kinds": DAMAGE_KIND_LABELS, "genders": GENDER_LABELS,
                                 "action_deck": engine.BOSS_ACTION_DECK_SIZE},
    example={"enemy": "Liche", "gender": "f", "damage": 4, "yellow": 2, "yellow_max": 3, "red": 3, "boss": True,
             "action_cards_left": 7},
)


# =============================================================================================
# Set-up page
# =============================================================================================
# As the steps name them: the phrasebook in force when the page is drawn.
DIFFICULTIES = [(d.value, lazy(lambda d: say.DIFFICULTY_NAME[d].capitalize(), str)(d)) for d in engine.Difficulty]

SETUP = Calculator(
    game="veiel",
    slug="mise-en-place",
    api_slug="setup",
    title=_("L'Ordre de Veiel — mise en place des 4 affrontements"),
    description=_("Les ennemis de chacun des 4 affrontements d'une partie, selon la difficulté choisie (table de l'aide)."),
    input=engine.SetupInput,
    check=engine.check_setup,
    resolve=engine.resolve_setup,
    form=Form(Control("difficulte", "difficulty", _("Difficulté"), text)),
    template="calculators/veiel_setup.html",
    page_context=lambda params: {"outcome_details": "calculators/_veiel_setup_table.html",
                                 "difficulties": DIFFICULTIES},
    example={"difficulty": "normale"},
)

CALCULATORS = [TARGETING, HERO_MOVEMENT, HERO_DAMAGE, ENEMY_DAMAGE, BOSS_TURN, SETUP]

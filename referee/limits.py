"""The bounds of a request: what any calculator needs, and no more.

Every number here is checked before a serializer or the engine sees the body, so the work one
request can cause is bounded whatever it holds; the API schema declares the list bounds.
"""
from __future__ import annotations

import codecs
import json
import re

from django.utils.translation import gettext
from rest_framework import status
from rest_framework.exceptions import APIException, ParseError, UnsupportedMediaType, ValidationError
from rest_framework.parsers import JSONParser

MAX_BODY_BYTES = 64 * 1024   # the largest calculator input (a Helix phase of 8 cards) is under 8 KB
MAX_DEPTH = 8                # objects within lists within objects…: the deepest input has 5 levels
MAX_ITEMS = 150              # no list of any calculator holds more (a Veiel board of 12 × 12 squares)
MAX_NODES = 4000             # values in the whole body
MAX_ERRORS = 50              # error entries listed in a 400; the rest are counted


class PayloadTooLarge(APIException):
    status_code = status.HTTP_413_REQUEST_ENTITY_TOO_LARGE
    default_code = "too_large"


_SURROGATE = re.compile("[\ud800-\udfff]")


def check_text(text: str, field: str, where: str) -> None:
    """A lone half of a UTF-16 pair (JSON's « \\ud800 ») is no character: no database, page or log can write
    it back. Refused under its field's path (``where`` names it in the message), rather than failing later as
    a 500."""
    if _SURROGATE.search(text):
        message = gettext("%(where)s : texte invalide, il contient une moitié de paire UTF-16 (« \\ud800 » à "
                          "« \\udfff ») qui n'est pas un caractère ; envoyez du texte Unicode valide.") % {"where": where}
        raise ValidationError({field or "non_field_errors": [message]})


def check_shape(data, path: str = "", depth: int = 0, budget: list[int] | None = None) -> None:
    """Refuse, before any serializer or engine sees it, a body deeper, longer or larger than any
    calculator needs: the work a request can cause is bounded by these numbers. Its texts must be
    Unicode that can be written back (``check_text``)."""
    budget = budget if budget is not None else [MAX_NODES]
    budget[0] -= 1
    where = path or gettext("le corps")
    if isinstance(data, str):
        check_text(data, path, where)
    if budget[0] < 0:
        raise ParseError(gettext("Corps JSON trop volumineux : %(most)d valeurs au plus.") % {"most": MAX_NODES})
    if depth > MAX_DEPTH:
        raise ParseError(gettext("%(where)s : JSON trop imbriqué (%(most)d niveaux au plus).")
                         % {"where": where, "most": MAX_DEPTH})
    if isinstance(data, list):
        if len(data) > MAX_ITEMS:
            raise ParseError(gettext("%(where)s : %(count)d éléments, %(most)d au plus.")
                             % {"where": where, "count": len(data), "most": MAX_ITEMS})
        for index, item in enumerate(data):
            check_shape(item, f"{path}[{index}]", depth + 1, budget)
    elif isinstance(data, dict):
        if len(data) > MAX_ITEMS:
            raise ParseError(gettext("%(where)s : %(count)d champs, %(most)d au plus.")
                             % {"where": where, "count": len(data), "most": MAX_ITEMS})
        for key, value in data.items():
            check_text(key, path, gettext("une clé de %(where)s") % {"where": where})
            check_shape(value, f"{path}.{key}" if path else str(key), depth + 1, budget)


class SafeJSONParser(JSONParser):
    """DRF's JSON parser, bounded: a body over MAX_BODY_BYTES is a 413 read no further (Django refuses
    an announced length past DATA_UPLOAD_MAX_MEMORY_SIZE first), one nested or long past what any
    calculator needs a 400 naming where."""

    def parse(self, stream, media_type=None, parser_context=None):
        charset = (parser_context or {}).get("encoding") or "utf-8"
        if not _is_utf8(charset):
            # JSON is UTF-8 (RFC 8259): another codec declared is refused before any decoding work.
            raise UnsupportedMediaType(f"{media_type} (charset {charset[:20]})",
                                       detail=gettext("Le corps JSON doit être en UTF-8 (charset=utf-8)."))
        raw = stream.read(MAX_BODY_BYTES + 1) if stream is not None else b""
        if len(raw) > MAX_BODY_BYTES:
            raise PayloadTooLarge(too_large())
        try:
            data = json.loads(raw.decode("utf-8"))
        except RecursionError:
            raise ParseError(gettext("JSON trop imbriqué : simplifiez le corps de la requête.")) from None
        except json.JSONDecodeError as error:
            raise ParseError(gettext("JSON invalide à la ligne %(line)d, colonne %(column)d.")
                             % {"line": error.lineno, "column": error.colno}) from None
        except (ValueError, UnicodeDecodeError):
            raise ParseError(gettext("JSON invalide : un nombre trop long ou un texte qui n'est pas de l'UTF-8.")) from None
        check_shape(data)
        return data


def too_large() -> str:
    """What a 413 says, in the reader's language."""
    return gettext("Corps de plus de %(most)d octets : %(most)d au plus.") % {"most": MAX_BODY_BYTES}


def _is_utf8(charset: str) -> bool:
    try:
        return codecs.lookup(charset).name == "utf-8"
    except LookupError:
        return False

import html
import re


def visible_text(page: str) -> str:
    """The words a reader sees on an HTML page: tags dropped, entities decoded, spaces collapsed."""
    body = re.sub(r"<(script|style)\b.*?</\1>", " ", page, flags=re.S)
    return re.sub(r"\s+", " ", html.unescape(re.sub(r"<[^>]+>", "", body)))


def api_token(user, name: str = "tests") -> str:
    """A working API token of ``user`` (rules/tokens.py), as « Mon compte » gives it."""
    from rules import tokens

    return tokens.issue(user, name)[1]

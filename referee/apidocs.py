"""The API's reference page, in the reader's language, rendered by the site from the OpenAPI schema drf-spectacular builds.

The same schema object as /api/v1/schema/ (``SchemaGenerator().get_schema(public=True)``), read once per
process: every operation grouped by tag, its parameters, its body's fields (``$ref`` followed), its
responses and a curl example. Each operation also has an « Essayer » form (static/js/api_try.js sends it
from the page; hidden without JavaScript, where the curl example stays the way to try): its parameters as
controls bounded as the schema bounds them, its body pre-filled with the documented example. No inline
script or style: the site's layout, dark mode and CSP. The page's own words follow the reader's language;
the schema's descriptions (its operations and fields) are the schema's, in French.
"""
import json
from functools import lru_cache
from html import escape

from django.conf import settings
from django.shortcuts import render
from django.utils.safestring import mark_safe
from django.utils.translation import get_language, gettext_lazy
from django.utils.translation import gettext as _
from drf_spectacular.generators import SchemaGenerator

METHODS = ("get", "post", "put", "patch", "delete")
# The schema's tags, in the page's order, with their French headings.
TAGS = {
    "games": gettext_lazy("Jeux"),
    "sections": gettext_lazy("Sections des règles"),
    "keywords": gettext_lazy("Mots-clés des glossaires"),
    "search": gettext_lazy("Recherche"),
    "décisions": gettext_lazy("Décisions d'arbitrage"),
    "calculateurs": gettext_lazy("Calculateurs"),
}
# The operations the schema leaves without a summary (their views live in rules/).
SUMMARIES = {
    "games_list": gettext_lazy("Les cinq jeux"),
    "games_retrieve": gettext_lazy("Un jeu et ses sections"),
    "sections_list": gettext_lazy("Les sections des règles"),
    "sections_retrieve": gettext_lazy("Une section des règles, son texte et ses citations"),
    "keywords_list": gettext_lazy("Les mots-clés des glossaires"),
    "keywords_retrieve": gettext_lazy("Un mot-clé du glossaire et sa définition"),
}
STATUSES = {
    "200": gettext_lazy("Succès."), "201": gettext_lazy("Créé."), "204": gettext_lazy("Fait, sans corps de réponse."),
    "400": gettext_lazy("Entrée refusée."), "401": gettext_lazy("Non identifié."), "403": gettext_lazy("Accès refusé."),
    "404": gettext_lazy("Introuvable."), "409": gettext_lazy("Conflit."), "413": gettext_lazy("Corps trop grand."),
    "415": gettext_lazy("Type de contenu refusé."), "429": gettext_lazy("Trop de requêtes."),
    "500": gettext_lazy("Erreur interne."), "503": gettext_lazy("Service indisponible."),
}
TYPES = {"integer": gettext_lazy("entier"), "number": gettext_lazy("nombre"), "string": gettext_lazy("texte"),
         "boolean": gettext_lazy("booléen"), "object": gettext_lazy("objet"), "array": gettext_lazy("liste")}
PLURALS = {"integer": gettext_lazy("entiers"), "number": gettext_lazy("nombres"), "string": gettext_lazy("textes"),
           "boolean": gettext_lazy("booléens"), "object": gettext_lazy("objets"), "array": gettext_lazy("listes")}
FORMATS = {"date-time": gettext_lazy("date et heure ISO 8601"), "date": gettext_lazy("date ISO 8601"),
           "uri": gettext_lazy("adresse"), "email": gettext_lazy("adresse e-mail"), "uuid": "UUID",
           "double": gettext_lazy("décimal"), "float": gettext_lazy("décimal")}
LOCATIONS = {"path": gettext_lazy("chemin"), "query": gettext_lazy("requête"), "header": gettext_lazy("en-tête"),
             "cookie": "cookie"}
MAX_DEPTH = 6


def _component(schema: dict, components: dict) -> tuple[dict, str | None]:
    """The schema a ``$ref`` (or a lone ``allOf``, drf-spectacular's way to describe a reference) points to."""
    name = None
    if "allOf" in schema and len(schema["allOf"]) == 1:
        inner, name = _component(schema["allOf"][0], components)
        schema = {**inner, **{k: v for k, v in schema.items() if k != "allOf"}}
    if "$ref" in schema:
        name = schema["$ref"].rsplit("/", 1)[-1]
        inner, _name = _component(components.get(name, {}), components)
        schema = {**inner, **{k: v for k, v in schema.items() if k != "$ref"}}
    return schema, name


def _type(schema: dict, components: dict) -> str:
    schema, _name = _component(schema, components)
    if "oneOf" in schema or "anyOf" in schema:
        label = _(" ou ").join(dict.fromkeys(_type(s, components) for s in schema.get("oneOf") or schema.get("anyOf")))
    elif schema.get("type") == "array":
        items, _items_name = _component(schema.get("items", {}), components)
        plural = str(PLURALS.get(items.get("type"), _("valeurs")))
        # French elides « de » before a vowel: two sentences, one English.
        label = (_("liste d'%(items)s") if plural[0] in "aeéio" else _("liste de %(items)s")) % {"items": plural}
    elif schema.get("type") == "object" and "properties" not in schema and schema.get("additionalProperties"):
        label = _("dictionnaire")
    else:
        label = str(TYPES.get(schema.get("type"), schema.get("type") or _("valeur")))
        if schema.get("format") in FORMATS:
            label += f" ({FORMATS[schema['format']]})"
    if schema.get("nullable"):
        label += _(" ou null")
    return label


def _bounds(schema: dict, components: dict) -> list[str]:
    """Each constraint, said in the reader's language."""
    schema, _name = _component(schema, components)
    said = []
    def number(key):
        value = schema.get(key)
        return value if isinstance(value, (int, float)) and not isinstance(value, bool) else None

    for low, high, unit in (("minimum", "maximum", ""), ("minLength", "maxLength", _("caractères")),
                            ("minItems", "maxItems", _("éléments"))):
        least, most = number(low), number(high)
        values = {"least": least, "most": most, "unit": unit}
        if least is not None and most is not None:
            said.append((_("exactement %(least)s %(unit)s") if least == most else _("de %(least)s à %(most)s %(unit)s"))
                        % values)
        elif least is not None:
            said.append(f"≥ {least}" if not unit else _("%(least)s %(unit)s au moins") % values)
        elif most is not None:
            said.append(f"≤ {most}" if not unit else _("%(most)s %(unit)s au plus") % values)
    for key, text in (("exclusiveMinimum", "> %(value)s"), ("exclusiveMaximum", "< %(value)s"),
                      ("multipleOf", _("multiple de %(value)s"))):
        if number(key) is not None:
            said.append(text % {"value": schema[key]})
    said = [text.strip() for text in said]
    if schema.get("uniqueItems"):
        said.append(_("sans doublon"))
    if "enum" in schema:
        said.append(_("parmi : %(values)s") % {
            "values": ", ".join(json.dumps(v, ensure_ascii=False) for v in schema["enum"] if v is not None)})
    if "default" in schema:
        said.append(_("par défaut %(value)s") % {"value": json.dumps(schema["default"], ensure_ascii=False)})
    if schema.get("pattern") and schema["pattern"] != "^[^\\x00]*$":
        said.append(_("motif %(pattern)s") % {"pattern": schema["pattern"]})
    if schema.get("readOnly"):
        said.append(_("en lecture seule"))
    if schema.get("type") == "array" and schema.get("items"):
        inner = _bounds(schema["items"], components)
        if inner:
            said.append(_("chaque élément %(bounds)s") % {"bounds": ", ".join(inner)})
    return said


def _object_name(schema: dict, components: dict) -> str | None:
    """The component an object field (or a list's items) is, when it has fields of its own."""
    schema, name = _component(schema, components)
    if schema.get("type") == "array":
        return _object_name(schema.get("items", {}), components)
    return name if schema.get("properties") else None


def _fields(schema: dict, components: dict, prefix: str = "", expanded: dict | None = None,
            depth: int = 0) -> list[dict]:
    """A body's fields, nested ones under their dotted path (``attackers[].strengths``).

    A component's fields are listed once per operation: its other uses say where (``expanded``)."""
    expanded = {} if expanded is None else expanded
    schema, name = _component(schema, components)
    if depth > MAX_DEPTH:
        return []
    if schema.get("type") == "array":
        return _fields(schema.get("items", {}), components, prefix + "[]", expanded, depth)
    rows = []
    required = set(schema.get("required", ()))
    for key, prop in schema.get("properties", {}).items():
        path = f"{prefix}.{key}" if prefix else key
        resolved, _name = _component(prop, components)
        inner = _object_name(prop, components)
        row = {"path": path, "type": _type(prop, components), "required": key in required,
               "bounds": _bounds(prop, components), "help": resolved.get("description", ""), "same_as": None}
        rows.append(row)
        if inner and inner in expanded:
            row["same_as"] = expanded[inner]
        else:
            if inner:
                expanded[inner] = path + ("[]" if resolved.get("type") == "array" else "")
            rows += _fields(prop, components, path, expanded, depth + 1)
    return rows


def _control(schema: dict, components: dict, required: bool) -> dict:
    """The control a parameter takes in the « Essayer » form, bounded as the schema bounds it (the browser
    checks the bounds before sending); an optional one can be left empty, and is then not sent."""
    schema, _name = _component(schema, components)
    if "enum" in schema:
        values = [str(v) for v in schema["enum"] if v is not None]
        return {"kind": "select", "options": values, "blank": not required and "" not in values}
    if schema.get("type") in ("integer", "number"):
        return {"kind": "number", "min": schema.get("minimum"), "max": schema.get("maximum"),
                "step": 1 if schema["type"] == "integer" else "any"}
    return {"kind": "text", "minlength": schema.get("minLength"), "maxlength": schema.get("maxLength")}


def _placeholder(schema: dict, components: dict, depth: int = 0):
    """A value of this schema for a body without a documented example: its required fields only."""
    schema, _name = _component(schema, components)
    if "enum" in schema:
        return next((v for v in schema["enum"] if v is not None), None)
    kind = schema.get("type")
    if kind == "object" and depth < MAX_DEPTH:
        return {k: _placeholder(p, components, depth + 1) for k, p in schema.get("properties", {}).items()
                if k in schema.get("required", ())}
    return {"array": [], "integer": schema.get("minimum", 1), "number": schema.get("minimum", 1), "boolean": False,
            "string": "…"}.get(kind, None)


def _body_text(body) -> str:
    """A body as the curl example and the « Essayer » form write it."""
    return json.dumps(body, ensure_ascii=False, indent=2)


def _element_text(text: str) -> str:
    """Text for an element's content, where quotes need no escape: a JSON body's are most of its escapes
    (« &quot; » six times as long), and the page carries each body twice (curl example, « Essayer » form)."""
    return mark_safe(escape(text, quote=False))


def _quote(text: str) -> str:
    return "'" + text.replace("'", "'\\''") + "'"


def _curl(method: str, path: str, operation: dict, body, base: str) -> str:
    for param in operation.get("parameters", ()):
        if param["in"] == "path":
            enum = param.get("schema", {}).get("enum")
            value = enum[0] if enum else (1 if param.get("schema", {}).get("type") == "integer" else param["name"].upper())
            path = path.replace("{" + param["name"] + "}", str(value))
    lines = [f"curl -X {method.upper()} {_quote(base + path)}"] if method != "get" else [f"curl {_quote(base + path)}"]
    if operation.get("security"):
        token = _("VOTRE_JETON")
        lines.append(f"-H 'Authorization: Token {token}'")
    if body is not None:
        lines.append("-H 'Content-Type: application/json'")
        lines.append("-d " + _quote(_body_text(body)))
    return " \\\n  ".join(lines)


@lru_cache(maxsize=1)
def schema() -> dict:
    """The schema /api/v1/schema/ serves, built once per process (it only changes with the code)."""
    return SchemaGenerator().get_schema(request=None, public=True)


@lru_cache(maxsize=len(settings.LANGUAGES))
def reference(language: str) -> dict:
    """The page's content in ``language`` (the one in force): the API's description and its operations by
    tag (without the host, per request)."""
    spec = schema()
    components = spec.get("components", {}).get("schemas", {})
    groups: dict[str, list] = {}
    for path, operations in spec.get("paths", {}).items():
        for method in METHODS:
            operation = operations.get(method)
            if operation is None:
                continue
            parameters = [{"name": p["name"], "location": p["in"], "where": str(LOCATIONS.get(p["in"], p["in"])),
                           "required": p.get("required", False), "type": _type(p.get("schema", {}), components),
                           "bounds": _bounds(p.get("schema", {}), components), "help": p.get("description", ""),
                           "control": _control(p.get("schema", {}), components, p.get("required", False))}
                          for p in operation.get("parameters", ())]
            body = fields = body_name = None
            content = operation.get("requestBody", {}).get("content", {}).get("application/json")
            if content:
                fields = _fields(content["schema"], components)
                body_name = _component(content["schema"], components)[1]
                examples = list(content.get("examples", {}).values())
                body = examples[0]["value"] if examples else _placeholder(content["schema"], components)
            responses = []
            for status, response in sorted(operation.get("responses", {}).items()):
                returned = response.get("content", {}).get("application/json", {}).get("schema")
                responses.append({"status": status, "meaning": response.get("description") or str(STATUSES.get(status, "")),
                                  "body": _component(returned, components)[1] if returned else None,
                                  "shared": False, "french": bool(response.get("description"))})
            tag = (operation.get("tags") or ["autres"])[0]
            groups.setdefault(tag, []).append({
                "id": operation["operationId"].replace("_", "-"), "method": method.upper(), "path": path,
                "summary": operation.get("summary") or str(SUMMARIES.get(operation["operationId"], f"{method.upper()} {path}")),
                "summary_french": bool(operation.get("summary")),  # the schema's own words are French
                "description": operation.get("description", ""), "parameters": parameters, "fields": fields,
                "body_name": body_name, "body_required": operation.get("requestBody", {}).get("required", False),
                "example": body, "has_example": bool(content and content.get("examples")),
                "example_json": _element_text(_body_text(body)) if content else None,
                "responses": responses, "secured": bool(operation.get("security")), "writes": method != "get",
                "operation": operation,
            })
    # The error statuses most operations share are explained once, above; each operation names them shortly.
    counts: dict[tuple, int] = {}
    for ops in groups.values():
        for op in ops:
            for r in op["responses"]:
                counts[r["status"], r["meaning"]] = counts.get((r["status"], r["meaning"]), 0) + 1
    shared = {key for key, n in counts.items() if n >= 5 and key[0] >= "400"}
    for ops in groups.values():
        for op in ops:
            for r in op["responses"]:
                if (r["status"], r["meaning"]) in shared:
                    r.update(meaning=str(STATUSES.get(r["status"], r["meaning"])), shared=True, french=False)
    errors = [{"status": status, "meaning": meaning} for status, meaning in sorted(shared)]  # the schema's words
    order = list(TAGS)
    tags = [{"id": "tag-" + tag.replace("é", "e"), "name": str(TAGS.get(tag, tag.capitalize())), "operations": ops}
            for tag, ops in sorted(groups.items(), key=lambda kv: order.index(kv[0]) if kv[0] in order else len(order))]
    return {"info": spec.get("info", {}), "tags": tags, "errors": errors}


def api_docs(request):
    content = reference(get_language())
    base = request.build_absolute_uri("/").rstrip("/")

    def curl(op: dict) -> str:
        body = op["example"] if op["fields"] is not None else None
        return _element_text(_curl(op["method"].lower(), op["path"], op["operation"], body, base))

    tags = [{**tag, "operations": [{**op, "curl": curl(op)} for op in tag["operations"]]} for tag in content["tags"]]
    # The schema's description, marked for translation where the settings declare it.
    return render(request, "api/docs.html", {"info": content["info"], "tags": tags, "errors": content["errors"],
                                             "description": _(content["info"].get("description", ""))})

"""The API's reference page, in French, rendered by the site from the OpenAPI schema drf-spectacular builds.

The same schema object as /api/v1/schema/ (``SchemaGenerator().get_schema(public=True)``), read once per
process: every operation grouped by tag, its parameters, its body's fields (``$ref`` followed), its
responses and a curl example. No script, no inline style: the site's layout, dark mode and CSP. The
interactive Swagger UI stays at /api/v1/docs/interactive/.
"""
import json
from functools import lru_cache

from django.shortcuts import render
from drf_spectacular.generators import SchemaGenerator

METHODS = ("get", "post", "put", "patch", "delete")
# The schema's tags, in the page's order, with their French headings.
TAGS = {
    "games": "Jeux",
    "sections": "Sections des règles",
    "keywords": "Mots-clés des glossaires",
    "search": "Recherche",
    "décisions": "Décisions d'arbitrage",
    "calculateurs": "Calculateurs",
}
# The operations the schema leaves without a summary (their views live in rules/).
SUMMARIES = {
    "games_list": "Les cinq jeux",
    "games_retrieve": "Un jeu et ses sections",
    "sections_list": "Les sections des règles",
    "sections_retrieve": "Une section des règles, son texte et ses citations",
    "keywords_list": "Les mots-clés des glossaires",
    "keywords_retrieve": "Un mot-clé du glossaire et sa définition",
}
STATUSES = {
    "200": "Succès.", "201": "Créé.", "204": "Fait, sans corps de réponse.", "400": "Entrée refusée.",
    "401": "Non identifié.", "403": "Accès refusé.", "404": "Introuvable.", "409": "Conflit.",
    "413": "Corps trop grand.", "415": "Type de contenu refusé.", "429": "Trop de requêtes.",
    "500": "Erreur interne.", "503": "Service indisponible.",
}
TYPES = {"integer": "entier", "number": "nombre", "string": "texte", "boolean": "booléen", "object": "objet",
         "array": "liste"}
PLURALS = {"integer": "entiers", "number": "nombres", "string": "textes", "boolean": "booléens", "object": "objets",
           "array": "listes"}
FORMATS = {"date-time": "date et heure ISO 8601", "date": "date ISO 8601", "uri": "adresse", "email": "adresse e-mail",
           "uuid": "UUID", "double": "décimal", "float": "décimal"}
LOCATIONS = {"path": "chemin", "query": "requête", "header": "en-tête", "cookie": "cookie"}
MAX_DEPTH = 6


def _component(schema: dict, components: dict) -> tuple[dict, str | None]:
    """The schema a ``$ref`` (or a lone ``allOf``, drf-spectacular's way to describe a reference) points to."""
    name = None
    if "allOf" in schema and len(schema["allOf"]) == 1:
        inner, name = _component(schema["allOf"][0], components)
        schema = {**inner, **{k: v for k, v in schema.items() if k != "allOf"}}
    if "$ref" in schema:
        name = schema["$ref"].rsplit("/", 1)[-1]
        inner, _ = _component(components.get(name, {}), components)
        schema = {**inner, **{k: v for k, v in schema.items() if k != "$ref"}}
    return schema, name


def _type(schema: dict, components: dict) -> str:
    schema, _ = _component(schema, components)
    if "oneOf" in schema or "anyOf" in schema:
        label = " ou ".join(dict.fromkeys(_type(s, components) for s in schema.get("oneOf") or schema.get("anyOf")))
    elif schema.get("type") == "array":
        items, _ = _component(schema.get("items", {}), components)
        plural = PLURALS.get(items.get("type"), "valeurs")
        label = ("liste d'" if plural[0] in "aeéio" else "liste de ") + plural
    elif schema.get("type") == "object" and "properties" not in schema and schema.get("additionalProperties"):
        label = "dictionnaire"
    else:
        label = TYPES.get(schema.get("type"), schema.get("type") or "valeur")
        if schema.get("format") in FORMATS:
            label += f" ({FORMATS[schema['format']]})"
    if schema.get("nullable"):
        label += " ou null"
    return label


def _bounds(schema: dict, components: dict) -> list[str]:
    """Each constraint, said in French."""
    schema, _ = _component(schema, components)
    said = []
    def number(key):
        value = schema.get(key)
        return value if isinstance(value, (int, float)) and not isinstance(value, bool) else None

    for low, high, unit in (("minimum", "maximum", ""), ("minLength", "maxLength", "caractères"),
                            ("minItems", "maxItems", "éléments")):
        least, most = number(low), number(high)
        if least is not None and most is not None:
            said.append(f"exactement {least} {unit}" if least == most else f"de {least} à {most} {unit}")
        elif least is not None:
            said.append(f"≥ {least}" if not unit else f"{least} {unit} au moins")
        elif most is not None:
            said.append(f"≤ {most}" if not unit else f"{most} {unit} au plus")
    for key, text in (("exclusiveMinimum", "> {}"), ("exclusiveMaximum", "< {}"), ("multipleOf", "multiple de {}")):
        if number(key) is not None:
            said.append(text.format(schema[key]))
    said = [text.strip() for text in said]
    if schema.get("uniqueItems"):
        said.append("sans doublon")
    if "enum" in schema:
        said.append("parmi : " + ", ".join(json.dumps(v, ensure_ascii=False) for v in schema["enum"] if v is not None))
    if "default" in schema:
        said.append("par défaut " + json.dumps(schema["default"], ensure_ascii=False))
    if schema.get("pattern") and schema["pattern"] != "^[^\\x00]*$":
        said.append(f"motif {schema['pattern']}")
    if schema.get("readOnly"):
        said.append("en lecture seule")
    if schema.get("type") == "array" and schema.get("items"):
        inner = _bounds(schema["items"], components)
        if inner:
            said.append("chaque élément " + ", ".join(inner))
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
        resolved, _ = _component(prop, components)
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


def _placeholder(schema: dict, components: dict, depth: int = 0):
    """A value of this schema for a body without a documented example: its required fields only."""
    schema, _ = _component(schema, components)
    if "enum" in schema:
        return next((v for v in schema["enum"] if v is not None), None)
    kind = schema.get("type")
    if kind == "object" and depth < MAX_DEPTH:
        return {k: _placeholder(p, components, depth + 1) for k, p in schema.get("properties", {}).items()
                if k in schema.get("required", ())}
    return {"array": [], "integer": schema.get("minimum", 1), "number": schema.get("minimum", 1), "boolean": False,
            "string": "…"}.get(kind, None)


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
        lines.append("-H 'Authorization: Token VOTRE_JETON'")
    if body is not None:
        lines.append("-H 'Content-Type: application/json'")
        lines.append("-d " + _quote(json.dumps(body, ensure_ascii=False, indent=2)))
    return " \\\n  ".join(lines)


@lru_cache(maxsize=1)
def schema() -> dict:
    """The schema /api/v1/schema/ serves, built once per process (it only changes with the code)."""
    return SchemaGenerator().get_schema(request=None, public=True)


@lru_cache(maxsize=1)
def reference() -> dict:
    """The page's content: the API's description and its operations by tag (without the host, per request)."""
    spec = schema()
    components = spec.get("components", {}).get("schemas", {})
    groups: dict[str, list] = {}
    for path, operations in spec.get("paths", {}).items():
        for method in METHODS:
            operation = operations.get(method)
            if operation is None:
                continue
            parameters = [{"name": p["name"], "where": LOCATIONS.get(p["in"], p["in"]), "required": p.get("required", False),
                           "type": _type(p.get("schema", {}), components), "bounds": _bounds(p.get("schema", {}), components),
                           "help": p.get("description", "")} for p in operation.get("parameters", ())]
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
                responses.append({"status": status, "meaning": response.get("description") or STATUSES.get(status, ""),
                                  "body": _component(returned, components)[1] if returned else None,
                                  "shared": False})
            tag = (operation.get("tags") or ["autres"])[0]
            groups.setdefault(tag, []).append({
                "id": operation["operationId"].replace("_", "-"), "method": method.upper(), "path": path,
                "summary": operation.get("summary") or SUMMARIES.get(operation["operationId"], f"{method.upper()} {path}"),
                "description": operation.get("description", ""), "parameters": parameters, "fields": fields,
                "body_name": body_name, "body_required": operation.get("requestBody", {}).get("required", False),
                "example": body, "has_example": bool(content and content.get("examples")),
                "responses": responses, "secured": bool(operation.get("security")), "operation": operation,
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
                    r.update(meaning=STATUSES.get(r["status"], r["meaning"]), shared=True)
    errors = [{"status": status, "meaning": meaning} for status, meaning in sorted(shared)]
    order = list(TAGS)
    tags = [{"id": "tag-" + tag.replace("é", "e"), "name": TAGS.get(tag, tag.capitalize()), "operations": ops}
            for tag, ops in sorted(groups.items(), key=lambda kv: order.index(kv[0]) if kv[0] in order else len(order))]
    return {"info": spec.get("info", {}), "tags": tags, "errors": errors}


def api_docs(request):
    content = reference()
    base = request.build_absolute_uri("/").rstrip("/")
    tags = [{**tag, "operations": [{**op, "curl": _curl(op["method"].lower(), op["path"], op["operation"],
                                                          op["example"] if op["fields"] is not None else None, base)}
                                   for op in tag["operations"]]} for tag in content["tags"]]
    return render(request, "api/docs.html", {"info": content["info"], "tags": tags,
                                                  "errors": content["errors"]})

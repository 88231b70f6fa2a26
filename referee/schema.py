"""The API schema's one error shape, declared on every operation (drf-spectacular post-processing).

Every error of the API has this shape (referee/api.py): the schema says which statuses each
operation may answer, so a client and schemathesis know them all.
"""
ERROR = {
    "type": "object",
    "required": ["detail", "code", "errors"],
    "properties": {
        "detail": {"type": "string", "description": "Ce qui ne va pas, en français."},
        "code": {"type": "string", "description": "Un code stable : invalid, not_found, too_large, throttled…"},
        "errors": {
            "type": "object",
            "description": "Par chemin de champ (« attackers[0].strengths »), chaque erreur avec sa règle.",
            "additionalProperties": {"type": "array", "items": {"type": "object", "properties": {
                "message": {"type": "string"}, "code": {"type": "string"},
                "rule": {"type": "object", "nullable": True}}}},
        },
    },
}
STATUSES = {
    "400": ("Entrée refusée, chaque problème avec son champ : code « invalid », le corps n'est pas conforme au "
            "schéma ; « illegal », il l'est mais les règles le refusent (avec la règle) ; « ambiguous », "
            "les règles ne permettent pas de trancher."),
    "404": "Entrée, page ou adresse inconnue.",
    "429": "Trop de requêtes de cette adresse : réessayer après Retry-After secondes.",
    "500": "Erreur interne, consignée dans le journal du serveur.",
}
BODY_STATUSES = {
    "413": "Corps de plus de 64 Ko.",
    "415": "Le corps doit être du JSON (Content-Type: application/json).",
}
# Writing rulings: a judge's token (or session), their rights, the version they changed.
WRITE_STATUSES = {
    "401": "Non identifié : envoyer « Authorization: Token <jeton> » (le jeton d'un arbitre, page « Mon compte »).",
    "403": "Identifié, mais sans ce droit (arbitre d'un autre jeu, décision publiée sans être arbitre principal…).",
}
CONFLICT_STATUSES = {
    "409": ("Conflit : la décision a changé depuis la version envoyée (rien n'est écrit : la relire, refaire le "
            "changement), ou son état ne le permet pas (déjà publiée, retirée…)."),
}
QUESTION_CONFLICT_STATUSES = {
    "409": "Conflit : la question a déjà été traitée (rattachée, répondue ou écartée) par un arbitre.",
}
SEARCH_STATUSES = {"503": "Index de recherche absent : lancer « manage.py build_index »."}


def add_error_responses(result, generator, request, public):
    result.setdefault("components", {}).setdefault("schemas", {})["Error"] = ERROR
    content = {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}
    for path, operations in result.get("paths", {}).items():
        for method, operation in operations.items():
            statuses = dict(STATUSES)
            if method in ("post", "put", "patch"):
                statuses.update(BODY_STATUSES)
            if path.startswith("/api/v1/search/"):
                statuses.update(SEARCH_STATUSES)
            if path.startswith("/api/v1/rulings/") and method in ("post", "put", "patch", "delete"):
                statuses.update(WRITE_STATUSES)
                if path != "/api/v1/rulings/":
                    statuses.update(CONFLICT_STATUSES)
            # Reported questions: anyone reports one; reading and handling them is for the judges of their game.
            if path.startswith("/api/v1/questions/") and not (path == "/api/v1/questions/" and method == "post"):
                statuses.update(WRITE_STATUSES)
                if method == "post":
                    statuses.update(QUESTION_CONFLICT_STATUSES)
            responses = operation.setdefault("responses", {})
            for status, description in statuses.items():
                responses.setdefault(status, {"description": description, "content": content})
    return result


def close_request_objects(result, generator, request, public):
    """A request body's objects take no other field: the engine's reader refuses unknown ones."""
    for name, component in result.get("components", {}).get("schemas", {}).items():
        if name.endswith("Request") and component.get("type") == "object" and "properties" in component:
            component["additionalProperties"] = False
    return result

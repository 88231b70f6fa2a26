"""GET /api/v1/search/ and /api/v1/search/suggest/."""
import re

from django.utils.translation import gettext
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, extend_schema, inline_serializer
from rest_framework import serializers
from rest_framework.exceptions import APIException, NotFound, ValidationError
from rest_framework.response import Response
from rest_framework.views import APIView

from referee.throttling import SearchThrottle
from rules.parsing import GAME_SLUGS
from search.index import IndexMissing, get_index
from search.query import MAX_QUERY_LENGTH, QueryError, parse_query
from search.service import PageOutOfRange, search, suggest_titles


class SectionRefSerializer(serializers.Serializer):
    anchor = serializers.CharField(help_text="Ancre de règle de la section : « noxilia/combat ».")
    title = serializers.CharField()
    url = serializers.CharField()


class HitPassageSerializer(serializers.Serializer):
    anchor = serializers.CharField(help_text="Ancre du passage dans sa section (stable pour une version des règles).")
    text = serializers.CharField(help_text="Le passage entier, texte brut, tel que publié.")
    permalink = serializers.CharField(help_text="Lien permanent du passage : la page de sa section, suivie de #ancre.")


class HitSerializer(serializers.Serializer):
    id = serializers.CharField(help_text="« passage:noxilia/combat#ancre », « keyword:noxilia/glossaire/poison-x » ou « section:… ».")
    game = serializers.CharField()
    kind = serializers.ChoiceField(choices=["section", "keyword", "ruling"])
    title = serializers.CharField()
    path = serializers.CharField()
    snippet = serializers.CharField(help_text="HTML : le passage entier, échappé, mots trouvés entre <mark>.")
    url = serializers.CharField(help_text="Où aller : le lien permanent du passage (d'un mot-clé : sa page de glossaire).")
    api_url = serializers.CharField()
    passage = HitPassageSerializer()
    section = SectionRefSerializer()
    matched = serializers.IntegerField(help_text="Combien des notions de la question le passage contient.")


class ResultsSerializer(serializers.Serializer):
    count = serializers.IntegerField()
    page = serializers.IntegerField()
    pages = serializers.IntegerField()
    understood = serializers.CharField(help_text="Comment la recherche a été comprise, en français.")
    game = serializers.CharField(allow_null=True, help_text="Le jeu cherché : le filtre, ou le jeu nommé dans la question.")
    no_answer = serializers.ListField(
        child=serializers.CharField(),
        help_text="Les mots sur lesquels les règles ne disent rien ; les résultats ne sont alors que les passages les plus proches.")
    results = HitSerializer(many=True)
    facets = serializers.DictField(child=serializers.DictField(child=serializers.IntegerField()))
    suggestion = serializers.CharField(allow_null=True)
    exact = serializers.ListField(child=serializers.CharField(), help_text="Mots-clés nommés exactement par la recherche.")


class _Params(serializers.Serializer):
    q = serializers.CharField(required=False, allow_blank=True, trim_whitespace=False, default="")
    game = serializers.ChoiceField(choices=[*GAME_SLUGS, "all"], required=False)
    kind = serializers.ChoiceField(choices=["section", "keyword", "ruling"], required=False)
    page = serializers.IntegerField(required=False, min_value=1, default=1)


class IndexUnavailable(APIException):
    status_code = 503
    default_code = "index_missing"


def _index():
    try:
        return get_index()
    except IndexMissing as error:
        raise IndexUnavailable(str(error)) from error


class SearchAPIView(APIView):
    throttle_classes = [SearchThrottle]

    @extend_schema(
        summary="Rechercher dans les règles et les glossaires",
        parameters=[
            OpenApiParameter("q", {"type": "string", "maxLength": MAX_QUERY_LENGTH, "pattern": "^[^\\x00]*$"},
                             description='Mots, "expression", jeu:noxilia, type:mot-cle ; '
                                         f"{MAX_QUERY_LENGTH} caractères au plus, ligatures et symboles dépliés."),
            # Empty means no filter, as a form sends it.
            OpenApiParameter("game", OpenApiTypes.STR, enum=[*GAME_SLUGS, "all", ""],
                             description="Un seul jeu ; « all » : tous, même quand la question en nomme un ; "
                                         "vide : pas de filtre."),
            OpenApiParameter("kind", OpenApiTypes.STR, enum=["section", "keyword", "ruling", ""],
                             description="Un seul type d'entrée ; vide : pas de filtre."),
            OpenApiParameter("page", {"type": "integer", "minimum": 1}, description="À partir de 1."),
        ],
        responses=ResultsSerializer,
    )
    def get(self, request):
        # A page is a whole number from 1, written once (« page= » and « page[x] » are no page).
        pages = request.query_params.getlist("page")
        if pages and (len(pages) > 1 or not re.fullmatch(r"[1-9][0-9]{0,39}", pages[0])):
            raise ValidationError({"page": [gettext("Numéro de page invalide : donnez un seul entier à partir de 1.")]})
        params = _Params(data=request.query_params)
        params.is_valid(raise_exception=True)
        data = params.validated_data
        try:
            parsed = parse_query(data["q"], game=data.get("game"), kind=data.get("kind"))
            results = search(_index(), parsed, page=data["page"])
        except QueryError as error:
            raise ValidationError({error.field: [error.message]}) from None
        except PageOutOfRange as error:
            raise NotFound(str(error)) from None
        base = request.build_absolute_uri("/").rstrip("/")
        return Response({
            "count": results.count, "page": results.page, "pages": results.pages,
            "understood": results.understood, "game": results.game, "no_answer": results.no_answer,
            "results": [_hit(hit, base) for hit in results.hits],
            "facets": results.facets, "suggestion": results.suggestion, "exact": results.exact,
        })


def _hit(hit, base: str) -> dict:
    return {
        "id": hit.id, "game": hit.game, "kind": hit.kind, "title": hit.title, "path": hit.path,
        "snippet": hit.snippet, "url": base + hit.url, "api_url": base + hit.api_url,
        "passage": {"anchor": hit.anchor, "text": hit.text, "permalink": base + hit.passage_url},
        "section": {"anchor": hit.section, "title": hit.section_title, "url": base + hit.section_url},
        "matched": hit.coverage,
    }


class SuggestAPIView(APIView):
    throttle_classes = [SearchThrottle]

    @extend_schema(
        summary="Suggestions au fil de la frappe (titres et noms qui commencent ainsi)",
        parameters=[OpenApiParameter("q", OpenApiTypes.STR)],
        responses=inline_serializer("Suggestions", {"suggestions": serializers.ListField(child=serializers.DictField())}),
    )
    def get(self, request):
        try:
            return Response({"suggestions": suggest_titles(_index(), request.query_params.get("q", ""))})
        except QueryError as error:
            raise ValidationError({"q": [error.message]}) from None

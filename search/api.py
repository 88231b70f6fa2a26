"""GET /api/v1/search/ and /api/v1/search/suggest/."""
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, extend_schema, inline_serializer
from rest_framework import serializers
from rest_framework.exceptions import APIException, NotFound, ValidationError
from rest_framework.response import Response
from rest_framework.views import APIView

from rules.parsing import GAME_SLUGS
from search.index import IndexMissing, get_index
from search.query import QueryError, parse_query
from search.service import PageOutOfRange, search, suggest_titles


class HitSerializer(serializers.Serializer):
    id = serializers.CharField()
    game = serializers.CharField()
    kind = serializers.ChoiceField(choices=["section", "keyword", "ruling"])
    title = serializers.CharField()
    path = serializers.CharField()
    snippet = serializers.CharField(help_text="HTML : texte échappé puis correspondances entre <mark>.")
    url = serializers.CharField()
    api_url = serializers.CharField()


class ResultsSerializer(serializers.Serializer):
    count = serializers.IntegerField()
    page = serializers.IntegerField()
    pages = serializers.IntegerField()
    understood = serializers.CharField(help_text="Comment la recherche a été comprise, en français.")
    results = HitSerializer(many=True)
    facets = serializers.DictField(child=serializers.DictField(child=serializers.IntegerField()))
    suggestion = serializers.CharField(allow_null=True)
    exact = serializers.ListField(child=serializers.CharField(), help_text="Mots-clés nommés exactement par la recherche.")


class _Params(serializers.Serializer):
    q = serializers.CharField(required=False, allow_blank=True, trim_whitespace=False, default="")
    game = serializers.ChoiceField(choices=GAME_SLUGS, required=False)
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
    @extend_schema(
        summary="Rechercher dans les règles et les glossaires",
        parameters=[
            OpenApiParameter("q", OpenApiTypes.STR, description='Mots, "expression", jeu:noxilia, type:mot-cle'),
            OpenApiParameter("game", OpenApiTypes.STR, enum=list(GAME_SLUGS)),
            OpenApiParameter("kind", OpenApiTypes.STR, enum=["section", "keyword", "ruling"]),
            OpenApiParameter("page", OpenApiTypes.INT),
        ],
        responses=ResultsSerializer,
    )
    def get(self, request):
        params = _Params(data=request.query_params)
        params.is_valid(raise_exception=True)
        data = params.validated_data
        try:
            parsed = parse_query(data["q"], game=data.get("game"), kind=data.get("kind"))
            results = search(_index(), parsed, page=data["page"])
        except QueryError as error:
            raise ValidationError({error.field: [error.message]})
        except PageOutOfRange as error:
            raise NotFound(str(error))
        base = request.build_absolute_uri("/").rstrip("/")
        return Response({
            "count": results.count, "page": results.page, "pages": results.pages,
            "understood": results.understood,
            "results": [{**hit.__dict__, "url": base + hit.url, "api_url": base + hit.api_url} for hit in results.hits],
            "facets": results.facets, "suggestion": results.suggestion, "exact": results.exact,
        })


class SuggestAPIView(APIView):
    @extend_schema(
        summary="Suggestions au fil de la frappe (titres et noms qui commencent ainsi)",
        parameters=[OpenApiParameter("q", OpenApiTypes.STR)],
        responses=inline_serializer("Suggestions", {"suggestions": serializers.ListField(child=serializers.DictField())}),
    )
    def get(self, request):
        try:
            return Response({"suggestions": suggest_titles(_index(), request.query_params.get("q", ""))})
        except QueryError as error:
            raise ValidationError({"q": [error.message]})

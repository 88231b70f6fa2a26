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
from search.service import PageOutOfRange, search
from search.suggestions import MAX_SUGGESTIONS, MAX_TYPED, SuggestionError, context_game, suggest


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
    elsewhere = serializers.BooleanField(
        help_text="Vrai : un passage d'un autre jeu que le contexte, montré parce que rien dans le contexte ne répond.")


class ResultsSerializer(serializers.Serializer):
    count = serializers.IntegerField()
    page = serializers.IntegerField()
    pages = serializers.IntegerField()
    understood = serializers.CharField(help_text="Comment la recherche a été comprise, en français.")
    game = serializers.CharField(allow_null=True, help_text="Le jeu cherché : le filtre, ou le jeu nommé dans la question.")
    context = serializers.CharField(
        allow_null=True, help_text="Le jeu à la table, quand ni le filtre ni la question n'en choisissent un : ses "
                                   "passages d'abord.")
    elsewhere = serializers.IntegerField(
        help_text="Avec un contexte qui répond : combien de passages des autres jeux sont laissés de côté "
                  "(les voir : context vide).")
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
    context = serializers.ChoiceField(choices=[*GAME_SLUGS, "all", ""], required=False)
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
            OpenApiParameter("context", OpenApiTypes.STR, enum=[*GAME_SLUGS, "all", ""],
                             description="Le jeu à la table (celui de la page d'où la question est posée) : une "
                                         "préférence, pas un filtre. Ses passages d'abord ; ceux d'un autre jeu "
                                         "seulement quand la question le nomme ou que rien dans ce jeu ne répond "
                                         "(« elsewhere » : true). Vide ou « all » : aucun."),
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
            parsed = parse_query(data["q"], game=data.get("game"), kind=data.get("kind"),
                                 context=data.get("context") or None)
            results = search(_index(), parsed, page=data["page"])
        except QueryError as error:
            raise ValidationError({error.field: [error.message]}) from None
        except PageOutOfRange as error:
            raise NotFound(str(error)) from None
        base = request.build_absolute_uri("/").rstrip("/")
        return Response({
            "count": results.count, "page": results.page, "pages": results.pages,
            "understood": results.understood, "game": results.game, "context": results.context,
            "elsewhere": results.elsewhere_count, "no_answer": results.no_answer,
            "results": [_hit(hit, base) for hit in results.hits],
            "facets": results.facets, "suggestion": results.suggestion, "exact": results.exact,
        })


def _hit(hit, base: str) -> dict:
    return {
        "id": hit.id, "game": hit.game, "kind": hit.kind, "title": hit.title, "path": hit.path,
        "snippet": hit.snippet, "url": base + hit.url, "api_url": base + hit.api_url,
        "passage": {"anchor": hit.anchor, "text": hit.text, "permalink": base + hit.passage_url},
        "section": {"anchor": hit.section, "title": hit.section_title, "url": base + hit.section_url},
        "matched": hit.coverage, "elsewhere": hit.elsewhere,
    }


class SuggestionSerializer(serializers.Serializer):
    title = serializers.CharField(help_text="Le nom du mot-clé (avec sa section quand deux du même jeu le portent), "
                                            "ou la question, en français.")
    game = serializers.ChoiceField(choices=GAME_SLUGS, help_text="Le jeu de la suggestion.")
    game_name = serializers.CharField(help_text="Son nom, à afficher : « Noxilia ».")
    kind = serializers.ChoiceField(choices=["keyword", "question"],
                                   help_text="« keyword » : un mot-clé d'un glossaire ; « question » : une des "
                                             "« Questions fréquentes ».")
    url = serializers.CharField(help_text="Où aller : la page du mot-clé dans son glossaire, ou le lien permanent du "
                                          "premier passage qui répond à la question. Relative au site.")


class _SuggestParams(serializers.Serializer):
    # The length of q and the game of context are checked by search/suggestions.py, with a message that says
    # what to do; context is read as sent (« noxilia » only: the schema's enum).
    q = serializers.CharField(required=False, allow_blank=True, trim_whitespace=False, default="")
    context = serializers.CharField(required=False, allow_blank=True, trim_whitespace=False, default="")


class SuggestAPIView(APIView):
    throttle_classes = [SearchThrottle]

    @extend_schema(
        summary="Suggestions au fil de la frappe : mots-clés et questions fréquentes",
        description=(
            "Ce qui est tapé est lu sans accents ni majuscules, le dernier mot comme un début de mot. D'abord les "
            "mots-clés dont le nom (ou un autre nom) commence ainsi, puis ceux dont le nom contient ces mots, puis "
            f"les questions fréquentes qui les contiennent ; {MAX_SUGGESTIONS} au plus. Moins de deux lettres : "
            "aucune suggestion."),
        parameters=[
            OpenApiParameter("q", {"type": "string", "maxLength": MAX_TYPED, "pattern": "^[^\\x00]*$"},
                             description=f"Le texte tapé jusqu'ici ; {MAX_TYPED} caractères au plus."),
            OpenApiParameter("context", OpenApiTypes.STR, enum=[*GAME_SLUGS, "all", ""],
                             description="Le jeu où l'on joue (celui de la page) : ses suggestions d'abord, celles "
                                         "des autres jeux ensuite. Vide ou « all » : aucun."),
        ],
        responses=inline_serializer("Suggestions", {"suggestions": SuggestionSerializer(many=True)}),
    )
    def get(self, request):
        params = _SuggestParams(data=request.query_params)
        params.is_valid(raise_exception=True)
        try:
            context = context_game(params.validated_data["context"])
            _index()  # the index follows the database: a corpus changed makes the suggestions read it again
            found = suggest(params.validated_data["q"], context)
        except SuggestionError as error:
            raise ValidationError({error.field: [error.message]}) from None
        return Response({"suggestions": [s.as_dict() for s in found]})

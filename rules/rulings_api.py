"""REST API of rulings, /api/v1/rulings/: anyone reads what is public; judges write with their token.

Authentication: ``Authorization: Token <key>`` (a judge's own token, rules/tokens.py: « manage.py create_token
<user> », or their account page), or the session of the pages (with its CSRF token). Every change
names the ``version`` it was made on: a change on an older version is a 409, nothing written.
"""
from django.http import Http404
from django.shortcuts import get_object_or_404
from django.utils.decorators import method_decorator
from django.utils.translation import gettext
from django.views.decorators.vary import vary_on_headers
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, extend_schema, extend_schema_view
from rest_framework import serializers, status, viewsets
from rest_framework.authentication import SessionAuthentication
from rest_framework.decorators import action
from rest_framework.exceptions import APIException, NotAuthenticated, PermissionDenied, ValidationError
from rest_framework.permissions import SAFE_METHODS, BasePermission
from rest_framework.response import Response
from rest_framework.reverse import reverse

from referee.throttling import RulingWritesThrottle
from rules import rulings
from rules.api import GAME_FILTER, game_filter
from rules.models import Game, Ruling, RulingCitation
from rules.parsing import GAME_SLUGS
from rules.tokens import JudgeTokenAuthentication


class ConflictError(APIException):
    status_code = status.HTTP_409_CONFLICT
    default_detail = "Conflit : la décision a changé entre-temps."
    default_code = "conflict"


def run_change(change, *args, **kwargs):
    """A change of rules/rulings.py's kind (a ruling, a reported question), its refusals as the API says them."""
    try:
        return change(*args, **kwargs)
    except rulings.Forbidden as error:
        raise PermissionDenied(error.message) from None
    except rulings.Conflict as error:
        raise ConflictError(error.message) from None
    except rulings.Invalid as error:
        raise ValidationError(error.errors) from None


class CitationSerializer(serializers.ModelSerializer):
    url = serializers.SerializerMethodField(help_text="Le lien permanent de l'ancre citée.")

    class Meta:
        model = RulingCitation
        fields = ["anchor", "kind", "cited_title", "cited_text", "needs_review", "review_diff", "url"]

    def get_url(self, citation) -> str:
        return self.context["request"].build_absolute_uri(citation.url)


class RulingSerializer(serializers.ModelSerializer):
    game = serializers.CharField(source="game.slug")
    citations = CitationSerializer(many=True, read_only=True)
    authority_label = serializers.CharField(source="get_authority_display")
    status_label = serializers.CharField(source="get_status_display")
    author = serializers.SerializerMethodField()
    superseded_by = serializers.IntegerField(source="superseded_by.number", allow_null=True, default=None,
                                             help_text="Le numéro de la décision qui la remplace.")
    url = serializers.SerializerMethodField()
    api_url = serializers.SerializerMethodField()
    citation = serializers.CharField(source="citation_line", help_text="La ligne à citer.")

    class Meta:
        model = Ruling
        fields = ["game", "number", "status", "status_label", "question", "answer", "citations", "authority",
                  "authority_label", "author", "event", "event_date", "rulebook_version", "superseded_by",
                  "status_note", "version", "url", "api_url", "citation", "created_at", "updated_at",
                  "published_at"]

    def get_author(self, ruling) -> str:
        return rulings.author_name(ruling.author)

    def get_url(self, ruling) -> str:
        return self.context["request"].build_absolute_uri(ruling.get_absolute_url())

    def get_api_url(self, ruling) -> str:
        return reverse("api:ruling-detail", args=[ruling.game.slug, ruling.number], request=self.context["request"])


_TEXT_HELP = "Texte simple en français ; [[jeu/section#ancre]] ou [[ancre|mots]] fait un lien vers les règles."
_CITATIONS_HELP = ("Les ancres citées (1 à 20) : « jeu/section », « jeu/glossaire/mot-cle » ou « jeu/section#passage » "
                   "— une ancre inconnue est refusée.")


class RulingWriteSerializer(serializers.Serializer):
    question = serializers.CharField(max_length=rulings.MAX_QUESTION, help_text=_TEXT_HELP)
    answer = serializers.CharField(max_length=rulings.MAX_ANSWER, help_text=_TEXT_HELP)
    citations = serializers.ListField(child=serializers.CharField(max_length=300), min_length=1,
                                      max_length=rulings.MAX_CITATIONS, help_text=_CITATIONS_HELP)
    authority = serializers.ChoiceField(choices=Ruling.Authority.choices, default=Ruling.Authority.JUDGE,
                                        help_text="official et head_judge : arbitre principal ou équipe seulement.")
    event = serializers.CharField(max_length=rulings.MAX_EVENT, allow_blank=True, default="")
    event_date = serializers.DateField(allow_null=True, default=None)


class RulingCreateSerializer(RulingWriteSerializer):
    game = serializers.ChoiceField(choices=list(GAME_SLUGS))
    publish = serializers.BooleanField(default=False, help_text="Publier tout de suite (sinon : un brouillon).")


class RulingUpdateSerializer(RulingWriteSerializer):
    version = serializers.IntegerField(min_value=1, help_text="La version lue : si elle a changé depuis, 409.")

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        for name, field in self.fields.items():
            if name != "version":
                field.required = False


class VersionSerializer(serializers.Serializer):
    version = serializers.IntegerField(min_value=1, help_text="La version lue : si elle a changé depuis, 409.")


class WithdrawSerializer(VersionSerializer):
    reason = serializers.CharField(max_length=rulings.MAX_NOTE, allow_blank=True, default="")


class SupersedeSerializer(WithdrawSerializer):
    by = serializers.IntegerField(min_value=1, help_text="Le numéro de la décision publiée qui la remplace.")


class HistorySerializer(serializers.Serializer):
    date = serializers.DateTimeField(source="history_date")
    user = serializers.SerializerMethodField()
    change = serializers.CharField(source="get_history_type_display")
    reason = serializers.CharField(source="history_change_reason", allow_null=True)
    status = serializers.CharField()
    version = serializers.IntegerField()

    def get_user(self, record) -> str | None:
        return rulings.author_name(record.history_user) if record.history_user else None


class WritesNeedAJudge(BasePermission):
    """Reading is public; writing needs a logged-in user (401), whose rights rules.rulings checks (403)."""

    def has_permission(self, request, view) -> bool:
        if request.method in SAFE_METHODS:
            return True
        if not (request.user and request.user.is_authenticated):
            raise NotAuthenticated(gettext("Identifiez-vous : « Authorization: Token <votre jeton> » (page « Mon compte »)."))
        return True


GAME_PATH = OpenApiParameter("game", OpenApiTypes.STR, OpenApiParameter.PATH, enum=list(GAME_SLUGS),
                             description="Slug du jeu.")
NUMBER_PATH = OpenApiParameter("number", OpenApiTypes.INT, OpenApiParameter.PATH, description="Numéro de la décision.")
STATUS_FILTER = OpenApiParameter("status", OpenApiTypes.STR, enum=Ruling.Status.values,
                                 description="État (anonyme : published et superseded seulement).")
ANCHOR_FILTER = OpenApiParameter("anchor", OpenApiTypes.STR, description=(
    "Les décisions citant cette ancre (une section inclut ses passages)."))
DETAIL = [GAME_PATH, NUMBER_PATH]
TAGS = ["décisions"]


@extend_schema_view(
    list=extend_schema(summary="Décisions d'arbitrage", parameters=[GAME_FILTER, STATUS_FILTER, ANCHOR_FILTER],
                       tags=TAGS),
    retrieve=extend_schema(summary="Une décision", parameters=DETAIL, tags=TAGS),
)
@method_decorator(vary_on_headers("Authorization", "Cookie"), name="dispatch")
class RulingViewSet(viewsets.GenericViewSet):
    authentication_classes = [JudgeTokenAuthentication, SessionAuthentication]
    permission_classes = [WritesNeedAJudge]
    throttle_classes = [RulingWritesThrottle]  # its writes, per judge (reads are not counted)
    serializer_class = RulingSerializer

    def get_queryset(self):
        return rulings.visible_rulings(self.request.user).prefetch_related("citations")

    def _filtered(self):
        queryset = self.get_queryset()
        game = game_filter(self.request)
        if game:
            queryset = queryset.filter(game__slug=game)
        wanted = self.request.query_params.get("status")
        if wanted is not None:
            if wanted not in Ruling.Status.values:
                raise ValidationError({"status": [gettext("État inconnu « %(value)s ». Valeurs possibles : %(values)s.")
                                                  % {"value": wanted, "values": ", ".join(Ruling.Status.values)}]})
            queryset = queryset.filter(status=wanted)
        anchor = self.request.query_params.get("anchor")
        if anchor is not None:
            anchor = rulings.normalize_anchor(anchor)
            queryset = queryset.filter(citations__anchor=anchor) | queryset.filter(citations__target=anchor)
            queryset = queryset.distinct()
        return queryset.order_by("game__order", "-number")

    def list(self, request):
        page = self.paginate_queryset(self._filtered())
        return self.get_paginated_response(RulingSerializer(page, many=True, context={"request": request}).data)

    def get_object(self):
        if self.kwargs["game"] not in GAME_SLUGS:
            raise Http404
        return get_object_or_404(self.get_queryset(), game__slug=self.kwargs["game"], number=self.kwargs["number"])

    def retrieve(self, request, game, number):
        return self._answer(self.get_object())

    def _answer(self, ruling, status_code=status.HTTP_200_OK):
        ruling = Ruling.objects.select_related("game", "game__rulebook", "author", "superseded_by").prefetch_related(
            "citations").get(pk=ruling.pk)
        return Response(RulingSerializer(ruling, context={"request": self.request}).data, status=status_code)

    def _valid(self, serializer_class):
        serializer = serializer_class(data=self.request.data)
        serializer.is_valid(raise_exception=True)
        return serializer.validated_data

    @extend_schema(summary="Rédiger une décision (un brouillon, ou publiée avec publish)", tags=TAGS,
                   request=RulingCreateSerializer, responses={201: RulingSerializer})
    def create(self, request):
        data = dict(self._valid(RulingCreateSerializer))
        game = get_object_or_404(Game.objects.select_related("rulebook"), slug=data.pop("game"))
        publish = data.pop("publish")
        ruling = run_change(rulings.create, request.user, game, data, publish=publish)
        return self._answer(ruling, status.HTTP_201_CREATED)

    @extend_schema(summary="Modifier une décision (les champs donnés)", tags=TAGS, parameters=DETAIL,
                   request=RulingUpdateSerializer, responses={200: RulingSerializer})
    def partial_update(self, request, game, number):
        ruling = self.get_object()
        data = dict(self._valid(RulingUpdateSerializer))
        version = data.pop("version")
        return self._answer(run_change(rulings.update, request.user, ruling, version, data))

    @extend_schema(summary="Publier un brouillon", tags=TAGS, parameters=DETAIL, request=VersionSerializer,
                   responses={200: RulingSerializer})
    @action(detail=True, methods=["post"])
    def publish(self, request, game, number):
        ruling = self.get_object()
        data = self._valid(VersionSerializer)
        return self._answer(run_change(rulings.publish, request.user, ruling, data["version"]))

    @extend_schema(summary="Remplacer une décision publiée par une autre", tags=TAGS, parameters=DETAIL,
                   request=SupersedeSerializer, responses={200: RulingSerializer})
    @action(detail=True, methods=["post"])
    def supersede(self, request, game, number):
        ruling = self.get_object()
        data = self._valid(SupersedeSerializer)
        return self._answer(run_change(rulings.supersede, request.user, ruling, data["version"], data["by"],
                                      data["reason"]))

    @extend_schema(summary="Retirer une décision (rien n'est effacé)", tags=TAGS, parameters=DETAIL,
                   request=WithdrawSerializer, responses={200: RulingSerializer})
    @action(detail=True, methods=["post"])
    def withdraw(self, request, game, number):
        ruling = self.get_object()
        data = self._valid(WithdrawSerializer)
        return self._answer(run_change(rulings.withdraw, request.user, ruling, data["version"], data["reason"]))

    @extend_schema(summary="Retirer une décision (DELETE = retirer : rien n'est effacé)", tags=TAGS,
                   parameters=[*DETAIL, OpenApiParameter("version", {"type": "integer", "minimum": 1}, required=True,
                                                         description="La version lue : si elle a changé, 409.")],
                   request=None, responses={200: RulingSerializer})
    def destroy(self, request, game, number):
        ruling = self.get_object()
        serializer = VersionSerializer(data={"version": request.query_params.get("version")})
        serializer.is_valid(raise_exception=True)
        return self._answer(run_change(rulings.withdraw, request.user, ruling, serializer.validated_data["version"]))

    @extend_schema(summary="Les révisions d'une décision (qui, quand, quoi)", tags=TAGS, parameters=DETAIL,
                   responses={200: HistorySerializer(many=True)})
    @action(detail=True, methods=["get"], pagination_class=None)
    def history(self, request, game, number):
        records = self.get_object().history.select_related("history_user").order_by("history_date", "history_id")
        return Response(HistorySerializer(records, many=True).data)

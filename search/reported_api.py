"""REST API of the questions players report from the search, /api/v1/questions/.

Anyone reports one (``POST``: nothing about the sender is kept, no account is read); the judges of
its game list them and handle each once — attach it to a passage, answer it with a published
ruling, or dismiss it — with their token (``Authorization: Token <key>``) or the pages' session and
its CSRF token, as for rulings. Rights and changes are search/reported.py's, which follows
rules/rulings.py's.
"""
from __future__ import annotations

from collections.abc import Mapping

from django.core.validators import ProhibitNullCharactersValidator, RegexValidator
from django.shortcuts import get_object_or_404
from django.utils.decorators import method_decorator
from django.utils.translation import gettext, gettext_lazy
from django.views.decorators.vary import vary_on_headers
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import (
    OpenApiExample,
    OpenApiParameter,
    extend_schema,
    extend_schema_field,
    extend_schema_view,
)
from rest_framework import serializers, status, viewsets
from rest_framework.authentication import SessionAuthentication
from rest_framework.decorators import action
from rest_framework.exceptions import NotAuthenticated, PermissionDenied, ValidationError
from rest_framework.response import Response

from referee.throttling import QuestionsThrottle
from rules import rulings
from rules.api import game_filter
from rules.links import rule_url
from rules.parsing import GAME_SLUGS
from rules.rulings_api import run_change
from rules.tokens import JudgeTokenAuthentication
from search import reported
from search.models import ReportedQuestion

TAGS = ["questions signalées"]


class TextField(serializers.CharField):
    """A JSON string, and only one (DRF's CharField reads 12 as « 12 »), measured as sent; a NUL or any
    other control character is whitespace here, normalised with it (search/reported.py)."""

    def __init__(self, **kwargs):
        super().__init__(trim_whitespace=False, **kwargs)
        self.validators = [v for v in self.validators if not isinstance(v, ProhibitNullCharactersValidator)]

    def to_internal_value(self, data):
        if not isinstance(data, str):
            self.fail("invalid")
        return super().to_internal_value(data)


class ClosedSerializer(serializers.Serializer):
    """A body of these fields only: another one is refused by name (the schema says so too)."""

    def to_internal_value(self, data):
        if isinstance(data, Mapping):
            unknown = [name for name in data if name not in self.fields]
            if unknown:
                raise ValidationError({name: [gettext("Champ inconnu : les champs possibles sont %(fields)s.")
                                              % {"fields": ", ".join(self.fields)}] for name in unknown[:10]})
        return super().to_internal_value(data)


class ReportSerializer(ClosedSerializer):
    """Une question que la recherche n'a pas résolue : son texte, son jeu, les résultats montrés. Rien d'autre."""

    q = TextField(max_length=reported.MAX_LENGTH, validators=[RegexValidator(
        reported.TEXT_PATTERN, message=gettext_lazy("La question est vide : écrivez-la avec vos mots."))],
        help_text=f"La question du joueur, telle que posée à la recherche : {reported.MAX_LENGTH} caractères au "
                  "plus, au moins une lettre ou un chiffre ; les espaces sont regroupés.")
    game = serializers.ChoiceField(choices=[*GAME_SLUGS, ""], required=False, default="",
                                   help_text="Le jeu de la recherche (son filtre, ou le jeu à la table) ; vide : aucun.")
    shown = serializers.ListField(
        child=TextField(max_length=300, validators=[RegexValidator(reported.SHOWN_PATTERN)]),
        max_length=reported.MAX_SHOWN, required=False, default=list,
        help_text=f"Les résultats montrés au joueur, dans l'ordre ({reported.MAX_SHOWN} au plus) : leur identifiant "
                  "dans la recherche (« passage:noxilia/combat#ancre », « keyword:noxilia/glossaire/poison-x », "
                  "« section:noxilia/combat », « ruling:noxilia/12 ») ou leur ancre.")


class ReportedSerializer(serializers.Serializer):
    count = serializers.IntegerField(help_text="Combien de fois cette question a été signalée (dans ce jeu).")
    merged = serializers.BooleanField(help_text="Vrai : la même question était déjà signalée, son compte a augmenté.")


class ShownSerializer(serializers.Serializer):
    id = serializers.CharField(help_text="L'identifiant du résultat dans la recherche.")
    url = serializers.CharField(help_text="Son lien permanent.")


class AnchorSerializer(serializers.Serializer):
    anchor = serializers.CharField(help_text="« jeu/section#passage ».")
    url = serializers.CharField()


class RulingRefSerializer(serializers.Serializer):
    game = serializers.CharField()
    number = serializers.IntegerField()
    url = serializers.CharField()


class ReportedQuestionSerializer(serializers.ModelSerializer):
    shown = serializers.SerializerMethodField()
    status_label = serializers.CharField(source="get_status_display")
    passage = serializers.SerializerMethodField()
    ruling = serializers.SerializerMethodField()
    handled_by = serializers.SerializerMethodField(help_text="L'arbitre qui l'a traitée.")
    api_url = serializers.SerializerMethodField()

    class Meta:
        model = ReportedQuestion
        fields = ["id", "text", "game", "count", "status", "status_label", "shown", "passage", "ruling",
                  "handled_by", "handled_at", "first_reported_at", "last_reported_at", "api_url"]

    def _absolute(self, path: str) -> str:
        return self.context["request"].build_absolute_uri(path)

    @extend_schema_field(ShownSerializer(many=True))
    def get_shown(self, question) -> list[dict]:
        return [{"id": hit, "url": self._absolute(url)} for hit, url in reported.shown_links(question)]

    @extend_schema_field(AnchorSerializer(allow_null=True))
    def get_passage(self, question) -> dict | None:
        if not question.anchor:
            return None
        return {"anchor": question.anchor, "url": self._absolute(rule_url(question.anchor))}

    @extend_schema_field(RulingRefSerializer(allow_null=True))
    def get_ruling(self, question) -> dict | None:
        ruling = question.ruling
        if ruling is None:
            return None
        return {"game": ruling.game.slug, "number": ruling.number, "url": self._absolute(ruling.get_absolute_url())}

    def get_handled_by(self, question) -> str | None:
        return rulings.author_name(question.handled_by) if question.handled_by_id else None

    def get_api_url(self, question) -> str:
        return self._absolute(f"/api/v1/questions/{question.pk}/")


class RevisionSerializer(serializers.Serializer):
    date = serializers.DateTimeField(source="history_date")
    user = serializers.SerializerMethodField(help_text="Qui : un arbitre ; vide pour un signalement (anonyme).")
    change = serializers.CharField(source="get_history_type_display")
    reason = serializers.CharField(source="history_change_reason", allow_null=True,
                                   help_text="« signalée », « rattachée à noxilia/combat#… », « écartée »…")
    status = serializers.CharField()

    def get_user(self, record) -> str | None:
        return rulings.author_name(record.history_user) if record.history_user else None


class AttachSerializer(ClosedSerializer):
    """Le passage qui répond à la question."""

    anchor = TextField(max_length=300, help_text=(
        "Le passage qui répond : « jeu/section#passage » (son lien permanent convient aussi) ou un mot-clé "
        "« jeu/glossaire/mot-cle ». Un passage inconnu est refusé."))


class AnswerSerializer(ClosedSerializer):
    """La décision publiée qui répond à la question."""

    number = serializers.IntegerField(min_value=1, max_value=10**9 - 1,
                                      help_text="Le numéro d'une décision publiée du jeu de la question.")
    game = serializers.ChoiceField(choices=list(GAME_SLUGS), required=False, help_text=(
        "Le jeu de la décision, pour une question posée sans jeu (sinon : celui de la question)."))


class DismissSerializer(ClosedSerializer):
    """Rien à envoyer : un corps vide, {}."""


def _no_surrogates(value, depth: int = 0) -> bool:
    """A JSON body without a lone surrogate (« \\ud800 »): DRF would echo one in an error message, which
    no UTF-8 answer can hold. The parser already bounds the body's size and nesting (referee/limits.py)."""
    if isinstance(value, str):
        return not any(0xD800 <= ord(c) <= 0xDFFF for c in value)
    if isinstance(value, Mapping):
        return all(_no_surrogates(k) and _no_surrogates(v, depth + 1) for k, v in value.items())
    if isinstance(value, list):
        return all(_no_surrogates(v, depth + 1) for v in value)
    return True


STATUS_FILTER = OpenApiParameter("status", OpenApiTypes.STR, enum=ReportedQuestion.Status.values,
                                 description="État : open (à traiter), attached, answered, dismissed ; par défaut tous.")
GAME_FILTER = OpenApiParameter("game", OpenApiTypes.STR, enum=list(GAME_SLUGS), description=(
    "Les questions de ce jeu (il faut en être arbitre) ; sans : celles de vos jeux et celles posées sans jeu."))
ID_PATH = OpenApiParameter("id", OpenApiTypes.INT, OpenApiParameter.PATH, description="Numéro de la question.")


@extend_schema_view(
    list=extend_schema(summary="Les questions signalées (arbitres du jeu)", parameters=[GAME_FILTER, STATUS_FILTER],
                       tags=TAGS),
)
@method_decorator(vary_on_headers("Authorization", "Cookie"), name="dispatch")
class QuestionViewSet(viewsets.GenericViewSet):
    serializer_class = ReportedQuestionSerializer

    def _reporting(self) -> bool:
        """The action is a report: read before DRF names it (authenticators are chosen first), or as the
        schema's generator names it (no request)."""
        action = getattr(self, "action", None)
        request = getattr(self, "request", None)
        if action is None and request is not None:
            action = getattr(self, "action_map", {}).get(request.method.lower())
        return action == "create"

    def get_authenticators(self):
        # Reporting reads no account: a judge's session (and its CSRF check) plays no part in it.
        return [] if self._reporting() else [JudgeTokenAuthentication(), SessionAuthentication()]

    def get_throttles(self):
        return [QuestionsThrottle()] if self._reporting() else []

    def initial(self, request, *args, **kwargs):
        super().initial(request, *args, **kwargs)
        if self.action != "create" and not (request.user and request.user.is_authenticated):
            raise NotAuthenticated(gettext("Identifiez-vous : « Authorization: Token <votre jeton> » (page « Mon compte »)."))
        if self.action != "create" and not reported.is_judge(request.user):
            raise PermissionDenied(gettext("Seuls les arbitres voient et traitent les questions signalées."))

    def get_queryset(self):
        return reported.visible_questions(self.request.user)

    def _valid(self, serializer_class):
        if not _no_surrogates(self.request.data):
            raise ValidationError({"non_field_errors": [gettext(
                "Le corps contient un demi-caractère Unicode (\\ud800 à \\udfff seul) : retirez-le.")]})
        serializer = serializer_class(data=self.request.data)
        serializer.is_valid(raise_exception=True)
        return serializer.validated_data

    def _answer(self, question):
        question = self.get_queryset().get(pk=question.pk)
        return Response(ReportedQuestionSerializer(question, context={"request": self.request}).data)

    @extend_schema(summary="Signaler une question que la recherche n'a pas résolue (tout le monde)", tags=TAGS,
                   request=ReportSerializer, responses={201: ReportedSerializer, 200: ReportedSerializer},
                   examples=[OpenApiExample("Exemple", request_only=True, value={
                       "q": "une unité engagée peut riposter ?", "game": "noxilia",
                       "shown": ["keyword:noxilia/glossaire/riposte", "noxilia/combat#lorsqu-une-unite-declare-une-attaque"]})],
                   description="Seuls la question, son jeu et les résultats montrés sont gardés : ni adresse, ni "
                               "cookie, ni compte. La même question dans le même jeu (accents, casse et ponctuation "
                               "à part) n'est gardée qu'une fois : 201 la première fois, puis 200 et son compte "
                               "augmente.")
    def create(self, request):
        data = self._valid(ReportSerializer)
        question, created = run_change(reported.report, data["q"], data["game"], data["shown"])
        return Response({"count": question.count, "merged": not created},
                        status=status.HTTP_201_CREATED if created else status.HTTP_200_OK)

    def list(self, request):
        questions = self.get_queryset()
        game = game_filter(request)
        if game is not None:
            if not reported.may_read(request.user, game):
                raise PermissionDenied(gettext("Vous n'êtes pas arbitre de ce jeu : ses questions ne vous sont pas "
                                               "montrées."))
            questions = questions.filter(game=game)
        wanted = request.query_params.get("status")
        if wanted is not None:
            if wanted not in ReportedQuestion.Status.values:
                raise ValidationError({"status": [gettext("État inconnu « %(value)s ». Valeurs possibles : %(values)s.")
                                                  % {"value": wanted[:40],
                                                     "values": ", ".join(ReportedQuestion.Status.values)}]})
            questions = questions.filter(status=wanted)
        page = self.paginate_queryset(questions.order_by("-count", "-last_reported_at", "id"))
        return self.get_paginated_response(ReportedQuestionSerializer(page, many=True, context={"request": request}).data)

    def get_object(self):
        return get_object_or_404(self.get_queryset(), pk=self.kwargs["pk"])

    @extend_schema(summary="Une question signalée", tags=TAGS, parameters=[ID_PATH], responses={200: ReportedQuestionSerializer})
    def retrieve(self, request, pk):
        return self._answer(self.get_object())

    @extend_schema(summary="Rattacher une question au passage qui y répond (elle rejoint ses questions fréquentes)",
                   tags=TAGS, parameters=[ID_PATH], request=AttachSerializer, responses={200: ReportedQuestionSerializer},
                   examples=[OpenApiExample("Exemple", request_only=True, value={
                       "anchor": "noxilia/combat#lorsqu-une-unite-declare-une-attaque"})])
    @action(detail=True, methods=["post"])
    def attach(self, request, pk):
        question = self.get_object()
        data = self._valid(AttachSerializer)
        return self._answer(run_change(reported.attach, request.user, question, data["anchor"]))

    @extend_schema(summary="Répondre à une question par une décision publiée", tags=TAGS, parameters=[ID_PATH],
                   request=AnswerSerializer, responses={200: ReportedQuestionSerializer})
    @action(detail=True, methods=["post"])
    def answer(self, request, pk):
        question = self.get_object()
        data = self._valid(AnswerSerializer)
        return self._answer(run_change(reported.answer, request.user, question, data["number"], data.get("game")))

    @extend_schema(summary="Écarter une question (hors sujet, doublon…)", tags=TAGS, parameters=[ID_PATH],
                   request=DismissSerializer, responses={200: ReportedQuestionSerializer})
    @action(detail=True, methods=["post"])
    def dismiss(self, request, pk):
        question = self.get_object()
        self._valid(DismissSerializer)
        return self._answer(run_change(reported.dismiss, request.user, question))

    @extend_schema(summary="Les révisions d'une question (qui, quand, quoi)", tags=TAGS, parameters=[ID_PATH],
                   responses={200: RevisionSerializer(many=True)})
    @action(detail=True, methods=["get"], pagination_class=None)
    def history(self, request, pk):
        records = self.get_object().history.select_related("history_user").order_by("history_date", "history_id")
        return Response(RevisionSerializer(records, many=True).data)

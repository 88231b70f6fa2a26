"""REST API of the corpus: /api/v1/games/, /api/v1/sections/, /api/v1/keywords/."""
from django.shortcuts import get_object_or_404
from django.utils.translation import gettext
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, extend_schema, extend_schema_view
from rest_framework import serializers, viewsets
from rest_framework.exceptions import ValidationError
from rest_framework.reverse import reverse

from rules.corpus import keyword_order
from rules.models import Game, Keyword, Passage, Question, Section
from rules.parsing import GAME_SLUGS


class RulebookField(serializers.Serializer):
    title = serializers.CharField()
    version = serializers.CharField()
    source = serializers.CharField()
    citation = serializers.CharField()


class GameSerializer(serializers.ModelSerializer):
    url = serializers.SerializerMethodField()
    api_url = serializers.SerializerMethodField()
    rulebook = RulebookField()

    class Meta:
        model = Game
        fields = ["slug", "name", "url", "api_url", "rulebook"]

    def get_url(self, game) -> str:
        return self.context["request"].build_absolute_uri(game.get_absolute_url())

    def get_api_url(self, game) -> str:
        return reverse("api:game-detail", args=[game.slug], request=self.context["request"])


class _Cited(serializers.ModelSerializer):
    """Common fields: the permalink, the API link, the game and the rulebook version."""

    game = serializers.CharField(source="game.slug")
    anchor = serializers.CharField(read_only=True)
    url = serializers.SerializerMethodField()
    api_url = serializers.SerializerMethodField()
    rulebook_version = serializers.CharField(source="game.rulebook.version")

    def get_url(self, obj) -> str:
        return self.context["request"].build_absolute_uri(obj.get_absolute_url())


class SectionListSerializer(_Cited):
    class Meta:
        model = Section
        fields = ["game", "slug", "anchor", "title", "level", "url", "api_url", "rulebook_version"]

    def get_api_url(self, obj) -> str:
        return reverse("api:section-detail", args=[obj.game.slug, obj.slug], request=self.context["request"])


class PassageSerializer(serializers.ModelSerializer):
    """A paragraph, list item, table row or glossary entry, with its permalink."""

    permalink = serializers.SerializerMethodField()

    class Meta:
        model = Passage
        fields = ["anchor", "kind", "text", "permalink"]

    def get_permalink(self, passage) -> str:
        return self.context["request"].build_absolute_uri(passage.get_absolute_url())


class QuestionSerializer(serializers.ModelSerializer):
    """A question players ask, in their words, and the passages that answer it."""

    answers = serializers.SerializerMethodField()

    class Meta:
        model = Question
        fields = ["text", "answers"]

    def get_answers(self, question) -> list[str]:
        """The permalinks of the answering passages."""
        return [self.context["request"].build_absolute_uri(p.get_absolute_url()) for p in question.answers.all()]


class SectionDetailSerializer(SectionListSerializer):
    breadcrumb = serializers.CharField(read_only=True)
    parent = serializers.CharField(source="parent.slug", allow_null=True, default=None)
    citation = serializers.SerializerMethodField()
    passages = PassageSerializer(many=True, read_only=True)
    questions = QuestionSerializer(many=True, read_only=True)

    class Meta(SectionListSerializer.Meta):
        fields = SectionListSerializer.Meta.fields + ["breadcrumb", "parent", "text", "refs", "citation", "passages",
                                                      "questions"]

    def get_citation(self, obj) -> str:
        return f"{obj.game.name} — {obj.breadcrumb} — règles : {obj.game.rulebook.version}"


class KeywordListSerializer(_Cited):
    name = serializers.CharField()

    class Meta:
        model = Keyword
        fields = ["game", "slug", "anchor", "name", "aliases", "url", "api_url", "rulebook_version"]

    def get_api_url(self, obj) -> str:
        return reverse("api:keyword-detail", args=[obj.game.slug, obj.slug], request=self.context["request"])


class KeywordDetailSerializer(KeywordListSerializer):
    section = serializers.CharField(source="section.slug")
    citation = serializers.SerializerMethodField()
    permalink = serializers.SerializerMethodField(help_text="Le passage du mot-clé dans le texte de sa section.")
    questions = QuestionSerializer(many=True, read_only=True)

    class Meta(KeywordListSerializer.Meta):
        fields = KeywordListSerializer.Meta.fields + ["text", "refs", "section", "citation", "permalink", "questions"]

    def get_permalink(self, obj) -> str:
        return self.context["request"].build_absolute_uri(f"{obj.section.get_absolute_url()}#{obj.slug}")

    def get_citation(self, obj) -> str:
        return f"{obj.game.name} — Glossaire, {obj.name} — règles : {obj.game.rulebook.version}"


GAME_FILTER = OpenApiParameter("game", OpenApiTypes.STR, enum=list(GAME_SLUGS), description="Slug du jeu.")


def game_filter(request) -> str | None:
    game = request.query_params.get("game")
    if game is not None and game not in GAME_SLUGS:
        raise ValidationError({"game": [gettext("Jeu inconnu « %(value)s ». Valeurs possibles : %(values)s.")
                                        % {"value": game, "values": ", ".join(GAME_SLUGS)}]})
    return game


class GameViewSet(viewsets.ReadOnlyModelViewSet):
    serializer_class = GameSerializer
    queryset = Game.objects.select_related("rulebook")
    lookup_field = "slug"


@extend_schema_view(list=extend_schema(parameters=[GAME_FILTER]))
class SectionViewSet(viewsets.ReadOnlyModelViewSet):
    queryset = Section.objects.select_related("game", "game__rulebook", "parent")
    lookup_value_regex = "[a-z0-9-]+"

    def get_serializer_class(self):
        return SectionDetailSerializer if self.action == "retrieve" else SectionListSerializer

    def get_queryset(self):
        queryset = super().get_queryset()
        game = game_filter(self.request)
        return queryset.filter(game__slug=game) if game else queryset

    detail_prefetch = ("passages", "questions__answers__section__game")

    def get_object(self):
        queryset = self.get_queryset().prefetch_related(*self.detail_prefetch)
        return get_object_or_404(queryset, game__slug=self.kwargs["game"], slug=self.kwargs["slug"])


@extend_schema_view(list=extend_schema(parameters=[GAME_FILTER]))
class KeywordViewSet(SectionViewSet):
    queryset = Keyword.objects.select_related("game", "game__rulebook", "section", "section__game")
    detail_prefetch = ("questions__answers__section__game",)

    def get_serializer_class(self):
        return KeywordDetailSerializer if self.action == "retrieve" else KeywordListSerializer

    def filter_queryset(self, queryset):
        """The list in the glossary's order: by game, then French dictionary order of the name.

        Sorted here rather than by the database, whose collation differs between SQLite (bytes:
        « Éphémère » after « Zèle ») and PostgreSQL; a few hundred keywords, paged after sorting.
        """
        queryset = super().filter_queryset(queryset)
        if self.action != "list":
            return queryset
        return sorted(queryset, key=lambda kw: (kw.game.order, *keyword_order(kw)))

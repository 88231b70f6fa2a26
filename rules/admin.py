"""The Django admin: staff manage judges (a user's games and head-judge flag) and read rulings with
their revisions. Rulings are changed through the editor (its rights and version check), not here:
the admin shows them read-only and never deletes one (withdrawing is a status)."""
from django.contrib import admin
from django.contrib.auth.admin import UserAdmin
from django.contrib.auth.models import User
from simple_history.admin import SimpleHistoryAdmin

from rules.models import ApiToken, Judge, Ruling, RulingCitation


class JudgeInline(admin.StackedInline):
    model = Judge
    can_delete = False
    filter_horizontal = ("games",)
    verbose_name_plural = "arbitre"


admin.site.unregister(User)


@admin.register(User)
class JudgeUserAdmin(UserAdmin):
    inlines = [JudgeInline]
    list_display = ("username", "email", "first_name", "last_name", "is_staff", "is_active", "judged_games", "head_judge")

    @admin.display(description="jeux arbitrés")
    def judged_games(self, user) -> str:
        judge = getattr(user, "judge", None)
        return ", ".join(g.name for g in judge.games.all()) if judge else "—"

    @admin.display(description="arbitre principal", boolean=True)
    def head_judge(self, user) -> bool:
        judge = getattr(user, "judge", None)
        return bool(judge and judge.is_head_judge)


@admin.register(Judge)
class JudgeAdmin(admin.ModelAdmin):
    list_display = ("__str__", "user", "is_head_judge")
    list_filter = ("is_head_judge", "games")
    filter_horizontal = ("games",)
    search_fields = ("user__username", "user__first_name", "user__last_name", "user__email")
    autocomplete_fields = ("user",)


class CitationInline(admin.TabularInline):
    model = RulingCitation
    fields = ("anchor", "kind", "cited_title", "needs_review", "review_diff")
    readonly_fields = fields
    extra = 0
    can_delete = False

    def has_add_permission(self, request, obj=None) -> bool:
        return False


@admin.register(Ruling)
class RulingAdmin(SimpleHistoryAdmin):
    list_display = ("number", "game", "status", "authority", "author", "event", "event_date", "version")
    list_filter = ("game", "status", "authority")
    search_fields = ("question", "answer", "event", "citations__anchor")
    inlines = [CitationInline]
    history_list_display = ("status", "version")

    def get_readonly_fields(self, request, obj=None):
        return [f.name for f in Ruling._meta.fields]

    def has_add_permission(self, request) -> bool:
        return False

    def has_delete_permission(self, request, obj=None) -> bool:
        return False


@admin.register(ApiToken)
class ApiTokenAdmin(admin.ModelAdmin):
    """Judges' tokens as « Mon compte » lists them: the staff revoke one by deleting it; none is created here
    (a token is shown once, to its judge: « Mon compte » or ``manage.py create_token``), none shows its digest."""

    list_display = ("name", "user", "token_key", "created", "expiry")
    list_filter = ("expiry",)
    search_fields = ("name", "user__username", "token_key")
    fields = ("name", "user", "token_key", "created", "expiry")
    readonly_fields = fields

    def has_add_permission(self, request):
        return False

    def has_change_permission(self, request, obj=None):
        return False

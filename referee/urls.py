from django.contrib import admin
from django.urls import include, path
from django.views.decorators.cache import cache_page
from django.views.generic import RedirectView, TemplateView
from drf_spectacular.views import SpectacularAPIView

from referee import api, apidocs
from referee.calculators import urls as calculator_urls
from referee.language import switch_language
from referee.page_cache import cached_page
from rules import accounts
from rules import api as rules_api
from rules import views as rules_views
from rules.rulings_api import RulingViewSet
from search import api as search_api
from search import reported_views
from search import views as search_views
from search.reported_api import QuestionViewSet

api_patterns = [
    path("games/", cached_page(rules_api.GameViewSet.as_view({"get": "list"})), name="game-list"),
    path("games/<slug:slug>/", cached_page(rules_api.GameViewSet.as_view({"get": "retrieve"})), name="game-detail"),
    path("sections/", cached_page(rules_api.SectionViewSet.as_view({"get": "list"})), name="section-list"),
    path("sections/<slug:game>/<slug:slug>/", cached_page(rules_api.SectionViewSet.as_view({"get": "retrieve"})), name="section-detail"),
    path("keywords/", cached_page(rules_api.KeywordViewSet.as_view({"get": "list"})), name="keyword-list"),
    path("keywords/<slug:game>/<slug:slug>/", cached_page(rules_api.KeywordViewSet.as_view({"get": "retrieve"})), name="keyword-detail"),
    path("rulings/", RulingViewSet.as_view({"get": "list", "post": "create"}), name="ruling-list"),
    path("rulings/<slug:game>/<int:number>/",
         RulingViewSet.as_view({"get": "retrieve", "patch": "partial_update", "delete": "destroy"}),
         name="ruling-detail"),
    path("rulings/<slug:game>/<int:number>/publish/", RulingViewSet.as_view({"post": "publish"}), name="ruling-publish"),
    path("rulings/<slug:game>/<int:number>/supersede/", RulingViewSet.as_view({"post": "supersede"}),
         name="ruling-supersede"),
    path("rulings/<slug:game>/<int:number>/withdraw/", RulingViewSet.as_view({"post": "withdraw"}),
         name="ruling-withdraw"),
    path("rulings/<slug:game>/<int:number>/history/", RulingViewSet.as_view({"get": "history"}, **RulingViewSet.history.kwargs),
         name="ruling-history"),
    # Questions players report from the search (search/reported.py): anyone posts, the judges of its game handle it.
    path("questions/", QuestionViewSet.as_view({"get": "list", "post": "create"}), name="question-list"),
    path("questions/<int:pk>/", QuestionViewSet.as_view({"get": "retrieve"}), name="question-detail"),
    path("questions/<int:pk>/attach/", QuestionViewSet.as_view({"post": "attach"}), name="question-attach"),
    path("questions/<int:pk>/answer/", QuestionViewSet.as_view({"post": "answer"}), name="question-answer"),
    path("questions/<int:pk>/dismiss/", QuestionViewSet.as_view({"post": "dismiss"}), name="question-dismiss"),
    path("questions/<int:pk>/history/", QuestionViewSet.as_view({"get": "history"}, **QuestionViewSet.history.kwargs), name="question-history"),
    path("search/", search_api.SearchAPIView.as_view(), name="search"),
    path("search/suggest/", search_api.SuggestAPIView.as_view(), name="search-suggest"),
    *calculator_urls.api_patterns,
    # Built once an hour per process: generating it costs ~70 ms, and it only changes with the code.
    path("schema/", cache_page(3600)(SpectacularAPIView.as_view()), name="schema"),
    # The reference, rendered by the site from the same schema, with an « Essayer » form under each operation.
    path("docs/", apidocs.api_docs, name="docs"),
    # Swagger UI's console lived here (a 1 MB bundle, short of the site's accessibility and speed): its links
    # land on the reference, which now tries each operation itself.
    path("docs/interactive/", RedirectView.as_view(pattern_name="api:docs", permanent=True)),
]

urlpatterns = [
    path("", rules_views.home, name="home"),
    path("healthz", api.healthz, name="healthz"),
    path("robots.txt", TemplateView.as_view(template_name="robots.txt", content_type="text/plain; charset=utf-8")),
    path("api/v1/", include((api_patterns, "api"))),
    path("api/v1/ping/", api.ping, name="ping"),
    path("recherche/", search_views.search_page, name="search"),
    path("recherche/signaler/", reported_views.report_question, name="search-report"),
    path("calculateurs/", include((calculator_urls.page_patterns, "calculators"))),
    path("compte/", include(accounts.urlpatterns)),
    # The switch « Français / English » of every page posts here; no URL prefix: permalinks stay the same.
    path("langue/", switch_language, name="set_language"),
    path("admin/", admin.site.urls),
    # The installable app and what a phone keeps offline: /manifest.webmanifest, /sw.js, /hors-ligne/…
    path("", include("referee.offline.urls")),
    path("", include("rules.urls")),
]

handler400 = "referee.views.bad_request"
handler403 = "referee.views.forbidden"
handler404 = "referee.views.not_found"
handler500 = "referee.views.server_error"

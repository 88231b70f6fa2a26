from django.urls import path

from referee.offline import views

urlpatterns = [
    path("manifest.webmanifest", views.manifest, name="manifest"),
    path("sw.js", views.service_worker, name="service-worker"),
    path("hors-ligne/", views.offline_page, name="offline"),
    path("hors-ligne/pas-de-reseau/", views.no_network, name="offline-no-network"),
    path("hors-ligne/calcul/", views.needs_network, name="offline-needs-network"),
    path("hors-ligne/lexique.json", views.lexicon, name="offline-lexicon"),
    path("hors-ligne/corpus/<slug:game>.json", views.corpus, name="offline-corpus"),
]

from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect
from django.templatetags.static import static
from django.urls import include, path

from . import views


def favicon(request: HttpRequest) -> HttpResponse:
    """The icon under its content-hashed name (looked up per request: the names come from
    collectstatic's manifest). Not permanent: the name changes with the file."""
    return redirect(static("rulesviz/favicon.svg"))


urlpatterns = [
    path("", views.gallery, name="gallery"),
    path("rules/", views.rules_index, name="rules"),
    path("learn/<slug:chapter>/", views.lesson, name="lesson"),
    path("learn/<slug:chapter>/<int:n>/", views.lesson_step, name="lesson_step"),
    path("s/<slug:scenario_id>/", views.player, name="player"),
    path("s/<slug:scenario_id>/compare/", views.compare, name="compare"),
    path("live/", include("rulesviz.live.urls")),
    path("cards/", include("rulesviz.cards.urls")),
    path("build/", include("rulesviz.build.urls")),
    path("", include("rulesviz.editor.urls")),
    path("i18n/", include("django.conf.urls.i18n")),
    path("favicon.ico", favicon),
]

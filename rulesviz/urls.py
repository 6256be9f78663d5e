from django.templatetags.static import static
from django.urls import include, path
from django.views.generic import RedirectView

from . import views

urlpatterns = [
    path("", views.gallery, name="gallery"),
    path("s/<slug:scenario_id>/", views.player, name="player"),
    path("s/<slug:scenario_id>/compare/", views.compare, name="compare"),
    path("live/", include("rulesviz.live.urls")),
    path("cards/", include("rulesviz.cards.urls")),
    path("", include("rulesviz.editor.urls")),
    path("i18n/", include("django.conf.urls.i18n")),
    path("favicon.ico", RedirectView.as_view(url=static("rulesviz/favicon.svg"), permanent=True)),
]

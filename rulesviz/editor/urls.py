from django.urls import path

from . import views

app_name = "editor"

urlpatterns = [
    path("edit/", views.editor, name="editor"),
    path("edit/check/", views.check, name="check"),
    path("edit/save/", views.save, name="save"),
    path("edit/upload/", views.upload, name="upload"),
    path("x/<str:short>/", views.saved, name="saved"),
    path("download/<slug:scenario_id>/", views.download, name="download"),
    path("r/new/", views.share, name="share"),
    path("r/<str:short>/", views.ruling, name="ruling"),
    path("r/<str:short>/ruling.md", views.ruling_export, {"fmt": "md"}, name="ruling_md"),
    path("r/<str:short>/ruling.txt", views.ruling_export, {"fmt": "txt"}, name="ruling_txt"),
    path(
        "r/<str:short>/ruling-short.md",
        views.ruling_export,
        {"fmt": "md", "brief": True},
        name="ruling_md_short",
    ),
    path("r/<str:short>/card.png", views.ruling_image, name="ruling_image"),
    path("embed/s/<slug:scenario_id>/", views.embed, name="embed"),
    path("embed/r/<str:short>/", views.embed_ruling, name="embed_ruling"),
]

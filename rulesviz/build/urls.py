from django.urls import path

from . import views

app_name = "build"

urlpatterns = [
    path("", views.build, name="build"),
    path("edit/", views.edit, name="edit"),
    path("cards/", views.cards, name="cards"),
    path("save/", views.save, name="save"),
]

from django.urls import path

from . import views

app_name = "live"

urlpatterns = [
    path("", views.join, name="join"),
    path("start/", views.start, name="start"),
    path("<str:code>/", views.follow, name="follow"),
    path("<str:code>/state/", views.state, name="state"),
    path("<str:code>/name/", views.name, name="name"),
    path("<str:code>/qr.svg", views.qr, name="qr"),
    path("<str:code>/control/", views.control, name="control"),
    path("<str:code>/move/", views.move, name="move"),
    path("<str:code>/quiz/", views.quiz_open, name="quiz_open"),
    path("<str:code>/quiz/<int:quiz_id>/answer/", views.quiz_answer, name="quiz_answer"),
    path("<str:code>/quiz/<int:quiz_id>/reveal/", views.quiz_reveal, name="quiz_reveal"),
    path("<str:code>/end/", views.end, name="end"),
    path("<str:code>/results/", views.results, name="results"),
]

"""What a judge types or sends: a scenario's text, a file, a ruling's question and answer."""

from __future__ import annotations

from django import forms
from django.utils.translation import gettext_lazy as _

from .store import ANSWER_MAX, MAX_FILE_BYTES, QUESTION_MAX


class ScenarioForm(forms.Form):
    # Characters, not bytes: the engine refuses a text over 128 KiB of UTF-8 with its own words.
    text = forms.CharField(
        label=_("Scenario (YAML)"),
        max_length=MAX_FILE_BYTES,
        strip=False,
        widget=forms.Textarea(attrs={"spellcheck": "false"}),
    )
    forked_from = forms.CharField(max_length=200, required=False)


class UploadForm(forms.Form):
    file = forms.FileField(label=_("Scenario file (.yaml, .yml or .json)"))


class ShareForm(forms.Form):
    to = forms.CharField(max_length=4000)
    question = forms.CharField(
        label=_("Question (optional)"), max_length=QUESTION_MAX, required=False
    )
    answer = forms.CharField(
        label=_("Answer (optional)"),
        max_length=ANSWER_MAX,
        required=False,
        widget=forms.Textarea(attrs={"rows": 4}),
    )
    listed = forms.BooleanField(label=_("List this link on the scenario's page"), required=False)

"""The few things a presenter or a follower types."""

from __future__ import annotations

from typing import Any

from django import forms
from django.utils.translation import gettext_lazy as _

MAX_OUTCOMES = 8


class CustomQuizForm(forms.Form):
    prompt = forms.CharField(label=_("Question"), max_length=300, required=False)
    outcomes = forms.CharField(
        label=_("Possible outcomes, one per line"),
        widget=forms.Textarea(attrs={"rows": 4}),
        max_length=3000,
    )

    def clean_outcomes(self) -> list[str]:
        lines = [
            " ".join(line.split())[:300] for line in self.cleaned_data["outcomes"].splitlines()
        ]
        outcomes = list(dict.fromkeys(line for line in lines if line))
        if not 2 <= len(outcomes) <= MAX_OUTCOMES:
            raise forms.ValidationError(
                _("Write between 2 and %(n)d outcomes, one per line."), params={"n": MAX_OUTCOMES}
            )
        return outcomes

    def clean(self) -> dict[str, Any]:
        data = super().clean() or {}
        data["prompt"] = " ".join((data.get("prompt") or "").split())
        return data


class NameForm(forms.Form):
    name = forms.CharField(label=_("Your name (optional)"), max_length=40, required=False)

    def clean_name(self) -> str:
        return " ".join(self.cleaned_data["name"].split())


class AnswerForm(forms.Form):
    option = forms.CharField(max_length=300)

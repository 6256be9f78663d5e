from django.apps import AppConfig


class RulesvizConfig(AppConfig):
    name = "rulesviz"
    verbose_name = "rulesviz"

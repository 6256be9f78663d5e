from django.apps import AppConfig


class LiveConfig(AppConfig):
    name = "rulesviz.live"
    label = "live"
    verbose_name = "rulesviz live sessions"
    default_auto_field = "django.db.models.BigAutoField"

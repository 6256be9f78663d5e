from django.apps import AppConfig


class EditorConfig(AppConfig):
    name = "rulesviz.editor"
    label = "editor"
    verbose_name = "rulesviz scenario editor and ruling links"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        # Saved scenarios open in the player (and everything built on its URLs) by their id.
        from rulesviz import library

        from . import store

        library.add_resolver(store.resolve)

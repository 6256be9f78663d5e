import logging

from django.apps import AppConfig


class PartialSendIsAnError(logging.Filter):
    """channels-redis's core layer drops a group message for each channel over capacity and
    says so at INFO ("%s of %s channels over capacity in group %s"): a partial send, which
    live sessions count as an error (docs/live-scale.md). Its other INFO lines stay unseen."""

    def filter(self, record: logging.LogRecord) -> bool:
        if record.levelno >= logging.WARNING:
            return True
        if "over capacity" not in str(record.msg):
            return False
        record.levelno, record.levelname = logging.ERROR, "ERROR"
        return True


class LiveConfig(AppConfig):
    name = "rulesviz.live"
    label = "live"
    verbose_name = "rulesviz live sessions"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        layer_logger = logging.getLogger("channels_redis.core")
        if not any(isinstance(f, PartialSendIsAnError) for f in layer_logger.filters):
            layer_logger.addFilter(PartialSendIsAnError())
            if layer_logger.getEffectiveLevel() > logging.INFO:
                layer_logger.setLevel(logging.INFO)

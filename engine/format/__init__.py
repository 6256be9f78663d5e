"""Scenario text in: reading YAML/JSON with lines, the card parser, the scenario format.

Never runs a rule."""

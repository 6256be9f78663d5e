"""rulesviz: the web layer that steps through Riftbound rules scenarios run by `engine`."""

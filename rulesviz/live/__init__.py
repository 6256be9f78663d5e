"""Live judge-training sessions: a presenter drives a scenario, followers' screens follow (issue #8)."""

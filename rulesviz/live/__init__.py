"""Live judge-training sessions: a presenter drives, followers' screens follow (#8)."""

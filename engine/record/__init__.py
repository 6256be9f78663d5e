"""What comes out: the run in progress and its steps, snapshots, timelines, replays and
expect checks."""

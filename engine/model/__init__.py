"""Values the rules work on: cards and words, events, the state and its zones, and how
they are named."""

"""The Core Rules, one module per section: reading (359.3), the moment (370.1), replacement
(367-375), triggers (383, 389-392, 808), the chain (332-359), the cleanup (318-324), showdowns
(341-348), combat (465), scoring (469-472), control (477-480) and the turn (315-317)."""

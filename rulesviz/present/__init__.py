"""Turn engine values into what the templates show.

Presentation only: no rules are decided here; everything shown comes from the engine's
timeline and the state snapshot of each step. One module per idea:

- `labels`: engine vocabulary words and step kinds in the interface language;
- `links`: the URL of every step, branch and comparison;
- `board`: one step's state snapshot read into tiles, zones, the chain and the queue;
- `page`: the player page (a step of a path, its timeline, navigation and decisions);
- `compare`: two branches side by side and where they differ.

The names most pages need are re-exported here (`present.loc`, `present.player_url`...).
"""

from .board import BattlefieldView, BoardReader, BoardView, CardView, PlayerRef, PlayerView, board
from .compare import ComparePage, compare_page
from .labels import STEP_KINDS, current_lang, loc, step_kind_label, word
from .links import compare_url, player_url
from .page import Nav, PlayerPage, player_page

__all__ = [
    "Nav",
    "STEP_KINDS",
    "BattlefieldView",
    "BoardReader",
    "BoardView",
    "CardView",
    "ComparePage",
    "PlayerPage",
    "PlayerRef",
    "PlayerView",
    "board",
    "compare_page",
    "compare_url",
    "current_lang",
    "loc",
    "player_page",
    "player_url",
    "step_kind_label",
    "word",
]

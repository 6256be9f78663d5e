"""The link-preview picture of a ruling: a plain text board drawn with Pillow, no browser.

1200 x 630 (what chat apps show for `og:image`): the question or title, the step and its
rules, then the board at that step in words, player by player and battlefield by
battlefield. Fonts: Debian's DejaVu Sans when it is there, else Pillow's own font.
"""

from __future__ import annotations

import io
from collections.abc import Sequence
from functools import lru_cache
from pathlib import Path

from django.utils.translation import gettext as _
from PIL import Image, ImageDraw, ImageFont

from rulesviz.present import BoardView, CardView, PlayerView

WIDTH, HEIGHT = 1200, 630
MARGIN = 48
FONT_DIRS = [Path("/usr/share/fonts/truetype/dejavu")]
INK = (27, 31, 38)
MUTED = (90, 98, 112)
PAPER = (248, 246, 240)
PANEL = (255, 255, 255)
RULE = (214, 208, 196)
SLOTS = [(37, 99, 175), (184, 80, 28), (46, 125, 50), (123, 31, 162)]

Font = ImageFont.FreeTypeFont | ImageFont.ImageFont


@lru_cache(maxsize=16)
def font(size: int, bold: bool = False) -> Font:
    name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
    for folder in FONT_DIRS:
        path = folder / name
        if path.is_file():
            return ImageFont.truetype(str(path), size)
    return ImageFont.load_default(size=size)


def _width(draw: ImageDraw.ImageDraw, text: str, f: Font) -> float:
    return float(draw.textlength(text, font=f))


def fit(draw: ImageDraw.ImageDraw, text: str, f: Font, width: float) -> str:
    """The text, cut with an ellipsis to fit in `width` pixels."""
    if _width(draw, text, f) <= width:
        return text
    while text and _width(draw, text + "…", f) > width:
        text = text[:-1]
    return text.rstrip() + "…"


def wrap(draw: ImageDraw.ImageDraw, text: str, f: Font, width: float, lines: int) -> list[str]:
    """At most `lines` lines of `text`, broken at spaces; the last one cut if need be."""
    out: list[str] = []
    words = " ".join(text.split()).split(" ")
    current = ""
    for i, w in enumerate(words):
        candidate = f"{current} {w}".strip()
        if _width(draw, candidate, f) <= width or not current:
            current = candidate
            continue
        out.append(current)
        current = w
        if len(out) == lines - 1:
            current = " ".join(words[i:])
            break
    if current:
        out.append(current)
    out = out[:lines]
    if out:
        out[-1] = fit(draw, out[-1], f, width)
    return [line for line in out if line]


def card_words(card: CardView) -> str:
    bits = [card.name]
    if card.controller is not None:
        bits[0] += f" ({card.controller.letter})"
    if card.might is not None:
        bits.append(_("Might %(n)s") % {"n": card.might})
    if card.damage:
        bits.append(_("%(n)d damage") % {"n": card.damage})
    if card.exhausted:
        bits.append(_("exhausted"))
    if card.token:
        bits.append(_("token"))
    words = ", ".join(bits)
    if card.attachments:
        words += " + " + ", ".join(a.name for a in card.attachments)
    return words


def cards_words(cards: Sequence[CardView]) -> str:
    return "; ".join(card_words(c) for c in cards) if cards else "—"


def _player_lines(p: PlayerView) -> tuple[str, str]:
    head = "  ·  ".join(
        [
            str(_("score %(n)d") % {"n": p.score}),
            str(_("hand %(n)d") % {"n": p.hand_count}),
            str(_("deck %(n)d") % {"n": p.deck}),
            str(_("trash %(n)d") % {"n": len(p.trash)}),
        ]
    )
    return head, str(_("Base")) + ": " + cards_words(p.base)


def render_card(title: str, subtitle: str, text: str, board: BoardView, footer: str) -> bytes:
    """The PNG bytes of a ruling's preview picture."""
    image = Image.new("RGB", (WIDTH, HEIGHT), PAPER)
    draw = ImageDraw.Draw(image)
    inner = WIDTH - 2 * MARGIN
    y = 34
    draw.text((MARGIN, y), footer, font=font(20), fill=MUTED)
    y += 34
    for line in wrap(draw, title, font(40, bold=True), inner, 2):
        draw.text((MARGIN, y), line, font=font(40, bold=True), fill=INK)
        y += 50
    draw.text((MARGIN, y + 2), fit(draw, subtitle, font(24), inner), font=font(24), fill=MUTED)
    y += 38
    for line in wrap(draw, text, font(26), inner, 2):
        draw.text((MARGIN, y), line, font=font(26), fill=INK)
        y += 34
    y += 10

    # The board, in words: the players above, the battlefields, the first player below.
    top = y
    draw.rounded_rectangle(
        (MARGIN - 16, top, WIDTH - MARGIN + 16, HEIGHT - 24), radius=14, fill=PANEL, outline=RULE
    )
    y = top + 14
    small, bold = font(22), font(22, bold=True)
    rows: list[tuple[int | None, str, str]] = []
    for p in board.top:
        head, base = _player_lines(p)
        rows.append((p.ref.slot, f"{p.ref.letter}  {head}", base))
    for bf in board.battlefields:
        who = (
            _("controlled by %(p)s") % {"p": bf.controller.letter}
            if bf.controller
            else _("uncontrolled")
        )
        rows.append((None, f"{bf.name} ({who})", cards_words(bf.units)))
    for p in board.bottom:
        head, base = _player_lines(p)
        rows.append((p.ref.slot, f"{p.ref.letter}  {head}", base))
    if board.chain:
        rows.append((None, str(_("Chain")), ", ".join(item.label for item in board.chain)))
    for slot, head, body in rows:
        if y > HEIGHT - 24 - 56:
            draw.text((MARGIN, y), "…", font=small, fill=MUTED)
            break
        colour = SLOTS[slot % len(SLOTS)] if slot is not None else INK
        draw.text((MARGIN, y), fit(draw, head, bold, inner), font=bold, fill=colour)
        draw.text((MARGIN + 24, y + 27), fit(draw, body, small, inner - 24), font=small, fill=INK)
        y += 62
    out = io.BytesIO()
    image.save(out, format="PNG", optimize=True)
    return out.getvalue()

"""The link-preview picture of a ruling: a plain text board drawn with Pillow, no browser.

1200 x 630 (what chat apps show for `og:image`): the question or title, the step and its
rules, then the board at that step in words (player by player, battlefield by battlefield),
beside the chain and the answer (the ruling's own, or how the path ends).
Fonts: Debian's DejaVu Sans when it is there, else Pillow's own font.
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


def _box(
    draw: ImageDraw.ImageDraw, x: int, y: int, w: int, h: int, head: str, fill: tuple[int, int, int]
) -> int:
    """A titled panel; returns the y where its body starts."""
    draw.rounded_rectangle((x, y, x + w, y + h), radius=12, fill=fill, outline=RULE)
    draw.text((x + 16, y + 12), head.upper(), font=font(17, bold=True), fill=MUTED)
    return y + 42


def render_card(
    title: str,
    subtitle: str,
    text: str,
    board: BoardView,
    footer: str,
    answer: str = "",
    answer_label: str = "",
    rule_texts: Sequence[str] = (),
) -> bytes:
    """The PNG bytes of a ruling's preview picture: the question, the step, then the board
    (left), and the chain and the answer (right), so the picture carries the ruling."""
    image = Image.new("RGB", (WIDTH, HEIGHT), PAPER)
    draw = ImageDraw.Draw(image)
    inner = WIDTH - 2 * MARGIN
    y = 26
    draw.text((MARGIN, y), fit(draw, footer, font(18), inner), font=font(18), fill=MUTED)
    y += 28
    for line in wrap(draw, title, font(36, bold=True), inner, 2):
        draw.text((MARGIN, y), line, font=font(36, bold=True), fill=INK)
        y += 44
    draw.text((MARGIN, y + 2), fit(draw, subtitle, font(21), inner), font=font(21), fill=MUTED)
    y += 30
    for line in wrap(draw, text, font(23), inner, 2):
        draw.text((MARGIN, y), line, font=font(23), fill=INK)
        y += 30
    y += 8

    # Left: the board in words. Right: the chain, then the answer below it.
    bottom = HEIGHT - 20
    gap = 16
    left_w = 640
    right_x = MARGIN - 16 + left_w + gap
    right_w = WIDTH - MARGIN + 16 - right_x
    body = _box(draw, MARGIN - 16, y, left_w, bottom - y, str(_("Board")), PANEL)
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
    row_w = left_w - 32
    # Few rows get larger type, so the board fills its panel instead of leaving it blank.
    room = bottom - 14 - body
    step_h = max(50, min(84, room // max(len(rows), 1)))
    size = max(18, min(26, step_h * 20 // 56))
    small, bold = font(size), font(size, bold=True)
    ry = body
    for slot, head, line in rows:
        if ry > bottom - step_h:
            draw.text((MARGIN, ry), "…", font=small, fill=MUTED)
            break
        colour = SLOTS[slot % len(SLOTS)] if slot is not None else INK
        draw.text((MARGIN, ry), fit(draw, head, bold, row_w), font=bold, fill=colour)
        draw.text(
            (MARGIN + 20, ry + size + 6), fit(draw, line, small, row_w - 20), font=small, fill=INK
        )
        ry += step_h
    # What the step's rules say (short texts in our own words), in the board panel's rest.
    rule_font = font(19)
    for text_line in rule_texts:
        if ry > bottom - 40:
            break
        for line in wrap(draw, text_line, rule_font, row_w, max(1, (bottom - 14 - ry) // 25)):
            draw.text((MARGIN, ry), line, font=rule_font, fill=MUTED)
            ry += 25
        ry += 6
    small = font(20)

    chain = [
        f"{item.label} · {item.status_label}"
        + (f" → {', '.join(item.targets)}" if item.targets else "")
        for item in board.chain
        if not item.removed
    ]
    chain_lines = max(1, min(len(chain), 4))
    chain_h = 42 + chain_lines * 28 + 12
    cy = _box(draw, right_x, y, right_w, chain_h, str(_("Chain")), PANEL)
    if not chain:
        draw.text((right_x + 16, cy), str(_("empty")), font=small, fill=MUTED)
    for item in chain[:4]:
        draw.text((right_x + 16, cy), fit(draw, item, small, right_w - 32), font=small, fill=INK)
        cy += 28
    ay = y + chain_h + gap
    if answer:
        label = answer_label or str(_("Answer"))
        ab = _box(draw, right_x, ay, right_w, bottom - ay, label, (243, 250, 243))
        lines = max(1, (bottom - ab - 10) // 28)
        for line in wrap(draw, answer, font(21), right_w - 32, lines):
            draw.text((right_x + 16, ab), line, font=font(21), fill=INK)
            ab += 28
    out = io.BytesIO()
    image.save(out, format="PNG", optimize=True)
    return out.getvalue()

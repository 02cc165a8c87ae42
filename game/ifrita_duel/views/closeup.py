"""The combat close-up: an attacker and its blocker (or the defending Ifrita, when
unblocked) drawn at 3x facing each other, teal on the left; the blows land in order,
first strike first, with the damage, a shield breaking, deathtouch, trample through to
the hero and deaths written as they happen. Built once per clash; a frame moves a few
sprites and shows words already made. `Fall` is the game's last moment, played the
same way before the result: the fallen Ifrita and who won."""

from __future__ import annotations

import arcade

from engine.ifrita_duel import names as n
from engine.ifrita_duel.view import UnitView
from game.ifrita_duel import look
from game.ifrita_duel.show import Blow, Clash
from game.shell import assets
from game.shell import palette as pal
from game.shell.canvas import WIDTH
from game.shell.i18n import tr
from game.shell.widgets import Ui

BAND_Y, BAND_H = 104, 232
SLIDE, FIRST, LAST = 0.15, 0.25, 0.85       # fractions of the clash's time


class Fighter:
    """One side of the clash: a unit's picture or the Ifrita, with its numbers."""

    def __init__(self, ui: Ui, sprites: arcade.SpriteList[arcade.Sprite], x: float, seat: int,
                 unit: UnitView | None, hero_hp: int, middle: float = WIDTH / 2) -> None:
        self.x, self.seat, self.unit = x, seat, unit
        self.key = unit.id if unit is not None else n.SIDE_KEYS[seat]
        y = BAND_Y + 126
        if unit is not None:
            card = look.cards().card(unit.card)
            ui.box(x - 52, y - 40, 104, 80, look.card_colour(card), border=pal.OUTLINE)
            self.sprite = arcade.Sprite(look.picture(unit.card), scale=3, center_x=x, center_y=y)
            name = look.card_name(unit.card)
            self.health = unit.health - unit.damage
            for k, keyword in enumerate(list(unit.keywords) + (["shield"] if unit.shield else [])):
                sprites.append(arcade.Sprite(look.keyword_icon(keyword), scale=2, center_x=x - 40 + k * 22,
                                             center_y=BAND_Y + BAND_H - 52))
        else:
            self.sprite = arcade.Sprite(look.hero_texture(seat), scale=3, center_x=x, center_y=y)
            name = tr("id.hero_of", side=look.side_name(seat))
            self.health = hero_hp
        sprites.append(self.sprite)
        self.base_x = x
        ui.label(name, x, BAND_Y + BAND_H - 22, look.side_colour(seat, True), anchor_x="center")
        self.numbers = ui.label("", x, BAND_Y + 54, pal.WHITE, size=18, anchor_x="center")
        self.toward = toward = 1 if x < middle else -1
        self.pop = ui.label("", x + toward * 84, y, pal.CRIMSON_LIGHT, size=18, anchor_x="center")
        self.shield = arcade.Sprite(look.keyword_icon("shield"), scale=4, center_x=x, center_y=y)
        self.shield.visible = False
        sprites.append(self.shield)
        self.refresh()

    def refresh(self) -> None:
        if self.unit is not None:       # an overkilled unit is at 0, not below (only a hero's HP may be, D34)
            self.numbers.text = f"{self.unit.atk} / {max(0, self.health)}"
        else:
            self.numbers.text = tr("id.hp", hp=self.health)


class CloseUp:
    """`width`: the band's (the table's whole window; the replay viewer's board)."""

    notice = "id.notice.combat"

    def __init__(self, clash: Clash, index: int, count: int, width: int = WIDTH) -> None:
        self.clash = clash
        self.ui = ui = Ui()
        ui.box(0, BAND_Y, width, BAND_H, pal.OUTLINE)
        ui.box(0, BAND_Y, width, 2, pal.GOLD_DARK)
        ui.box(0, BAND_Y + BAND_H - 2, width, 2, pal.GOLD_DARK)
        self.ground: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        for col in range(width // 32):
            name = "cell_a" if col % 2 else "cell_b"
            self.ground.append(arcade.Sprite(assets.texture(name), center_x=col * 32 + 16, center_y=BAND_Y + 32))
        self.sprites: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        attacker_seat = int(clash.attacker.side)
        inset = 150 if width >= WIDTH else 90      # the viewer's narrower band keeps the captions clear
        a_x = inset if attacker_seat == 0 else width - inset
        b_x = width - a_x
        middle = width / 2
        self.attacker = Fighter(ui, self.sprites, a_x, attacker_seat, clash.attacker, clash.hero_hp, middle)
        self.defender = Fighter(ui, self.sprites, b_x, clash.defender, clash.blocker, clash.hero_hp, middle)
        ui.label(tr("id.duel.title", k=index + 1, n=count), width // 2, BAND_Y + BAND_H - 22, pal.SILVER,
                 anchor_x="center", small=True)
        ui.label(tr("id.duel.vs"), width // 2, BAND_Y + 130, pal.GOLD, size=18, anchor_x="center")
        if clash.blocker is None:
            ui.label(tr("id.duel.unblocked"), width // 2, BAND_Y + 112, pal.SILVER, anchor_x="center", small=True)
        self.caption = [ui.label("", width // 2, BAND_Y + 96 - k * 13, pal.WHITE, anchor_x="center", small=True)
                        for k in range(4)]
        ui.label(tr("id.duel.skip"), width // 2, BAND_Y + 6, pal.STONE, anchor_x="center", small=True)
        self.time = 0.0
        self.landed = 0
        self.done = False
        blows = clash.blows
        span = (LAST - FIRST) / max(1, len(blows))
        self.times = [FIRST + k * span for k in range(len(blows))]
        self.hero_hp = clash.hero_hp

    def fighter(self, key: str) -> Fighter | None:
        for f in (self.attacker, self.defender):
            if f.key == key:
                return f
        return None

    def _words(self, blow: Blow) -> str:
        if blow.kind == "died":
            unit = self.fighter(blow.source)
            name = look.card_name(unit.unit.card) if unit is not None and unit.unit is not None else ""
            return tr("id.duel.dies", unit=name)
        if blow.kind == "shield":
            return tr("id.duel.shield")
        parts = []
        if blow.first_strike:
            parts.append(tr("id.duel.first_strike"))
        if blow.deathtouch:
            parts.append(tr("id.duel.deathtouch"))
        if blow.trample:
            parts.append(tr("id.duel.trample", n=blow.amount))
        elif blow.to in n.SIDE_KEYS:
            parts.append(tr("id.duel.hits_hero", n=blow.amount))
        else:
            source = self.fighter(blow.source)
            name = look.card_name(source.unit.card) if source is not None and source.unit is not None else ""
            parts.append(tr("id.log.damage", source=name, to=self._name(blow.to), n=blow.amount))
        return " ".join(parts)

    def _name(self, key: str) -> str:
        f = self.fighter(key)
        if f is None or f.unit is None:
            return tr("id.hero_of", side=look.side_name(n.SIDE_KEYS.index(key))) if key in n.SIDE_KEYS else key
        return look.card_name(f.unit.card)

    def _land(self, blow: Blow) -> str:
        """Show one blow; the sound cue it makes."""
        k = self.landed
        if k < len(self.caption):
            self.caption[k].text = self._words(blow)
            self.caption[k].color = pal.GOLD if blow.first_strike else pal.WHITE
        if blow.kind == "died":
            f = self.fighter(blow.source)
            if f is not None:
                f.sprite.alpha = 90
            return "removed"
        target = self.fighter(blow.to)
        if blow.kind == "shield":
            if target is not None:
                target.shield.visible = True
                target.pop.text = "0"
            return "fizzle"
        if target is None and blow.to in n.SIDE_KEYS:
            self.hero_hp -= blow.amount
            return "crash"
        if target is not None:
            target.health -= blow.amount
            target.pop.text = f"-{blow.amount}"
            target.refresh()
        return "hit"

    def advance(self, dt: float, length: float) -> list[str]:
        """Move on by `dt` seconds of a clash `length` seconds long; the cues to play."""
        self.time += dt
        t = min(1.0, self.time / length) if length > 0 else 1.0
        cues = []
        while self.landed < len(self.times) and t >= self.times[self.landed]:
            cues.append(self._land(self.clash.blows[self.landed]))
            self.landed += 1
        step_in = min(1.0, t / SLIDE)
        for f in (self.attacker, self.defender):
            toward = f.toward
            lunge = 14 if f is self.attacker and FIRST <= t < FIRST + 0.08 else 0
            f.sprite.center_x = f.base_x - toward * int(40 * (1 - step_in)) + toward * lunge
        if t >= 1.0:
            self.done = True
        return cues

    def finish(self) -> None:
        while self.landed < len(self.times):
            self._land(self.clash.blows[self.landed])
            self.landed += 1
        self.done = True

    def draw(self) -> None:
        self.ui.sprites.draw(pixelated=True)
        self.ground.draw(pixelated=True)
        self.sprites.draw(pixelated=True)
        self.ui.batch.draw()


class Fall:
    """The game's last moment, before the result: both Ifritas with their HP; the fallen
    one (both, in a draw by HP; neither at the turn limit) sinks, then who won is written.
    Played like a clash (`advance`, `finish`, `done`, `time`)."""

    notice = "id.notice.end"

    def __init__(self, winner: int | None, reason: str, hp: tuple[int, int], width: int = WIDTH) -> None:
        self.ui = ui = Ui()
        ui.box(0, BAND_Y, width, BAND_H, pal.OUTLINE)
        ui.box(0, BAND_Y, width, 2, pal.GOLD_DARK)
        ui.box(0, BAND_Y + BAND_H - 2, width, 2, pal.GOLD_DARK)
        self.ground: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        for col in range(width // 32):
            name = "cell_a" if col % 2 else "cell_b"
            self.ground.append(arcade.Sprite(assets.texture(name), center_x=col * 32 + 16, center_y=BAND_Y + 32))
        self.sprites: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        ui.label(tr("id.duel.end"), width // 2, BAND_Y + BAND_H - 22, pal.SILVER, anchor_x="center", small=True)
        self.fallen = [seat for seat in (0, 1) if reason == "hp" and hp[seat] <= 0]
        self.heroes: dict[int, arcade.Sprite] = {}
        y = BAND_Y + 126
        for seat, x in ((0, 150), (1, width - 150)):
            sprite = arcade.Sprite(look.hero_texture(seat), scale=3, center_x=x, center_y=y)
            self.heroes[seat] = sprite
            self.sprites.append(sprite)
            ui.label(tr("id.hero_of", side=look.side_name(seat)), x, BAND_Y + BAND_H - 22,
                     look.side_colour(seat, True), anchor_x="center")
            ui.label(tr("id.hp", hp=hp[seat]), x, BAND_Y + 54, pal.CRIMSON_LIGHT if hp[seat] <= 0 else pal.WHITE,
                     size=18, anchor_x="center")
        words = [tr("id.duel.dies", unit=tr("id.hero_of", side=look.side_name(seat))) for seat in self.fallen]
        if reason != "hp":
            words.append(tr("id.duel.turn_limit"))
        words.append(tr("id.result.draw") if winner is None else tr("id.result.winner", side=look.side_name(winner)))
        self.words = words
        colour = pal.GOLD if winner is None else look.side_colour(winner, True)
        # What happened, a small line each, over who won in large letters.
        self.caption = [ui.label("", width // 2, BAND_Y + 150 - k * 14, pal.WHITE, anchor_x="center", small=True)
                        for k in range(len(words) - 1)]
        self.caption.append(ui.label("", width // 2, BAND_Y + 112, colour, size=18, anchor_x="center"))
        ui.label(tr("id.duel.skip"), width // 2, BAND_Y + 6, pal.STONE, anchor_x="center", small=True)
        self.time = 0.0
        self.landed = False
        self.done = False

    def _land(self) -> None:
        self.landed = True
        for seat in self.fallen:
            self.heroes[seat].angle = 90 if seat == 0 else -90
            self.heroes[seat].alpha = 120
            self.heroes[seat].center_y -= 24
        for label, text in zip(self.caption, self.words):
            label.text = text

    def advance(self, dt: float, length: float) -> list[str]:
        """Move on by `dt` seconds of a moment `length` seconds long; the cues to play."""
        self.time += dt
        t = min(1.0, self.time / length) if length > 0 else 1.0
        cues = []
        if not self.landed and t >= 0.3:
            self._land()
            cues.append("crash" if self.fallen else "chime")
        if t >= 1.0:
            self.done = True
        return cues

    def finish(self) -> None:
        if not self.landed:
            self._land()
        self.done = True

    def draw(self) -> None:
        self.ui.sprites.draw(pixelated=True)
        self.ground.draw(pixelated=True)
        self.sprites.draw(pixelated=True)
        self.ui.batch.draw()


class Recap:
    """A turn's end that cost something (mana burn, discards, fatigue), for both people
    between two turns at one screen: its public log lines under "Teal's turn ends".
    Played like a clash (`advance`, `finish`, `done`, `time`)."""

    notice = "id.notice.turn_end"

    def __init__(self, side: int, lines: list[str], width: int = WIDTH) -> None:
        self.ui = ui = Ui()
        ui.box(0, BAND_Y, width, BAND_H, pal.OUTLINE)
        ui.box(0, BAND_Y, width, 2, pal.GOLD_DARK)
        ui.box(0, BAND_Y + BAND_H - 2, width, 2, pal.GOLD_DARK)
        self.sprites: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.sprites.append(arcade.Sprite(look.hero_texture(side), scale=3, center_x=width // 2,
                                          center_y=BAND_Y + BAND_H - 70))
        ui.label(tr("id.duel.turn_end", side=look.side_name(side)), width // 2, BAND_Y + BAND_H - 22,
                 look.side_colour(side, True), anchor_x="center")
        shown = lines[-6:]
        self.lines = [ui.label(line, width // 2, BAND_Y + 104 - k * 13, pal.WHITE, anchor_x="center", small=True)
                      for k, line in enumerate(shown)]
        ui.label(tr("id.duel.skip"), width // 2, BAND_Y + 6, pal.STONE, anchor_x="center", small=True)
        self.time = 0.0
        self.done = False

    def advance(self, dt: float, length: float) -> list[str]:
        self.time += dt
        if length <= 0 or self.time >= length:
            self.done = True
        return []

    def finish(self) -> None:
        self.done = True

    def draw(self) -> None:
        self.ui.sprites.draw(pixelated=True)
        self.sprites.draw(pixelated=True)
        self.ui.batch.draw()

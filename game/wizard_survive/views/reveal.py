"""The reveal, staged: the table zooms in, every sealed card flips at once, fireballs arc
and lightning strikes between seats, teleporters blink away, meteors fall on everyone
else, the damage lands together (the table shakes under a meteor), the out wizards slump
grey, the table zooms out; then, when the round ended, its banner counts the survivor's
souls in and tells of the reset. Everything shown comes from a `Show` (the batch's
events and the seat's views): no rule is decided here."""

from __future__ import annotations

import math

import arcade

from engine.wizard_survive.names import Card, RoundEnd
from game.shell import palette as pal
from game.shell.canvas import WIDTH
from game.shell.i18n import tr
from game.shell.widgets import Ui
from game.wizard_survive import look
from game.wizard_survive.show import Show
from game.wizard_survive.views.seats import SeatsPane

ZOOM_IN, FLIP, FLY, LAND, FALL, ZOOM_OUT, BANNER = 0.0, 0.3, 0.75, 1.55, 2.05, 2.55, 2.85
END_PLAIN, END_BANNER = 2.85, 5.2
SOULS_FLY = (3.1, 3.7)
BANNER_Y = 178


def _phase(t: float, start: float, end: float) -> float:
    return max(0.0, min(1.0, (t - start) / (end - start)))


class RevealScene:
    def __init__(self, show: Show, pane: SeatsPane, you: int | None, width: int = WIDTH) -> None:
        """`width`: the table's, which the round's banner is centred on."""
        self.show, self.pane, self.you = show, pane, you
        self.width = width
        self.t = 0.0
        self.end = END_BANNER if show.round_end is not None else END_PLAIN
        self.cards: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.fx: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.ui = Ui()
        self.card_sprites: dict[int, arcade.Sprite] = {}
        self.minis: list[arcade.Sprite] = []
        for seat, (_card, targets) in show.cards.items():
            x, y = pane.spots[seat].card
            self.card_sprites[seat] = s = arcade.Sprite(look.texture("card_back"), center_x=x, center_y=y)
            self.cards.append(s)
            for k, t in enumerate(targets):
                mini = arcade.Sprite(look.target_card(t), scale=0.5, center_x=x + 32, center_y=y + 14 - k * 30)
                mini.visible = False
                self.minis.append(mini)
                self.cards.append(mini)
        self.shots = [(shot, self._fx("fx_fireball" if shot.card is Card.FIREBALL else "fx_bolt", 2))
                      for shot in show.shots]
        ins = show.before.in_seats()
        self.meteors = [(caster, victim, self._fx("fx_meteor", 2)) for caster in show.meteors
                        for victim in ins if victim != caster]
        self.blinks = [(seat, self._fx("fx_blink_0", 2)) for seat in show.teleports]
        self.bursts = [(seat, self._fx("fx_burst", 2)) for seat in show.lost]
        for seat, amount in show.lost.items():
            x, y = pane.spots[seat].x, pane.spots[seat].y
            label = self.ui.label(tr("ws.reveal.lost", n=amount), x - 40, y + 30, pal.CRIMSON_LIGHT, size=18,
                                  anchor_x="center")
            label.visible = False
        self.hit_labels = list(self.ui.texts)
        dodgers = sorted({s.target for s in show.shots if s.dodged})
        self.dodge_labels = [self.ui.label(tr("ws.reveal.dodged"), pane.spots[s].x - 50, pane.spots[s].y + 54, pal.SKY,
                                           anchor_x="center") for s in dodgers]
        for label in self.dodge_labels:
            label.visible = False
        self.banner = self._banner()
        self.flying_souls = [self._fx("soul", 2) for _ in range(show.round_end.souls if show.round_end else 0)]
        self.cues = self._cues()
        self.entered: set[str] = set()
        pane.sync(show.before, you, sealed=False)
        self.apply()

    def _fx(self, name: str, scale: float) -> arcade.Sprite:
        sprite = arcade.Sprite(look.texture(name), scale=scale)
        sprite.visible = False
        self.fx.append(sprite)
        return sprite

    def _banner(self) -> Ui | None:
        end = self.show.round_end
        if end is None:
            return None
        ui = Ui()
        margin = 70 * self.width // WIDTH
        ui.box(margin, BANNER_Y, self.width - 2 * margin, 84, pal.alpha(pal.OUTLINE, 235), border=pal.GOLD_DARK)
        ui.label(tr("ws.round_end.title", round=end.round), self.width // 2, BANNER_Y + 62, pal.GOLD, anchor_x="center")
        if end.end is RoundEnd.LAST_STANDING and end.scorer is not None:
            line = tr("ws.round_end.last_standing", seat=look.seat_name(end.scorer), n=end.souls)
            colour = look.seat_colour(end.scorer, 2)
        elif end.end is RoundEnd.ALL_OUT:
            line, colour = tr("ws.round_end.all_out"), pal.SILVER
        else:
            line, colour = tr("ws.round_end.step_limit", n=end.step), pal.SILVER
        ui.label(line, self.width // 2, BANNER_Y + 40, colour, anchor_x="center")
        rules = self.show.before.rules
        last = tr("ws.round_end.game_over") if self.show.game_end is not None else tr(
            "ws.round_end.reset", lives=rules.start_lives, mana=rules.start_mana)
        ui.label(last, self.width // 2, BANNER_Y + 16, pal.WHITE, anchor_x="center", small=True)
        return ui

    def _cues(self) -> list[tuple[float, str]]:
        show = self.show
        cues = [(FLIP, "flip")]
        if any(s.card is Card.FIREBALL for s in show.shots):
            cues.append((FLY, "whoosh"))
        if any(s.card is Card.LIGHTNING for s in show.shots):
            cues.append((FLY + 0.35, "bolt"))
        if show.teleports:
            cues.append((FLY + 0.1, "blink"))
        if show.meteors:
            cues.append((LAND - 0.3, "crash"))
        if show.lost and not show.meteors:
            cues.append((LAND, "hit"))
        if show.outs:
            cues.append((FALL, "removed"))
        if show.round_end is not None:
            cues.append((BANNER, "tally"))
        return sorted(cues)

    # ---- time -------------------------------------------------------------------
    @property
    def done(self) -> bool:
        return self.t >= self.end

    def advance(self, dt: float) -> list[str]:
        """Move on by `dt` (scene seconds); the cues whose moment was passed."""
        before, self.t = self.t, min(self.end, self.t + dt)
        self.apply()
        return [name for at, name in self.cues if before < at <= self.t or (before == 0 and at == 0)]

    def finish(self) -> None:
        self.t = self.end
        self.apply()

    def zoom(self) -> float:
        """0 at rest, 1 fully in."""
        return min(_phase(self.t, ZOOM_IN, FLIP), 1 - _phase(self.t, ZOOM_OUT, BANNER))

    def shake(self) -> tuple[float, float]:
        if not self.show.meteors or not LAND <= self.t < FALL:
            return 0.0, 0.0
        k = int(self.t * 40)
        return (k % 3 - 1) * 3.0, ((k // 3) % 3 - 1) * 1.0

    # ---- staging ----------------------------------------------------------------
    def _enter(self, name: str, at: float) -> bool:
        if self.t >= at and name not in self.entered:
            self.entered.add(name)
            return True
        return False

    def apply(self) -> None:
        show, pane, t = self.show, self.pane, self.t
        flip = _phase(t, FLIP, FLY - 0.05)
        for seat, sprite in self.card_sprites.items():
            face = look.card_face(show.cards[seat][0], show.before.rules)
            sprite.texture = face if flip >= 0.5 else look.texture("card_back")
            sprite.width = max(1.0, 40 * abs(1 - 2 * flip))
            sprite.visible = t < BANNER
        for mini in self.minis:
            mini.visible = flip >= 1 and t < BANNER
        fly = _phase(t, FLY, LAND)
        for shot, sprite in self.shots:
            a, b = pane.spots[shot.source], pane.spots[shot.target]
            if shot.card is Card.FIREBALL:
                p = fly * (1.15 if shot.dodged else 1.0)
                sprite.center_x = a.x + (b.x - a.x) * p
                sprite.center_y = a.y + 16 + (b.y - a.y - 16) * p + 60 * math.sin(math.pi * min(p, 1.0))
                sprite.visible = 0 < fly < 1
                sprite.alpha = 255 if p <= 1 else 120
            else:
                dx, dy = b.x - a.x, b.y - a.y
                sprite.center_x, sprite.center_y = a.x + dx / 2, a.y + dy / 2 + 12
                sprite.angle = math.degrees(math.atan2(dx, dy))
                sprite.height = max(32.0, math.hypot(dx, dy) - 40)
                sprite.visible = 0.45 < fly < 1 and int(t * 30) % 3 != 0
        for _, victim, sprite in self.meteors:
            p = _phase(t, FLY + 0.2, LAND)
            spot = pane.spots[victim]
            sprite.center_x = spot.x + 140 * (1 - p)
            sprite.center_y = spot.y + 250 * (1 - p)
            sprite.visible = 0 < p < 1
        for seat, sprite in self.blinks:
            spot = pane.spots[seat]
            sprite.center_x, sprite.center_y = spot.x, spot.y
            sprite.texture = look.texture(f"fx_blink_{int(t * 12) % 2}")
            sprite.visible = FLY <= t < FALL
            pane.figures[seat].alpha = 0 if FLY + 0.25 <= t < LAND + 0.3 else 255
        landing = LAND <= t < FALL
        if self._enter("land", LAND):
            pane.sync(show.resolved, self.you, sealed=False)
            for seat in show.lost:
                pane.figures[seat].texture = look.wizard(seat, "hit")
            for seat in show.outs:          # they fall a moment later
                pane.out_labels[seat].visible = False
        for seat, sprite in self.bursts:
            spot = pane.spots[seat]
            sprite.center_x, sprite.center_y = spot.x, spot.y
            sprite.scale = 2 + _phase(t, LAND, LAND + 0.25) * 1.5
            sprite.visible = LAND <= t < LAND + 0.35
        for label in self.hit_labels:
            label.visible = landing
        for label in self.dodge_labels:
            label.visible = LAND - 0.2 <= t < FALL + 0.3
        if self._enter("fall", FALL):
            pane.sync(show.resolved, self.you, sealed=False)
        for seat in show.outs:
            sink = _phase(t, FALL, FALL + 0.3)
            pane.figures[seat].center_y = pane.spots[seat].y - 6 * (1 - sink) if t >= FALL else pane.spots[seat].y
        for k, sprite in enumerate(self.flying_souls):
            end = show.round_end
            p = _phase(t, SOULS_FLY[0] + k * 0.1, SOULS_FLY[1] + k * 0.1)
            if end is not None and end.scorer is not None:
                shelf = pane.souls[end.scorer][min(k + show.before.wizards[end.scorer].souls, 4)]
                sprite.center_x = self.width / 2 + (shelf.center_x - self.width / 2) * p
                sprite.center_y = BANNER_Y + 40 + (shelf.center_y - BANNER_Y - 40) * p
            sprite.visible = 0 < p < 1
        if self._enter("souls", SOULS_FLY[1] + 0.1 * len(self.flying_souls)):
            pane.sync(show.ended, self.you, sealed=False)

    # ---- drawing -------------------------------------------------------------------
    def draw_world(self) -> None:
        """In the table's camera, over the wizards."""
        self.cards.draw(pixelated=True)
        self.fx.draw(pixelated=True)
        self.ui.draw()

    def draw_banner(self) -> None:
        """On the canvas, over everything."""
        if self.banner is not None and self.t >= BANNER:
            self.banner.draw()
            self.fx.draw(pixelated=True)

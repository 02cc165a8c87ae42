"""The four opponents (rulebook v0.5 note): beginner, intermediate, advanced and
whimsical. Each sees only its view, its legal commands and the events its side saw
(R28); hidden enemy elements come from its `Belief` and sampled worlds.

Decisions are a function of the view, the events seen and the seed alone: every search
is bounded by counts (worlds, candidate actions, plans), and no clock is read, so a busy
machine or a slow one chooses exactly the same commands.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import replace
from math import prod
from typing import Any

from engine.mage_battle import commands as cmd
from engine.mage_battle.ai import evidence, setup
from engine.mage_battle.ai.base import Agent
from engine.mage_battle.ai.belief import Belief
from engine.mage_battle.ai.history import resistance, way_back
from engine.mage_battle.ai.tactics import Weights, _reach_tables, evaluate
from engine.mage_battle.ai.world import sample_world
from engine.mage_battle.areas import AimError, attack_area
from engine.mage_battle.decide import RuleError, step
from engine.mage_battle.elements import Layers, Winner, distinct, judge, stack
from engine.mage_battle.events import Event
from engine.mage_battle.legal import turn_actions
from engine.mage_battle.names import Element, Job, Side
from engine.mage_battle.state import PendingAttack, Phase, State
from engine.mage_battle.view import PlayerView

LEVELS = ("beginner", "intermediate", "advanced", "whimsical")
MOODS = ("reckless attacker", "cautious defender", "shrine runner", "decoy scout", "area bomber")


def _pending(state: State) -> PendingAttack:
    """The attack waiting for its responses; a state in the response phase always has one."""
    if state.pending is None:
        raise ValueError("no attack is waiting for a response")
    return state.pending


def _response_score(state: State, target: int, response: Element | None,
                    attacker_element: Element | None) -> float:
    """+1 when the response counters, -1 when the attack lands, 0 when nothing happens."""
    attacker = state.mages[_pending(state).attacker]
    defender = state.mages[target]
    outcome = judge(attacker_element, stack(attacker.layers, attacker_element), response,
                    stack(defender.layers, response), state.tables)
    return 1.0 if outcome == Winner.DEFENDER else (-1.0 if outcome == Winner.ATTACKER else 0.0)


def guess_response(state: State) -> cmd.Respond:
    """A sensible defender in a simulated world: for each target, the response that does
    best against the attacker's possible elements, without peeking at the chosen one."""
    pending = _pending(state)
    attacker = state.mages[pending.attacker]
    options_a = distinct(attacker.layers) or (None,)
    side = attacker.side.other
    picks = []
    for target in pending.targets:
        options = distinct(state.mages[target].layers) or (None,)
        best = max(options, key=lambda d: sum(_response_score(state, target, d, a) for a in options_a))
        picks.append((target, best))
    return cmd.Respond(side, tuple(picks))


def wary_response(state: State) -> cmd.Respond:
    """The defender an attacker should fear: per target, a response that counters the
    attack's element whenever one does (R14), as a defender who read the element from
    the attack would; `guess_response`'s pick otherwise."""
    pending = _pending(state)
    guess = guess_response(state)
    element = pending.element
    picks = []
    for target, pick in guess.choices:
        for d in distinct(state.mages[target].layers) or (None,):
            if _response_score(state, target, d, element) > 0:
                pick = d
                break
        picks.append((target, pick))
    return cmd.Respond(guess.side, tuple(picks))


def play_out(state: State, action: cmd.Command, wary: bool = False) -> State:
    """Apply an action in a simulated world, answering a response phase for the enemy
    (`wary_response` when `wary`, else `guess_response`)."""
    state, _ = step(state, action)
    if state.phase == Phase.RESPONSE:
        state, _ = step(state, (wary_response if wary else guess_response)(state))
    return state


def play_out_all(worlds: list[State], action: cmd.Command) -> list[State]:
    """The action in every world; a world where it is illegal stays as it was."""
    out = []
    for world in worlds:
        try:
            out.append(play_out(world, action))
        except RuleError:
            out.append(world)
    return out


class _Lookahead:
    """One decision's look-ahead, each (world, command) played and each state valued once.

    Search meets the same pairs again and again: the probe worlds are the first four of
    the ten, the second action's pre-score world is the first of its group, a reply's
    step-then-strike values the strike it picked, and many aims of one attack hit the same
    enemies. An attack played out (answered by `guess_response`) leaves a state that
    depends only on the attacker, its side, its element and the enemies in its area (the
    area itself is cleared with the pending attack, R13-R18), so aims with the same
    targets share one outcome. Values are `evaluate`'s, so every choice is what the plain
    search would make. Keys hold `id`s of states the memo keeps alive itself (each entry
    stores its state), and the memo lives for one decision only."""

    __slots__ = ("battle", "weights", "wary", "_outcomes", "_values")

    def __init__(self, battle: int, weights: Weights, wary: Side | None = None) -> None:
        self.battle = battle
        self.weights = weights
        self.wary = wary        # the side whose attacks meet `wary_response`
        self._outcomes: dict[object, tuple[State, State | None]] = {}
        self._values: dict[tuple[int, Side, Side], tuple[State, float]] = {}

    def play_out(self, state: State, action: cmd.Command) -> State | None:
        """`play_out`, or None where the action is illegal (a RuleError)."""
        key: object
        if type(action) is cmd.Attack:
            a = action
            key = (id(state), a)
            if 0 <= a.mage < len(state.mages) and state.mages[a.mage].cell is not None:
                try:
                    _, targets = attack_area(state, a.mage, a.element, a.direction, a.centre, a.orient, a.target)
                    key = (id(state), a.side, a.mage, a.element, targets)
                except AimError:
                    pass
        else:
            key = (id(state), action)
        found = self._outcomes.get(key)
        if found is not None and found[0] is state:
            return found[1]
        after: State | None
        try:
            after = play_out(state, action, type(action) is cmd.Attack and action.side == self.wary)
        except RuleError:
            after = None
        self._outcomes[key] = (state, after)
        return after

    def play_out_all(self, worlds: list[State], action: cmd.Command) -> list[State]:
        """`play_out_all`: a world where the action is illegal stays as it was."""
        out = []
        for world in worlds:
            after = self.play_out(world, action)
            out.append(world if after is None else after)
        return out

    def value(self, state: State, me: Side, mover: Side) -> float:
        """`evaluate(state, me, battle, mover, weights)`."""
        key = (id(state), me, mover)
        found = self._values.get(key)
        if found is not None and found[0] is state:
            return found[1]
        v = evaluate(state, me, self.battle, mover, self.weights)
        self._values[key] = (state, v)
        return v


class _Agent:
    level = "agent"
    worlds = 3
    # A response is judged without a play-out, so it can afford more worlds than a turn.
    response_worlds = 4
    weights = Weights()
    # What stepping a mage back onto the cell it left this turn or the side's previous
    # one, with nothing learnt since, must beat: two AP spent to stand where it stood
    # (issue 14). Sampled worlds differ from one decision to the next, so without it
    # near-equal cells can win by turns and a mage walks to and fro.
    undo = 0.5
    # Whether the enemy's threats are discounted by how little it has acted lately
    # (`history.resistance`): a side that ends every turn untouched is walked over.
    reads_resistance = False
    # With it, an enemy offering no resistance is pressed: its threats fade, the way to
    # its shrines counts up to twice, and closing in on it is worth `press_idle` per mage
    # and step (with no matching mage left to take a shrine, only R18 ends the battle).
    press_idle = 0.2

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        self._rng = random.Random(seed)
        self._belief: Belief | None = None
        self._mood: str | None = None
        self._back: dict[int, int] = {}     # this decision's `way_back`
        self._resist = 1.0                  # this decision's `resistance`
        self._now = self.weights            # this decision's weights
        self._view: PlayerView | None = None   # the last decision's view, for `note`

    @property
    def mood(self) -> str | None:
        return self._mood

    @property
    def belief(self) -> Belief | None:
        return self._belief

    # --- the protocol ------------------------------------------------------------------

    def choose(self, view: PlayerView, legal: Sequence[cmd.Command], seen: Sequence[Event]) -> cmd.Command:
        if not legal:
            raise ValueError("the agent has nothing to decide now")
        self._view = view
        if self._belief is None or self._belief.side != view.side:
            self._belief = Belief(view.side)
        self._belief.update(view, seen)
        self._back = way_back(view, seen) if view.phase == Phase.ACTION else {}
        self.before(view)
        self._resist = resistance(view, seen) if self.reads_resistance else 1.0
        w, idle = self.weights, 1.0 - self._resist
        self._now = replace(w, danger=w.danger * self._resist, route=w.route * (1.0 + idle),
                            approach=w.approach + self.press_idle * idle)
        if view.phase == Phase.SHRINES:
            choice = self.shrines(view)
        elif view.phase == Phase.FORMATION:
            choice = self.formation(view)
        elif view.phase == Phase.ELEMENTS:
            choice = self.elements(view)
        elif view.phase == Phase.RESPONSE:
            choice = self.respond(view, legal)
        else:
            choice = self.turn(view, legal)
        if choice not in legal:   # a safety net: never hand back an illegal command
            choice = legal[self._rng.randrange(len(legal))]
        return choice

    def note(self) -> list[Any] | None:
        """[mood, masks] at the last choice: the whimsical agent's mood, and per enemy mage
        in index order a bit mask (bit i: the i-th element) of the elements its belief
        still allows; None when it has neither."""
        view, belief = self._view, self._belief
        masks: list[int] = []
        if view is not None and belief is not None and view.battle >= 1:
            for mage in view.mages:
                if mage.side != view.side:
                    masks.append(element_mask({e for layers in belief.candidates(mage.index) for e in layers}))
        if self._mood is None and not masks:
            return None
        return [self._mood, masks]

    def before(self, view: PlayerView) -> None:
        """A hook run before every decision (the whimsical agent draws its mood here)."""

    # --- setup ---------------------------------------------------------------------------

    def shrines(self, view: PlayerView) -> cmd.Command:
        return setup.thoughtful_shrines(view, self._rng)

    def formation(self, view: PlayerView) -> cmd.Command:
        return setup.spread_formation(view, self._rng)

    def elements(self, view: PlayerView) -> cmd.Command:
        return setup.thoughtful_elements(view, self._rng)

    # --- battle --------------------------------------------------------------------------

    def sample(self, view: PlayerView, count: int) -> list[State]:
        assert self._belief is not None
        return [sample_world(view, self._belief, self._rng) for _ in range(count)]

    def respond(self, view: PlayerView, legal: Sequence[cmd.Command]) -> cmd.Command:
        """Per target, the response with the best record over sampled attacker elements."""
        worlds = self.sample(view, self.response_worlds)
        assert view.pending is not None
        # Each world drew the attacker's secret element (engine.mage_battle.ai.world).
        attacks = [(w, _pending(w).element) for w in worlds]
        picks = []
        for target in view.pending.targets:
            layers = view.mages[target].layers or ()
            options = distinct(layers) or (None,)
            best = max(options, key=lambda d: sum(_response_score(w, target, d, a) for w, a in attacks))
            picks.append((target, best))
        return cmd.Respond(view.side, tuple(picks))

    def score(self, worlds: list[State], action: cmd.Command, view: PlayerView, w: Weights | None = None) -> float:
        w = w or self._now
        total = 0.0
        for world in worlds:
            try:
                after = play_out(world, action)
            except RuleError:
                continue
            total += evaluate(after, view.side, view.battle, view.side, w)
        return total / max(1, len(worlds)) + self.bias(view, action)

    def bias(self, view: PlayerView, action: cmd.Command) -> float:
        return 0.0

    def undoing(self, action: cmd.Command) -> bool:
        """Whether `action` steps a mage back where it came from with nothing learnt since
        (`history.way_back` of this decision's view and events)."""
        return isinstance(action, cmd.Move) and self._back.get(action.mage) == action.to

    def turn(self, view: PlayerView, legal: Sequence[cmd.Command]) -> cmd.Command:
        """Greedy over this AP: every legal action scored over a few sampled worlds; a
        step with AP to spare is worth the best attack it opens (R7: move, then strike
        first), since the enemy does not move in between, unless the mage can already
        strike where it stands: then it strikes first and steps after, knowing more."""
        worlds = self.sample(view, self.worlds)
        best, best_score = legal[-1], float("-inf")
        ready = {c.mage for c in legal if isinstance(c, cmd.Attack) and _may_win(view, c)}
        order = list(range(len(legal)))
        self._rng.shuffle(order)        # ties go to a seeded random action, not the first
        for i in order:
            action = legal[i]
            s = self.score(worlds, action, view)
            if self.step_then_strike and view.ap >= 2 and isinstance(action, cmd.Move) and action.mage not in ready:
                s = max(s, self.strike_after(worlds, action, view))
            if self.undoing(action):
                s -= self.undo
            if s > best_score:
                best, best_score = action, s
        return best

    step_then_strike = True

    def strike_after(self, worlds: list[State], move: cmd.Move, view: PlayerView) -> float:
        """The best attack of the moved mage right after `move`, scored over the worlds."""
        zero, _ = _reach_tables(view.tables)
        mover = view.mages[move.mage]
        reach = zero[mover.job][-1][move.to]        # the widest area at any stack: a superset
        if not any(m.cell in reach for m in view.mages if m.side != view.side and m.cell is not None):
            return float("-inf")
        try:
            afters = [step(w, move)[0] for w in worlds]
        except RuleError:
            return float("-inf")
        attacks = [c for c in turn_actions(afters[0]) if isinstance(c, cmd.Attack) and c.mage == move.mage]
        # Striking first keeps the second AP for what the reveal shows: a step-then-strike
        # must be clearly better to be chosen.
        return max((self.score(afters, a, view) for a in attacks), default=float("-inf")) - 0.25


class Beginner(_Agent):
    """Attacks whatever is in range with a random element, wanders toward the enemy,
    packs its mages together and never looks back at its shrines."""

    level = "beginner"
    step_then_strike = False

    def shrines(self, view: PlayerView) -> cmd.Command:
        return setup.random_shrines(view, self._rng)

    def formation(self, view: PlayerView) -> cmd.Command:
        if self._rng.random() < 0.6:
            return setup.clustered_formation(view, self._rng)
        return setup.spread_formation(view, self._rng)

    def elements(self, view: PlayerView) -> cmd.Command:
        return setup.random_elements(view, self._rng)

    def respond(self, view: PlayerView, legal: Sequence[cmd.Command]) -> cmd.Command:
        return legal[self._rng.randrange(len(legal))]

    scout_chance = 0.1      # how often an elementless mage in reach of a hidden enemy pokes it

    def turn(self, view: PlayerView, legal: Sequence[cmd.Command]) -> cmd.Command:
        """Weak but busy (issue 14): a random attack that could win at all, now and then
        an elementless scout at a hidden enemy, else a random mage a step closer to the
        enemy; the turn ends early only when none of that is left."""
        rng = self._rng
        tables = view.tables
        enemy_shrines = dict(view.shrines[view.side.other])
        wins = [c for c in legal if isinstance(c, cmd.Move) and c.to in enemy_shrines
                and enemy_shrines[c.to] in (view.mages[c.mage].layers or ())]
        if wins and rng.random() < 0.5:
            return wins[0]
        attacks = [c for c in legal if isinstance(c, cmd.Attack)]
        hopeful = [c for c in attacks if _may_win(view, c)]
        if hopeful and rng.random() < 0.7:
            return hopeful[rng.randrange(len(hopeful))]
        scouts = [c for c in attacks if c.element is None and _reveals(view, c)]
        if scouts and rng.random() < self.scout_chance:
            return scouts[rng.randrange(len(scouts))]
        moves = [c for c in legal if isinstance(c, cmd.Move)]
        enemies = [m.cell for m in view.mages if m.side != view.side and m.cell is not None]
        closer: dict[int, list[cmd.Move]] = {}
        for c in moves if enemies else ():
            here = view.mages[c.mage].cell
            assert here is not None
            if self.undoing(c):
                continue
            if min(tables.distance_of(c.to, e) for e in enemies) < min(tables.distance_of(here, e) for e in enemies):
                closer.setdefault(c.mage, []).append(c)
        if closer:
            steps = list(closer.values())[rng.randrange(len(closer))]
            return steps[rng.randrange(len(steps))]
        if hopeful:
            return hopeful[rng.randrange(len(hopeful))]
        if wins:
            return wins[0]
        return legal[-1]


def _targets(view: PlayerView, attack: cmd.Attack) -> tuple[int, ...]:
    """The enemies in an own attack's area (empty when the aim is malformed)."""
    try:
        return attack_area(view, attack.mage, attack.element, attack.direction, attack.centre, attack.orient,
                           attack.target)[1]
    except AimError:
        return ()


def _may_win(view: PlayerView, attack: cmd.Attack) -> bool:
    """Whether the attack could beat some target with some response it has, as far as
    the side knows (a hidden target might lose); elementless attacks never win (R14)."""
    if attack.element is None:
        return False
    layers = view.mages[attack.mage].layers or ()
    power = stack(layers, attack.element)
    for t in _targets(view, attack):
        target = view.mages[t].layers
        if target is None:
            return True
        if any(judge(attack.element, power, d, stack(target, d), view.tables) == Winner.ATTACKER
               for d in distinct(target) or (None,)):
            return True
    return False


def _reveals(view: PlayerView, attack: cmd.Attack) -> bool:
    """Whether the attack's area holds an enemy whose layers the side does not know."""
    return any(view.mages[t].layers is None for t in _targets(view, attack))


class Intermediate(_Agent):
    """Weighs every action of its turn over sampled worlds: expected damage, counter
    risk, shrine threats both ways, and what the enemy could do next turn."""

    level = "intermediate"
    worlds = 2
    weights = Weights(tiebreak=1.0, press=1.0, key=0.5, route=0.4, hunt=0.1)
    reads_resistance = True


class Advanced(_Agent):
    """Searches its 2-AP turn and the enemy's reply over sampled worlds: the first action
    pruned by a one-step score, the second shared across worlds (a move reveals
    nothing), then the enemy's best attacks in each world for the leading plans."""

    level = "advanced"
    worlds = 10
    response_worlds = 32
    weights = Weights(reveal=0.5, tiebreak=1.5, press=1.0, follow=0.5, key=0.5, route=0.4, hunt=0.1)
    reads_resistance = True
    first_width = 10
    second_width = 6
    plans = 5
    scouts = 2

    # Its own attacks are played out against a defender who counters whenever it can:
    # one that guessed at random would make striking an unseen target look safer than
    # it is against a defender who reads the attack.
    wary = True

    def turn(self, view: PlayerView, legal: Sequence[cmd.Command]) -> cmd.Command:
        worlds = self.sample(view, self.worlds)
        self._look = self.lookahead(view)
        try:
            return self._turn(view, legal, worlds)
        finally:
            self._look = None

    _look: _Lookahead | None = None

    def lookahead(self, view: PlayerView) -> _Lookahead:
        """A fresh memo for one decision of this side."""
        self._odds = {}
        return _Lookahead(view.battle, self._now, view.side if self.wary else None)

    def _score(self, worlds: list[State], action: cmd.Command, view: PlayerView) -> float:
        """`score` with this decision's memo, its worlds weighted by `weighted_worlds`."""
        look = self._look
        assert look is not None
        me = view.side
        total = 0.0
        for world, weight in zip(*self.weighted_worlds(view, worlds, action)):
            after = look.play_out(world, action)
            if after is None:
                continue
            total += weight * look.value(after, me, me)
        return total + self.bias(view, action) - (self.undo if self.undoing(action) else 0.0)

    # Whether an attack's worlds are reweighted by the belief's odds of a counter.
    hedges = True

    def weighted_worlds(self, view: PlayerView, worlds: list[State],
                        action: cmd.Command) -> tuple[list[State], list[float]]:
        """The worlds to judge `action` in and their weights. For an attack on targets
        whose layers are hidden, the worlds where some target can counter it (R14) and
        the others each weigh, as a group, what the belief's odds of a counter say, not
        how many of the few samples happened to fall each way: the plain average of ten
        worlds would let the search favour the attacks whose samples were lucky. A group
        no sample fell into is stood for by the first world with the hidden targets'
        layers swapped for their likeliest ones of that group."""
        n = len(worlds)
        even = [1.0 / max(1, n)] * n
        if not self.hedges or type(action) is not cmd.Attack or action.element is None or not worlds:
            return worlds, even
        element, tables = action.element, view.tables
        try:    # the area in the worlds: after a step of this turn the view's cells are stale
            _, targets = attack_area(worlds[0], action.mage, element, action.direction, action.centre,
                                     action.orient, action.target)
        except AimError:
            return worlds, even
        hidden = [t for t in targets if view.mages[t].layers is None]
        if not hidden:
            return worlds, even
        mine = view.mages[action.mage].layers or ()

        def counters(layers: Layers) -> bool:
            return evidence.countered(mine, element, layers, tables)

        odds = [self._counter_odds(t, mine, element, counters) for t in hidden]
        p = 1.0 - prod(1.0 - q for q in odds)
        flags = [any(counters(w.mages[t].layers) for t in hidden) for w in worlds]
        hit = sum(flags)
        if p <= 0.0 or p >= 1.0:
            return worlds, even
        if 0 < hit < n:
            return worlds, [p / hit if f else (1.0 - p) / (n - hit) for f in flags]
        assert self._belief is not None
        swapped: dict[int, Layers] = {}
        if hit == 0:        # stand in for a counter: the likeliest target made to hold one
            t = hidden[max(range(len(hidden)), key=lambda k: odds[k])]
            found = next((c for c in self._belief.candidates(t) if counters(c)), None)
            if found is None:
                return worlds, even
            swapped = {t: found}
            weights = [(1.0 - p) / n] * n + [p]
        else:               # stand in for no counter: every countering target swapped
            for t in hidden:
                if counters(worlds[0].mages[t].layers):
                    found = next((c for c in self._belief.candidates(t) if not counters(c)), None)
                    if found is None:
                        return worlds, even
                    swapped[t] = found
            weights = [p / n] * n + [1.0 - p]
        first = worlds[0]
        mages = tuple(replace(m, layers=swapped[i]) if i in swapped else m for i, m in enumerate(first.mages))
        return [*worlds, replace(first, mages=mages)], weights

    def _counter_odds(self, target: int, mine: Layers, element: Element,
                      counters: Callable[[Layers], bool]) -> float:
        """The belief's odds that `target` can counter `element` from layers `mine`,
        once per decision."""
        key = (target, mine, element)
        found = self._odds.get(key)
        if found is None:
            assert self._belief is not None
            found = self._odds[key] = self._belief.share(target, counters)
        return found

    _odds: dict[tuple[int, Layers, Element], float]     # this decision's `_counter_odds`

    def _turn(self, view: PlayerView, legal: Sequence[cmd.Command], worlds: list[State]) -> cmd.Command:
        probe = worlds[:4]
        order = list(range(len(legal)))
        self._rng.shuffle(order)
        scored = sorted(((self._score(probe, legal[i], view), k, legal[i]) for k, i in enumerate(order)),
                        key=lambda t: (-t[0], t[1]))
        ranked = [a for _, _, a in scored]
        firsts = ranked[: self.first_width]
        firsts += [a for a in self.scouting(view, probe[0], ranked) if a not in firsts]
        plans = sorted((self.plan(view, worlds, a) + (k,) for k, a in enumerate(firsts)), key=lambda t: (-t[0], t[4]))
        if not plans:
            return firsts[0] if firsts else legal[-1]
        best, best_value = plans[0][1], float("-inf")
        for plan in plans[: self.plans]:
            final = self.final(view, *plan[:4])
            if final > best_value:
                best, best_value = plan[1], final
        return best

    def plan(self, view: PlayerView, worlds: list[State],
             first: cmd.Command) -> tuple[float, cmd.Command, list[State], list[float]]:
        """The plan value of `first` and its second action (the side's average, weighted
        by `weighted_worlds`, over the states the two actions leave), those states and
        their weights."""
        look = self._look
        assert look is not None
        me = view.side
        pool, weights = self.weighted_worlds(view, worlds, first)
        afters, weights = self.second(view, first, look.play_out_all(pool, first), weights)
        return sum(w * look.value(s, me, me) for s, w in zip(afters, weights)), first, afters, weights

    def final(self, view: PlayerView, value: float, first: cmd.Command, afters: list[State],
              weights: list[float]) -> float:
        """A plan's value after the enemy's greedy reply in each of its states."""
        look = self._look
        assert look is not None
        me = view.side
        replies = [self.reply(s, view.battle, me) for s in afters]
        final = sum(w * look.value(s, me, me.other) for s, w in zip(replies, weights))
        # An enemy that has not been acting is expected, that much, not to reply.
        final = self._resist * final + (1.0 - self._resist) * value
        return final - (self.undo if self.undoing(first) else 0.0)

    def scouting(self, view: PlayerView, world: State, ranked: list[cmd.Command]) -> list[cmd.Attack]:
        """Attacks that uncover hidden enemies, kept in the search whatever their own
        score: every elementless decoy (rulebook 7: no power, but both sides revealed)
        and the best few other uncovering attacks. The second AP then strikes with
        what the reveal showed."""
        decoys: list[cmd.Attack] = []
        others: list[cmd.Attack] = []
        for a in ranked:
            if not isinstance(a, cmd.Attack):
                continue
            try:
                _, targets = attack_area(world, a.mage, a.element, a.direction, a.centre, a.orient, a.target)
            except AimError:
                continue
            if not any(view.mages[t].layers is None for t in targets):
                continue
            (decoys if a.element is None else others).append(a)
        return decoys + others[: self.scouts]

    def second(self, view: PlayerView, first: cmd.Command, afters: list[State],
               weights: list[float], hedge: bool = True) -> tuple[list[State], list[float]]:
        """Spend the remaining AP with what this side will know by then, and the worlds'
        weights after it. After a move nothing is revealed, so one second action serves
        all worlds (an attack weighted by `weighted_worlds` when `hedge`); after an
        attack, worlds that revealed the same layers share one choice, so a decoy is
        worth exactly what its reveal lets the next strike do."""
        me = view.side
        mine = [s for s in afters if s.phase == Phase.ACTION and s.to_move == me and s.battle == view.battle]
        if len(mine) != len(afters):
            return afters, weights
        if not isinstance(first, cmd.Attack):
            return self._best_second(view, afters, self.second_width, hedge=hedge)
        groups: dict[tuple[tuple[int, Layers], ...], list[int]] = {}
        for k, s in enumerate(afters):
            seen = tuple((i, m.layers) for i, m in enumerate(s.mages) if m.side != me and m.revealed)
            groups.setdefault(seen, []).append(k)
        out = list(afters)
        steps = self._runner_steps(view, afters[0])
        for members in groups.values():
            chosen, _ = self._best_second(view, [afters[k] for k in members], None, attacks_only=True, extra=steps)
            for k, s in zip(members, chosen):
                out[k] = s
        return out, weights

    runner_steps = 2

    def _runner_steps(self, view: PlayerView, world: State) -> tuple[cmd.Command, ...]:
        """The best few steps, scored in `world`, of mages holding an enemy shrine's
        element: after an attack the second AP may still walk a runner on (strike first,
        then step, rather than step first to strike after)."""
        look = self._look
        assert look is not None
        me = view.side
        keys = {e for _, e in view.shrines[me.other]}
        runners = {m.index for m in view.mages if m.side == me and m.alive and keys.intersection(m.layers or ())}
        pre = []
        for k, c in enumerate(turn_actions(world)) if runners else ():
            if isinstance(c, cmd.Move) and c.mage in runners:
                after = look.play_out(world, c)
                if after is not None:
                    pre.append((look.value(after, me, me), k, c))
        pre.sort(key=lambda t: (-t[0], t[1]))
        return tuple(c for _, _, c in pre[: self.runner_steps])

    def _best_second(self, view: PlayerView, worlds: list[State], width: int | None,
                     attacks_only: bool = False, extra: tuple[cmd.Command, ...] = (),
                     hedge: bool = False) -> tuple[list[State], list[float]]:
        """The one action (or none, when attacking, but for `extra`) with the best average
        over `worlds` (weighted by `weighted_worlds` when `hedge`), its states and their
        weights; with `width`, only that many candidates pre-scored in the first world."""
        me = view.side
        look = self._look
        assert look is not None
        options = turn_actions(worlds[0])
        if attacks_only:
            options = tuple(c for c in options if isinstance(c, cmd.Attack)) + extra
        even = [1.0 / len(worlds)] * len(worlds)
        best_states, best_weights = worlds, even
        if width is not None:
            pre = []
            for k, c in enumerate(options):
                after = look.play_out(worlds[0], c)
                if after is None:
                    continue
                pre.append((look.value(after, me, me), k, c))
            pre.sort(key=lambda t: (-t[0], t[1]))
            options = tuple(c for _, _, c in pre[:width])
            best_value = float("-inf")
        else:
            best_value = sum(look.value(s, me, me) for s in worlds) / len(worlds)
        for c in options:
            pool, weights = self.weighted_worlds(view, worlds, c) if hedge else (worlds, even)
            states = look.play_out_all(pool, c)
            v = sum(w * look.value(s, me, me) for s, w in zip(states, weights))
            if v > best_value:
                best_states, best_weights, best_value = states, weights, v
        return best_states, best_weights

    def reply(self, state: State, battle: int, me: Side) -> State:
        """The enemy's turn in one world, greedily: its best attack or shrine entry, or a
        step that brings a mage into reach followed by its best attack."""
        enemy = me.other
        look = self._look
        if look is None or look.battle != battle:
            look = _Lookahead(battle, self._now)
        if state.phase == Phase.ACTION and state.to_move == me and state.battle == battle:
            state, _ = step(state, cmd.EndTurn(me))
        zero, one = _reach_tables(state.tables)
        for _ in range(state.rules.ap_per_turn):
            if state.phase != Phase.ACTION or state.to_move != enemy or state.battle != battle:
                break
            shrines = dict(state.shrines[me])
            mine = [m.cell for m in state.mages if m.side == me and m.cell is not None]
            options = []
            for c in turn_actions(state):
                if isinstance(c, cmd.Attack) or (isinstance(c, cmd.Move) and c.to in shrines):
                    options.append((c, False))
                elif isinstance(c, cmd.Move) and state.ap >= 2:
                    m = state.mages[c.mage]
                    if m.attacks == 0 and not m.marked and any(x in zero[m.job][0][c.to] for x in mine):
                        options.append((c, True))
            played = (_played(look, state, c, enemy, then_attack) for c, then_attack in options)
            best = _best_valued(look, played, enemy, look.value(state, enemy, enemy))
            if best is None:
                break
            state = best
        return state


def _played(look: _Lookahead, state: State, c: cmd.Command, side: Side, then_attack: bool) -> State | None:
    """`c` played out, followed when `then_attack` by the moved mage's best attack (None
    when `c`, or every such attack, cannot be played)."""
    after = look.play_out(state, c)
    if after is None or not then_attack:
        return after
    assert isinstance(c, cmd.Move)
    follow = (look.play_out(after, a) for a in turn_actions(after) if isinstance(a, cmd.Attack) and a.mage == c.mage)
    return _best_valued(look, follow, side, float("-inf"))


def _best_valued(look: _Lookahead, states: Iterable[State | None], side: Side, floor: float) -> State | None:
    """The first of `states` (None: a command that could not be played) valued highest
    by `side` moving, if above `floor`."""
    best, best_value = None, floor
    for t in states:
        if t is not None:
            v = look.value(t, side, side)
            if v > best_value:
                best, best_value = t, v
    return best


class Whimsical(_Agent):
    """Draws a temperament before every decision and plays it (reported by `mood`)."""

    level = "whimsical"
    worlds = 2
    _styles = {
        "reckless attacker": Weights(danger=0.2, chance=0.6, approach=0.15, tiebreak=0.5),
        "cautious defender": Weights(danger=2.0, chance=0.1, tiebreak=1.0, press=1.0),
        "shrine runner": Weights(shrine=3.0, danger=0.6, tiebreak=1.0, key=1.0),
        "decoy scout": Weights(reveal=1.5, danger=0.7, approach=0.05, tiebreak=1.0, decoy=1.5),
        "area bomber": Weights(danger=0.8, chance=0.4, tiebreak=1.0, press=1.0),
    }

    moods = MOODS

    def before(self, view: PlayerView) -> None:
        self._mood = self.moods[self._rng.randrange(len(self.moods))]
        self.weights = self._styles[self._mood]

    def formation(self, view: PlayerView) -> cmd.Command:
        if self._mood in ("reckless attacker", "area bomber"):
            return setup.clustered_formation(view, self._rng)
        return setup.spread_formation(view, self._rng)

    def bias(self, view: PlayerView, action: cmd.Command) -> float:
        if not isinstance(action, cmd.Attack):
            return 0.0
        if self._mood == "reckless attacker":
            return 2.0
        if self._mood == "area bomber" and view.mages[action.mage].job == Job.P:
            return 1.5
        if self._mood == "decoy scout" and action.element is None:
            return 1.0
        return 0.0


def element_mask(elements: Iterable[Element]) -> int:
    value = 0
    for e in elements:
        value |= 1 << e
    return value


def mask_elements(value: int) -> tuple[Element, ...]:
    return tuple(e for e in Element if value >> e & 1)


_CLASSES = {"beginner": Beginner, "intermediate": Intermediate, "advanced": Advanced, "whimsical": Whimsical}


def make_agent(level: str, seed: int = 0) -> Agent:
    """One of the four agents by its rulings name (also `random`, the baseline)."""
    if level == "random":
        from engine.kernel.random_agent import RandomAgent

        return RandomAgent(seed)
    try:
        cls = _CLASSES[level]
    except KeyError:
        raise ValueError(f"unknown AI level {level!r} (expected one of {', '.join(LEVELS)}, random)") from None
    return cls(seed)

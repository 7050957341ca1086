"""What the ambush screen shows (W9): the plan as the GM builds it, then who is surprised.

Pure functions of the state's typed view and the GM's picks. The results are read back
from the state's ``surprise`` extra — the rules' own account of what happened —
never recomputed here.
"""

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from i18n import _, ngettext
from rules.systems.western.views import AmbushResult, SurpriseView, WesternView
from tui.presenters.board import display_name

SKILLS: tuple[tuple[str, str], ...] = (
    ("sang_froid", "Sang-froid"),
    ("poker", "Poker"),
    ("survie", "Survie"),
)


@dataclass(frozen=True)
class AmbushPlan:
    """The GM's picks; ``skills`` says what each target opposes with."""

    ambushers: tuple[str, ...] = ()
    accomplices: tuple[str, ...] = ()
    targets: tuple[str, ...] = ()
    skills: tuple[tuple[str, str], ...] = ()
    sent: bool = False

    def skill(self, target: str) -> str:
        return dict(self.skills).get(target, "sang_froid")

    @property
    def party(self) -> tuple[str, ...]:
        return self.ambushers + tuple(a for a in self.accomplices if a not in self.ambushers)


@dataclass(frozen=True)
class PartyLine:
    name: str
    side: str
    role: str
    bonus: str


@dataclass(frozen=True)
class TargetLine:
    actor: str
    name: str
    side: str
    opposes: str
    roll: str
    outcome: str
    surprised: bool
    effects: str


@dataclass(frozen=True)
class AmbushView:
    title: str
    status: str
    hint: str
    pool: str
    party: tuple[PartyLine, ...]
    targets: tuple[TargetLine, ...]
    sent: bool


def leader(view: WesternView, plan: AmbushPlan) -> str | None:
    """The best Discrétion among the ambushers leads (the first one on a tie, as the rules do)."""
    if not plan.ambushers:
        return None
    return max(plan.ambushers, key=lambda a: view.actors[a].discretion)


def ambush_pool(view: WesternView, plan: AmbushPlan) -> int:
    """The leader's Discrétion, +1 die per useful accomplice."""
    lead = leader(view, plan)
    if lead is None:
        return 0
    helpers = [a for a in plan.accomplices if a != lead]
    return view.actors[lead].discretion + len(helpers)


def dice_text(count: int) -> str:
    return ngettext("{n} die", "{n} dice", count).format(n=count)


def faces(values: Sequence[int]) -> str:
    return " + ".join(str(value) for value in values)


def party_lines(
    view: WesternView, plan: AmbushPlan, surprise: SurpriseView | None
) -> tuple[PartyLine, ...]:
    lead = leader(view, plan)
    bonus: Mapping[str, Sequence[int]] = surprise.bonus if surprise else {}
    lines = []
    for actor in plan.party:
        numbers = view.actors[actor]
        discretion = _("Discrétion {n}").format(n=numbers.discretion)
        # What each role gives (W9): the leader's Discrétion is the roll, each useful
        # accomplice adds a die, and everyone lying in wait gets the free d6.
        if actor == lead:
            role = _("leads · {discretion} rolls").format(discretion=discretion)
        elif actor in plan.accomplices:
            role = _("accomplice: +1 die")
        else:
            role = _("lies in wait · {discretion} · no die added (c)").format(discretion=discretion)
        if not plan.sent:
            given = ""
        elif actor in bonus:
            given = _("d6 = {dice}, on its first action").format(dice=faces(bonus[actor]))
        else:
            given = _("no free die")
        lines.append(PartyLine(display_name(numbers), numbers.side, role, given))
    return tuple(lines)


def target_line(
    view: WesternView, plan: AmbushPlan, actor: str, result: AmbushResult | None
) -> TargetLine:
    numbers = view.actors[actor]
    skill = result.skill if result else plan.skill(actor)
    opposes = f"{dict(SKILLS)[skill]} {numbers.skill_value(skill)}"
    if result is None:
        others = " · ".join(
            f"{label} {numbers.skill_value(key)}" for key, label in SKILLS if key != skill
        )
        return TargetLine(
            actor, display_name(numbers), numbers.side, opposes, others, "", False, ""
        )
    roll = _("{a} vs {t}").format(a=result.ambush_successes, t=result.successes)
    surprised = result.beaten
    if surprised:
        outcome = _("SURPRISED (margin {n})").format(n=result.margin)
        effects = _("+1 Tension die (now {n}), not in this turn's initiative").format(
            n=numbers.tension
        )
    else:
        outcome = _("not surprised")
        effects = _("a tie is no surprise") if result.margin == 0 else ""
    if numbers.sonne:
        effects = "Sonné · " + effects if effects else "Sonné"
    return TargetLine(
        actor,
        display_name(numbers),
        numbers.side,
        opposes,
        roll,
        outcome,
        surprised,
        effects,
    )


def turn_of(view: WesternView) -> int:
    """The turn a surprise applies to: the open one, or the next drawn."""
    return view.round + 1 if view.phase in ("idle", "between") else view.round


def hint(plan: AmbushPlan, view_targets: tuple[TargetLine, ...]) -> str:
    if plan.sent:
        if any(line.surprised for line in view_targets):
            return _("y gives or clears Sonné · b goes back to the board.")
        return _("Nobody is surprised · b goes back to the board.")
    if not plan.ambushers:
        return _("a: who lies in wait?")
    if not plan.targets:
        return _("t: who is targeted? (c: useful accomplices, +1 die each)")
    return _("Enter: roll or type the opposition, one per target · a c t change the picks.")


def build_ambush_view(view: WesternView, name: str, plan: AmbushPlan) -> AmbushView:
    surprise = view.surprise if plan.sent else None
    results = {result.actor: result for result in surprise.results} if surprise else {}
    targets = tuple(
        target_line(view, plan, actor, results.get(actor))
        for actor in plan.targets
        if actor in view.actors
    )
    pool = ambush_pool(view, plan)
    return AmbushView(
        title=name,
        status=_("Ambush · surprise for turn {turn}").format(
            turn=surprise.round if surprise else turn_of(view)
        ),
        hint=hint(plan, targets),
        pool=_("The ambush rolls {dice} against each target").format(dice=dice_text(pool))
        if plan.ambushers
        else _("Nobody lies in wait yet."),
        party=party_lines(view, plan, surprise),
        targets=targets,
        sent=plan.sent,
    )

"""W29's advanced AI: not built yet; plays as the intermediate until it is."""

from engine.wizard_survive.agents import IntermediateAgent


class AdvancedAgent(IntermediateAgent):
    level = "advanced"

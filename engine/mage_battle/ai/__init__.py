"""AI agents. Each plays one side from that side's view alone (R28)."""

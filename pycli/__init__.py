"""rulecheck: a rules referee for card and board games."""

__version__ = "0.1.0"

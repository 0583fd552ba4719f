"""Positions of growing size for `rulecheck bench`'s growth report: one
module per game, ``positions() -> list[(label, state)]``, smallest first."""

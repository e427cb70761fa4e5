"""The lessons' screens (issue 50): the menu of each game's lessons, the lesson at a simple
table with the coach's line, and the offer of the lessons at a game's first start.

The lessons themselves (their deals, steps and the coach's verdicts) are
``game.practice.lessons``; these screens only show them and pass the player's choices on.
"""

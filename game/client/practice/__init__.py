"""The Practice screens: the menu, the drill scene, its panels and painter, progress,
and the worker that thinks off the UI thread."""

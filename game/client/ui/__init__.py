"""The small UI kit every screen shares: widgets, layout, forms, keys, tweens, the window,
frame pacing, sounds, assets, caches, sprites and looks."""

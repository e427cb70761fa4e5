"""The desktop client: pygame scenes, animation, input and sound.

The only package that imports pygame.  It drives the rules core through its public API and
asks the AIs (off the UI thread) for the computer seats' actions.
"""

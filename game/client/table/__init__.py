"""The table: the scene, its painter, animator, input, the player's activity and choice,
the call panel, chat, last trick and score sheet."""

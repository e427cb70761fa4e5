"""Playing with friends on the network: the host and join screens, the lobby, hosting,
this window's seat token, the table finder, seats and partners."""

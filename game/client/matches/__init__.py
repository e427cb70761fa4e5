"""A match at this screen: the session of its seats, and the services that start, resume,
autosave and file matches for the scenes."""

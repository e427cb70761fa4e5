"""What the teacher shares between the plain trick games (Blackout, Partnership Blackout)."""

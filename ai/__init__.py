"""Computer opponents: heuristic bidding and determinized search, seeing only observations."""

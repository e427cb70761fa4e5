"""Blackout's lessons (the default rules: 4 players, no hook, a made zero bid scores 10).

Seat 0 is the student; seat 1 sits on his left, seat 2 across, seat 3 on his right.  The
third lesson turns the Hook option on, and says so, to show the dealer's restricted bid.
"""

from game.i18n import N_

LESSONS = (
    {
        "key": "trick",
        "title": N_("A trick and following suit"),
        "summary": N_("How a trick is played, and when you must follow suit."),
        "deal": {"hands": [["KH", "4H", "9S"], ["QH", "5D", "3S"], ["AH", "8D", "4S"],
                           ["7H", "JD", "KS"]],
                 "dealer": 0, "turn_up": "2C", "deal_number": 3},
        "student": 0,
        "steps": [
            {"say": N_("A deal has two parts: first everyone bids, then the cards are played. "
                       "Here each player holds 3 cards."),
             "before": ["bid 0", "bid 1", "bid 1"]},
            {"say": N_("You deal, so you bid last. Bid 1 for now: bidding has its own "
                       "lesson."),
             "highlight": ["bid 1"], "expect": ["bid 1"],
             "right": N_("Good. Now the play begins: the player on your left leads."),
             "poor": N_("Bid 1 in this lesson, please: bidding comes later.")},
            {"say": N_("Hearts were led. You hold hearts, so you must play a heart. The A♥ "
                       "already wins: give your small 4♥."),
             "before": ["play QH", "play AH", "play 7H"],
             "highlight": ["4H", "KH"], "expect": ["play 4H"],
             "right": N_("Right: you followed suit. The highest card of the suit led, the A♥, "
                         "takes the trick."),
             "poor": N_("Legal, but the A♥ already wins this trick: keep your K♥, it may "
                        "win later."),
             "refused": N_("Hearts were led and you still hold hearts.")},
            {"say": N_("The player across won and leads a diamond. You hold no diamond: now "
                       "you may play any card."),
             "before": ["play 8D", "play JD"],
             "highlight": ["KH", "9S"], "expect": ["play 9S", "play KH"],
             "right": N_("Yes: without the suit led, any card may be played. It cannot win: "
                         "only the suit led or a trump wins.")},
            {"say": N_("The J♦ is the highest diamond, so the player on your right takes this "
                       "trick and leads the next. That is all there is to a trick."),
             "before": ["play 5D"]},
        ],
    },
    {
        "key": "trump",
        "title": N_("Trump"),
        "summary": N_("The turned card names the trump suit, and a trump beats every other "
                      "suit."),
        "deal": {"hands": [["3S", "4D"], ["AH", "KD"], ["3H", "2D"], ["9H", "7C"]],
                 "dealer": 0, "turn_up": "5S", "deal_number": 2},
        "student": 0,
        "steps": [
            {"say": N_("After the deal the next card is turned up. Its suit is trump for this "
                       "deal: here the 5♠, so spades are trump."),
             "highlight": ["3S"],
             "before": ["bid 1", "bid 0", "bid 0"]},
            {"say": N_("Your 3♠ is a trump: it can take a trick. Your 4♦ is small. Bid 1."),
             "highlight": ["bid 1", "3S"], "expect": ["bid 1"],
             "right": N_("Right: one trick, the one your trump will take."),
             "poor": N_("Count your tricks: the small trump may take one, the 4♦ none. "
                        "Bid 1.")},
            {"say": N_("Hearts were led and you hold none. You may trump: even a small spade "
                       "beats the A♥."),
             "before": ["play AH", "play 3H", "play 9H"],
             "highlight": ["3S"], "expect": ["play 3S"],
             "right": N_("Your 3♠ takes the trick: a trump beats any card of another suit."),
             "poor": N_("Legal (you never have to trump), but the 4♦ loses, and you bid one "
                        "trick.")},
            {"say": N_("You won the trick, so you lead the next one. Lead your last card."),
             "highlight": ["4D"], "expect": ["play 4D"],
             "right": N_("Good. Watch who wins it.")},
            {"say": N_("The K♦ wins: the 7♣ is not trump and not the suit led. You bid 1 "
                       "and took 1: exactly right."),
             "before": ["play KD", "play 2D", "play 7C"]},
        ],
    },
    {
        "key": "bidding",
        "title": N_("Bidding exactly, and the hook"),
        "summary": N_("Bid exactly the tricks you will take; with the Hook option the dealer "
                      "may not make the bids add up."),
        "options": {"hook": True},
        "deal": {"hands": [["AH", "KH", "3C"], ["AS", "KS", "QS"], ["AD", "KD", "QD"],
                           ["4C", "5C", "6C"]],
                 "dealer": 0, "turn_up": "2H", "deal_number": 3},
        "student": 0,
        "steps": [
            {"say": N_("You bid exactly how many tricks you will take: no more, no fewer. "
                       "Count sure winners: high trumps and aces."),
             "before": ["bid 1", "bid 1", "bid 0"]},
            {"say": N_("Hearts are trump. Your A♥ and K♥ are the two highest trumps: two "
                       "sure tricks. Bid 2."),
             "highlight": ["AH", "KH", "bid 2"], "expect": ["bid 2"],
             "right": N_("Right: two tricks, no more, no fewer."),
             "poor": N_("Count again: the A♥ and K♥ win a trick each, the 3♣ none. Bid 2."),
             "wrong": {"bid 1": N_("This lesson turns on the Hook option (off in the "
                                   "default rules): the dealer may not make the bids add up "
                                   "to the cards dealt, so someone must miss.")},
             "refused": N_("This lesson turns on the Hook option (off in the default rules): "
                           "the dealer may not make the bids add up to the cards dealt, so "
                           "someone must miss.")},
            {"say": N_("The bids total 4 for 3 tricks: the table is “over”, and someone will "
                       "miss. The program always shows over, under or even.")},
        ],
    },
    {
        "key": "scoring",
        "title": N_("Scoring and zero bids"),
        "summary": N_("What an exact bid scores, and how a bid of zero pays."),
        "deal": {"hands": [["2H"], ["KH"], ["AS"], ["5C"]],
                 "dealer": 3, "turn_up": "9C", "deal_number": 1},
        "student": 0,
        "steps": [
            {"say": N_("An exact bid of 1 or more scores 10 plus the bid. A miss, over or "
                       "under, scores 0. A made zero bid scores 10 (default rules).")},
            {"say": N_("One card each, clubs are trump. Your 2♥ will not win a trick: "
                       "bid 0."),
             "highlight": ["2H", "bid 0"], "expect": ["bid 0"],
             "right": N_("Right: a zero bid made is worth 10."),
             "poor": N_("Your 2♥ can hardly win: a bid of 1 would miss and score 0.")},
            {"say": N_("You are left of the dealer, so you lead. Play your card."),
             "before": ["bid 1", "bid 0", "bid 1"],
             "expect": ["play 2H"], "highlight": ["2H"],
             "right": N_("Now watch the others.")},
            {"say": N_("The 5♣ is trump and wins. You bid 0 and took 0: 10 points. The "
                       "player on your right bid 1 and took 1: 11. The player on your left "
                       "bid 1 and took none: 0."),
             "before": ["play KH", "play AS", "play 5C"]},
        ],
    },
    {
        "key": "reading",
        "title": N_("Reading the others' bids"),
        "summary": N_("The others' bids tell you where the tricks will go."),
        "deal": {"hands": [["AH", "4S"], ["AS", "KS"], ["3D", "4D"], ["3C", "4C"]],
                 "dealer": 0, "turn_up": "2H", "deal_number": 2},
        "student": 0,
        "steps": [
            {"say": N_("Every bid is shown at the table. The player on your left bid 2: he "
                       "expects both tricks. The two others bid 0."),
             "before": ["bid 2", "bid 0", "bid 0"]},
            {"say": N_("Hearts are trump and your A♥ is the highest trump: it takes a trick "
                       "whatever he holds. Your 4♠ will not. Bid 1."),
             "highlight": ["AH", "bid 1"], "expect": ["bid 1"],
             "right": N_("Right: your ace will take one of the tricks he counted on."),
             "poor": N_("Read the bids: he bid 2 and holds strong cards, so your 4♠ will not "
                        "win; your A♥ will. Bid 1.")},
            {"say": N_("The bids total 3 for 2 tricks: “over”. Someone will miss, and after "
                       "your bid it is likely to be him. Use the others' bids like this "
                       "in every deal.")},
        ],
    },
)

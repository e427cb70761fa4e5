"""Partnership Blackout's lessons (the default preset, Classic: Pass and Zero, only the
auction's winner plays for its contract, a spade may never be led while you hold another
suit).

Seat 0 is the student; his partner sits across (seat 2), the opponents left (1) and right (3).
"""

from game.i18n import N_

_PARTNERS = [
    "AS KS QS AH KH QH 2H 3H AD KD 2D AC KC",
    "2S 3S 4S 5S 6S 7S 8S 4D 5D 6D 7D 8D 9D",
    "9S 10S JS 4H 5H 6H 7H 8H 10D JD QD 2C 3C",
    "9H 10H JH 3D 4C 5C 6C 7C 8C 9C 10C JC QC",
]
_AUCTION = [
    "AS KS 2S AH 2H 3H 4H AD 2D 3D 4D 2C 3C",
    "3S 6S 9S QS 7H 10H KH 7D 10D KD 6C 9C QC",
    "4S 7S 10S 5H 8H JH 5D 8D JD 4C 7C 10C KC",
    "5S 8S JS 6H 9H QH 6D 9D QD 5C 8C JC AC",
]
_SPADES = [
    "AS KS QS 2S AD KD QD 2C 3C 4C 5C 6C 7C",
    "AH KH QH JH 10H 9H 3S 6S 9S 6H 2D 5D 8D",
    "2H 3H 4S 7S 10S 7H 3D 6D 9D JD 9C JC KC",
    "4H 5H 5S 8S JS 8H 4D 7D 10D 8C 10C QC AC",
]
_DEFENCE = [
    "AH 2S 3S 2D 3D 4D 5D 2C 3C 4C 5C 6C 7C",
    "AS KS QS JS 10S 9S KH QH AD KD AC KC QC",
    "4S 6S 8S 3H 5H 7H 9H JH 7D 9D JD 8C 10C",
    "5S 7S 2H 4H 6H 8H 10H 6D 8D 10D QD 9C JC",
]

LESSONS = (
    {
        "key": "partners",
        "title": N_("Partners, and spades as trump"),
        "summary": N_("You play with the player across the table, and spades are always "
                      "trump."),
        "deal": {"hands": _PARTNERS, "dealer": 3},
        "student": 0,
        "steps": [
            {"say": N_("Your partner sits across the table. Your tricks and your partner's "
                       "count together. Spades are always trump.")},
            {"say": N_("Everyone bids once. Call 4: the auction has its own lesson."),
             "highlight": ["bid 4"], "expect": ["bid 4"],
             "right": N_("Good. You sit left of the dealer, so you lead the first trick."),
             "poor": N_("Call 4 in this lesson, please: the auction comes next.")},
            {"say": N_("Lead your A♥: it is the highest heart."),
             "before": ["bid 3", "bid 3", "bid 2"],
             "highlight": ["AH"], "expect": ["play AH"],
             "right": N_("Your ace will take the trick for your team."),
             "poor": N_("Legal, but lead the A♥ now: it is sure to win."),
             "refused": N_("A spade may not be led while you hold another suit.")},
            {"say": N_("You won, so you lead again. Lead your K♥."),
             "before": ["play 4D", "play 4H", "play 9H"],
             "highlight": ["KH"], "expect": ["play KH"],
             "right": N_("Now watch the player on your left: he has no heart."),
             "poor": N_("Lead your K♥ for this lesson, please."),
             "refused": N_("A spade may not be led while you hold another suit.")},
            {"say": N_("He had no heart and played the 2♠: spades are trump, so even the "
                       "smallest spade beats your king."),
             "before": ["play 2S", "play 5H", "play 10H"]},
        ],
    },
    {
        "key": "auction",
        "title": N_("The auction"),
        "summary": N_("Numbers, Pass, Zero and Board, and which team plays for its "
                      "contract."),
        "deal": {"hands": _AUCTION, "dealer": 1},
        "student": 0,
        "steps": [
            {"say": N_("Each player calls once. A number: the partners' numbers add up, and "
                       "the team must take at least that many tricks.")},
            {"say": N_("Zero: your team takes no trick at all. Board: all 13 tricks. Pass: "
                       "your team gives up the deal and scores nothing.")},
            {"say": N_("Your partner called 4. You hold A♠ K♠, A♥ and A♦: four tricks. "
                       "Call 4: together 8."),
             "before": ["bid 4", "bid 3"],
             "highlight": ["AS", "KS", "AH", "AD", "bid 4"], "expect": ["bid 4"],
             "right": N_("Right: your team's contract is 4 + 4 = 8 tricks."),
             "poor": N_("Count your sure tricks: A♠ K♠, A♥, A♦. That makes 4."),
             "wrong": {
                 "pass": N_("Pass gives the deal up: your team would score nothing."),
                 "zero": N_("Zero means your team takes no trick: with four aces and kings "
                            "you cannot."),
                 "board": N_("Board means all 13 tricks: far too many.")}},
            {"say": N_("Totals: your team 8, theirs 5. The higher total wins the auction: "
                       "your team plays for 8 tricks, and the other team defends and scores "
                       "nothing this deal."),
             "before": ["bid 2"]},
        ],
    },
    {
        "key": "spades",
        "title": N_("Leading spades"),
        "summary": N_("A spade may not be led while you hold another suit; you may trump "
                      "when you cannot follow."),
        "deal": {"hands": _SPADES, "dealer": 0},
        "student": 0,
        "steps": [
            {"say": N_("You deal and call last. Your partner called 4: call 4 too."),
             "before": ["bid 3", "bid 4", "bid 2"],
             "highlight": ["bid 4"], "expect": ["bid 4"],
             "right": N_("Your team won the auction with 8: take at least 8 tricks together "
                         "for +10, or lose 10."),
             "poor": N_("Call 4 in this lesson, please: together with your partner, 8.")},
            {"say": N_("Hearts were led and you hold none: you may trump. Your smallest "
                       "spade is enough."),
             "before": ["play AH", "play 2H", "play 4H"],
             "highlight": ["2S"], "expect": ["play 2S"],
             "right": N_("The 2♠ takes the A♥: the highest spade in a trick wins it."),
             "wrong": {"play AS": N_("Legal, but wasteful: the 2♠ wins as well, and the A♠ "
                                     "can win another trick later."),
                       "play KS": N_("Legal, but wasteful: the 2♠ wins as well; keep your "
                                     "high spades."),
                       "play QS": N_("Legal, but wasteful: the 2♠ wins as well; keep your "
                                     "high spades.")},
             "poor": N_("Legal (there is no duty to trump), but that card loses a trick your "
                        "team needs.")},
            {"say": N_("You lead. A spade may not be led while you hold another suit, at any "
                       "trick. Lead your A♦."),
             "highlight": ["AD"], "expect": ["play AD"],
             "right": N_("Right: the A♦ wins, and your spades wait for a trick they can "
                         "trump."),
             "poor": N_("Legal, but lead your A♦: it is the highest diamond and wins."),
             "refused": N_("Only a player who holds nothing but spades may lead one.")},
            {"say": N_("Two tricks for your team. Keep counting: you need 8 with your "
                       "partner."),
             "before": ["play 2D", "play 3D", "play 4D"]},
        ],
    },
    {
        "key": "defending",
        "title": N_("Playing for the contract, and defending"),
        "summary": N_("The team that wins the auction plays for its contract; the other "
                      "team tries to stop it."),
        "deal": {"hands": _DEFENCE, "dealer": 3},
        "student": 0,
        "steps": [
            {"say": N_("You call first. Your A♥ is your only sure trick: call 1."),
             "highlight": ["AH", "bid 1"], "expect": ["bid 1"],
             "right": N_("Right: one sure trick."),
             "poor": N_("Count only sure tricks: your A♥. Call 1."),
             "wrong": {"pass": N_("Pass gives the deal away: call 1, your ace.")}},
            {"say": N_("The player on your left called Board: his team must take all 13 "
                       "tricks. After Board, Zero or Pass the partner does not call. Board "
                       "outranks any number: your team defends."),
             "before": ["board", "bid 1"]},
            {"say": N_("One trick for your side defeats Board. Lead your A♥."),
             "highlight": ["AH"], "expect": ["play AH"],
             "right": N_("The ace wins: Board is beaten."),
             "poor": N_("Legal, but the A♥ wins now: one trick for your side defeats "
                        "Board."),
             "refused": N_("A spade may not be led while you hold another suit.")},
            {"say": N_("Board failed: −10 for them. Only the auction's winner scores, so "
                       "your team scores 0, and has kept them from +40."),
             "before": ["play KH", "play 3H", "play 2H"]},
        ],
    },
)

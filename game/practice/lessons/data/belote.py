"""Bazar Belote's lessons (the default preset, Classic: target 101, a raise over your
partner only in his suit, combinations announced and shown by the program, Contra scoring
"the winner takes all").

Seat 0 is the student; his partner sits across (seat 2), the opponents left (1) and right (3).
"""

from game.i18n import N_

_RANKS = [
    "JH 9H AS 10S KD 8D QC 8C",
    "7H AH 7S JS 9D 10D 9C 10C",
    "8H 10H 8S QS AD QD AC KC",
    "QH KH 9S KS JD 7D JC 7C",
]
_BAZAR = [
    "JS 9S AS 10S 7H 8H 7D 8D",
    "7S KS JH AH JD AD 9C QC",
    "8S 9H QH 9D QD 7C 10C KC",
    "QS 10H KH 10D KD 8C JC AC",
]
_DUTIES = [
    "9H 8H 7S 8S 9S 10S JS QS",
    "JH AH 10H 10D 10C 9C 8C 7C",
    "AD KD QD AC KC QC JC AS",
    "7D 8D 9D JD 7H KH QH KS",
]
_COMBINATIONS = [
    "KH QH 7S 8S 9S 10S AD AC",
    "JS AS 9H AH 9D QD 8C JC",
    "QS 7H 10H 7D 10D KD 9C QC",
    "KS 8H JH 8D JD 7C 10C KC",
]
_CONTRA = [
    "JC 9C AC 10C AH AD 7S 8S",
    "9S QS 7H 10H KH 9D QD 8C",
    "10S KS 8H JH 7D 10D KD QC",
    "JS AS 9H QH 8D JD 7C KC",
]

LESSONS = (
    {
        "key": "ranks",
        "title": N_("Ranks and points"),
        "summary": N_("The order of the cards and their points, in trump and in the other "
                      "suits."),
        "deal": {"hands": _RANKS, "dealer": 3},
        "student": 0,
        "steps": [
            {"say": N_("32 cards, 8 each. In the trump suit the order is J 9 A 10 K Q 8 7; "
                       "in the other suits A 10 K Q J 9 8 7.")},
            {"say": N_("Points in trump: J 20, 9 14, A 11, 10 10, K 4, Q 3. In other suits: "
                       "A 11, 10 10, K 4, Q 3, J 2. The last trick adds 10: 162 in all.")},
            {"say": N_("You speak first. You hold the J♥ and 9♥, the best trumps: bid 8 "
                       "in hearts. The bazar has its own lesson."),
             "highlight": ["JH", "9H", "bid 8 H"], "expect": ["bid 8 H"],
             "right": N_("Hearts are trump. You speak first, so you also lead."),
             "poor": N_("Bid 8 in hearts in this lesson, please.")},
            {"say": N_("Lead your J♥: the Jack is the highest trump."),
             "before": ["pass", "pass", "pass"],
             "highlight": ["JH"], "expect": ["play JH"],
             "right": N_("Nothing beats the J♥. This trick: J 20 + Q 3 = 23 points for your "
                         "team."),
             "poor": N_("Legal, but lead the J♥: in trump the Jack is the highest card.")},
            {"say": N_("In spades, not trump, the Ace is highest and the 10 second. Lead your "
                       "A♠."),
             "before": ["play 7H", "play 8H", "play QH"],
             "highlight": ["AS", "10S"], "expect": ["play AS"],
             "right": N_("The A♠ wins: 11 points. Outside trump the 9 and 8 are worth "
                         "nothing."),
             "poor": N_("Legal, but lead the A♠: outside trump the Ace is the highest "
                        "card.")},
            {"say": N_("Remember: in trump the J and the 9 are the best cards; elsewhere the "
                       "A and the 10."),
             "before": ["play 7S", "play 8S", "play 9S"]},
        ],
    },
    {
        "key": "bazar",
        "title": N_("The bazar"),
        "summary": N_("Bids, raising over your partner, and Capot."),
        "deal": {"hands": _BAZAR, "dealer": 1},
        "student": 0,
        "steps": [
            {"say": N_("The bazar goes round until a bid is followed by three passes. The "
                       "first bid is at least 8, each later bid higher; the suits are "
                       "equal.")},
            {"say": N_("Bid 8 means: with that suit as trump, our team scores at least 80 "
                       "points. A pass does not bind: you may bid later.")},
            {"say": N_("Your partner bid 8 in spades. You hold J♠ 9♠ A♠ 10♠: raise. Over "
                       "your partner you may raise only in his suit."),
             "before": ["bid 8 S", "pass"],
             "highlight": ["JS", "9S", "AS", "10S", "bid 9 S", "bid 10 S"],
             "expect": ["bid 9 S", "bid 10 S"],
             "right": N_("Right: a raise in your partner's suit, spades."),
             "poor": N_("Legal, but with the best spades, raise your partner in spades."),
             "wrong": {"pass": N_("Legal (a pass does not bind), but with the four best "
                                  "spades, raise your partner now."),
                       "bid 9 H": N_("Over your partner's bid you may raise only in his "
                                     "suit.")},
             "refused": N_("Over your partner's bid you may raise only in his suit.")},
            {"say": N_("Capot: a bid to take all 8 tricks, worth 25 instead of 16. It "
                       "outranks every number; after a Capot only Pass and Contra remain."),
             "before": ["pass", "pass", "pass"]},
        ],
    },
    {
        "key": "duties",
        "title": N_("The duties: follow, trump, overtrump"),
        "summary": N_("When you must follow, trump or overtrump, and when your partner's "
                      "trick frees you."),
        "deal": {"hands": _DUTIES, "dealer": 0},
        "student": 0,
        "steps": [
            {"say": N_("The player on your left bid 8 in hearts; you cannot outbid him with "
                       "your cards. Pass."),
             "before": ["bid 8 H", "pass", "pass"],
             "highlight": ["pass"], "expect": ["pass"],
             "right": N_("Hearts are trump. Now the duties of the play."),
             "poor": N_("Pass in this lesson, please: watch the duties of the play.")},
            {"say": N_("You must follow the suit led. Diamonds were led and you hold none. "
                       "Your partner's A♦ wins the trick, so you may play any card: keep "
                       "your trumps."),
             "before": ["play 10D", "play AD", "play 7D"],
             "highlight": ["7S", "8S"], "expect": ["play 7S", "play 8S", "play 9S"],
             "right": N_("Right: your partner holds the trick, so you need not trump."),
             "poor": N_("Legal, but keep your trumps and high cards: give a small spade.")},
            {"say": N_("Clubs led, and an opponent trumped with the 7♥. You hold no club: you "
                       "must trump, and beat his trump if you can."),
             "before": ["play AC", "play 7H"],
             "highlight": ["9H", "8H"], "expect": ["play 9H", "play 8H"],
             "right": N_("Right: you overtrumped the 7♥, as the rules demand."),
             "refused": N_("An opponent wins with a trump and you hold a higher one: you "
                           "must play it.")},
            {"say": N_("When trump is led you must play a trump, a higher one if you can, even "
                       "over your partner. With no trump, any card."),
             "before": ["play 7C"]},
        ],
    },
    {
        "key": "combinations",
        "title": N_("Combinations and Belote"),
        "summary": N_("Sequences, four of a kind, Belote, and who scores them."),
        "deal": {"hands": _COMBINATIONS, "dealer": 3},
        "student": 0,
        "steps": [
            {"say": N_("Three cards in a row in one suit: 20. Four: 50. Five or more: 100. "
                       "Four Jacks 200, four 9s 150, four A, 10, K or Q 100.")},
            {"say": N_("You hold 7♠ 8♠ 9♠ 10♠, a sequence of four (50), and the K♥ Q♥. Bid 8 "
                       "in hearts."),
             "highlight": ["7S", "8S", "9S", "10S", "KH", "QH", "bid 8 H"],
             "expect": ["bid 8 H"],
             "right": N_("Hearts are trump: your K♥ and Q♥ are now Belote, 20 points."),
             "poor": N_("Bid 8 in hearts in this lesson, please: your K and Q of hearts "
                        "become Belote.")},
            {"say": N_("Lead your A♦. The program announces your best combination with your "
                       "first card."),
             "before": ["pass", "pass", "pass"],
             "highlight": ["AD"], "expect": ["play AD"],
             "right": N_("Your sequence of four is announced for you."),
             "poor": N_("Legal, but lead the A♦ in this lesson, please.")},
            {"say": N_("Only the team with the single best combination scores combinations, "
                       "and then all of its own. It is shown at the second trick."),
             "before": ["play 9D", "play 7D", "play 8D"]},
            {"say": N_("Belote (K and Q of trump in one hand) is never compared: its holder's "
                       "team always scores 20, and it counts for the contract.")},
        ],
    },
    {
        "key": "contra",
        "title": N_("Contra and Recontra"),
        "summary": N_("Doubling an opponent's contract, and the answer."),
        "deal": {"hands": _CONTRA, "dealer": 0},
        "student": 0,
        "steps": [
            {"say": N_("An opponent may say Contra to a bid, even out of turn, until his "
                       "partner calls. It ends the bazar and doubles the stakes.")},
            {"say": N_("The player on your left bid 8 in clubs, but you hold J♣ 9♣ A♣ 10♣, "
                       "the four best clubs. Say Contra now, before your partner calls."),
             "before": ["bid 8 C"],
             "highlight": ["JC", "9C", "AC", "10C", "contra"], "expect": ["contra"],
             "right": N_("Contra! Their contract now counts double."),
             "poor": N_("With the four best clubs their contract will fail: say Contra "
                        "before your partner calls, or the chance is gone.")},
            {"say": N_("The bidder, then his partner, may answer Recontra (×4). Both passed. "
                       "The winner of the contract scores (16 + all combinations) × 2; the "
                       "other team scores 0."),
             "before": ["pass", "pass"]},
        ],
    },
    {
        "key": "counting",
        "title": N_("Counting a deal"),
        "summary": N_("From card points to the score."),
        "deal": {"hands": _RANKS, "dealer": 3},
        "student": 0,
        "steps": [
            {"say": N_("Each team adds its card points, 10 for the last trick, and its "
                       "scored combinations and Belote. A bid of 9 needs 90 points.")},
            {"say": N_("Example: you bid 9 in hearts; your cards 96, theirs 66; you hold "
                       "Belote (20); their fifty beats your three in a row. 96 + 20 = 116: "
                       "made.")},
            {"say": N_("Then divide by 10: you 9 + 2 = 11, they 7 + 5 = 12. A remainder of "
                       "5 rounds down; 96 and 66 make 9 and 7 so the cards still give 16.")},
            {"say": N_("Failed, you would score 0 and they 16 plus every combination. The "
                       "first team to reach 101 wins. Now play a deal!")},
        ],
    },
)

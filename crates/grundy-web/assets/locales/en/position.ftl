## The Position view: its section of index.html, position.js and the explanation (explain.js).
## A message may hold <code>…</code>, drawn as code; nothing else is markup.

position-title = Who wins, and how?
position-lead = Type a position: a sum of games such as <code>nim(3,4,5)</code> or <code>sub[1,3,4](10) + kayles(7)</code>. You get the outcome, the nim-value and every winning move; click a move to play it.
position-label = Position
position-evaluate = Evaluate
position-help-line = A position is <code>GAME + GAME + …</code>, each game <code>name[params](args)</code>; powers like <code>10^30</code> are fine.
position-misere = Misère play
position-misere-note = (whoever makes the last move loses)
position-examples-name = Example positions
position-try = Try:
position-games-title = The games
position-games-intro = Integers may be written in full or as powers (<code>10^30</code>); <code>every(EXPR)</code>, <code>all(EXPR)</code> and <code>any(EXPR)</code> move in several components at once (Every-SG, conjunctive, selective). Click an example to try it.
position-games-loading = Loading the list of games…
# $link: a link to the Rules editor, named by view-rules.
position-games-reads-file = Reads a file, so not here: write rules in the { $link }.
position-games-unavailable = The list of games is not available: { $error }

position-working = Working it out…
position-misere-tag = {"  (misère play)"}
position-nim-value = nim-value
position-value = value
position-decided-by = decided by
position-component-genera = the components' genera
position-method-quotient = the game's misère quotient
position-method-bouton = Bouton's misère rule for Nim
position-method-anti-sg = the Anti-SG (SJ) theorem
position-method-search = an exhaustive search of the whole sum
position-method-tame = Conway's theorem on tame games, from the components' genera
position-method-restive = Conway's restive games: one component is restive and the others are Nim heaps
position-method-small-heaps = the genus of one game among small Nim heaps: the components that are no Nim heap make the game, and the heaps are of 1, 2 or 3, but one
position-method-canonical = a search of the sum of the components' misère simplest forms
position-winning-move-count = { $count } winning { $count ->
        [one] move
       *[other] moves
    }
position-winning-moves = Winning moves
position-too-many = Too many to list: { $why }.
position-moves-unlisted = The winning moves cannot be listed.
position-no-winning-move = No winning move: every move leaves the opponent a winning position.
position-play-move = Play { $move }, giving { $to }
position-show-rest = Show the other { $count } { $count ->
        [one] move
       *[other] moves
    }
position-draw-graph = Draw its state graph
position-play-it = Play it against the computer
position-no-explanation = No explanation: { $error }

# How long perfect play lasts. $words: "wins in 11 moves" (remoteness-wins-in), in bold.
position-remoteness-line = With perfect play the player to move { $words } (the winner hurries, the loser delays).
# $words: position-remoteness-zero-words, in bold.
position-remoteness-zero = { $words }: the player to move loses at once.
position-remoteness-zero-misere = { $words }: the player to move has won (misère: the opponent made the last move).
position-remoteness-zero-words = No move is left
position-remoteness-unknown = With perfect play: remoteness unknown: { $why }.
# $rule: the family's formula, as code.
position-remoteness-rule = Rule: { $rule }

position-every-move-show = Show every move, with what it leads to
position-every-move-busy = Valuing every move…
position-every-move-failed = The moves could not be listed: { $error }
position-move-count = { $count } { $count ->
        [one] move
       *[other] moves
    }
position-every-move-about = Each with the position it leads to, for the opponent then to move: P there means the move wins, N that it loses, D a draw; the remoteness counts the moves left with perfect play.
position-every-move-table = Every move
position-col-leads-to = leads to
position-col-value = value
position-col-remoteness = remoteness
position-col-move = move
position-play-option = Play { $move }, giving { $to } ({ $outcome } for the opponent)
position-not-every-move = Not every move is listed: { $why }.
position-remoteness-unknown-short = Remoteness unknown: { $why }.

## The explanation, step by step (explain.js; also under "Why?" in the Play view).

position-explain-title = Why: the reasoning, step by step
position-explain-rules = The rules
position-explain-alternate = Players alternate; a player who cannot move loses.
position-explain-its-value = Its value
position-explain-lone-n = So the player to move wins (N) by moving to a position of value 0, where the opponent loses.
position-explain-lone-p = So the player to move loses (P): every move leads to a position from which the opponent wins.
# $outcome: position-explain-outcome-d (or another outcome in words).
position-explain-lone-other = So { $outcome }.
position-explain-outcome-p = the player to move loses (P)
position-explain-outcome-n = the player to move wins (N)
position-explain-outcome-d = neither player can force a win: a draw (D)
position-explain-components = The value of each component
# How the server's reason for a component begins (it is left out, the list already says it):
# it must match the library's own wording of "nim(3) has value 3".
position-explain-reason-opening = { $expr } has value { $value }
position-explain-loopy-title = Loopy values
position-explain-loopy = Some component can keep the game going forever, so values are generalized: a loopy position has value ∞ with the set of finite values of its options. Here the whole position is { $value }, so { $outcome }.
position-explain-nim-sum-title = The nim-sum
position-explain-nim-sum-intro = The components are independent games played side by side, so the value of the whole position is the nim-sum of their values: binary addition without carries, written ⊕.
position-explain-binary-intro = In binary, a column of the sum is 1 exactly when it holds an odd number of 1s (marked):
position-explain-binary-caption = The nim-sum in binary columns
# The heading of a column of binary digits: the 4s.
position-explain-column = { $value }s
position-explain-nim-sum-label = nim-sum { $value }
# $verdict: position-explain-zero-verdict, in bold.
position-explain-zero = { $verdict } Any move changes exactly one component's value and makes the nim-sum non-zero, and the opponent can always answer with a move that makes it 0 again, until the player to move has no move left.
position-explain-zero-verdict = The nim-sum is 0, so the player to move loses (P).
# $verdict: position-explain-nonzero-verdict, in bold.
position-explain-nonzero = { $verdict } by moving to a position of nim-sum 0. In a component of value g that means moving it to value g ⊕ { $sum }:
position-explain-nonzero-verdict = The nim-sum is { $sum }, not 0, so the player to move wins (N)
# One component: $component (as code) with its value, the nim-sum and the value to move it to;
# its winning moves follow as a list.
position-explain-target = { $component }: { $value } ⊕ { $sum } = { $target }:
position-explain-target-unreachable = { $component }: { $value } ⊕ { $sum } = { $target }, but no move reaches value { $target }.
position-explain-target-plain = { $component }: { $value } ⊕ { $sum } = { $target }.
# $to: the position reached, as code.
position-explain-move-giving = { $move }, giving { $to }
position-explain-winning-after = { $count } winning { $count ->
        [one] move
       *[other] moves
    }. After any of them the opponent faces a position of value 0: a losing position.
position-explain-winning-counted = { $count } winning { $count ->
        [one] move
       *[other] moves
    }, counted but not listed ({ $why }).
position-misere-form = Misère simplest form
# $size: how many forms it reaches.
position-misere-form-long = too long to write ({ $size } forms)
# $form: the form in Conway's notation, as 2_{#2}3.
position-misere-form-conway = { $form } in Conway's notation: numbers are nim-heaps, options stand side by side, a subscript # wraps and a subscript n adds the heap *n
# $options: the form as the set of its options, as {*2,*3}.
position-misere-form-options = as options: { $options }
# $genus: Conway's genus, as g^{γ0γ1…}.
position-genus-tame = genus { $genus }, tame: plays like a Nim heap in misère sums of tame games
position-genus-restive = genus { $genus }, restive: among Nim heaps it counts as a heap of its misère value or of its normal value
position-genus-restless = genus { $genus }, restless: not tame, every option tame, normal value at least 2 and misère value at most 1
position-genus-wild = genus { $genus }, wild (not tame, restive or restless)

## Outcomes, and the reasoning `grundy eval --explain` writes (report/explain.rs).
## The Chinese catalogue uses the course notes' words: 先手必胜, 先手必败, SG值, 异或和.

outcome-n = the player to move wins
outcome-p = the player to move loses
outcome-d = a draw: neither player can force a win, so perfect play goes on forever

explain-rules = Rules:
explain-players-alternate = Players alternate; a player who cannot move loses.
explain-winning-moves = Winning moves: { $count }.
explain-move-giving = { $step }, giving { $to }
explain-moves-counted = Winning moves: { $count }, counted but not listed ({ $why }).
explain-lone-p = So the player to move loses (P): every move leads to a position from which the opponent wins.
explain-lone-n = So the player to move wins (N) by moving to a position where the opponent loses (value 0).
explain-lone-d = So the game is a draw (D): neither player can force a win, and with perfect play it goes on forever.
explain-loopy-intro = Some component can keep the game going forever, so values are generalized (Smith; Fraenkel and Yesha): a loopy position has value ∞ with the set of finite values of its options, written ∞{"{"}...{"}"}.
explain-loopy-rule = An ∞{"{"}A{"}"} added to finite values of nim-sum x is a win for the player to move exactly when x is in A (move the loopy component to an option of value x); otherwise, and whenever two components are infinite, it is a draw. Here the sum is { $total }.
explain-loopy-n = So the player to move wins (N).
explain-loopy-outcome = So the outcome is { $outcome }: { $meaning }.
explain-values-header = The value of each component:
explain-nim-sum = The components are independent games played side by side, so by the Sprague-Grundy theorem the value of the whole position is the nim-sum (binary addition without carries, written ⊕) of their values:
explain-binary = In binary, each column has an even number of 1s exactly when the sum is 0:
explain-nim-sum-zero = The nim-sum is 0, so the player to move loses (P): any move changes exactly one component's value and makes the nim-sum non-zero, and the opponent can always answer with a move that makes it 0 again, until the player to move has no move left.
explain-nim-sum-nonzero = The nim-sum is { $total }, not 0, so the player to move wins (N) by moving to a position of nim-sum 0. In a component of value g that means moving to value g ⊕ { $total }:
explain-target-unreachable = { $component }: { $value } ⊕ { $total } = { $goal }, but no move reaches value { $goal }.
explain-target-move = { $component }: { $value } ⊕ { $total } = { $goal }: { $step }, giving { $to } (nim-sum 0).
explain-winning-moves-after = Winning moves: { $count }. After any of them the opponent faces nim-sum 0, a losing position.

remoteness-beyond-search = finding it would search more than { $limit } positions

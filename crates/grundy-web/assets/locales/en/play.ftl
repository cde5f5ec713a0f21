## The Play view: its section of index.html and play.js.

play-title = Play against the computer
play-lead = At level perfect the computer wins as fast as it can, and when it is losing it makes the game last as long as it can, waiting for your slip. Can you beat it? Start from a position where the player to move wins, and move first; or choose a weaker level.
play-start-label = Start position
play-who-starts = Who starts
play-first-you = You
play-first-computer = Computer
play-convention = Play
play-normal = Normal
play-misere = Misère
play-level-label = Computer's level
play-seed-label = Seed
play-new-game = New game
play-levels-name = The levels
play-seed-about = The seed fixes the computer's random moves: the same seed and the same moves of yours replay the same game. A new game draws a new seed; Restart keeps it.
play-examples-name = Example games
play-try = Try:
play-choose = Choose a start position, who moves first and the computer's level, then press New game.

## The levels: their names (in the list), their names inside a sentence, what each does.

play-level-perfect = Perfect
play-level-good = Good
play-level-beginner = Beginner
play-level-perfect-word = perfect
play-level-good-word = good
play-level-beginner-word = beginner
play-level-perfect-short = : the fastest win, or the slowest loss.
play-level-good-short = : a random move one turn in four.
play-level-beginner-short = : a random move three turns in four.
play-level-perfect-about = always the perfect move: the fastest win, or the slowest loss when it is losing
play-level-good-about = a random move one turn in four, the perfect move otherwise
play-level-beginner-about = a random move three turns in four, the perfect move otherwise
# $level: the level's name (play-level-perfect); $about: what it does (play-level-perfect-about).
play-level-about = { $level }: { $about }.
play-seed-invalid = The seed is a whole number from 0 to { $max }.
play-seed-invalid-kept = The seed is a whole number from 0 to { $max }; the game keeps its seed { $seed }.

## The game.

# $level: play-level-perfect-word; $misere: yes or no.
play-position-after = Position after { $count } { $count ->
        [one] move
       *[other] moves
    }{ $misere ->
        [yes] {" · misère play"}
       *[no] {""}
    } · level { $level } · seed { $seed }
play-your-turn = Your move.
play-computer-turn = The computer's move.
play-computer-thinking = The computer is thinking…
play-listing-moves = Listing the moves…
play-computer-failed = The computer could not choose its move: { $error }
play-truncated-unknown = not every move is listed
play-hint = Hint
play-undo = Undo
play-restart = Restart
play-restart-title = Start again from the same position, with the same seed
play-your-move-choices = Your move: { $count } { $count ->
        [one] choice
       *[other] choices
    }
play-not-every-move = Not every move is listed: { $why }.
play-in-component = In component { $number }
# $name: the component, as code.
play-in-component-named = In component { $number }: { $name }
# The mark on a winning move once a hint has found it.
play-wins-mark = wins
play-you-win = You win!{" "}
play-computer-wins = The computer wins.{" "}
play-end-you-normal = You have no move left, and whoever cannot move loses.
play-end-you-misere = You have no move left, and in misère play whoever cannot move wins.
play-end-computer-normal = The computer has no move left, and whoever cannot move loses.
play-end-computer-misere = The computer has no move left, and in misère play whoever cannot move wins.

## Hints.

play-looking = Looking for a winning move…
play-no-hint = No hint: { $error }
play-hint-lost = No winning move here: this is a P-position, so every move loses against perfect play. Make the game long and hope for a slip.
play-hint-lost-perfect = No winning move here: this is a P-position, so every move loses against perfect play. Make the game long and hope for a slip (there will be none).
play-hint-moves = { $count } winning { $count ->
        [one] move
       *[other] moves
    }, marked “wins” below.
play-hint-many = { $count } winning { $count ->
        [one] move
       *[other] moves
    }: too many to mark.
play-hint-many-unknown = Many winning moves: too many to mark.

## The history, the strip of moves left, and the computer's reasons.

play-history = History
# $start: the start position, as code.
play-started-you = Started from { $start }; you moved first.
play-started-computer = Started from { $start }; the computer moved first.
play-no-moves-yet = No moves yet.
play-by-you = You:{" "}
play-by-computer = Computer:{" "}
play-why = Why?
play-why-name = Why did the computer play move { $number }?
play-thinking-back = Thinking back…
play-full-reasoning = The full reasoning
play-strip-title = Moves left after each move
# $p, $n: the colour keys of P and N, with their letters.
play-strip-help = How long the game lasts from there with perfect play. { $p } the player to move loses; { $n } the player to move wins.
play-strip-start = start
play-strip-after = after move { $index }
# $when: play-strip-start or play-strip-after.
play-strip-pending = { $when }: being worked out
play-strip-unknown = { $when }: unknown ({ $why })
play-strip-draw = { $when }: D, a draw
# $left: play-strip-left, play-strip-left-none or play-strip-left-unknown.
play-strip-entry = { $when }: { $outcome }, { $left }
play-strip-left = { $count } { $count ->
        [one] move
       *[other] moves
    } left
play-strip-left-none = no move left
play-strip-left-unknown = moves left unknown

# The computer's move, in bold, then the move and play-computer-reason.
play-computer-played = The computer played{" "}
play-computer-reason = {" "}— { $reason }.
play-reason-leaves-no-move = a winning move: it leaves you no move
play-reason-fastest-win = a winning move: it wins in at most { $count } more { $count ->
        [one] move
       *[other] moves
    }
play-reason-winning-move = a winning move
play-reason-slowest-loss = no winning move, so it makes the game last: { $count } more { $count ->
        [one] move
       *[other] moves
    } with your best play
play-reason-slowest-loss-unknown = no winning move, so it makes the game last
play-reason-winning = a winning move (the game is too large to count how long it lasts)
play-reason-keeps-draw = a move that keeps the game drawn
play-reason-any-move = no winning move (and the game is too large to count how long it lasts), so some legal move
play-reason-random = a random move, as its level does

## "Why?": the computer explains its move, speaking as I.

play-random-good = one turn in four
play-random-beginner = three turns in four
play-random-some = some turns
# $level: play-level-good-word; $often: play-random-good.
play-why-random = At level { $level } I play a random move { $often }, and this was one of them: I did not look at the values.
play-why-random-lost = At level { $level } I play a random move { $often }, and this was one of them: I did not look at the values. { $from } was lost for me anyway.
play-why-random-won = At level { $level } I play a random move { $often }, and this was one of them: I did not look at the values. { $from } was a win for the player to move, so a random move may well have given you the win: look for a winning move.
play-method-bouton = Bouton's misère rule
play-method-anti-sg = the Anti-SG theorem
play-method-quotient = the game's misère quotient
play-method-search = an exhaustive search
play-method-tame = Conway's theorem on tame games
play-method-restive = Conway's theorem on a restive game among Nim heaps
play-method-small-heaps = the genus of one game among small Nim heaps
play-method-canonical = the components' misère simplest forms
play-why-misere-win = In misère play { $from } is a win for the player to move (decided by { $method }), and { $to } is a position where you, to move, lose with perfect play.
play-why-misere-loss = In misère play { $from } was a losing position for me: every move loses against perfect play.
play-why-win = { $from } has nim-value { $value }, not 0, so the player to move wins. I moved to { $to }, which has nim-value 0: whatever you do, I can answer with a move back to value 0, until you have no move left.
play-why-win-count = {" "}(I had { $count } winning moves.)
play-why-lose = { $from } has nim-value 0: every move leaves a position of non-zero value, from which you can win.
# Added after the reason: sentences of their own.
play-why-fastest = {" "}Of my winning moves I took one that ends the game soonest: at most { $count } more { $count ->
        [one] move
       *[other] moves
    }, however you play.
play-why-slowest = {" "}So I took the move that makes the game last longest: { $count } more { $count ->
        [one] move
       *[other] moves
    } if you play perfectly, and that much time for you to slip.
play-why-any = {" "}The game is too large to count how long each move makes it last, so I picked one and hope you slip.

## The computer's levels in `play` and the page (opponent.rs).

level-perfect = always the perfect move: the fastest win, or the slowest loss when it is losing
level-good = a random move one turn in four, the perfect move otherwise
level-beginner = a random move three turns in four, the perfect move otherwise

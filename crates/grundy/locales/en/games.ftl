## One line on the rules of each family, as `grundy games`, `/api/games` and Python's
## `games()` list them (parse/registry.rs).

summary-nim = heaps of stones; take any positive number from one heap
summary-bash = take 1 to K stones from one heap
summary-sub = subtraction game: take exactly S1, S2, ... stones from one heap
summary-lasker = Lasker's Nim: take any positive number from one heap, or split a heap in two
summary-kayles = Kayles (octal 0.77): knock down one pin or two adjacent pins from a row
summary-dawson = Dawson's Kayles (octal 0.07): knock down two adjacent pins from a row
summary-octal = octal game with code d0.d1d2... (hex digits 8-f add three-heap moves)
summary-grundy = Grundy's game: split one heap into two unequal heaps
summary-powers = take a power of P stones (1, P, P^2, ...) from one heap
summary-nozero = take x stones from one heap where x has no digit 0 in base K
summary-wythoff = Wythoff's game: take any number from one heap, or the same number from both
summary-fib = Fibonacci Nim: take 1..N-1, then up to K (default 2) times the last take; M limits the next take
summary-staircase = Staircase Nim: move coins from one step to the step below (off the stairs from step 1)
summary-moore = Moore's Nim: take any positive numbers from 1 to K heaps at once
summary-coins = coin turning on a row of 0/1 coins; RULE is turtles, mock, ruler or run[K]
summary-beans = bean splitting: take a bean from bottle i, put one into bottles j and k (i < j <= k)
summary-hackenbush = Green Hackenbush: cut an edge of a graph on the ground (vertex 0); what falls off is gone
summary-corners = Turning Corners: the listed cells show heads; turn the four corners of a rectangle
summary-chomp = Chomp: eat a square and all below and right of it; the top-left square is poisoned
summary-cram = Cram: place a domino on two adjacent empty cells of a board; ROWS like "..#./...." (`.` empty, `#` filled, `/` between rows)
summary-nodekayles = Node-Kayles: take a vertex, deleting it and its neighbours; GRAPH is path:N, cycle:N, grid:RxC, ladder:N, star:N, petersen or file:PATH
summary-northcott = Northcott's game: slide a piece of a row towards the other piece; rows W:B:N
summary-script = a game whose rules are the Rhai script FILE (fn moves(state) lists the options); STATE is an integer, "string" or tuple 3,4
summary-graph = a token on a vertex of the directed graph in FILE (edge list or DOT); a move follows an edge; cycles allowed (draws)
summary-every = Every-SG: each turn, move in every component that can move
summary-all = the conjunctive compound: each turn, move in every component; play stops when one cannot move
summary-any = the selective compound: each turn, move in any non-empty set of components
## Errors in naming a family (parse/mod.rs).

games-family-only = write the family without a position (just `{ $name }`): heap sizes are supplied for you
games-no-brackets = { $name } takes no parameters in brackets: write { $name }(STATE)

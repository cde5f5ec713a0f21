## Games whose rules are a Rhai script, script[FILE] (games/script.rs).

script-rules-computed = { $name }: the moves are those computed by fn moves in { $script }.
script-parts-nothing = nothing
script-more = and { $count } more
script-explain-finite = { $term } has value { $value } ({ $options }), computed on a state graph with cycles ({ $states } states): { $value } is the smallest value not among its finite options, and from every option of larger or infinite value the opponent can move back to a position of value { $value } (Smith's generalized Sprague-Grundy function).
script-explain-loopy = { $term } has the loopy value { $value } ({ $options }; { $states } states reachable): it can keep the game going forever, and its finite options have the values in braces. On its own it is { $alone }; added to a game of value x it is won by the player to move exactly when x is in the braces, and drawn otherwise.
script-loopy-won = won by the player to move (who moves to value 0)
script-loopy-draw = a draw

## Script errors (script/): where ($file, $line, $column) and what went wrong ($message).

script-error = { $file }: { $message }
script-error-line = { $file }, line { $line }: { $message }
script-error-column = { $file }, column { $column }: { $message }
script-error-line-column = { $file }, line { $line }, column { $column }: { $message }
# $error: the system's reason.
script-unreadable = cannot read the script: { $error }
script-not-a-file = cannot read the script: not a file
script-not-utf8 = cannot read the script: it is not UTF-8 text (at byte { $byte })
script-too-long = the script is longer than { $limit } bytes (1 MiB), the limit for a script
script-undefined = `{ $name }` is not defined (a parameter of the script is given in the expression, as { $name }=3)
# $error: Rhai's words for the error.
script-syntax = syntax error: { $error }
script-no-moves = the script defines no `fn moves(state)`; it must return the array of options of a state
# $call: the call, as moves(3); $message: what it did wrong (script-not-an-array, script-malformed-option).
script-call-returned = { $call } { $message }
# $value: script-the-state or a state-* description.
script-not-an-array = returned { $value }, not an array of options
script-malformed-option = returned a malformed option at index { $index }: { $why }
script-start-returned = start() returned { $why }
script-the-state = the state { $state }
# $what: the limit or error; $call: the call, or script-somewhere-in.
script-in-call = { $what }, in { $call }
script-somewhere-in = { $call }, somewhere in fn { $function } (which starts at line { $line }) or a function it calls
script-too-many-operations = the script ran more than { $limit } operations in one call (an endless loop?)
script-too-deep = function calls nested more than { $limit } deep (endless recursion?)
script-too-slow = the script ran for more than { $seconds } seconds in one call
# $what: Rhai's name for what grew (a string, an array, a map).
script-too-large = { $what } grew too large (limits: strings { $strings } characters, arrays { $arrays } elements, maps { $maps } entries)
script-sum-part = part { $index } of sum([...]) is not a state: { $why }
script-empty-sum = sum([]) (nothing)
# $option: the move, as sum([1, 2]).
script-loopy-split = { $name }: play from state { $start } can repeat a state (the game is loopy), and state { $state }, reachable from it, has the move to { $option }, which splits the game into a sum; split moves are not supported in loopy scripts, whose values come from the graph of single states

## Parameters of a script, script[FILE, P=3].

script-parameter-syntax = `{ $item }` is not a parameter: write NAME=INTEGER, as P=3
script-parameter-name = `{ $name }` is not a parameter name: a letter, then letters, digits or _
script-parameter-integer = the parameter { $name } must be an integer between -2^63 and 2^63 - 1, not `{ $value }`
script-parameter-twice = the parameter { $name } is given twice
script-parameters-too-many = a script takes at most { $limit } parameters

## What a script returned that is not a state (script/state.rs).

state-nested-too-deep = arrays nested more than { $limit } deep
state-element = { $why } (element { $index } of an array)
state-unit = () (the unit value: a missing return value?)
state-float = the float { $value }
state-map = an object map
# $kind: Rhai's name of the value's type.
state-other = { $value } (of type { $kind })
# $what: one of the state-* descriptions above.
state-not-a-state = { $what }; a state must be an integer, a string, or an array of states
state-tuples-too-deep = tuples may nest at most { $limit } deep

## A state written in an expression, script[FILE](STATE) (script/state.rs).

state-power-too-large = { $text } does not fit in a script integer: scripts compute with 64-bit integers, up to { $most }
state-expected = expected a state: an integer such as 10, a string such as "abc", or a tuple such as (3,4); found `{ $found }`
state-text-after-string = unexpected text after the closing `"`
state-bad-escape = in a string, `\` must be followed by `"`, `\` or `n`
state-string-not-closed = this string has no closing `"`
state-integer-too-large = { $text } does not fit in a script integer: scripts compute with 64-bit integers, from { $least } to { $most }
script-needs-file = script needs the file of its rules in brackets: script[examples/lasker.rhai](10)
script-no-start = { $script } defines no `fn start()`, so write a state: { $name }(10), { $name }(3,4)
script-tuple-sum = commas make one tuple state and `+` joins states: write a sum of pairs as (1,2) + (3,4)
script-empty-summand = expected a state on each side of `+`

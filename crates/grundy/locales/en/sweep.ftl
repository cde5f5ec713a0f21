## A sweep of a family's parameter, as powers[1..12] or octal[0.{1..7}7]
## (report/param_sweep.rs): ranges written wrongly, and the summary of how the rows depend
## on the parameter.

# $why: one of the sweep-range-* reasons below.
sweep-bad-range = { $why } in `{ $pattern }`: write one range of the parameter, as A..B for a whole argument in brackets (powers[1..12]) or {"{"}A..B{"}"} anywhere (octal[0.{"{"}1..7{"}"}7])
sweep-two-ranges = more than one range
sweep-range-no-number = a range needs a number on each side of `..`
sweep-range-too-large = a range's ends must be numbers below 2^64
sweep-range-needs-braces = a range inside an argument needs braces
sweep-range-backwards = the range goes backwards
sweep-too-many-values = `{ $pattern }` has { $count } values of the parameter; a sweep takes at most { $most }
sweep-no-range = `{ $pattern }` has no range of a parameter (such as powers[1..12])

# $name: the parameter (P); $rule: a rule of the values, a period or sweep-summary-no-rule.
sweep-summary-every = every { $name }: { $rule }
sweep-summary-odd = { $name } odd: { $rule }
sweep-summary-even = { $name } even: { $rule }
sweep-summary-no-rule = no common rule
# $period, $preperiod, $saltus: lines in the parameter, as P + 1.
sweep-period = period { $period }
sweep-period-from = period { $period } from n = { $preperiod }
sweep-period-saltus = period { $period }, saltus { $saltus }
sweep-period-from-saltus = period { $period } from n = { $preperiod }, saltus { $saltus }

# The values of a code a sweep was computing, kept to resume it (`sweep --checkpoint`).
# $code: the octal code; $error: what is wrong with the values file (naming it).
sweep-under-way-unusable = cannot resume { $code }: { $error } (remove the file to compute the code from the start)
# $path: the values file; $found: the game it is of.
sweep-under-way-other-game = { $path } holds the values of { $found }
sweep-under-way-unsaved = could not save the values under way: { $error }

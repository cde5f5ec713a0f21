## How a rule found in a table of values is stated (rule_finder/): proven by a theorem, or
## observed up to the last value checked, with the places where it fails.

rule-proven = proven
rule-observed = observed up to { $checked }
rule-stated = { $rule } ({ $how })
rule-stated-except = { $rule } ({ $how }, except { $name } = { $places })

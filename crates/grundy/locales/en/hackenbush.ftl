## Green Hackenbush, hackenbush (games/hackenbush.rs).

hackenbush-rules = hackenbush: Green Hackenbush; edges a-b of a graph whose vertex 0 is the ground. A move cuts one edge, and everything no longer connected to the ground falls away.
hackenbush-cut = cut edge { $a }-{ $b }{ $fallen ->
        [0] {""}
        [one] {" "}(1 more edge falls with it)
       *[other] {" "}({ $fallen } more edges fall with it)
    }
hackenbush-explain = { $term } has value { $value }.
hackenbush-fusion = {" "}Fusion principle: the vertices on each cycle are fused into one, its edges become loops, and a loop is worth 1.
hackenbush-colon = {" "}Colon principle: a branch of value v hanging by one edge is worth v+1, and the branches at a vertex add by nim-sum.
hackenbush-ground = ground
hackenbush-the-ground = the ground
hackenbush-vertex = vertex { $vertex }
hackenbush-fused-vertex = fused vertex {"{"}{ $members }{"}"}
hackenbush-loops = { $loops ->
        [one] 1 loop worth 1
       *[other] { $loops } loops worth 1 each, together { $parity }
    }
hackenbush-branch = branch to { $to } worth { $value }+1 = { $sum }
hackenbush-parts-separator = {", "}
hackenbush-at = {" "}At { $vertex }: { $parts }; value { $total }.
hackenbush-bad-edge = an edge is written as two vertices joined by `-`, such as 0-1 (0 is the ground), not `{ $text }`
# What the ends of an edge are, in parse-below-2-64's $what.
hackenbush-what-vertex = a vertex
hackenbush-too-many-edges = a graph may have at most { $most } edges, not { $count }
hackenbush-floating-edge = edge { $edge } is not connected to the ground (vertex 0) by any path

## Node Kayles on a graph (games/nodekayles.rs).

nodekayles-rules = nodekayles: take a vertex of the graph, deleting it and its neighbours
nodekayles-take = take { $vertex }
nodekayles-take-with-neighbours = take { $vertex } and its neighbours { $neighbours }

## Node Kayles on a graph (games/nodekayles.rs).

nodekayles-rules = nodekayles: take a vertex of the graph, deleting it and its neighbours
nodekayles-take = take { $vertex }
nodekayles-take-with-neighbours = take { $vertex } and its neighbours { $neighbours }
nodekayles-too-many-vertices = a Node-Kayles graph has at most { $most } vertices; { $spec } has { $count }
# $what: one of the nodekayles-what- messages.
nodekayles-expected-number = expected { $what } (a number) in `{ $spec }`
nodekayles-what-vertices = the number of vertices
nodekayles-what-ladder = the length of the ladder
nodekayles-what-rows = the number of rows
nodekayles-what-columns = the number of columns
nodekayles-what-leaves = the number of leaves
nodekayles-short-cycle = a cycle has at least 3 vertices, not { $count }
nodekayles-bad-grid = a grid is written grid:RxC, such as grid:3x4, not `{ $spec }`
nodekayles-no-files = `file:` reads a file, which is not allowed here; use a generated graph such as grid:3x4
nodekayles-cannot-read = cannot read the graph { $path }: { $error }
nodekayles-unknown-graph = unknown graph `{ $spec }`: write path:N, cycle:N, grid:RxC, ladder:N, star:N, petersen or file:PATH
nodekayles-no-vertex = { $spec } has no vertex `{ $vertex }`
nodekayles-deleted-twice = vertex `{ $vertex }` is deleted twice

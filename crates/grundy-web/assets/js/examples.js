// Starter rules for the rules editor and the 2-D table: the scripts of examples/*.rhai.
// Keep them in step with those files (the browser tests compare them).

export const EXAMPLES = {
  lasker: {
    file: "lasker.rhai",
    kind: "seq",
    start: "7",
    source: "// Lasker's Nim: take any number of stones from one heap, or split a heap into two non-empty heaps.\n// G(4k+1) = 4k+1, G(4k+2) = 4k+2, G(4k+3) = 4k+4, G(4k+4) = 4k+3 (Winning Ways).\n\nfn moves(n) {\n    let m = [];\n    for k in 0..n {\n        m.push(k);                  // take n - k stones, leaving k\n    }\n    for a in 1..=n / 2 {\n        m.push(sum([a, n - a]));    // split into heaps a and n - a\n    }\n    m\n}\n",
  },
  subtraction: {
    file: "subtraction134.rhai",
    kind: "seq",
    start: "9",
    source: "// Subtraction game {1, 3, 4}: take exactly 1, 3 or 4 stones from the heap.\n// Values 0 1 0 1 2 3 2, repeating with period 7; the same game as sub[1,3,4].\n\nfn moves(n) {\n    let m = [];\n    for k in [1, 3, 4] {\n        if k <= n {\n            m.push(n - k);\n        }\n    }\n    m\n}\n",
  },
  kayles: {
    file: "kayles.rhai",
    kind: "seq",
    start: "6",
    source: "// Kayles: a row of pins; knock down one pin or two adjacent pins, which may split the row in two.\n// Octal game 0.77; values 0 1 2 3 1 4 3 2 1 4 2 6 ..., period 12 from n = 71 (OEIS A002186).\n\nfn moves(n) {\n    let m = [];\n    for k in 1..=2 {\n        if k <= n {\n            // Knocking down k pins leaves rows of a and n - k - a pins.\n            for a in 0..=(n - k) / 2 {\n                let b = n - k - a;\n                if a == 0 {\n                    m.push(b);\n                } else {\n                    m.push(sum([a, b]));\n                }\n            }\n        }\n    }\n    m\n}\n",
  },
  powers: {
    file: "powers.rhai",
    kind: "seq",
    start: "10",
    params: "P=2..12",
    source: "// Take a power of P stones (1, P, P*P, ...) from the heap; P is a parameter of the script,\n// given in the expression: script[examples/powers.rhai, P=4](10). The same game as powers[P].\n// P odd: G(n) = n mod 2. P even: period P + 1, with the value 2 at n = P (mod P + 1).\n\nfn moves(n) {\n    let m = [];\n    let power = 1;\n    while power <= n {\n        m.push(n - power);\n        if P < 2 || power > n / P {\n            break;\n        }\n        power *= P;\n    }\n    m\n}\n",
  },
  queen: {
    file: "queen.rhai",
    kind: "table",
    start: "3,4",
    source: "// A queen moves toward the corner (0,0) of a board: any number of squares left, down, or\n// diagonally down-left. This is Wythoff's game: the P-positions are (floor(k*phi), floor(k*phi) + k)\n// and their mirror images.\n\nfn moves(p) {\n    let x = p[0];\n    let y = p[1];\n    let m = [];\n    for k in 1..=x { m.push([x - k, y]); }\n    for k in 1..=y { m.push([x, y - k]); }\n    let d = if x < y { x } else { y };\n    for k in 1..=d { m.push([x - k, y - k]); }\n    m\n}\n\nfn start() {\n    [7, 9]\n}\n",
  },
  king: {
    file: "king.rhai",
    kind: "table",
    start: "3,3",
    source: "// A king moves toward the corner (0,0) of a board: one square left, down, or diagonally\n// down-left. The player who cannot move (the king is in the corner) loses.\n// The P-positions are the squares with both coordinates even.\n\nfn moves(p) {\n    let x = p[0];\n    let y = p[1];\n    let m = [];\n    if x > 0 { m.push([x - 1, y]); }\n    if y > 0 { m.push([x, y - 1]); }\n    if x > 0 && y > 0 { m.push([x - 1, y - 1]); }\n    m\n}\n\nfn show(p) {\n    \"king at (\" + p[0] + \",\" + p[1] + \")\"\n}\n\nfn start() {\n    [7, 7]\n}\n",
  },
  knight: {
    file: "knight.rhai",
    kind: "table",
    start: "4,4",
    source: "// A knight moves toward the corner (0,0): from (x,y) to (x-2,y+1), (x-2,y-1), (x+1,y-2) or\n// (x-1,y-2), staying on the board (coordinates never negative). Every move brings it closer to\n// the corner (x + y drops by 1 or 3), so the game ends. A 2-D move-set game.\n\nfn moves(p) {\n    let x = p[0];\n    let y = p[1];\n    let m = [];\n    for step in [[-2, 1], [-2, -1], [1, -2], [-1, -2]] {\n        let nx = x + step[0];\n        let ny = y + step[1];\n        if nx >= 0 && ny >= 0 {\n            m.push([nx, ny]);\n        }\n    }\n    m\n}\n",
  },
};

// The set-up editor: a position is set up by clicking its picture (and from the keyboard), the
// expression box follows each click, and the expression written evaluates to the position
// drawn.

import assert from "node:assert/strict";
import { test } from "node:test";
import { api, newPage, serverAndBrowser } from "../harness.mjs";

let server;
let browser;
serverAndBrowser((started) => ({ server, browser } = started));

/** The parts drawn on the page (slots and the controls that shorten a row left out), as "kind:id", sorted. */
async function drawnParts(page) {
  return (await page.locator("#position-result .board-picture [data-part]").evaluateAll((parts) => parts.map((p) => `${[...p.classList].find((c) => c !== "part")}:${p.dataset.part}`)))
    .filter((part) => !part.startsWith("slot:") && !part.startsWith("remove:"))
    .sort();
}

/** Waits for the answer to `expr`, with the editor drawn again. */
async function shown(page, expr) {
  await page.locator("#position-result .answer-expr", { hasText: expr }).waitFor();
  await page.locator("#position-result .board-picture .slot").first().waitFor();
  assert.equal(await page.inputValue("#position-expr"), expr);
}

test("clicks set up a Chomp bar and a Cram board, and the expression is the position drawn", async () => {
  const page = await newPage(browser, server.url);
  await page.goto(`${server.url}/?expr=${encodeURIComponent("chomp(2,1)")}`);
  await page.locator("#board-setup").check();
  // A dashed place beside the second row adds that square: chomp(2,2).
  await page.getByRole("button", { name: "add the square in row 2, column 2", exact: true }).click();
  await shown(page, "chomp(2,2)");
  // The editor stays on; a square of the bar is eaten with those below and right of it.
  assert.ok(await page.locator("#board-setup").isChecked());
  await page.getByRole("button", { name: "row 1, column 2", exact: true }).click();
  await shown(page, "chomp(1,1)");
  // The expression written evaluates to the position drawn: its own picture has the same parts.
  const { body: board } = await api(server.url, "/api/board", { expr: "chomp(1,1)" });
  assert.deepEqual(await drawnParts(page), board.components[0].picture.parts.map((p) => `${p.kind}:${p.id}`).sort());
  assert.equal(await page.locator("#position-result .badge").first().textContent(), "N");

  // Cram, from the keyboard: a cell is filled, then a column added.
  await page.goto(`${server.url}/?expr=${encodeURIComponent("cram(1,2)")}`);
  await page.locator("#board-setup").check();
  await page.getByRole("button", { name: "row 1, column 1", exact: true }).focus();
  await page.keyboard.press("Enter");
  await shown(page, 'cram("#.")');
  await page.getByRole("button", { name: "add a column", exact: true }).focus();
  await page.keyboard.press("Enter");
  await shown(page, 'cram("#..")');
  const { body: cram } = await api(server.url, "/api/board", { expr: 'cram("#..")' });
  assert.deepEqual(await drawnParts(page), cram.components[0].picture.parts.map((p) => `${p.kind}:${p.id}`).sort());
  // One move is left for the domino: the player to move wins.
  assert.equal(await page.locator("#position-result .badge").first().textContent(), "N");
  await page.screenshot({ path: "test-results/setup.png", fullPage: true });
  assert.deepEqual(page.problems(), []);
  await page.closeAll();
});

/** Turns the editor on for `expr` and waits for its places. */
async function editorOn(page, expr) {
  await page.goto(`${server.url}/?expr=${encodeURIComponent(expr)}`);
  await page.locator("#board-setup").check();
  await page.locator("#position-result .board-picture .slot").first().waitFor();
}

/** Clicks the part named `name`. */
async function click(page, name) {
  await page.getByRole("button", { name, exact: true }).click();
}

/** Chooses the part named `name` from the keyboard. */
async function press(page, name) {
  await page.getByRole("button", { name, exact: true }).focus();
  await page.keyboard.press("Enter");
}

test("every family with an editor of its own is set up by clicking and from the keyboard", async () => {
  const page = await newPage(browser, server.url);
  // [start, [how, the part's name, the expression it sets up], ...]
  const cases = [
    [
      "nodekayles(path:3)",
      [click, "vertex 2", "nodekayles(path:3 - 2)"],
      [press, "add vertex 4", "nodekayles(path:4 - 2)"],
      [press, "add vertex 2", "nodekayles(path:4)"],
    ],
    [
      "nodekayles(grid:2x2)",
      [click, "add the vertex in row 2, column 3", "nodekayles(grid:2x3 - 3)"],
      [press, "add the vertex in row 3, column 1", "nodekayles(grid:3x3 - 3 8 9)"],
      [click, "vertex 5", "nodekayles(grid:3x3 - 3 5 8 9)"],
    ],
    [
      "coins[turtles](10)",
      [click, "coin 2, tails", "coins[turtles](11)"],
      [press, "add coin 3, tails", "coins[turtles](110)"],
      [press, "coin 1, heads", "coins[turtles](010)"],
    ],
    ["corners(1:1)", [click, "put a head on (2, 0)", "corners(1:1,2:0)"], [press, "coin (1, 1), heads", "corners(2:0)"]],
    [
      "hackenbush(0-1)",
      [click, "add an edge up from vertex 1", "hackenbush(0-1,1-2)"],
      [press, "add a stalk on the ground", "hackenbush(0-1,0-3,1-2)"],
      [click, "edge 1–2", "hackenbush(0-1,0-3)"],
    ],
    [
      "northcott(2:6:8)",
      // As near to both pieces: black moves there, and the gap is 1.
      [click, "column 4", "northcott(2:4:8)"],
      [press, "add a column", "northcott(2:4:9)"],
      [press, "column 9", "northcott(2:9:9)"],
    ],
    [
      "staircase(1,2)",
      [click, "add a coin on step 1", "staircase(2,2)"],
      [press, "add a step", "staircase(2,2,0)"],
      [press, "coin 1 of 2 on step 2", "staircase(2,0,0)"],
      [click, "step 3", "staircase(2,0)"],
    ],
  ];
  for (const [start, ...edits] of cases) {
    await editorOn(page, start);
    for (const [how, name, expr] of edits) {
      await how(page, name);
      await shown(page, expr);
    }
    // The expression written is the position drawn: its own picture has the same parts.
    const last = edits.at(-1)[2];
    const { body: board } = await api(server.url, "/api/board", { expr: last });
    assert.deepEqual(await drawnParts(page), board.components[0].picture.parts.map((p) => `${p.kind}:${p.id}`).sort(), last);
  }
  await page.screenshot({ path: "test-results/setup-families.png", fullPage: true });
  assert.deepEqual(page.problems(), []);
  await page.closeAll();
});

/** Sets up each of `edits` ([how, the part's name, the expression it sets up]) from `start`,
 * and checks that the last expression written is the position drawn. */
async function setUp(page, start, edits) {
  await editorOn(page, start);
  for (const [how, name, expr] of edits) {
    await how(page, name);
    await shown(page, expr);
  }
  const last = edits.at(-1)[2];
  const { body: board } = await api(server.url, "/api/board", { expr: last });
  assert.deepEqual(await drawnParts(page), board.components[0].picture.parts.map((p) => `${p.kind}:${p.id}`).sort(), last);
}

test("a Node-Kayles cycle grows by a vertex between its last and its first", async () => {
  const page = await newPage(browser, server.url);
  await setUp(page, "nodekayles(cycle:4)", [
    [click, "vertex 2", "nodekayles(cycle:4 - 2)"],
    [click, "add vertex 5 between 4 and 1", "nodekayles(cycle:5 - 2)"],
    [press, "add vertex 6 between 5 and 1", "nodekayles(cycle:6 - 2)"],
  ]);
  // The path 3-4-5-6-1 is left: Dawson's Chess on five vertices, value 3, a win.
  assert.equal(await page.locator("#position-result .badge").first().textContent(), "N");
  assert.equal(await page.locator("#position-result .board-picture .slot").count(), 2);
  assert.deepEqual(page.problems(), []);
  await page.closeAll();
});

test("a row of coins loses its last coin, and keeps one", async () => {
  const page = await newPage(browser, server.url);
  await setUp(page, "coins[turtles](1101)", [
    [click, "remove the last coin (coin 4)", "coins[turtles](110)"],
    [press, "remove the last coin (coin 3)", "coins[turtles](11)"],
    [press, "add coin 3, tails", "coins[turtles](110)"],
    [click, "remove the last coin (coin 3)", "coins[turtles](11)"],
    [press, "remove the last coin (coin 2)", "coins[turtles](1)"],
  ]);
  // A lone coin has no control: a row of none would be no position.
  assert.equal(await page.locator("#position-result .board-picture .remove").count(), 0);
  assert.deepEqual(page.problems(), []);
  await page.closeAll();
});

test("a Northcott row narrows, keeping its gap while it has room", async () => {
  const page = await newPage(browser, server.url);
  await setUp(page, "northcott(2:5:6)", [
    // The last column is empty: it goes.
    [click, "remove the last column", "northcott(2:5:5)"],
    // Black stands on it: both pieces move one column left, the gap of 2 kept.
    [press, "remove the last column", "northcott(1:4:4)"],
    // White on the first column: black steps back, the gap 1.
    [press, "remove the last column", "northcott(1:3:3)"],
    [click, "remove the last column", "northcott(1:2:2)"],
  ]);
  // Two columns for two pieces: no narrower; the gap is 0, a loss for the player to move.
  assert.equal(await page.locator("#position-result .board-picture .remove").count(), 0);
  assert.equal(await page.locator("#position-result .badge").first().textContent(), "P");
  assert.deepEqual(page.problems(), []);
  await page.closeAll();
});

test("the editor removes a component and adds one, and is asked for only when turned on", async () => {
  const page = await newPage(browser, server.url);
  const asked = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/setup") asked.push(request.url());
  });
  await page.goto(`${server.url}/?expr=${encodeURIComponent("nim(3) + staircase(1)")}`);
  await page.locator("#board-setup").waitFor();
  assert.deepEqual(asked, [], "no editor until the switch is turned on");
  await page.locator("#board-setup").check();
  await page.locator("#position-result .board-picture .slot").first().waitFor();
  assert.equal(asked.length, 1);
  await page.getByRole("button", { name: "Remove nim(3) from the sum", exact: true }).click();
  await shown(page, "staircase(1)");
  // The only component left has no button: nothing would be left to write.
  assert.equal(await page.locator(".board-remove").count(), 0);
  await page.getByLabel("Add a game:").selectOption({ label: "corners(1:2,2:2)" });
  await page.locator("#board-add").click();
  await shown(page, "staircase(1) + corners(1:2,2:2)");
  assert.equal(await page.locator("#position-result .board-picture").count(), 2);
  assert.equal(await page.locator(".board-remove").count(), 2);
  // From the keyboard: Tab to the list, choose, Tab to Add.
  await page.getByLabel("Add a game:").focus();
  await page.getByLabel("Add a game:").selectOption({ label: "hackenbush(0-1,1-2,1-3)" });
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await shown(page, "staircase(1) + corners(1:2,2:2) + hackenbush(0-1,1-2,1-3)");
  assert.deepEqual(page.problems(), []);
  await page.closeAll();
});

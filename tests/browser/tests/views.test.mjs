// Sections 2 to 4: the sequence, the 2-D table and the state graph, checked against the API;
// the remoteness switch of the sequence and table, and the remoteness in the Position and Play
// views.

import assert from "node:assert/strict";
import { test } from "node:test";
import { api, newPage, serverAndBrowser } from "../harness.mjs";

let server;
let browser;
serverAndBrowser((started) => ({ server, browser } = started));

test("a sequence shows every value of the API in its table, and its period marked proven", async () => {
  const page = await newPage(browser, server.url);
  await page.goto(`${server.url}/?view=seq&family=${encodeURIComponent("sub[1,3,4]")}&to=40`);
  await page.locator(".values-table").waitFor();
  const { body: report } = await api(server.url, "/api/seq", { family: "sub[1,3,4]", to: 40 });
  const cells = await page.locator(".values-table td").allTextContents();
  assert.deepEqual(cells, report.values.map(String));
  const period = await page.textContent('[data-testid="period"]');
  assert.match(period, new RegExp(`Period ${report.period.period} from n = ${report.period.preperiod}`));
  assert.match(period, report.period.proven ? /proven/ : /observed/);
  // Every value has a cell in the strip, and every P-position (value 0) is ringed in the table.
  assert.equal(await page.locator(".strip rect[fill] title").count(), report.values.length);
  assert.equal(await page.locator(".values-table td.p").count(), report.values.filter((v) => v === 0).length);
  // The rules the library found, in its words, each tagged; and the P-positions.
  const rules = await page.locator('[data-testid="rules"] .rule-text').allTextContents();
  assert.deepEqual(rules, report.rules.map((rule) => rule.text));
  assert.deepEqual(rules, ["G(n) = [0, 1, 0, 1, 2, 3, 2][n mod 7]", "P-positions: n ≡ 0, 2 (mod 7)"]);
  assert.equal(await page.locator('[data-testid="rules"] .tag.proven').count(), 2);
  assert.match(await page.textContent('[data-testid="p-positions"]'), /P-positions up to n = 40: 0, 2, 7, 9, 14/);
  // Another family through the form: the URL follows.
  await page.fill("#seq-family", "lasker");
  await page.press("#seq-family", "Enter");
  await page.locator("h2 code", { hasText: "lasker" }).waitFor();
  assert.equal(new URL(page.url()).searchParams.get("family"), "lasker");
  assert.deepEqual(page.foreign(), []);
  assert.deepEqual(page.problems(), []);
  await page.closeAll();
});

test("a 2-D table shows the API's values, marks its P-positions, and reads a cell on hover and by keyboard", async () => {
  const page = await newPage(browser, server.url);
  await page.goto(`${server.url}/?view=table&family=wythoff&rows=10&cols=12`);
  await page.locator(".heat td").first().waitFor();
  const { body: report } = await api(server.url, "/api/table", { family: "wythoff", rows: 10, cols: 12 });
  const shown = await page.locator(".heat tbody tr").evaluateAll((rows) => rows.map((tr) => [...tr.querySelectorAll("td")].map((td) => Number(td.dataset.value))));
  assert.deepEqual(shown, report.values);
  const marked = await page.locator(".heat td.p").evaluateAll((tds) => tds.map((td) => [Number(td.dataset.a), Number(td.dataset.b)]));
  assert.deepEqual(marked, report.pattern.p_positions);
  assert.match(await page.textContent('[data-testid="p-positions"]'), new RegExp(`P-positions: ${report.pattern.p_positions.length}`));
  const rules = await page.locator('[data-testid="rules"] li').evaluateAll((items) => items.map((li) => li.dataset.kind));
  assert.deepEqual(rules, report.rules.map((rule) => rule.kind));
  assert.ok(rules.includes("p_beatty_pairs"), rules.join());
  await page.hover('.heat td[data-a="3"][data-b="5"]');
  assert.match(await page.textContent(".readout"), new RegExp(`G\\(3, 5\\) = ${report.values[3][5]}`));
  await page.focus(".heat");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  assert.match(await page.textContent(".readout"), new RegExp(`G\\(1, 2\\) = ${report.values[1][2]}`));
  await page.closeAll();
});

test("the misère switch shows misère values, outcomes and rules in the sequence and table views", async () => {
  const page = await newPage(browser, server.url);
  await page.goto(`${server.url}/?view=seq&family=${encodeURIComponent("sub[1,2]")}&to=30`);
  await page.locator(".values-table").waitFor();
  // Switching to misère play asks the API for the misère sequence, and the URL remembers it.
  await page.check("#seq-misere");
  await page.locator('[data-testid="misere-method"]').waitFor();
  assert.equal(new URL(page.url()).searchParams.get("misere"), "true");
  const { body: report } = await api(server.url, "/api/seq", { family: "sub[1,2]", to: 30, misere: "true" });
  assert.equal(report.convention, "misere");
  assert.deepEqual(await page.locator(".values-table td").allTextContents(), report.values.map(String));
  assert.equal(await page.locator(".values-table td.p").count(), report.outcomes.filter((o) => o === "P").length);
  assert.deepEqual(await page.locator('[data-testid="rules"] .rule-text').allTextContents(), ["G⁻(n) = [1, 0, 2][n mod 3]", "P-positions: n ≡ 1 (mod 3)"]);
  // Kayles beyond the search of values: the outcomes alone, from its quotient.
  await page.fill("#seq-family", "kayles");
  await page.fill("#seq-to", "100");
  await page.press("#seq-family", "Enter");
  await page.locator("h2 code", { hasText: "kayles" }).waitFor();
  assert.match(await page.textContent('[data-testid="misere-method"]'), /misère quotient/);
  const ps = await page.locator(".values-table td.p").allTextContents();
  assert.deepEqual(ps, ["P", "P", "P", "P", "P"]);
  assert.match(await page.textContent('[data-testid="p-positions"]'), /1, 4, 9, 12, 20/);
  // The table view: misère Wythoff, from the URL.
  await page.goto(`${server.url}/?view=table&family=wythoff&rows=10&cols=10&misere=true`);
  await page.locator(".heat td").first().waitFor();
  assert.ok(await page.isChecked("#table-misere"));
  const { body: table } = await api(server.url, "/api/table", { family: "wythoff", rows: 10, cols: 10, misere: "true" });
  const shown = await page.locator(".heat tbody tr").evaluateAll((rows) => rows.map((tr) => [...tr.querySelectorAll("td")].map((td) => Number(td.dataset.value))));
  assert.deepEqual(shown, table.values);
  await page.hover('.heat td[data-a="0"][data-b="1"]');
  assert.match(await page.textContent(".readout"), /G⁻\(0, 1\) = 0 — a P-position/);
  assert.deepEqual(page.foreign(), []);
  assert.deepEqual(page.problems(), []);
  await page.closeAll();
});

test("the remoteness switch shows R(n) and R(a, b), P-positions coloured, and their rules, in the sequence and table views", async () => {
  const page = await newPage(browser, server.url);
  await page.goto(`${server.url}/?view=seq&family=${encodeURIComponent("sub[1,2]")}&to=30&misere=true`);
  await page.locator('[data-testid="misere-method"]').waitFor();
  // A real checkbox named by its label, beside the misère switch; turning it on turns misère off.
  const seqSwitch = page.getByRole("checkbox", { name: /^Remoteness/ });
  assert.equal(await seqSwitch.getAttribute("id"), "seq-remoteness");
  await seqSwitch.check();
  await page.locator("h2", { hasText: "remoteness R(n)" }).waitFor();
  assert.equal(await page.isChecked("#seq-misere"), false);
  const address = new URL(page.url()).searchParams;
  assert.equal(address.get("remoteness"), "true");
  assert.equal(address.get("misere"), null);
  const { body: report } = await api(server.url, "/api/seq", { family: "sub[1,2]", to: 30, remoteness: "true" });
  // R(0) = 0, R(1) = R(2) = 1, R(n + 3) = R(n) + 2.
  assert.deepEqual(report.remoteness.slice(0, 10), [0, 1, 1, 2, 3, 3, 4, 5, 5, 6]);
  const cells = page.locator(".values-table td");
  assert.deepEqual(await cells.allTextContents(), report.remoteness.map(String));
  assert.equal(await cells.nth(5).textContent(), String(report.remoteness[5]));
  assert.equal(await cells.nth(5).textContent(), "3");
  assert.equal(await page.locator(".strip rect[fill] title").count(), 31);
  assert.equal(await page.locator(".strip rect[fill] title").nth(5).textContent(), "R(5) = 3");
  // The P-positions (even remoteness) are ringed and coloured as the page colours P-positions:
  // the orange of value 0 in the values view.
  const ringed = await page.locator(".values-table td.p").evaluateAll((tds) => tds.map((td) => [...td.parentElement.children].indexOf(td) - 1 + 10 * [...td.closest("tbody").children].indexOf(td.parentElement)));
  assert.deepEqual(ringed, report.p_positions.listed);
  assert.deepEqual(ringed.slice(0, 4), [0, 3, 6, 9]);
  const background = (cell) => cell.evaluate((td) => getComputedStyle(td).backgroundColor);
  assert.equal(await background(cells.nth(3)), "rgb(242, 140, 40)");
  assert.notEqual(await background(cells.nth(5)), "rgb(242, 140, 40)");
  const rules = await page.locator('[data-testid="rules"] .rule-text').allTextContents();
  assert.deepEqual(rules, report.rules.map((rule) => rule.text));
  assert.deepEqual(rules, ["R(n + 3) = R(n) + 2", "P-positions: n ≡ 0 (mod 3)"]);
  assert.match(await page.textContent('[data-testid="p-positions"]'), /P-positions up to n = 30: 0, 3, 6, 9, 12/);
  // Misère again turns remoteness off; the address remembers a remoteness view.
  await page.check("#seq-misere");
  await page.locator('[data-testid="misere-method"]').waitFor();
  assert.equal(await seqSwitch.isChecked(), false);
  assert.equal(new URL(page.url()).searchParams.get("remoteness"), null);
  await page.goto(`${server.url}/?view=seq&family=${encodeURIComponent("sub[1,2]")}&to=30&remoteness=true`);
  await page.locator("h2", { hasText: "remoteness R(n)" }).waitFor();
  assert.ok(await page.isChecked("#seq-remoteness"));

  // The table view: Wythoff's game, the switch toggled from the keyboard.
  await page.goto(`${server.url}/?view=table&family=wythoff&rows=8&cols=8`);
  await page.locator(".heat td").first().waitFor();
  const tableSwitch = page.getByRole("checkbox", { name: /^Remoteness/ }).and(page.locator("#table-remoteness"));
  await tableSwitch.focus();
  await page.keyboard.press("Space");
  await page.locator("h2", { hasText: "remoteness R(a, b)" }).waitFor();
  assert.ok(await tableSwitch.isChecked());
  assert.equal(new URL(page.url()).searchParams.get("remoteness"), "true");
  const { body: table } = await api(server.url, "/api/table", { family: "wythoff", rows: 8, cols: 8, remoteness: "true" });
  assert.deepEqual(table.remoteness.slice(0, 4).map((row) => row.slice(0, 4)), [[0, 1, 1, 1], [1, 1, 2, 3], [1, 2, 1, 3], [1, 3, 3, 1]]);
  const shown = await page.locator(".heat tbody tr").evaluateAll((rows) => rows.map((tr) => [...tr.querySelectorAll("td")].map((td) => Number(td.dataset.value))));
  assert.deepEqual(shown, table.remoteness);
  assert.equal(await page.textContent('.heat td[data-a="1"][data-b="3"]'), "3");
  const marked = await page.locator(".heat td.p").evaluateAll((tds) => tds.map((td) => [Number(td.dataset.a), Number(td.dataset.b)]));
  assert.deepEqual(marked, table.p_positions);
  assert.deepEqual(marked.slice(0, 3), [[0, 0], [1, 2], [2, 1]]);
  assert.equal(await background(page.locator('.heat td[data-a="1"][data-b="2"]')), "rgb(242, 140, 40)");
  assert.notEqual(await background(page.locator('.heat td[data-a="1"][data-b="3"]')), "rgb(242, 140, 40)");
  await page.hover('.heat td[data-a="1"][data-b="2"]');
  assert.match(await page.textContent(".readout"), /R\(1, 2\) = 2 — a P-position: the player to move loses in 2 moves/);
  await page.hover('.heat td[data-a="3"][data-b="1"]');
  assert.match(await page.textContent(".readout"), /R\(3, 1\) = 3 — an N-position: the player to move wins in 3 moves/);
  assert.match(await page.textContent('[data-testid="p-positions"]'), new RegExp(`P-positions \\(even remoteness\\): ${table.p_positions.length}: \\(0,0\\) \\(1,2\\) \\(2,1\\)`));
  const tableRules = await page.locator('[data-testid="rules"] .rule-text').allTextContents();
  assert.deepEqual(tableRules, table.rules.map((rule) => rule.text));
  assert.ok(tableRules.includes("R(a, b) = R(b, a)"), tableRules.join());
  // Misère and remoteness together make no sense: the misère switch turns remoteness off.
  await page.check("#table-misere");
  await page.locator("h2", { hasText: "in misère play" }).waitFor();
  assert.equal(await tableSwitch.isChecked(), false);
  assert.deepEqual(page.foreign(), []);
  assert.deepEqual(page.problems(), []);
  await page.closeAll();
});

test("a range of a parameter sweeps it: a row per value, the summary, and links to each sequence", async () => {
  const page = await newPage(browser, server.url);
  await page.goto(`${server.url}/?view=seq&family=${encodeURIComponent("powers[1..12]")}&to=200`);
  await page.locator('[data-testid="sweep"]').waitFor();
  const { body: report } = await api(server.url, "/api/seq", { family: "powers[1..12]", to: 200 });
  assert.equal(await page.locator('[data-testid="sweep"] tbody tr').count(), report.rows.length);
  const summary = await page.locator('[data-testid="summary"] li').allTextContents();
  assert.deepEqual(summary, ["P odd: G(n) = n mod 2", "P even: period P + 1"]);
  assert.match(await page.textContent('[data-testid="sweep"] tr[data-parameter="1"]'), /no sequence/);
  // A value's family opens its own sequence.
  await page.click('[data-testid="sweep"] a:has-text("powers[4]")');
  await page.locator(".values-table").waitFor();
  assert.equal(new URL(page.url()).searchParams.get("family"), "powers[4]");
  assert.deepEqual(page.foreign(), []);
  assert.deepEqual(page.problems(), []);
  await page.closeAll();
});

test("the state graph's node colours match the outcomes the API gives for those positions", async () => {
  const page = await newPage(browser, server.url);
  for (const expr of ["nim(2,2)", "sub[1,3,4](9)", "kayles(4)"]) {
    await page.goto(`${server.url}/?view=graph&expr=${encodeURIComponent(expr)}`);
    await page.locator(".graph-box svg .node").first().waitFor();
    // The legend's swatches against the boxes the server drew (the last <rect> of a node: the
    // start position also has a ring around its box).
    const colour = async (outcome) => page.$eval(`.legend .swatch.${outcome}`, (el) => getComputedStyle(el).backgroundColor);
    const legend = { P: await colour("P"), N: await colour("N") };
    assert.notEqual(legend.P, legend.N);
    const nodes = await page.locator(".graph-box svg .node").evaluateAll((gs) =>
      gs.map((g) => ({ position: g.dataset.position, outcome: g.dataset.outcome, value: g.dataset.value, fill: getComputedStyle([...g.querySelectorAll(":scope > rect")].pop()).fill })),
    );
    assert.ok(nodes.length >= 3, `${expr}: ${nodes.length} nodes`);
    for (const node of nodes) {
      const { body: report } = await api(server.url, "/api/eval", { expr: node.position });
      assert.equal(node.outcome, report.outcome, `${node.position}`);
      assert.equal(node.value, String(report.nimber), `${node.position}`);
      assert.equal(node.fill, legend[report.outcome], `${node.position} is drawn in the legend's colour for ${report.outcome}`);
    }
  }
  await page.closeAll();
});

test("clicking a node of the graph lists its options, and an option selects its node", async () => {
  const page = await newPage(browser, server.url);
  await page.goto(`${server.url}/?view=graph&expr=${encodeURIComponent("nim(1,2)")}`);
  const root = page.locator('.graph-box svg .node[data-position="nim(1,2)"]');
  await root.click();
  const { body: moves } = await api(server.url, "/api/moves", { expr: "nim(1,2)" });
  await page.locator(".side .options li").first().waitFor();
  const listed = await page.locator(".side .options .mono").allTextContents();
  assert.deepEqual(listed.map((t) => t.replace(/ \(value .*\)$/, "")), moves.moves.map((m) => m.to));
  await page.locator(".side .options button").first().click();
  await page.locator(".side .pos", { hasText: moves.moves[0].to }).waitFor();
  assert.ok(await page.$eval(`.graph-box svg .node[data-position="${moves.moves[0].to}"]`, (g) => g.classList.contains("selected")));
  // Keyboard: a node is focusable and Enter selects it.
  await page.focus('.graph-box svg .node[data-position="nim(1,2)"]');
  await page.keyboard.press("Enter");
  await page.locator(".side .pos", { hasText: "nim(1,2)" }).waitFor();
  await page.closeAll();
});

test("the position view lists every move with what it leads to, and plays one on click", async () => {
  const page = await newPage(browser, server.url);
  await page.goto(`${server.url}/?expr=${encodeURIComponent("nim(2,3)")}`);
  await page.getByRole("button", { name: "Show every move, with what it leads to" }).click();
  const rows = page.locator(".every-move-table tbody tr");
  await rows.first().waitFor();
  const { body: report } = await api(server.url, "/api/options", { expr: "nim(2,3)" });
  assert.equal(await rows.count(), report.options.length);
  assert.equal(report.options.length, 5);
  // The one move to a P-position, nim(2,2), lost for the opponent in four moves.
  const winning = page.locator('.every-move-table tbody tr[data-outcome="P"]');
  assert.equal(await winning.count(), 1);
  const cells = await winning.locator("td").allTextContents();
  assert.deepEqual(cells.slice(0, 3), ["P", "0", "4"]);
  await page.screenshot({ path: "test-results/every-move.png", fullPage: true });
  await winning.getByRole("button").click();
  await page.locator('[data-testid="outcome"]').waitFor();
  await page.waitForFunction(() => document.querySelector(".answer-expr")?.textContent.startsWith("nim(2,2)"));
  await page.closeAll();
});

test("the explorer unfolds the options as a tree, by click and by keyboard, and opens a node", async () => {
  const page = await newPage(browser, server.url);
  await page.goto(`${server.url}/?expr=${encodeURIComponent("nim(1,2)")}`);
  await page.getByRole("button", { name: "Explore the options as a tree" }).click();
  const explorer = page.locator('[data-testid="explorer"]');
  const top = explorer.locator(":scope > div > ul > li");
  await top.first().waitFor();
  // Every node is the server's answer for that position: the same moves, outcomes and values.
  const { body: root } = await api(server.url, "/api/options", { expr: "nim(1,2)" });
  assert.deepEqual(await top.evaluateAll((items) => items.map((li) => [li.dataset.to, li.dataset.outcome])), root.options.map((o) => [o.to, o.outcome]));
  // The one winning move, to nim(1,1): lost for the opponent, who has two moves.
  const winning = top.filter({ has: page.locator("summary") }).and(explorer.locator('li[data-outcome="P"]'));
  assert.equal(await winning.count(), 1);
  assert.equal(await winning.getAttribute("data-to"), "nim(1,1)");
  await winning.locator("summary").click();
  const grandchildren = winning.locator(".explorer-level > li");
  await grandchildren.first().waitFor();
  const { body: next } = await api(server.url, "/api/options", { expr: "nim(1,1)" });
  assert.deepEqual(await grandchildren.evaluateAll((items) => items.map((li) => [li.dataset.to, li.dataset.outcome])), next.options.map((o) => [o.to, o.outcome]));
  assert.ok(next.options.every((o) => o.outcome === "N"));
  // From the keyboard: focus a grandchild's summary and press Enter to unfold it, down to a
  // position with no move left.
  const child = grandchildren.first();
  await child.locator("summary").focus();
  await page.keyboard.press("Enter");
  const leaf = child.locator(".explorer-leaf");
  await leaf.first().waitFor();
  assert.equal(await leaf.first().getAttribute("data-outcome"), "P");
  await page.screenshot({ path: "test-results/explorer.png", fullPage: true });
  // A node opens its position in the Position view.
  await winning.getByRole("button", { name: "Open nim(1,1) in the Position view" }).click();
  await page.waitForFunction(() => document.querySelector(".answer-expr")?.textContent.startsWith("nim(1,1)"));
  assert.deepEqual(page.problems(), []);
  await page.closeAll();
});

test("the position view shows how long perfect play lasts beside the outcome, with its rule", async () => {
  const page = await newPage(browser, server.url);
  await page.goto(`${server.url}/?expr=${encodeURIComponent("nim(3,4,5)")}`);
  const remoteness = page.locator('[data-testid="remoteness"]');
  await remoteness.waitFor();
  const { body: report } = await api(server.url, "/api/eval", { expr: "nim(3,4,5)" });
  assert.equal(report.remoteness, 11);
  assert.match(await remoteness.textContent(), /the player to move wins in 11 moves/);
  // A lost position loses in an even number of moves; a family's closed form is quoted.
  await page.goto(`${server.url}/?expr=${encodeURIComponent("chomp(5,4)")}`);
  await page.locator('[data-testid="remoteness"]', { hasText: "loses in 8 moves" }).waitFor();
  await page.goto(`${server.url}/?expr=${encodeURIComponent("bash[3](10)")}`);
  await page.locator('[data-testid="remoteness"]', { hasText: "wins in 5 moves" }).waitFor();
  const { body: bash } = await api(server.url, "/api/eval", { expr: "bash[3](10)" });
  assert.equal(await page.textContent(".remoteness-rule code"), bash.remoteness_rule);
  await page.goto(`${server.url}/?expr=${encodeURIComponent("nim(0)")}`);
  await page.locator('[data-testid="remoteness"]', { hasText: "No move is left" }).waitFor();
  // Beyond the search, it says why.
  await page.goto(`${server.url}/?expr=${encodeURIComponent("kayles(10^30)")}`);
  await page.locator('[data-testid="remoteness"]', { hasText: "remoteness unknown: " }).waitFor();
  assert.deepEqual(page.foreign(), []);
  assert.deepEqual(page.problems(), []);
  await page.closeAll();
});

/** The strip's boxes: each one's accessible name and the number it shows. */
async function stripBoxes(page) {
  return page.locator('[data-testid="strip"] .rbox').evaluateAll((boxes) => boxes.map((box) => ({ name: box.getAttribute("aria-label"), shown: box.querySelector(".rbox-left").textContent, tabindex: box.getAttribute("tabindex") })));
}

test("the perfect computer moving first from chomp(5,4) makes the game last: to chomp(4,4), 7 moves left", async () => {
  const page = await newPage(browser, server.url);
  await page.goto(`${server.url}/?view=play`);
  await page.fill("#play-start", "chomp(5,4)");
  await page.check('input[name="first"][value="computer"]');
  await page.getByLabel("Computer's level").selectOption("perfect");
  await page.getByRole("button", { name: "New game" }).click();
  await page.locator('[data-testid="play-position"]', { hasText: "chomp(4,4)" }).waitFor();
  // Its reason, in words, from the server's answer.
  const url = new URL(page.url());
  const seed = url.searchParams.get("seed");
  const { body: answer } = await api(server.url, "/api/computer-move", { expr: "chomp(5,4)", level: "perfect", seed, ply: 0 });
  assert.equal(answer.chosen.to, "chomp(4,4)");
  assert.equal(answer.reason, "slowest-loss");
  assert.match(await page.textContent('[data-testid="computer-reason"]'), /no winning move, so it makes the game last: 7 more moves with your best play/);
  // The strip: the start (8 moves left, lost for the computer) and 7 after its move.
  await page.locator('[data-testid="strip-0"]:not(.pending)').waitFor();
  const boxes = await stripBoxes(page);
  assert.deepEqual(boxes, [
    { name: "start: P, 8 moves left", shown: "8", tabindex: "0" },
    { name: "after move 1: N, 7 moves left", shown: "7", tabindex: "0" },
  ]);
  assert.equal(await page.getByRole("listitem", { name: "after move 1: N, 7 moves left" }).count(), 1);
  // The colours are the page's: P orange, N blue, as colours.js gives them.
  const fills = await page.locator('[data-testid="strip"] .rbox-cell').evaluateAll((cells) => cells.map((cell) => getComputedStyle(cell).backgroundColor));
  assert.deepEqual(fills, ["rgb(242, 140, 40)", "rgb(85, 146, 200)"]);
  // The level and the seed are in the URL, and in the form.
  assert.equal(url.searchParams.get("level"), "perfect");
  assert.match(seed, /^\d+$/);
  assert.equal(await page.inputValue("#play-seed"), seed);
  assert.equal(await page.inputValue("#play-level"), "perfect");
  assert.deepEqual(url.searchParams.getAll("p"), ["chomp(4,4)"]);
  // A move of yours: the strip grows from /api/eval of the position reached, then the computer answers.
  await page.locator("#play-board .move").first().click();
  await page.locator('[data-testid="strip-3"]:not(.pending)').waitFor();
  const after = await stripBoxes(page);
  const [, mine, theirs] = new URL(page.url()).searchParams.getAll("p");
  const { body: reached } = await api(server.url, "/api/eval", { expr: mine });
  assert.equal(after[2].shown, String(reached.remoteness));
  assert.equal(after[2].name, `after move 2: ${reached.outcome}, ${reached.remoteness} move${reached.remoteness === 1 ? "" : "s"} left`);
  const { body: reply } = await api(server.url, "/api/computer-move", { expr: mine, level: "perfect", seed, ply: 2 });
  assert.equal(reply.chosen.to, theirs);
  assert.equal(after[3].shown, String(reply.remoteness_after));
  // The level chosen is kept in the URL; a reload replays the same game.
  await page.getByLabel("Computer's level").selectOption("beginner");
  await page.waitForFunction(() => new URL(location.href).searchParams.get("level") === "beginner");
  const shared = page.url();
  const again = await newPage(browser, server.url);
  await again.goto(shared);
  await again.locator('[data-testid="strip-3"]:not(.pending)').waitFor();
  assert.equal(await again.textContent('[data-testid="play-position"]'), theirs);
  assert.equal(await again.inputValue("#play-level"), "beginner");
  assert.equal(await again.inputValue("#play-seed"), seed);
  assert.deepEqual(await stripBoxes(again), after);
  assert.deepEqual(page.foreign(), []);
  assert.deepEqual(page.problems(), []);
  assert.deepEqual(again.problems(), []);
  await again.closeAll();
  await page.closeAll();
});

test("a beginner's game replays from its seed: the same seed, the same random moves", async () => {
  const page = await newPage(browser, server.url);
  const address = `${server.url}/?view=play&start=${encodeURIComponent("nim(5,6,7)")}&first=computer&level=beginner&seed=2026`;
  const play = async () => {
    await page.goto(address);
    const moves = [];
    for (let turn = 0; turn < 3; turn++) {
      await page.waitForFunction(() => document.querySelector('[data-testid="game-over"]') || (document.querySelector("#play-board .moves .move") && !document.querySelector("#play-board .busy")));
      if (await page.locator('[data-testid="game-over"]').count()) break;
      moves.push(await page.textContent('[data-testid="computer-reason"]'));
      await page.locator("#play-board .move").first().click();
    }
    return { moves, url: page.url() };
  };
  const first = await play();
  const second = await play();
  assert.deepEqual(second, first);
  assert.ok(first.moves.some((text) => /a random move, as its level does/.test(text)), first.moves.join("\n"));
  assert.equal(new URL(first.url).searchParams.get("seed"), "2026");
  assert.deepEqual(page.problems(), []);
  await page.closeAll();
});

test("misère play shows the simplest form, the genus and how a mixed sum was decided", async () => {
  const page = await newPage(browser, server.url);
  await page.goto(`${server.url}/?expr=${encodeURIComponent("nim(2,2)")}&misere=true`);
  const form = page.locator('[data-testid="form"]');
  await form.waitFor();
  const { body: report } = await api(server.url, "/api/misere-form", { expr: "nim(2,2)" });
  assert.equal(report.form, "{*2,*3}");
  // *2 + *2 in Conway's notation, 2_2, with a real subscript; the options beside it.
  assert.equal(report.conway, "2_2");
  assert.equal(await form.innerHTML(), "2<sub>2</sub>");
  assert.equal(await page.textContent('[data-testid="form-options"]'), "as options: {*2,*3}");
  assert.match(await page.textContent('[data-testid="misere-form"]'), /genus 0\^\{02\}, tame/);
  // Different games beside two heaps larger than 3: no quotient or theorem applies, and their
  // forms are searched.
  const mixed = "kayles(9) + chomp(3,3,1) + chomp(4,4) + chomp(3,3)";
  await page.goto(`${server.url}/?expr=${encodeURIComponent(mixed)}&misere=true`);
  await page.locator('[data-testid="form"]').waitFor();
  assert.match(await page.textContent("#position-result .facts"), /a search of the sum of the components' misère simplest forms/);
  const { body: evaluation } = await api(server.url, "/api/eval", { expr: mixed, misere: "true" });
  assert.equal(evaluation.method, "canonical");
  // With cram(3,4), a heap of 1, the genus of the other two decides.
  const { body: amongHeaps } = await api(server.url, "/api/eval", { expr: "kayles(9) + cram(3,4) + chomp(3,3,1)", misere: "true" });
  assert.equal(amongHeaps.method, "small-heaps");
  assert.equal(amongHeaps.outcome, "P");
  // Every component tame: the genera decide the sum, and the page lists them.
  const tame = "cram(3,3) + chomp(4,4) + bash[2](3)";
  await page.goto(`${server.url}/?expr=${encodeURIComponent(tame)}&misere=true`);
  await page.locator('[data-testid="genera"]').waitFor();
  assert.equal(await page.textContent('[data-testid="genera"]'), "0^{120}, 5^{57}, 0^{120}");
  assert.match(await page.textContent("#position-result .facts"), /Conway's theorem on tame games/);
  // One restive component among Nim heaps: its genus and the heaps decide the sum.
  const restive = "chomp(3,2,1) + nim(1,2)";
  await page.goto(`${server.url}/?expr=${encodeURIComponent(restive)}&misere=true`);
  await page.locator('[data-testid="genera"]').waitFor();
  assert.equal(await page.textContent('[data-testid="genera"]'), "1^{31}, 1^{031}, 2^{20}");
  assert.match(await page.textContent("#position-result .facts"), /Conway's restive games/);
  // A restless game among heaps of 2 and 3: its genus decides the sum, whatever its class.
  const restless = "kayles(5) + nim(2,3)";
  await page.goto(`${server.url}/?expr=${encodeURIComponent(restless)}&misere=true`);
  await page.locator('[data-testid="genera"]').waitFor();
  assert.equal(await page.textContent('[data-testid="genera"]'), "4^{146}, 2^{20}, 3^{31}");
  assert.match(await page.textContent("#position-result .facts"), /the genus of one game among small Nim heaps/);
  await page.goto(`${server.url}/?expr=${encodeURIComponent("chomp(3,3,1)")}&misere=true`);
  await page.locator('[data-testid="form"]').waitFor();
  assert.equal(await page.innerHTML('[data-testid="form"]'), "(2<sub>2</sub>20)2<sub>2</sub>420");
  await page.goto(`${server.url}/?expr=${encodeURIComponent("chomp(3,2,1)")}&misere=true`);
  await page.locator('[data-testid="form"]').waitFor();
  assert.match(await page.textContent('[data-testid="misere-form"]'), /genus 1\^\{31\}, restive/);
  assert.deepEqual(page.problems(), []);
  await page.closeAll();
});

// Sections 2 to 4: the sequence, the 2-D table and the state graph, checked against the API.

import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { api, launchBrowser, newPage, startServer } from "../harness.mjs";

let server;
let browser;
before(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

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

// Shared by the browser tests and the screenshot script: starts the real `grundy serve` on a
// free port, launches Debian's chromium through playwright-core, and watches every request the
// page makes.

import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { after, before } from "node:test";
import { chromium } from "playwright-core";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const CHROMIUM = process.env.CHROMIUM ?? "/usr/bin/chromium";

/** The grundy binary: $GRUNDY_BIN, else the release build, else the debug build. */
export function grundyBinary() {
  const candidates = [process.env.GRUNDY_BIN, path.join(ROOT, "target/release/grundy"), path.join(ROOT, "target/debug/grundy")].filter(Boolean);
  const found = candidates.find((file) => existsSync(file));
  if (!found) throw new Error(`no grundy binary: build one with \`cargo build -p grundy-cli\` or set GRUNDY_BIN (looked at ${candidates.join(", ")})`);
  return found;
}

/**
 * Starts `grundy serve --port 0` (a free loopback port, printed in its first line), or uses
 * $GRUNDY_URL, a server already running, and waits until it answers. Returns { url, stop }.
 */
export async function startServer() {
  if (process.env.GRUNDY_URL) return { url: process.env.GRUNDY_URL.replace(/\/$/, ""), stop: async () => {} };
  const binary = grundyBinary();
  const child = spawn(binary, ["serve", "--bind", "127.0.0.1", "--port", "0"], { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const exited = new Promise((resolve) => child.once("exit", (code) => resolve(code)));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 3000);
      await exited;
      clearTimeout(timer);
    }
  };
  const url = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`\`${binary} serve\` printed no address within 20 s:\n${output}`)), 20000);
    const watch = (chunk) => {
      output += chunk;
      const found = /http:\/\/[^\s/]+/.exec(output);
      if (found) {
        clearTimeout(timer);
        resolve(found[0]);
      }
    };
    child.stdout.on("data", watch);
    child.stderr.on("data", (chunk) => (output += chunk));
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`\`${binary} serve\` exited with ${code}:\n${output}`));
    });
  }).catch(async (error) => {
    await stop();
    throw error;
  });
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(`${url}/api/games`)).ok) break;
    } catch (error) {
      if (tries > 100) {
        await stop();
        throw new Error(`${url} does not answer: ${error.message}`);
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, stop };
}

/** Launches headless chromium (with the flags a root user without a sandbox needs). */
export async function launchBrowser() {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: install Debian's chromium (scripts/test.sh does)`);
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ["--no-sandbox", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
}

/**
 * A new page on `base` that records every request, every console error and every uncaught
 * exception. `page.foreign()` lists requests to any other host; `page.problems()` the errors.
 */
export async function newPage(browser, base, options = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  const page = await context.newPage();
  const origin = new URL(base).origin;
  const requests = [];
  const problems = [];
  page.on("request", (request) => requests.push(request.url()));
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.requests = requests;
  page.foreign = () => requests.filter((url) => !url.startsWith("data:") && !url.startsWith("about:") && new URL(url).origin !== origin);
  page.problems = () => problems.filter((p) => !/Failed to load resource: the server responded with a status of (4\d\d)/.test(p));
  page.base = base;
  page.closeAll = () => context.close();
  // A view's code loads after the page does; typing before it has run races with the view
  // filling its own fields, so a navigation returns once the view has entered.
  const goto = page.goto.bind(page);
  page.goto = async (url, gotoOptions) => {
    const response = await goto(url, gotoOptions);
    await page.waitForSelector("html[data-ready]", { state: "attached" });
    return response;
  };
  return page;
}

/** GET a JSON endpoint of the server. */
export async function api(base, route, params = {}) {
  const response = await fetch(`${base}${route}?${new URLSearchParams(params)}`);
  return { status: response.status, body: await response.json() };
}

/** POST a JSON endpoint of the server. */
export async function apiPost(base, route, body) {
  const response = await fetch(`${base}${route}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  return { status: response.status, body: await response.json() };
}

/**
 * Starts `grundy serve` and chromium before a test file's tests and stops them after: `onStart`
 * gets `{ server, browser }` once both run.
 */
export function serverAndBrowser(onStart) {
  let started = {};
  before(async () => {
    started = { server: await startServer() };
    started.browser = await launchBrowser();
    onStart(started);
  });
  after(async () => {
    await started.browser?.close();
    await started.server?.stop();
  });
}

// Shared by the browser tests and the screenshot script: starts the real `grundy serve` on a
// free port, launches Debian's chromium through playwright-core, and watches every request the
// page makes.

import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
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

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts `grundy serve` on a free loopback port (or uses $GRUNDY_URL, a server already running)
 * and waits until it answers. Returns { url, stop }.
 */
export async function startServer() {
  if (process.env.GRUNDY_URL) return { url: process.env.GRUNDY_URL.replace(/\/$/, ""), stop: async () => {} };
  const binary = grundyBinary();
  let lastError = null;
  for (let attempt = 0; attempt < 3; attempt++) {
    const port = await freePort();
    const child = spawn(binary, ["serve", "--bind", "127.0.0.1", "--port", String(port)], { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    const exited = new Promise((resolve) => child.once("exit", (code) => resolve(code)));
    const url = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 20000;
    let up = false;
    while (Date.now() < deadline && child.exitCode === null) {
      try {
        const response = await fetch(`${url}/api/games`);
        if (response.ok) {
          up = true;
          break;
        }
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if (up) {
      return {
        url,
        async stop() {
          if (child.exitCode === null) {
            child.kill("SIGTERM");
            const timer = setTimeout(() => child.kill("SIGKILL"), 3000);
            await exited;
            clearTimeout(timer);
          }
        },
      };
    }
    child.kill("SIGKILL");
    await exited;
    lastError = new Error(`\`${binary} serve --port ${port}\` did not answer within 20 s:\n${output}`);
  }
  throw lastError;
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

// The JSON API of `grundy serve`: requests, exact integers, and errors the page can show.
// Every request carries the page's language, so the server's texts read as the page does. A
// request whose view shows its progress carries a ticket (header X-Grundy-Ticket), and the
// page asks how far it is (GET /api/progress) once a second until it is answered.

import { lang, t } from "./i18n.js";

/** An error the server reported (400 with a column, or a limit), or a network failure. */
export class ApiError extends Error {
  constructor(message, { status = 0, column = null } = {}) {
    super(message);
    this.status = status;
    this.column = column;
  }
}

/**
 * Parses JSON keeping every integer exact: integers of 16 digits or more (beyond what a
 * JavaScript number holds exactly) become strings of digits, as the server already writes
 * integers beyond 64 bits.
 */
export function parseExact(text) {
  const quoted = text.replace(/"(?:[^"\\]|\\.)*"|-?\d{16,}(?![.eE\d])/g, (token) =>
    token.startsWith('"') ? token : `"${token}"`,
  );
  return JSON.parse(quoted);
}

const MESSAGES = {
  413: "api-too-large",
  422: "api-too-much",
  429: "api-too-many",
  503: "api-busy",
};

async function handle(response) {
  const text = await response.text();
  if (response.ok) return text;
  let body = null;
  try {
    body = parseExact(text);
  } catch {
    // Not JSON: fall back to the status's meaning below.
  }
  const fallback = MESSAGES[response.status] ? t(MESSAGES[response.status]) : t("api-status", { status: response.status });
  const message = body?.error || fallback;
  const error = new ApiError(message, { status: response.status, column: body?.column ?? null });
  error.retryAfter = Number(response.headers.get("retry-after")) || 0;
  throw error;
}

function query(params) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== "") search.set(key, String(value));
  }
  return search.toString();
}

async function request(path, options = {}, retried = false) {
  try {
    return await attempt(path, options);
  } catch (error) {
    // A busy server says when to come back (Retry-After); wait once, briefly, then give up.
    if (!retried && error instanceof ApiError && (error.status === 503 || error.status === 429) && !options.signal?.aborted) {
      await new Promise((resolve) => setTimeout(resolve, Math.min(3, error.retryAfter || 1) * 1000));
      if (!options.signal?.aborted) return request(path, options, true);
    }
    throw error;
  }
}

async function attempt(path, { params = {}, body = null, signal, ticket = null } = {}) {
  let response;
  const search = query({ ...params, lang: lang() });
  const headers = ticket ? { "x-grundy-ticket": ticket } : {};
  try {
    response = body
      ? await fetch(`${path}?${search}`, {
          method: "POST",
          headers: { ...headers, "content-type": "application/json" },
          body: JSON.stringify(body),
          signal,
        })
      : await fetch(`${path}?${search}`, { headers, signal });
  } catch (error) {
    if (error.name === "AbortError") throw error;
    throw new ApiError(t("api-unreachable"));
  }
  return handle(response);
}

/** The JSON body of a POST: the parameters without empty ones, "true"/"false" as booleans. */
function bodyOf(params, rules) {
  const body = { rules };
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined || value === "") continue;
    body[key] = value === "true" ? true : value === "false" ? false : value;
  }
  return body;
}

/** How long a computation runs before the page first asks how far it is, and then how often. */
const PROGRESS_EVERY_MS = 1000;

/** A random ticket: 32 hexadecimal digits (crypto.randomUUID needs a secure context). */
function newTicket() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * Asks how far the computation under `ticket` is, once a second, and gives each report to
 * `onProgress`; returns the function that stops asking. A 404 (not begun, or just ended) or a
 * failed question is skipped: progress is a courtesy, never an error.
 */
function follow(ticket, onProgress) {
  let stopped = false;
  let timer = null;
  const ask = async () => {
    try {
      const response = await fetch(`/api/progress?${query({ ticket, lang: lang() })}`);
      if (response.ok && !stopped) onProgress(parseExact(await response.text()));
    } catch {
      // The answer to the request itself will say if the server is gone.
    }
    if (!stopped) timer = setTimeout(ask, PROGRESS_EVERY_MS);
  };
  timer = setTimeout(ask, PROGRESS_EVERY_MS);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

/**
 * GET (or POST when `rules` is given) a JSON endpoint. With `onProgress`, it is told how far
 * the computation is (the server's progress report) once a second while it runs.
 */
export async function getJson(path, params = {}, { rules = null, signal, onProgress = null } = {}) {
  const ticket = onProgress ? newTicket() : null;
  const stop = onProgress ? follow(ticket, onProgress) : () => {};
  try {
    const text = rules
      ? await request(path, { body: bodyOf(params, rules), signal, ticket })
      : await request(path, { params, signal, ticket });
    return parseExact(text);
  } finally {
    stop();
  }
}

/** GET (or POST with `rules`) the state graph as SVG text. */
export async function getSvg(params, { rules = null, signal } = {}) {
  return rules
    ? request("/api/graph", { body: bodyOf(params, rules), signal })
    : request("/api/graph", { params, signal });
}

/**
 * Runs the latest of a series of requests: starting a new one aborts the previous one (the
 * server then stops its work), and an aborted request settles with `undefined`.
 */
export class Latest {
  constructor() {
    this.controller = null;
  }
  async run(task) {
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    try {
      return await task(controller.signal);
    } catch (error) {
      if (controller.signal.aborted) return undefined;
      throw error;
    } finally {
      if (this.controller === controller) this.controller = null;
    }
  }
}

/**
 * The reference feed's switches and state: what the control API (POST /control/feeds/<name>,
 * /control/reset, /control/requests) may set, checked, and where each feed's definition comes from.
 */
import { BUILT_IN, GEN_MAX_SLOTS, GEN_MAX_TOUCHPOINTS, genDefinition, parseGenName } from './reference-feed-data.mjs';

const SWITCH_KEYS = [
  'latencyMs',
  'failPages',
  'failTimes',
  'timeoutPages',
  'malformedPages',
  'truncatedPages',
  'redirectTo',
  'removeIds',
  'stockGeneration',
  'pageSizeMax',
  'token',
  'edits',
];

/** Refuses a control body that would make the feed misbehave in a way nobody asked for. */
function checkSwitches(body) {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new Error('the body must be an object');
  const pages = (key) => {
    const v = body[key];
    if (v !== undefined && !(Array.isArray(v) && v.every((n) => Number.isInteger(n) && n >= 1)))
      throw new Error(`${key} must be a list of page numbers`);
  };
  const count = (key, min) => {
    const v = body[key];
    if (v !== undefined && !(Number.isInteger(v) && v >= min))
      throw new Error(`${key} must be a whole number ≥ ${min}`);
  };
  for (const key of Object.keys(body)) {
    if (!SWITCH_KEYS.includes(key) && key !== 'touchpoints' && key !== 'slots')
      throw new Error(`unknown switch "${key}"`);
  }
  pages('failPages');
  pages('timeoutPages');
  pages('malformedPages');
  pages('truncatedPages');
  count('latencyMs', 0);
  count('failTimes', 0);
  count('stockGeneration', 0);
  count('pageSizeMax', 1);
  count('touchpoints', 0);
  count('slots', 0);
  if (body.touchpoints > GEN_MAX_TOUCHPOINTS) throw new Error(`touchpoints must be at most ${GEN_MAX_TOUCHPOINTS}`);
  if (body.slots > GEN_MAX_SLOTS) throw new Error(`slots must be at most ${GEN_MAX_SLOTS}`);
  if (body.redirectTo !== undefined && !(typeof body.redirectTo === 'string' && URL.canParse(body.redirectTo)))
    throw new Error('redirectTo must be an absolute URL');
  if (body.token !== undefined && !(typeof body.token === 'string' && body.token.length > 0))
    throw new Error('token must be a non-empty string');
  if (
    body.removeIds !== undefined &&
    !(Array.isArray(body.removeIds) && body.removeIds.every((s) => typeof s === 'string'))
  )
    throw new Error('removeIds must be a list of ids');
  const isObject = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
  if (
    body.edits !== undefined &&
    !(
      isObject(body.edits) &&
      Object.values(body.edits).every(
        (e) => isObject(e) && (e.products === undefined || (Array.isArray(e.products) && e.products.every(isObject))),
      )
    )
  )
    throw new Error('edits must map touchpoint ids to fields (products: a list of product fields by position)');
}

/** The state of one server: switches per feed, custom feeds, failure counts and request counts. */
export function createState() {
  return {
    /** name → switches (merged by each control call). */
    switches: new Map(),
    /** name → definition of a feed created through the control API. */
    custom: new Map(),
    /** `${name}#${page}` → how many times that failing page has failed since its switch was set. */
    failures: new Map(),
    /** request path (with `?page=n` for pages) → count. */
    requests: new Map(),
  };
}

/** The definition behind a feed name: built-in, created through control, or generated; else null. */
export function definitionOf(state, name) {
  return state.custom.get(name) ?? BUILT_IN[name] ?? (parseGenName(name) && genDefinition(parseGenName(name)));
}

/**
 * The control operations, shared by the HTTP control API and the object `startReferenceFeed`
 * returns. `setFeed` merges switches; a body with `touchpoints` (and `slots`) on a name that is
 * not built in creates that feed, generated like `gen-*`, so a test can give a channel a feed with
 * its own token.
 */
export function createControl(state) {
  return {
    setFeed(name, body = {}) {
      checkSwitches(body);
      const { touchpoints, slots, ...switches } = body;
      if (touchpoints !== undefined) {
        if (BUILT_IN[name] || parseGenName(name)) throw new Error(`"${name}" is a built-in feed; choose another name`);
        state.custom.set(name, genDefinition({ touchpoints, slots: slots ?? 8 }));
      } else if (!definitionOf(state, name)) {
        throw new Error(`no feed "${name}" (send touchpoints to create it)`);
      }
      state.switches.set(name, { ...(state.switches.get(name) ?? {}), ...switches });
      for (const key of [...state.failures.keys()]) if (key.startsWith(`${name}#`)) state.failures.delete(key);
      return { name, switches: state.switches.get(name) };
    },
    reset() {
      state.switches.clear();
      state.custom.clear();
      state.failures.clear();
      state.requests.clear();
    },
    requests() {
      const paths = Object.fromEntries([...state.requests.entries()].sort(([a], [b]) => a.localeCompare(b)));
      const total = [...state.requests.values()].reduce((a, b) => a + b, 0);
      return { total, paths };
    },
  };
}

// ── HTTP ────────────────────────────────────────────────────────────────────────────────────

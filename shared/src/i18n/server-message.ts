/**
 * A message the API server words (a refusal, a field's error, a report's queued sentence, a
 * checklist's title) in the language shown. The server speaks English only; English is shown as
 * sent, in the tenant's words for people. Hindi is read from the table `serverMessages`: the
 * message itself first, else the first of its templates that matches the whole message, the most
 * specific first, with the values it captured put into the Hindi (a value in a place that holds
 * one of the server's words — a record's kind, a field, a type — "Wallet" or "mobile", in Hindi
 * too; a name an operator gave stays as given). A value never spans two sentences. A field's
 * message (the validation wording) is read by its own templates; a request's validation message
 * joins its fields' with "; " and is read a field at a time; a message of several sentences (a
 * rule's row problems) is read a sentence at a time. A message the table does not know is shown
 * as sent.
 */
import { nounsOf } from '../contracts/labels';
import type { TenantLabels } from '../contracts/registry';
import { messageInTenantWords } from '../tenant/nouns';
import { interpolate, nounsIn } from './catalogue';
import type { Language } from './language';
import { serverMessages, serverWords, validationServerMessages } from './server-messages';

interface Template {
  english: string;
  hindi: string;
  /** The English with each placeholder a capture, anchored at both ends. */
  pattern: RegExp;
  /** The placeholders' names, in the order the pattern captures them. */
  names: string[];
}

const PLACEHOLDER = /\{(\w+)\}/g;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The characters a template says beside its placeholders: the more, the more specific. */
const fixedLength = (english: string) => english.replace(PLACEHOLDER, '').length;

function compile(english: string, hindi: string): Template {
  const names: string[] = [];
  let source = '';
  let last = 0;
  for (const match of english.matchAll(PLACEHOLDER)) {
    // A value holds no sentence's end: a template never reads two of a message's sentences as one.
    source += `${escape(english.slice(last, match.index))}((?:(?!\\.\\s)[\\s\\S])+?)`;
    names.push(match[1]!);
    last = match.index + match[0].length;
  }
  return { english, hindi, names, pattern: new RegExp(`^${source}${escape(english.slice(last))}$`) };
}

const exact = new Map<string, string>();
/** A sentence's templates, and a field's (the validation wording), each the most specific first. */
const sentences: Template[] = [];
const fields: Template[] = [];
for (const [english, hindi] of Object.entries(serverMessages)) {
  if (!english.includes('{')) exact.set(english, hindi);
  else (Object.hasOwn(validationServerMessages, english) ? fields : sentences).push(compile(english, hindi));
}
for (const list of [sentences, fields])
  list.sort((a, b) => fixedLength(b.english) - fixedLength(a.english) || a.names.length - b.names.length);
const words = new Map(Object.entries(serverWords));

type Nouns = Readonly<Record<string, string>>;

/** The placeholders whose values are the server's own words (a record's kind, a field, a type…), not data. */
const WORD_PLACES = new Set(['entity', 'field', 'type', 'format', 'status', 'noun', 'reason', 'column']);

/** A captured value: one of the server's words in Hindi (also the first word uncapitalised), else as sent. */
function wordIn(value: string, nouns: Nouns): string {
  const word = words.get(value) ?? words.get(value.charAt(0).toLowerCase() + value.slice(1));
  return word === undefined ? value : interpolate(word, undefined, nouns);
}

/**
 * The first of `templates` that matches all of `message`, with the values it captured. A field's
 * message has no full stop: a sentence is never read by a field's template.
 */
function matching(templates: readonly Template[], message: string) {
  if (templates === fields && message.endsWith('.')) return undefined;
  for (const template of templates) {
    const match = template.pattern.exec(message);
    if (match) return { template, captured: match.slice(1) };
  }
  return undefined;
}

/** The Hindi of a message `templates` read, or undefined when none does. */
function readBy(templates: readonly Template[], message: string, nouns: Nouns): string | undefined {
  const found = matching(templates, message);
  if (!found) return undefined;
  const values: Record<string, string> = {};
  found.template.names.forEach((name, i) => {
    const value = found.captured[i]!;
    values[name] = WORD_PLACES.has(name) ? wordIn(value, nouns) : value;
  });
  return interpolate(found.template.hindi, values, nouns);
}

function known(message: string, nouns: Nouns): string | undefined {
  const hindi = exact.get(message) ?? words.get(message);
  return hindi === undefined ? undefined : interpolate(hindi, undefined, nouns);
}

/**
 * A request's validation message, "Mobile is required; email must be a valid email address.":
 * its fields' messages joined with "; ", the first capitalised, ending with a full stop. Read only
 * when every part is a field's message the table knows.
 */
function validationHindi(message: string, nouns: Nouns): string | undefined {
  if (!message.endsWith('.')) return undefined;
  const parts = message
    .slice(0, -1)
    .split('; ')
    .map((part) => readBy(fields, part, nouns));
  return parts.every((part) => part !== undefined) ? `${parts.join('; ')}।` : undefined;
}

/** A message of several sentences ("Row 2 (…) overlaps row 1 (…). Row 3: …"), read a sentence at a time. */
function sentencesHindi(message: string, nouns: Nouns): string | undefined {
  const parts = message.split(/(?<=\.)\s+(?=\S)/);
  if (parts.length < 2) return undefined;
  const read = parts.map((part) => known(part, nouns) ?? readBy(sentences, part, nouns));
  return read.every((part) => part !== undefined) ? read.join(' ') : undefined;
}

/** The table's entry a whole message is read by (the test that every server message has one). */
export function serverTemplateOf(message: string): { english: string; hindi: string } | undefined {
  const hindi = exact.get(message);
  if (hindi !== undefined) return { english: message, hindi };
  const found = matching(sentences, message) ?? matching(fields, message);
  return found && { english: found.template.english, hindi: found.template.hindi };
}

/** The server's `message` as the console shows it in `language`, for a tenant with `labels`. */
export function serverMessageIn(language: Language, message: string, labels: TenantLabels): string {
  const asSent = () => messageInTenantWords(message, nounsOf(labels));
  if (language === 'en') return asSent();
  const nouns = nounsIn(language, labels);
  return (
    known(message, nouns) ??
    readBy(sentences, message, nouns) ??
    validationHindi(message, nouns) ??
    sentencesHindi(message, nouns) ??
    readBy(fields, message, nouns) ??
    asSent()
  );
}

/**
 * Every message the API server words has its Hindi. The server's source (server/src, its tests
 * left out) is read for the messages of its refusals, its 404s' records and its validation
 * wording (../testing/server-source.ts); each must be read by an entry of the table
 * (./server-messages/) whose Hindi differs from the English and names the same values. Messages
 * built where that reading cannot follow them are listed here by hand. A new server message fails
 * here, naming itself, until its row is added.
 */
import path from 'node:path';
import { DEFAULT_LABELS } from '../contracts/labels';
import { REPORT_QUEUED_MESSAGES, TRANSACTION_REPORT_COLUMNS } from '../contracts/reports';
import { readServerSource } from '../testing/server-source';
import { DEFAULT_NOUNS } from './default-nouns';
import { serverMessageIn, serverTemplateOf } from './server-message';
import { SERVER_MESSAGE_PARTS, serverMessages, serverWords } from './server-messages';

const source = readServerSource(path.join(__dirname, '../../../server/src'));

/**
 * The arguments the reading cannot follow (`file: expression`), and the messages they can be; an
 * argument listed with none carries what is read elsewhere, or never reaches the console.
 */
const BUILT_ELSEWHERE: Readonly<Record<string, readonly string[]>> = {
  // The named groups' kinds (customer groups, touchpoint groups) name their own refusal.
  'lib/named-groups/named-groups-service.ts: kind.nameTaken': [
    'A group with this name already exists.',
    'A touchpoint group with this name already exists.',
  ],
  'lib/password-strength.ts: check.message!': [
    'The password cannot be only spaces.',
    'The password is too weak: it is made of your own name or e-mail. Add words of your own.',
    'The password is too weak: {why}',
  ],
  // viewValueProblem (shared/src/contracts/saved-views.ts).
  'services/merchant/views/views-service.ts: problem': [
    'The value of “{name}” is too long.',
    'The sort direction must be ASC or DESC.',
    'The page size must be a number.',
    '“columns” must name up to {max} columns by their ids, separated by commas.',
  ],
  // ruleRowProblems (shared/src/contracts/rule-windows.ts), each row's a field error too.
  "services/merchant/rules/rules-service.ts: problems.map((p) => p.message).join(' ')": [
    'Row {row}: the time must be HH:MM-HH:MM (24-hour) with different start and end, e.g. 12:00-14:30.',
    'Row {row} ({time}) overlaps row {earlier} ({earlierTime}).',
  ],
  // The vend rules' verdict (services/transaction/vend/rule-evaluator.ts).
  'services/transaction/vend/vend-service.ts: verdict.message': [
    '{name} allows vending only {windows}.',
    '{name} allows {limit} item; {used} already taken today.',
    '{name} allows {limit} items; {used} already taken today.',
    '{name} allows {limit}; {spent} already spent today.',
  ],
  // A request's validation message: its fields' messages (read in validation-message.ts) joined.
  'lib/validation-message.ts: message.charAt(0).toUpperCase() + message.slice(1)': [],
  "services/customer/imports/imports-routes.ts: describeValidation([...checkFields.Errors(fields)] as ValidationIssue[], 'body').message":
    [],
  // The 402's licence message opens the licence modal, which has its own words; a framework's 4xx.
  'plugins/errors.ts: error.message': [],
  // No caller passes one.
  'lib/live-records.ts: describe(missing)': [],
  // The answer to a deploy token's publish, read by the deploying pipeline, never by the console.
  "services/platform/publish/publish-service.ts: messages.join(' ')": [],
  'services/platform/publish/publish-service.ts: manifest.message': [],
  'services/platform/publish/publish-service.ts: info.message': [],
  // The records of the named groups' 404s (below).
  'lib/named-groups/named-groups-service.ts: kind.noun': [],
};
/** The records the named groups' kinds name in their 404s. */
const ENTITIES_ELSEWHERE = ['Group', 'Touchpoint group'];

/**
 * Messages the server's jobs write into what the console lists: an import's failed rows
 * (services/customer/imports/import-steps.ts) and a bulk credit's wallets (bulk-credit-service.ts).
 */
const RESULT_MESSAGES = [
  'No customer has this mobile number.',
  'A top-up adds money: amount must be greater than zero.',
  'This customer has no wallet with this wallet_id.',
  'This customer has no primary wallet.',
  'Not applied (a server error); run the batch again to settle it.',
  'The wallet is deleted.',
  'The wallet is inactive.',
];

const NOUNS = new Set(Object.keys(DEFAULT_NOUNS.hi));
const values = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();
/** What is wrong with an entry: its Hindi names the English's values (and, besides, only the tenant's nouns). */
function entryProblem(english: string, hindi: string): string | null {
  if (!hindi.trim()) return 'empty';
  if (hindi === english) return 'Hindi reads as the English';
  const own = values(hindi).filter((name) => !NOUNS.has(name) || values(english).includes(name));
  if (own.join() !== values(english).join()) return `values ${values(english).join()} vs ${own.join()}`;
  return null;
}

describe("the server's messages in Hindi", () => {
  it('has an entry for every message the server words, its Hindi naming the same values', () => {
    const messages = new Set([
      ...source.messages.map((m) => m.text),
      ...Object.values(BUILT_ELSEWHERE).flat(),
      ...RESULT_MESSAGES,
    ]);
    const problems = [...messages].flatMap((message) => {
      const entry = serverTemplateOf(message);
      if (!entry) return [`no Hindi: ${message}`];
      const problem = entryProblem(entry.english, entry.hindi);
      return problem ? [`${entry.english}: ${problem}`] : [];
    });
    expect(problems).toEqual([]);
    // The reading found the refusals: a server that stopped matching it would pass with none.
    expect(messages.size).toBeGreaterThan(200);
  });

  it('follows every message but those listed by hand', () => {
    expect([...new Set(source.unread)].sort()).toEqual(Object.keys(BUILT_ELSEWHERE).sort());
  });

  it("has the server's word for every record a 404 names", () => {
    const named = [...source.entities.map((e) => e.text), ...ENTITIES_ELSEWHERE];
    const missing = named.filter((entity) =>
      entity.includes('{') ? !serverTemplateOf(`${entity} not found.`) : !Object.hasOwn(serverWords, entity),
    );
    expect(missing).toEqual([]);
  });

  it("says the report dialogs' sentences and the checklist's titles", () => {
    const said = [...Object.values(REPORT_QUEUED_MESSAGES), ...Object.values(TRANSACTION_REPORT_COLUMNS)];
    expect(said.filter((text) => serverMessageIn('hi', text, DEFAULT_LABELS) === text)).toEqual([]);
  });

  it('keeps each entry in one part, every Hindi naming its English values', () => {
    const entries = SERVER_MESSAGE_PARTS.flatMap((part) => Object.entries(part));
    expect(entries.length).toBe(Object.keys(serverMessages).length);
    const problems = [...entries, ...Object.entries(serverWords)].flatMap(([english, hindi]) => {
      const problem = entryProblem(english, hindi);
      return problem ? [`${english}: ${problem}`] : [];
    });
    expect(problems).toEqual([]);
  });
});

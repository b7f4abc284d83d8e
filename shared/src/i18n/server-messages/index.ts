/**
 * The API server's messages in Hindi, English template → Hindi template, in parts by the server's
 * area (`server-messages/<area>.ts`, each `export const <area>ServerMessages`). A `${…}` of the
 * server's template is a `{name}` here, the same names in both; the Hindi may also name the
 * tenant's nouns (`{customer}`, `{order}`…) where the English speaks of customers or orders.
 */
import { accessServerMessages } from './access';
import { adminServerMessages } from './admin';
import { importsServerMessages } from './imports';
import { peopleServerMessages } from './people';
import { requestsServerMessages } from './requests';
import { touchpointsServerMessages } from './touchpoints';
import { transactionsServerMessages } from './transactions';
import { validationServerMessages } from './validation';

export { serverWords } from './words';
export { validationServerMessages };

export const SERVER_MESSAGE_PARTS: readonly Readonly<Record<string, string>>[] = [
  accessServerMessages,
  adminServerMessages,
  importsServerMessages,
  peopleServerMessages,
  requestsServerMessages,
  touchpointsServerMessages,
  transactionsServerMessages,
  validationServerMessages,
];

export const serverMessages: Readonly<Record<string, string>> = Object.assign({}, ...SERVER_MESSAGE_PARTS);

export * from './language';
export * from './catalogue';
export { kit } from './kit-messages';
export { menuWords, useMenuWords, type MenuWords } from './kit-menu';
export * from './default-nouns';
export { loadServerMessages, shownServerMessage, useServerMessage } from './server-message-shown';

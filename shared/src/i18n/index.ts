export * from './language';
export * from './catalogue';
export { kit } from './kit-messages';
export { menuWords, useMenuWords, type MenuWords } from './kit-menu';
export * from './default-nouns';

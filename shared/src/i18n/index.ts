export * from './language';
export * from './catalogue';
export { kit } from './kit-messages';
export * from './default-nouns';

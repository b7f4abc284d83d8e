/**
 * The server's messages as the console shows them (`serverMessageIn` for the language shown and
 * the signed-in tenant): outside React `shownServerMessage(message)`, in a component
 * `useServerMessage()(message)`. The Hindi table is a chunk of its own, fetched as soon as a
 * language other than English is shown (at load when it is the kept choice), so the sign-in page's
 * JavaScript carries none of it; until it has arrived a message reads as sent.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { nounsOf } from '../contracts/labels';
import type { TenantLabels } from '../contracts/registry';
import { messageInTenantWords } from '../tenant/nouns';
import { useTenantStore } from '../tenant/tenant-store';
import { currentLanguage, useLanguageStore, type Language } from './language';
// A type only: the module itself is fetched by `loadServerMessages`.
import type { serverMessageIn } from './server-message';

type ServerMessageIn = typeof serverMessageIn;

let translate: ServerMessageIn | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

/** Fetches the Hindi table once; a failed fetch is tried again at the next call. */
export function loadServerMessages(): Promise<void> {
  loading ??= import('./server-message').then(
    (module) => {
      translate = module.serverMessageIn;
      for (const listener of listeners) listener();
    },
    () => {
      loading = undefined;
    },
  );
  return loading;
}

if (currentLanguage() !== 'en') void loadServerMessages();
useLanguageStore.subscribe(({ language }) => {
  if (language !== 'en') void loadServerMessages();
});

function say(language: Language, labels: TenantLabels, message: string, inOther = translate): string {
  if (language !== 'en' && inOther) return inOther(language, message, labels);
  // Not in yet (or its fetch failed): asked for again, and the message reads as sent meanwhile.
  if (language !== 'en') void loadServerMessages();
  return messageInTenantWords(message, nounsOf(labels));
}

/** A server message in the language shown and the signed-in tenant's words, outside React (the API client). */
export const shownServerMessage = (message: string): string =>
  say(currentLanguage(), useTenantStore.getState().labels, message);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const loaded = () => translate;

/** `shownServerMessage` in a component: it renders again when the language, the tenant or the table changes. */
export function useServerMessage(): (message: string) => string {
  const language = useLanguageStore((s) => s.language);
  const labels = useTenantStore((s) => s.labels);
  const inOther = useSyncExternalStore(subscribe, loaded, loaded);
  return useCallback((message: string) => say(language, labels, message, inOther), [language, labels, inOther]);
}

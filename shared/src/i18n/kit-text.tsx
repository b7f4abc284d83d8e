/**
 * A kit message where a hook cannot be called: a column header built with its column (the
 * header is a component, so it speaks the language shown and follows a change of it).
 */
import type { ReactNode } from 'react';
import { kit } from './kit-messages';

type KitKey = Parameters<typeof kit.t>[0];

export function KitText({ k }: { k: KitKey }): ReactNode {
  return kit.useT()(k);
}

/** A column header reading `k` from the kit catalogue. */
export const kitHeader = (k: KitKey) =>
  function KitHeader() {
    return <KitText k={k} />;
  };

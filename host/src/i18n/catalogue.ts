/**
 * The shell's catalogue: its top bar, sidebar, notices, dialogs and command palette. Only the
 * shell's chunk imports it; what is said before the shell loads is in `./front-door`.
 */
import { defineCatalogue } from '@console/shared';
import { dialogsMessages } from './dialogs';
import { noticesMessages } from './notices';
import { paletteMessages } from './palette';
import { shellMessages } from './shell';

export const catalogue = defineCatalogue({
  en: {
    ...shellMessages.en,
    ...noticesMessages.en,
    ...dialogsMessages.en,
    ...paletteMessages.en,
  },
  hi: {
    ...shellMessages.hi,
    ...noticesMessages.hi,
    ...dialogsMessages.hi,
    ...paletteMessages.hi,
  },
});

/** The host shell's catalogue: its frame, notices, dialogs, login screen and command palette. */
import { defineCatalogue } from '@console/shared';
import { dialogsMessages } from './dialogs';
import { loginMessages } from './login';
import { noticesMessages } from './notices';
import { paletteMessages } from './palette';
import { shellMessages } from './shell';

export const catalogue = defineCatalogue({
  en: {
    ...shellMessages.en,
    ...noticesMessages.en,
    ...dialogsMessages.en,
    ...loginMessages.en,
    ...paletteMessages.en,
  },
  hi: {
    ...shellMessages.hi,
    ...noticesMessages.hi,
    ...dialogsMessages.hi,
    ...loginMessages.hi,
    ...paletteMessages.hi,
  },
});

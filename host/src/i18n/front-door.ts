/**
 * The host's words said before the shell loads: the login screen and the frame (loader, toasts,
 * crash and route-error pages). A catalogue of its own so /login carries these and not the
 * shell's, which loads with the shell's chunk (`./catalogue`).
 */
import { defineCatalogue } from '@console/shared';
import { frameMessages } from './frame';
import { loginMessages } from './login';

export const frontDoor = defineCatalogue({
  en: { ...loginMessages.en, ...frameMessages.en },
  hi: { ...loginMessages.hi, ...frameMessages.hi },
});

/** Test steps for a searching picker or filter (the kit's SearchSelect over a finder). */
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Opens the picker `combobox`: it lists the first matches and says how many there are to search
 * (`hint`), and `option` is not among them; pasting `typed` into it finds `option`, which is chosen.
 */
export async function searchAndChoose(
  user: UserEvent,
  combobox: HTMLElement,
  { hint, typed, option }: { hint: string; typed: string; option: string },
) {
  await user.click(combobox);
  expect(await screen.findByText(hint)).toBeInTheDocument();
  expect(screen.queryByRole('option', { name: option })).not.toBeInTheDocument();
  await user.clear(combobox);
  await user.click(combobox);
  await user.paste(typed);
  await user.click(await screen.findByRole('option', { name: option }));
}

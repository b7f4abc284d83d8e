/**
 * The rule form's tests share this: room for a long form on a loaded machine (a picker, selects
 * and a table of inputs), the page rendered at a rule's edit path, and its time and limit rows read
 * back as the inputs hold them.
 */
import { renderPage } from '@console/shared/testing';
import { configure, screen } from '@testing-library/react';
import RuleFormPage from './rule-form-page';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000 });

export const renderEdit = (id = '5') =>
  renderPage(<RuleFormPage />, { path: `/edit-rule/${id}`, route: '/edit-rule/:id' });

export const cell = (row: number, column: 'name' | 'time' | 'limit') =>
  screen.getByRole('textbox', { name: new RegExp(`^Row ${row} ${column}`) });

/** Each row's name, time and limit as the inputs hold them. */
export const rowValues = () =>
  screen
    .getAllByRole('textbox', { name: /^Row \d+ name/ })
    .map((_, i) =>
      [cell(i + 1, 'name'), cell(i + 1, 'time'), cell(i + 1, 'limit')].map((e) => (e as HTMLInputElement).value),
    );

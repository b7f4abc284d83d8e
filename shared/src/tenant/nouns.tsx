/**
 * The tenant's nouns, from one place: every title, sidebar item, column, KPI, dialog and message
 * that names people or orders takes its words here, so a tenant that says Employees and Dispensed
 * Products says them everywhere. A tenant that renames nothing reads the console's own words
 * (People List, Touchpoint Orders, Customer Name…) exactly as they were.
 */
import type { ReactNode } from 'react';
import { inPeopleWords, nounsOf, type Nouns } from '../contracts/labels';
import { useTenantStore } from './tenant-store';

export { nounsOf, type Nouns };

/** The signed-in tenant's nouns. */
export function useNouns(): Nouns {
  return nounsOf(useTenantStore((s) => s.labels));
}

/** `{customer} Name` in the tenant's words ("Customer Name" / "Employee Name"). */
export function inTenantWords(template: string, nouns: Nouns): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in nouns ? nouns[key as keyof Nouns] : whole));
}

/** A text in the tenant's words where a hook cannot be called: a table's column header. */
export function TenantWords({ text }: { text: string }): ReactNode {
  return inTenantWords(text, useNouns());
}

/** A message from the server in the tenant's words for people (`inPeopleWords`). */
export const messageInTenantWords = (message: string, nouns: Nouns): string => inPeopleWords(message, nouns);

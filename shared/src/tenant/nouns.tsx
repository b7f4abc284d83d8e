/**
 * The tenant's nouns, from one place: every title, sidebar item, column, KPI, dialog and message
 * that names people or orders takes its words here, so a tenant that says Employees and Dispensed
 * Products says them everywhere. A tenant that renames nothing reads the console's own words
 * (People List, Touchpoint Orders, Customer Name…) exactly as they were.
 */
import type { ReactNode } from 'react';
import { DEFAULT_LABELS, inPeopleWords } from '../contracts/labels';
import type { TenantLabels } from '../contracts/registry';
import { useTenantStore } from './tenant-store';

export interface Nouns {
  /** One person and many ("Customer" / "Employee"). */
  customer: string;
  customers: string;
  /** The people list's name, in the sidebar and as its page's title ("People List" / "Employees List"). */
  peopleList: string;
  /** The order list's name, in the sidebar and as its page's title ("Touchpoint Orders" / "Dispensed Products"). */
  ordersList: string;
  /** One order and many, where a sentence or a count names them ("Order" / "Dispensed Product"). */
  order: string;
  orders: string;
}

export function nounsOf(labels: TenantLabels): Nouns {
  const people = labels.customers !== DEFAULT_LABELS.customers;
  const orders = labels.transactions !== DEFAULT_LABELS.transactions;
  return {
    customer: labels.customer,
    customers: labels.customers,
    peopleList: people ? `${labels.customers} List` : 'People List',
    ordersList: orders ? labels.transactions : 'Touchpoint Orders',
    order: orders ? labels.transaction : 'Order',
    orders: orders ? labels.transactions : 'Orders',
  };
}

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

/** The signed-in tenant's words in a server message, outside React (the API client). */
export const inSignedInTenantWords = (message: string): string =>
  messageInTenantWords(message, nounsOf(useTenantStore.getState().labels));

/**
 * What differs from one kind of CSV import to another: the template's name, how its outcomes read
 * before (the dry run) and after the import, and what a finished import refreshes. One dialog
 * (`ImportDialog`) serves the three kinds.
 */
import { MONEY_RESOURCES } from '@console/shared';
import type { ImportKind } from '@console/shared/contracts';
import { customersKeys, groupsKeys } from '../query-keys';

/** What rows that create, update or leave a record do, after their count ("995 will be created"). */
export interface OutcomeWords {
  created: string;
  updated: string;
  unchanged: string;
}

export interface ImportKindWords {
  /** The template's file name. */
  templateName: string;
  /** The dry run's words (what importing would do) and the finished import's. */
  checked: OutcomeWords;
  done: OutcomeWords;
  /** The resources a finished import changed (refreshed in every remote). */
  refreshes: readonly string[];
}

export const IMPORT_WORDS: Record<ImportKind, ImportKindWords> = {
  customers: {
    templateName: 'customers-template.csv',
    checked: { created: 'will be created', updated: 'will be updated', unchanged: 'unchanged' },
    done: { created: 'created', updated: 'updated', unchanged: 'unchanged' },
    refreshes: [customersKeys.resource, groupsKeys.resource],
  },
  'top-ups': {
    templateName: 'top-ups-template.csv',
    checked: { created: 'will be credited', updated: 'will be updated', unchanged: 'already credited' },
    done: { created: 'credited', updated: 'updated', unchanged: 'already credited' },
    refreshes: MONEY_RESOURCES,
  },
  'group-members': {
    templateName: 'group-members-template.csv',
    checked: { created: 'will be added', updated: 'will be updated', unchanged: 'already members' },
    done: { created: 'added', updated: 'updated', unchanged: 'already members' },
    refreshes: [groupsKeys.resource, customersKeys.resource],
  },
};

/**
 * What differs from one kind of CSV import to another: the template's name, how its outcomes read
 * before (the dry run) and after the import, and what a finished import refreshes. One dialog
 * (`ImportDialog`) serves the three kinds.
 */
import { MONEY_RESOURCES } from '@console/shared';
import type { ImportKind } from '@console/shared/contracts';
import type { PeopleKey } from '../../i18n/catalogue';
import { customersKeys, groupsKeys } from '../query-keys';

/**
 * What rows that create, update or leave a record do, with their count ("995 will be created"): the
 * catalogue's keys, said in the language shown when the counts are.
 */
export interface OutcomeWords {
  created: PeopleKey;
  updated: PeopleKey;
  unchanged: PeopleKey;
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
    checked: { created: 'imports.willBeCreated', updated: 'imports.willBeUpdated', unchanged: 'imports.unchanged' },
    done: { created: 'imports.created', updated: 'imports.updated', unchanged: 'imports.unchanged' },
    refreshes: [customersKeys.resource, groupsKeys.resource],
  },
  'top-ups': {
    templateName: 'top-ups-template.csv',
    checked: {
      created: 'imports.willBeCredited',
      updated: 'imports.willBeUpdated',
      unchanged: 'imports.alreadyCredited',
    },
    done: { created: 'imports.credited', updated: 'imports.updated', unchanged: 'imports.alreadyCredited' },
    refreshes: MONEY_RESOURCES,
  },
  'group-members': {
    templateName: 'group-members-template.csv',
    checked: { created: 'imports.willBeAdded', updated: 'imports.willBeUpdated', unchanged: 'imports.alreadyMembers' },
    done: { created: 'imports.added', updated: 'imports.updated', unchanged: 'imports.alreadyMembers' },
    refreshes: [groupsKeys.resource, customersKeys.resource],
  },
};

/**
 * The admin remote's message catalogue, English and Hindi, one part per feature. Texts in the
 * tenant's words name its nouns by placeholder (`{customer}`), so a tenant that renamed its people
 * reads its own word in either language.
 */
import { defineCatalogue } from '@console/shared';
import { auditMessages } from './audit';
import { auditCodesMessages } from './audit-codes';
import { commonMessages } from './common';
import { institutionsMessages } from './institutions';
import { platformMessages } from './platform';
import { platformRemotesMessages } from './platform-remotes';
import { platformTenantsMessages } from './platform-tenants';
import { rolesMessages } from './roles';
import { rulesMessages } from './rules';
import { usersMessages } from './users';

export const catalogue = defineCatalogue({
  en: {
    ...commonMessages.en,
    ...usersMessages.en,
    ...rolesMessages.en,
    ...institutionsMessages.en,
    ...rulesMessages.en,
    ...auditMessages.en,
    ...auditCodesMessages.en,
    ...platformMessages.en,
    ...platformRemotesMessages.en,
    ...platformTenantsMessages.en,
  },
  hi: {
    ...commonMessages.hi,
    ...usersMessages.hi,
    ...rolesMessages.hi,
    ...institutionsMessages.hi,
    ...rulesMessages.hi,
    ...auditMessages.hi,
    ...auditCodesMessages.hi,
    ...platformMessages.hi,
    ...platformRemotesMessages.hi,
    ...platformTenantsMessages.hi,
  },
});

export type AdminKey = Parameters<typeof catalogue.t>[0];
/** `t` as a column builder takes it: the component's `useT()`, so its headers follow the language. */
export type AdminT = ReturnType<typeof catalogue.useT>;

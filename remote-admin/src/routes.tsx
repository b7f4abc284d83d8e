/**
 * The one module this remote exposes: the paths it serves and how to load each page's code. The
 * host owns which codes open them and where they sit in the menu (route table).
 */
import type { PageLoader } from '@console/shared';

const userList: PageLoader = () => import('./features/users/user-list-page');
const userForm: PageLoader = () => import('./features/users/user-form-page');
const userView: PageLoader = () => import('./features/users/user-view-page');
const roleList: PageLoader = () => import('./features/roles/role-list-page');
const roleForm: PageLoader = () => import('./features/roles/role-form-page');
const roleView: PageLoader = () => import('./features/roles/role-view-page');
const ruleList: PageLoader = () => import('./features/rules/rule-list-page');
const ruleForm: PageLoader = () => import('./features/rules/rule-form-page');
const ruleView: PageLoader = () => import('./features/rules/rule-view-page');
const institutionList: PageLoader = () => import('./features/institutions/institution-list-page');
const institutionForm: PageLoader = () => import('./features/institutions/institution-form-page');
const institutionView: PageLoader = () => import('./features/institutions/institution-view-page');
const institutionRedirect: PageLoader = () => import('./features/institutions/institution-redirect');
const auditLog: PageLoader = () => import('./features/audit-log/audit-log-page');
const platformTenants: PageLoader = () => import('./features/platform/tenants-page');
const platformRemotes: PageLoader = () => import('./features/platform/remotes-page');
const platformHealth: PageLoader = () => import('./features/platform/health-page');
const deployTokens: PageLoader = () => import('./features/platform/deploy-tokens-page');

export const routes: Record<string, PageLoader> = {
  // User Management (PERM_VIEW_USERS_LIST)
  '/users-list': userList,
  '/add-user': userForm,
  '/add-user/:id': userForm,
  '/user-view/:id': userView,
  '/user/:id': userView,
  // Role Management (company admin); the role id travels in the query string: /role?id=N
  '/roles': roleList,
  '/role': roleView,
  '/add-role': roleForm,
  '/edit-role': roleForm,
  // Rules (PERM_VIEW_RULE_LIST)
  '/rules': ruleList,
  '/add-rule': ruleForm,
  '/edit-rule/:id': ruleForm,
  '/rule/:id': ruleView,
  // Institution (PERM_VIEW_INSTITUTION_LIST), in the contract's spelling; the other spelling redirects
  '/instituition-list': institutionList,
  '/instituition-view/:id': institutionView,
  '/add-instituition': institutionForm,
  '/add-instituition/:id': institutionForm,
  '/institution-list': institutionRedirect,
  '/institution-view/:id': institutionRedirect,
  '/add-institution': institutionRedirect,
  '/add-institution/:id': institutionRedirect,
  // Audit Log (company admin)
  '/audit-log': auditLog,
  // Platform (the platform operator only)
  '/platform/tenants': platformTenants,
  '/platform/remotes': platformRemotes,
  '/platform/health': platformHealth,
  '/platform/deploy-tokens': deployTokens,
};

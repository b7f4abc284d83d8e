/**
 * The one module this remote exposes: the paths it serves and their lazy pages. The host owns
 * which codes open them and where they sit in the menu (route table, SPEC §2).
 */
import { lazy, type ComponentType } from 'react';

const UserListPage = lazy(() => import('./features/users/user-list-page'));
const UserFormPage = lazy(() => import('./features/users/user-form-page'));
const UserViewPage = lazy(() => import('./features/users/user-view-page'));
const RoleListPage = lazy(() => import('./features/roles/role-list-page'));
const RoleFormPage = lazy(() => import('./features/roles/role-form-page'));
const RoleViewPage = lazy(() => import('./features/roles/role-view-page'));

export const routes: Record<string, ComponentType> = {
  // User Management (PERM_VIEW_USERS_LIST)
  '/users-list': UserListPage,
  '/add-user': UserFormPage,
  '/add-user/:id': UserFormPage,
  '/user-view/:id': UserViewPage,
  '/user/:id': UserViewPage,
  // Role Management (company admin); the role id travels in the query string: /role?id=N
  '/roles': RoleListPage,
  '/role': RoleViewPage,
  '/add-role': RoleFormPage,
  '/edit-role': RoleFormPage,
};

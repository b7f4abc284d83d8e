/**
 * Which sections and paths the operator may open: the route table filtered by their codes, by
 * the remotes enabled for their tenant, and — once a remote has loaded — by the paths it
 * actually serves, so a section whose pages are not built yet never shows as a placeholder.
 * While an enabled remote loads, its sections show as the route table has them: the menu does
 * not wait for every remote, and a page of a remote still loading shows its spinner.
 *
 * The platform operator (above tenants) opens the platform's pages and the audit log, nothing of
 * a tenant's; a tenant's user never opens a platform page, whatever its role.
 */
import { isCompanyAdmin, menuWords, type Language } from '@console/shared';
import { can, PLATFORM_ROLE_CODE } from '@console/shared/permissions';
import type { TenantLabels } from '@console/shared/contracts';
import { matchPath } from 'react-router-dom';
import type { SessionUser } from '@console/shared/contracts';
import type { RemoteState } from '../federation/registry-store';
import { HOME_PATH, SECTIONS, type MenuItem, type Section } from './route-table';

export interface Access {
  user: SessionUser | null;
  permissions: string[];
  remoteStates: Record<string, RemoteState>;
}

/** Besides the platform's own items, the sections the platform operator opens: its audit log (tenant 0's). */
const PLATFORM_OPERATOR_ALSO_OPENS: ReadonlySet<string> = new Set(['audit']);

export function isPlatformOperator(user: SessionUser | null | undefined): boolean {
  return user?.Role.role_code === PLATFORM_ROLE_CODE;
}

function permitted(item: MenuItem, section: Section, access: Access): boolean {
  const platform = isPlatformOperator(access.user);
  if (item.platformOnly) return platform;
  if (platform) return PLATFORM_OPERATOR_ALSO_OPENS.has(section.key);
  if (item.adminOnly) return isCompanyAdmin(access.user);
  return can({ permissions: access.permissions, roleCode: access.user?.Role.role_code ?? null }, item.codes);
}

/** A remote that failed keeps its sections, so its fallback and Retry are reachable. */
function served(item: MenuItem, section: Section, access: Access): boolean {
  const state = access.remoteStates[section.remote];
  if (!state) return false;
  if (state.status !== 'ready') return true;
  return state.paths.includes(item.paths[0]!);
}

export interface VisibleSection extends Section {
  visibleItems: MenuItem[];
}

export function visibleSections(access: Access): VisibleSection[] {
  return SECTIONS.map((section) => ({
    ...section,
    visibleItems: section.items.filter((item) => permitted(item, section, access) && served(item, section, access)),
  })).filter((section) => section.visibleItems.length > 0);
}

export interface AllowedRoute {
  path: string;
  remote: Section['remote'];
}

export function allowedRoutes(access: Access): AllowedRoute[] {
  return visibleSections(access).flatMap((section) =>
    section.visibleItems.flatMap((item) => item.paths.map((path) => ({ path, remote: section.remote }))),
  );
}

/**
 * The transaction list when allowed, else the first platform page (the platform operator's start),
 * else the first section the operator may open, else null.
 */
export function landingPath(access: Access): string | null {
  const items = visibleSections(access).flatMap((s) => s.visibleItems);
  const paths = items.map((i) => i.paths[0]!);
  if (paths.includes(HOME_PATH)) return HOME_PATH;
  return items.find((i) => i.platformOnly)?.paths[0] ?? paths[0] ?? null;
}

/** The route table's section and item that serve `pathname`, whoever may open them. */
function placeOf(pathname: string): { section: Section; item: MenuItem } | undefined {
  for (const section of SECTIONS) {
    const item = section.items.find((i) => i.paths.some((p) => matchPath(p, pathname) !== null));
    if (item) return { section, item };
  }
  return undefined;
}

function itemAt(pathname: string): MenuItem | undefined {
  return placeOf(pathname)?.item;
}

/** Why the operator cannot open a page of the console: its role, or its remote not in the registry. */
export type Closed = 'role' | 'platform' | 'switched off';

/** The remote that serves `pathname`, or the home page's for a path the route table does not know. */
export function remoteFor(pathname: string): Section['remote'] {
  return (placeOf(pathname) ?? placeOf(HOME_PATH)!).section.remote;
}

/**
 * Why a page of the console does not open for the operator, or null when it may (or nobody serves
 * it): a page only the platform's operators open, one the role does not open, or one whose remote
 * the registry leaves out (not enabled for the tenant, switched off for everyone, or disabled in
 * this tab) — never a crash or a silent redirect.
 */
export function closedReason(pathname: string, access: Access): Closed | null {
  const place = placeOf(pathname);
  if (!place) return null;
  if (!permitted(place.item, place.section, access)) return place.item.platformOnly ? 'platform' : 'role';
  return access.remoteStates[place.section.remote] ? null : 'switched off';
}

/** The page's name for the browser's title: its menu item in the tenant's words and `language`. */
export function pageName(pathname: string, labels: TenantLabels, language: Language = 'en'): string | null {
  const item = itemAt(pathname);
  return item ? menuWords(language, labels).itemLabel(item) : null;
}

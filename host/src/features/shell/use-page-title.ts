/**
 * The browser's title names the page and the company ("Employee Wallets · Acme Foods"), so a
 * tab, the history list and a screen reader's page announcement say where the operator is, in the
 * shown language.
 */
import { useLanguageStore, useTenantStore } from '@console/shared';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { pageName } from '../../app/access';
import { useRegistryStore } from '../../federation/registry-store';

export const PRODUCT_NAME = 'Benefit Console';

export function titleFor(page: string | null, tenantName: string): string {
  return [page, tenantName || PRODUCT_NAME].filter(Boolean).join(' · ');
}

export function usePageTitle() {
  const { pathname } = useLocation();
  const labels = useTenantStore((s) => s.labels);
  const language = useLanguageStore((s) => s.language);
  const tenantName = useRegistryStore((s) => s.tenantName);
  useEffect(() => {
    document.title = titleFor(pageName(pathname, labels, language), tenantName);
  }, [pathname, labels, language, tenantName]);
}

/**
 * The tenant's console (its remotes and labels) from the registry, falling back to the static
 * `registry.json` served with the host when the API cannot answer; null when signed out. A check
 * for new versions (`fallback: false`) takes only the API's answer, quietly.
 */
import { api } from '@console/shared';
import type { ConsoleRegistry, RegistryResponse } from '@console/shared/contracts';

export async function fetchRegistry({ fallback = true } = {}): Promise<ConsoleRegistry | null> {
  const result = await api.get('/merchant/console/registry', {
    quiet: true,
    noErrorToast: true,
    keepOnNavigation: true,
  });
  if (result.ok) return result.data.data;
  // Signed out by a 401/402: nothing to fall back to.
  if (result.status === 401 || result.status === 402 || result.status === 403 || result.aborted) return null;
  if (!fallback) return null;
  try {
    const response = await fetch('/registry.json', { cache: 'no-cache' });
    return response.ok ? ((await response.json()) as RegistryResponse).data : null;
  } catch {
    return null;
  }
}

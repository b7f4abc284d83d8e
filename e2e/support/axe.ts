/** axe on the page once its calls have returned and its transitions ended: the serious and critical findings. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { animationsDone } from './console';

/** One line per finding: where, the rule, and each offending element's target and markup. */
export async function seriousViolations(page: Page, name: string): Promise<string[]> {
  // Not under the loader's veil (a call still in flight dims the page), nor mid-fade.
  await expect(page.getByTestId('loader-overlay')).toBeHidden();
  // Nor while the page's own read runs: the top bar's Refresh is disabled until it has returned
  // (and fades back in, which the wait for animations covers).
  const refresh = page.getByRole('button', { name: 'Refresh data' });
  if ((await refresh.count()) > 0) await expect(refresh).toBeEnabled();
  // A read the page starts by itself right after its first (options arriving, a refetch) disables
  // Refresh again: scan once the page has been quiet — Refresh enabled, nothing animating — for a
  // few frames in a row.
  await animationsDone(page, { frames: 10, enabled: 'Refresh data' });
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${name}: ${v.id} (${v.impact}) ${v.nodes
          .map(
            (n) =>
              `${n.target.join(' ')} ${n.html.slice(0, 160)}${n.failureSummary ? ` — ${n.failureSummary.replace(/\s+/g, ' ').slice(0, 200)}` : ''}`,
          )
          .join(', ')}`,
    );
}

/**
 * The trail above a record page's title: the list (named as the sidebar names it), the record,
 * then "Edit" / "New …" on a form. Every crumb but the last is a link through `<PathLink>`, so it
 * asks first when a form has unsaved changes; the last is the page itself (`aria-current="page"`).
 * On a phone only the way up shows ("‹ Users List"), so the trail never wraps.
 *
 * Record pages get it without asking: `<RecordFormRoute>` and `<RecordViewRoute>` provide the
 * trail (`RecordTrailContext`) and the page's `<PageHeader>` draws it.
 */
import { Breadcrumb, chakra, useBreadcrumbStyles } from '@chakra-ui/react';
import { createContext } from 'react';
import { PathLink } from './path-link';
import { PHONE_QUERY, useMediaQuery } from './use-media-query';
import { kit } from '../i18n/kit-messages';

export interface Crumb {
  label: string;
  /** Where the crumb goes; the page's own crumb (the last, `aria-current="page"`) has none. */
  to?: string;
}

/** The trail of the record page being drawn, for its `<PageHeader>`; none outside a record page. */
export const RecordTrailContext = createContext<Crumb[] | undefined>(undefined);

export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const phone = useMediaQuery(PHONE_QUERY);
  const t = kit.useT();
  if (items.length === 0) return null;
  if (phone) {
    // The way up alone: the nearest crumb before the page's own that leads somewhere.
    const parent = items.slice(0, -1).findLast((crumb) => crumb.to !== undefined);
    if (!parent?.to) return null;
    return (
      <Breadcrumb.Root aria-label={t('page.breadcrumb')} size="sm">
        <Breadcrumb.List>
          <Breadcrumb.Item minW="0">
            <chakra.span aria-hidden="true" me="1">
              ‹
            </chakra.span>
            <PathLink to={parent.to}>{parent.label}</PathLink>
          </Breadcrumb.Item>
        </Breadcrumb.List>
      </Breadcrumb.Root>
    );
  }
  const last = items.length - 1;
  return (
    <Breadcrumb.Root aria-label={t('page.breadcrumb')} size="sm">
      <Breadcrumb.List flexWrap="wrap">
        {items.map((crumb, index) =>
          index === last && crumb.to === undefined ? (
            <Breadcrumb.Item key={index}>
              <CurrentCrumb label={crumb.label} />
            </Breadcrumb.Item>
          ) : (
            <CrumbAndSeparator key={index} crumb={crumb} last={index === last} />
          ),
        )}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}

function CrumbAndSeparator({ crumb, last }: { crumb: Crumb; last: boolean }) {
  return (
    <>
      <Breadcrumb.Item>{crumb.to ? <PathLink to={crumb.to}>{crumb.label}</PathLink> : crumb.label}</Breadcrumb.Item>
      {!last && <Breadcrumb.Separator />}
    </>
  );
}

/**
 * The page itself, styled as Chakra's current crumb but no link (its `CurrentLink` says
 * role="link" on a span that goes nowhere): only marked as where the operator is.
 */
function CurrentCrumb({ label }: { label: string }) {
  const styles = useBreadcrumbStyles();
  return (
    <chakra.span css={styles['currentLink']} aria-current="page">
      {label}
    </chakra.span>
  );
}

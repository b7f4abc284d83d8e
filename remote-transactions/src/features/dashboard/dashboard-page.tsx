/**
 * Dashboard (`/dashboard`) for 1 Day, 1 Week or 1 Month: KPIs (sales, orders, vend success rate,
 * refunds, active customers, average basket, wallet float prepaid and postpaid) and four charts —
 * sales over time, the payment status split, top touchpoints and top products. Every chart has a
 * title and its figures as text too (a table under it), so nothing is only a picture. The figures
 * are the server's, computed from the same orders the Touchpoint Orders list shows for the range.
 */
import {
  ApiError,
  displayTimeZone,
  formatBucket,
  formatDate,
  type Nouns,
  plural,
  rupees,
  statusInfo,
  useNouns,
  vendStatusText,
  useRefreshAction,
} from '@console/shared';
import {
  Box,
  Button,
  Card,
  HStack,
  ListFailure,
  PageHeader,
  SimpleGrid,
  Spinner,
  Stack,
  Table,
  Text,
} from '@console/shared/ui';
import type { Dashboard, TimeRange } from '@console/shared/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { dashboardQuery } from './api/get-dashboard';
import { BarFigure, PieFigure, SalesFigure } from './charts';

const RANGES: { id: TimeRange; text: string }[] = [
  { id: '1d', text: '1 Day' },
  { id: '1w', text: '1 Week' },
  { id: '1m', text: '1 Month' },
];

const percent = (rate: number | null) => (rate === null ? '--' : `${(rate * 100).toFixed(1)}%`);
/** Vend outcomes' colours: every item out, some, none. */
const OUTCOME_COLOURS = { success: 'green', partial: 'yellow', failed: 'red' } as const;

export default function DashboardPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('range');
  const range: TimeRange = RANGES.some((r) => r.id === asked) ? (asked as TimeRange) : '1d';
  const query = useQuery(dashboardQuery(range));
  useRefreshAction(() => query.refetch(), query.isFetching);
  const nouns = useNouns();
  const data = query.data;

  return (
    <>
      <PageHeader
        title="Dashboard"
        right={
          <HStack role="group" aria-label="Period" gap="1">
            {RANGES.map((r) => (
              <Button
                key={r.id}
                size="sm"
                variant={r.id === range ? 'solid' : 'outline'}
                aria-pressed={r.id === range}
                onClick={() => setParams({ range: r.id }, { replace: true })}
              >
                {r.text}
              </Button>
            ))}
          </HStack>
        }
      />
      {query.isError && (
        <ListFailure
          message={query.error instanceof ApiError ? query.error.message : 'The dashboard could not be loaded.'}
          retry={() => void query.refetch()}
        />
      )}
      {!data && !query.isError && (
        <Box p="10" textAlign="center">
          <Spinner size="lg" aria-label="Loading the dashboard" />
        </Box>
      )}
      {data && <DashboardBody data={data} nouns={nouns} updating={query.isFetching} />}
    </>
  );
}

function DashboardBody({ data, nouns, updating }: { data: Dashboard; nouns: Nouns; updating: boolean }) {
  const { kpis } = data;
  return (
    <Stack gap="6" aria-busy={updating}>
      <Text color="fg.muted" fontSize="sm">
        From {formatDate(data.from)} to {formatDate(data.to)}
      </Text>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        <Kpi label="Sales" value={rupees(kpis.sales)} hint="paid minus refunded" />
        <Kpi label={nouns.orders} value={kpis.orders.toLocaleString('en-IN')} />
        <Kpi
          label="Vend Success Rate"
          value={percent(kpis.vend_success_rate)}
          hint={`${nouns.orders.toLowerCase()} that vended in full`}
        />
        <Kpi label="Refunds" value={rupees(kpis.refunds)} />
        <Kpi label={`Active ${nouns.customers}`} value={kpis.active_customers.toLocaleString('en-IN')} />
        <Kpi label="Average Basket" value={rupees(kpis.average_basket)} />
        <Kpi label="Wallet Float (Prepaid)" value={rupees(kpis.float_prepaid)} hint="held now" />
        <Kpi label="Wallet Float (Postpaid)" value={rupees(kpis.float_postpaid)} hint="held now" />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
        <Figure title="Sales over Time">
          <SalesFigure
            title="Sales over Time"
            axis={`${data.bucket === 'hour' ? 'Hour' : 'Day'} (${displayTimeZone().abbreviation})`}
            points={data.sales_over_time.map((p) => ({
              label: formatBucket(p.at, data.bucket),
              sales: p.sales,
              orders: p.orders,
            }))}
          />
          <FigureTable
            caption={`Sales and ${nouns.orders.toLowerCase()} per ${data.bucket}`}
            headers={[data.bucket === 'hour' ? 'Hour' : 'Day', 'Sales', nouns.orders]}
            rows={data.sales_over_time
              .filter((p) => p.orders > 0)
              .map((p) => [formatBucket(p.at, data.bucket), rupees(p.sales), p.orders])}
            empty={`No ${nouns.orders.toLowerCase()} in this period`}
          />
        </Figure>
        <Figure title="Payment Status">
          <PieFigure
            title="Payment Status"
            slices={data.payment_status.map((s) => ({
              name: statusInfo(s.status).text,
              value: s.orders,
              color: statusInfo(s.status).colorPalette,
            }))}
          />
          <FigureTable
            caption="Payment status split"
            headers={['Payment Status', nouns.orders, 'Amount']}
            rows={data.payment_status.map((s) => [statusInfo(s.status).text, s.orders, rupees(s.amount)])}
            empty={`No ${nouns.orders.toLowerCase()} in this period`}
          />
        </Figure>
        <VendOutcomeFigure outcomes={data.vend_outcome} nouns={nouns} />
        <Figure title="Top Touchpoints">
          <BarFigure
            title="Top Touchpoints"
            bars={data.top_touchpoints.map((t) => ({ name: t.name, value: t.sales }))}
            money
          />
          <FigureTable
            caption="Top touchpoints by sales"
            headers={['Touchpoint', 'Sales', nouns.orders]}
            rows={data.top_touchpoints.map((t) => [t.name, rupees(t.sales), t.orders])}
            empty="No sales in this period"
          />
        </Figure>
        <Figure title="Top Products">
          <BarFigure title="Top Products" bars={data.top_products.map((p) => ({ name: p.name, value: p.quantity }))} />
          <FigureTable
            caption="Top products by quantity vended"
            headers={['Product', 'Quantity', 'Sales']}
            rows={data.top_products.map((p) => [p.name, plural(p.quantity, 'item'), rupees(p.sales)])}
            empty="No products vended in this period"
          />
        </Figure>
      </SimpleGrid>
    </Stack>
  );
}

/** What the vends gave: orders with a result, by outcome, each with its count and its share. */
function VendOutcomeFigure({ outcomes, nouns }: { outcomes: Dashboard['vend_outcome']; nouns: Nouns }) {
  const total = outcomes.reduce((sum, o) => sum + o.orders, 0);
  return (
    <Figure title="Vend Outcome">
      <PieFigure
        title="Vend Outcome"
        slices={outcomes
          .filter((o) => o.orders > 0)
          .map((o) => ({ name: vendStatusText(o.outcome), value: o.orders, color: OUTCOME_COLOURS[o.outcome] }))}
      />
      <FigureTable
        caption={`${nouns.orders} with a vend result, by outcome`}
        headers={['Vend Outcome', nouns.orders, 'Share']}
        rows={
          total === 0
            ? []
            : outcomes.map((o) => [
                vendStatusText(o.outcome),
                o.orders.toLocaleString('en-IN'),
                percent(o.orders / total),
              ])
        }
        empty={`No vend results in this period`}
      />
    </Figure>
  );
}

function Kpi({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Card.Root size="sm">
      <Card.Body gap="1" as="dl">
        <Text as="dt" fontSize="sm" color="fg.muted">
          {label}
        </Text>
        <Text as="dd" fontSize="2xl" fontWeight="semibold" data-testid={`kpi-${label}`}>
          {value}
        </Text>
        {hint && (
          <Text as="dd" fontSize="xs" color="fg.muted">
            {hint}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}

function Figure({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root as="figure" aria-label={title}>
      <Card.Header>
        <Card.Title as="h2" fontSize="md">
          {title}
        </Card.Title>
      </Card.Header>
      <Card.Body gap="4">{children}</Card.Body>
    </Card.Root>
  );
}

function FigureTable({
  caption,
  headers,
  rows,
  empty,
}: {
  caption: string;
  headers: string[];
  rows: (string | number)[][];
  empty: string;
}) {
  if (rows.length === 0) return <Text color="fg.muted">{empty}</Text>;
  return (
    <Box maxH="48" overflowY="auto" tabIndex={0} aria-label={caption}>
      <Table.Root size="sm">
        <Table.Caption captionSide="top" textAlign="start" srOnly>
          {caption}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            {headers.map((h) => (
              <Table.ColumnHeader key={h}>{h}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={String(row[0])}>
              {row.map((cell, i) => (
                <Table.Cell key={i}>{cell}</Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

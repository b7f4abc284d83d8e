/**
 * The dashboard's charts (recharts). Each is an image to assistive technology, named by its title
 * and a one-line summary; the figures themselves are in the table the dashboard puts under it.
 */
import { rupees } from '@console/shared';
import { Box, PHONE_QUERY, useMediaQuery } from '@console/shared/ui';
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { catalogue } from '../../i18n/catalogue';

const BRAND = '#3b5bdb';
const COLOURS: Record<string, string> = { yellow: '#d69e2e', green: '#2f855a', red: '#c53030', gray: '#718096' };

function ChartBox({ label, children }: { label: string; children: React.ReactElement }) {
  return (
    <Box role="img" aria-label={label} h="64" w="full">
      <ResponsiveContainer width="100%" height="100%">
        {children}
      </ResponsiveContainer>
    </Box>
  );
}

/**
 * Sales per bucket over the period's every bucket (a quiet one is zero), on a time axis labelled
 * with its unit and zone; straight segments, so nothing is drawn between buckets that did not happen.
 */
export function SalesFigure({
  title,
  points,
  axis,
}: {
  title: string;
  points: { label: string; sales: number; orders: number }[];
  /** The time axis's name with its zone, e.g. "Hour (IST)". */
  axis: string;
}) {
  const t = catalogue.useT();
  const total = points.reduce((sum, p) => sum + p.sales, 0);
  return (
    <ChartBox
      label={t('dashboard.chart.salesSummary', {
        title,
        total: rupees(total),
        n: points.length,
        axisLower: axis.toLowerCase(),
      })}
    >
      <AreaChart data={points} margin={{ left: 8, right: 8, bottom: 16 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis
          dataKey="label"
          fontSize={12}
          minTickGap={16}
          label={{ value: axis, position: 'insideBottom', offset: -12, fontSize: 12 }}
        />
        <YAxis
          fontSize={12}
          width={80}
          tickFormatter={(v: number) => `₹${v.toLocaleString('en-IN')}`}
          label={{ value: t('dashboard.chart.salesAxis'), angle: -90, position: 'insideLeft', fontSize: 12 }}
        />
        <Tooltip formatter={(value) => rupees(Number(value))} />
        <Area
          type="linear"
          dataKey="sales"
          name={t('dashboard.sales')}
          stroke={BRAND}
          fill={BRAND}
          fillOpacity={0.2}
          dot={points.length <= 31}
          isAnimationActive={false}
        />
      </AreaChart>
    </ChartBox>
  );
}

export function PieFigure({
  title,
  slices,
}: {
  title: string;
  slices: { name: string; value: number; color: string }[];
}) {
  const t = catalogue.useT();
  const summary = slices.map((s) => `${s.name} ${s.value}`).join(', ');
  return (
    <ChartBox label={t('dashboard.chart.summary', { title, summary: summary || t('dashboard.chart.none') })}>
      <PieChart>
        <Pie data={slices} dataKey="value" nameKey="name" innerRadius="45%" outerRadius="80%" isAnimationActive={false}>
          {slices.map((s) => (
            <Cell key={s.name} fill={COLOURS[s.color] ?? COLOURS.gray} />
          ))}
        </Pie>
        <Tooltip />
        <Legend />
      </PieChart>
    </ChartBox>
  );
}

const compact = new Intl.NumberFormat('en-IN', { notation: 'compact', maximumFractionDigits: 1 });

/** A bar's name on the axis: cut with an ellipsis past `max` characters (the tooltip and the table hold it whole). */
export const axisName = (name: string, max: number) => (name.length > max ? `${name.slice(0, max - 1)}…` : name);

/**
 * Bars by name, largest first. On a phone the names are cut shorter and the value axis carries
 * three compact ticks (₹1.2K), so no label runs into another.
 */
export function BarFigure({
  title,
  bars,
  money = false,
}: {
  title: string;
  bars: { name: string; value: number }[];
  money?: boolean;
}) {
  const t = catalogue.useT();
  const phone = useMediaQuery(PHONE_QUERY);
  const show = (v: number) => (money ? rupees(v) : v.toLocaleString('en-IN'));
  const tick = (v: number) => `${money ? '₹' : ''}${compact.format(v)}`;
  const summary = bars
    .slice(0, 3)
    .map((b) => `${b.name} ${show(b.value)}`)
    .join(', ');
  return (
    <ChartBox label={t('dashboard.chart.summary', { title, summary: summary || t('dashboard.chart.none') })}>
      <BarChart data={bars} layout="vertical" margin={{ left: 8, right: 16 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis type="number" fontSize={12} tickCount={phone ? 3 : 5} tickFormatter={tick} />
        <YAxis
          type="category"
          dataKey="name"
          width={phone ? 96 : 132}
          fontSize={12}
          interval={0}
          tickFormatter={(name: string) => axisName(name, phone ? 12 : 18)}
        />
        <Tooltip formatter={(value) => show(Number(value))} />
        <Bar
          dataKey="value"
          name={money ? t('dashboard.sales') : t('dashboard.quantity')}
          fill={BRAND}
          isAnimationActive={false}
        />
      </BarChart>
    </ChartBox>
  );
}

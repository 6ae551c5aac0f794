import { getFormatter, getTranslations } from 'next-intl/server';
import { Link } from '@/components/ui/link';
import {
  chartMaximum,
  type DashboardFigures,
  type DashboardWeek,
  dashboardTiles,
} from '@/lib/dashboard/tiles';

/**
 * /admin/dashboard's tiles and charts (SCREENS "Administration"), rendered on the
 * server: no chart library reaches the browser. Each chart is an SVG with a text summary, and
 * the same figures as a table (SCREENS: each chart with a table).
 */
export async function AdminDashboard({ figures }: { figures: DashboardFigures }) {
  const t = await getTranslations('administration.dashboard');
  const format = await getFormatter();
  const tiles = dashboardTiles(figures);
  return (
    <>
      <section aria-labelledby="figures-title">
        <h2 id="figures-title" className="visually-hidden">
          {t('figures')}
        </h2>
        <ul className="dashboard-tiles">
          {tiles.map((tile) => {
            const value =
              tile.format === 'count'
                ? format.number(tile.value)
                : format.number(tile.value, { style: 'currency', currency: tile.format.currency });
            const label = t(`tiles.${tile.id}` as 'tiles.enrollments', {
              weeks: figures.weeks,
              days: figures.activeDays,
            });
            const body = (
              <>
                <span className="tile-value">{value}</span>
                <span className="tile-label">{label}</span>
              </>
            );
            return (
              <li
                key={tile.id}
                className={tile.alert ? 'dashboard-tile tile-alert' : 'dashboard-tile'}
                data-testid={`tile-${tile.id}`}
              >
                {tile.href ? <Link href={tile.href}>{body}</Link> : body}
              </li>
            );
          })}
        </ul>
        {tiles.length === 0 && <p className="muted">{t('nothing')}</p>}
      </section>
      {figures.learning && (
        <div className="dashboard-charts">
          <WeekChart
            id="enrollments"
            title={t('charts.enrollments', { weeks: figures.weeks })}
            weeks={figures.learning.weeks}
            value={(week) => week.enrollments}
          />
          <WeekChart
            id="completions"
            title={t('charts.completions', { weeks: figures.weeks })}
            weeks={figures.learning.weeks}
            value={(week) => week.completions}
          />
          <WeekChart
            id="active"
            title={t('charts.active', { weeks: figures.weeks })}
            weeks={figures.learning.weeks}
            value={(week) => week.activeStudents}
            peakOnly
          />
        </div>
      )}
      <p className="muted dashboard-generated">
        {t('generated', {
          time: format.dateTime(new Date(figures.generatedAt), { timeStyle: 'short' }),
        })}
      </p>
    </>
  );
}

const WIDTH = 360;
const HEIGHT = 160;
const AXIS = 24;

async function WeekChart({
  id,
  title,
  weeks,
  value,
  peakOnly = false,
}: {
  id: string;
  title: string;
  weeks: DashboardWeek[];
  value: (week: DashboardWeek) => number;
  /** Distinct people per week do not add up: say only when most were active. */
  peakOnly?: boolean;
}) {
  const t = await getTranslations('administration.dashboard');
  const format = await getFormatter();
  const values = weeks.map(value);
  const max = chartMaximum(values);
  const total = values.reduce((sum, v) => sum + v, 0);
  const slot = (WIDTH - AXIS) / Math.max(1, weeks.length);
  const weekLabel = (week: string) =>
    format.dateTime(new Date(`${week}T12:00:00Z`), { day: 'numeric', month: 'short' });
  const peak = values.indexOf(Math.max(...values, 0));
  const summary = t(peakOnly ? 'charts.summaryPeak' : 'charts.summary', {
    total,
    max: values[peak] ?? 0,
    week: weeks[peak] ? weekLabel(weeks[peak].week) : '',
  });
  return (
    <section className="admin-card dashboard-chart" aria-labelledby={`chart-${id}`}>
      <h2 id={`chart-${id}`}>{title}</h2>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT + 18}`}
        role="img"
        aria-label={summary}
        className="week-chart"
        preserveAspectRatio="none"
      >
        <line x1={AXIS} y1={HEIGHT} x2={WIDTH} y2={HEIGHT} className="chart-axis" />
        <text x={AXIS - 4} y={10} className="chart-scale" textAnchor="end">
          {format.number(max)}
        </text>
        <text x={AXIS - 4} y={HEIGHT} className="chart-scale" textAnchor="end">
          0
        </text>
        {weeks.map((week, index) => {
          const height = ((values[index] ?? 0) / max) * (HEIGHT - 12);
          const x = AXIS + index * slot + slot * 0.15;
          return (
            <g key={week.week}>
              <rect
                x={x}
                y={HEIGHT - height}
                width={slot * 0.7}
                height={height}
                className="chart-bar"
              />
              {index % 3 === 0 && (
                <text
                  x={x + slot * 0.35}
                  y={HEIGHT + 14}
                  className="chart-label"
                  textAnchor="middle"
                >
                  {weekLabel(week.week)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <p className="muted">{summary}</p>
      <details className="chart-table">
        <summary>{t('charts.asTable')}</summary>
        <div className="table-scroll">
          <table className="admin-table">
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{t('charts.week')}</th>
                <th scope="col">{t('charts.value')}</th>
              </tr>
            </thead>
            <tbody>
              {weeks.map((week, index) => (
                <tr key={week.week}>
                  <th scope="row">
                    <time dateTime={week.week}>{weekLabel(week.week)}</time>
                  </th>
                  <td>{format.number(values[index] ?? 0)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}

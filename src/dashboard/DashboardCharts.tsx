import { Grid } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DashboardAnswer } from '../../common/wire/reports';
import { FigureChart, type ChartSeries } from '../reports/FigureChart';
import { WidgetCard } from '../reports/WidgetCard';
import { useLocalDigits } from '../shop';

/** `2026-11-27T14` → `14:00`; `2026-11-27` → `11-27` (the year is the period's). */
const pointLabel = (at: string, unit: 'hour' | 'day') => (unit === 'hour' ? `${at.slice(11, 13)}:00` : at.slice(5, 10));

/** Sales and profit over the period, orders by status, sales by payment method and by category. */
export function DashboardCharts({ answer }: { answer: DashboardAnswer }) {
  const translate = useTranslate();
  const digits = useLocalDigits();
  const { salesSeries, ordersByStatus, salesByPaymentMethod, salesByCategory } = answer;
  const t = (key: string) => translate(`reports.dashboard.${key}`);

  const salesLines: ChartSeries[] = [{ key: 'sales', label: t('net_sales'), data: salesSeries.points.map((p) => p.sales), format: 'money' }];
  if (salesSeries.points.some((p) => p.profit !== undefined)) {
    salesLines.push({ key: 'profit', label: t('gross_profit'), data: salesSeries.points.map((p) => p.profit ?? 0), format: 'money' });
  }
  salesLines.push({ key: 'orders', label: t('orders'), data: salesSeries.points.map((p) => p.orders), format: 'count', tableOnly: true });

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, lg: 8 }}>
        <WidgetCard figure="net_sales" title={t(salesSeries.unit === 'hour' ? 'sales_by_hour' : 'sales_by_day')} asOf={salesSeries.asOf}>
          <FigureChart
            title={t(salesSeries.unit === 'hour' ? 'sales_by_hour' : 'sales_by_day')}
            kind={salesSeries.points.length > 1 ? 'line' : 'bar'}
            categoryLabel={t(salesSeries.unit === 'hour' ? 'hour' : 'day')}
            categories={salesSeries.points.map((p) => digits(pointLabel(p.at, salesSeries.unit)))}
            series={salesLines}
          />
        </WidgetCard>
      </Grid>
      <Grid size={{ xs: 12, md: 6, lg: 4 }}>
        <WidgetCard figure="orders" title={t('orders_by_status')} asOf={ordersByStatus.asOf}>
          <FigureChart
            title={t('orders_by_status')}
            kind="bar"
            categoryLabel={t('status')}
            categories={ordersByStatus.rows.map((r) => translate(`orders.status.${r.status}`, { _: r.status }))}
            series={[{ key: 'orders', label: t('orders'), data: ordersByStatus.rows.map((r) => r.orders), format: 'count' }]}
          />
        </WidgetCard>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <WidgetCard figure="cash_collected" title={t('sales_by_method')} asOf={salesByPaymentMethod.asOf}>
          <FigureChart
            title={t('sales_by_method')}
            kind="pie"
            categoryLabel={t('method')}
            categories={salesByPaymentMethod.rows.map((r) => translate(`pos.methods.${r.method}`, { _: r.method }))}
            series={[{ key: 'sales', label: t('net_sales'), data: salesByPaymentMethod.rows.map((r) => r.sales), format: 'money' }]}
          />
        </WidgetCard>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <WidgetCard figure="net_sales" title={t('sales_by_category')} asOf={salesByCategory.asOf}>
          <FigureChart
            title={t('sales_by_category')}
            kind="hbar"
            categoryLabel={t('category')}
            categories={salesByCategory.rows.map((r) => r.name ?? t('no_category'))}
            series={[{ key: 'sales', label: t('net_sales'), data: salesByCategory.rows.map((r) => r.sales), format: 'money' }]}
          />
        </WidgetCard>
      </Grid>
    </Grid>
  );
}

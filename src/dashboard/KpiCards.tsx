import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { Box, Card, CardContent, Grid, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { DashboardKpis } from '../../common/wire/reports';
import { AsOf } from '../reports/AsOf';
import type { FigureKey } from '../reports/figureKeys';
import { FigureName } from '../reports/FigureName';
import { useFigures, type Figures } from '../reports/useFigures';

// The contract's card shape (common/wire/reports.ts kpi()) is built from a
// TSchema parameter, so its figures type as unknown: read them as numbers here.
interface Kpi {
  value: unknown;
  previous: unknown;
  change: number | null;
}

const num = (v: unknown): number | null => (typeof v === 'number' ? v : null);

interface KpiCardProps {
  label: string;
  /** What the card's figure is, said on the card (figures.{key}). */
  figure: FigureKey;
  value: string;
  previous: string;
  change: number | null;
  /** Returns: a rise is bad news. */
  lowerIsBetter?: boolean;
  asOf: string;
  children?: ReactNode;
}

/** One figure of the period, the same figure for the previous period of the same length, and the change. */
function KpiCard({ label, figure, value, previous, change, lowerIsBetter, asOf, children }: KpiCardProps) {
  const translate = useTranslate();
  const figures = useFigures();
  const good = change === null || change === 0 ? null : change > 0 !== !!lowerIsBetter;
  const Arrow = change !== null && change < 0 ? ArrowDownwardIcon : ArrowUpwardIcon;
  return (
    <Card variant="outlined" component="section" aria-label={label} sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary" component="h2">
          <FigureName name={label} figure={figure} />
        </Typography>
        <Typography variant="h5" component="p" data-kpi-value>
          {value}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: good === null ? 'text.secondary' : good ? 'success.main' : 'error.main' }}>
          {change !== null && change !== 0 && <Arrow fontSize="inherit" aria-hidden />}
          <Typography variant="body2" component="p">
            {change === null
              ? translate('reports.kpi.no_change')
              : translate(change >= 0 ? 'reports.kpi.up' : 'reports.kpi.down', { change: figures.percent(Math.abs(change)) })}
          </Typography>
        </Box>
        <Typography variant="caption" color="text.secondary" component="p">
          {translate('reports.kpi.previous', { value: previous })}
        </Typography>
        {children}
        <AsOf at={asOf} />
      </CardContent>
    </Card>
  );
}

const moneyKpi = (f: Figures, k: Kpi) => ({ value: f.money(num(k.value)), previous: f.money(num(k.previous)), change: k.change });
const countKpi = (f: Figures, k: Kpi) => ({ value: f.count(num(k.value)), previous: f.count(num(k.previous)), change: k.change });
const percentKpi = (f: Figures, k: Kpi) => ({ value: f.percent(num(k.value)), previous: f.percent(num(k.previous)), change: k.change });

/**
 * The period's cards. Gross profit and margin come only to users holding
 * `dashboard:profit`: the server leaves them out otherwise, and so do the cards.
 */
export function KpiCards({ kpis }: { kpis: DashboardKpis }) {
  const translate = useTranslate();
  const f = useFigures();
  const label = (key: string) => translate(`reports.kpi.${key}`);
  const cards: { key: string; card: ReactNode }[] = [
    { key: 'net_sales', card: <KpiCard label={label('net_sales')} figure="net_sales" asOf={kpis.asOf} {...moneyKpi(f, kpis.netSales)} /> },
    { key: 'orders', card: <KpiCard label={label('orders')} figure="orders" asOf={kpis.asOf} {...countKpi(f, kpis.orders)} /> },
    {
      key: 'aov',
      card: <KpiCard label={label('average_order_value')} figure="average_order_value" asOf={kpis.asOf} {...moneyKpi(f, kpis.averageOrderValue)} />,
    },
  ];
  if (kpis.grossProfit) {
    cards.push({
      key: 'gross_profit',
      card: <KpiCard label={label('gross_profit')} figure="gross_profit" asOf={kpis.asOf} {...moneyKpi(f, kpis.grossProfit)} />,
    });
  }
  if (kpis.margin) cards.push({ key: 'margin', card: <KpiCard label={label('margin')} figure="margin" asOf={kpis.asOf} {...percentKpi(f, kpis.margin)} /> });
  cards.push(
    { key: 'units', card: <KpiCard label={label('units_sold')} figure="units_sold" asOf={kpis.asOf} {...countKpi(f, kpis.unitsSold)} /> },
    {
      key: 'returns',
      card: (
        <KpiCard label={label('returns')} figure="returns" asOf={kpis.asOf} lowerIsBetter {...moneyKpi(f, kpis.returnsValue)}>
          <Typography variant="body2" component="p">
            {translate('reports.kpi.return_rate', { rate: f.percent(num(kpis.returnRate.value)), previous: f.percent(num(kpis.returnRate.previous)) })}
          </Typography>
        </KpiCard>
      ),
    },
    { key: 'new_customers', card: <KpiCard label={label('new_customers')} figure="new_customers" asOf={kpis.asOf} {...countKpi(f, kpis.newCustomers)} /> },
    {
      key: 'cash',
      card: (
        <KpiCard label={label('cash_collected')} figure="cash_collected" asOf={kpis.asOf} {...moneyKpi(f, kpis.cashCollected.total)}>
          {kpis.cashCollected.byMethod.length > 0 && (
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto auto', columnGap: 2, m: 0, mt: 1, fontSize: 'body2.fontSize' }}>
              {kpis.cashCollected.byMethod.map((m) => (
                <Box key={m.method} sx={{ display: 'contents' }}>
                  <Box component="dt">{translate(`pos.methods.${m.method}`)}</Box>
                  <Box component="dd" sx={{ m: 0, textAlign: 'right' }}>
                    {f.money(m.value)}
                  </Box>
                </Box>
              ))}
            </Box>
          )}
        </KpiCard>
      ),
    },
  );
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={translate('reports.kpi.label')}>
      {cards.map(({ key, card }) => (
        <Grid key={key} size={{ xs: 12, sm: 6, lg: 3 }} component="li">
          {card}
        </Grid>
      ))}
    </Grid>
  );
}

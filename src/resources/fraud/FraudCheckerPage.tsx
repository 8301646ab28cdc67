import { Alert, Box, Button, Card, CardContent, Grid, Stack, TextField, Typography } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, Title, useDataProvider, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { mobileOf } from '../../../common/phone';
import type { CourierCheckWire, FraudCheck } from '../../../common/wire/fraud';
import type { ApiDataProvider } from '../../dataProvider';
import { useFormatDate, useFormatMoney, useLocalDigits } from '../../shop';
import { checkPhone, phoneRiskKey } from './fraudApi';
import { RiskChip } from './RiskChip';

/**
 * The Fraud Checker (`/fraud-checker`, spec §2.1, issue 22). A custom screen,
 * not an engine resource: there is no record to list, create or edit, only a
 * question (a phone) and its answer (the store's history, the band, the
 * courier's own check), so it registers itself as the list page of its
 * registry entry (`ownScreen`), as Settings does. `?phone=` opens it with a
 * number checked (the order page links here).
 */
export function FraudCheckerPage() {
  const translate = useTranslate();
  const dp = useDataProvider<ApiDataProvider>();
  const [params, setParams] = useSearchParams();
  const asked = params.get('phone') ?? '';
  const [typed, setTyped] = useState(asked);
  const [invalid, setInvalid] = useState(false);
  const phone = mobileOf(asked);

  const { data, error, isFetching } = useQuery({
    queryKey: phoneRiskKey(phone ?? ''),
    queryFn: () => checkPhone(dp, phone as string),
    enabled: phone !== null,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const mobile = mobileOf(typed);
    setInvalid(mobile === null);
    if (mobile !== null) setParams({ phone: typed.trim() });
  };

  return (
    <Box sx={{ mt: 2, maxWidth: 1100 }}>
      <Title title={translate('fraud.title')} />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('fraud.intro')}
      </Typography>
      <Stack component="form" direction="row" spacing={1} onSubmit={submit} sx={{ alignItems: 'flex-start', mb: 3 }} role="search">
        <TextField
          label={translate('fraud.phone')}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          error={invalid}
          helperText={invalid ? translate('fraud.invalid_phone') : ' '}
          inputMode="tel"
          autoFocus
          size="small"
          sx={{ width: 280 }}
          slotProps={{ htmlInput: { 'aria-label': translate('fraud.phone') } }}
        />
        <Button type="submit" variant="contained" startIcon={<SearchIcon />} disabled={isFetching}>
          {translate(isFetching ? 'fraud.checking' : 'fraud.check')}
        </Button>
      </Stack>
      {error && <Alert severity="error">{error instanceof Error ? error.message : String(error)}</Alert>}
      {data && <Answer check={data} />}
    </Box>
  );
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="h6" component="div" data-figure={label}>
        {children}
      </Typography>
    </Box>
  );
}

function Answer({ check }: { check: FraudCheck }) {
  const translate = useTranslate();
  const money = useFormatMoney();
  const dates = useFormatDate();
  const digits = useLocalDigits();
  const { history, risk } = check;
  const percent = (n: number | null) => (n === null ? '—' : digits(`${n}%`));
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 7 }}>
        <Card variant="outlined" component="section" aria-label={translate('fraud.store')}>
          <CardContent>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              {translate('fraud.store')} · {translate('fraud.checked_phone', { phone: check.phone })}
            </Typography>
            <RiskChip band={risk.band} reason={risk.reason} />
            <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(130px, 1fr))', gap: 2, mt: 2 }}>
              <Figure label={translate('fraud.figures.orders')}>{digits(String(history.orders))}</Figure>
              <Figure label={translate('fraud.figures.delivered')}>{digits(String(history.delivered))}</Figure>
              <Figure label={translate('fraud.figures.returned')}>{digits(String(history.returned))}</Figure>
              <Figure label={translate('fraud.figures.cancelled')}>{digits(String(history.cancelled))}</Figure>
              <Figure label={translate('fraud.figures.success_rate')}>{percent(history.successRate)}</Figure>
              <Figure label={translate('fraud.figures.total_spent')}>{money(history.totalSpent)}</Figure>
              <Figure label={translate('fraud.figures.last_order')}>
                {history.lastOrderId ? (
                  <Link to={`/orders/${history.lastOrderId}`} variant="body1">
                    {history.lastOrderNumber} · {dates.date(history.lastOrderAt)}
                  </Link>
                ) : (
                  '—'
                )}
              </Figure>
            </Box>
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 2 }}>
              {translate('fraud.thresholds', { medium: risk.mediumPercent, high: risk.highPercent })}
            </Typography>
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <CourierAnswer courier={check.courier} />
      </Grid>
    </Grid>
  );
}

function CourierAnswer({ courier }: { courier: CourierCheckWire }) {
  const translate = useTranslate();
  const dates = useFormatDate();
  const digits = useLocalDigits();
  const name = courier.courier ? translate(`fraud.courier.${courier.courier}`, { _: courier.courier }) : '';
  return (
    <Card variant="outlined" component="section" aria-label={translate('fraud.courier.title')}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {translate('fraud.courier.title')}
          {name ? ` · ${name}` : ''}
        </Typography>
        {courier.status === 'not-configured' && <Alert severity="info">{translate('fraud.courier.not_configured')}</Alert>}
        {courier.status === 'refused' && <Alert severity="warning">{translate('fraud.courier.refused', { message: courier.message ?? '' })}</Alert>}
        {courier.status === 'unavailable' && <Alert severity="warning">{translate('fraud.courier.unavailable', { message: courier.message ?? '' })}</Alert>}
        {courier.status === 'ok' && (
          <>
            <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(110px, 1fr))', gap: 2 }}>
              <Figure label={translate('fraud.courier.total')}>{digits(String(courier.total ?? 0))}</Figure>
              <Figure label={translate('fraud.courier.delivered')}>{digits(String(courier.delivered ?? 0))}</Figure>
              <Figure label={translate('fraud.courier.cancelled')}>{digits(String(courier.cancelled ?? 0))}</Figure>
              <Figure label={translate('fraud.courier.success_rate')}>{courier.successRate === null ? '—' : digits(`${courier.successRate}%`)}</Figure>
            </Box>
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 2 }}>
              {translate('fraud.courier.checked_at', { when: dates.dateTime(courier.checkedAt) })}
              {courier.cached ? ` (${translate('fraud.courier.cached')})` : ''}
            </Typography>
          </>
        )}
      </CardContent>
    </Card>
  );
}

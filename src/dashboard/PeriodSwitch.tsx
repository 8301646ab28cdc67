import { Stack, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DASHBOARD_PERIODS, type DashboardPeriod } from '../../common/wire/reports';
import { DayInput } from '../reports/DayInput';

export interface PeriodChoice {
  period: DashboardPeriod;
  from?: string;
  to?: string;
}

interface PeriodSwitchProps {
  value: PeriodChoice;
  onChange: (value: PeriodChoice) => void;
  /** Today in the shop's time zone: where a custom range starts from. */
  today: string;
}

/** Today, yesterday, 7 days, 30 days, this month, or two days chosen (Asia/Dhaka days, both included). */
export function PeriodSwitch({ value, onChange, today }: PeriodSwitchProps) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={value.period}
        onChange={(_, period: DashboardPeriod | null) => {
          if (!period) return;
          onChange(period === 'custom' ? { period, from: value.from ?? today, to: value.to ?? today } : { period });
        }}
        aria-label={translate('reports.period.label')}
        sx={{ flexWrap: 'wrap' }}
      >
        {DASHBOARD_PERIODS.map((period) => (
          <ToggleButton key={period} value={period}>
            {translate(`reports.period.${period}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {value.period === 'custom' && (
        <>
          <DayInput label={translate('reports.range.from')} value={value.from ?? today} onChange={(from) => onChange({ ...value, from })} />
          <DayInput label={translate('reports.range.to')} value={value.to ?? today} onChange={(to) => onChange({ ...value, to })} />
        </>
      )}
    </Stack>
  );
}

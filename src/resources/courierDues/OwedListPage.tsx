import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { ApiDataProvider } from '../../dataProvider';
import type { CustomPageProps } from '../../engine/parts';
import { useFormatMoney } from '../../shop/useFormatMoney';
import { ReadPayoutsButton } from '../courierPayouts/ReadPayoutsButton';
import { courierName } from './courierName';
import { OWED_TOTALS_KEY } from './owedTotalsKey';

export { OWED_TOTALS_KEY } from './owedTotalsKey';

/** The generated owed list with what each courier owes in all above it. */
export function OwedListPage({ Generated }: CustomPageProps) {
  const translate = useTranslate();
  const money = useFormatMoney();
  const dataProvider = useDataProvider<ApiDataProvider>();
  const { data } = useQuery({ queryKey: OWED_TOTALS_KEY, queryFn: () => dataProvider.request('GET /courier-dues/by-courier') });
  return (
    <>
      <Box
        component="section"
        aria-label={translate('settlements.owed.totals')}
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, px: 2, pt: 1 }}
      >
        <Typography variant="body2" color="text.secondary">
          {translate('settlements.owed.totals')}
        </Typography>
        {data?.length === 0 && <Typography variant="body2">{translate('settlements.owed.none')}</Typography>}
        {data?.map((t) => (
          <Chip
            key={t.courier}
            data-testid={`owed-${t.courier}`}
            label={translate('settlements.owed.total', { courier: courierName(translate, t.courier), smart_count: t.parcels, amount: money(t.owed) })}
          />
        ))}
        <Box sx={{ ml: 'auto' }}>
          <ReadPayoutsButton />
        </Box>
      </Box>
      <Generated />
    </>
  );
}

import { Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { ApiDataProvider } from '../dataProvider';
import { fetchItemLocations } from './posApi';

/**
 * Under a line the till's location is short of: which other locations hold
 * the item and how many (issue 21), so the cashier can send for it or a
 * manager can switch the till. Nothing when no other location has any.
 */
export function OtherLocations({ itemId, here }: { itemId: string; here: string | null }) {
  const translate = useTranslate();
  const dp = useDataProvider<ApiDataProvider>();
  const { data } = useQuery({ queryKey: ['pos', 'item-locations', itemId], queryFn: () => fetchItemLocations(dp, itemId), staleTime: 30_000 });
  const elsewhere = (data?.locations ?? []).filter((l) => l._id !== here);
  if (elsewhere.length === 0) return null;
  const list = elsewhere.map((l) => translate('pos.location.stock_at', { name: l.name, stock: l.stock })).join(', ');
  return (
    <Typography variant="caption" color="text.secondary" component="p" data-testid="other-locations">
      {translate('pos.location.elsewhere', { list })}
    </Typography>
  );
}

import { Skeleton } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useCanAccess, useDataProvider } from 'react-admin';
import { mobileOf } from '../../../common/phone';
import type { ApiDataProvider } from '../../dataProvider';
import { checkPhone, phoneRiskKey } from './fraudApi';
import { RiskChip } from './RiskChip';

/**
 * The risk band of a phone, for the order page and the till: nothing for a
 * user without `fraud:check` or for what is not a mobile number. The answer
 * is kept a minute, so picking the same customer again asks nothing.
 */
export function PhoneRisk({ phone, compact = false }: { phone: string | null | undefined; compact?: boolean }) {
  const dp = useDataProvider<ApiDataProvider>();
  const { canAccess } = useCanAccess({ resource: 'fraud', action: 'check' });
  const mobile = phone ? mobileOf(phone) : null;
  const { data, isPending } = useQuery({
    queryKey: phoneRiskKey(mobile ?? ''),
    queryFn: () => checkPhone(dp, mobile as string),
    enabled: canAccess === true && mobile !== null,
    staleTime: 60_000,
  });
  if (!canAccess || !mobile) return null;
  if (isPending) return <Skeleton variant="rounded" width={96} height={24} />;
  if (!data) return null;
  return <RiskChip band={data.risk.band} reason={data.risk.reason} compact={compact} />;
}

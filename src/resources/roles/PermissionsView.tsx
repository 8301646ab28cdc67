import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslate } from 'react-admin';
import { ALL } from '../../../common/permissions';
import type { ViewProps } from '../../engine/parts';

/** A role's permissions as chips; `*` reads "All permissions". */
export function PermissionsView({ field, value }: ViewProps) {
  const translate = useTranslate();
  const held = (Array.isArray(value) ? value : []).map(String);
  if (held.includes(ALL)) return <Chip size="small" color="primary" label={translate('engine.show.all_permissions')} />;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {held.map((p) => (
        <Chip key={p} size="small" label={field.options?.find((o) => o.value === p)?.label ?? p} />
      ))}
    </Stack>
  );
}

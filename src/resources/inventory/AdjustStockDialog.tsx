import { Alert, FormControlLabel, MenuItem, Radio, RadioGroup, Stack, TextField } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useGetList, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { AdjustInput } from '../../../common/wire/inventory';
import { MAX_STOCK_UNITS } from '../../../common/stockLevels';
import type { ApiDataProvider } from '../../dataProvider';
import { describeError, fieldErrors } from '../../engine/describeError';
import type { CustomActionProps } from '../../engine/parts';
import { adjustStock } from './inventoryApi';
import { ActionDialog } from '../../engine/ActionDialog';

interface Props {
  itemId: string;
  /** The item as the screen names it (name and variant). */
  name: string;
  open: boolean;
  onClose: () => void;
}

/**
 * A manager sets a location's figure of an item, or adds or takes units, with
 * a reason (issue 21). The server works the change out at the moment it
 * writes (a sale in between is not undone) and refuses taking more than the
 * location holds; its words are shown here.
 */
export function AdjustStockDialog({ itemId, name, open, onClose }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<ApiDataProvider>();
  const { data: places = [] } = useGetList<{ id: string; name: string; isActive: boolean }>('locations', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'createdAt', order: 'ASC' },
    filter: { isActive: true },
  });
  const [locationId, setLocationId] = useState('');
  const [mode, setMode] = useState<AdjustInput['mode']>('set');
  const [qty, setQty] = useState('');
  const [reason, setReason] = useState('');
  const chosen = locationId || places[0]?.id || '';
  const save = useMutation({
    mutationFn: () => adjustStock(dataProvider, itemId, { locationId: chosen, mode, qty: Number(qty), reason }),
    onSuccess: (result) => {
      notify('app.inventory.adjusted', { type: 'success', messageArgs: { name, stock: result.stock } });
      refresh();
      void queryClient.invalidateQueries({ queryKey: ['inventory'] });
      onClose();
    },
  });
  const errors = save.error ? fieldErrors(save.error) : {};
  const whole = /^-?\d+$/.test(qty.trim());
  const ready = chosen && whole && reason.trim() !== '' && (mode === 'add' ? Number(qty) !== 0 : Number(qty) >= 0) && Math.abs(Number(qty)) <= MAX_STOCK_UNITS;
  return (
    <ActionDialog
      open={open}
      title={translate('app.inventory.adjust_title', { name })}
      onClose={onClose}
      busy={save.isPending}
      confirm={{ label: translate('app.inventory.adjust'), onClick: () => save.mutate(), disabled: !ready }}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {save.error && !(errors.locationId || errors.qty || errors.reason) && <Alert severity="error">{describeError(save.error)}</Alert>}
        <TextField
          select
          label={translate('app.inventory.location')}
          value={chosen}
          onChange={(e) => setLocationId(e.target.value)}
          error={!!errors.locationId}
          helperText={errors.locationId}
        >
          {places.map((p) => (
            <MenuItem key={p.id} value={p.id}>
              {p.name}
            </MenuItem>
          ))}
        </TextField>
        <RadioGroup row value={mode} onChange={(e) => setMode(e.target.value as AdjustInput['mode'])}>
          <FormControlLabel value="set" control={<Radio />} label={translate('app.inventory.mode_set')} />
          <FormControlLabel value="add" control={<Radio />} label={translate('app.inventory.mode_add')} />
        </RadioGroup>
        <TextField
          label={translate(mode === 'set' ? 'app.inventory.new_figure' : 'app.inventory.units')}
          value={qty}
          onChange={(e) => setQty(e.target.value)}
          inputMode="numeric"
          error={!!errors.qty || (qty !== '' && !whole)}
          helperText={errors.qty ?? translate(mode === 'set' ? 'app.inventory.new_figure_help' : 'app.inventory.units_help')}
        />
        <TextField
          label={translate('app.inventory.reason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          required
          multiline
          slotProps={{ htmlInput: { maxLength: 500 } }}
          error={!!errors.reason}
          helperText={errors.reason}
        />
      </Stack>
    </ActionDialog>
  );
}

const itemName = (record: CustomActionProps['record']) => (record.variant ? `${String(record.name)} (${String(record.variant)})` : String(record.name));

/** The inventory table's row action. */
export function AdjustStockAction({ record, onClose }: CustomActionProps) {
  return <AdjustStockDialog itemId={String(record.id)} name={itemName(record)} open onClose={onClose} />;
}

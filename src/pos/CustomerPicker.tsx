import { Autocomplete, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, Stack, TextField, Tooltip, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { useEffect, useMemo, useState } from 'react';
import { useCreate, useGetList, useNotify, useTranslate } from 'react-admin';
import { mobileOf } from '../../common/phone';
import { useCart, type CartAddress, type CartCustomer } from './cart';

/** A customer as `/api/customers` answers it: enough to sell to and to prefill the address. */
export interface PosCustomer extends CartCustomer {
  id: string;
  addresses?: (CartAddress & { _id?: string })[];
}

const toCartCustomer = (c: PosCustomer): CartCustomer => ({ _id: c._id ?? c.id, name: c.name, phone: c.phone ?? undefined, email: c.email ?? undefined });

/**
 * Guest by default; find a customer by phone or name, or make one on the spot
 * (name, phone). With `kept` (the till offline, issue 25) it finds among
 * those customers only, in the browser, and makes none.
 */
export function CustomerPicker({
  onChosen,
  onPhoneTyped,
  kept,
}: {
  onChosen?(customer: PosCustomer): void;
  onPhoneTyped?(phone: string | null): void;
  kept?: PosCustomer[];
}) {
  const translate = useTranslate();
  const customer = useCart((s) => s.customer);
  const setCustomer = useCart((s) => s.setCustomer);
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);

  // A short pause before asking, so typing a phone number is one search, not eleven.
  useEffect(() => {
    const timer = setTimeout(() => setSearch(input.trim()), 250);
    return () => clearTimeout(timer);
  }, [input]);
  // A whole mobile number typed in the search is a phone order's caller: the till shows its risk at once.
  useEffect(() => onPhoneTyped?.(mobileOf(search)), [search, onPhoneTyped]);

  const { data = [], isFetching } = useGetList<PosCustomer>(
    'customers',
    { pagination: { page: 1, perPage: 10 }, sort: { field: 'name', order: 'ASC' }, filter: { q: search } },
    { enabled: search.length >= 2 && !kept },
  );
  const found = useMemo(() => {
    if (!kept) return data;
    const q = search.toLowerCase();
    return kept.filter((c) => c.name.toLowerCase().includes(q) || (c.phone ?? '').includes(q)).slice(0, 10);
  }, [kept, data, search]);
  const value = useMemo(() => (customer === 'guest' ? null : ({ ...customer, id: customer._id } as PosCustomer)), [customer]);

  const choose = (c: PosCustomer | null) => {
    setInput('');
    setCustomer(c ? toCartCustomer(c) : 'guest');
    if (c) onChosen?.(c);
  };

  const creatingDialog = creating && (
    <NewCustomerDialog
      onClose={() => setCreating(false)}
      onCreated={(c) => {
        choose(c);
        setCreating(false);
      }}
    />
  );

  // A chosen customer shows in full, name and phone (issue 19), not squeezed into the search box.
  if (value) {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="group" aria-label={translate('pos.customer.label')}>
        <Box sx={{ flex: 1, minWidth: 0 }} data-testid="pos-customer">
          <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {value.name}
          </Typography>
          {value.phone && (
            <Typography variant="caption" color="text.secondary" component="p">
              {value.phone}
            </Typography>
          )}
        </Box>
        <Tooltip title={translate('pos.customer.use_guest')}>
          <IconButton size="small" aria-label={translate('pos.customer.use_guest')} onClick={() => choose(null)}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        {creatingDialog}
      </Stack>
    );
  }

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Autocomplete<PosCustomer>
        sx={{ flex: 1, minWidth: 0 }}
        size="small"
        options={search.length >= 2 ? found : []}
        loading={!kept && isFetching}
        value={null}
        filterOptions={(x) => x}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        getOptionLabel={(c) => (c.phone ? `${c.name} · ${c.phone}` : c.name)}
        onChange={(_, c) => choose(c)}
        onInputChange={(_, v, reason) => {
          if (reason === 'input') setInput(v);
        }}
        renderInput={(params) => (
          // The label stays up so the placeholder says who is buying until a customer is found: a guest.
          <TextField
            {...params}
            label={translate('pos.customer.label')}
            placeholder={translate('pos.customer.guest')}
            slotProps={{ ...params.slotProps, inputLabel: { ...params.slotProps.inputLabel, shrink: true } }}
          />
        )}
        noOptionsText={translate('pos.customer.find')}
      />
      {!kept && (
        <Tooltip title={translate('pos.customer.new')}>
          <IconButton aria-label={translate('pos.customer.new')} onClick={() => setCreating(true)}>
            <PersonAddIcon />
          </IconButton>
        </Tooltip>
      )}
      {creatingDialog}
    </Stack>
  );
}

function NewCustomerDialog({ onClose, onCreated }: { onClose(): void; onCreated(c: PosCustomer): void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [create, { isPending }] = useCreate<PosCustomer>();
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = () => {
    void create(
      'customers',
      { data: { name: name.trim(), phone: phone.trim() } },
      {
        onSuccess: (created) => {
          notify('pos.customer.created', { type: 'success', messageArgs: { name: created.name } });
          onCreated(created);
        },
        onError: (error) => {
          const body = (error as { body?: { errors?: { field: string; message: string }[] } }).body;
          setErrors(Object.fromEntries((body?.errors ?? []).map((e) => [e.field, e.message])));
          notify((error as Error).message || 'app.notification.error_loading', { type: 'error' });
        },
      },
    );
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="new-customer-title" fullWidth maxWidth="xs">
      <DialogTitle id="new-customer-title">{translate('pos.customer.create_title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={translate('pos.customer.name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            required
            error={!!errors.name}
            helperText={errors.name}
            autoFocus
          />
          <TextField
            label={translate('pos.customer.phone')}
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
            required
            error={!!errors.phone}
            helperText={errors.phone}
            inputMode="tel"
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={isPending || !name.trim() || !phone.trim()} onClick={submit}>
          {translate('pos.customer.create')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

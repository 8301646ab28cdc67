import { Button, IconButton, Stack, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useAddressText } from '../address';
import { PhoneRisk } from '../resources/fraud/PhoneRisk';
import { AddressDialog } from './AddressDialog';
import { useCart, type CartAddress } from './cart';
import { CustomerPicker, type PosCustomer } from './CustomerPicker';
import { useOffline } from './offline/offlineStore';

/** The customer (guest by default) and the delivery address, prefilled from the customer. */
export function CustomerAndAddress() {
  const translate = useTranslate();
  const customer = useCart((s) => s.customer);
  const address = useCart((s) => s.address);
  const setAddress = useCart((s) => s.setAddress);
  const keepAddress = useCart((s) => s.keepAddress);
  const draft = useCart((s) => s.draftAddress);
  const [editing, setEditing] = useState(false);
  const { line } = useAddressText();
  const addressText = address ? line(address, true) : null;
  const [saved, setSaved] = useState<CartAddress | null>(null);
  const [typedPhone, setTypedPhone] = useState<string | null>(null);
  // The phone whose risk the till shows (issue 22): one being typed in the customer search, else the chosen customer's, else the address's.
  const riskPhone = typedPhone ?? (customer === 'guest' ? undefined : customer.phone) ?? address?.phone;
  // Offline (issue 25): the customers the snapshot holds (the location's latest); the fraud check needs the server.
  const offline = useOffline((s) => !s.online);

  const snapshot = useOffline((s) => s.catalogue);
  const keptCustomers = useMemo(
    () =>
      (snapshot?.customers ?? []).map((c): PosCustomer => ({
        id: c._id,
        _id: c._id,
        name: c.name,
        phone: c.phone,
        email: c.email ?? undefined,
        addresses: c.address ? [c.address] : [],
      })),
    [snapshot],
  );
  const onChosen = (c: PosCustomer) => {
    const first = c.addresses?.[0];
    setSaved(
      first
        ? { ...first, email: first.email || c.email || '' }
        : { name: c.name, phone: c.phone ?? '', email: c.email ?? '', street: '', city: '', postalCode: '' },
    );
  };

  // Prefill from the customer: their first saved address, else their name, phone and email.
  const prefill = (): Partial<CartAddress> => {
    if (address) return address;
    // What a customer's message said of the address (issue 38), still to be completed.
    if (draft) return draft;
    if (saved) return saved;
    if (customer === 'guest') return {};
    return { name: customer.name, phone: customer.phone, email: customer.email };
  };

  return (
    <Stack spacing={0.5}>
      {offline ? (
        <>
          <CustomerPicker kept={keptCustomers} onChosen={onChosen} />
          <Typography variant="caption" color="text.secondary" role="status">
            {translate('pos.offline.customer_recent_only')}
          </Typography>
        </>
      ) : (
        <>
          <CustomerPicker onPhoneTyped={setTypedPhone} onChosen={onChosen} />
          <PhoneRisk phone={riskPhone} compact />
        </>
      )}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        {/* At most two lines (the whole address in its title and in Edit address): a long one must not push Confirm Order off a 768 px screen. */}
        <Typography
          variant="body2"
          title={addressText ?? undefined}
          sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
          aria-label={translate('pos.address.title')}
        >
          {addressText ?? translate('pos.address.none')}
        </Typography>
        {!address && draft && (
          <Typography variant="caption" color="warning.dark" sx={{ flex: 'none' }}>
            {translate('pos.message.address_to_complete')}
          </Typography>
        )}
        <Button size="small" onClick={() => setEditing(true)} sx={{ flex: 'none' }}>
          {translate(address ? 'pos.address.edit' : 'pos.address.set')}
        </Button>
        {address && (
          <IconButton size="small" aria-label={translate('pos.address.delete')} onClick={() => setAddress(null)}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        )}
      </Stack>
      {editing && (
        <AddressDialog
          initial={prefill()}
          keepFor={customer === 'guest' ? undefined : customer.name}
          initialKeep={keepAddress}
          onClose={() => setEditing(false)}
          onSave={(a, keep) => {
            setAddress(a, keep);
            setEditing(false);
          }}
        />
      )}
    </Stack>
  );
}

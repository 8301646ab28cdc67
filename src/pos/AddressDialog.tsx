import { Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, FormHelperText, Grid, Switch, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { ADDRESS_LIMITS, ADDRESS_PARTS as FIELDS, ADDRESS_REQUIRED as REQUIRED, type AddressPart as Field } from '../../common/address';
import { mobileOf } from '../../common/phone';
import { PlacePicker, type PlaceIds } from '../address';
import type { CartAddress } from './cart';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type AddressError = 'required' | 'email_invalid' | 'phone_invalid';

/** What the server would refuse, said before it is sent: the parts §5 requires, the email, the mobile number (common/address.ts). */
export function addressErrors(address: Partial<CartAddress>): Partial<Record<Field, AddressError>> {
  const errors: Partial<Record<Field, AddressError>> = {};
  for (const f of REQUIRED) if (!address[f]?.trim()) errors[f] = 'required';
  if (!errors.email && address.email && !EMAIL.test(address.email.trim())) errors.email = 'email_invalid';
  if (!errors.phone && address.phone && mobileOf(address.phone) === null) errors.phone = 'phone_invalid';
  return errors;
}

/** The place's ids only when set: the wire refuses an empty one, and a cleared place leaves no key behind. */
const placeIds = ({ district, thana }: Partial<CartAddress>): PlaceIds => ({ ...(district ? { district } : {}), ...(district && thana ? { thana } : {}) });

interface Props {
  initial: Partial<CartAddress>;
  /** The chosen customer's name: the dialog offers to keep the address on them (absent for a guest, who has no record). */
  keepFor?: string;
  /** The switch as the cashier last left it for this cart (on unless turned off). */
  initialKeep?: boolean;
  onClose(): void;
  onSave(address: CartAddress, keep: boolean): void;
}

/** The Delivery address dialog (spec §2.5, §5), prefilled by the caller from the customer. */
export function AddressDialog({ initial, keepFor, initialKeep = true, onClose, onSave }: Props) {
  const translate = useTranslate();
  const [value, setValue] = useState<Partial<CartAddress>>(initial);
  const [keep, setKeep] = useState(initialKeep);
  const [tried, setTried] = useState(false);
  const errors = addressErrors(value);

  const save = () => {
    setTried(true);
    if (Object.keys(errors).length > 0) return;
    const clean = Object.fromEntries(FIELDS.map((f) => [f, value[f]?.trim() ?? '']).filter(([, v]) => v !== '')) as unknown as CartAddress;
    // Kept as the server keeps it: 01712345678, whatever spaces or +880 were typed.
    // A guest's choice stands too: on by default, it applies if a customer is chosen before the sale.
    onSave({ ...clean, ...placeIds(value), phone: mobileOf(clean.phone) ?? clean.phone }, keep);
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="address-title" fullWidth maxWidth="sm">
      <DialogTitle id="address-title">{translate('pos.address.title')}</DialogTitle>
      <DialogContent>
        <Grid
          container
          spacing={2}
          sx={{ pt: 1 }}
          component="form"
          noValidate
          onSubmit={(e) => {
            // Enter does not submit a modal form (spec §5).
            e.preventDefault();
          }}
        >
          {FIELDS.map((f) => {
            const error = tried ? errors[f] : undefined;
            return (
              <Grid key={f} size={{ xs: 12, sm: f === 'street' ? 12 : 6 }}>
                <TextField
                  fullWidth
                  size="small"
                  label={translate(`pos.address.${f}`)}
                  required={REQUIRED.includes(f)}
                  value={value[f] ?? ''}
                  type={f === 'email' ? 'email' : f === 'phone' ? 'tel' : 'text'}
                  slotProps={{ htmlInput: { maxLength: ADDRESS_LIMITS[f] } }}
                  onChange={(e) => setValue({ ...value, [f]: e.target.value })}
                  error={!!error}
                  helperText={error ? translate(`pos.address.${error}`) : undefined}
                />
              </Grid>
            );
          })}
          <Grid size={12}>
            <PlacePicker
              value={placeIds(value)}
              onChange={(place) => setValue({ ...value, district: place.district, thana: place.thana })}
              typed={{ street: value.street, city: value.city, postalCode: value.postalCode }}
            />
          </Grid>
          {keepFor !== undefined && (
            <Grid size={12}>
              {/* On by default: an address typed at the till was lost to the customer's record (Addresses "—") unless someone typed it again there. */}
              <FormControlLabel
                control={
                  <Switch checked={keep} onChange={(e) => setKeep(e.target.checked)} slotProps={{ input: { 'aria-describedby': 'address-keep-help' } }} />
                }
                label={translate('pos.address.keep', { name: keepFor })}
              />
              <FormHelperText id="address-keep-help" sx={{ mt: 0 }}>
                {translate('pos.address.keep_help')}
              </FormHelperText>
            </Grid>
          )}
        </Grid>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={save}>
          {translate('pos.address.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

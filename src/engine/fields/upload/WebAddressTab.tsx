import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';

const isWebAddress = (text: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
};

/** The Web Address tab: use an image already on the web by its URL. */
export function WebAddressTab({ onSelect }: { onSelect: (url: string) => void }) {
  const translate = useTranslate();
  const [url, setUrl] = useState('');
  const [touched, setTouched] = useState(false);
  const valid = isWebAddress(url.trim());
  const submit = (event: FormEvent) => {
    // This sits inside the record's form: its own submit must not reach it.
    event.preventDefault();
    event.stopPropagation();
    // A refused address says why at once, whether the person pressed Enter or the button.
    setTouched(true);
    if (valid) onSelect(url.trim());
  };
  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      <TextField
        label={translate('engine.form.upload.url')}
        type="url"
        value={url}
        onChange={(event) => setUrl(event.target.value)}
        onBlur={() => setTouched(true)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') submit(event);
        }}
        error={touched && url !== '' && !valid}
        helperText={touched && url !== '' && !valid ? translate('engine.form.upload.invalid_url') : ' '}
        fullWidth
      />
      <Button variant="contained" onClick={submit} disabled={url.trim() === ''}>
        {translate('engine.form.upload.use_url')}
      </Button>
    </Stack>
  );
}

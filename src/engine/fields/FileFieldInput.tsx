import { useState } from 'react';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import DeleteIcon from '@mui/icons-material/Delete';
import { FieldTitle, InputHelperText, useInput, useTranslate } from 'react-admin';
import type { FieldInputProps } from './types';
import { UploadDialog } from './upload';
import { useInputProps } from './useInputProps';

/** A file's URL (a size chart, a document): uploaded or given by web address. */
export function FileFieldInput(props: FieldInputProps) {
  const { source, label, validate, disabled, helperText } = useInputProps(props);
  const translate = useTranslate();
  const { id, field, fieldState, isRequired } = useInput({ source, validate, disabled });
  const [open, setOpen] = useState(false);
  const url = typeof field.value === 'string' && field.value !== '' ? field.value : null;
  return (
    <Stack spacing={1} sx={{ my: 1 }}>
      <FormLabel id={`${id}-label`} error={fieldState.invalid}>
        <FieldTitle label={label} source={source} isRequired={isRequired} />
      </FormLabel>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        {url && (
          <Link href={url} target="_blank" rel="noopener noreferrer">
            {decodeURIComponent(url.split('/').pop() ?? url)}
          </Link>
        )}
        <Button variant="outlined" onClick={() => setOpen(true)} disabled={disabled} aria-describedby={`${id}-label`}>
          {translate(url ? 'engine.form.file.change' : 'engine.form.file.choose')}
        </Button>
        {url && (
          <IconButton onClick={() => field.onChange(null)} disabled={disabled} aria-label={translate('engine.form.file.remove', { name: label })}>
            <DeleteIcon />
          </IconButton>
        )}
      </Stack>
      {(helperText || fieldState.invalid) && (
        <FormHelperText error={fieldState.invalid}>
          <InputHelperText error={fieldState.error?.message} helperText={helperText} />
        </FormHelperText>
      )}
      <UploadDialog open={open} onClose={() => setOpen(false)} onSelect={(next) => field.onChange(next)} accept="*/*" showLibrary={false} folder="files" />
    </Stack>
  );
}

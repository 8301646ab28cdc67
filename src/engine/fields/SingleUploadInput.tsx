import { useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import DeleteIcon from '@mui/icons-material/Delete';
import { FieldTitle, InputHelperText, useInput, useTranslate } from 'react-admin';
import type { FieldInputProps } from './types';
import { UploadDialog, type UploadDialogProps } from './upload';
import { useInputProps } from './useInputProps';

interface SingleUploadInputProps {
  input: FieldInputProps;
  /** Message keys under `engine.form.{kind}` (choose, change, remove). */
  kind: 'image' | 'file';
  /** What stands for the current value: a picture, a link, or a placeholder when there is none. */
  preview: (url: string | null, label: string) => ReactNode;
  dialog?: Pick<UploadDialogProps, 'accept' | 'showLibrary' | 'folder'>;
}

/** One uploaded URL: its preview, a button opening the upload dialog, and a remove button. */
export function SingleUploadInput({ input, kind, preview, dialog }: SingleUploadInputProps) {
  const { source, label, validate, disabled, helperText } = useInputProps(input);
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
        {preview(url, label)}
        <Button variant="outlined" onClick={() => setOpen(true)} disabled={disabled} aria-describedby={`${id}-label`}>
          {translate(url ? `engine.form.${kind}.change` : `engine.form.${kind}.choose`)}
        </Button>
        {url && (
          <IconButton onClick={() => field.onChange(null)} disabled={disabled} aria-label={translate(`engine.form.${kind}.remove`, { name: label })}>
            <DeleteIcon />
          </IconButton>
        )}
      </Stack>
      {(helperText || fieldState.invalid) && (
        <FormHelperText error={fieldState.invalid}>
          <InputHelperText error={fieldState.error?.message} helperText={helperText} />
        </FormHelperText>
      )}
      <UploadDialog open={open} onClose={() => setOpen(false)} onSelect={(next) => field.onChange(next)} {...dialog} />
    </Stack>
  );
}

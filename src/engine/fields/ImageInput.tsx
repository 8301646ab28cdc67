import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import DeleteIcon from '@mui/icons-material/Delete';
import ImageIcon from '@mui/icons-material/Image';
import { FieldTitle, InputHelperText, useInput, useTranslate } from 'react-admin';
import type { FieldInputProps } from './types';
import { UploadDialog } from './upload';
import { useInputProps } from './useInputProps';

/** One image URL: a preview and a button opening the upload dialog. */
export function ImageInput(props: FieldInputProps) {
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
        {url ? (
          <Box component="img" src={url} alt={translate('engine.form.image.preview', { name: label })} sx={{ width: 96, height: 96, objectFit: 'cover', borderRadius: 1 }} />
        ) : (
          <Box sx={{ width: 96, height: 96, display: 'grid', placeItems: 'center', bgcolor: 'action.hover', borderRadius: 1 }}>
            <ImageIcon color="disabled" />
          </Box>
        )}
        <Button variant="outlined" onClick={() => setOpen(true)} disabled={disabled} aria-describedby={`${id}-label`}>
          {translate(url ? 'engine.form.image.change' : 'engine.form.image.choose')}
        </Button>
        {url && (
          <IconButton onClick={() => field.onChange(null)} disabled={disabled} aria-label={translate('engine.form.image.remove', { name: label })}>
            <DeleteIcon />
          </IconButton>
        )}
      </Stack>
      {(helperText || fieldState.invalid) && (
        <FormHelperText error={fieldState.invalid}>
          <InputHelperText error={fieldState.error?.message} helperText={helperText} />
        </FormHelperText>
      )}
      <UploadDialog open={open} onClose={() => setOpen(false)} onSelect={(next) => field.onChange(next)} />
    </Stack>
  );
}

import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import DeleteIcon from '@mui/icons-material/Delete';
import { FieldTitle, InputHelperText, useInput, useTranslate } from 'react-admin';
import type { FieldInputProps } from './types';
import { UploadDialog } from './upload';
import { useInputProps } from './useInputProps';

/** Spec §5: image lists hold at most `limit` images, 999 when the spec says nothing. */
export const DEFAULT_IMAGE_LIMIT = 999;

/** A list of image URLs, each added through the upload dialog. */
export function ImageArrayInput(props: FieldInputProps) {
  const { source, label, validate, disabled, helperText } = useInputProps(props);
  const translate = useTranslate();
  const { id, field, fieldState, isRequired } = useInput({ source, validate, disabled });
  const [open, setOpen] = useState(false);
  const images: string[] = Array.isArray(field.value) ? field.value : [];
  const limit = props.field.limit ?? DEFAULT_IMAGE_LIMIT;
  const full = images.length >= limit;
  return (
    <Stack spacing={1} sx={{ my: 1 }}>
      <FormLabel id={`${id}-label`} error={fieldState.invalid}>
        <FieldTitle label={label} source={source} isRequired={isRequired} />
      </FormLabel>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {images.map((url, index) => (
          <Box key={`${url}-${index}`} sx={{ position: 'relative' }}>
            <Box
              component="img"
              src={url}
              alt={translate('engine.form.image.preview_n', { name: label, n: index + 1 })}
              sx={{ width: 96, height: 96, objectFit: 'cover', borderRadius: 1 }}
            />
            <IconButton
              size="small"
              onClick={() => field.onChange(images.filter((_url, i) => i !== index))}
              disabled={disabled}
              aria-label={translate('engine.form.image.remove_n', { name: label, n: index + 1 })}
              sx={{ position: 'absolute', top: 0, right: 0, bgcolor: 'background.paper' }}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Box>
        ))}
      </Box>
      <Box>
        <Button variant="outlined" onClick={() => setOpen(true)} disabled={disabled || full} aria-describedby={`${id}-label`}>
          {translate('engine.form.image.add')}
        </Button>
      </Box>
      <FormHelperText error={fieldState.invalid}>
        <InputHelperText
          error={fieldState.error?.message}
          helperText={helperText || (limit < DEFAULT_IMAGE_LIMIT ? translate('engine.form.image.limit', { limit }) : false)}
        />
      </FormHelperText>
      <UploadDialog open={open} onClose={() => setOpen(false)} onSelect={(url) => field.onChange([...images, url])} />
    </Stack>
  );
}

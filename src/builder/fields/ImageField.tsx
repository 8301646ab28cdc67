import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import DeleteIcon from '@mui/icons-material/Delete';
import ImageIcon from '@mui/icons-material/Image';
import { useTranslate } from 'react-admin';
import { UploadDialog } from '../../engine/fields';
import { FieldGroup } from './FieldGroup';

interface ImageFieldProps {
  label: string;
  value: string | undefined;
  onChange: (value: string) => void;
  readOnly?: boolean;
}

/** The image-source style: a preview and the app's upload dialog (Photos, Upload, Web Address). */
export function ImageField({ label, value, onChange, readOnly }: ImageFieldProps) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <FieldGroup label={label}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        {value ? (
          <Box
            component="img"
            src={value}
            alt={translate('engine.form.image.preview', { name: label })}
            sx={{ width: 64, height: 64, objectFit: 'cover', borderRadius: 1 }}
          />
        ) : (
          <Box sx={{ width: 64, height: 64, display: 'grid', placeItems: 'center', bgcolor: 'action.hover', borderRadius: 1 }}>
            <ImageIcon color="disabled" />
          </Box>
        )}
        <Button
          variant="outlined"
          size="small"
          disabled={readOnly}
          onClick={() => setOpen(true)}
          aria-label={`${translate(value ? 'engine.form.image.change' : 'engine.form.image.choose')}: ${label}`}
        >
          {translate(value ? 'engine.form.image.change' : 'engine.form.image.choose')}
        </Button>
        {value && (
          <IconButton size="small" disabled={readOnly} onClick={() => onChange('')} aria-label={translate('engine.form.image.remove', { name: label })}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        )}
      </Stack>
      <UploadDialog open={open} onClose={() => setOpen(false)} onSelect={onChange} folder="content" />
    </FieldGroup>
  );
}

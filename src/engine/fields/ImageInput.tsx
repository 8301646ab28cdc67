import Box from '@mui/material/Box';
import ImageIcon from '@mui/icons-material/Image';
import { useTranslate } from 'react-admin';
import { SingleUploadInput } from './SingleUploadInput';
import type { FieldInputProps } from './types';

/** One image URL: a preview and a button opening the upload dialog. */
export function ImageInput(props: FieldInputProps) {
  const translate = useTranslate();
  return (
    <SingleUploadInput
      input={props}
      kind="image"
      preview={(url, label) =>
        url ? (
          <Box component="img" src={url} alt={translate('engine.form.image.preview', { name: label })} sx={{ width: 96, height: 96, objectFit: 'cover', borderRadius: 1 }} />
        ) : (
          <Box sx={{ width: 96, height: 96, display: 'grid', placeItems: 'center', bgcolor: 'action.hover', borderRadius: 1 }}>
            <ImageIcon color="disabled" />
          </Box>
        )
      }
    />
  );
}

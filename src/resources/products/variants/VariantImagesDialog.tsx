import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslate } from 'react-admin';
import { UploadDialog } from '../../../engine/fields';
import { VARIATION_IMAGE_LIMIT } from './types';

export interface VariantImagesDialogProps {
  /** The variant's name, for the title; the dialog is closed when absent. */
  name?: string;
  images: string[];
  onChange: (images: string[]) => void;
  onClose: () => void;
}

/** A variant's images (at most six), each added through the upload dialog of spec §2.6. */
export function VariantImagesDialog({ name, images, onChange, onClose }: VariantImagesDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const [uploading, setUploading] = useState(false);
  const full = images.length >= VARIATION_IMAGE_LIMIT;
  return (
    <Dialog open={name !== undefined} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{translate('catalogue.variants.images_title', { name: name ?? '' })}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}>
          {images.map((url, i) => (
            <Box key={`${url}-${i}`} sx={{ position: 'relative' }}>
              <Box
                component="img"
                src={url}
                alt={translate('catalogue.variants.image_n', { name: name ?? '', n: i + 1 })}
                sx={{ width: 96, height: 96, objectFit: 'cover', borderRadius: 1 }}
              />
              <IconButton
                size="small"
                onClick={() => onChange(images.filter((_u, j) => j !== i))}
                aria-label={translate('catalogue.variants.remove_image_n', { name: name ?? '', n: i + 1 })}
                sx={{ position: 'absolute', top: 0, right: 0, bgcolor: 'background.paper' }}
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Box>
        <Typography variant="body2" color="text.secondary">
          {translate('catalogue.variants.image_limit', { count: images.length, limit: VARIATION_IMAGE_LIMIT })}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => setUploading(true)} disabled={full}>
          {translate('catalogue.variants.add_image')}
        </Button>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
      <UploadDialog open={uploading} onClose={() => setUploading(false)} onSelect={(url) => onChange([...images, url].slice(0, VARIATION_IMAGE_LIMIT))} />
    </Dialog>
  );
}

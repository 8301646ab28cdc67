import Box from '@mui/material/Box';
import BrokenImageIcon from '@mui/icons-material/BrokenImage';
import ImageIcon from '@mui/icons-material/Image';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

const FRAME = { width: 96, height: 96, borderRadius: 1 } as const;
const PLACEHOLDER = { ...FRAME, display: 'grid', placeItems: 'center', bgcolor: 'action.hover' } as const;

/**
 * The picture of an image field: the image, a grey frame when there is none,
 * and a broken-image placeholder (not the browser's alt text "Preview of
 * Image") when its address gives no picture.
 */
export function ImagePreview({ url, label }: { url: string | null; label: string }) {
  const translate = useTranslate();
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  if (!url) {
    return (
      <Box sx={PLACEHOLDER}>
        <ImageIcon color="disabled" />
      </Box>
    );
  }
  if (brokenUrl === url) {
    return (
      <Box role="img" aria-label={translate('engine.form.image.broken', { name: label })} title={url} sx={PLACEHOLDER}>
        <BrokenImageIcon color="disabled" />
      </Box>
    );
  }
  return (
    <Box
      component="img"
      src={url}
      alt={translate('engine.form.image.preview', { name: label })}
      onError={() => setBrokenUrl(url)}
      sx={{ ...FRAME, objectFit: 'cover' }}
    />
  );
}

import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import { useDataProvider, useTranslate } from 'react-admin';
import type { ApiDataProvider } from '../../../dataProvider/types';

interface UploadTabProps {
  folder: string;
  accept: string;
  onSelect: (url: string) => void;
}

/** The Upload tab: send one file to the media library and use it; a failure shows the raw error (spec §8). */
export function UploadTab({ folder, accept, onSelect }: UploadTabProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ApiDataProvider>();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  const upload = async () => {
    if (!file) return;
    setUploading(true);
    setError(null);
    try {
      // Images go to the media library's image route; anything else to the document route.
      const uploaded = await dataProvider.upload(file, folder, accept.startsWith('image/') ? 'image' : 'file');
      onSelect(uploaded.url);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setUploading(false);
    }
  };

  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      <Button component="label" variant="outlined" startIcon={<CloudUploadIcon />}>
        {translate('engine.form.upload.choose_file')}
        <input
          type="file"
          hidden
          accept={accept}
          aria-label={translate('engine.form.upload.choose_file')}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setError(null);
          }}
        />
      </Button>
      {file && <Typography>{file.name}</Typography>}
      <Button variant="contained" onClick={upload} disabled={!file || uploading}>
        {translate(uploading ? 'engine.form.upload.uploading' : 'engine.form.upload.upload')}
      </Button>
      {error && <Alert severity="error">{error}</Alert>}
    </Stack>
  );
}

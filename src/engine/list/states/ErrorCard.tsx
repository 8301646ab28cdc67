import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Spec §8: the list could not be fetched; the server's message, else the general advice. */
export const ErrorCard = ({ error }: { error: unknown }) => {
  const translate = useTranslate();
  const message = error instanceof Error && error.message ? error.message : translate('engine.list.error.hint');
  return (
    <Stack role="alert" spacing={1} sx={{ alignItems: 'center', textAlign: 'center', py: 6, px: 2 }}>
      <ErrorOutlineIcon color="error" sx={{ fontSize: 48 }} />
      <Typography variant="h6" component="p">
        {translate('engine.list.error.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {message}
      </Typography>
    </Stack>
  );
};

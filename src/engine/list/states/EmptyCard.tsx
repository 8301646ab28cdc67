import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Spec §8: no rows for this query. */
export const EmptyCard = () => {
  const translate = useTranslate();
  return (
    <Stack role="status" spacing={1} sx={{ alignItems: 'center', textAlign: 'center', py: 6, px: 2 }}>
      <SearchOffIcon color="disabled" sx={{ fontSize: 48 }} />
      <Typography variant="h6" component="p">
        {translate('engine.list.empty.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('engine.list.empty.hint')}
      </Typography>
    </Stack>
  );
};

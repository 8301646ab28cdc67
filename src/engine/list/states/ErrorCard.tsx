import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { FieldSpec } from '../../../../common/resourceSpec';
import { FALLBACK_ERROR_MESSAGE } from '../../../dataProvider/toHttpError';
import { describeError } from '../../describeError';

/**
 * Spec §8: the list could not be fetched; the server's message, else the
 * general advice, 'Clear filters' when filters may be the cause, and 'Try
 * again' (a dropped connection, a server that was restarting), so the card is
 * never a dead end.
 */
export const ErrorCard = ({
  error,
  fields = [],
  onReset,
  onRetry,
}: {
  error: unknown;
  /** The resource's fields, so a refused filter is named by its label ("Created: …"), not its key. */
  fields?: readonly Pick<FieldSpec, 'key' | 'label'>[];
  onReset?: () => void;
  /** Ask again for what failed. */
  onRetry?: () => void;
}) => {
  const translate = useTranslate();
  // The dataProvider's message is the server's text, or its fallback key when the server sent none.
  const described = describeError(error, fields);
  const message = described && described !== FALLBACK_ERROR_MESSAGE ? described : translate('engine.list.error.hint');
  return (
    <Stack role="alert" spacing={1} sx={{ alignItems: 'center', textAlign: 'center', py: 6, px: 2 }}>
      <ErrorOutlineIcon color="error" sx={{ fontSize: 48 }} />
      <Typography variant="h6" component="p">
        {translate('engine.list.error.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {message}
      </Typography>
      {(onReset || onRetry) && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'center', pt: 1 }}>
          {onReset && (
            <Button variant="contained" onClick={onReset}>
              {translate('engine.list.filters.clear_all')}
            </Button>
          )}
          {onRetry && (
            <Button variant="outlined" onClick={onRetry}>
              {translate('engine.list.error.retry')}
            </Button>
          )}
        </Stack>
      )}
    </Stack>
  );
};

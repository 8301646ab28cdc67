import Button from '@mui/material/Button';
import { SaveButton, Toolbar, useTranslate } from 'react-admin';

/** Save, and Cancel when the form sits in a dialog. */
export function FormToolbar({ onCancel }: { onCancel?: () => void }) {
  const translate = useTranslate();
  return (
    <Toolbar sx={{ gap: 1, justifyContent: onCancel ? 'flex-end' : 'flex-start' }}>
      {onCancel && <Button onClick={onCancel}>{translate('ra.action.cancel')}</Button>}
      <SaveButton alwaysEnable={false} />
    </Toolbar>
  );
}

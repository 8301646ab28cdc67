import Button from '@mui/material/Button';
import { SaveButton, Toolbar, useTranslate } from 'react-admin';
import type { FormMode } from './formFields';

/**
 * Save, and Cancel when the form sits in a dialog. An add form can always be
 * saved, so a click on Save shows what is missing; an edit form only once
 * something changed.
 */
export function FormToolbar({ mode, onCancel }: { mode: FormMode; onCancel?: () => void }) {
  const translate = useTranslate();
  return (
    <Toolbar sx={{ gap: 1, justifyContent: onCancel ? 'flex-end' : 'flex-start' }}>
      {onCancel && <Button onClick={onCancel}>{translate('ra.action.cancel')}</Button>}
      <SaveButton alwaysEnable={mode === 'create'} />
    </Toolbar>
  );
}

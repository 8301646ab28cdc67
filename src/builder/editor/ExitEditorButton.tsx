import { useState } from 'react';
import Button from '@mui/material/Button';
import LogoutIcon from '@mui/icons-material/Logout';
import { Confirm, useTranslate } from 'react-admin';

/** Exit Editor, asking first (spec §2.3): 'Are you sure you want to exit the editor?' with the button Exit. */
export function ExitEditorButton({ onExit, dirty }: { onExit: () => void; dirty: boolean }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button color="inherit" startIcon={<LogoutIcon />} onClick={() => setOpen(true)}>
        {translate('builder.exit.button')}
      </Button>
      <Confirm
        isOpen={open}
        title="builder.exit.confirm_title"
        content={dirty ? `${translate('builder.exit.confirm')} ${translate('builder.exit.unsaved')}` : 'builder.exit.confirm'}
        confirm="builder.exit.action"
        cancel="ra.action.cancel"
        onConfirm={onExit}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Table, TableBody, TableCell, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SHORTCUTS } from './shortcuts';

export function ShortcutsDialog({ onClose }: { onClose(): void }) {
  const translate = useTranslate();
  return (
    <Dialog open onClose={onClose} aria-labelledby="shortcuts-title">
      <DialogTitle id="shortcuts-title">{translate('pos.shortcuts.title')}</DialogTitle>
      <DialogContent>
        <Table size="small">
          <TableBody>
            {SHORTCUTS.map((s) => (
              <TableRow key={s.key}>
                <TableCell component="th" scope="row">
                  <kbd>{s.key}</kbd>
                </TableCell>
                <TableCell>{translate(`pos.shortcuts.${s.action}`)}</TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell component="th" scope="row">
                <kbd>▮▮▮ ⏎</kbd>
              </TableCell>
              <TableCell>{translate('pos.shortcuts.scan')}</TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {translate('pos.shortcuts.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import { Button, IconButton, Menu, MenuItem, Tooltip, useMediaQuery, type Theme } from '@mui/material';
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { CashMovementKind } from '../../../common/shifts';
import { ShiftReportDialog } from '../../resources/shifts/ShiftReportDialog';
import { useFormatDate } from '../../shop';
import { CashMovementDialog } from './CashMovementDialog';
import { ClosedShiftMark } from './ClosedShiftMark';
import { CloseShiftDialog } from './CloseShiftDialog';
import { OpenShiftDialog } from './OpenShiftDialog';
import { forgetCloseSent } from './unsentClose';
import { useTillShift } from './useTillShift';
import { useUnsentClose } from './useUnsentClose';

type Open = { kind: 'open' } | { kind: 'cash'; direction: CashMovementKind } | { kind: 'report'; shiftId: string } | { kind: 'close' } | null;

interface Props {
  /** The till's location: the shift is opened there. */
  location: string | null;
  /** The till asks for a shift (a sale was confirmed while the shop sells only in an open one). */
  ask: boolean;
  onAsked(): void;
  /** Whether one of its dialogs is open: the till's scanner and shortcuts wait meanwhile. */
  onDialog(open: boolean): void;
}

/**
 * The till's shift (issue 36) in the till's title row, where it takes no room
 * from the sale: the open shift (its number; who and since when on hover and
 * for screen readers) with a menu of cash in and out, the X report and the
 * close; with none open, Open shift (highlighted when the shop sells only in
 * an open shift, and asked for when a sale is confirmed without one). After
 * the close, the Z report is shown to print and, when the difference is above
 * the shop's limit, for a manager to approve there; after a close made
 * offline, once it is sent (ClosedShiftMark).
 */
export function ShiftControl({ location, ask, onAsked, onDialog }: Props) {
  const translate = useTranslate();
  const dates = useFormatDate();
  const { shift, required, known, update } = useTillShift();
  const { unsent, sent } = useUnsentClose();
  const [open, setOpen] = useState<Open>(null);
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const shown: Open = ask && !shift ? { kind: 'open' } : open;
  const dialogOpen = shown !== null;
  useEffect(() => onDialog(dialogOpen), [dialogOpen, onDialog]);
  const done = () => {
    setOpen(null);
    onAsked();
  };
  const label = shift ? translate('shifts.till.current', { number: shift.number, cashier: shift.cashierName, time: dates.time(shift.openedAt) }) : '';
  const choose = (next: Open) => {
    setMenu(null);
    setOpen(next);
  };
  return (
    <>
      {shift ? (
        <>
          <Tooltip title={label}>
            {phone ? (
              <IconButton aria-label={label} aria-haspopup="menu" color="primary" onClick={(e) => setMenu(e.currentTarget)}>
                <PointOfSaleIcon />
              </IconButton>
            ) : (
              <Button
                size="small"
                variant="outlined"
                startIcon={<PointOfSaleIcon />}
                aria-label={label}
                aria-haspopup="menu"
                onClick={(e) => setMenu(e.currentTarget)}
              >
                {shift.number}
              </Button>
            )}
          </Tooltip>
          <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
            <MenuItem onClick={() => choose({ kind: 'cash', direction: 'in' })}>{translate('shifts.till.cash_in')}</MenuItem>
            <MenuItem onClick={() => choose({ kind: 'cash', direction: 'out' })}>{translate('shifts.till.cash_out')}</MenuItem>
            <MenuItem onClick={() => choose({ kind: 'report', shiftId: shift._id })}>{translate('shifts.till.x_report')}</MenuItem>
            <MenuItem onClick={() => choose({ kind: 'close' })}>{translate('shifts.till.close')}</MenuItem>
          </Menu>
        </>
      ) : (
        <ClosedShiftMark unsent={unsent} sent={sent} phone={phone} onReport={(shiftId) => setOpen({ kind: 'report', shiftId })} />
      )}
      {!shift && !unsent && known && (
        <Tooltip describeChild title={translate(required ? 'shifts.till.none_required' : 'shifts.till.none')}>
          {/* On a phone an icon, like the till's other buttons: a word would wrap the title row and push the sale down. */}
          {phone ? (
            <IconButton aria-label={translate('shifts.till.open')} color={required ? 'warning' : 'primary'} onClick={() => setOpen({ kind: 'open' })}>
              <PointOfSaleIcon />
            </IconButton>
          ) : (
            <Button
              size="small"
              variant={required ? 'contained' : 'outlined'}
              color={required ? 'warning' : 'primary'}
              startIcon={<PointOfSaleIcon />}
              onClick={() => setOpen({ kind: 'open' })}
            >
              {translate('shifts.till.open')}
            </Button>
          )}
        </Tooltip>
      )}
      {shown?.kind === 'open' && (
        <OpenShiftDialog
          location={location}
          onOpened={(made) => {
            update(made);
            done();
          }}
          onClose={done}
        />
      )}
      {shown?.kind === 'cash' && shift && (
        <CashMovementDialog
          shift={shift}
          kind={shown.direction}
          // Above the cashier's limit, the X report shows it waiting, with the manager's approval at hand.
          onDone={(movement) => setOpen(movement.approval === 'pending' ? { kind: 'report', shiftId: shift._id } : null)}
          onClose={done}
        />
      )}
      {shown?.kind === 'close' && shift && (
        <CloseShiftDialog
          shift={shift}
          onClosed={(closed) => {
            update(null);
            setOpen({ kind: 'report', shiftId: closed._id });
          }}
          onKept={() => {
            update(null);
            done();
          }}
          onClose={done}
        />
      )}
      {shown?.kind === 'report' && (
        <ShiftReportDialog
          shiftId={shown.shiftId}
          approver="manager-here"
          onClose={() => {
            // Seen once, the sent close's report leaves the title row; the Shifts screen keeps it.
            if (sent?.shift === shown.shiftId) forgetCloseSent();
            done();
          }}
        />
      )}
    </>
  );
}

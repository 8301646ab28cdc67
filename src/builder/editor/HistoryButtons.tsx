import { useCallback, useEffect, useRef } from 'react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import RedoIcon from '@mui/icons-material/Redo';
import UndoIcon from '@mui/icons-material/Undo';
import { createUsePuck } from '@puckeditor/core';
import { useTranslate } from 'react-admin';

const usePuck = createUsePuck();

/**
 * Puck writes a change into its history 300 ms after it (a debounce in its history slice). An Undo pressed sooner
 * stepped back over the change before it, then the late record cleared Redo: the buttons wait for the record.
 */
const HISTORY_RECORD_MS = 300 + 50;

/**
 * Undo and Redo from Puck's history (spec §4: a change moves the previous
 * state to history and clears redo; each button moves one step). Puck also
 * answers Ctrl+Z / Ctrl+Shift+Z (and ⌘ on a Mac) itself.
 */
export function HistoryButtons() {
  const translate = useTranslate();
  const back = usePuck((s) => s.history.back);
  const forward = usePuck((s) => s.history.forward);
  const hasPast = usePuck((s) => s.history.hasPast);
  const hasFuture = usePuck((s) => s.history.hasFuture);
  const data = usePuck((s) => s.appState.data);
  const changedAt = useRef(0);
  useEffect(() => {
    changedAt.current = Date.now();
  }, [data]);
  const afterRecord = useCallback((step: () => void) => {
    const wait = changedAt.current + HISTORY_RECORD_MS - Date.now();
    if (wait > 0) window.setTimeout(step, wait);
    else step();
  }, []);
  return (
    <>
      <Tooltip title={`${translate('builder.history.undo')} (Ctrl+Z)`}>
        <span>
          <IconButton color="inherit" onClick={() => afterRecord(back)} disabled={!hasPast} aria-label={translate('builder.history.undo')}>
            <UndoIcon />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title={`${translate('builder.history.redo')} (Ctrl+Shift+Z)`}>
        <span>
          <IconButton color="inherit" onClick={() => afterRecord(forward)} disabled={!hasFuture} aria-label={translate('builder.history.redo')}>
            <RedoIcon />
          </IconButton>
        </span>
      </Tooltip>
    </>
  );
}

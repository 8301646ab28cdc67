import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import DesktopWindowsIcon from '@mui/icons-material/DesktopWindows';
import SmartphoneIcon from '@mui/icons-material/Smartphone';
import { createUsePuck } from '@puckeditor/core';
import { useTranslate } from 'react-admin';
import { DISPLAY_WIDTHS, type DisplayMode } from '../../../common/pageStyle';
import { modeOfWidth } from './displayModes';

const usePuck = createUsePuck();

/** The large/small display switch (spec §2.3, lg by default): Puck's preview width, not a change to the page. */
export function DisplaySwitch() {
  const translate = useTranslate();
  const dispatch = usePuck((s) => s.dispatch);
  const viewports = usePuck((s) => s.appState.ui.viewports);
  const mode = modeOfWidth(viewports.current.width);
  const choose = (next: DisplayMode | null) => {
    if (!next || next === mode) return;
    dispatch({
      type: 'setUi',
      ui: { viewports: { ...viewports, current: { width: DISPLAY_WIDTHS[next], height: 'auto' } } },
      // Looking at the phone size is not an edit: it stays out of undo/redo.
      recordHistory: false,
    });
  };
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={mode}
      onChange={(_event, next: DisplayMode | null) => choose(next)}
      aria-label={translate('builder.display.label')}
      sx={{ bgcolor: 'background.paper' }}
    >
      <ToggleButton value="lg" aria-label={translate('builder.display.lg')} title={translate('builder.display.lg')}>
        <DesktopWindowsIcon fontSize="small" />
      </ToggleButton>
      <ToggleButton value="sm" aria-label={translate('builder.display.sm')} title={translate('builder.display.sm')}>
        <SmartphoneIcon fontSize="small" />
      </ToggleButton>
    </ToggleButtonGroup>
  );
}

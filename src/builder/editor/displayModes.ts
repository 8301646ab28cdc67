import type { Viewports } from '@puckeditor/core';
import { DISPLAY_WIDTHS, type DisplayMode } from '../../../common/pageStyle';

/** Puck viewports for the spec's two display sizes (§2.3, §4): lg desktop, sm phone. */
export const VIEWPORTS: Viewports = [
  { width: DISPLAY_WIDTHS.lg, height: 'auto', icon: 'Monitor', label: 'lg' },
  { width: DISPLAY_WIDTHS.sm, height: 'auto', icon: 'Smartphone', label: 'sm' },
];

export const modeOfWidth = (width: number | '100%'): DisplayMode => (width === DISPLAY_WIDTHS.sm ? 'sm' : 'lg');

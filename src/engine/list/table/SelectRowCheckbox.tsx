import { Checkbox } from '@mui/material';
import type { MouseEvent } from 'react';
import type { Identifier } from 'react-admin';

interface SelectRowCheckboxProps {
  id: Identifier;
  label: string;
  checked: boolean;
  onToggle: (id: Identifier, event: MouseEvent) => void;
}

/**
 * The row's selection checkbox. Replaces react-admin's SelectRowCheckbox,
 * which puts its aria-label on the Checkbox root: MUI 9 leaves that on the
 * wrapping span, so the <input> had no accessible name (axe `label`) and the
 * span a prohibited one (`aria-prohibited-attr`). MUI 9 names the input
 * through `slotProps.input`.
 */
export const SelectRowCheckbox = ({ id, label, checked, onToggle }: SelectRowCheckboxProps) => (
  <Checkbox
    color="primary"
    className="select-item"
    checked={checked}
    onClick={(event) => {
      // The shift key of this click selects a range: react-admin reads it from the event.
      onToggle(id, event);
      event.stopPropagation();
    }}
    slotProps={{ input: { 'aria-label': label } }}
  />
);

import type { MouseEvent } from 'react';
import type { Identifier } from 'react-admin';

interface SelectRowCheckboxProps {
  id: Identifier;
  label: string;
  checked: boolean;
  onToggle: (id: Identifier, event: MouseEvent) => void;
}

/**
 * The row's selection checkbox. Replaces react-admin's SelectRowCheckbox for
 * two reasons: it puts its aria-label on MUI's Checkbox root, which MUI 9
 * leaves on the wrapping span, so the <input> had no accessible name (axe
 * `label`) and the span a prohibited one (`aria-prohibited-attr`); and a MUI
 * Checkbox (ButtonBase, ripple, icons, three styled parts) on each of 999 rows
 * was a large share of the page's render. A native checkbox in the theme's
 * colour (styled once on the table body) names its input directly.
 */
export const SelectRowCheckbox = ({ id, label, checked, onToggle }: SelectRowCheckboxProps) => (
  <input
    type="checkbox"
    className="select-item"
    aria-label={label}
    checked={checked}
    onChange={() => undefined /* the click below toggles: it carries the shift key for range selection */}
    onClick={(event) => {
      onToggle(id, event);
      event.stopPropagation();
    }}
  />
);

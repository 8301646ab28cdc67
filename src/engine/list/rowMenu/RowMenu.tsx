import { useMemo, useState, type MouseEvent } from 'react';
import { useTranslate, type RaRecord } from 'react-admin';
import type { ResourceSpec } from '../../../../common/resourceSpec';
import { cellClasses } from '../columns/cellStyles';
import { PlainIcon } from '../columns/PlainIcon';
import { recordName } from '../recordName';
import { offeredActions } from './offeredActions';
import { RowActionsMenu } from './RowActionsMenu';

const stop = (event: MouseEvent) => event.stopPropagation();

/**
 * The per-row menu of spec §2.4: entries whose condition holds and which the
 * user may do. Until it is opened a row holds only the button, so a page of
 * 999 rows does not set up 999 sets of mutations and permission checks.
 */
export const RowMenu = ({ spec, record }: { spec: ResourceSpec; record: RaRecord }) => {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [active, setActive] = useState(false);

  const actions = useMemo(() => offeredActions(spec.rowMenu, record), [spec.rowMenu, record]);
  if (actions.length === 0) return null;

  // Clicks inside the menu and its dialogs (portals, but React-tree children)
  // must not reach the row, which would follow a clickable row's link.
  // A plain button, not IconButton: one per row (see cellStyles).
  return (
    <span onClick={stop}>
      <button
        type="button"
        className={cellClasses.iconButton}
        aria-label={translate('engine.list.row_menu.open_for', { name: recordName(record) })}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setActive(true);
        }}
      >
        <PlainIcon name="moreVert" />
      </button>
      {active && (
        <RowActionsMenu
          spec={spec}
          record={record}
          actions={actions}
          anchor={anchor}
          onFinished={() => {
            setAnchor(null);
            setActive(false);
          }}
        />
      )}
    </span>
  );
};

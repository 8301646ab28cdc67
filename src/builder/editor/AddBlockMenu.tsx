import { useState, type MouseEvent } from 'react';
import Button from '@mui/material/Button';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import AddIcon from '@mui/icons-material/Add';
import { createUsePuck, useGetPuck } from '@puckeditor/core';
import { useTranslate } from 'react-admin';

const usePuck = createUsePuck();
const ROOT_ZONE = 'root:default-zone';

/**
 * "Add block": every block of the config in a menu, by category. Dragging
 * from Puck's list is not the only way in (a keyboard or a screen reader
 * cannot drag); the block goes to the end of the page and is selected, so
 * its fields open.
 */
export function AddBlockMenu() {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const dispatch = usePuck((s) => s.dispatch);
  const config = usePuck((s) => s.config);
  const getPuck = useGetPuck();

  const add = (name: string) => {
    setAnchor(null);
    const index = getPuck().appState.data.content.length;
    dispatch({ type: 'insert', componentType: name, destinationIndex: index, destinationZone: ROOT_ZONE });
    dispatch({ type: 'setUi', ui: { itemSelector: { index, zone: ROOT_ZONE } }, recordHistory: false });
  };

  const groups = Object.entries(config.categories ?? {}).map(([key, category]) => ({
    key,
    title: category.title ?? key,
    names: (category.components ?? []).map(String),
  }));
  return (
    <>
      <Button
        color="inherit"
        startIcon={<AddIcon />}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? 'add-block-menu' : undefined}
        id="add-block-button"
      >
        {translate('builder.add_block_menu')}
      </Button>
      <Menu
        id="add-block-menu"
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': 'add-block-button', dense: true } }}
      >
        {groups.flatMap((group) => [
          <ListSubheader key={`${group.key}-title`}>{group.title}</ListSubheader>,
          ...group.names.map((name) => (
            <MenuItem key={name} onClick={() => add(name)}>
              {config.components[name]?.label ?? name}
            </MenuItem>
          )),
        ])}
      </Menu>
    </>
  );
}

import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, Collapse, ListItemIcon, MenuItem, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useSidebarState, useStore, useTranslate } from 'react-admin';

interface MenuGroupProps {
  /** Store key part, remembers whether the group is open. */
  id: string;
  titleKey: string;
  children: ReactNode;
}

/**
 * A collapsible group of menu entries (spec §2.1 "Product Management: ...").
 * react-admin's Menu has no groups; this follows the e-commerce demo's SubMenu.
 */
export const MenuGroup = ({ id, titleKey, children }: MenuGroupProps) => {
  const translate = useTranslate();
  const [expanded, setExpanded] = useStore(`menu.group.${id}`, true);
  const [sidebarOpen] = useSidebarState();
  const title = translate(titleKey);
  const groupId = `menu-group-${id}`;
  return (
    <>
      <MenuItem dense onClick={() => setExpanded(!expanded)} aria-expanded={expanded} aria-controls={groupId} aria-label={title}>
        <ListItemIcon sx={{ minWidth: 5 }}>{expanded ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}</ListItemIcon>
        {sidebarOpen && (
          <Typography variant="inherit" color="text.secondary" noWrap>
            {title}
          </Typography>
        )}
      </MenuItem>
      <Collapse in={expanded} timeout="auto" unmountOnExit>
        <Box id={groupId} role="group" aria-label={title} sx={{ '& .MuiMenuItem-root': { pl: sidebarOpen ? 4 : 2 }, transition: 'padding-left 195ms' }}>
          {children}
        </Box>
      </Collapse>
    </>
  );
};

import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import HistoryIcon from '@mui/icons-material/History';
import PublicIcon from '@mui/icons-material/Public';
import SaveIcon from '@mui/icons-material/Save';
import { useTranslate, type TranslateFunction } from 'react-admin';
import { AddBlockMenu } from './AddBlockMenu';
import { DisplaySwitch } from './DisplaySwitch';
import { ExitEditorButton } from './ExitEditorButton';
import { HistoryButtons } from './HistoryButtons';
import { useBuilderSession, type BuilderSession } from './BuilderSession';
import { useDocumentTitle } from '../../app/useDocumentTitle';

/** What storefronts show: nothing yet, this draft, or an older version than this draft. */
function publication({ publishedVersion, unpublished }: BuilderSession, translate: TranslateFunction): string {
  if (publishedVersion === null) return translate('builder.save.not_published');
  return translate(unpublished ? 'builder.save.published_older' : 'builder.save.published_live', { version: publishedVersion });
}

/**
 * The builder's own top bar (spec §2.3 page-builder layout), in place of
 * Puck's header: Exit Editor, the page's name and save state, Undo/Redo,
 * the lg/sm switch, Versions, Save Draft and Publish.
 */
export function BuilderHeader() {
  const translate = useTranslate();
  const session = useBuilderSession();
  const title = translate('builder.title', { page: session.pageName });
  // A page of its own, outside the layout: the tab reads its title too ("Editing Home · Rong Fashion").
  useDocumentTitle(title);
  return (
    <AppBar position="static" color="default" elevation={1} sx={{ gridArea: 'header', zIndex: 2 }}>
      <Toolbar variant="dense" sx={{ gap: 1, flexWrap: 'wrap', py: 0.5 }}>
        <ExitEditorButton onExit={session.exit} dirty={session.dirty} />
        <Divider orientation="vertical" flexItem />
        <Box sx={{ minWidth: 0, flex: '1 1 200px' }}>
          <Typography component="h1" variant="subtitle1" noWrap sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
          <Typography variant="caption" color="text.secondary" role="status">
            {session.saving ? translate('builder.save.saving') : session.dirty ? translate('builder.save.unsaved') : translate('builder.save.all_saved')}
            {' · '}
            {publication(session, translate)}
          </Typography>
        </Box>
        <AddBlockMenu />
        <HistoryButtons />
        <DisplaySwitch />
        <Button color="inherit" startIcon={<HistoryIcon />} onClick={session.openVersions}>
          {translate('builder.versions.button')}
        </Button>
        <Button variant="outlined" startIcon={<SaveIcon />} onClick={session.saveDraft} disabled={session.saving}>
          {translate('builder.save.draft')}
        </Button>
        <Button variant="contained" startIcon={<PublicIcon />} onClick={session.publish} disabled={session.saving}>
          {translate('builder.save.publish')}
        </Button>
      </Toolbar>
    </AppBar>
  );
}

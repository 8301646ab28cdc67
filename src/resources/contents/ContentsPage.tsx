import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import EditNoteIcon from '@mui/icons-material/EditNote';
import ViewQuiltIcon from '@mui/icons-material/ViewQuilt';
import { Title, useCanAccess, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { ContentSummary } from '../../../common/wire/content';
import { pageName } from '../../builder/pageNames';
import { errorMessage } from '../../builder/contentApi';
import { AddPageDialog } from './AddPageDialog';
import { TextPageDialog } from './TextPageDialog';
import { useContentList } from './useContentList';

function StatusChip({ page }: { page: ContentSummary }) {
  const translate = useTranslate();
  if (page.publishedVersion === null) return <Chip size="small" color="warning" label={translate('contents.status.draft')} />;
  if (page.hasUnpublishedChanges) return <Chip size="small" color="info" label={translate('contents.status.changed')} />;
  return <Chip size="small" color="success" label={translate('contents.status.published')} />;
}

/**
 * `/contents` (spec §2.1 Content Management › Contents): the storefront's
 * pages. A page built with blocks opens in the page builder; a text page
 * opens in the content-edit modal of spec §2.6.
 */
export function ContentsPage() {
  const translate = useTranslate();
  const { data: pages, error, isPending } = useContentList();
  const { canAccess: canEdit } = useCanAccess({ resource: 'contents', action: 'edit' });
  const { canAccess: canCreate } = useCanAccess({ resource: 'contents', action: 'create' });
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<ContentSummary | null>(null);

  return (
    <Box sx={{ py: 2 }}>
      <Title title="contents.title" />
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, gap: 2, flexWrap: 'wrap' }}>
        <Box>
          <Typography variant="h5" component="h1">
            {translate('contents.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('contents.intro')}
          </Typography>
        </Box>
        {canCreate && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
            {translate('contents.add_page')}
          </Button>
        )}
      </Stack>
      <Card>
        {error && <Alert severity="error">{translate('contents.load_error', { message: errorMessage(error) })}</Alert>}
        {isPending && (
          <Box sx={{ p: 2 }}>
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} height={48} />
            ))}
          </Box>
        )}
        {pages && (
          <List aria-label={translate('contents.title')}>
            {pages.map((page) => {
              const name = pageName(page.path, translate, page.title);
              const isBuilder = page.type === 'builder';
              return (
                <ListItem key={page.path} divider sx={{ gap: 2, flexWrap: 'wrap' }} aria-label={name}>
                  <ListItemText
                    primary={name}
                    secondary={`/${page.path} · ${translate(isBuilder ? 'contents.kind.builder' : 'contents.kind.text')}`}
                    sx={{ flex: '1 1 220px' }}
                  />
                  <StatusChip page={page} />
                  {canEdit &&
                    (isBuilder ? (
                      <Button
                        component={Link}
                        to={`/contents/${page.path}/builder`}
                        startIcon={<ViewQuiltIcon />}
                        aria-label={`${translate('contents.open_builder')}: ${name}`}
                      >
                        {translate('contents.open_builder')}
                      </Button>
                    ) : (
                      <Button onClick={() => setEditing(page)} startIcon={<EditNoteIcon />} aria-label={`${translate('contents.edit_text')}: ${name}`}>
                        {translate('contents.edit_text')}
                      </Button>
                    ))}
                </ListItem>
              );
            })}
          </List>
        )}
      </Card>
      {adding && <AddPageDialog existing={(pages ?? []).map((p) => p.path)} onClose={() => setAdding(false)} />}
      {editing && <TextPageDialog path={editing.path} name={pageName(editing.path, translate, editing.title)} onClose={() => setEditing(null)} />}
    </Box>
  );
}

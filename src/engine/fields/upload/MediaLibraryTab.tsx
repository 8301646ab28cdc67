import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import ImageListItemBar from '@mui/material/ImageListItemBar';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { useGetList, useTranslate } from 'react-admin';
import type { Upload } from '../../../dataProvider/types';

const PER_PAGE = 16;

/** The Photos tab (spec §2.6): the media library, a page at a time; a click picks one. */
export function MediaLibraryTab({ onSelect }: { onSelect: (url: string) => void }) {
  const translate = useTranslate();
  const [page, setPage] = useState(1);
  const { data, total, isPending, error } = useGetList<Upload & { id: string }>('upload', {
    pagination: { page, perPage: PER_PAGE },
    sort: { field: 'createdAt', order: 'DESC' },
  });
  if (isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
        <CircularProgress aria-label={translate('ra.page.loading')} />
      </Box>
    );
  }
  if (error) return <Alert severity="error">{error.message}</Alert>;
  if (!data || data.length === 0) return <Typography sx={{ p: 2 }}>{translate('engine.form.upload.empty')}</Typography>;
  const pages = Math.max(1, Math.ceil((total ?? 0) / PER_PAGE));
  return (
    <>
      <ImageList cols={4} gap={8} rowHeight={120}>
        {data.map((media) => (
          <ImageListItem key={media.id}>
            <ButtonBase
              onClick={() => onSelect(media.url)}
              aria-label={translate('engine.form.upload.pick', { name: media.name })}
              sx={{ width: '100%', height: '100%' }}
            >
              <img src={media.url} alt="" loading="lazy" style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
            </ButtonBase>
            <ImageListItemBar subtitle={media.name} />
          </ImageListItem>
        ))}
      </ImageList>
      {pages > 1 && (
        <Pagination count={pages} page={page} onChange={(_event, next) => setPage(next)} sx={{ display: 'flex', justifyContent: 'center', mt: 1 }} />
      )}
    </>
  );
}

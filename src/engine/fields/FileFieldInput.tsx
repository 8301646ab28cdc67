import Link from '@mui/material/Link';
import { SingleUploadInput } from './SingleUploadInput';
import type { FieldInputProps } from './types';

/** A file's URL (a size chart, a document): uploaded or given by web address. */
export function FileFieldInput(props: FieldInputProps) {
  return (
    <SingleUploadInput
      input={props}
      kind="file"
      dialog={{ accept: '*/*', showLibrary: false, folder: 'files' }}
      preview={(url) =>
        url && (
          <Link href={url} target="_blank" rel="noopener noreferrer">
            {decodeURIComponent(url.split('/').pop() ?? url)}
          </Link>
        )
      }
    />
  );
}

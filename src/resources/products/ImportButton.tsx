import { lazy, Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useCanAccess, useTranslate } from 'react-admin';

// The dialog is only loaded when someone opens it: the products list stays light.
const ImportDialog = lazy(() => import('./import/ImportDialog').then((m) => ({ default: m.ImportDialog })));

/** 'Import' above the products table, for those who may create products. */
export function ImportButton() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const { canAccess } = useCanAccess({ resource: 'products', action: 'create' });
  if (!canAccess) return null;
  return (
    <>
      <Button startIcon={<UploadFileIcon />} onClick={() => setOpen(true)}>
        {translate('catalogue.import.button')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ImportDialog open onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

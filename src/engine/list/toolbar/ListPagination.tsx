import type { LabelDisplayedRowsArgs, TablePaginationProps } from '@mui/material';
import type { ComponentType } from 'react';
import { Pagination, useListContext, useTranslate, type PaginationProps } from 'react-admin';
import { PAGE_SIZES } from '../../../../common/schema';

const ROWS_PER_PAGE = [...PAGE_SIZES];

// react-admin's PaginationProps leave out labelDisplayedRows, yet Pagination
// hands its other props to MUI's TablePagination, which takes it.
const LabelledPagination = Pagination as ComponentType<
  PaginationProps & Pick<TablePaginationProps, 'labelDisplayedRows'>
>;

/** react-admin's Pagination with the sizes of spec §9 and the label 'Page X of Y'. */
export const ListPagination = () => {
  const translate = useTranslate();
  const { perPage } = useListContext();
  const label = ({ page, count }: LabelDisplayedRowsArgs) =>
    translate('engine.list.page_of', {
      page: page + 1,
      pages: count > 0 ? Math.ceil(count / perPage) : 1,
    });
  return <LabelledPagination rowsPerPageOptions={ROWS_PER_PAGE} labelDisplayedRows={label} />;
};

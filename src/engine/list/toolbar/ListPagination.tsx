import { TablePagination, useMediaQuery, type LabelDisplayedRowsArgs, type TablePaginationProps, type Theme } from '@mui/material';
import type { ComponentType } from 'react';
import { Pagination, useListContext, useTranslate, type PaginationProps } from 'react-admin';
import { PAGE_SIZES } from '../../../../common/resourceSpec';
import { useListTotal } from './useListTotal';

const ROWS_PER_PAGE = [...PAGE_SIZES];

// react-admin's PaginationProps leave out labelDisplayedRows, yet Pagination
// hands its other props to MUI's TablePagination, which takes it.
const LabelledPagination = Pagination as ComponentType<PaginationProps & Pick<TablePaginationProps, 'labelDisplayedRows'>>;

/**
 * On a phone react-admin's Pagination drops the page-size choice; this one
 * keeps it, with the same sizes and label, and wraps onto two lines when the
 * screen is too narrow for one.
 */
const PhonePagination = ({ label }: { label: (args: LabelDisplayedRowsArgs) => string }) => {
  const translate = useTranslate();
  const { page, perPage, setPage, setPerPage } = useListContext();
  const total = useListTotal();
  if (!total || total.count === 0) return null;
  return (
    <TablePagination
      component="div"
      count={total.more ? -1 : total.count}
      page={Math.max(0, page - 1)}
      rowsPerPage={perPage}
      rowsPerPageOptions={ROWS_PER_PAGE}
      onPageChange={(_, next) => setPage(next + 1)}
      onRowsPerPageChange={(event) => setPerPage(Number(event.target.value))}
      labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
      labelDisplayedRows={label}
      sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', px: 1 } }}
    />
  );
};

/**
 * react-admin's Pagination with the sizes of spec §9 and the label 'Page X of Y'
 * ('Page X of more than Y' when the server capped its count); on phones too.
 */
export const ListPagination = () => {
  const translate = useTranslate();
  const { perPage } = useListContext();
  const total = useListTotal();
  // react-admin's own switch to its page-size-less pager.
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const pagesOf = (count: number) => (count > 0 ? Math.ceil(count / perPage) : 1);
  // For a capped count MUI's `count` is -1; useListTotal knows the figure.
  const label = ({ page, count }: LabelDisplayedRowsArgs) =>
    translate(total?.more ? 'engine.list.page_of_more' : 'engine.list.page_of', { page: page + 1, pages: pagesOf(total?.count ?? count) });
  if (narrow) return <PhonePagination label={label} />;
  return <LabelledPagination rowsPerPageOptions={ROWS_PER_PAGE} labelDisplayedRows={label} />;
};

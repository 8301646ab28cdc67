/**
 * English messages of the schema-driven engine. The list engineer owns
 * `engine.list`, the form engineer `engine.form` and `engine.show`; the shell
 * merges this object into the polyglot messages.
 */
const engineEn = {
  engine: {
    list: {
      add: 'Add %{name}',
      export: 'Export',
      refresh: 'Refresh',
      search: 'Search',
      search_button: 'Run search',
      result_count: '%{smart_count} result |||| %{smart_count} results',
      page_of: 'Page %{page} of %{pages}',
      loading: 'Loading',
      selection: {
        count: '%{smart_count} Item Selected |||| %{smart_count} Items Selected',
        select_row: 'Select this row',
      },
      empty: {
        title: 'No results found.',
        hint: "There aren't any results for that query. Try using different filters.",
      },
      error: {
        title: 'Error Fetching Data.',
        hint: 'There has been an error while fetching data. Please try refreshing the page.',
      },
      notify: {
        updated: 'Item updated successfully',
        deleted: '%{name} Deleted Successfully',
        copied: '%{name} Copied Successfully',
        batch_updated: 'Batch item updated successfully',
        error: 'Error Loading Data',
        columns_saved: 'Columns saved',
      },
      filters: {
        label: 'Filters',
        open: 'Filter by %{name}',
        apply: 'Apply',
        clear_all: 'Clear filters',
        remove: 'Remove filter %{name}',
        choice: 'Condition',
        true: 'True',
        false: 'False',
        value: 'Value',
        from: 'From',
        to: 'To',
        date: 'Date',
        count: 'Number',
        unit: 'Unit',
        days: 'Days',
        months: 'Months',
        contains: 'Contains',
        options: 'Options',
        no_options: 'No options',
        date_choices: {
          last: 'Last',
          equal: 'Equal',
          between: 'Between',
          after: 'On or after',
          before: 'Before',
        },
        range_choices: {
          equal: 'Equal',
          between: 'Between',
          gt: 'Greater than',
          lt: 'Less than',
        },
        tag: {
          last: '%{name}: last %{count} %{unit}',
          equal: '%{name}: %{value}',
          between: '%{name}: %{from} to %{to}',
          after: '%{name}: on or after %{value}',
          before: '%{name}: before %{value}',
          gt: '%{name}: greater than %{value}',
          lt: '%{name}: less than %{value}',
        },
      },
      columns: {
        button: 'Columns',
        title: 'Choose columns',
        apply: 'Apply',
        min: 'Please select at least 2 fields',
      },
      export_dialog: {
        title: 'Export',
        fields: 'Fields',
        format: 'Format',
        csv: 'CSV',
        pdf: 'PDF',
        min: 'Please select at least 2 fields',
        pdf_max: 'You can only export up to 5 fields to PDF',
        submit: 'Download',
        scope_selected: 'The %{smart_count} selected item |||| The %{smart_count} selected items',
        scope_all: 'All results of the current search and filters',
      },
      row_menu: {
        open: 'Actions',
        confirm_title: 'Are you sure?',
        confirm: 'Confirm',
        cancel: 'Cancel',
        value: 'New value',
      },
      bulk: {
        menu: 'Bulk actions',
        choose: 'Choose a value',
      },
      cell: {
        yes: 'Yes',
        no: 'No',
        open_link: 'Open link',
        download: 'Download file',
        copy: 'Copy %{name}',
        copied: 'Copied',
        colour: 'Colour %{value}',
      },
    },
    form: {},
    show: {},
  },
};

export default engineEn;

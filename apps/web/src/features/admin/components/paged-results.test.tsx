import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AdminTable } from './admin-table';
import { PagedResults, type PagedQuery } from './paged-results';

type Row = { id: string; name: string; note: string };
const ROWS: Row[] = [
  { id: 'a', name: 'Alice <b>', note: 'first' },
  { id: 'b', name: 'Bob', note: 'second' },
];

function renderPage(query: PagedQuery<Row>, onPageChange = vi.fn()) {
  render(
    <PagedResults
      query={query}
      page={1}
      onPageChange={onPageChange}
      pagesLabel="Rows pages"
      emptyText="No rows"
    >
      {(items) => (
        <AdminTable
          label="Rows"
          columns={[
            { header: 'Name', cell: (row) => row.name },
            { header: 'Note', className: 'break-all', cell: (row) => row.note },
          ]}
          rows={items}
          rowKey={(row) => row.id}
          rowData={(row) => ({ 'data-row-id': row.id })}
        />
      )}
    </PagedResults>,
  );
  return onPageChange;
}

describe('PagedResults with AdminTable', () => {
  it('says it is loading, then offers a retry on failure', async () => {
    const refetch = vi.fn();
    const { unmount } = render(
      <PagedResults
        query={{ data: undefined, isError: false, refetch }}
        page={1}
        onPageChange={vi.fn()}
        pagesLabel="p"
      >
        {() => null}
      </PagedResults>,
    );
    expect(screen.getByRole('status')).toBeInTheDocument();
    unmount();
    renderPage({ data: undefined, isError: true, refetch });
    await userEvent.click(screen.getByRole('button'));
    expect(refetch).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the empty text and no table for an empty page', () => {
    renderPage({ data: { items: [], meta: { totalPages: 1 } }, isError: false, refetch: vi.fn() });
    expect(screen.getByText('No rows')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('renders a named, keyboard-scrollable table with one header per column, as text', () => {
    renderPage({
      data: { items: ROWS, meta: { totalPages: 1 } },
      isError: false,
      refetch: vi.fn(),
    });
    const region = screen.getByRole('region', { name: 'Rows' });
    expect(region).toHaveAttribute('tabindex', '0');
    const table = within(region).getByRole('table', { name: 'Rows' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Note']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.getAttribute('data-row-id'))).toEqual(['a', 'b']);
    expect(within(rows[0]!).getByText('Alice <b>')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('first')).toHaveClass('break-all', 'py-2');
    // No page navigation for a single page.
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('offers the page navigation when there are more pages', async () => {
    const onPageChange = renderPage({
      data: { items: ROWS, meta: { totalPages: 3 } },
      isError: false,
      refetch: vi.fn(),
    });
    const nav = screen.getByRole('navigation', { name: 'Rows pages' });
    await userEvent.click(within(nav).getByRole('button', { name: /2/ }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });
});

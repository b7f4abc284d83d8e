import { cleanup, screen, within } from '@testing-library/react';
import { Pagination, pageWindow, type PaginationProps } from './pagination';
import { renderUi } from './test-utils';

function setup(props: Partial<PaginationProps> = {}) {
  const onPageChange = jest.fn();
  const onPageSizeChange = jest.fn();
  const view = renderUi(
    <Pagination
      page={1}
      pageSize={10}
      total={45}
      onPageChange={onPageChange}
      onPageSizeChange={onPageSizeChange}
      {...props}
    />,
  );
  return { ...view, onPageChange, onPageSizeChange };
}

const pageNumbers = () =>
  within(screen.getByRole('navigation', { name: 'Pagination' }))
    .getAllByRole('button', { name: /^Page \d+$/ })
    .map((b) => Number(b.textContent));

describe('Pagination', () => {
  it('shows the total and the range of the current page', () => {
    setup({ page: 2 });
    expect(screen.getByText('Total 45')).toBeInTheDocument();
    expect(screen.getByText('Showing 11-20')).toBeInTheDocument();
  });

  it('names the rows when given a noun, and clips the last page', () => {
    setup({ page: 5, noun: 'Wallets' });
    expect(screen.getByText('Showing 41-45 Wallets')).toBeInTheDocument();
  });

  it('disables Previous on page 1 and Next on the last page', async () => {
    const first = setup({ page: 1 });
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    await first.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(first.onPageChange).toHaveBeenCalledWith(2);
    first.unmount();

    const last = setup({ page: 5 });
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
    await last.user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(last.onPageChange).toHaveBeenCalledWith(4);
  });

  it('reaches the first and the last page in one click and says which page of how many', async () => {
    const middle = setup({ page: 7, total: 120 });
    expect(screen.getByText('Page 7 of 12')).toBeInTheDocument();
    await middle.user.click(screen.getByRole('button', { name: 'Last' }));
    expect(middle.onPageChange).toHaveBeenLastCalledWith(12);
    await middle.user.click(screen.getByRole('button', { name: 'First' }));
    expect(middle.onPageChange).toHaveBeenLastCalledWith(1);
    middle.unmount();

    const end = setup({ page: 12, total: 120 });
    expect(screen.getByRole('button', { name: 'Last' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'First' })).toBeEnabled();
    end.unmount();

    // A cursor list that reaches every page (a counted total) has Last, and says "of 12".
    const whole = setup({ page: 2, total: 120, canReach: () => true });
    expect(screen.getByText('Page 2 of 12')).toBeInTheDocument();
    await whole.user.click(screen.getByRole('button', { name: 'Last' }));
    expect(whole.onPageChange).toHaveBeenLastCalledWith(12);
  });

  it('offers a cursor list only the pages it can read now, and says "about" for an estimated total', async () => {
    // Walking on from the start: pages 1-3 and the last one, read from the end.
    const near = [1, 2, 3, 20_000];
    const start = setup({ page: 2, total: 200_000, estimate: true, canReach: (n) => near.includes(n) });
    expect(pageNumbers()).toEqual([1, 2, 3]);
    expect(screen.getByText('Total about 200000')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of about 20000')).toBeInTheDocument();
    await start.user.click(screen.getByRole('button', { name: 'Last' }));
    expect(start.onPageChange).toHaveBeenLastCalledWith(20_000);
    cleanup();

    // On the page before the last, read from the end: its rows are counted back from the total;
    // Previous walks further back, and pages not seen yet are not offered.
    const back = [1, 19_998, 19_999, 20_000];
    const end = setup({
      page: 19_999,
      total: 200_000,
      estimate: true,
      fromEnd: true,
      canReach: (n) => back.includes(n),
    });
    expect(screen.getByText('Showing about 199981-199990')).toBeInTheDocument();
    expect(pageNumbers()).toEqual([19_998, 19_999, 20_000]);
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    await end.user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(end.onPageChange).toHaveBeenLastCalledWith(19_998);
    cleanup();

    // Nowhere to go: Previous and Next are off, and Last is not offered.
    setup({ page: 5, total: 200_000, estimate: true, canReach: (n) => n === 5 });
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Last' })).not.toBeInTheDocument();
  });

  it('hides everything but the size selector when one page holds all rows', () => {
    setup({ total: 10, pageSize: 10 });
    expect(screen.queryByRole('button', { name: 'Previous' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Total/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Showing/)).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Rows' })).toHaveValue('10');
  });

  it('changes the page size through the "Rows" dropdown', async () => {
    const { user, onPageSizeChange } = setup();
    const rows = screen.getByRole('combobox', { name: 'Rows' });
    expect(
      within(rows)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['10', '20', '50', '100']);
    await user.selectOptions(rows, '50');
    expect(onPageSizeChange).toHaveBeenCalledWith(50);
  });

  it('shows a window of five page numbers around the current page', async () => {
    const { user, onPageChange } = setup({ page: 6, total: 200 });
    expect(pageNumbers()).toEqual([4, 5, 6, 7, 8]);
    expect(screen.getByRole('button', { name: 'Page 6' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 5' })).not.toHaveAttribute('aria-current');
    await user.click(screen.getByRole('button', { name: 'Page 8' }));
    expect(onPageChange).toHaveBeenCalledWith(8);
  });

  it('keeps the window inside the first and last pages', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(2, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(20, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(pageWindow(19, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
  });
});

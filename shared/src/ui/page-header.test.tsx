import { screen } from '@testing-library/react';
import { PageHeader } from './page-header';
import { renderUi } from './test-utils';

describe('PageHeader', () => {
  it('renders an h1 title, the subtitle and both action areas', () => {
    renderUi(
      <PageHeader
        title="Users List"
        subtitle="Everyone who can sign in"
        left={<button type="button">Back</button>}
        right={<button type="button">Add User</button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Users List' })).toBeInTheDocument();
    expect(screen.getByText('Everyone who can sign in')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add User' })).toBeInTheDocument();
  });

  it('renders only the title when nothing else is given', () => {
    const { container } = renderUi(<PageHeader title="Roles" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Roles');
    expect(container.querySelector('header')?.textContent).toBe('Roles');
  });
});

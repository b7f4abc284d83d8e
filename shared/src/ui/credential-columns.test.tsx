import { screen, within } from '@testing-library/react';
import { formatDate } from '../format/format';
import { credentialColumns, type IssuedCredential } from './credential-columns';
import { DataTable } from './data-table';
import { renderUi } from './test-utils';

interface Token extends IssuedCredential {
  id: number;
  name: string;
}

const live: Token = {
  id: 1,
  name: 'people-team CI',
  created_at: '2026-11-20T10:00:00.000Z',
  created_by: 'platform@demo.local',
  last_used_at: '2026-11-24T08:00:00.000Z',
  revoked_at: null,
};
const unused: Token = { ...live, id: 2, name: 'spare CI', created_by: null, last_used_at: null };
const revoked: Token = { ...live, id: 3, name: 'old CI', revoked_at: '2026-11-21T10:00:00.000Z' };

function renderTokens() {
  const onRevoke = jest.fn();
  const columns = [
    { id: 'name', header: 'Name', cell: ({ row }: { row: { original: Token } }) => row.original.name },
    ...credentialColumns<Token>({
      createdHeader: 'Issued',
      revokeLabel: (token) => `Revoke ${token.name}`,
      onRevoke,
    }),
  ];
  const view = renderUi(<DataTable caption="Tokens" columns={columns} data={[live, unused, revoked]} />);
  return { ...view, onRevoke };
}

const rowOf = (name: string) =>
  within(screen.getByText(name).closest('tr')!)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('credentialColumns', () => {
  it("heads the columns with the caller's creation word and the kit's others", () => {
    renderTokens();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Name',
      'Issued',
      'Last Used',
      'Status',
      'Action',
    ]);
  });

  it('shows an active secret with its creator, its last use and Revoke, labelled by the caller', async () => {
    const { user, onRevoke } = renderTokens();
    expect(rowOf('people-team CI')).toEqual([
      'people-team CI',
      `${formatDate(live.created_at)}by platform@demo.local`,
      formatDate(live.last_used_at!),
      'Active',
      'Revoke',
    ]);
    await user.click(screen.getByRole('button', { name: 'Revoke people-team CI' }));
    expect(onRevoke).toHaveBeenCalledWith(live);
  });

  it('says Never for a secret not used yet, and no creator when none is known', () => {
    renderTokens();
    expect(rowOf('spare CI').slice(1, 4)).toEqual([formatDate(unused.created_at), 'Never', 'Active']);
  });

  it('shows a revoked secret as Revoked with the date, and offers no Revoke', () => {
    renderTokens();
    expect(rowOf('old CI').slice(3)).toEqual([`Revoked${formatDate(revoked.revoked_at!)}`, '']);
    expect(screen.queryByRole('button', { name: 'Revoke old CI' })).not.toBeInTheDocument();
  });
});

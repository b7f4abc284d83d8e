import { QueryClient } from '@tanstack/react-query';
import { resourceKeys } from './query-keys';

describe('resourceKeys', () => {
  it('invalidates every list of a resource through `lists`, and neither its records nor another resource', async () => {
    const orders = resourceKeys('transactions', 'orders');
    const reports = resourceKeys('transactions', 'reports');
    const client = new QueryClient();
    client.setQueryData(orders.list({ range: '1d' }), []);
    client.setQueryData(orders.list({ range: '1w', status: 1 }), []);
    client.setQueryData(orders.detail(7), {});
    client.setQueryData(reports.list({}), []);
    await client.invalidateQueries({ queryKey: orders.lists });
    const stale = client
      .getQueryCache()
      .getAll()
      .filter((q) => q.isStale())
      .map((q) => q.queryKey);
    expect(stale).toEqual([orders.list({ range: '1d' }), orders.list({ range: '1w', status: 1 })]);
  });
});

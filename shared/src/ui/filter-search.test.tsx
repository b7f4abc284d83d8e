import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { Form, Formik } from 'formik';
import type { ReactNode } from 'react';
import {
  FilterSearch,
  FinderField,
  SEARCH_PAUSE_MS,
  usePaused,
  type FilterFinder,
  type FilterSearchRequest,
} from './filter-search';
import { useLanguageStore } from '../i18n/language';
import { renderUi } from './test-utils';

/** 150 channels; the server answers the first 20 by name of what matches, and how many match. */
const CHANNELS = Array.from({ length: 150 }, (_, i) => ({
  id: i + 1,
  label: `Channel ${String(i + 1).padStart(3, '0')}`,
}));

let asked: FilterSearchRequest[];
const finder: FilterFinder = {
  noun: () => 'channels',
  key: (request) => ['test', 'channels', request],
  read: async (request) => {
    asked.push(request);
    const found = CHANNELS.filter((c) =>
      request.ids ? request.ids.includes(c.id) : c.label.toLowerCase().includes(request.search.toLowerCase()),
    );
    return { options: found.slice(0, 20), total: found.length };
  },
};

beforeEach(() => {
  asked = [];
});

function renderWith(children: ReactNode, client = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  return renderUi(<QueryClientProvider client={client}>{children}</QueryClientProvider>);
}

function renderField(channelId: string, client?: QueryClient) {
  const submitted = jest.fn();
  const view = renderWith(
    <Formik initialValues={{ channel_id: channelId }} onSubmit={submitted}>
      <Form>
        <FinderField name="channel_id" label="Channel" find={finder} placeholder="Select channel" required />
        <button type="submit">Save</button>
      </Form>
    </Formik>,
    client,
  );
  return { ...view, submitted };
}

describe('FinderField', () => {
  it('shows a saved id by the name read with its id, when the first matches do not hold it', async () => {
    renderField('140');
    const input = () => screen.getByRole('combobox', { name: /^Channel/ });
    await waitFor(() => expect(input()).toHaveValue('Channel 140'));
    expect(asked).toContainEqual({ search: '', ids: [140], parent: '' });
  });

  it('searches the server as the operator types, says how many there are, and holds the chosen id', async () => {
    const { user, submitted } = renderField('');
    const input = () => screen.getByRole('combobox', { name: /^Channel/ });
    await user.click(input());
    expect(await screen.findByText('Type to search 150 channels')).toBeInTheDocument();
    await user.type(input(), '07');
    await waitFor(() => expect(asked.at(-1)).toEqual({ search: '07', parent: '' }));
    await user.click(await screen.findByRole('option', { name: 'Channel 107' }));
    expect(input()).toHaveValue('Channel 107');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submitted).toHaveBeenCalled());
    expect(submitted.mock.calls[0][0]).toEqual({ channel_id: '107' });
  });

  it('keeps a saved choice found among the matches while the operator types on, without reading it again', async () => {
    // The first matches are at hand (the picker was open moments ago), and hold the saved choice.
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const first: FilterSearchRequest = { search: '', parent: '' };
    client.setQueryData(finder.key(first), { options: CHANNELS.slice(0, 20), total: 150 });
    const { user } = renderField('3', client);
    const input = () => screen.getByRole('combobox', { name: /^Channel/ });
    await waitFor(() => expect(input()).toHaveValue('Channel 003'));
    await user.click(input());
    await user.clear(input());
    await user.type(input(), '149');
    await waitFor(() => expect(asked.at(-1)).toEqual({ search: '149', parent: '' }));
    await screen.findByRole('option', { name: 'Channel 149' });
    expect(input()).toHaveValue('149');
    expect(asked.some((request) => request.ids)).toBe(false);
  });
});

describe('FilterSearch', () => {
  it('shows a linked id the tenant does not hold as not found', async () => {
    const onChange = jest.fn();
    renderWith(<FilterSearch label="Channel" value="4242" parent="" find={finder} onChange={onChange} />);
    expect(await screen.findByDisplayValue('#4242 (not found)')).toHaveAccessibleName('Channel');
    act(() => useLanguageStore.getState().setLanguage('hi'));
    try {
      expect(await screen.findByDisplayValue('#4242 (नहीं मिला)')).toHaveAccessibleName('Channel');
    } finally {
      act(() => useLanguageStore.getState().setLanguage('en'));
    }
  });
});

describe('usePaused', () => {
  it('gives the text once it has stayed the same for the pause, so a picker asks once per pause, not per letter', () => {
    jest.useFakeTimers();
    try {
      const { result, rerender } = renderHook(({ text }) => usePaused(text), { initialProps: { text: '' } });
      for (const text of ['C', 'Ch', 'Cha', 'Chan', 'Channel 1', 'Channel 14']) {
        rerender({ text });
        act(() => jest.advanceTimersByTime(SEARCH_PAUSE_MS - 1));
        expect(result.current).toBe('');
      }
      act(() => jest.advanceTimersByTime(1));
      expect(result.current).toBe('Channel 14');
    } finally {
      jest.useRealTimers();
    }
  });
});

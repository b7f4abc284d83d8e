import { act, renderHook } from '@testing-library/react';
import { DEFAULT_LABELS } from '../contracts/labels';
import { formatDate, plural, rupees } from '../format/format';
import { msg } from '../forms/messages';
import { useTenantStore } from '../tenant/tenant-store';
import { defineCatalogue, interpolate } from './catalogue';
import { kit } from './kit-messages';
import { useLanguageStore } from './language';
import { catalogueProblems } from '../testing/catalogue-check';

const demo = defineCatalogue({
  en: { title: '{ordersList}', 'rows.one': '{count} row', 'rows.other': '{count} rows', hello: 'Hello {name}' },
  hi: { title: '{ordersList}', 'rows.one': '{count} पंक्ति', 'rows.other': '{count} पंक्तियाँ', hello: 'नमस्ते {name}' },
});

afterEach(() => {
  act(() => useLanguageStore.getState().setLanguage('en'));
  useTenantStore.getState().reset();
});

describe('message catalogues', () => {
  it('say a message in the chosen language, with its values and the tenant nouns', () => {
    expect(demo.t('hello', { name: 'Asha' })).toBe('Hello Asha');
    expect(demo.t('title')).toBe('Touchpoint Orders');
    act(() => useLanguageStore.getState().setLanguage('hi'));
    expect(demo.t('hello', { name: 'Asha' })).toBe('नमस्ते Asha');
    expect(demo.t('title')).toBe('टचपॉइंट ऑर्डर');
  });

  it("keep a tenant's own nouns in either language", () => {
    useTenantStore
      .getState()
      .setTenant(2, { ...DEFAULT_LABELS, transaction: 'Dispensed Product', transactions: 'Dispensed Products' });
    act(() => useLanguageStore.getState().setLanguage('hi'));
    expect(demo.t('title')).toBe('Dispensed Products');
  });

  it("choose a plural by the language's rules and group the count the Indian way", () => {
    expect(demo.plural('rows', 1)).toBe('1 row');
    expect(demo.plural('rows', 100000)).toBe('1,00,000 rows');
    act(() => useLanguageStore.getState().setLanguage('hi'));
    expect(demo.plural('rows', 0)).toBe('0 पंक्ति');
    expect(demo.plural('rows', 2)).toBe('2 पंक्तियाँ');
  });

  it('re-render a component when the language changes, and remember the choice', () => {
    const { result } = renderHook(() => demo.useT());
    expect(result.current('hello', { name: 'A' })).toBe('Hello A');
    act(() => useLanguageStore.getState().setLanguage('hi'));
    expect(result.current('hello', { name: 'A' })).toBe('नमस्ते A');
    expect(result.current.language).toBe('hi');
    expect(localStorage.getItem('console.language')).toBe('hi');
    expect(document.documentElement.lang).toBe('hi');
  });

  it('leave a placeholder that names nothing as written', () => {
    expect(interpolate('{missing} {n}', { n: 2 }, {})).toBe('{missing} 2');
  });

  it('write dates, rupees and counts in the language, with ₹ and the Indian grouping', () => {
    const at = '2026-11-27T11:09:00Z';
    expect(formatDate(at)).toBe('27 Nov 2026, 16:39');
    act(() => useLanguageStore.getState().setLanguage('hi'));
    expect(formatDate(at)).toBe('27 नव॰ 2026, 16:39');
    expect(rupees(123456.5)).toBe('₹1,23,456.50');
    expect(plural(100000, 'row')).toBe('1,00,000 rows');
  });

  it('say form messages in the language shown when the rule runs', () => {
    const required = msg.required;
    expect(required()).toBe('Value required');
    act(() => useLanguageStore.getState().setLanguage('hi'));
    expect(required()).toBe(kit.messages.hi['form.required']);
    expect(msg.minLength(3)()).toBe('कम से कम 3 अक्षर लिखें');
  });

  it("hold the kit's messages in both languages, with the same placeholders", () => {
    expect(catalogueProblems(kit)).toEqual([]);
    const broken = defineCatalogue({ en: { a: '{n} rows', b: 'Save' }, hi: { a: 'पंक्तियाँ', b: 'Save' } });
    expect(catalogueProblems(broken)).toEqual(['a: placeholders n vs ', 'b: Hindi reads as the English']);
  });
});

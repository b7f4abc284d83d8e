import { choiceFilter, idFilter, textFilter } from './filters';

describe('list filters', () => {
  it('reads a search as the API accepts it', () => {
    expect(textFilter.parse('  asha ')).toBe('asha');
    expect(textFilter.parse('   ')).toBeUndefined();
    expect(textFilter.parse('<b>asha</b>')).toBe('basha/b');
    expect(textFilter.parse('a\u202Eb\u200Bc')).toBe('abc');
    expect(textFilter.parse('x'.repeat(150))).toHaveLength(100);
    expect(textFilter.parse(`e${'\u0301'.repeat(9)}`)).toBe(`e${'\u0301'.repeat(4)}`);
  });

  it('reads an id only when it is one the API accepts', () => {
    expect(idFilter.parse('42')).toBe(42);
    for (const bad of ['', 'ALL', '0', '-3', '1.5', '0x1', 'abc', '99999999999']) {
      expect(idFilter.parse(bad)).toBeUndefined();
    }
  });

  it('reads a choice by its key and nothing else', () => {
    const status = choiceFilter({ '1': 1, '0': 0 });
    expect(status.parse('0')).toBe(0);
    expect(status.parse('1')).toBe(1);
    expect(status.parse('ALL')).toBeUndefined();
    expect(status.parse('toString')).toBeUndefined();
  });
});

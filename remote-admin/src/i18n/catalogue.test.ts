import { catalogueProblems, kitWordTwins } from '@console/shared/testing';
import { auditCodesMessages } from './audit-codes';
import { catalogue } from './catalogue';

describe('the admin catalogue', () => {
  it('says every message in Hindi with the same placeholders', () => {
    expect(catalogueProblems(catalogue, ['common.id', 'audit.entry.ip'])).toEqual([]);
  });

  it("leaves the status, active/inactive and request words to the kit's catalogue", () => {
    expect(kitWordTwins(catalogue)).toEqual([]);
  });

  it('names an audit code in English by its words, each capitalised (`touchpoint_group` → Touchpoint Group)', () => {
    for (const [key, text] of Object.entries(auditCodesMessages.en)) {
      const code = key.replace(/^audit\.(entity|action)\./, '');
      const words = code.split('_').map((word) => word[0]!.toUpperCase() + word.slice(1));
      expect(`${key}: ${text}`).toBe(`${key}: ${words.join(' ')}`);
    }
  });
});

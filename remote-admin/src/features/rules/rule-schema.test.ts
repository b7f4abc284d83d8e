import { loadServerMessages, useLanguageStore } from '@console/shared';
import { ValidationError } from 'yup';
import { EMPTY_RULE, ruleSchema } from './rule-schema';

const values = {
  ...EMPTY_RULE,
  rows: [
    { name: 'Lunch', time: '12:00-14:30', limit: '2' },
    { name: 'Late Lunch', time: '14:00-15:00', limit: '1' },
  ],
};

/** The message under the second row's time, as the schema says it. */
async function secondRowTime(): Promise<string | undefined> {
  try {
    await ruleSchema().validate(values, { abortEarly: false });
    return undefined;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return error.inner.find((e) => e.path === 'rows[1].time')?.message;
  }
}

afterEach(() => useLanguageStore.getState().setLanguage('en'));

describe("the rule form's window check", () => {
  it("says an overlap in the server's English, and in Hindi when Hindi is shown", async () => {
    expect(await secondRowTime()).toBe('Row 2 (14:00-15:00) overlaps row 1 (12:00-14:30).');
    useLanguageStore.getState().setLanguage('hi');
    await loadServerMessages();
    expect(await secondRowTime()).toBe('पंक्ति 2 (14:00-15:00) पंक्ति 1 (12:00-14:30) से टकराती है।');
  });
});

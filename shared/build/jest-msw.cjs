/* global beforeAll, afterEach, afterAll -- Jest's, in a setupFilesAfterEnv file */
// Every test file's network: one Mock Service Worker server (shared/src/testing/msw-server.ts),
// listening before the file's first test, its handlers dropped after each test and closed after
// the last. A request no handler answered fails the test that sent it, naming it. The hooks are
// registered after Testing Library's (jest-after-env.cjs), so they run after its cleanup: a page
// is unmounted, its streams closed, before the handlers that answer them are dropped.
const { listen, mswServer, unansweredRequests } = require('../src/testing/msw-server.ts');

beforeAll(listen);
afterEach(() => {
  mswServer.resetHandlers();
  const unanswered = unansweredRequests();
  if (unanswered.length > 0) {
    throw new Error(`No handler answered ${unanswered.join(', ')}: answer it with fakeApi().on(…)`);
  }
});
afterAll(() => mswServer.close());

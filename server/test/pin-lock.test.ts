/**
 * The PIN lock holds however many attempts arrive at once: at most five wrong PINs of a mobile
 * number are counted before mobile + PIN vends of it are locked, and a number no customer holds
 * answers exactly as a customer's does, so a machine learns nothing about who is a customer.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { withDemoServer, type TestContext } from './helper';
import { machineCall, newBuyer, newMachine, type Machine } from './vend-fixtures';

const cart = [{ slot: 'A1', quantity: 1 }];

describe('PIN lock under concurrency', () => {
  let t: TestContext, admin: string, machine: Machine;
  withDemoServer({ signIn: ['admin'] }, async (server) => {
    ({ t, admin } = server);
    machine = await newMachine(t, admin, [{ slot: 'A1', name: 'Filter Coffee', mrp: 10, stock: 100 }]);
  });

  const byPin = (mobile: string, pin: string, key: string) =>
    machineCall(t, machine).authorize({ credential: { mobile, pin }, cart }, key);

  it('counts at most five of 100 wrong PINs sent at once, then refuses the right one', async () => {
    const buyer = await newBuyer(t, admin, 100);
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        byPin(buyer.mobile, String(1000 + i).padStart(4, '0'), `race-${buyer.mobile}-${i}`),
      ),
    );
    const wrong = answers.filter((a) => a.body.code === 'WRONG_PIN').length;
    const locking = answers.filter((a) => a.body.code === 'PIN_LOCKED' && /now locked/.test(a.body.message)).length;
    const locked = answers.filter((a) => a.body.code === 'PIN_LOCKED' && /more minutes?/.test(a.body.message)).length;
    assert.deepEqual(
      { wrong, locking, locked, other: 100 - wrong - locking - locked },
      { wrong: 4, locking: 1, locked: 95, other: 0 },
      JSON.stringify(answers.map((a) => a.body.message).slice(0, 10)),
    );
    const right = await byPin(buyer.mobile, buyer.pin, `race-${buyer.mobile}-right`);
    assert.equal(right.status, 422);
    assert.equal(right.body.code, 'PIN_LOCKED');
  });

  it('refuses every right PIN of a burst once five wrong ones locked the number', async () => {
    const buyer = await newBuyer(t, admin, 100);
    for (let i = 1; i <= 5; i++) await byPin(buyer.mobile, '0000', `lock-${buyer.mobile}-${i}`);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => byPin(buyer.mobile, buyer.pin, `burst-${buyer.mobile}-${i}`)),
    );
    assert.deepEqual(
      answers.map((a) => a.body.code),
      Array<string>(20).fill('PIN_LOCKED'),
    );
  });

  it('lets a right PIN clear the count: five more wrong ones are needed to lock', async () => {
    const buyer = await newBuyer(t, admin, 100);
    for (let i = 1; i <= 4; i++) await byPin(buyer.mobile, '0000', `clear-${buyer.mobile}-${i}`);
    assert.equal((await byPin(buyer.mobile, buyer.pin, `clear-${buyer.mobile}-right`)).status, 201);
    for (let i = 5; i <= 8; i++) {
      assert.equal((await byPin(buyer.mobile, '0000', `clear-${buyer.mobile}-${i}`)).body.code, 'WRONG_PIN');
    }
  });

  it('answers a number no customer holds as it answers a wrong PIN, and locks it alike', async () => {
    const buyer = await newBuyer(t, admin, 100);
    const unknown = '9000000001';
    for (let i = 1; i <= 5; i++) {
      const known = await byPin(buyer.mobile, '0000', `known-${i}`);
      const stranger = await byPin(unknown, '0000', `unknown-${i}`);
      assert.equal(stranger.status, known.status);
      assert.deepEqual(stranger.body, known.body, `attempt ${i}`);
    }
    const again = await byPin(unknown, '0000', 'unknown-6');
    assert.equal(again.body.code, 'PIN_LOCKED');
  });
});

import { DEFAULT_LABELS, nounsOf } from '../contracts/labels';
import type { TenantLabels } from '../contracts/registry';
import { messageInTenantWords } from '../tenant/nouns';
import { serverMessageIn } from './server-message';

/** A tenant that calls its people Employees and its orders Dispensed Products. */
const renamed: TenantLabels = {
  ...DEFAULT_LABELS,
  customer: 'Employee',
  customers: 'Employees',
  transaction: 'Dispensed Product',
  transactions: 'Dispensed Products',
};

const hi = (message: string, labels = DEFAULT_LABELS) => serverMessageIn('hi', message, labels);

describe('serverMessageIn', () => {
  it('shows English as sent, in the tenant’s words for people', () => {
    const messages = [
      'Invalid email or password.',
      'Wallet not found.',
      'This mobile number already belongs to another customer.',
      'Mobile is required; email must be a valid email address.',
      'Something the table does not know.',
    ];
    for (const message of messages) {
      expect(serverMessageIn('en', message, DEFAULT_LABELS)).toBe(message);
      expect(serverMessageIn('en', message, renamed)).toBe(messageInTenantWords(message, nounsOf(renamed)));
    }
    expect(serverMessageIn('en', 'Customer not found.', renamed)).toBe('Employee not found.');
  });

  it('reads a message the table holds whole', () => {
    expect(hi('Invalid email or password.')).toBe('ईमेल या पासवर्ड गलत है।');
    expect(hi('token expired.')).toBe('टोकन की अवधि समाप्त हो गई है।');
  });

  it('reads a message of several sentences a sentence at a time; a value never spans two', () => {
    expect(
      hi('Row 2 (14:00-15:00) overlaps row 1 (12:00-14:30). Row 3 (23:00-01:00) overlaps row 2 (14:00-15:00).'),
    ).toBe(
      'पंक्ति 2 (14:00-15:00) पंक्ति 1 (12:00-14:30) से टकराती है। पंक्ति 3 (23:00-01:00) पंक्ति 2 (14:00-15:00) से टकराती है।',
    );
    // One sentence the table does not know: the whole message is shown as sent.
    const mixed = 'Row 2 (14:00-15:00) overlaps row 1 (12:00-14:30). Something else entirely.';
    expect(hi(mixed)).toBe(mixed);
  });

  it('keeps a name an operator gave as given, even one that is also a server word', () => {
    expect(hi('Status allows vending only 12:00-14:00.')).toBe('Status केवल 12:00-14:00 वेंड करने देता है।');
    expect(hi('Status not found.')).toBe('स्थिति मौजूद नहीं है।');
  });

  it('fills a template with the values it captured, a known word in Hindi', () => {
    expect(hi('Wallet not found.')).toBe('वॉलेट मौजूद नहीं है।');
    expect(hi('Widget not found.')).toBe('Widget मौजूद नहीं है।');
    expect(hi('Slot A1 already holds Cola 500 ml.')).toBe('स्लॉट A1 में पहले से Cola 500 ml है।');
    expect(hi('Too many failed sign-in attempts. Please try again in 15 minutes.')).toBe(
      'साइन इन के बहुत सारे प्रयास विफल हुए। कृपया 15 मिनट बाद फिर से कोशिश करें।',
    );
  });

  it('takes the most specific template first', () => {
    expect(hi('Tenant 7 not found.')).toBe('टेनेंट 7 मौजूद नहीं है।');
    expect(hi('This role is assigned to 1 user; assign them another role first.')).toBe(
      'यह भूमिका 1 उपयोगकर्ता को दी गई है; पहले उन्हें कोई दूसरी भूमिका दें।',
    );
    expect(hi('This role is assigned to 3 users; assign them another role first.')).toBe(
      'यह भूमिका 3 उपयोगकर्ताओं को दी गई है; पहले उन्हें कोई दूसरी भूमिका दें।',
    );
    expect(hi('name must be at most 60 characters')).toBe('नाम अधिकतम 60 अक्षरों का होना चाहिए');
  });

  it('says people and orders in the tenant’s own nouns, or Hindi’s', () => {
    const taken = 'This mobile number already belongs to another customer.';
    expect(hi(taken)).toBe('यह मोबाइल नंबर पहले से किसी दूसरे ग्राहक का है।');
    expect(hi(taken, renamed)).toBe('यह मोबाइल नंबर पहले से किसी दूसरे Employee का है।');
    expect(hi('Customer not found.', renamed)).toBe('Employee मौजूद नहीं है।');
    expect(hi('Nothing is left to refund on this order.', renamed)).toBe(
      'इस Dispensed Product में रिफ़ंड करने को कुछ नहीं बचा है।',
    );
    expect(hi('Customer Name', renamed)).toBe('Employee का नाम');
  });

  it('reads a validation message a field at a time', () => {
    expect(hi('Mobile is required; email must be a valid email address.')).toBe(
      'मोबाइल नंबर आवश्यक है; ईमेल मान्य ईमेल पता होना चाहिए।',
    );
    expect(hi('first_name is required')).toBe('पहला नाम आवश्यक है');
    // One part it does not know: the whole message as sent.
    expect(hi('Mobile is required; email must rhyme.')).toBe('Mobile is required; email must rhyme.');
  });

  it('leaves a captured value as sent, never read as a placeholder', () => {
    expect(hi('You already have a view named “{customer}” for this list. Choose another name.')).toBe(
      'इस सूची के लिए “{customer}” नाम का व्यू आपके पास पहले से है। कोई दूसरा नाम चुनें।',
    );
  });

  it('shows an unknown message as sent, in the tenant’s words', () => {
    expect(hi('The moon is made of cheese.')).toBe('The moon is made of cheese.');
    expect(hi('A customer left.', renamed)).toBe('A employee left.');
  });
});

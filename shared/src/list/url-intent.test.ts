import { UrlIntent } from './url-intent';

const url = (text: string) => new URLSearchParams(text);

describe('UrlIntent', () => {
  it('builds a change on the one before it, rendered or not', () => {
    const intent = new UrlIntent(url(''));
    intent.sent(url('class_name=First'));
    expect(intent.latest.toString()).toBe('class_name=First');
  });

  it('keeps a later change when an earlier one renders late', () => {
    const intent = new UrlIntent(url('class_name=Second&section_name=Shared'));
    intent.sent(url('class_name=First&section_name=Shared'));
    intent.sent(url('class_name=First&section_name=Only'));
    // The first change renders after the second was asked for: the second is still the latest.
    intent.rendered(url('class_name=First&section_name=Shared'));
    expect(intent.latest.toString()).toBe('class_name=First&section_name=Only');
    intent.rendered(url('class_name=First&section_name=Only'));
    expect(intent.latest.toString()).toBe('class_name=First&section_name=Only');
  });

  it('takes the last of several changes the router rendered at once', () => {
    const intent = new UrlIntent(url(''));
    intent.sent(url('a=1'));
    intent.sent(url('a=2'));
    intent.rendered(url('a=2'));
    expect(intent.latest.toString()).toBe('a=2');
    // Nothing is pending any more: Back to the first is taken as it is.
    intent.rendered(url('a=1'));
    expect(intent.latest.toString()).toBe('a=1');
  });

  it('takes a URL it did not ask for (Back, a link) and forgets what was on its way', () => {
    const intent = new UrlIntent(url('a=1'));
    intent.sent(url('a=2'));
    intent.rendered(url('b=7'));
    expect(intent.latest.toString()).toBe('b=7');
    intent.rendered(url('a=2'));
    expect(intent.latest.toString()).toBe('a=2');
  });
});

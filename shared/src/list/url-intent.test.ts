import { UrlIntent } from './url-intent';

/** What happens, in order: the screen sends a URL, the router renders one, or the latest is checked. */
type Step = [event: 'sent' | 'rendered' | 'latest', url: string];

describe('UrlIntent', () => {
  it.each<[string, string, Step[]]>([
    [
      'builds a change on the one before it, rendered or not',
      '',
      [
        ['sent', 'class_name=First'],
        ['latest', 'class_name=First'],
      ],
    ],
    [
      'keeps a later change when an earlier one renders late',
      'class_name=Second&section_name=Shared',
      [
        ['sent', 'class_name=First&section_name=Shared'],
        ['sent', 'class_name=First&section_name=Only'],
        // The first change renders after the second was asked for: the second is still the latest.
        ['rendered', 'class_name=First&section_name=Shared'],
        ['latest', 'class_name=First&section_name=Only'],
        ['rendered', 'class_name=First&section_name=Only'],
        ['latest', 'class_name=First&section_name=Only'],
      ],
    ],
    [
      'takes the last of several changes the router rendered at once',
      '',
      [
        ['sent', 'a=1'],
        ['sent', 'a=2'],
        ['rendered', 'a=2'],
        ['latest', 'a=2'],
        // Nothing is pending any more: Back to the first is taken as it is.
        ['rendered', 'a=1'],
        ['latest', 'a=1'],
      ],
    ],
    [
      'takes a URL it did not ask for (Back, a link) and forgets what was on its way',
      'a=1',
      [
        ['sent', 'a=2'],
        ['rendered', 'b=7'],
        ['latest', 'b=7'],
        ['rendered', 'a=2'],
        ['latest', 'a=2'],
      ],
    ],
  ])('%s', (_title, start, steps) => {
    const intent = new UrlIntent(new URLSearchParams(start));
    for (const [event, text] of steps) {
      if (event === 'latest') expect(intent.latest.toString()).toBe(text);
      else intent[event](new URLSearchParams(text));
    }
  });
});

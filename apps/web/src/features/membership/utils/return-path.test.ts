import { describe, expect, it } from 'vitest';
import { returnPath } from './return-path';

const none = new URLSearchParams();

describe('returnPath', () => {
  it('returns to the remembered page, from the router state or the from parameter', () => {
    expect(returnPath({ from: '/results?tab=week' }, none)).toBe('/results?tab=week');
    expect(returnPath(null, new URLSearchParams('from=/friends'))).toBe('/friends');
  });

  it('goes to /dashboard without an origin, for another site, or for a purchase page', () => {
    for (const from of [undefined, 'https://example.com/', '//example.com', '/subscribe', '/membership?x=1'])
      expect(returnPath({ from }, none)).toBe('/dashboard');
  });
});

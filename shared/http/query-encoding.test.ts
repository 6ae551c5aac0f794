import { describe, expect, it } from 'vitest';
import { undecodableParameter } from './query-encoding';

describe('undecodable query parameters', () => {
  it('names the first parameter that is not percent-encoded UTF-8', () => {
    expect(undecodableParameter('?q=%FF')).toBe('q');
    expect(undecodableParameter('?a=1&q=%E0%A4%A')).toBe('q');
    expect(undecodableParameter('?q=100%')).toBe('q');
    expect(undecodableParameter('?filter%5Bsearch%5D=%ED%A0%80')).toBe('filter[search]');
    expect(undecodableParameter('?q%FF=1')).toBe('q\ufffd');
    expect(undecodableParameter('?x%00%FF=1')).toBe('x\ufffd');
  });

  it('lets well-formed queries through', () => {
    for (const search of ['', '?', '?q=%C3%A9+x', '?a&b=&c=1=2', '?filter%5Bx%5D=%25']) {
      expect(undecodableParameter(search), search).toBeNull();
    }
  });
});

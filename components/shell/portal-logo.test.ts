import { describe, expect, it } from 'vitest';
import { logoSource } from './portal-logo';

describe('logoSource', () => {
  it('uses a custom logo when it is a local path or https URL', () => {
    expect(logoSource('/portal-assets/demo-logo.svg')).toBe('/portal-assets/demo-logo.svg');
    expect(logoSource('https://cdn.example.org/logo.svg')).toBe('https://cdn.example.org/logo.svg');
  });
  it.each([null, undefined, '', 'javascript:alert(1)', '//evil.example/x.svg', 'http://x/y.svg'])(
    'falls back to the default for %s',
    (value) => {
      expect(logoSource(value)).toBe('/portal-assets/default-logo.svg');
    },
  );
});

import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailAddress, emailParts } from './email-address';

describe('EmailAddress', () => {
  it('may wrap only before a dot or the @', () => {
    expect(emailParts('stijn.student@demo.academy')).toEqual([
      'stijn',
      '.student',
      '@demo',
      '.academy',
    ]);
    expect(emailParts('ada@x')).toEqual(['ada', '@x']);
  });

  it('reads as the whole address (copy, screen readers) with <wbr> between the parts', () => {
    const { container } = render(<EmailAddress email="stijn.student@demo.academy" />);
    expect(container.textContent).toBe('stijn.student@demo.academy');
    expect(container.querySelectorAll('wbr')).toHaveLength(3);
  });
});

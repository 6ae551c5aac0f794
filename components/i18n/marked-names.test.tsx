import { render } from '@testing-library/react';
import { createFormatter } from 'use-intl/core';
import { describe, expect, it } from 'vitest';
import { markedNames } from './marked-names';

describe('markedNames (WCAG 3.1.2 language of parts)', () => {
  it('lists product names in the page’s language, marking those in another language', () => {
    const format = createFormatter({ locale: 'nl', timeZone: 'Europe/Amsterdam' });
    const { container } = render(
      <p>
        {markedNames(
          format,
          [
            { id: 'a', name: 'Annual subscription', language: 'en' },
            { id: 'b', name: 'Jaarabonnement', language: 'nl' },
            { id: 'c', name: 'Onbekend', language: null },
          ],
          'nl',
        )}
      </p>,
    );
    expect(container.textContent).toBe('Annual subscription, Jaarabonnement of Onbekend');
    const spans = [...container.querySelectorAll('span')];
    expect(spans.map((span) => span.getAttribute('lang'))).toEqual(['en', null, null]);
  });
});

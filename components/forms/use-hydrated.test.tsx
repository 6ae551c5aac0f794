import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useHydrated } from './use-hydrated';

function Field() {
  const hydrated = useHydrated();
  return <textarea aria-label="Text" readOnly={!hydrated} defaultValue="Catalogus" />;
}

describe('useHydrated', () => {
  it('is false in the server HTML and true once hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Field />);
    document.body.append(container);
    const area = container.querySelector('textarea') as HTMLTextAreaElement;
    expect(area.readOnly).toBe(true);
    await act(async () => {
      hydrateRoot(container, <Field />);
    });
    expect(area.readOnly).toBe(false);
    container.remove();
  });
});

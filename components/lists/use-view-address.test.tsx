import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isLeavingPage, useViewAddress } from './use-view-address';
import { fakeAddress, openAddress } from './view-address.test-support';

vi.mock('next/navigation', () => import('./view-address.test-support'));

/** A link on the page; `followed` links are followed by the app itself, as Next.js's Link does. */
function link(href: string, followed = true) {
  const anchor = document.createElement('a');
  anchor.href = href;
  if (followed) anchor.addEventListener('click', (event) => event.preventDefault());
  document.body.append(anchor);
  return anchor;
}

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('a list leaving its address alone while the visitor leaves the page', () => {
  it('writes the view into the address until a link to another page is clicked', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    openAddress('', '/catalog');
    const { result } = renderHook(() => useViewAddress());
    result.current.replace('q=data');
    expect(fakeAddress.replaced).toEqual(['/catalog?q=data']);
    expect(result.current.current()).toBe('q=data');

    // A link to the same page, or one the browser follows itself, leaves nothing.
    link('/catalog?q=other').click();
    link('/courses', false).click();
    expect(isLeavingPage()).toBe(false);

    link('/catalog/data-literacy').click();
    expect(isLeavingPage()).toBe(true);
    // The search that lands now does not write: the write would undo the click.
    result.current.replace('q=data+literacy');
    expect(fakeAddress.replaced).toEqual(['/catalog?q=data']);

    // A navigation that never arrived (a failed page) does not silence the list for good.
    vi.setSystemTime(Date.now() + 10_001);
    expect(isLeavingPage()).toBe(false);
    result.current.replace('q=data+literacy');
    expect(fakeAddress.replaced.at(-1)).toBe('/catalog?q=data+literacy');
  });
});

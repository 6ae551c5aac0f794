import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// Test support for the sign-in and registration forms: a fetch the test answers, and the steps
// a visitor takes. The test file itself still mocks next/navigation (vi.mock is hoisted there).

/** The fetch the forms call; `answer` queues its next response. */
export const fetchMock = vi.fn<typeof fetch>();

export const answer = (status: number, body: unknown) =>
  fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(body), { status }));

/** Puts fetchMock in place for each test of the describe block it is called in, and forgets every call after it. */
export function stubFetchPerTest() {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });
}

/** The attributes of the JSON:API document the last call sent. */
export const sentAttributes = () =>
  JSON.parse(String(fetchMock.mock.calls.at(-1)?.[1]?.body)).data.attributes;

export const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

export const click = (name: string) =>
  act(async () => fireEvent.click(screen.getByRole('button', { name })));

/** Fills the registration form's three fields: a valid new student unless told otherwise. */
export function fillRegistration({
  name = 'Tess Trial',
  email = 'tess@example.org',
  password = 'a-long-password',
} = {}) {
  fill('Full name', name);
  fill('E-mail address', email);
  fill('Password', password);
}

/** Fills the sign-in form and sends it. */
export async function signIn(email: string, password: string) {
  fill('E-mail address', email);
  fill('Password', password);
  await click('Log in');
}

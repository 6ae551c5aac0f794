import { waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { act, type ReactElement, useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { SearchInput } from '@/components/lists/search-input';
import { loadMessages } from '@/messages';
import { DateField } from './date-field';
import { Input, NativeSelect, Textarea } from './native-fields';
import { TextField } from './text-field';
import { useForm } from './use-form';

const messages = await loadMessages('en');

function withIntl(ui: ReactElement) {
  return (
    <NextIntlClientProvider locale="en" messages={messages} timeZone="Europe/Amsterdam">
      {ui}
    </NextIntlClientProvider>
  );
}

let root: Root | null = null;
let container: HTMLDivElement | null = null;

/** The server's HTML of `ui` in the document, before React runs it. */
function serverRender(ui: ReactElement) {
  container = document.createElement('div');
  container.innerHTML = renderToString(withIntl(ui));
  document.body.append(container);
  return container;
}

async function hydrate(ui: ReactElement) {
  await act(async () => {
    root = hydrateRoot(container as HTMLDivElement, withIntl(ui));
  });
}

/** Typing into the server's HTML: the browser changes the DOM value, nothing else runs. */
function typeInto(field: HTMLInputElement | HTMLTextAreaElement, text: string) {
  field.value = text;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = null;
  container = null;
});

const submitted: unknown[] = [];

function TitleForm() {
  const [title, setTitle] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setSent(title);
      }}
    >
      <Input aria-label="Title" value={title} onChange={(event) => setTitle(event.target.value)} />
      <button type="submit">Create draft</button>
      <output data-testid="sent">{sent}</output>
    </form>
  );
}

function ChoicesForm() {
  const [level, setLevel] = useState('basic');
  const [note, setNote] = useState('');
  const [intro, setIntro] = useState('Welcome');
  const [agreed, setAgreed] = useState(false);
  return (
    <div>
      <NativeSelect
        aria-label="Level"
        value={level}
        onChange={(event) => setLevel(event.target.value)}
      >
        <option value="basic">Basic</option>
        <option value="advanced">Advanced</option>
      </NativeSelect>
      <Textarea aria-label="Note" value={note} onChange={(event) => setNote(event.target.value)} />
      <Textarea
        aria-label="Intro"
        value={intro}
        onChange={(event) => setIntro(event.target.value)}
      />
      <Input
        type="checkbox"
        aria-label="Agreed"
        checked={agreed}
        onChange={(event) => setAgreed(event.target.checked)}
      />
      <output data-testid="state">{JSON.stringify({ level, note, intro, agreed })}</output>
    </div>
  );
}

function CourseForm() {
  const form = useForm<'title'>({
    fields: { title: { value: '', rules: 'required|min:3' } },
    onSubmit: (values) => {
      submitted.push(values.title);
    },
  });
  return (
    <form onSubmit={form.handleSubmit} noValidate>
      <TextField field={form.field('title')} label="Title" />
      <button type="submit">Create draft</button>
    </form>
  );
}

function StartForm() {
  const [starts, setStarts] = useState('');
  return (
    <div>
      <DateField id="starts" value={starts} onChange={setStarts} />
      <output data-testid="starts">{starts}</output>
    </div>
  );
}

describe('fields typed into before hydration', () => {
  it('an input adopts what was typed: the state and the submitted value are the typed text', async () => {
    const html = serverRender(<TitleForm />);
    const input = html.querySelector('input') as HTMLInputElement;
    typeInto(input, 'Acme');
    await hydrate(<TitleForm />);
    expect(input.value).toBe('Acme');
    await act(async () => (html.querySelector('button') as HTMLButtonElement).click());
    expect(html.querySelector('[data-testid="sent"]')?.textContent).toBe('Acme');
    // A later render keeps it: the state holds it.
    expect(input.value).toBe('Acme');
  });

  it('a select, an empty textarea and a checkbox adopt what was entered; a textarea with text is read-only until hydrated', async () => {
    const html = serverRender(<ChoicesForm />);
    const [note, intro] = [...html.querySelectorAll('textarea')];
    expect(intro?.readOnly).toBe(true);
    expect(note?.readOnly).toBe(false);
    (html.querySelector('select') as HTMLSelectElement).value = 'advanced';
    typeInto(note as HTMLTextAreaElement, 'Call back');
    (html.querySelector('input') as HTMLInputElement).checked = true;
    await hydrate(<ChoicesForm />);
    expect(intro?.readOnly).toBe(false);
    expect(JSON.parse(html.querySelector('output')?.textContent ?? '')).toEqual({
      level: 'advanced',
      note: 'Call back',
      intro: 'Welcome',
      agreed: true,
    });
  });

  it('a useForm TextField submits what was typed before hydration', async () => {
    submitted.length = 0;
    const html = serverRender(<CourseForm />);
    typeInto(html.querySelector('input') as HTMLInputElement, 'Data literacy');
    await hydrate(<CourseForm />);
    await act(async () => (html.querySelector('button') as HTMLButtonElement).click());
    expect(submitted).toEqual(['Data literacy']);
    expect(html.querySelector('[aria-invalid="true"]')).toBeNull();
  });

  it('a date field keeps the date typed before hydration and gives it to the form', async () => {
    const html = serverRender(<StartForm />);
    const input = html.querySelector('input') as HTMLInputElement;
    typeInto(input, '3 Mar 2026');
    await hydrate(<StartForm />);
    expect(html.querySelector('[data-testid="starts"]')?.textContent).toBe('2026-03-03');
    expect(input.value).toBe('3 Mar 2026');
  });

  it('a list search box searches for what was typed before hydration', async () => {
    const searches: (string | null)[] = [];
    const ui = <SearchInput onSearch={(term) => searches.push(term)} />;
    const html = serverRender(ui);
    const input = html.querySelector('input') as HTMLInputElement;
    typeInto(input, 'literacy');
    await hydrate(ui);
    expect(input.value).toBe('literacy');
    await waitFor(() => expect(searches).toEqual(['literacy']));
  });

  it('a field rendered on the client calls no onChange', async () => {
    const changes: string[] = [];
    container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      root = createRoot(container as HTMLDivElement);
      root.render(<Input aria-label="Name" value="Ada" onChange={() => changes.push('x')} />);
    });
    expect(changes).toEqual([]);
  });
});

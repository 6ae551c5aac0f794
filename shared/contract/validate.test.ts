import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineResource } from './resource';
import { contractsByType, validateDocument } from './validate';

const notes = defineResource({
  type: 'notes',
  description: 'A note.',
  attributes: { body: z.string(), pinned: z.boolean().optional() },
  relationships: { author: { type: 'accounts' }, tags: { type: 'tags', many: true } },
});
const contracts = contractsByType([notes]);
const note = (attributes: unknown, relationships?: unknown) => ({
  data: { type: 'notes', id: 'n1', attributes, ...(relationships ? { relationships } : {}) },
});

describe('validateDocument', () => {
  it('accepts a document its contracts allow', () => {
    const document = note(
      { body: 'Hi' },
      { author: { data: { type: 'accounts', id: 'a1' } }, tags: { data: [] } },
    );
    expect(validateDocument(document, contracts)).toEqual([]);
  });

  it('names a missing, a mistyped and an unknown attribute', () => {
    expect(validateDocument(note({ pinned: 'yes', title: 'x' }), contracts)).toEqual([
      'data (notes n1) attributes.body: Invalid input: expected string, received undefined',
      'data (notes n1) attributes.pinned: Invalid input: expected boolean, received string',
      'data (notes n1) attributes.(root): Unrecognized key: "title"',
    ]);
  });

  it('lets a sparse fieldset leave attributes out, never add one', () => {
    expect(validateDocument(note({}), contracts, { sparse: true })).toEqual([]);
    expect(validateDocument(note({ title: 'x' }), contracts, { sparse: true })).toHaveLength(1);
  });

  it('checks relationships: named, of the named type, one or many', () => {
    const problems = validateDocument(
      note(
        { body: 'Hi' },
        {
          author: { data: { type: 'courses', id: 'c1' } },
          tags: { data: null },
          owner: { data: null },
        },
      ),
      contracts,
    );
    expect(problems).toEqual([
      'data (notes n1) relationships.author[0]: type courses is not one of accounts',
      'data (notes n1) relationships.tags: a to-many relationship is never null',
      'data (notes n1): relationship owner is not in the contract',
    ]);
  });

  it('checks included resources and errors documents', () => {
    const document = { data: [], included: [{ type: 'notes', id: 'n2', attributes: {} }] };
    expect(validateDocument(document, contracts)).toHaveLength(1);
    expect(validateDocument({ errors: [{ status: '404', code: 'NOT_FOUND' }] }, contracts)).toEqual(
      [],
    );
    expect(validateDocument({ errors: [{ title: 'x' }] }, contracts)).toEqual([
      'errors[0]: needs a status and a code',
    ]);
  });

  it('reports a type without a contract only when every type must have one', () => {
    const document = { data: { type: 'widgets', id: 'w1', attributes: {} } };
    expect(validateDocument(document, contracts)).toEqual([]);
    expect(validateDocument(document, contracts, { requireContract: true })).toEqual([
      'data: no contract for type widgets',
    ]);
  });

  it('refuses two contracts for one type', () => {
    expect(() => contractsByType([notes, notes])).toThrow('Two contracts for type notes');
  });
});
